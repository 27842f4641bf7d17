// unittests/expr/parse_test.cpp - the parser, table-driven: good inputs with their canonical result, bad inputs with code and byte offset.
#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <pthread.h>
#include <random>

using namespace alkahest;

namespace {

/// Expected values are built with the pool's canonical constructors in the
/// same shapes as the C++ operators (a-b = a + (-1)*b, a/b = a * b^-1).
struct Ctx {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  Expr n(long long v) { return pool.integer(v); }
  Expr q(long long a, long long b) { return pool.rational(a, b); }
  Expr f(double v) { return pool.real(v); }
  Expr add(Expr a, Expr b) { return pool.add({a, b}); }
  Expr sub(Expr a, Expr b) { return pool.add({a, neg(b)}); }
  Expr mul(Expr a, Expr b) { return pool.mul({a, b}); }
  Expr div(Expr a, Expr b) { return pool.mul({a, pool.pow(b, n(-1))}); }
  Expr pw(Expr a, Expr b) { return pool.pow(a, b); }
  Expr neg(Expr a) { return pool.mul({n(-1), a}); }
  Expr call(Func fn, Expr a) { return pool.call(fn, {a}); }
  Expr call(Func fn, Expr a, Expr b) { return pool.call(fn, {a, b}); }
};

struct Good {
  const char *input;
  std::function<Expr(Ctx &)> expected;
};

// Structural cases: parse(input) must be the very node `expected` builds.
const Good kGood[] = {
    // literals
    {"0", [](Ctx &c) { return c.n(0); }},
    {"7", [](Ctx &c) { return c.n(7); }},
    {"007", [](Ctx &c) { return c.n(7); }},
    {"  42  ", [](Ctx &c) { return c.n(42); }},
    {"123456789012345678901234567890",
     [](Ctx &c) { return c.pool.integer(Integer("123456789012345678901234567890")); }},
    {"-123456789012345678901234567890",
     [](Ctx &c) { return c.neg(c.pool.integer(Integer("123456789012345678901234567890"))); }},
    {"1.5", [](Ctx &c) { return c.f(1.5); }},
    {".5", [](Ctx &c) { return c.f(0.5); }},
    {"0.1", [](Ctx &c) { return c.f(0.1); }},
    {"1e-3", [](Ctx &c) { return c.f(1e-3); }},
    {"1E3", [](Ctx &c) { return c.f(1000.0); }},
    {"2.5E+10", [](Ctx &c) { return c.f(2.5e10); }},
    {"2.5e-10", [](Ctx &c) { return c.f(2.5e-10); }},
    {"1.0", [](Ctx &c) { return c.f(1.0); }},
    {"0.0", [](Ctx &c) { return c.f(0.0); }},
    {"1e400", [](Ctx &c) { return c.f(std::numeric_limits<double>::infinity()); }},
    {"1e-400", [](Ctx &c) { return c.f(0.0); }},
    {"0.000001e-320", [](Ctx &c) { return c.f(0.0); }},
    {"4.9406564584124654e-324", [](Ctx &c) { return c.f(std::numeric_limits<double>::denorm_min()); }},
    {"1.7976931348623157e308", [](Ctx &c) { return c.f(std::numeric_limits<double>::max()); }},
    {"0.30000000000000004", [](Ctx &c) { return c.f(0.30000000000000004); }},
    {"9007199254740993.0", [](Ctx &c) { return c.f(9007199254740992.0); }}, // ties to even
    {"inf", [](Ctx &c) { return c.f(std::numeric_limits<double>::infinity()); }},
    {"nan", [](Ctx &c) { return c.f(std::numeric_limits<double>::quiet_NaN()); }},
    // names
    {"x", [](Ctx &c) { return c.x; }},
    {"_a1", [](Ctx &c) { return c.pool.symbol("_a1"); }},
    {"x_2", [](Ctx &c) { return c.pool.symbol("x_2"); }},
    {"sinx", [](Ctx &c) { return c.pool.symbol("sinx"); }},
    {"infinity", [](Ctx &c) { return c.pool.symbol("infinity"); }},
    {"nan2", [](Ctx &c) { return c.pool.symbol("nan2"); }},
    {"Sin", [](Ctx &c) { return c.pool.symbol("Sin"); }},
    {"(x)", [](Ctx &c) { return c.x; }},
    {"((((x))))", [](Ctx &c) { return c.x; }},
    {"\tx\n", [](Ctx &c) { return c.x; }},
    // binary operators, precedence and associativity
    {"x+y", [](Ctx &c) { return c.add(c.x, c.y); }},
    {"x-y", [](Ctx &c) { return c.sub(c.x, c.y); }},
    {"x*y", [](Ctx &c) { return c.mul(c.x, c.y); }},
    {"x/y", [](Ctx &c) { return c.div(c.x, c.y); }},
    {"x^y", [](Ctx &c) { return c.pw(c.x, c.y); }},
    {"x**y", [](Ctx &c) { return c.pw(c.x, c.y); }},
    {"x - y - z", [](Ctx &c) { return c.sub(c.sub(c.x, c.y), c.z); }},
    {"x - (y - z)", [](Ctx &c) { return c.sub(c.x, c.sub(c.y, c.z)); }},
    {"x / y / z", [](Ctx &c) { return c.div(c.div(c.x, c.y), c.z); }},
    {"x / (y / z)", [](Ctx &c) { return c.div(c.x, c.div(c.y, c.z)); }},
    {"x ^ y ^ z", [](Ctx &c) { return c.pw(c.x, c.pw(c.y, c.z)); }},
    {"(x ^ y) ^ z", [](Ctx &c) { return c.pw(c.pw(c.x, c.y), c.z); }},
    {"x ** y ** z", [](Ctx &c) { return c.pw(c.x, c.pw(c.y, c.z)); }},
    {"x ** y ^ z", [](Ctx &c) { return c.pw(c.x, c.pw(c.y, c.z)); }},
    {"x + y * z", [](Ctx &c) { return c.add(c.x, c.mul(c.y, c.z)); }},
    {"(x + y) * z", [](Ctx &c) { return c.mul(c.add(c.x, c.y), c.z); }},
    {"x * y + z", [](Ctx &c) { return c.add(c.mul(c.x, c.y), c.z); }},
    {"x * y ^ z", [](Ctx &c) { return c.mul(c.x, c.pw(c.y, c.z)); }},
    {"(x * y) ^ z", [](Ctx &c) { return c.pw(c.mul(c.x, c.y), c.z); }},
    {"x / y * z", [](Ctx &c) { return c.mul(c.div(c.x, c.y), c.z); }},
    {"x / (y * z)", [](Ctx &c) { return c.div(c.x, c.mul(c.y, c.z)); }},
    {"x - y + z", [](Ctx &c) { return c.add(c.sub(c.x, c.y), c.z); }},
    {"x + y / z", [](Ctx &c) { return c.add(c.x, c.div(c.y, c.z)); }},
    {"x ^ y * z", [](Ctx &c) { return c.mul(c.pw(c.x, c.y), c.z); }},
    {"x ^ (y * z)", [](Ctx &c) { return c.pw(c.x, c.mul(c.y, c.z)); }},
    {"x^2 + 2*x*y + y^2",
     [](Ctx &c) { return c.add(c.add(c.pw(c.x, c.n(2)), c.mul(c.mul(c.n(2), c.x), c.y)), c.pw(c.y, c.n(2))); }},
    // unary signs
    {"-x", [](Ctx &c) { return c.neg(c.x); }},
    {"+x", [](Ctx &c) { return c.x; }},
    {"--x", [](Ctx &c) { return c.neg(c.neg(c.x)); }},
    {"-+-x", [](Ctx &c) { return c.neg(c.neg(c.x)); }},
    {"-x^2", [](Ctx &c) { return c.neg(c.pw(c.x, c.n(2))); }},
    {"(-x)^2", [](Ctx &c) { return c.pw(c.neg(c.x), c.n(2)); }},
    {"-x*y", [](Ctx &c) { return c.mul(c.neg(c.x), c.y); }},
    {"x*-y", [](Ctx &c) { return c.mul(c.x, c.neg(c.y)); }},
    {"x - -y", [](Ctx &c) { return c.sub(c.x, c.neg(c.y)); }},
    {"x + -y", [](Ctx &c) { return c.add(c.x, c.neg(c.y)); }},
    {"x^-y", [](Ctx &c) { return c.pw(c.x, c.neg(c.y)); }},
    {"x^-y^z", [](Ctx &c) { return c.pw(c.x, c.neg(c.pw(c.y, c.z))); }},
    {"x^+y", [](Ctx &c) { return c.pw(c.x, c.y); }},
    {"x**-2", [](Ctx &c) { return c.pw(c.x, c.n(-2)); }},
    {"x^-2*y", [](Ctx &c) { return c.mul(c.pw(c.x, c.n(-2)), c.y); }},
    {"-(x+y)", [](Ctx &c) { return c.neg(c.add(c.x, c.y)); }},
    {"-sin(x)", [](Ctx &c) { return c.neg(c.call(Func::Sin, c.x)); }},
    {"-x + y", [](Ctx &c) { return c.add(c.neg(c.x), c.y); }},
    {"-x/y", [](Ctx &c) { return c.div(c.neg(c.x), c.y); }},
    // exact numeric folding through the canonical constructors
    {"2+3*4", [](Ctx &c) { return c.n(14); }},
    {"(2+3)*4", [](Ctx &c) { return c.n(20); }},
    {"2^3^2", [](Ctx &c) { return c.n(512); }},
    {"(2^3)^2", [](Ctx &c) { return c.n(64); }},
    {"-2^2", [](Ctx &c) { return c.n(-4); }},
    {"(-2)^2", [](Ctx &c) { return c.n(4); }},
    {"2^-3", [](Ctx &c) { return c.q(1, 8); }},
    {"2**-3", [](Ctx &c) { return c.q(1, 8); }},
    {"2^-3^2", [](Ctx &c) { return c.q(1, 512); }},
    {"1/3", [](Ctx &c) { return c.q(1, 3); }},
    {"1/3 + 1/6", [](Ctx &c) { return c.q(1, 2); }},
    {"8/4/2", [](Ctx &c) { return c.n(1); }},
    {"8/(4/2)", [](Ctx &c) { return c.n(4); }},
    {"10-3-2", [](Ctx &c) { return c.n(5); }},
    {"10-(3-2)", [](Ctx &c) { return c.n(9); }},
    {"-3", [](Ctx &c) { return c.n(-3); }},
    {"--3", [](Ctx &c) { return c.n(3); }},
    {"2*-3", [](Ctx &c) { return c.n(-6); }},
    {"x/1", [](Ctx &c) { return c.x; }},
    {"x*1", [](Ctx &c) { return c.x; }},
    {"x+0", [](Ctx &c) { return c.x; }},
    {"x^1", [](Ctx &c) { return c.x; }},
    {"x^0", [](Ctx &c) { return c.n(1); }},
    {"x*0", [](Ctx &c) { return c.n(0); }},
    {"x - x", [](Ctx &c) { return c.n(0); }},
    {"x + x", [](Ctx &c) { return c.mul(c.n(2), c.x); }},
    {"x * x", [](Ctx &c) { return c.pw(c.x, c.n(2)); }},
    {"x / x", [](Ctx &c) { return c.n(1); }},
    {"2^100", [](Ctx &c) { return c.pool.integer(Integer(1) << 100); }},
    // calls
    {"sin(x)", [](Ctx &c) { return c.call(Func::Sin, c.x); }},
    {"sin (x)", [](Ctx &c) { return c.call(Func::Sin, c.x); }},
    {"sin(x)^2", [](Ctx &c) { return c.pw(c.call(Func::Sin, c.x), c.n(2)); }},
    {"sin(x^2)", [](Ctx &c) { return c.call(Func::Sin, c.pw(c.x, c.n(2))); }},
    {"sin(cos(x))", [](Ctx &c) { return c.call(Func::Sin, c.call(Func::Cos, c.x)); }},
    {"atan2(y, x)", [](Ctx &c) { return c.call(Func::Atan2, c.y, c.x); }},
    {"atan2(x, y)", [](Ctx &c) { return c.call(Func::Atan2, c.x, c.y); }},
    {"min(x+1, (y))", [](Ctx &c) { return c.call(Func::Min, c.add(c.x, c.n(1)), c.y); }},
    {"max(-x, y*z)", [](Ctx &c) { return c.call(Func::Max, c.neg(c.x), c.mul(c.y, c.z)); }},
    {"max(min(x, y), z)", [](Ctx &c) { return c.call(Func::Max, c.call(Func::Min, c.x, c.y), c.z); }},
    {"exp(log(x)) + 1", [](Ctx &c) { return c.add(c.call(Func::Exp, c.call(Func::Log, c.x)), c.n(1)); }},
    {"sin(x)*cos(y) + (x^2+y^2)/100",
     [](Ctx &c) {
       return c.add(c.mul(c.call(Func::Sin, c.x), c.call(Func::Cos, c.y)),
                    c.div(c.add(c.pw(c.x, c.n(2)), c.pw(c.y, c.n(2))), c.n(100)));
     }},
    {"x\n+\ny", [](Ctx &c) { return c.add(c.x, c.y); }},
    // chains are built by one n-ary add/mul: the same node as the left fold
    {"x + y - z + 2 - x", [](Ctx &c) { return c.sub(c.add(c.sub(c.add(c.x, c.y), c.z), c.n(2)), c.x); }},
    {"0.1 + x + 0.2", [](Ctx &c) { return c.add(c.add(c.f(0.1), c.x), c.f(0.2)); }},
    {"x * y / z * x / 2", [](Ctx &c) { return c.div(c.mul(c.div(c.mul(c.x, c.y), c.z), c.x), c.n(2)); }},
    {"1.5 * x * 2.5 * y", [](Ctx &c) { return c.mul(c.mul(c.mul(c.f(1.5), c.x), c.f(2.5)), c.y); }},
    {"(x + y) + (z + x)", [](Ctx &c) { return c.add(c.add(c.x, c.y), c.add(c.z, c.x)); }},
    {"x * y + y * x", [](Ctx &c) { return c.mul(c.n(2), c.mul(c.x, c.y)); }},
    {"-(x + y) * z - x", [](Ctx &c) { return c.sub(c.mul(c.neg(c.add(c.x, c.y)), c.z), c.x); }},
    {"x\r\n*\ty", [](Ctx &c) { return c.mul(c.x, c.y); }},
};

/// Numeric cases: the parsed expression evaluated at a point against the
/// same formula written in C++; checks precedence independently of the
/// canonical form's internals.
struct Numeric {
  const char *input;
  double (*value)(double x, double y, double z);
};

const Numeric kNumeric[] = {
    {"x - y - z", [](double x, double y, double z) { return x - y - z; }},
    {"x - (y - z)", [](double x, double y, double z) { return x - (y - z); }},
    {"x / y / z", [](double x, double y, double z) { return x / y / z; }},
    {"x / (y / z)", [](double x, double y, double z) { return x / (y / z); }},
    {"x ^ y ^ z", [](double x, double y, double z) { return std::pow(x, std::pow(y, z)); }},
    {"(x ^ y) ^ z", [](double x, double y, double z) { return std::pow(std::pow(x, y), z); }},
    {"-x^2", [](double x, double, double) { return -(x * x); }},
    {"(-x)^2", [](double x, double, double) { return x * x; }},
    {"-x^y", [](double x, double y, double) { return -std::pow(x, y); }},
    {"x^-y", [](double x, double y, double) { return std::pow(x, -y); }},
    {"x^-y^z", [](double x, double y, double z) { return std::pow(x, -std::pow(y, z)); }},
    {"x + y * z", [](double x, double y, double z) { return x + y * z; }},
    {"x * y + z", [](double x, double y, double z) { return x * y + z; }},
    {"(x + y) * z", [](double x, double y, double z) { return (x + y) * z; }},
    {"x / y * z", [](double x, double y, double z) { return x / y * z; }},
    {"x - y + z", [](double x, double y, double z) { return x - y + z; }},
    {"x - y * z", [](double x, double y, double z) { return x - y * z; }},
    {"x * y ^ z", [](double x, double y, double z) { return x * std::pow(y, z); }},
    {"x ^ y * z", [](double x, double y, double z) { return std::pow(x, y) * z; }},
    {"x ^ y / z", [](double x, double y, double z) { return std::pow(x, y) / z; }},
    {"x / y ^ z", [](double x, double y, double z) { return x / std::pow(y, z); }},
    {"-x * -y", [](double x, double y, double) { return x * y; }},
    {"x - -y", [](double x, double y, double) { return x + y; }},
    {"---x", [](double x, double, double) { return -x; }},
    {"2*x^3 - 3*x^2 + x - 7", [](double x, double, double) { return 2 * x * x * x - 3 * x * x + x - 7; }},
    {"(x + 1)/(x - 1)", [](double x, double, double) { return (x + 1) / (x - 1); }},
    {"1/x + 1/y", [](double x, double y, double) { return 1 / x + 1 / y; }},
    {"x^(1/2)", [](double x, double, double) { return std::pow(x, 0.5); }},
    {"x^0.5", [](double x, double, double) { return std::pow(x, 0.5); }},
    {"x^1.5e0", [](double x, double, double) { return std::pow(x, 1.5); }},
    {"sin(x)*cos(y) + (x^2+y^2)/100",
     [](double x, double y, double) { return std::sin(x) * std::cos(y) + (x * x + y * y) / 100; }},
    {"sqrt(x^2 + y^2)", [](double x, double y, double) { return std::sqrt(x * x + y * y); }},
    {"exp(-x^2/2)", [](double x, double, double) { return std::exp(-x * x / 2); }},
    {"log(x*y)", [](double x, double y, double) { return std::log(x * y); }},
    {"atan2(y, x)", [](double x, double y, double) { return std::atan2(y, x); }},
    {"tan(x/3)", [](double x, double, double) { return std::tan(x / 3); }},
    {"asin(x/4)", [](double x, double, double) { return std::asin(x / 4); }},
    {"acos(x/4)", [](double x, double, double) { return std::acos(x / 4); }},
    {"atan(x*y)", [](double x, double y, double) { return std::atan(x * y); }},
    {"sinh(x) - cosh(y)", [](double x, double y, double) { return std::sinh(x) - std::cosh(y); }},
    {"tanh(x - y)", [](double x, double y, double) { return std::tanh(x - y); }},
    {"erf(x - y)", [](double x, double y, double) { return std::erf(x - y); }},
    {"floor(x*z) + ceil(y*z)", [](double x, double y, double z) { return std::floor(x * z) + std::ceil(y * z); }},
    {"abs(y - x*z)", [](double x, double y, double z) { return std::fabs(y - x * z); }},
    {"sign(x - y)", [](double x, double y, double) { return x > y ? 1.0 : -1.0; }},
    {"min(x, y) + max(y, z)", [](double x, double y, double z) { return std::min(x, y) + std::max(y, z); }},
    {"2.5e-1 * x", [](double x, double, double) { return 0.25 * x; }},
    {"x**2**-1", [](double x, double, double) { return std::pow(x, 0.5); }},
};

struct Bad {
  std::string_view input;
  const char *code;
  std::size_t offset;
};

const Bad kBad[] = {
    // E-PARSE-010 empty
    {"", "E-PARSE-010", 0},
    {"   ", "E-PARSE-010", 0},
    {"\n\t\r ", "E-PARSE-010", 0},
    // E-PARSE-003 input ends mid-expression
    {"x +", "E-PARSE-003", 3},
    {"x*", "E-PARSE-003", 2},
    {"(", "E-PARSE-003", 1},
    {"sin(", "E-PARSE-003", 4},
    {"-", "E-PARSE-003", 1},
    {"x^", "E-PARSE-003", 2},
    {"2^-", "E-PARSE-003", 3},
    {"x **", "E-PARSE-003", 4},
    {"atan2(x,", "E-PARSE-003", 8},
    {"x /   ", "E-PARSE-003", 6},
    // E-PARSE-004 unbalanced
    {"(x", "E-PARSE-004", 0},
    {"((x)", "E-PARSE-004", 0},
    {"(x))", "E-PARSE-004", 3},
    {")", "E-PARSE-004", 0},
    {"x)", "E-PARSE-004", 1},
    {"sin(x", "E-PARSE-004", 3},
    {"atan2(x, y", "E-PARSE-004", 5},
    {"max(x,(y)", "E-PARSE-004", 3},
    {"x + (y * (z - 1)", "E-PARSE-004", 4},
    {"(x + 1))*2", "E-PARSE-004", 7},
    {"x + )", "E-PARSE-004", 4},
    // E-PARSE-002 unexpected token
    {"x + * y", "E-PARSE-002", 4},
    {"* x", "E-PARSE-002", 0},
    {"/x", "E-PARSE-002", 0},
    {"^x", "E-PARSE-002", 0},
    {"x y", "E-PARSE-002", 2},
    {"2 3", "E-PARSE-002", 2},
    {"(x)(y)", "E-PARSE-002", 3},
    {"x,", "E-PARSE-002", 1},
    {"(x, y)", "E-PARSE-002", 2},
    {",", "E-PARSE-002", 0},
    {"x***y", "E-PARSE-002", 3},
    {"x ^ * y", "E-PARSE-002", 4},
    {"sin(,x)", "E-PARSE-002", 4},
    {"(x + )", "E-PARSE-002", 5},
    {"()", "E-PARSE-002", 1},
    {"x.5", "E-PARSE-002", 1},
    {"x 1", "E-PARSE-002", 2},
    {"sin", "E-PARSE-002", 0},
    {"x + exp", "E-PARSE-002", 4},
    {"max + 1", "E-PARSE-002", 0},
    {"(x) y", "E-PARSE-002", 4},
    {"inf nan", "E-PARSE-002", 4},
    // E-PARSE-001 characters that start no token
    {"x $ y", "E-PARSE-001", 2},
    {"x # 1", "E-PARSE-001", 2},
    {"x = 1", "E-PARSE-001", 2},
    {"x & y", "E-PARSE-001", 2},
    {"x % 2", "E-PARSE-001", 2},
    {"x!", "E-PARSE-001", 1},
    {"[x]", "E-PARSE-001", 0},
    {"{x}", "E-PARSE-001", 0},
    {"x;", "E-PARSE-001", 1},
    {"\"x\"", "E-PARSE-001", 0},
    {"x'", "E-PARSE-001", 1},
    {"\xc3\xa9", "E-PARSE-001", 0},
    {std::string_view("x\0y", 3), "E-PARSE-001", 1},
    {".e5", "E-PARSE-001", 0},
    {"x + .", "E-PARSE-001", 4},
    {"a\\b", "E-PARSE-001", 1},
    {"x < y", "E-PARSE-001", 2},
    {"x | y", "E-PARSE-001", 2},
    {"x ~ y", "E-PARSE-001", 2},
    {"x @ y", "E-PARSE-001", 2},
    // E-PARSE-005 malformed numbers
    {"1.5.3", "E-PARSE-005", 0},
    {"1.", "E-PARSE-005", 0},
    {"1.e5", "E-PARSE-005", 0},
    {"1e", "E-PARSE-005", 0},
    {"1e+", "E-PARSE-005", 0},
    {"1E-x", "E-PARSE-005", 0},
    {"2x", "E-PARSE-005", 0},
    {"x + 3y", "E-PARSE-005", 4},
    {"1..2", "E-PARSE-005", 0},
    {"0x10", "E-PARSE-005", 0},
    {"1e5.5", "E-PARSE-005", 0},
    {"x*12_3", "E-PARSE-005", 2},
    {".5.", "E-PARSE-005", 0},
    {".5 + 1.", "E-PARSE-005", 5},
    // E-PARSE-006 unknown functions
    {"f(x)", "E-PARSE-006", 0},
    {"foo(1, 2)", "E-PARSE-006", 0},
    {"x + g(y)", "E-PARSE-006", 4},
    {"Sin(x)", "E-PARSE-006", 0},
    {"x (y)", "E-PARSE-006", 0},
    {"Ln(x)", "E-PARSE-006", 0}, // ln(x) is log(x); names are case-sensitive
    {"inf(x)", "E-PARSE-006", 0},
    {"sin(cos(tan(arctan(x))))", "E-PARSE-006", 12},
    // E-PARSE-007 arity (offset: the function's name)
    {"sin(x, y)", "E-PARSE-007", 0},
    {"atan2(x)", "E-PARSE-007", 0},
    {"min(x)", "E-PARSE-007", 0},
    {"max(1, 2, 3)", "E-PARSE-007", 0},
    {"sin()", "E-PARSE-007", 0},
    {"x + cos()", "E-PARSE-007", 4},
    {"exp(sin(x, x))", "E-PARSE-007", 4},
};

Expr parse_one(Ctx &c, std::string_view s) { return parse(c.pool, s); }

void check_bad(std::string_view input, std::string_view code, std::size_t offset,
               const ParseOptions &options = {}) {
  INFO("input: '" << std::string(input.substr(0, 80)) << "'");
  ExprPool pool;
  try {
    parse(pool, input, options);
    FAIL("accepted");
  } catch (const ParseError &e) {
    CHECK(e.code() == code);
    CHECK(e.offset() == offset);
    // "CODE: ... at byte N" followed by the input line and a caret.
    std::string what = e.what();
    CHECK(what.rfind(std::string(code) + ": ", 0) == 0);
    CHECK(what.find(fmt::format("at byte {}\n", offset)) != std::string::npos);
    CHECK(what.back() == '^');
  }
}

} // namespace

