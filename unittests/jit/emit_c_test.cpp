// unittests/jit/emit_c_test.cpp - emit_c output built by the system C compiler, against the interpreter.
#include "jit_test_support.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <cstdlib>
#include <dlfcn.h>
#include <filesystem>
#include <fstream>

using namespace alkahest;
using namespace alkahest::jit_test;

namespace {

// Builds `source` into a shared object in a fresh temp dir; nullptr (and a
// message) when there is no C compiler.
void *build_shared(const std::string &source, std::string &why) {
  if (std::system("cc --version > /dev/null 2>&1") != 0) {
    why = "no C compiler (cc) on this machine";
    return nullptr;
  }
  char tmpl[] = "/tmp/alkahest_emit_c_XXXXXX";
  if (!mkdtemp(tmpl)) {
    why = "mkdtemp failed";
    return nullptr;
  }
  std::filesystem::path dir(tmpl);
  std::ofstream(dir / "gen.c") << source;
  std::string cmd = fmt::format("cc -std=c99 -O2 -ffp-contract=off -shared -fPIC -o {} {} -lm",
                                (dir / "gen.so").string(), (dir / "gen.c").string());
  if (std::system(cmd.c_str()) != 0) {
    why = "cc failed on the generated source in " + dir.string();
    return nullptr;
  }
  void *lib = dlopen((dir / "gen.so").c_str(), RTLD_NOW | RTLD_LOCAL);
  std::filesystem::remove_all(dir);
  if (!lib) why = dlerror();
  return lib;
}

} // namespace

TEST_CASE("emit_c code compiled by cc equals the interpreter on 2000 random expressions",
          "[jit][emit_c]") {
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  RandomExprs gen(pool, vars, 2024);
  const int singles = 1000, multi = 1000;
  std::vector<Expr> single_exprs, multi_exprs;
  std::string source;
  for (int k = 0; k < singles; ++k) {
    single_exprs.push_back(gen.next(2 + k % 4));
    source += emit_c(single_exprs.back(), vars, fmt::format("f{}", k)) + "\n";
  }
  for (int k = 0; k < multi; ++k) multi_exprs.push_back(gen.next(2 + k % 4));
  source += emit_c(multi_exprs, vars, "all");

  std::string why;
  void *lib = build_shared(source, why);
  if (!lib) {
    WARN("emit_c differential test skipped: " << why);
    CHECK(why.find("no C compiler") != std::string::npos); // only a missing cc may skip
    return;
  }
  using Single = double (*)(const double *);
  using Multi = void (*)(const double *, double *);
  auto cols = random_columns(3, 23, 99);
  std::size_t values = 0, bad = 0;
  std::string first;
  auto note = [&](const Expr &e, std::size_t i, double r, double g) {
    if (bad++ == 0)
      first = fmt::format("{} at ({}, {}, {}): {:.17g} vs {:.17g}", to_string(e), cols[0][i],
                          cols[1][i], cols[2][i], r, g);
  };
  auto ref_single = evaluate_batch(single_exprs, vars, spans(cols));
  for (int k = 0; k < singles; ++k) {
    auto fn = reinterpret_cast<Single>(dlsym(lib, fmt::format("f{}", k).c_str()));
    REQUIRE(fn);
    for (std::size_t i = 0; i < 23; ++i) {
      double pt[] = {cols[0][i], cols[1][i], cols[2][i]};
      double g = fn(pt);
      ++values;
      if (!agrees(ref_single[k][i], g)) note(single_exprs[k], i, ref_single[k][i], g);
    }
  }
  auto all = reinterpret_cast<Multi>(dlsym(lib, "all"));
  REQUIRE(all);
  auto ref_multi = evaluate_batch(multi_exprs, vars, spans(cols));
  std::vector<double> out(multi);
  for (std::size_t i = 0; i < 23; ++i) {
    double pt[] = {cols[0][i], cols[1][i], cols[2][i]};
    all(pt, out.data());
    for (int k = 0; k < multi; ++k) {
      ++values;
      if (!agrees(ref_multi[k][i], out[k])) note(multi_exprs[k], i, ref_multi[k][i], out[k]);
    }
  }
  dlclose(lib);
  INFO(first);
  INFO(bad << " of " << values << " values differ");
  CHECK(bad == 0);
}

