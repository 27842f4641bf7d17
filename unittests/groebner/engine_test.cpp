// unittests/groebner/engine_test.cpp - Buchberger and F4 agree; traces replay; unlucky primes are
// caught.
#include "row_group_kernel.hpp"
#include "row_reduction.hpp"
#include "standard_systems.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/engine.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>

using namespace alkahest;

namespace {

constexpr std::uint32_t kP = 1073741827;

std::vector<PolyQ> parse_q(const std::string &text, MonomialOrder ord = MonomialOrder::grevlex()) {
  return parse_msolve(text, ord).polynomials;
}

std::vector<PolyZp> mod(const std::vector<PolyQ> &fs, std::uint32_t p) {
  std::vector<PolyZp> out;
  for (const auto &f : fs)
    out.push_back(*reduce_mod(f, p));
  return out;
}

std::vector<std::string> strings(const std::vector<PolyZp> &fs) {
  std::vector<std::string> s;
  for (const auto &f : fs)
    s.push_back(f.to_string());
  return s;
}

// A random system: `count` polynomials of degree <= deg with up to `terms`
// terms and coefficients in [-9, 9] in n variables.
std::vector<PolyQ> random_system(std::mt19937 &rng, const PolyRingPtr &ring, int count, int deg,
                                 int terms) {
  std::vector<PolyQ> out;
  const std::size_t n = ring->nvars();
  std::uniform_int_distribution<int> coeff(-9, 9), tcount(2, terms);
  for (int i = 0; i < count; ++i) {
    std::vector<std::pair<std::vector<Exponent>, Rational>> ts;
    int t = tcount(rng);
    for (int k = 0; k < t; ++k) {
      std::vector<Exponent> e(n, 0);
      int d = std::uniform_int_distribution<int>(0, deg)(rng);
      for (int j = 0; j < d; ++j)
        ++e[std::uniform_int_distribution<std::size_t>(0, n - 1)(rng)];
      ts.push_back({e, Rational(coeff(rng))});
    }
    out.push_back(PolyQ::from_terms(ring, ts));
  }
  return out;
}

} // namespace

TEST_CASE("Buchberger computes a known reduced basis over Q", "[groebner][buchberger]") {
  // Cox, Little, O'Shea, 2.7 example 1 (grlex): <x^3-2xy, x^2y-2y^2+x>.
  auto gens = parse_q("x,y\n0\nx^3-2*x*y,\nx^2*y-2*y^2+x\n", MonomialOrder::grlex());
  auto g = gb::buchberger(gens);
  std::vector<std::string> s;
  for (const auto &f : g)
    s.push_back(f.to_string());
  CHECK(s == std::vector<std::string>{"y^2-1/2*x", "x*y", "x^2"});
}

TEST_CASE("the unit ideal, positive-dimensional ideals and zero inputs", "[groebner]") {
  auto unit = mod(parse_q("x,y\n0\nx*y-1,\nx\n"), kP);
  CHECK(strings(gb::f4(unit)) == std::vector<std::string>{"1"});
  CHECK(strings(gb::buchberger(unit)) == std::vector<std::string>{"1"});
  auto line = mod(parse_q("x,y,z\n0\nx*y,\nx*z\n"), kP);
  CHECK(strings(gb::f4(line)) == std::vector<std::string>{"x*z", "x*y"});
  auto ring = make_ring({"x", "y"});
  std::vector<PolyZp> zeros{PolyZp(ring, PrimeField{kP}), PolyZp(ring, PrimeField{kP})};
  CHECK(gb::f4(zeros).empty());
  CHECK(gb::buchberger(zeros).empty());
  zeros.push_back(PolyZp::variable(ring, 1, PrimeField{kP}));
  CHECK(strings(gb::f4(zeros)) == std::vector<std::string>{"y"});
  CHECK(gb::f4(std::vector<PolyZp>{}).empty());
}

TEST_CASE("F4 and Buchberger agree on random systems", "[groebner][f4]") {
  std::mt19937 rng(20261129);
  const std::vector<MonomialOrder> orders{MonomialOrder::grevlex(), MonomialOrder::grlex(),
                                          MonomialOrder::lex(), MonomialOrder::block({1, 2})};
  int nontrivial = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const auto &ord = orders[trial % orders.size()];
    auto ring = make_ring({"x", "y", "z"}, ord);
    auto sys = mod(random_system(rng, ring, 2 + trial % 3, 3, 4), 65521);
    auto ref = gb::buchberger(sys);
    auto got = gb::f4(sys);
    INFO("trial " << trial << " order " << ord.name());
    CHECK(strings(got) == strings(ref));
    nontrivial += ref.size() > 1;
  }
  CHECK(nontrivial > 10); // the random systems are not all trivial
}