TEST_CASE("parser: good inputs give their canonical expression", "[parse]") {
  for (const Good &g : kGood) {
    INFO("input: '" << g.input << "'");
    Ctx c;
    Expr want = g.expected(c);
    Expr got = parse_one(c, g.input);
    CHECK(got == want);
  }
}

TEST_CASE("parser: printing a good case parses back to the same node", "[parse]") {
  for (const Good &g : kGood) {
    Ctx c;
    Expr want = g.expected(c);
    INFO("input: '" << g.input << "' printed as '" << to_string(want) << "'");
    CHECK(parse_one(c, to_string(want)) == want);
  }
}

TEST_CASE("parser: errors of the canonical constructors propagate", "[parse]") {
  ExprPool pool;
  for (const char *input : {"1/0", "x + 0^-1", "(2 - 2)^-3"}) {
    INFO(input);
    try {
      parse(pool, input);
      FAIL("accepted");
    } catch (const ExprError &e) {
      CHECK(e.code() == "E-EXPR-005");
    }
  }
}

TEST_CASE("parser: precedence agrees with the same formula in C++", "[parse]") {
  const double points[][3] = {{1.5, 2.25, 0.75}, {3.0, 0.5, 1.25}, {2.0, 1.75, -0.5}};
  for (const Numeric &c : kNumeric) {
    INFO("input: '" << c.input << "'");
    Ctx ctx;
    Expr e = parse_one(ctx, c.input);
    for (const auto &p : points) {
      double got = evaluate(e, {{ctx.x, p[0]}, {ctx.y, p[1]}, {ctx.z, p[2]}});
      double want = c.value(p[0], p[1], p[2]);
      CHECK(got == Approx(want).epsilon(1e-12).margin(1e-300));
    }
  }
}

