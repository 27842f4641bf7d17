// fuzz/fuzz_budgets.cpp - expressions built to grow until a budget trips.
//
// The input is a program for a small stack machine whose operations make
// numbers and expressions large on purpose: huge integer powers, powers of
// sums, products of sums, expand, exact evaluation at integer points,
// differentiation. Contract: every operation either succeeds or throws
// alkahest::Error with a registered code (E-EXPR-008 for expand, E-EVAL-007 /
// E-EVAL-008 for exact values, ...); std::bad_alloc, any other exception, a
// crash or a hang past libFuzzer's time limit is a finding. expand runs under
// budgets smaller than the defaults so that one input stays quick, but the
// exact evaluator and the pool run under their defaults: those are the
// limits users get.
#include "fuzz_input.hpp"

#include <alkahest/expr.hpp>

#include <new>
#include <string>
#include <vector>

namespace {

using namespace alkahest;
using alkahest::fuzz::FuzzInput;

constexpr const char *kTarget = "fuzz_budgets";
constexpr std::size_t kMaxStack = 8;
constexpr std::size_t kMaxDag = 2000; // diff only below this: its output is the user's size

// Exponents that reach past every budget: small ones, large ones and ones
// past 64 bits (which must stay unevaluated or be refused, never allocated).
Expr exponent(ExprPool &pool, FuzzInput &in) {
  switch (in.pick(5)) {
  case 0:
    return pool.integer(static_cast<long long>(in.range(2, 40)));
  case 1:
    return pool.integer(static_cast<long long>(in.range(100, 5000)));
  case 2:
    return pool.integer(static_cast<long long>(in.range(1, 255)) << 20);
  case 3:
    return pool.integer(Integer(1) << in.range(30, 90));
  default:
    return pool.integer(static_cast<long long>(-in.range(1, 300)));
  }
}

void step(ExprPool &pool, FuzzInput &in, std::vector<Expr> &stack, const std::vector<Expr> &vars) {
  auto pop = [&] {
    Expr e = stack.back();
    stack.pop_back();
    return e;
  };
  auto push = [&](Expr e) {
    if (stack.size() < kMaxStack) stack.push_back(e);
  };
  switch (in.pick(9)) {
  case 0:
    push(vars[in.pick(static_cast<unsigned>(vars.size()))]);
    break;
  case 1:
    push(pool.integer(static_cast<long long>(in.range(-9, 9))));
    break;
  case 2:
    if (stack.size() >= 2) {
      Expr b = pop(), a = pop();
      push(in.pick(2) ? a + b : a * b);
    }
    break;
  case 3:
    if (!stack.empty()) push(pow(pop(), exponent(pool, in)));
    break;
  case 4: // a sum of many terms: the shape expand multiplies out
    if (!stack.empty()) {
      Expr s = pop();
      for (int k = in.range(1, 8); k > 0; --k)
        s = s + vars[in.pick(static_cast<unsigned>(vars.size()))];
      push(s);
    }
    break;
  case 5: {
    ExpandOptions small;
    small.max_terms = 20000;
    small.max_products = 200000;
    if (!stack.empty()) push(expand(pop(), small));
    break;
  }
  case 6:
    if (!stack.empty()) {
      std::vector<Rational> point;
      for (std::size_t k = 0; k < vars.size(); ++k)
        point.push_back(Rational(in.range(-3, 3)));
      (void)evaluate_exact(stack.back(), vars, point);
    }
    break;
  case 7:
    if (!stack.empty() && dag_size(stack.back()) <= kMaxDag)
      push(diff(stack.back(), vars[in.pick(static_cast<unsigned>(vars.size()))]));
    break;
  default:
    if (!stack.empty()) push(pool.call(Func::Sign, {pop()}));
    break;
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  FuzzInput in(data, size);
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  std::vector<Expr> stack;
  for (int ops = 0; ops < 24 && !in.empty(); ++ops) {
    try {
      step(pool, in, stack, vars);
    } catch (const Error &e) {
      if (e.code().empty() || e.code().substr(0, 2) != "E-")
        fuzz::finding(kTarget, std::string("an error without a code: ") + e.what());
    } catch (const std::bad_alloc &) {
      fuzz::finding(kTarget, "std::bad_alloc: a budget did not stop the growth first");
    } catch (const std::exception &e) {
      fuzz::finding(kTarget, std::string("a foreign exception: ") + e.what());
    }
  }
  return 0;
}