TEST_CASE("Buchberger over Q and F4 mod p agree for a lucky prime", "[groebner][f4]") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 6; ++trial) {
    auto ring = make_ring({"x", "y", "z"});
    auto sys = random_system(rng, ring, 3, 2, 4);
    auto over_q = gb::buchberger(sys);
    std::vector<PolyZp> q_mod_p;
    for (const auto &g : over_q)
      q_mod_p.push_back(*reduce_mod(g, kP));
    CHECK(strings(gb::f4(mod(sys, kP))) == strings(q_mod_p));
  }
}

TEST_CASE("MacaulayMatrix::reduce_cpu eliminates by known and new pivots", "[groebner][matrix]") {
  // Columns 0..3. Pivot: col 1 -> [0 1 2 0]. Rows: [1 3 0 1], [2 6 1 2] over Z/7.
  gb::MacaulayMatrix m;
  m.ncols = 4;
  m.npivots = 1;
  std::vector<std::uint32_t> c0{1, 2}, v0{1, 2}, c1{0, 1, 3}, v1{1, 3, 1}, c2{0, 1, 2, 3},
      v2{2, 6, 1, 2};
  m.add_row(c0, v0);
  m.add_row(c1, v1);
  m.add_row(c2, v2);
  m.index_pivots();
  auto r = m.reduce_cpu(7);
  // Row 1: [1 3 0 1] - 3*[0 1 2 0] = [1 0 -6 1] = [1 0 1 1].
  CHECK(r.leads == std::vector<std::uint32_t>{0, 2});
  CHECK(std::vector<std::uint32_t>(r.cols.begin(), r.cols.begin() + r.row_begin[1]) ==
        std::vector<std::uint32_t>{0, 2, 3});
  CHECK(std::vector<std::uint32_t>(r.coeffs.begin(), r.coeffs.begin() + r.row_begin[1]) ==
        std::vector<std::uint32_t>{1, 1, 1});
  // Row 2: [2 6 1 2] - 6*pivot = [2 0 -11 2] = [2 0 3 2]; minus 2*row1 = [0 0 1 0].
  CHECK(std::vector<std::uint32_t>(r.cols.begin() + r.row_begin[1], r.cols.end()) ==
        std::vector<std::uint32_t>{2});
  CHECK(r.coeffs.back() == 1);
  // A row in the span reduces to zero.
  std::vector<std::uint32_t> c3{0, 1, 2, 3}, v3{1, 4, 3, 1};
  m.add_row(c3, v3); // = row1 + pivot
  CHECK(m.reduce_cpu(7).leads.back() == gb::kZeroRow);
}

TEST_CASE("a replayed trace equals a fresh computation on another prime", "[groebner][trace]") {
  auto sys = parse_q("x0,x1,x2,x3\n0\n"
                     "x0+2*x1+2*x2+2*x3-1,\nx0^2+2*x1^2+2*x2^2+2*x3^2-x0,\n"
                     "2*x0*x1+2*x1*x2+2*x2*x3-x1,\nx1^2+2*x0*x2+2*x1*x3-x2\n");
  auto learned = gb::f4_learn(mod(sys, kP));
  REQUIRE(learned.basis.size() == learned.trace.basis_size());
  CHECK(gb::to_polynomials(learned.trace, learned.modular) == learned.basis);
  gb::F4Replayer rep(learned.trace);
  for (std::uint32_t q : {2147483629u, 65521u, 1000000007u}) {
    auto r = rep.replay(mod(sys, q));
    REQUIRE(r.status == gb::ReplayStatus::Ok);
    CHECK(strings(gb::to_polynomials(learned.trace, r.basis)) == strings(gb::f4(mod(sys, q))));
  }
  // The replayer refuses a different system.
  auto fewer = mod(sys, 65521);
  fewer.pop_back();
  try {
    rep.replay(fewer);
    FAIL("no error");
  } catch (const Error &e) {
    CHECK(e.code() == "E-GB-004");
  }
}

