// unittests/expr/print_test.cpp - to_string (exact text and round trip through parse), to_latex, streams, fmt.
#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <limits>
#include <sstream>

using namespace alkahest;

namespace {
struct Fixture {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  Expr n(long long v) { return pool.integer(v); }
  Expr q(long long a, long long b) { return pool.rational(a, b); }
  Expr f(double v) { return pool.real(v); }
  /// The printed text, after checking that it parses back to the same node.
  std::string text(const Expr &e) {
    std::string s = to_string(e);
    INFO(s);
    CHECK(parse(pool, s) == e);
    return s;
  }
};
} // namespace

TEST_CASE("float_text is the shortest round-trip text, always a Float", "[print]") {
  CHECK(float_text(2.0) == "2.0");
  CHECK(float_text(0.1) == "0.1");
  CHECK(float_text(-2.5) == "-2.5");
  CHECK(float_text(1e300) == "1e+300");
  CHECK(float_text(-0.0) == "-0.0");
  CHECK(float_text(std::numeric_limits<double>::infinity()) == "inf");
  CHECK(float_text(-std::numeric_limits<double>::infinity()) == "-inf");
  CHECK(float_text(std::numeric_limits<double>::quiet_NaN()) == "nan");
  CHECK(float_text(5e-324) == "5e-324");
  CHECK(float_text(123456789.0) == "123456789.0");
}

TEST_CASE_METHOD(Fixture, "numbers print exactly and read back", "[print]") {
  CHECK(text(n(42)) == "42");
  CHECK(text(n(-42)) == "-42");
  CHECK(text(pool.integer(Integer("123456789012345678901234567890"))) == "123456789012345678901234567890");
  CHECK(text(q(1, 3)) == "1/3");
  CHECK(text(q(-7, 3)) == "-7/3");
  CHECK(text(f(2.0)) == "2.0");
  CHECK(text(f(-0.0)) == "-0.0");
  CHECK(text(f(1e300)) == "1e+300");
  CHECK(text(f(-std::numeric_limits<double>::infinity())) == "-inf");
  CHECK(text(f(std::numeric_limits<double>::quiet_NaN())) == "nan");
  CHECK(text(f(0.1) + x) == "x + 0.1");
}

TEST_CASE_METHOD(Fixture, "sums print negative terms as subtraction", "[print]") {
  CHECK(text(x - 2 * y) == "x - 2*y");
  CHECK(text(-x - y) == "-x - y");
  CHECK(text(x - 1) == "x - 1");
  CHECK(text(x - q(1, 3)) == "x - 1/3");
  CHECK(text(x - 2.5) == "x - 2.5");
  CHECK(text(x - 2.5 * y) == "x - 2.5*y");
  CHECK(text(x + f(-0.0) * y) == "x - 0.0*y");
  CHECK(text(x - q(2, 3) * y) == "x - 2*y/3");
  CHECK(text(x - f(std::numeric_limits<double>::infinity())) == "x - inf");
  CHECK(text(y - x / z) == "y - x/z");
}

TEST_CASE_METHOD(Fixture, "products print negative exponents as division", "[print]") {
  CHECK(text(x / y) == "x/y");
  CHECK(text(1 / x) == "1/x");
  CHECK(text(-1 / x) == "-1/x");
  CHECK(text(x / (y * z)) == "x/(y*z)");
  CHECK(text(x / pow(y, 2)) == "x/y^2");
  CHECK(text(x / (y + z)) == "x/(y + z)");
  CHECK(text(-x / (3 * y)) == "-x/(3*y)");
  CHECK(text(2 * x / 3) == "2*x/3");
  CHECK(text(q(2, 3) / y) == "2/(3*y)");
  CHECK(text(pow(x, q(-1, 2))) == "1/x^(1/2)");
  CHECK(text(3 / pow(n(2), q(1, 2))) == "3/2^(1/2)");
  CHECK(text(pow(pow(x, q(1, 2)), q(-1, 3))) == "1/(x^(1/2))^(1/3)");
  CHECK(text(2.5 / y) == "2.5/y");
  CHECK(text(-2.5 * x / y) == "-2.5*x/y");
  CHECK(text(pow(x, -2.5)) == "x^(-2.5)");
  CHECK(text(pow(x, -y)) == "x^(-y)");
}