TEST_CASE("emit_c writes integer powers as the multiplication chain and exact constants",
          "[jit][emit_c]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  std::string c = emit_c(pow(x, 5) + pool.rational(1, 10), in, "p5");
  CHECK(c.find("pow(") == std::string::npos);
  CHECK(c.find("double p5(const double *in)") != std::string::npos);
  CHECK(c.find("0x1.999999999999ap-4") != std::string::npos); // 1/10 correctly rounded
  CHECK(c.find("in[0] * in[0]") != std::string::npos);
}

TEST_CASE("emit_c refuses C keywords, main, <math.h> names and reserved identifiers",
          "[jit][emit_c]") {
  ExprPool pool;
  Expr x = pool.symbol("x");
  std::vector<Expr> in = {x};
  for (const char *bad : {"int", "double", "return", "static", "main", "sin", "exp", "sinf",
                          "expl", "pow", "fabs", "isnan", "NAN", "INFINITY", "signbit", "in",
                          "out", "__f", "_F", "2f", "", "a-b"}) {
    INFO(bad);
    std::string code;
    try {
      emit_c(sin(x), in, bad);
    } catch (const Error &e) {
      code = e.code();
    }
    CHECK(code == "E-JIT-008");
  }
  for (const char *good : {"f", "sine", "my_exp", "_f", "f_1", "internal", "doubled"}) {
    INFO(good);
    CHECK_NOTHROW(emit_c(sin(x), in, good));
  }
}

TEST_CASE("emit_c defines only the helpers it calls, ends with a newline and builds with "
          "-Wall -Werror", "[jit][emit_c]") {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  std::vector<Expr> in = {x, y};
  std::string plain = emit_c(sin(x) * y + 1, in, "plain");
  CHECK(plain.find("plain_sign") == std::string::npos);
  CHECK(plain.find("plain_min") == std::string::npos);
  CHECK(plain.find("plain_max") == std::string::npos);
  std::string with_sign = emit_c(sign(x) + y, in, "s");
  CHECK(with_sign.find("static double s_sign") != std::string::npos);
  CHECK(with_sign.find("s_min") == std::string::npos);
  std::vector<Expr> outs = {min(x, y), max(x, y) * sign(y)};
  std::string multi = emit_c(outs, in, "m");
  CHECK(multi.find("static double m_min") != std::string::npos);
  CHECK(multi.find("static double m_max") != std::string::npos);
  CHECK(multi.find("static double m_sign") != std::string::npos);
  for (const std::string *s : {&plain, &with_sign, &multi}) {
    REQUIRE(!s->empty());
    CHECK(s->back() == '\n');
  }

  if (std::system("cc --version > /dev/null 2>&1") != 0) {
    WARN("no C compiler (cc): the -Wall -Werror build is skipped");
    return;
  }
  char tmpl[] = "/tmp/alkahest_emit_c_wall_XXXXXX";
  REQUIRE(mkdtemp(tmpl));
  std::filesystem::path dir(tmpl);
  int k = 0;
  for (const std::string *s : {&plain, &with_sign, &multi}) {
    std::filesystem::path file = dir / fmt::format("gen{}.c", k++);
    std::ofstream(file) << *s;
    std::string cmd = fmt::format("cc -std=c99 -Wall -Wextra -Werror -c -o {}.o {} 2>&1",
                                  file.string(), file.string());
    INFO(*s);
    CHECK(std::system(cmd.c_str()) == 0);
  }
  std::filesystem::remove_all(dir);
}