TEST_CASE("a replay detects an unlucky prime", "[groebner][trace]") {
  // x^2 + (q+1)*y - (x^2 + y + z) = q*y - z: modulo q the leading term y
  // of this S-polynomial vanishes, so the pivot pattern changes.
  const std::uint32_t q = 65521;
  auto sys = parse_q("x,y,z\n0\nx^2+65522*y,\nx^2+y+z,\ny*z+x\n");
  auto learned = gb::f4_learn(mod(sys, kP));
  auto bad = gb::f4_replay(learned.trace, mod(sys, q));
  CHECK(bad.status == gb::ReplayStatus::Unlucky);
  CHECK_FALSE(bad.reason.empty());
  auto good = gb::f4_replay(learned.trace, mod(sys, 65519));
  CHECK(good.status == gb::ReplayStatus::Ok);
  // An input that loses a term modulo the prime is reported too.
  auto sys2 = parse_q("x,y\n0\nx^2+65521*y,\nx*y-1\n");
  auto learned2 = gb::f4_learn(mod(sys2, kP));
  CHECK(gb::f4_replay(learned2.trace, mod(sys2, q)).status == gb::ReplayStatus::Unlucky);
}

TEST_CASE("a trace with its zero rows catches a row that no longer vanishes", "[groebner][trace]") {
  // (x^2 + (q+1)*y) - (x^2 + y) = q*y vanishes modulo q only: learning at q
  // records a zero row that another prime does not reproduce.
  const std::uint32_t q = 65521;
  auto sys = parse_q("x,y\n0\nx^2+65522*y,\nx^2+y\n");
  gb::F4Options opt;
  opt.trace_zero_rows = true;
  auto learned = gb::f4_learn(mod(sys, q), opt);
  auto r = gb::f4_replay(learned.trace, mod(sys, kP));
  CHECK(r.status == gb::ReplayStatus::Unlucky);
  CHECK(r.reason.find("zero") != std::string::npos);
  // Without the zero rows the replay cannot see it (the driver's
  // verification does); with them a lucky prime still replays.
  auto lean = gb::f4_learn(mod(sys, q));
  CHECK(gb::f4_replay(lean.trace, mod(sys, kP)).status == gb::ReplayStatus::Ok);
  auto fine = gb::f4_learn(mod(sys, kP), opt);
  CHECK(gb::f4_replay(fine.trace, mod(sys, 65519)).status == gb::ReplayStatus::Ok);
}

TEST_CASE("a replay can route its matrices through another reducer", "[groebner][trace]") {
  auto sys = parse_q("x,y,z\n0\nx^2+y*z-2,\nx*y-z^2+1,\ny^2+x*z-3\n");
  auto learned = gb::f4_learn(mod(sys, kP));
  gb::F4Replayer rep(learned.trace);
  auto cpu = rep.replay(mod(sys, 65521));
  std::size_t matrices = 0;
  rep.set_reducer([&](const gb::MacaulayMatrix &m, std::uint32_t p, gb::ReductionMode mode,
                      gb::MacaulayMatrix::Reduction &out) {
    ++matrices;
    out = m.reduce_cpu(p, mode);
  });
  auto hooked = rep.replay(mod(sys, 65521));
  REQUIRE(hooked.status == gb::ReplayStatus::Ok);
  CHECK(hooked.basis.coeffs == cpu.basis.coeffs);
  CHECK(matrices == learned.trace.steps.size());
  // A reducer that loses the pivots is caught as an unlucky replay.
  rep.set_reducer([](const gb::MacaulayMatrix &m, std::uint32_t p, gb::ReductionMode mode,
                     gb::MacaulayMatrix::Reduction &out) {
    out = m.reduce_cpu(p, mode);
    for (auto &l : out.leads)
      l = gb::kZeroRow;
  });
  CHECK(rep.replay(mod(sys, 65521)).status == gb::ReplayStatus::Unlucky);
}

TEST_CASE("F4 honours cancellation and its matrix budget", "[groebner][f4]") {
  auto sys = mod(parse_q("x,y,z\n0\nx^2+y*z-2,\nx*y-z^2+1,\ny^2+x*z-3\n"), kP);
  std::atomic<bool> stop{true};
  gb::F4Options opt;
  opt.cancel = &stop;
  try {
    gb::f4(sys, opt);
    FAIL("not cancelled");
  } catch (const Error &e) {
    CHECK(e.code() == "E-GB-001");
  }
  gb::F4Options small;
  small.max_matrix_bytes = 64;
  try {
    gb::f4(sys, small);
    FAIL("no budget error");
  } catch (const Error &e) {
    CHECK(e.code() == "E-GB-002");
  }
  std::size_t steps = 0;
  gb::F4Options counting;
  counting.progress = [&](const gb::F4StepInfo &s) { steps = s.step + 1; };
  auto learned = gb::f4_learn(sys, counting);
  CHECK(steps == learned.steps.size());
  CHECK(steps > 0);
}

