// fuzz/fuzz_expr_builder.cpp - random DAGs through every operation of the expression API.
//
// The input is a program for a small stack machine: each byte picks an
// operation (push a symbol or a number, + - * / unary minus, pow with every
// kind of exponent, every core function, operators with C++ scalars, subs,
// diff, expand, printing, evaluation). Contract: every operation either
// succeeds or throws alkahest::Error; anything else is a finding, as are a
// broken print -> parse round trip, subs(e, {x -> x}) != e, and expand that
// is not idempotent. Growth is bounded (DAG size, an estimate of expand's
// output) so that one input stays in the milliseconds.
#include "fuzz_input.hpp"

#include <alkahest/expr.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

using namespace alkahest;
using alkahest::fuzz::FuzzInput;

constexpr const char *kTarget = "fuzz_expr_builder";
constexpr std::size_t kMaxStack = 12;
constexpr std::size_t kMaxDag = 400;    // diff/subs/expand only below this
constexpr double kMaxExpandTerms = 1500; // estimate of expand's output

// An upper estimate of the number of terms expand(e) produces (and so of its
// work): sums add, products multiply, positive integer powers of sums
// exponentiate; anything else is one term whose arguments expand separately.
double expand_cost(const Expr &e) {
  std::unordered_map<const Node *, double> terms;
  double worst = 1;
  for (const Node *n : postorder(e)) {
    double t = 1;
    switch (n->kind()) {
    case NodeKind::Add:
      t = 0;
      for (const Node *a : n->args()) t += terms.at(a);
      break;
    case NodeKind::Mul:
      for (const Node *a : n->args()) t *= terms.at(a);
      break;
    case NodeKind::Pow: {
      const Node *x = n->arg(1);
      if (x->is_number() && is_integer(x->number())) {
        const Integer &k = numerator(x->number());
        if (abs(k) > 64) return std::numeric_limits<double>::infinity();
        t = std::pow(terms.at(n->arg(0)), std::abs(k.convert_to<double>()));
      }
      break;
    }
    default: break;
    }
    t = std::min(t, 1e300);
    terms[n] = t;
    worst = std::max(worst, t);
  }
  return worst;
}

bool small(const Expr &e) { return dag_size(e) <= kMaxDag; }

// True when e holds a Float NaN other than the one quiet NaN the parser
// makes: such a node prints as `nan` and reads back as the default NaN, the
// one documented exception to the round trip (print.hpp). Folding
// canonicalises NaNs; only pool.real(payload NaN) creates these.
bool holds_odd_nan(const Expr &e) {
  const auto quiet = std::bit_cast<std::uint64_t>(std::numeric_limits<double>::quiet_NaN());
  for (const Node *n : postorder(e))
    if (n->is_float() && std::isnan(n->real()) && std::bit_cast<std::uint64_t>(n->real()) != quiet) return true;
  return false;
}

// True when e holds an exact number of more than 2^16 bits (powers fold up
// to 2^24 bits): printing and re-parsing millions of digits is legitimate
// but seconds of work per input, so the text checks skip such expressions.
bool holds_huge_number(const Expr &e) {
  for (const Node *n : postorder(e))
    if (n->is_number()) {
      const Rational &q = n->number();
      auto bits = [](const Integer &z) { return z == 0 ? 0 : msb(abs(z)); };
      if (bits(numerator(q)) > 65536 || bits(denominator(q)) > 65536) return true;
    }
  return false;
}

// Nodes of e as a tree (shared subexpressions counted at every use), capped:
// the printed text has this size, exponential in the depth of sharing.
double tree_size(const Expr &e) {
  std::unordered_map<const Node *, double> size;
  for (const Node *n : postorder(e)) {
    double t = 1;
    for (const Node *a : n->args()) t += size.at(a);
    size[n] = std::min(t, 1e300);
  }
  return size.at(e.node());
}

