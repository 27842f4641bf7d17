// tools/alkahest/bench_algebra.cpp - `alkahest bench algebra`: gcd, factor and expand side by side
// with FLINT called directly and with Singular (when `Singular` is on PATH).
//
// The families: products of random dense multivariate polynomials (fixed
// seeds), Fateman's (1+x+y+z+t)^n and Monagan and Pearce's sparse pair
// (1+x+y+2z^2+3t^3+5u^5)^n, (1+u+t+2z^2+3y^3+5x^5)^n; Fateman's expand
// f*(f+1), f = (1+x+y+z+t)^n. Ours is the library's API (PolyQ gcd and
// factor, Expr expand); FLINT is timed on the same polynomials in
// fmpz_mpoly (the layer the library wraps); Singular times itself (rtimer)
// on the same expanded input text, so its start-up and parsing are not
// counted, as ours are not.
#include "bench_process.hpp"
#include "bench_registry.hpp"

#include <alkahest/expr.hpp>
#include <alkahest/expr/expand.hpp>
#include <alkahest/expr/parse.hpp>
#include <alkahest/poly.hpp>
#include <alkahest/poly/factor.hpp>

#include <flint/fmpz_mpoly.h>
#include <flint/fmpz_mpoly_factor.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace alkahest::bench {
namespace {

enum class Op { Gcd, Factor, Expand };

struct Case {
  std::string name;
  Op op;
  std::vector<std::string> vars;
  std::string a, b;      ///< expanded inputs (b: gcd only)
  std::string expand_of; ///< Expand: the expression, and a = f, the power it squares
  int repeats;
  PolyQ pa{}, pb{}; ///< a and b as polynomials (ours reads these: no reparsing)
};

/// A random dense polynomial of total degree d in the ring, coefficients in
/// [-99, 99], plus 1 so that it is never zero.
PolyQ random_dense(const PolyRingPtr &ring, int degree, std::mt19937_64 &rng) {
  std::uniform_int_distribution<int> coeff(-99, 99);
  std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
  const std::size_t n = ring->nvars();
  std::vector<Exponent> m(n, 0);
  // Every monomial of total degree <= d (odometer over the exponents).
  std::function<void(std::size_t, int)> walk = [&](std::size_t k, int left) {
    if (k == n) {
      terms.emplace_back(m, Rational(coeff(rng)));
      return;
    }
    for (int e = 0; e <= left; ++e) {
      m[k] = static_cast<Exponent>(e);
      walk(k + 1, left - e);
    }
    m[k] = 0;
  };
  walk(0, degree);
  terms.emplace_back(std::vector<Exponent>(n, 0), Rational(1));
  return PolyQ::from_terms(ring, std::move(terms));
}

PolyQ power(const PolyQ &f, int n) {
  PolyQ r = PolyQ::constant(f.ring_ptr(), Rational(1));
  for (int i = 0; i < n; ++i)
    r = r * f;
  return r;
}

std::vector<Case> make_cases(bool quick) {
  std::vector<Case> cases;
  std::mt19937_64 rng(20261202);
  auto push = [&](std::string name, Op op, std::vector<std::string> vars, PolyQ a, PolyQ b,
                  int repeats) {
    Case c{
        std::move(name), op, std::move(vars), a.to_string(), b.is_zero() ? "" : b.to_string(), "",
        repeats};
    c.pa = std::move(a);
    c.pb = std::move(b);
    cases.push_back(std::move(c));
  };
  auto dense_gcd = [&](std::vector<std::string> vars, int d) {
    auto ring = make_ring(vars, MonomialOrder::lex());
    PolyQ g = random_dense(ring, d, rng), f1 = random_dense(ring, d, rng),
          f2 = random_dense(ring, d, rng);
    push(fmt::format("gcd dense {} vars, degree {}+{}", vars.size(), d, d), Op::Gcd, vars, g * f1,
         g * f2, quick ? 3 : 5);
  };
  auto dense_factor = [&](std::vector<std::string> vars, int d) {
    auto ring = make_ring(vars, MonomialOrder::lex());
    PolyQ f = random_dense(ring, d, rng) * random_dense(ring, d, rng) * random_dense(ring, d, rng);
    push(fmt::format("factor dense {} vars, 3 factors of degree {}", vars.size(), d), Op::Factor,
         vars, f, PolyQ(ring), quick ? 3 : 5);
  };
  dense_gcd({"x", "y", "z"}, quick ? 4 : 10);
  dense_gcd({"x", "y", "z", "t"}, quick ? 3 : 6);
  dense_factor({"x", "y", "z"}, quick ? 2 : 5);
  dense_factor({"x", "y", "z", "t"}, quick ? 2 : 3);

  std::vector<std::string> v4{"x", "y", "z", "t"};
  auto r4 = make_ring(v4, MonomialOrder::lex());
  PolyQ s = parse_poly("1+x+y+z+t", r4);
  {
    int n = quick ? 4 : 8;
    PolyQ f = power(s, n), one = PolyQ::constant(r4, Rational(1));
    push(fmt::format("gcd Fateman f*(f+1), f*(f+2), f = (1+x+y+z+t)^{}", n), Op::Gcd, v4,
         f * (f + one), f * (f + one + one), quick ? 3 : 5);
    int m = quick ? 3 : 6;
    PolyQ h = power(s, m);
    push(fmt::format("factor Fateman f*(f+1), f = (1+x+y+z+t)^{}", m), Op::Factor, v4,
         h * (h + one), PolyQ(r4), quick ? 3 : 5);
  }
  std::vector<std::string> v5{"x", "y", "z", "t", "u"};
  auto r5 = make_ring(v5, MonomialOrder::lex());
  PolyQ p = parse_poly("1+x+y+2*z^2+3*t^3+5*u^5", r5),
        q = parse_poly("1+u+t+2*z^2+3*y^3+5*x^5", r5);
  {
    int n = quick ? 2 : 5;
    PolyQ f = power(p, n), g = power(q, n), one = PolyQ::constant(r5, Rational(1));
    push(fmt::format("gcd Monagan-Pearce f*g, f*(g+1), n = {}", n), Op::Gcd, v5, f * g,
         f * (g + one), 3);
    int m = quick ? 2 : 4;
    push(fmt::format("factor Monagan-Pearce f*g, n = {}", m), Op::Factor, v5,
         power(p, m) * power(q, m), PolyQ(r5), 3);
  }
  for (int n : quick ? std::vector<int>{8} : std::vector<int>{20, 30}) {
    Case c{fmt::format("expand Fateman f*(f+1), f = (1+x+y+z+t)^{}", n),
           Op::Expand,
           v4,
           fmt::format("1+x+y+z+t"),
           "",
           fmt::format("(1+x+y+z+t)^{0}*((1+x+y+z+t)^{0}+1)", n),
           n == 30 ? 1 : (quick ? 3 : 3)};
    c.b = std::to_string(n);
    cases.push_back(c);
  }
  return cases;
}

// ---- FLINT, called directly ----
struct FlintCase {
  fmpz_mpoly_ctx_t ctx;
  fmpz_mpoly_t a, b;
  explicit FlintCase(const Case &c) {
    fmpz_mpoly_ctx_init(ctx, static_cast<slong>(c.vars.size()), ORD_LEX);
    fmpz_mpoly_init(a, ctx);
    fmpz_mpoly_init(b, ctx);
    std::vector<const char *> names;
    for (const auto &v : c.vars)
      names.push_back(v.c_str());
    if (fmpz_mpoly_set_str_pretty(a, c.a.c_str(), names.data(), ctx))
      throw std::runtime_error("bench algebra: FLINT could not read " + c.name);
    if (c.op == Op::Gcd && fmpz_mpoly_set_str_pretty(b, c.b.c_str(), names.data(), ctx))
      throw std::runtime_error("bench algebra: FLINT could not read " + c.name);
  }
  ~FlintCase() {
    fmpz_mpoly_clear(a, ctx);
    fmpz_mpoly_clear(b, ctx);
    fmpz_mpoly_ctx_clear(ctx);
  }
  FlintCase(const FlintCase &) = delete;
  FlintCase &operator=(const FlintCase &) = delete;