// The reduction by the known pivots runs rows in parallel when the workspace
// allows threads; the result must be the sequential one, bit for bit, in
// both modes, with dependent rows, rows that vanish and zero leads.
TEST_CASE("reduce_rows: the parallel pass by the known pivots equals the sequential reduction",
          "[groebner][matrix]") {
  std::mt19937_64 rng(77);
  const std::uint32_t p = 2147483629u, ncols = 600, npiv = 250, ntodo = 700;
  std::vector<std::vector<std::uint32_t>> cols, coeffs;
  auto random_row = [&](std::uint32_t lead, std::size_t extra) {
    std::vector<std::uint32_t> c{lead};
    for (std::size_t k = 0; k < extra; ++k)
      c.push_back(lead + 1 + static_cast<std::uint32_t>(rng() % (ncols - lead - 1)));
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    std::vector<std::uint32_t> v(c.size());
    for (auto &x : v)
      x = 1 + static_cast<std::uint32_t>(rng() % (p - 1));
    v[0] = 1; // pivots are monic
    cols.push_back(std::move(c));
    coeffs.push_back(std::move(v));
  };
  // Known pivots at distinct leading columns (every other column below 500).
  for (std::uint32_t r = 0; r < npiv; ++r)
    random_row(2 * r, 12);
  for (std::uint32_t r = 0; r < ntodo; ++r) {
    random_row(static_cast<std::uint32_t>(rng() % (ncols - 1)), 10);
    if (r % 7 == 0) coeffs.back()[0] = static_cast<std::uint32_t>(p - 1 - rng() % 5);
  }
  // Dependent rows: copies of earlier rows to reduce (they vanish in Echelon mode).
  for (std::uint32_t r = 0; r < 60; ++r) {
    cols.push_back(cols[npiv + r]);
    coeffs.push_back(coeffs[npiv + r]);
  }
  std::vector<gb::detail::RowView> piv, todo;
  for (std::size_t r = 0; r < cols.size(); ++r)
    (r < npiv ? piv : todo)
        .push_back({cols[r].data(), coeffs[r].data(), static_cast<std::uint32_t>(cols[r].size())});
  std::vector<std::uint32_t> poc(ncols, gb::kZeroRow);
  for (std::uint32_t r = 0; r < npiv; ++r)
    poc[cols[r][0]] = r;
  // Every group width (one row at a time, 4 and 8 rows at once, in the
  // widest instruction set this CPU has) on one and four threads.
  for (auto mode : {gb::ReductionMode::Echelon, gb::ReductionMode::TailReduce}) {
    gb::detail::ReductionWorkspace ws1;
    ws1.lanes = 1;
    gb::MacaulayMatrix::Reduction r1;
    gb::detail::reduce_rows(ncols, piv, poc, todo, p, mode, ws1, r1);
    if (mode == gb::ReductionMode::Echelon)
      CHECK(std::count(r1.leads.begin(), r1.leads.end(), gb::kZeroRow) >= 60);
    for (unsigned lanes : {1u, 4u, 8u})
      for (unsigned threads : {1u, 4u}) {
        INFO("lanes " << lanes << " (" << gb::detail::group_kernel(lanes).isa << "), threads "
                      << threads);
        gb::detail::ReductionWorkspace ws;
        ws.lanes = lanes;
        ws.threads = threads;
        gb::MacaulayMatrix::Reduction r;
        gb::detail::reduce_rows(ncols, piv, poc, todo, p, mode, ws, r);
        CHECK(r.leads == r1.leads);
        CHECK(r.row_begin == r1.row_begin);
        CHECK(r.cols == r1.cols);
        CHECK(r.coeffs == r1.coeffs);
      }
  }
  // The probabilistic reduction draws the same combinations whatever the
  // group width: the same new pivots.
  gb::MacaulayMatrix::Reduction q1;
  for (unsigned lanes : {1u, 4u, 8u}) {
    INFO("probabilistic, lanes " << lanes);
    gb::detail::ReductionWorkspace ws;
    ws.lanes = lanes;
    ws.threads = lanes == 8 ? 4 : 1;
    gb::MacaulayMatrix::Reduction q;
    gb::detail::reduce_rows_probabilistic(ncols, piv, poc, todo, p, 5, 16, ws, q);
    if (lanes == 1) {
      q1 = q;
      CHECK(q1.leads.size() > 100);
      continue;
    }
    CHECK(q.leads == q1.leads);
    CHECK(q.cols == q1.cols);
    CHECK(q.coeffs == q1.coeffs);
  }
}

