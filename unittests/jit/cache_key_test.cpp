// unittests/jit/cache_key_test.cpp - the compile cache never hands one pool's code to another
// pool's function.
#include "jit_test_support.hpp"

#include <alkahest/jit.hpp>

#include <catch2/catch.hpp>

#include <memory>

using namespace alkahest;
using namespace alkahest::jit_test;

namespace {

// Both values bit for bit, NaN for NaN.
bool same(double a, double b) { return (std::isnan(a) && std::isnan(b)) || a == b; }

} // namespace

TEST_CASE("pools with equal node ids and shapes but different functions get their own code",
          "[jit][cache]") {
  // Every pool below creates x, y, 2 (or 3) and the product in the same
  // order, so the nodes have the same ids and the DAGs the same shape.
  struct Case {
    const char *text;
    bool swap_inputs;
  };
  const Case cases[] = {{"x + 2*y", false}, {"y + 2*x", false}, {"x + 3*y", false},
                        {"x + 2*y", true},  {"x - 2*y", false}, {"x + 2.5*y", false}};
  std::vector<std::unique_ptr<ExprPool>> pools;
  std::vector<CompiledFn> fns; // all alive at once: every entry stays in the cache
  std::vector<Expr> exprs;
  std::vector<std::vector<Expr>> inputs;
  for (const Case &c : cases) {
    pools.push_back(std::make_unique<ExprPool>());
    ExprPool &p = *pools.back();
    Expr x = p.symbol("x"), y = p.symbol("y");
    exprs.push_back(parse(p, c.text));
    inputs.push_back(c.swap_inputs ? std::vector<Expr>{y, x} : std::vector<Expr>{x, y});
    fns.push_back(compile_expr(exprs.back(), inputs.back()));
  }
  const std::vector<double> point = {1.25, -3.5};
  for (std::size_t k = 0; k < fns.size(); ++k) {
    INFO(cases[k].text << (cases[k].swap_inputs ? " over (y, x)" : " over (x, y)"));
    CHECK(same(fns[k].call(point), evaluate(exprs[k], inputs[k], point)));
  }
}

TEST_CASE("the same function in two pools, with other symbol names, shares the code",
          "[jit][cache]") {
  ExprPool a, b;
  Expr x = a.symbol("x"), y = a.symbol("y");
  Expr u = b.symbol("u"), v = b.symbol("v");
  std::vector<Expr> in_a = {x, y}, in_b = {u, v};
  CompiledFn f = compile_expr(exp(x) * y + 7, in_a);
  JitCacheStats before = jit_cache_stats();
  CompiledFn g = compile_expr(exp(u) * v + 7, in_b); // same function of the columns
  CHECK(jit_cache_stats().hits == before.hits + 1);
  CHECK(g.call(std::vector<double>{0.5, 2.0}) == f.call(std::vector<double>{0.5, 2.0}));
}

TEST_CASE("random expressions over permuted symbols in many pools agree with the interpreter "
          "with the cache on",
          "[jit][cache]") {
  // Pool k creates its symbols in a rotated order and generates from the same
  // seed with the variables rotated, so the pools build the same DAG shapes
  // (same node ids) over differently bound symbols.
  const std::vector<std::string> names = {"x", "y", "z"};
  const int n_pools = 3, per_pool = 150;
  std::vector<std::unique_ptr<ExprPool>> pools;
  std::vector<std::vector<Expr>> exprs(n_pools), vars(n_pools);
  std::vector<std::vector<CompiledFn>> fns(n_pools);
  for (int k = 0; k < n_pools; ++k) {
    pools.push_back(std::make_unique<ExprPool>());
    for (int i = 0; i < 3; ++i)
      vars[k].push_back(pools[k]->symbol(names[(i + k) % 3]));
    RandomExprs gen(*pools[k], vars[k], 77);
    std::vector<Expr> sorted_inputs = {pools[k]->symbol("x"), pools[k]->symbol("y"),
                                       pools[k]->symbol("z")};
    for (int e = 0; e < per_pool; ++e) {
      exprs[k].push_back(gen.next(2 + e % 3));
      fns[k].push_back(compile_expr(exprs[k].back(), sorted_inputs));
    }
  }
  auto cols = random_columns(3, 16, 5);
  std::size_t bad = 0;
  for (int k = 0; k < n_pools; ++k) {
    std::vector<Expr> sorted_inputs = {pools[k]->symbol("x"), pools[k]->symbol("y"),
                                       pools[k]->symbol("z")};
    for (int e = 0; e < per_pool; ++e) {
      auto ref = evaluate_batch(exprs[k][e], sorted_inputs, spans(cols));
      auto got = fns[k][e].call_batch(spans(cols));
      for (std::size_t i = 0; i < got.size(); ++i)
        if (!agrees(ref[i], got[i])) {
          if (bad++ == 0) UNSCOPED_INFO("pool " << k << ": " << to_string(exprs[k][e]));
        }
    }
  }
  CHECK(bad == 0);
}
