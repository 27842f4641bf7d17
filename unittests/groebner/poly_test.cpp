// unittests/groebner/poly_test.cpp - polynomials: orders, arithmetic, Expr conversion, parsing,
// evaluation, ring maps, msolve files.
#include "error_code.hpp"
#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/poly.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;
using alkahest::test::code_of;

namespace {

PolyQ parse_q(const std::string &vars, const std::string &poly,
              MonomialOrder ord = MonomialOrder::grevlex()) {
  auto sys = parse_msolve(vars + "\n0\n" + poly + "\n", ord);
  REQUIRE(sys.polynomials.size() == 1);
  return sys.polynomials[0];
}

int cmp(const MonomialOrder &o, std::vector<Exponent> a, std::vector<Exponent> b) {
  return o.compare(a.data(), b.data(), a.size());
}

std::string error_text(const std::function<void()> &f) {
  try {
    f();
  } catch (const Error &e) {
    return e.what();
  }
  return "none";
}

} // namespace

TEST_CASE("monomial orders compare as defined", "[poly]") {
  auto lex = MonomialOrder::lex(), grlex = MonomialOrder::grlex(),
       grevlex = MonomialOrder::grevlex();
  // x0 > x1^5 only in lex.
  CHECK(cmp(lex, {1, 0, 0}, {0, 5, 0}) > 0);
  CHECK(cmp(grlex, {1, 0, 0}, {0, 5, 0}) < 0);
  CHECK(cmp(grevlex, {1, 0, 0}, {0, 5, 0}) < 0);
  // x0*x2 vs x1^2: grlex breaks the tie lexicographically, grevlex by the last variable.
  CHECK(cmp(grlex, {1, 0, 1}, {0, 2, 0}) > 0);
  CHECK(cmp(grevlex, {1, 0, 1}, {0, 2, 0}) < 0);
  CHECK(cmp(grevlex, {1, 1, 0}, {1, 1, 0}) == 0);
  // Block (1,2): the first block decides, then grevlex in the second.
  auto block = MonomialOrder::block({1, 2});
  CHECK(cmp(block, {1, 0, 0}, {0, 7, 7}) > 0);
  CHECK(cmp(block, {0, 2, 0}, {0, 1, 1}) > 0);
  CHECK(cmp(block, {2, 0, 1}, {2, 1, 0}) < 0);
  CHECK(block.name() == "block(1,2)");
  CHECK(MonomialOrder::from_name("dp") == grevlex);
  CHECK(code_of([] { MonomialOrder::from_name("weird"); }) == "E-POLY-008");
}

TEST_CASE("polynomial arithmetic over Q", "[poly]") {
  auto f = parse_q("x,y", "x+y");
  auto sq = f * f;
  CHECK(sq.to_string() == "x^2+2*x*y+y^2");
  CHECK((sq - sq).is_zero());
  CHECK((sq - f * f + f).to_string() == "x+y");
  auto g = parse_q("x,y", "x^2-y^2");
  auto h = parse_q("x,y", "x-y");
  CHECK(g.divide_exact(h).to_string() == "x+y");
  CHECK(code_of([&] { (g + f).divide_exact(h); }) == "E-POLY-005");
  CHECK(code_of([&] { g.divide_exact(PolyQ(g.ring_ptr())); }) == "E-POLY-006");
  auto r = parse_q("x,y", "-3/2*x^2*y+1/3");
  CHECK(r.to_string() == "-3/2*x^2*y+1/3");
  CHECK(r.total_degree() == 3);
  CHECK(r.monic().to_string() == "x^2*y-2/9");
  auto other = parse_q("u,v", "u");
  CHECK(code_of([&] { (void)(f + other); }) == "E-POLY-004");
}

TEST_CASE("polynomial arithmetic over Z/p wraps around", "[poly]") {
  auto sys = parse_msolve("x,y\n7\n3*x+5*y,\n4*x+2*y\n");
  auto m = sys.modular();
  CHECK((m[0] + m[1]).to_string() == "0"); // 7x + 7y = 0 mod 7
  CHECK((m[0] * m[1]).to_string() == "5*x^2+5*x*y+3*y^2");
  CHECK(m[0].monic().to_string() == "x+4*y");
  CHECK(lift_symmetric(m[0]).to_string() == "3*x-2*y");
  auto half = parse_q("x", "x/2");
  CHECK_FALSE(reduce_mod(parse_q("x", "1/7*x"), 7).has_value());
  CHECK(reduce_mod(half, 7)->to_string() == "4*x");
}

TEST_CASE("normal form is the multivariate division remainder", "[poly]") {
  // Cox, Little, O'Shea, Ideals Varieties and Algorithms, 2.3 example 4 (lex).
  auto ord = MonomialOrder::lex();
  auto f = parse_q("x,y", "x^2*y+x*y^2+y^2", ord);
  auto g1 = parse_q("x,y", "x*y-1", ord);
  auto g2 = parse_q("x,y", "y^2-1", ord);
  CHECK(normal_form(f, {g1, g2}).to_string() == "x+y+1");
  CHECK(normal_form(f, {g2, g1}).to_string() == "2*x+1");
}

