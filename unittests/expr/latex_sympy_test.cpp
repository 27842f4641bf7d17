// unittests/expr/latex_sympy_test.cpp - to_latex against SymPy's LaTeX on a table of cases.
//
// The SymPy column was produced once by latex_sympy_gen.py (SymPy 1.14.0);
// the test needs no SymPy. Where Alkahest deliberately writes something else,
// the third column is what it writes and the fourth says why; otherwise it
// must write exactly SymPy's string.
#include <alkahest/expr.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;

namespace {
struct Case {
  const char *input; ///< Alkahest syntax (SymPy read the same text)
  const char *sympy; ///< sympy.latex of it
  const char *ours;  ///< what Alkahest writes where it differs, else null
  const char *why;   ///< why it differs
};

const Case kCases[] = {
    {"x/y", "\\frac{x}{y}", nullptr, nullptr},
    {"x^(1/2)", "\\sqrt{x}", nullptr, nullptr},
    {"sqrt(x)", "\\sqrt{x}", nullptr, nullptr},
    {"2*x*y", "2 x y", nullptr, nullptr},
    {"x1", "x_{1}", nullptr, nullptr},
    {"x_1", "x_{1}", nullptr, nullptr},
    {"x12", "x_{12}", nullptr, nullptr},
    {"x_ij", "x_{ij}", nullptr, nullptr},
    {"x_i_j", "x_{i j}", nullptr, nullptr},
    {"alpha", "\\alpha", nullptr, nullptr},
    {"Gamma", "\\Gamma", nullptr, nullptr},
    {"beta_2", "\\beta_{2}", nullptr, nullptr},
    {"omega_0", "\\omega_{0}", nullptr, nullptr},
    {"lambda", "\\lambda", nullptr, nullptr},
    {"Alpha", "\\mathrm{A}", nullptr, nullptr},
    {"x^3 - 2*x + 1", "x^{3} - 2 x + 1", nullptr, nullptr},
    {"x*y^2 + x^2*y", "x^{2} y + x y^{2}", nullptr, nullptr},
    {"x^2 + y^2 + 2*x*y", "x^{2} + 2 x y + y^{2}", nullptr, nullptr},
    {"x^4 + x^2*y - y^3 + x - 7", "x^{4} + x^{2} y + x - y^{3} - 7",
     "x^{4} + x^{2} y - y^{3} + x - 7",
     "sums in descending total degree, then lexicographically; SymPy orders them lexicographically "
     "only"},
    {"pi", "\\pi", nullptr, nullptr},
    {"E", "e", nullptr, nullptr},
    {"exp(x)", "e^{x}", nullptr, nullptr},
    {"exp(2)", "e^{2}", nullptr, nullptr},
    {"exp(1)", "e", nullptr, nullptr},
    {"2*pi*x", "2 \\pi x", nullptr, nullptr},
    {"pi*r^2", "\\pi r^{2}", nullptr, nullptr},
    {"1.5e-20*x", "1.5 \\cdot 10^{-20} x", nullptr, nullptr},
    {"1e-20", "1.0 \\cdot 10^{-20}", nullptr, nullptr},
    {"1e300",
     "100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "0000000000000000000000.0",
     "1.0 \\cdot 10^{300}",
     "SymPy reads 1e300 as an integer-valued Float and writes 301 digits; a double keeps its "
     "shortest form"},
    {"0.1", "0.1", nullptr, nullptr},
    {"2*3^x", "2 \\cdot 3^{x}", nullptr, nullptr},
    {"x^-2", "\\frac{1}{x^{2}}", nullptr, nullptr},
    {"x^(-1/2)", "\\frac{1}{\\sqrt{x}}", nullptr, nullptr},
    {"x^(3/2)", "x^{\\frac{3}{2}}", nullptr, nullptr},
    {"x^(1/3)", "\\sqrt[3]{x}", nullptr, nullptr},
    {"(x + 1)^(1/2)", "\\sqrt{x + 1}", nullptr, nullptr},
    {"sqrt(x + 1)", "\\sqrt{x + 1}", nullptr, nullptr},
    {"1/(x + 1)", "\\frac{1}{x + 1}", nullptr, nullptr},
    {"x/(2*y)", "\\frac{x}{2 y}", nullptr, nullptr},
    {"(x + y)*z/(x - y)", "\\frac{z \\left(x + y\\right)}{x - y}", nullptr, nullptr},
    {"3*x^2/2", "\\frac{3 x^{2}}{2}", nullptr, nullptr},
    {"x/2", "\\frac{x}{2}", nullptr, nullptr},
    {"1/2", "\\frac{1}{2}", nullptr, nullptr},
    {"y^x", "y^{x}", nullptr, nullptr},
    {"x^y^z", "x^{y^{z}}", nullptr, nullptr},
    {"sin(x)", "\\sin{\\left(x \\right)}", "\\sin\\left(x\\right)",
     "every function applies as \\name\\left(...\\right), without SymPy's extra braces and inner "
     "space"},
    {"log(x)", "\\log{\\left(x \\right)}", "\\log\\left(x\\right)", "function form, as for sin"},
    {"ln(x)", "\\log{\\left(x \\right)}", "\\log\\left(x\\right)",
     "ln is log; function form, as for sin"},
    {"x*sin(y)", "x \\sin{\\left(y \\right)}", "x \\sin\\left(y\\right)",
     "function form, as for sin"},
    {"2*sqrt(x)", "2 \\sqrt{x}", nullptr, nullptr},
    {"x_1*x_2", "x_{1} x_{2}", nullptr, nullptr},
    {"E^x", "e^{x}", nullptr, nullptr},
    {"exp(-x^2)", "e^{- x^{2}}", "e^{-x^{2}}", "unary minus without the space"},
    {"rate", "rate", "\\mathit{rate}", "a longer name is one italic word, not the product r a t e"},
    {"-x", "- x", "-x", "a unary minus without the space (renders the same)"},
    {"x - y", "x - y", nullptr, nullptr},
    {"-2*x/3", "- \\frac{2 x}{3}", "-\\frac{2 x}{3}", "unary minus without the space"},
    {"abs(x)", "\\left|{x}\\right|", "\\left|x\\right|", "no inner braces (renders the same)"},
    {"sin(x)^2", "\\sin^{2}{\\left(x \\right)}", "\\sin\\left(x\\right)^{2}",
     "a power of a call stays a power of the call, not \\sin^{2}"},
    {"2.5*x", "2.5 x", nullptr, nullptr},
    {"1.5e-20", "1.5 \\cdot 10^{-20}", nullptr, nullptr},
    {"theta_1 + theta_2", "\\theta_{1} + \\theta_{2}", nullptr, nullptr},
    {"x + 1e-20", "x + 1.0 \\cdot 10^{-20}", nullptr, nullptr},
    {"2*E*x", "2 e x", nullptr, nullptr},
};
} // namespace

TEST_CASE("to_latex agrees with SymPy's LaTeX except where the table says why", "[print][latex]") {
  ExprPool pool;
  for (const Case &c : kCases) {
    INFO(c.input << (c.why ? std::string(" (differs: ") + c.why + ")" : std::string()));
    std::string expected = c.ours ? c.ours : c.sympy;
    CHECK(to_latex(parse(pool, c.input)) == expected);
  }
}

TEST_CASE("every recorded difference from SymPy is a real one", "[print][latex]") {
  for (const Case &c : kCases) {
    INFO(c.input);
    if (c.ours) CHECK(std::string(c.ours) != c.sympy);
  }
}