// The multipliers are reduced without a division; every 64-bit value must
// give x mod p, at both ends of the prime range.
TEST_CASE("every instruction set's group kernel gives the portable kernel's update",
          "[groebner][matrix]") {
  const std::uint64_t p = 2147483629, p2 = p * p;
  std::mt19937_64 rng(7);
  const std::uint32_t ncols = 300, size = 120;
  for (unsigned lanes : {4u, 8u}) {
    std::vector<std::uint32_t> cols(size), coeffs(size);
    for (std::uint32_t k = 0; k < size; ++k) {
      cols[k] = static_cast<std::uint32_t>(rng() % ncols);
      coeffs[k] = static_cast<std::uint32_t>(rng() % p);
    }
    std::vector<std::uint64_t> mul(lanes), start(std::size_t(ncols) * lanes);
    for (auto &m : mul)
      m = rng() % p;
    for (auto &d : start)
      d = rng() % p2;
    // Distinct columns: the kernels may apply repeated ones in any order.
    std::sort(cols.begin(), cols.end());
    cols.erase(std::unique(cols.begin(), cols.end()), cols.end());
    const auto n = static_cast<std::uint32_t>(cols.size());
    std::vector<std::uint64_t> want = start;
    const gb::detail::GroupKernel portable = gb::detail::group_kernel(lanes, "portable");
    CHECK(std::string(portable.isa) == "portable");
    portable.axpy(want.data(), cols.data(), coeffs.data(), n, mul.data(), p2);
    for (const char *isa : {"avx2", "avx512f"}) {
      const gb::detail::GroupKernel k = gb::detail::group_kernel(lanes, isa);
      INFO("lanes " << lanes << ", limit " << isa << ", ran " << k.isa);
      CHECK(k.lanes == lanes);
      if (std::string(isa) == "avx2") CHECK(std::string(k.isa) != "avx512f");
      std::vector<std::uint64_t> got = start;
      k.axpy(got.data(), cols.data(), coeffs.data(), n, mul.data(), p2);
      CHECK(got == want);
    }
  }
}

TEST_CASE("ModReducer gives x mod p for every 64-bit x", "[groebner][matrix]") {
  std::mt19937_64 rng(3);
  for (std::uint32_t p : {2u, 3u, 65521u, 1073741827u, 2147483629u, 2147483647u}) {
    const gb::detail::ModReducer mod(p);
    for (std::uint64_t x : {std::uint64_t{0}, std::uint64_t{p} - 1, std::uint64_t{p},
                            std::uint64_t{p} * p - 1, ~std::uint64_t{0}})
      CHECK(mod(x) == x % p);
    for (int i = 0; i < 20000; ++i) {
      const std::uint64_t x = rng() >> (i % 40);
      REQUIRE(mod(x) == x % p);
    }
  }
}

// Symbolic preprocessing looks products and reducers up on several threads
// and interns new monomials in one ordered pass; the run must be the
// one-thread run, step for step. These systems have batches of rows and
// queue waves large enough for the parallel paths, and noon6 and cyclic7
// reducers whose multiplier is new to the monomial table.
TEST_CASE("F4 on several threads learns the one-thread basis and trace", "[groebner][f4][trace]") {
  for (const char *name : {"katsura8", "noon6", "cyclic7"}) {
    if (!gbtest::have_data(name)) {
      WARN("no data for " << name << " under " << gbtest::data_dir());
      continue;
    }
    INFO(name);
    auto sys = read_msolve_file(gbtest::data_dir() + "/" + name + ".ms").modular(kP);
    gb::F4Options one, four;
    four.threads = 4;
    auto a = gb::f4_learn(sys, one), b = gb::f4_learn(sys, four);
    CHECK(a.basis == b.basis);
    CHECK(a.trace.basis_pool == b.trace.basis_pool);
    REQUIRE(a.trace.steps.size() == b.trace.steps.size());
    for (std::size_t s = 0; s < a.trace.steps.size(); ++s) {
      const auto &x = a.trace.steps[s], &y = b.trace.steps[s];
      INFO("step " << s);
      CHECK(x.ncols == y.ncols);
      CHECK(x.npivots == y.npivots);
      CHECK(x.row_begin == y.row_begin);
      CHECK(x.cols == y.cols);
      CHECK(x.source == y.source);
      CHECK(x.multiplier == y.multiplier);
      CHECK(x.pivot_of_column == y.pivot_of_column);
      CHECK(x.expected_leads == y.expected_leads);
      CHECK(x.out_begin == y.out_begin);
      CHECK(x.out_cols == y.out_cols);
    }
  }
}