TEST_CASE("expressions convert to polynomials and back", "[poly]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  auto ring = make_ring({"x", "y"});
  Expr e = pool.add({pool.mul({pool.pow(pool.add({x, pool.integer(1)}), pool.integer(2)), y}),
                     pool.mul({pool.rational(-1, 2), x})});
  PolyQ p = from_expr(e, ring);
  CHECK(p.to_string() == "x^2*y+2*x*y-1/2*x+y");
  PolyQ back = from_expr(to_expr(p, pool), ring);
  CHECK(back == p);
  CHECK(polynomial_variables({e}) == std::vector<std::string>{"x", "y"});
  // Division by a constant is fine, by a variable is not.
  CHECK(from_expr(pool.mul({x, pool.pow(pool.integer(3), pool.integer(-1))}), ring).to_string() ==
        "1/3*x");
  CHECK(code_of([&] { from_expr(pool.pow(x, pool.integer(-1)), ring); }) == "E-POLY-001");
  auto sin_text = error_text([&] { from_expr(pool.add({x, pool.call(Func::Sin, {y})}), ring); });
  CHECK(sin_text.find("E-POLY-001") != std::string::npos);
  CHECK(sin_text.find("sin") != std::string::npos);
  auto z_text = error_text([&] { from_expr(pool.add({x, pool.symbol("z")}), ring); });
  CHECK(z_text.find("'z'") != std::string::npos);
  CHECK(code_of([&] { from_expr(pool.mul({x, pool.real(1.5)}), ring); }) == "E-POLY-001");
}

TEST_CASE("msolve files parse and print", "[poly][msolve]") {
  auto sys = parse_msolve("x0, x1,x2\n0\n2*x2+2*x1+x0-1,\n  x0^2 - 3/4*x1*x2\n + 5,\n-x0*x0\n");
  REQUIRE(sys.polynomials.size() == 3);
  CHECK(sys.characteristic == 0);
  CHECK(sys.ring->variables == std::vector<std::string>{"x0", "x1", "x2"});
  CHECK(sys.polynomials[0].to_string() == "x0+2*x1+2*x2-1");
  CHECK(sys.polynomials[1].to_string() == "x0^2-3/4*x1*x2+5");
  CHECK(sys.polynomials[2].to_string() == "-x0^2");
  auto text = write_msolve(sys.polynomials, 0);
  CHECK(text == "x0,x1,x2\n0\nx0+2*x1+2*x2-1,\nx0^2-3/4*x1*x2+5,\n-x0^2\n");
  auto again = parse_msolve(text);
  CHECK(again.polynomials == sys.polynomials);
  // A large coefficient survives.
  auto big = parse_msolve("x\n0\n123456789012345678901234567890*x-1\n");
  CHECK(big.polynomials[0].to_string() == "123456789012345678901234567890*x-1");
  auto modp = parse_msolve("x,y\n1073741827\nx-y\n");
  CHECK(modp.characteristic == 1073741827u);
  CHECK(modp.modular()[0].to_string() == "x+1073741826*y");
}

TEST_CASE("malformed msolve files report line and column", "[poly][msolve]") {
  auto where = [](const std::string &text) { return error_text([&] { parse_msolve(text); }); };
  CHECK(where("x,y\n0\nx+y,\nx*?y\n").find("E-POLY-003: line 4, column 3") != std::string::npos);
  CHECK(where("x,y\n0\nx+z\n").find("line 3, column 3: unknown variable 'z'") != std::string::npos);
  CHECK(where("x,y\n12\nx\n").find("line 2, column 1") != std::string::npos);
  CHECK(where("x,,y\n0\nx\n").find("line 1, column 3") != std::string::npos);
  CHECK(where("x,y\n0\nx+y+\n").find("E-POLY-003") != std::string::npos);
  CHECK(where("x,y\n0\nx y\n").find("line 3, column 3") != std::string::npos);
  CHECK(where("x,y\n0\nx/0\n").find("E-POLY-003") != std::string::npos);
  CHECK(where("x\n").find("line 2") != std::string::npos);
  CHECK(code_of([] { read_msolve_file("/nonexistent/file.ms"); }) == "E-POLY-009");
}

TEST_CASE("errors of from_expr name the subexpression as it prints, never a node id", "[poly]") {
  ExprPool pool;
  auto ring = make_ring({"x", "y"});
  auto text = [&](const char *s) { return error_text([&] { from_expr(parse(pool, s), ring); }); };
  std::string tiny = text("x + 1e-20");
  INFO(tiny);
  CHECK(tiny.find("E-POLY-001") == 0);
  CHECK(tiny.find("the float 1e-20 in 'x + 1e-20'") != std::string::npos);
  CHECK(tiny.find("node id") == std::string::npos);
  CHECK(tiny.find("0.000000") == std::string::npos);
  CHECK(text("x*y + 0.1").find("the float 0.1 in 'x*y + 0.1'") != std::string::npos);
  CHECK(text("x + sin(y)").find("the call 'sin(y)' in 'x + sin(y)'") != std::string::npos);
  CHECK(text("x + z").find("the symbol 'z' in 'x + z' is not a variable of the ring (x, y)") !=
        std::string::npos);
  CHECK(text("x^(1/2)").find("the power 'x^(1/2)' has an exponent") != std::string::npos);
  CHECK(text("x/y").find("the power '1/y' in 'x/y'") != std::string::npos);
  CHECK(text("2*pi*x").find("the constant pi in '2*pi*x' is irrational") != std::string::npos);
  CHECK(code_of([&] { from_expr(parse(pool, "x^70000"), ring); }) == "E-POLY-002");
  CHECK(text("x^70000").find("the power 'x^70000' has exponent 70000") != std::string::npos);
}