TEST_CASE("parser: bad inputs give their code and byte offset", "[parse]") {
  for (const Bad &b : kBad) check_bad(b.input, b.code, b.offset);
}

TEST_CASE("parser: every function by name, with its arity checked", "[parse]") {
  for (Func f : kAllFuncs) {
    std::string name(func_name(f));
    INFO("function " << name);
    Ctx c;
    // good call with the right arity
    if (func_arity(f) == 1) {
      CHECK(parse_one(c, name + "(x)") == c.call(f, c.x));
      check_bad("y * " + name + "(x, y)", "E-PARSE-007", 4);
    } else {
      CHECK(parse_one(c, name + "( x , y )") == c.call(f, c.x, c.y));
      check_bad("y * " + name + "(x)", "E-PARSE-007", 4);
    }
    // a function name is not a symbol, and must be followed by '('
    check_bad("1 + " + name, "E-PARSE-002", 4);
    check_bad("1 + " + name + "()", "E-PARSE-007", 4);
    check_bad(name + "(x", "E-PARSE-004", name.size());
  }
}

TEST_CASE("parser: the caret line points at the offending byte", "[parse]") {
  ExprPool pool;
  try {
    parse(pool, "x + 1 +\ny $ 2\nz");
    FAIL("accepted");
  } catch (const ParseError &e) {
    CHECK(e.offset() == 10);
    CHECK(std::string(e.what()) ==
          "E-PARSE-001: unexpected character '$' at byte 10\n  y $ 2\n    ^");
  }
  // A very long line is clipped around the offset.
  std::string longline = std::string(5000, 'x') + " $";
  try {
    parse(pool, longline);
    FAIL("accepted");
  } catch (const ParseError &e) {
    CHECK(e.offset() == 5001);
    CHECK(std::string(e.what()).size() < 300);
  }
}

