// unittests/expr/pool_test.cpp - hash-consing and the raw node layer.
#include <alkahest/expr.hpp>

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <thread>

using namespace alkahest;

TEST_CASE("equal leaves are the same node", "[pool]") {
  ExprPool pool;
  CHECK(pool.symbol("x") == pool.symbol("x"));
  CHECK(pool.integer(3) == pool.rational(6, 2));
  CHECK_FALSE(pool.real(0.0) == pool.real(-0.0));
  CHECK(pool.real(1.5) == pool.real(1.5));
}

TEST_CASE("bad symbol names are refused", "[pool]") {
  ExprPool pool;
  for (const char *bad : {"", "1x", "sin", "a-b", "inf", "nan"}) {
    try {
      pool.symbol(bad);
      FAIL("accepted '" << bad << "'");
    } catch (const ExprError &e) {
      CHECK(e.code() == "E-EXPR-006");
    }
  }
}

TEST_CASE("depth limit raises E-EXPR-001 instead of overflowing", "[pool]") {
  ExprPool pool(PoolOptions{.max_depth = 50});
  Expr e = pool.symbol("x");
  try {
    for (int i = 0; i < 100; ++i)
      e = pool.call(Func::Sin, {e});
    FAIL("no error");
  } catch (const ExprError &e) {
    CHECK(e.code() == "E-EXPR-001");
  }
}

TEST_CASE("concurrent interning yields one node per structure", "[pool][threads]") {
  ExprPool pool;
  std::vector<std::thread> threads;
  std::vector<const Node *> seen(8);
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&, t] {
      const Node *n = nullptr;
      for (int i = 0; i < 2000; ++i) n = pool.symbol(fmt::format("v{}", i)).node();
      seen[t] = n;
    });
  for (auto &th : threads) th.join();
  for (auto *n : seen) CHECK(n == seen[0]);
  CHECK(pool.size() == 2000);
}