TEST_CASE("parse_poly builds a polynomial of a ring from text", "[poly]") {
  auto ring = make_ring({"x", "y"});
  PolyQ p = parse_poly("(x - 1)*(y + 2)^2 - x/3", ring);
  CHECK(p.to_string() == "x*y^2+4*x*y-y^2+11/3*x-4*y-4");
  CHECK(p == parse_q("x,y", "x*y^2-y^2+4*x*y-4*y+11/3*x-4"));
  CHECK(parse_poly("0", ring).is_zero());
  CHECK(code_of([&] { parse_poly("x + * y", ring); }) == "E-PARSE-002");
  CHECK(code_of([&] { parse_poly("x + z", ring); }) == "E-POLY-001");
  CHECK(code_of([&] { parse_poly("x + 0.5", ring); }) == "E-POLY-001");
}

TEST_CASE("polynomials print in the ring's order: descending degree under grevlex", "[poly]") {
  auto ring = make_ring({"x"});
  CHECK(parse_poly("1 - 2*x + x^3", ring).to_string() == "x^3-2*x+1");
  ExprPool pool;
  CHECK(to_string(to_expr(parse_poly("1 - 2*x + x^3", ring), pool)) == "x^3 - 2*x + 1");
}

TEST_CASE("polynomials evaluate at a point, exactly and in double", "[poly]") {
  auto ring = make_ring({"x", "y"});
  PolyQ p = parse_poly("x^2*y - 3/2*x + 7", ring);
  CHECK(p.evaluate(std::vector<Rational>{Rational(1, 2), Rational(4)}) == Rational(29, 4));
  CHECK(p.evaluate(std::vector<Rational>{Rational(0), Rational(0)}) == 7);
  CHECK(p.evaluate_double(std::vector<double>{0.5, 4.0}) == 7.25);
  CHECK(p.evaluate_double(std::vector<double>{-2.0, 0.25}) == 11.0);
  CHECK(PolyQ(ring).evaluate(std::vector<Rational>{Rational(3), Rational(5)}) == 0);
  // Over Z/p: coordinates are reduced first; 2*x + y at (10, 4) mod 7 = 24 mod 7 = 3.
  PolyZp q = *reduce_mod(parse_poly("2*x + y", ring), 7);
  CHECK(q.evaluate(std::vector<std::uint32_t>{10, 4}) == 3u);
  CHECK(code_of([&] { p.evaluate(std::vector<Rational>{Rational(1)}); }) == "E-POLY-013");
  CHECK(code_of([&] { p.evaluate_double(std::vector<double>{1, 2, 3}); }) == "E-POLY-013");
}

TEST_CASE("polynomials map between rings by variable name", "[poly]") {
  auto xyz = make_ring({"x", "y", "z"});
  auto zy = make_ring({"z", "y"}, MonomialOrder::lex());
  PolyQ p = parse_poly("y^2*z - z + 3", xyz);
  PolyQ m = p.map_to_ring(zy);
  CHECK(m.ring_ptr() == zy);
  CHECK(m == parse_poly("y^2*z - z + 3", zy));
  CHECK(m.map_to_ring(xyz) == p);
  // A variable absent from the target is fine while no term uses it.
  CHECK(code_of([&] { parse_poly("x*y", xyz).map_to_ring(zy); }) == "E-POLY-012");
  auto missing = error_text([&] { parse_poly("x*y", xyz).map_to_ring(zy); });
  CHECK(missing.find("'x'") != std::string::npos);
}

TEST_CASE("a basis from eliminate() accepts polynomials of the original ring after mapping",
          "[poly][groebner]") {
  auto ring = make_ring({"t", "x", "y"});
  // x = t^2, y = t^3: eliminating t leaves the cusp x^3 - y^2.
  auto gb = GroebnerBasis::compute({parse_poly("x - t^2", ring), parse_poly("y - t^3", ring)},
                                   MonomialOrder::grevlex());
  auto elim = gb.eliminate({"t"});
  PolyQ cusp = parse_poly("x^3 - y^2", ring), other = parse_poly("x^3 + y^2", ring);
  CHECK(code_of([&] { elim.contains(cusp); }) == "E-GB-007");
  CHECK(elim.contains(cusp.map_to_ring(elim.ring())));
  CHECK_FALSE(elim.contains(other.map_to_ring(elim.ring())));
  CHECK(code_of([&] { parse_poly("t*x", ring).map_to_ring(elim.ring()); }) == "E-POLY-012");
}