TEST_CASE("parser: nesting is bounded by max_depth without recursion", "[parse]") {
  // 2000 parentheses (the default limit) are fine; one more is refused.
  std::string ok = std::string(2000, '(') + "x" + std::string(2000, ')');
  ExprPool pool;
  CHECK(parse(pool, ok) == pool.symbol("x"));
  check_bad(std::string(2001, '(') + "x" + std::string(2001, ')'), "E-PARSE-008", 2000);
  // 10^6 of each nesting form is refused with a clean error, not a crash.
  const std::size_t million = 1000000;
  check_bad(std::string(million, '(') + "x" + std::string(million, ')'), "E-PARSE-008", 2000);
  check_bad(std::string(million, '-') + "x", "E-PARSE-008", 2000);
  std::string calls;
  for (std::size_t i = 0; i < million; ++i) calls += "sin(";
  check_bad(calls + "x", "E-PARSE-008", 4 * 2000);
  std::string tower;
  for (std::size_t i = 0; i < million; ++i) tower += "x^";
  check_bad(tower + "x", "E-PARSE-008", 2 * 2000 + 1);
  // A custom limit.
  check_bad("((x))", "E-PARSE-008", 1, ParseOptions{.max_bytes = 100, .max_depth = 1});
  // Long flat chains are not nesting: left-associative operators reduce
  // as they go, so a 10^4-term sum stays within the limit.
  std::string sum = "x";
  for (int i = 0; i < 10000; ++i) sum += "+x";
  CHECK(parse(pool, sum) == pool.mul({pool.integer(10001), pool.symbol("x")}));
}

