// unittests/groebner/standard_systems_test.cpp - F4 mod 1073741827 on the standard systems
// against the reference leading monomials and the README's facts.
#include "standard_systems.hpp"

#include <alkahest/groebner/engine.hpp>

#include <catch2/catch.hpp>

#include <set>

using namespace alkahest;

namespace {

constexpr std::uint32_t kP = 1073741827;

struct Facts {
  const char *name;
  std::size_t size;
  std::uint64_t vdim;
  long max_degree; // -1: not in the README table
};

// Number of standard monomials of a zero-dimensional leading ideal, built
// degree by degree (every standard monomial of degree d+1 is a standard
// monomial of degree d times a variable).
std::uint64_t count_standard(const std::vector<std::vector<Exponent>> &lms, std::size_t n) {
  auto standard = [&](const std::vector<Exponent> &m) {
    for (const auto &l : lms)
      if (monomial_divides(l.data(), m.data(), n)) return false;
    return true;
  };
  std::set<std::vector<Exponent>> layer{std::vector<Exponent>(n, 0)};
  if (!standard(*layer.begin())) return 0;
  std::uint64_t total = 0;
  while (!layer.empty() && total < 100000) {
    total += layer.size();
    std::set<std::vector<Exponent>> next;
    for (const auto &m : layer)
      for (std::size_t i = 0; i < n; ++i) {
        auto u = m;
        ++u[i];
        if (standard(u)) next.insert(u);
      }
    layer = std::move(next);
  }
  return total;
}

void check_system(const Facts &f) {
  if (!gbtest::have_data(f.name)) {
    WARN("no data for " << f.name << " under " << gbtest::data_dir());
    return;
  }
  auto sys = read_msolve_file(gbtest::data_dir() + "/" + std::string(f.name) + ".ms");
  auto learned = gb::f4_learn(sys.modular(kP));
  const auto &basis = learned.basis;
  const std::size_t n = sys.ring->nvars();
  CHECK(basis.size() == f.size);
  std::vector<std::vector<Exponent>> lms;
  long maxdeg = 0;
  for (const auto &g : basis) {
    lms.emplace_back(g.leading_monomial().begin(), g.leading_monomial().end());
    long d = 0;
    for (Exponent e : lms.back()) d += e;
    maxdeg = std::max(maxdeg, d);
    CHECK(g.leading_coeff() == 1u);
  }
  auto ref = gbtest::read_leading_monomials(f.name, sys.ring->variables);
  CHECK(lms == ref); // both sorted by increasing leading monomial
  if (f.max_degree >= 0) CHECK(maxdeg == f.max_degree);
  CHECK(count_standard(lms, n) == f.vdim);

  // Replay on a second prime: same leading monomials, monic, and equal to a
  // fresh F4 run modulo that prime.
  const std::uint32_t q = 2147483629;
  auto r = gb::f4_replay(learned.trace, sys.modular(q));
  REQUIRE(r.status == gb::ReplayStatus::Ok);
  auto replayed = gb::to_polynomials(learned.trace, r.basis);
  REQUIRE(replayed.size() == basis.size());
  for (std::size_t i = 0; i < basis.size(); ++i) {
    CHECK(std::equal(replayed[i].leading_monomial().begin(), replayed[i].leading_monomial().end(),
                     lms[i].begin()));
    CHECK(replayed[i].leading_coeff() == 1u);
  }
  if (basis.size() <= 80) CHECK(replayed == gb::f4(sys.modular(q)));
}

} // namespace

TEST_CASE("F4 mod p: katsura5", "[groebner][standard]") { check_system({"katsura5", 22, 32, 6}); }
TEST_CASE("F4 mod p: katsura6", "[groebner][standard]") { check_system({"katsura6", 41, 64, 7}); }
TEST_CASE("F4 mod p: katsura7", "[groebner][standard]") { check_system({"katsura7", 74, 128, 8}); }
TEST_CASE("F4 mod p: katsura8", "[groebner][standard]") { check_system({"katsura8", 143, 256, 9}); }
TEST_CASE("F4 mod p: katsura9", "[groebner][standard][slow]") { check_system({"katsura9", 272, 512, 10}); }
TEST_CASE("F4 mod p: cyclic5", "[groebner][standard]") { check_system({"cyclic5", 20, 70, 8}); }
TEST_CASE("F4 mod p: cyclic6", "[groebner][standard]") { check_system({"cyclic6", 45, 156, 9}); }
TEST_CASE("F4 mod p: cyclic7", "[groebner][standard][slow]") { check_system({"cyclic7", 209, 924, 12}); }
TEST_CASE("F4 mod p: eco6", "[groebner][standard]") { check_system({"eco6", 18, 16, 4}); }
TEST_CASE("F4 mod p: eco7", "[groebner][standard]") { check_system({"eco7", 32, 32, -1}); }
TEST_CASE("F4 mod p: eco8", "[groebner][standard]") { check_system({"eco8", 59, 64, -1}); }
TEST_CASE("F4 mod p: eco9", "[groebner][standard]") { check_system({"eco9", 106, 128, -1}); }
TEST_CASE("F4 mod p: eco10", "[groebner][standard][slow]") { check_system({"eco10", 203, 256, -1}); }
TEST_CASE("F4 mod p: noon3", "[groebner][standard]") { check_system({"noon3", 11, 21, 5}); }
TEST_CASE("F4 mod p: noon4", "[groebner][standard]") { check_system({"noon4", 28, 73, -1}); }
TEST_CASE("F4 mod p: noon5", "[groebner][standard]") { check_system({"noon5", 72, 233, -1}); }
TEST_CASE("F4 mod p: noon6", "[groebner][standard][slow]") { check_system({"noon6", 187, 717, -1}); }