void check_round_trip(ExprPool &pool, const Expr &e) {
  if (holds_huge_number(e) || tree_size(e) > 20000) return; // text of megabytes: slow, not wrong
  (void)to_latex(e);
  if (holds_odd_nan(e)) return;
  std::string text = to_string(e);
  ParseOptions unlimited;
  unlimited.max_depth = 1u << 30;
  unlimited.max_bytes = std::size_t(1) << 40;
  Expr back;
  try {
    back = parse(pool, text, unlimited);
  } catch (const Error &err) {
    fuzz::finding(kTarget, "printed text does not parse: " + text + "\n" + err.what());
  }
  if (back != e) fuzz::finding(kTarget, "print -> parse changed " + text + " into " + to_string(back));
}

void check_invariants(ExprPool &pool, const std::vector<Expr> &vars, const Expr &e) {
  check_round_trip(pool, e);
  if (!small(e)) return;
  if (subs(e, {{vars[0], vars[0]}}) != e) fuzz::finding(kTarget, "subs(e, {x -> x}) != e for " + to_string(e));
  if (expand_cost(e) <= kMaxExpandTerms) {
    Expr x = expand(e);
    if (expand(x) != x)
      fuzz::finding(kTarget, "expand is not idempotent on " + to_string(e) + ": " + to_string(x) +
                                 " expands to " + to_string(expand(x)));
  }
}

constexpr Func kUnary[] = {Func::Sin,  Func::Cos,  Func::Tan,  Func::Exp,   Func::Log,  Func::Sqrt,
                           Func::Abs,  Func::Asin, Func::Acos, Func::Atan,  Func::Sinh, Func::Cosh,
                           Func::Tanh, Func::Erf,  Func::Floor, Func::Ceil, Func::Sign};

Expr named_unary(unsigned k, const Expr &a) {
  switch (k % 17) { // the free functions of operators.hpp, one per Func
  case 0: return sin(a);
  case 1: return cos(a);
  case 2: return tan(a);
  case 3: return exp(a);
  case 4: return log(a);
  case 5: return sqrt(a);
  case 6: return abs(a);
  case 7: return asin(a);
  case 8: return acos(a);
  case 9: return atan(a);
  case 10: return sinh(a);
  case 11: return cosh(a);
  case 12: return tanh(a);
  case 13: return erf(a);
  case 14: return floor(a);
  case 15: return ceil(a);
  default: return sign(a);
  }
}

Integer big_integer(FuzzInput &in) {
  Integer z = 0;
  for (unsigned n = 1 + in.pick(24); n > 0; --n) z = z * 256 + in.byte();
  return in.pick(2) ? Integer(-z) : z;
}

double some_double(FuzzInput &in) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  static const double table[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 1e300, -1e-310, inf, -inf,
                                 std::numeric_limits<double>::quiet_NaN(), 3.141592653589793,
                                 std::numeric_limits<double>::max(),
                                 std::numeric_limits<double>::denorm_min()};
  unsigned k = in.pick(20);
  return k < std::size(table) ? table[k] : in.any_double();
}