TEST_CASE("each F4 step's new elements are recorded in reduced echelon form",
          "[groebner][f4][trace]") {
  // katsura5: several steps produce more than one new element, and the
  // echelon reduction leaves some of their leading monomials in the others'
  // tails; the tail-reducing step that removes them is part of the trace.
  auto sys = parse_q(gbtest::read_system("katsura5"));
  auto learned = gb::f4_learn(mod(sys, kP));
  const auto &steps = learned.trace.steps;
  REQUIRE(steps.size() > 1);
  std::size_t interreductions = 0;
  for (std::size_t s = 0; s + 1 < steps.size(); ++s) {
    const auto &st = steps[s];
    if (st.mode != gb::ReductionMode::TailReduce) continue;
    ++interreductions;
    // The pivots are the step's new elements: no reduced row keeps another
    // one's leading column.
    for (std::size_t t = 0; t + 1 < st.out_begin.size(); ++t) {
      REQUIRE(st.out_begin[t] < st.out_begin[t + 1]);
      CHECK(st.out_cols[st.out_begin[t]] == st.expected_leads[t]);
      for (std::uint32_t k = st.out_begin[t] + 1; k < st.out_begin[t + 1]; ++k)
        CHECK(st.pivot_of_column[st.out_cols[k]] == gb::kZeroRow);
    }
  }
  CHECK(interreductions > 0);
  gb::F4Replayer rep(learned.trace);
  for (std::uint32_t q : {2147483629u, 65521u}) {
    auto r = rep.replay(mod(sys, q));
    REQUIRE(r.status == gb::ReplayStatus::Ok);
    CHECK(strings(gb::to_polynomials(learned.trace, r.basis)) == strings(gb::f4(mod(sys, q))));
  }
}

namespace {

gb::F4Options probabilistic(std::uint64_t seed, unsigned threads = 1, std::size_t block = 0) {
  gb::F4Options o;
  o.linear_algebra = gb::LinearAlgebra::Probabilistic;
  o.seed = seed;
  o.threads = threads;
  o.probabilistic_block_rows = block;
  return o;
}

} // namespace

TEST_CASE("probabilistic F4 equals exact F4 for fixed seeds", "[groebner][f4][probabilistic]") {
  // Random systems of every order (against Buchberger too) ...
  std::mt19937 rng(20261201);
  const std::vector<MonomialOrder> orders{MonomialOrder::grevlex(), MonomialOrder::grlex(),
                                          MonomialOrder::lex(), MonomialOrder::block({1, 2})};
  for (int trial = 0; trial < 24; ++trial) {
    const auto &ord = orders[trial % orders.size()];
    auto ring = make_ring({"x", "y", "z"}, ord);
    auto sys = mod(random_system(rng, ring, 2 + trial % 3, 3, 4), 1000000007);
    INFO("trial " << trial << " order " << ord.name());
    auto ref = strings(gb::buchberger(sys));
    CHECK(strings(gb::f4(sys, probabilistic(trial))) == ref);
    CHECK(strings(gb::f4(sys, probabilistic(trial, 1, 3))) == ref);
  }
  // ... and standard systems, whose steps mostly reduce to zero; on four
  // threads the basis is the one-thread one.
  for (const char *name : {"katsura7", "cyclic6", "eco8", "noon6"}) {
    if (!gbtest::have_data(name)) {
      WARN("no data for " << name << " under " << gbtest::data_dir());
      continue;
    }
    INFO(name);
    auto sys = read_msolve_file(gbtest::data_dir() + "/" + name + ".ms").modular(kP);
    auto exact = gb::f4(sys);
    for (std::uint64_t seed : {1u, 2u}) {
      auto one = gb::f4(sys, probabilistic(seed));
      CHECK(one == exact);
      CHECK(gb::f4(sys, probabilistic(seed, 4)) == one);
    }
  }
}