TEST_CASE("parser: long flat sums and products are built in one step", "[parse]") {
  // 20000 distinct terms: a left fold of binary add() calls would rebuild
  // the growing sum each time (quadratic: minutes); the chain is one add().
  std::string sum = "x0", product = "x0";
  for (int i = 1; i < 20000; ++i) sum += fmt::format(" - x{}", i);
  for (int i = 1; i < 5000; ++i) product += fmt::format(" / x{}", i);
  ExprPool pool;
  Expr s = parse(pool, sum);
  REQUIRE(s.kind() == NodeKind::Add);
  CHECK(s.arity() == 20000);
  Expr p = parse(pool, product);
  REQUIRE(p.kind() == NodeKind::Mul);
  CHECK(p.arity() == 5000);
  CHECK(parse(pool, to_string(s)) == s);
  CHECK(parse(pool, to_string(p)) == p);
}

namespace {
struct ThreadResult {
  std::string input;
  std::string error;
  bool parsed = false;
};
void *parse_on_small_stack(void *arg) {
  auto *r = static_cast<ThreadResult *>(arg);
  try {
    ExprPool pool;
    parse(pool, r->input);
    r->parsed = true;
  } catch (const Error &e) {
    r->error = e.code();
  }
  return nullptr;
}
} // namespace

