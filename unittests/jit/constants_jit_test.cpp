// unittests/jit/constants_jit_test.cpp - pi and E lower to double constants in the JIT and in emit_c.
#include <alkahest/expr/parse.hpp>
#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>

#include <numbers>
#include <vector>

using namespace alkahest;

TEST_CASE("the JIT evaluates pi and E as the interpreter does", "[jit][constants]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  for (const char *text : {"pi*x + E", "E*x^2 - pi", "x/pi"}) {
    INFO(text);
    Expr e = parse(pool, text);
    CompiledFn f = compile_expr(e, in);
    for (double v : {-1.5, 0.0, 0.25, 3.0})
      CHECK(f.call(std::vector<double>{v}) == evaluate(e, {{x, v}}));
  }
  // pi and E are different constants to the compile cache too.
  CHECK(compile_expr(parse(pool, "pi*x"), in).call(std::vector<double>{1.0}) == std::numbers::pi);
  CHECK(compile_expr(parse(pool, "E*x"), in).call(std::vector<double>{1.0}) == std::numbers::e);
}

TEST_CASE("emit_c writes pi and E as hexadecimal double literals", "[jit][emit_c][constants]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  std::string c = emit_c(parse(pool, "pi*x + E"), in, "f");
  CHECK(c.find("0x1.921fb54442d18p+1") != std::string::npos); // pi
  CHECK(c.find("0x1.5bf0a8b145769p+1") != std::string::npos); // E
}