void run(FuzzInput &in) {
  ExprPool pool;
  std::vector<Expr> vars{pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  std::vector<Expr> st;
  auto top = [&](std::size_t k = 0) -> Expr & { return st[st.size() - 1 - k]; };
  auto pop = [&] {
    Expr e = st.back();
    st.pop_back();
    return e;
  };
  auto push = [&](Expr e) {
    if (st.size() >= kMaxStack) st.erase(st.begin());
    st.push_back(e);
  };
  for (int steps = 0; !in.empty() && steps < 256; ++steps) {
    unsigned op = in.pick(24);
    try {
      switch (op) {
      case 0: push(vars[in.pick(3)]); break;
      case 1: push(pool.integer(static_cast<std::int8_t>(in.byte()))); break;
      case 2: {
        int num = static_cast<std::int8_t>(in.byte());
        int den = in.range(-3, 16);
        push(pool.rational(num, den));
        break;
      }
      case 3: push(pool.real(some_double(in))); break;
      case 4: {
        Integer n = big_integer(in), d = big_integer(in);
        push(in.pick(2) ? pool.integer(n) : pool.rational(n, d));
        break;
      }
      case 5: case 6: { // n-ary sum or product of the top k
        std::size_t k = std::min<std::size_t>(st.size(), 1 + in.pick(4));
        if (k == 0) break;
        std::vector<Expr> args(st.end() - static_cast<long>(k), st.end());
        st.resize(st.size() - k);
        push(op == 5 ? pool.add(args) : pool.mul(args));
        break;
      }
      case 7: case 8: case 9: { // binary operators
        if (st.size() < 2) break;
        Expr b = pop(), a = pop();
        push(op == 7 ? a - b : op == 8 ? a / b : a * b + a - b);
        break;
      }
      case 10: if (!st.empty()) top() = -top(); break;
      case 11: if (!st.empty()) top() = pow(top(), in.range(-5, 9)); break;
      case 12: {
        if (st.empty()) break;
        int num = in.range(-7, 7);
        int den = in.range(1, 6);
        top() = pow(top(), pool.rational(num, den));
        break;
      }
      case 13: if (!st.empty()) top() = pow(top(), some_double(in)); break;
      case 14: {
        if (st.size() < 2) break;
        Expr x = pop(), b = pop();
        push(pow(b, x));
        break;
      }
      case 15: if (!st.empty()) top() = named_unary(in.byte(), top()); break;
      case 16: { // every Func through pool.call, binary ones too
        if (st.empty()) break;
        unsigned k = in.pick(20);
        if (k < 17) {
          top() = pool.call(kUnary[k], {top()});
        } else if (st.size() >= 2) {
          Expr b = pop(), a = pop();
          push(k == 17 ? atan2(a, b) : k == 18 ? min(a, b) : max(a, b));
        }
        break;
      }
      case 17: { // operators with C++ scalars
        if (st.empty()) break;
        Expr &a = top();
        switch (in.pick(6)) {
        case 0: a = a + static_cast<int>(static_cast<std::int8_t>(in.byte())); break;
        case 1: a = static_cast<long long>(in.range(-9, 9)) * a; break;
        case 2: a = a / some_double(in); break;
        case 3: a = 1 - a; break;
        case 4: a = 2.5 / a; break;
        default: {
          int num = in.range(-4, 4);
          int den = in.range(1, 4);
          a = pow(a, Rational(num, den));
          break;
        }
        }
        break;
      }
      case 18: { // subs a symbol by another stack entry (or swap symbols)
        if (st.empty() || !small(top())) break;
        Expr value = st.size() >= 2 && in.pick(2) ? top(1) : vars[in.pick(3)];
        Expr key = vars[in.pick(3)];
        top() = in.pick(3) ? subs(top(), {{key, value}})
                           : subs(top(), {{vars[0], vars[1]}, {vars[1], vars[0]}});
        break;
      }
      case 19: if (!st.empty() && small(top())) top() = diff(top(), vars[in.pick(3)]); break;
      case 20: if (!st.empty() && expand_cost(top()) <= kMaxExpandTerms) top() = expand(top()); break;
      case 21: if (!st.empty()) push(st[in.pick(static_cast<unsigned>(st.size()))]); break; // sharing
      case 22: if (!st.empty()) check_round_trip(pool, top()); break;
      default: { // evaluation: double everywhere, exact at a rational point
        if (st.empty()) break;
        double point[3] = {some_double(in), some_double(in), some_double(in)};
        (void)evaluate(top(), vars, point);
        int x_num = in.range(-4, 4);
        int x_den = in.range(1, 5);
        Rational exact[3] = {Rational(x_num, x_den), Rational(in.range(-4, 4)),
                             Rational(in.range(-4, 4), 7)};
        if (small(top()) && !holds_huge_number(top())) (void)evaluate_exact(top(), vars, exact);
        break;
      }
      }
    } catch (const Error &) {
      // a registry error (0^-1, a non-rational exact value, ...) is the contract
    }
  }
  for (std::size_t k = 0; k < st.size() && k < 4; ++k) check_invariants(pool, vars, top(k));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  FuzzInput in(data, size);
  try {
    run(in);
  } catch (const alkahest::Error &) {
    // from check_invariants' expand/subs: still the contract
  } catch (const std::exception &e) {
    alkahest::fuzz::finding(kTarget, std::string("exception that is no alkahest::Error: ") + e.what());
  }
  return 0;
}