TEST_CASE("parser: the default depth is safe on a 1 MB thread stack", "[parse]") {
  for (std::string input :
       {std::string(2000, '(') + "x" + std::string(2000, ')'), std::string(1999, '-') + "x",
        std::string(1000000, '(')}) {
    ThreadResult r{input, {}, false};
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 1u << 20);
    pthread_t thread;
    REQUIRE(pthread_create(&thread, &attr, parse_on_small_stack, &r) == 0);
    pthread_join(thread, nullptr);
    pthread_attr_destroy(&attr);
    CHECK((r.parsed || r.error == "E-PARSE-008"));
  }
}

TEST_CASE("parser: inputs over max_bytes are refused before any work", "[parse]") {
  std::string big(17u << 20, 'x');
  check_bad(big, "E-PARSE-009", 16u << 20);
  check_bad("x + y", "E-PARSE-009", 4, ParseOptions{.max_bytes = 4, .max_depth = 10});
  ExprPool pool;
  CHECK(parse(pool, "x + y", ParseOptions{.max_bytes = 5, .max_depth = 10}) ==
        pool.add({pool.symbol("x"), pool.symbol("y")}));
}

TEST_CASE("parser: a long integer literal is exact", "[parse]") {
  std::string digits(5000, '9');
  ExprPool pool;
  Expr e = parse(pool, digits);
  REQUIRE(e->is_number());
  CHECK(e->number() == Rational(Integer(digits)));
}