TEST_CASE_METHOD(Fixture, "powers, calls and precedence", "[print]") {
  CHECK(text(-pow(x, 2)) == "-x^2");
  CHECK(text(pow(-x, q(1, 3))) == "(-x)^(1/3)");
  CHECK(text(pow(n(-2), x)) == "(-2)^x");
  CHECK(text(pow(q(1, 3), x)) == "(1/3)^x");
  CHECK(text(pow(f(-2.5), x)) == "(-2.5)^x");
  CHECK(text(pow(x, pow(y, z))) == "x^(y^z)");
  CHECK(text(pow(pow(x, 2), q(1, 2))) == "(x^2)^(1/2)");
  CHECK(text(pow(x + y, 2) * z) == "z*(x + y)^2");
  CHECK(text(pow(sin(x), 2)) == "sin(x)^2");
  CHECK(text(pow(f(1e300), x)) == "1e+300^x");
  CHECK(text(atan2(y, -x)) == "atan2(y, -x)");
  CHECK(text(min(x - 1, max(y, q(-1, 2)))) == "min(x - 1, max(y, -1/2))");
  CHECK(text(sin(x) * cos(y) + (pow(x, 2) + pow(y, 2)) / 100) == "sin(x)*cos(y) + (x^2 + y^2)/100");
  CHECK(text(pow(n(0), x)) == "0^x");
}

TEST_CASE_METHOD(Fixture, "to_latex, operator<< and fmt", "[print]") {
  CHECK(to_latex(x / y) == "\\frac{x}{y}");
  // A square root reads as one in LaTeX; other rational powers stay powers.
  CHECK(to_latex(pow(x, q(1, 2))) == "\\sqrt{x}");
  CHECK(to_latex(pow(x, q(2, 3))) == "x^{\\frac{2}{3}}");
  CHECK(to_latex(2 * x * y) == "2 x y");
  CHECK(to_latex(sqrt(x) + abs(y)) == "\\sqrt{x} + \\left|y\\right|");
  CHECK(to_latex(asin(x)) == "\\arcsin\\left(x\\right)");
  CHECK(to_latex(pool.symbol("x_1")) == "x_{1}");
  CHECK(to_latex(pool.symbol("_x")) == "\\mathit{\\_x}");
  CHECK(to_latex(pool.symbol("x__1")) == "\\mathit{x\\_\\_1}");
  CHECK(to_latex(pow(x + y, 2)) == "\\left(x + y\\right)^{2}");
  CHECK(to_latex(f(std::numeric_limits<double>::infinity()) * x) == "\\infty x");
  std::ostringstream os;
  os << x - y;
  CHECK(os.str() == "x - y");
  CHECK(fmt::format("[{}]", pow(x, 2)) == "[x^2]");
  CHECK(fmt::format("{:>5}", x) == "    x");
}

TEST_CASE_METHOD(Fixture, "printing is iterative: deep expressions are fine", "[print]") {
  Expr e = x;
  for (int i = 0; i < 6000; ++i) e = (i % 2) ? sin(e) : e * y + 1;
  std::string s = to_string(e);
  CHECK(s.size() > 6000);
  CHECK(parse(pool, s, ParseOptions{.max_depth = 20000}) == e);
}

TEST_CASE_METHOD(Fixture, "to_latex fractions need no parentheses inside their braces", "[print]") {
  CHECK(to_latex(y / (x + y)) == "\\frac{y}{x + y}");
  CHECK(to_latex((x + y) / z) == "\\frac{x + y}{z}");
  CHECK(to_latex((x + y) * z / (x - y)) == "\\frac{z \\left(x + y\\right)}{x - y}");
  CHECK(to_latex(1 / (x + 1)) == "\\frac{1}{x + 1}");
  CHECK(to_latex(sin(x) * cos(y) + (pow(x, 2) + pow(y, 2)) / 100) ==
        "\\sin\\left(x\\right) \\cos\\left(y\\right) + \\frac{x^{2} + y^{2}}{100}");
  CHECK(to_latex(-2 * x / 3) == "-\\frac{2 x}{3}");
  CHECK(to_latex(q(-1, 3)) == "-\\frac{1}{3}");
}

TEST_CASE_METHOD(Fixture, "sums print in descending degree, then lexicographically, constants last",
                 "[print]") {
  CHECK(text(1 - 2 * x + pow(x, 3)) == "x^3 - 2*x + 1");
  CHECK(text(pow(y, 2) + pow(x, 2) + 2 * x * y) == "x^2 + 2*x*y + y^2");
  CHECK(text(x * pow(y, 2) + pow(x, 2) * y) == "x^2*y + x*y^2");
  CHECK(text(x - 7 - pow(y, 3) + pow(x, 2) * y + pow(x, 4)) == "x^4 + x^2*y - y^3 + x - 7");
  CHECK(text(z + y + x) == "x + y + z");
  // 1/x has degree -1 and a call degree 0; a number still comes last.
  CHECK(text(1 / x + x + 1 + sin(x)) == "x + sin(x) + 1/x + 1");
  CHECK(text(pow(x + 1, 2) + pow(x, 3) + x) == "x^3 + x + (x + 1)^2");
}