// The rows of an F4 step mostly share one space, and the probabilistic
// reduction then tests every pending block with one combination once a block
// retires; where the space sits in a few blocks, those tests miss and the
// blocks go on. Either way the new pivots span the rows: the same leading
// columns as the exact echelon form, on one thread and on four.
TEST_CASE("the probabilistic reduction finds the rank of shared and block-local spaces",
          "[groebner][matrix][probabilistic]") {
  std::mt19937_64 rng(2026);
  const std::uint32_t p = 2147483629u, ncols = 400, nrows = 900;
  const std::size_t block = 30; // 30 blocks
  auto random_vector = [&] {
    std::vector<std::uint64_t> v(ncols);
    for (std::uint32_t c = static_cast<std::uint32_t>(rng() % 40); c < ncols; ++c)
      v[c] = rng() % 3 == 0 ? rng() % p : 0;
    return v;
  };
  std::vector<std::vector<std::uint64_t>> shared(6);
  for (auto &v : shared)
    v = random_vector();
  for (int local_every : {0, 4}) { // 0: one shared space; 4: every 4th block has its own too
    INFO("block-local spaces every " << local_every << " blocks");
    std::vector<std::vector<std::uint32_t>> cols(nrows), coeffs(nrows);
    std::vector<std::vector<std::uint64_t>> local;
    for (std::uint32_t r = 0; r < nrows; ++r) {
      const std::size_t b = r / block;
      const bool own = local_every && b % local_every == 0;
      if (own && r % block == 0)
        for (int k = 0; k < 3; ++k)
          local.push_back(random_vector());
      std::vector<std::uint64_t> row(ncols, 0);
      auto add = [&](const std::vector<std::uint64_t> &v) {
        const std::uint64_t m = rng() % p;
        for (std::uint32_t c = 0; c < ncols; ++c)
          row[c] = (row[c] + m * v[c]) % p;
      };
      for (const auto &v : shared)
        if (rng() % 2) add(v);
      if (own)
        for (std::size_t k = local.size() - 3; k < local.size(); ++k)
          add(local[k]);
      for (std::uint32_t c = 0; c < ncols; ++c)
        if (row[c]) {
          cols[r].push_back(c);
          coeffs[r].push_back(static_cast<std::uint32_t>(row[c]));
        }
    }
    std::vector<gb::detail::RowView> todo;
    for (std::uint32_t r = 0; r < nrows; ++r)
      todo.push_back(
          {cols[r].data(), coeffs[r].data(), static_cast<std::uint32_t>(cols[r].size())});
    std::vector<std::uint32_t> poc(ncols, gb::kZeroRow);
    gb::detail::ReductionWorkspace ws_exact;
    gb::MacaulayMatrix::Reduction exact;
    gb::detail::reduce_rows(ncols, {}, poc, todo, p, gb::ReductionMode::Echelon, ws_exact, exact);
    std::vector<std::uint32_t> exact_leads;
    for (std::uint32_t lead : exact.leads)
      if (lead != gb::kZeroRow) exact_leads.push_back(lead);
    std::sort(exact_leads.begin(), exact_leads.end());
    CHECK(exact_leads.size() == 6 + (local_every ? 3 * ((nrows / block + 3) / 4) : 0));
    gb::MacaulayMatrix::Reduction one;
    for (unsigned threads : {1u, 4u}) {
      INFO("threads " << threads);
      gb::detail::ReductionWorkspace ws;
      ws.threads = threads;
      gb::MacaulayMatrix::Reduction q;
      gb::detail::reduce_rows_probabilistic(ncols, {}, poc, todo, p, 11, block, ws, q);
      std::vector<std::uint32_t> leads = q.leads;
      std::sort(leads.begin(), leads.end());
      CHECK(leads == exact_leads);
      if (threads == 1) {
        one = q;
        continue;
      }
      CHECK(q.leads == one.leads);
      CHECK(q.cols == one.cols);
      CHECK(q.coeffs == one.coeffs);
    }
  }
}

