// unittests/expr/property_test.cpp - property checks on seeded random expressions (>= 1000 in total).
//
// Each test counts the checks it made and requires a minimum, so the total is
// demonstrably over 1000: hash-consing identities, canonical-form
// idempotence, print -> parse round trip, diff against a finite difference,
// subs consistency, expand consistency and exact rational folding.
#include "../support/random_expr.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/interpret.hpp>
#include <alkahest/expr/parse.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <thread>

using namespace alkahest;
using alkahest::testing::RandomExprGenerator;
using alkahest::testing::RandomExprOptions;
using alkahest::testing::RandomFuncs;

namespace {

struct Vars {
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  std::vector<Expr> all() const { return {x, y, z}; }
};

RandomExprOptions polynomial_options() {
  RandomExprOptions o;
  o.funcs = RandomFuncs::None;
  o.allow_floats = false;
  o.allow_rational_exponents = false;
  o.max_depth = 4;
  return o;
}

/// Rebuilds every node of e over its own arguments; all must come back.
bool rebuilds_to_itself(ExprPool &pool, const Expr &e, std::string &bad) {
  for (const Node *n : postorder(e)) {
    std::vector<Expr> args;
    for (const Node *a : n->args()) args.emplace_back(a, &pool);
    if (rebuild(pool, n, args).node() != n) {
      bad = to_string(Expr(n, &pool));
      return false;
    }
  }
  return true;
}

} // namespace

TEST_CASE("property: hash-consing identities", "[property]") {
  Vars v;
  int checks = 0;
  // Commutativity holds with everything (Float folding is order-independent).
  RandomExprGenerator gen(v.pool, v.all(), 0xC0FFEE);
  for (int i = 0; i < 150; ++i) {
    Expr a = gen.next(), b = gen.next();
    INFO(to_string(a) << "  |  " << to_string(b));
    CHECK(a + b == b + a);
    CHECK(a * b == b * a);
    checks += 2;
  }
  // Associativity holds exactly without Floats.
  RandomExprGenerator exact(v.pool, v.all(), 0xA550C, polynomial_options());
  for (int i = 0; i < 150; ++i) {
    Expr a = exact.next(), b = exact.next(), c = exact.next();
    INFO(to_string(a) << "  |  " << to_string(b) << "  |  " << to_string(c));
    CHECK((a + b) + c == a + (b + c));
    CHECK((a * b) * c == a * (b * c));
    CHECK(v.pool.add({a, b, c}) == v.pool.add({c, a, b}));
    checks += 3;
  }
  // The same construction twice is the same node, and another pool that
  // creates nodes in another order prints the same text.
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    RandomExprGenerator g1(v.pool, v.all(), seed), g2(v.pool, v.all(), seed);
    Vars w;
    Expr warm = w.z * w.y + w.x; // different creation order in w's pool
    (void)warm;
    RandomExprGenerator g3(w.pool, w.all(), seed);
    Expr e1 = g1.next();
    CHECK(e1 == g2.next());
    CHECK(to_string(e1) == to_string(g3.next()));
    checks += 2;
  }
  CHECK(checks >= 800);
}

TEST_CASE("property: compare is a total order, so sums and products ignore operand order", "[property][order]") {
  Vars v;
  RandomExprOptions o;
  o.max_depth = 12; // deep enough for the (depth, hash) part of the order
  o.allow_special_floats = true;
  RandomExprGenerator gen(v.pool, v.all(), 0x0DE7, o);
  auto sgn = [](int c) { return (c > 0) - (c < 0); };
  int checks = 0;
  for (int i = 0; i < 200; ++i) {
    Expr a = gen.next(), b = gen.next(), c = gen.next();
    // Wrap some in powers: a power orders next to its base.
    if (i % 3 == 0) b = pow(a, 2 + i % 4);
    if (i % 5 == 0) c = pow(b, v.pool.rational(1, 3));
    INFO(to_string(a) << "  |  " << to_string(b) << "  |  " << to_string(c));
    CHECK(sgn(compare(a, b)) == -sgn(compare(b, a)));
    bool transitive = !(compare(a, b) <= 0 && compare(b, c) <= 0) || compare(a, c) <= 0;
    bool transitive_rev = !(compare(c, b) <= 0 && compare(b, a) <= 0) || compare(c, a) <= 0;
    CHECK(transitive);
    CHECK(transitive_rev);
    Expr d = gen.next();
    CHECK(v.pool.add({a, b, c, d}) == v.pool.add({d, c, b, a}));
    CHECK(v.pool.mul({a, b, c, d}) == v.pool.mul({c, a, d, b}));
    checks += 5;
  }
  CHECK(checks >= 1000);
}