TEST_CASE("parser: random token soups either parse or raise a registered error", "[parse]") {
  // Fixed seed: reproducible. Every input must give an expression (that
  // prints and parses back to itself) or a ParseError/ExprError with a code;
  // never a crash, a hang or another exception type.
  const char *pieces[] = {"x", "y", "2", "0", "1.5", ".5", "1e3", "inf", "nan", "+", "-", "*",
                          "/", "^", "**", "(", ")", ",", " ", "sin(", "atan2(", "max(", "$",
                          "1.", "e", "\n", "9999999999999999999999"};
  std::mt19937_64 rng(12345);
  std::size_t parsed = 0, refused = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string input;
    std::size_t len = rng() % 12;
    for (std::size_t k = 0; k < len; ++k) input += pieces[rng() % std::size(pieces)];
    INFO("input: '" << input << "'");
    ExprPool pool;
    try {
      Expr e = parse(pool, input);
      CHECK(parse(pool, to_string(e)) == e);
      ++parsed;
    } catch (const ParseError &err) {
      CHECK(err.offset() <= input.size());
      ++refused;
    } catch (const ExprError &err) {
      CHECK(err.code() == "E-EXPR-005"); // 1/0 and friends
      ++refused;
    }
  }
  CHECK(parsed > 500);
  CHECK(refused > 500);
}

TEST_CASE("parser: the test tables hold at least 200 cases", "[parse]") {
  // Each function gives 5 cases (good call, arity, bare name, empty call,
  // unclosed call); the other TEST_CASEs above add 16 more checks of inputs.
  std::size_t total = std::size(kGood) + std::size(kNumeric) + std::size(kBad) +
                      5 * std::size(kAllFuncs);
  INFO("parser cases: " << total);
  CHECK(total >= 200);
  WARN("parser cases: " << total);
}