TEST_CASE("probabilistic F4 reduces sparse steps that keep many rows exactly",
          "[groebner][f4][probabilistic]") {
  // noon's matrices are sparse and their middle steps keep a tenth to a fifth
  // of their rows, where combinations fill in and cost several times the rows;
  // katsura's are dense, where combinations win on every step.
  struct Expect {
    const char *name;
    bool some_exact;
  };
  for (const Expect e : {Expect{"noon7", true}, Expect{"katsura7", false}}) {
    if (!gbtest::have_data(e.name)) {
      WARN("no data for " << e.name << " under " << gbtest::data_dir());
      continue;
    }
    INFO(e.name);
    auto sys = read_msolve_file(gbtest::data_dir() + "/" + e.name + ".ms").modular(kP);
    std::size_t exact_steps = 0, combined_steps = 0;
    gb::F4Options o = probabilistic(1);
    o.progress = [&](const gb::F4StepInfo &s) {
      if (s.rows > s.pivots) ++(s.combinations ? combined_steps : exact_steps);
    };
    CHECK(gb::f4(sys, o) == gb::f4(sys));
    CHECK(combined_steps > 0);
    CHECK((exact_steps > 0) == e.some_exact);
    // The exact mode never combines.
    gb::F4Options x;
    x.progress = [&](const gb::F4StepInfo &s) { CHECK_FALSE(s.combinations); };
    gb::f4(sys, x);
  }
}

TEST_CASE("probabilistic F4 can miss a pivot when the block is large against p",
          "[groebner][f4][probabilistic]") {
  // Modulo 3, once a block has one pivot left to give, the next random
  // combination vanishes with probability 1/3; the result is then a wrong basis
  // and nothing in f4() notices (over Z/p no check runs: that is the
  // documented bound, at most blocks/p per step). GroebnerBasis reports the
  // guarantee as probabilistic rather than exact for this mode.
  auto sys =
      mod(parse_q("x,y,z\n0\nx^2+y*z+2*x+1,\nx*y+z^2+y+1,\ny^2+x*z+z+2,\nx*y*z+x+y+z+1\n"), 3);
  auto exact = strings(gb::f4(sys));
  int wrong = 0;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    const auto one = strings(gb::f4(sys, probabilistic(seed, 1, 64)));
    wrong += one != exact;
    // Right or wrong, a seed gives the same basis on any thread count.
    CHECK(strings(gb::f4(sys, probabilistic(seed, 4, 64))) == one);
  }
  CHECK(wrong > 0);
  // At p near 2^30 the same seeds give the exact basis.
  auto big =
      mod(parse_q("x,y,z\n0\nx^2+y*z+2*x+1,\nx*y+z^2+y+1,\ny^2+x*z+z+2,\nx*y*z+x+y+z+1\n"), kP);
  auto big_exact = strings(gb::f4(big));
  for (std::uint64_t seed = 0; seed < 40; ++seed)
    CHECK(strings(gb::f4(big, probabilistic(seed, 1, 64))) == big_exact);
  GroebnerOptions go;
  go.linear_algebra = gb::LinearAlgebra::Probabilistic;
  go.seed = 5;
  auto basis = GroebnerBasis::compute(
      parse_msolve(
          "x,y,z\n1073741827\nx^2+y*z+2*x+1,\nx*y+z^2+y+1,\ny^2+x*z+z+2,\nx*y*z+x+y+z+1\n"),
      MonomialOrder::grevlex(), go);
  CHECK(basis.report().guarantee == GroebnerGuarantee::Probabilistic);
  CHECK(basis.report().linear_algebra_seed == std::optional<std::uint64_t>(5));
  CHECK(basis.summary().find("probabilistic linear algebra (seed 5)") != std::string::npos);
}

TEST_CASE("the probabilistic reduction honours cancellation", "[groebner][f4][probabilistic]") {
  std::vector<std::uint32_t> cols{0, 1, 2}, coeffs{1, 2, 3};
  std::vector<gb::detail::RowView> todo{{cols.data(), coeffs.data(), 3}};
  std::vector<std::uint32_t> poc(3, gb::kZeroRow);
  std::atomic<bool> stop{true};
  gb::detail::ReductionWorkspace ws;
  ws.cancel = &stop;
  gb::MacaulayMatrix::Reduction out;
  try {
    gb::detail::reduce_rows_probabilistic(3, {}, poc, todo, 65521, 1, 4, ws, out);
    FAIL("not cancelled");
  } catch (const Error &e) {
    CHECK(e.code() == "E-GB-001");
  }
  stop = false;
  gb::detail::reduce_rows_probabilistic(3, {}, poc, todo, 65521, 1, 4, ws, out);
  REQUIRE(out.leads.size() == 1);
  CHECK(out.leads[0] == 0);
  CHECK(out.coeffs == std::vector<std::uint32_t>{1, 2, 3});
}