TEST_CASE("property: canonical form is idempotent", "[property]") {
  Vars v;
  RandomExprOptions o;
  o.allow_special_floats = true;
  o.max_depth = 5;
  RandomExprGenerator gen(v.pool, v.all(), 0x1DE3, o);
  int checks = 0;
  for (int i = 0; i < 300; ++i) {
    Expr e = gen.next();
    std::string bad;
    INFO(to_string(e));
    CHECK(rebuilds_to_itself(v.pool, e, bad));
    INFO("first node that changed: " << bad);
    CHECK(subs(e, {{v.x, v.x}}) == e);
    checks += 2;
  }
  CHECK(checks >= 600);
}

TEST_CASE("property: print -> parse round trip", "[property]") {
  Vars v;
  RandomExprOptions o;
  o.allow_special_floats = true;
  o.max_depth = 5;
  RandomExprGenerator gen(v.pool, v.all(), 0x9A75E, o);
  int checks = 0;
  for (int i = 0; i < 400; ++i) {
    Expr e = gen.next();
    std::string s = to_string(e);
    INFO(s);
    CHECK(parse(v.pool, s) == e);
    // And into a fresh pool: the text is a complete description.
    ExprPool fresh;
    CHECK(to_string(parse(fresh, s)) == s);
    checks += 2;
  }
  CHECK(checks >= 800);
}

TEST_CASE("property: diff agrees with a central finite difference", "[property][diff]") {
  Vars v;
  RandomExprOptions o;
  o.funcs = RandomFuncs::Smooth;
  o.max_depth = 3;
  o.allow_rational_exponents = false;
  o.min_int_exponent = -2;
  o.max_int_exponent = 3;
  RandomExprGenerator gen(v.pool, {v.x, v.y}, 0xD1FF, o);
  std::vector<Expr> inputs{v.x, v.y};
  int checks = 0, skipped = 0;
  for (int i = 0; i < 300; ++i) {
    Expr e = gen.next();
    Expr d = diff(e, v.x);
    for (int k = 0; k < 2; ++k) {
      double px = gen.uniform_real(-2.0, 2.0), py = gen.uniform_real(-2.0, 2.0);
      auto f = [&](double t) {
        double pt[] = {t, py};
        return evaluate(e, inputs, pt);
      };
      // Fourth-order central differences at h and h/2; where they disagree
      // the point is ill-conditioned (near a pole) and is skipped.
      auto fd = [&](double h) {
        return (-f(px + 2 * h) + 8 * f(px + h) - 8 * f(px - h) + f(px - 2 * h)) / (12 * h);
      };
      double h = 1e-3 * std::max(1.0, std::fabs(px));
      double fd1 = fd(h), fd2 = fd(h / 2);
      double pt[] = {px, py};
      double exact = evaluate(d, inputs, pt);
      double scale = std::max({1.0, std::fabs(fd2), std::fabs(f(px))});
      if (!std::isfinite(fd1) || !std::isfinite(fd2) || !std::isfinite(f(px)) ||
          std::fabs(fd1 - fd2) > 1e-7 * scale) {
        ++skipped;
        continue;
      }
      INFO(to_string(e) << "  d/dx = " << to_string(d) << "  at x=" << px << " y=" << py);
      CHECK(std::fabs(exact - fd2) <= 1e-6 * scale);
      ++checks;
    }
  }
  INFO("skipped " << skipped);
  CHECK(skipped < 60);
  CHECK(checks >= 540);
}