  /// Runs the operation once; returns a size for the cross-check (terms of
  /// the gcd or the product, number of factors).
  long run(const Case &c) {
    if (c.op == Op::Gcd) {
      fmpz_mpoly_t g;
      fmpz_mpoly_init(g, ctx);
      fmpz_mpoly_gcd(g, a, b, ctx);
      long len = fmpz_mpoly_length(g, ctx);
      fmpz_mpoly_clear(g, ctx);
      return len;
    }
    if (c.op == Op::Factor) {
      fmpz_mpoly_factor_t f;
      fmpz_mpoly_factor_init(f, ctx);
      fmpz_mpoly_factor(f, a, ctx);
      long n = f->num;
      fmpz_mpoly_factor_clear(f, ctx);
      return n;
    }
    fmpz_mpoly_t f, g;
    fmpz_mpoly_init(f, ctx);
    fmpz_mpoly_init(g, ctx);
    fmpz_mpoly_pow_ui(f, a, std::stoul(c.b), ctx);
    fmpz_mpoly_add_ui(g, f, 1, ctx);
    fmpz_mpoly_mul(g, f, g, ctx);
    long len = fmpz_mpoly_length(g, ctx);
    fmpz_mpoly_clear(f, ctx);
    fmpz_mpoly_clear(g, ctx);
    return len;
  }
};

// ---- ours ----
long run_ours(const Case &c, const PolyQ &a, const PolyQ &b, ExprPool *pool) {
  if (c.op == Op::Gcd) return static_cast<long>(gcd(a, b).size());
  if (c.op == Op::Factor) return static_cast<long>(factor(a).factors.size());
  Expr e = expand(parse(*pool, c.expand_of));
  return e.kind() == NodeKind::Add ? static_cast<long>(e.node()->arity()) : 1;
}

// ---- Singular ----
/// Singular's median time of `repeats` runs of the case (its own rtimer, in
/// microseconds), and the same cross-check size; nullopt when it failed.
std::optional<std::pair<double, long>> run_singular(const std::string &singular, const Case &c) {
  std::string vars;
  for (const auto &v : c.vars)
    vars += (vars.empty() ? "" : ",") + v;
  std::string body;
  if (c.op == Op::Gcd)
    body = "poly r = gcd(a, b); bench_n = size(r);";
  else if (c.op == Op::Factor)
    body = "list L = factorize(a); bench_n = size(L[1]) - 1;";
  else
    body = fmt::format("poly f = a^{}; poly r = f*(f+1); bench_n = size(r);", c.b);
  std::string script = fmt::format(
      "ring R = 0, ({}), lp;\nsystem(\"--ticks-per-sec\", 1000000);\npoly a = {};\npoly b = "
      "{};\nint bench_n; int bench_k; int bench_t;\nfor (bench_k = {}; bench_k <= {}; bench_k++) "
      "{{ bench_t = rtimer; {} bench_t = rtimer - bench_t; if (bench_k > 0) {{ print(\"time \" + "
      "string(bench_t)); }} }}\nprint(\"size \" + string(bench_n));\nquit;\n",
      vars, c.a, c.b.empty() || c.op == Op::Expand ? "0" : c.b, c.repeats > 1 ? 0 : 1, c.repeats,
      body);
  char dir[] = "/tmp/alkahest-bench-algebra-XXXXXX";
  if (!mkdtemp(dir)) return std::nullopt;
  std::string file = std::string(dir) + "/case.sing", out = std::string(dir) + "/out.txt";
  std::ofstream(file) << script;
  ChildRun run = run_child({singular, "-q", "--no-rc", "--no-warn", file}, out, 3600);
  std::string text = read_text(out);
  std::remove(file.c_str());
  std::remove(out.c_str());
  rmdir(dir);
  if (!run.ok) return std::nullopt;
  // Only the lines the script prints itself: "time <microseconds>", "size <n>".
  std::vector<double> times;
  long size = -1;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("time ", 0) == 0)
      times.push_back(std::stod(line.substr(5)) * 1e-6);
    else if (line.rfind("size ", 0) == 0)
      size = std::stol(line.substr(5));
  }
  if (times.empty()) return std::nullopt;
  std::sort(times.begin(), times.end());
  return std::make_pair(times[times.size() / 2], size);
}

/// The median of `repeats` timed runs after a warm-up, or for the largest
/// rows (repeats == 1) one run without warm-up: they take tens of seconds.
double timed(const std::function<void()> &f, int repeats) {
  if (repeats > 1) return median_seconds(f, repeats);
  auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::vector<Row> run_algebra(const Options &options) {
  std::vector<Row> rows;
  const std::string singular = find_singular();
  for (const Case &c : make_cases(options.quick)) {
    const PolyQ &a = c.pa, &b = c.pb;
    FlintCase flint(c);
    long ours_size = 0, flint_size = 0;
    double t_ours = timed(
        [&] {
          ExprPool pool;
          ours_size = run_ours(c, a, b, &pool);
        },
        c.repeats);
    double t_flint = timed([&] { flint_size = flint.run(c); }, c.repeats);
    if (ours_size != flint_size)
      throw std::runtime_error(
          fmt::format("bench algebra: '{}': ours and FLINT disagree ({} vs {})", c.name, ours_size,
                      flint_size));
    const char *what = c.op == Op::Gcd      ? "terms of the gcd"
                       : c.op == Op::Factor ? "factors"
                                            : "terms of the product";
    Row row;
    row.suite = "algebra";
    row.case_name = c.name;
    row.ours = c.op == Op::Expand ? "expand (Expr)"
               : c.op == Op::Gcd  ? "gcd (PolyQ)"
                                  : "factor (PolyQ)";
    row.reference = c.op == Op::Expand ? "FLINT fmpz_mpoly_pow_ui + mul"
                    : c.op == Op::Gcd  ? "FLINT fmpz_mpoly_gcd"
                                       : "FLINT fmpz_mpoly_factor";
    row.ours_seconds = t_ours;
    row.reference_seconds = t_flint;
    row.note = fmt::format("{} {}", ours_size, what);
    rows.push_back(row);
    Row srow = row;
    srow.reference = c.op == Op::Expand ? "Singular *"
                     : c.op == Op::Gcd  ? "Singular gcd"
                                        : "Singular factorize";
    if (singular.empty()) {
      srow.reference_seconds = 0;
      srow.note = "Singular not on PATH (ALKAHEST_SINGULAR): no ratio";
    } else if (auto s = run_singular(singular, c)) {
      srow.reference_seconds = s->first;
      srow.note = fmt::format("{} {}; Singular: {}", ours_size, what, s->second);
    } else {
      srow.reference_seconds = 0;
      srow.note = "Singular failed on this case: no ratio";
    }
    rows.push_back(srow);
  }
  // The sparse path against expand's term-by-term path, on the input that motivated it.
  {
    const char *text = options.quick ? "(x+y+z+w+1)^12" : "(x+y+z+w+1)^30";
    ExprPool pool;
    Expr e = parse(pool, text);
    std::size_t terms = 0;
    double t_ours = timed([&] { terms = expand(e).node()->arity(); }, 1);
    ExpandOptions term_by_term;
    term_by_term.sparse_polynomials = false;
    Expr slow;
    double t_ref = timed([&] { slow = expand(e, term_by_term); }, 1);
    if (slow != expand(e))
      throw std::runtime_error("bench algebra: the sparse and term-by-term expand disagree");
    rows.push_back({"algebra", fmt::format("expand {}", text), "expand (sparse path)",
                    "expand term by term", t_ours, t_ref, fmt::format("{} terms", terms)});
  }
  return rows;
}

const bool registered = register_suite(
    "algebra",
    "gcd and factor of dense random, Fateman and Monagan-Pearce polynomials, and Fateman's "
    "expand, vs FLINT called directly and Singular (when on PATH)",
    run_algebra);

} // namespace
} // namespace alkahest::bench