TEST_CASE("property: subs then evaluate equals evaluate with the values bound", "[property][subs]") {
  Vars v;
  RandomExprGenerator gen(v.pool, v.all(), 0x5AB5, polynomial_options());
  RandomExprOptions small = polynomial_options();
  small.max_depth = 2;
  small.allow_negative_exponents = false;
  RandomExprGenerator repl(v.pool, {v.y, v.z}, 0x5AB6, small);
  int checks = 0;
  for (int i = 0; i < 300; ++i) {
    Expr e = gen.next(), g = repl.next();
    Rational py(static_cast<long long>(gen.uniform(-20, 20)), static_cast<long long>(gen.uniform(1, 7)));
    Rational pz(static_cast<long long>(gen.uniform(-20, 20)), static_cast<long long>(gen.uniform(1, 7)));
    INFO(to_string(e) << "  with x -> " << to_string(g) << ", y = " << py.str() << ", z = " << pz.str());
    try {
      // Simultaneous: the y inside g is not replaced by py, so s still
      // depends on y through g; evaluate it at another value ry.
      Rational ry(static_cast<long long>(gen.uniform(-20, 20)), 3);
      std::vector<Rational> yz{ry, pz};
      Rational gx = evaluate_exact(g, std::vector<Expr>{v.y, v.z}, yz);
      std::vector<Rational> point{gx, py, pz};
      Rational direct = evaluate_exact(e, v.all(), point);
      Expr s = subs(e, {{v.x, g}, {v.y, v.pool.number(py)}});
      std::vector<Rational> later{Rational(12345), ry, pz}; // x is gone from s
      CHECK(evaluate_exact(s, v.all(), later) == direct);
      ++checks;
    } catch (const ExprError &err) {
      // 0^negative at this point: substitution must then fail the same way.
      CHECK(std::string(err.code()) == "E-EXPR-005");
    }
  }
  CHECK(checks >= 250);
}

TEST_CASE("property: expand preserves the value and is idempotent", "[property][expand]") {
  Vars v;
  RandomExprOptions o = polynomial_options();
  o.max_depth = 3;
  RandomExprGenerator gen(v.pool, v.all(), 0xE8A4D, o);
  int checks = 0;
  for (int i = 0; i < 200; ++i) {
    Expr e = gen.next();
    Expr x = expand(e);
    INFO(to_string(e) << "  expanded: " << to_string(x));
    CHECK(expand(x) == x);
    ++checks;
    Rational p[3];
    for (auto &q : p)
      q = Rational(static_cast<long long>(gen.uniform(-9, 9)), static_cast<long long>(gen.uniform(1, 5)));
    try {
      Rational a = evaluate_exact(e, v.all(), p);
      CHECK(evaluate_exact(x, v.all(), p) == a);
      ++checks;
    } catch (const ExprError &) { // 0^negative at this point
    }
  }
  CHECK(checks >= 380);
}

TEST_CASE("property: exact rational folding matches GMP", "[property][exact]") {
  ExprPool pool;
  std::mt19937_64 rng(0x0EA7);
  auto big = [&](int bits) {
    Integer r = 0;
    for (int b = 0; b < bits; b += 32) r = (r << 32) + Integer(rng() & 0xffffffffULL);
    return (rng() & 1) ? Integer(-r) : r;
  };
  auto rational = [&] {
    Integer den = big(64 + static_cast<int>(rng() % 64));
    if (den == 0) den = 1;
    return Rational(big(32 + static_cast<int>(rng() % 96)), den);
  };
  int checks = 0;
  for (int i = 0; i < 200; ++i) {
    std::vector<Rational> q;
    std::vector<Expr> e;
    for (int k = 0; k < 5; ++k) {
      q.push_back(rational());
      e.push_back(pool.number(q.back()));
    }
    Rational sum = 0, product = 1;
    for (auto &r : q) {
      sum += r;
      product *= r;
    }
    CHECK(pool.add(e).node()->number() == sum);
    CHECK(pool.mul(e).node()->number() == product);
    Expr mixed = (e[0] + e[1]) * e[2] - e[3] / e[4];
    CHECK(mixed->number() == (q[0] + q[1]) * q[2] - q[3] / q[4]);
    unsigned k = static_cast<unsigned>(rng() % 7);
    Rational p = pow(numerator(q[0]), k);
    p /= Rational(pow(denominator(q[0]), k));
    CHECK(pow(e[0], static_cast<int>(k))->number() == p);
    CHECK(pow(e[0], -static_cast<int>(k))->number() == Rational(1) / p);
    checks += 5;
  }
  CHECK(checks >= 1000);
}

TEST_CASE("property: threads building the same expressions get the same nodes", "[property][threads]") {
  Vars v;
  constexpr int kThreads = 4, kExprs = 100;
  std::vector<std::vector<const Node *>> built(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      RandomExprGenerator gen(v.pool, v.all(), 0x7EAD);
      for (int i = 0; i < kExprs; ++i) built[t].push_back(gen.next().node());
    });
  for (auto &th : threads) th.join();
  int checks = 0;
  for (int t = 1; t < kThreads; ++t)
    for (int i = 0; i < kExprs; ++i) {
      CHECK(built[t][i] == built[0][i]);
      ++checks;
    }
  CHECK(checks == (kThreads - 1) * kExprs);
}
