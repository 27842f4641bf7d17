// unittests/algebra/singular_reference_test.cpp - gcd and factor against Singular's answers on 280
// random cases over Q and Z/p (data/singular_reference.txt, made by data/singular_reference.sing).
#include <alkahest/poly.hpp>
#include <alkahest/poly/factor.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace alkahest;

namespace {

std::vector<std::string> split(const std::string &s, char sep) {
  std::vector<std::string> out;
  std::stringstream in(s);
  std::string item;
  while (std::getline(in, item, sep))
    out.push_back(item);
  return out;
}

std::vector<std::string> reference_lines() {
  std::ifstream in(std::string(ALKAHEST_ALGEBRA_DATA) + "/singular_reference.txt");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

/// The factors' monic forms with multiplicities, sorted by text: equal for
/// two complete factorisations of one polynomial (unique up to units).
template <class P>
std::vector<std::pair<std::string, unsigned long>>
monic_factors(const std::vector<std::pair<P, unsigned long>> &factors) {
  std::vector<std::pair<std::string, unsigned long>> out;
  for (const auto &[f, e] : factors)
    out.emplace_back(f.monic().to_string(), e);
  std::sort(out.begin(), out.end());
  return out;
}

template <class P> void check_gcd(const P &a, const P &b, const P &theirs) {
  P g = gcd(a, b);
  CHECK(g.to_string() == theirs.monic().to_string());
  // Independent properties: g divides both, the cofactors are coprime.
  P ca = a.divide_exact(g), cb = b.divide_exact(g);
  CHECK(gcd(ca, cb).to_string() == "1");
}

template <class P, class Fact, class Lift>
void check_factor(const P &f, const std::vector<std::string> &fields, Lift lift) {
  Fact ours = factor(f);
  CHECK(ours.expand(f.ring_ptr(), f.field()) == f);
  std::vector<std::pair<P, unsigned long>> theirs;
  for (std::size_t i = 5; i + 1 < fields.size(); i += 2)
    theirs.emplace_back(lift(fields[i]), std::stoul(fields[i + 1]));
  CHECK(monic_factors(ours.factors) == monic_factors(theirs));
}

} // namespace

TEST_CASE("gcd and factor agree with Singular on 280 random cases over Q and Z/p",
          "[algebra][singular]") {
  auto lines = reference_lines();
  REQUIRE(lines.size() >= 200);
  std::size_t checked = 0;
  for (const std::string &line : lines) {
    auto fields = split(line, ';');
    REQUIRE(fields.size() >= 5);
    INFO(line.substr(0, 200));
    const std::uint32_t p = static_cast<std::uint32_t>(std::stoul(fields[1]));
    auto ring = make_ring(split(fields[2], ','));
    auto q = [&](const std::string &text) { return parse_poly(text, ring); };
    auto zp = [&](const std::string &text) { return *reduce_mod(q(text), p); };
    if (fields[0] == "gcd") {
      REQUIRE(fields.size() == 6);
      if (p == 0)
        check_gcd(q(fields[3]), q(fields[4]), q(fields[5]));
      else
        check_gcd(zp(fields[3]), zp(fields[4]), zp(fields[5]));
    } else {
      REQUIRE(fields[0] == "factor");
      if (p == 0)
        check_factor<PolyQ, FactorizationQ>(q(fields[3]), fields, q);
      else
        check_factor<PolyZp, FactorizationZp>(zp(fields[3]), fields, zp);
    }
    ++checked;
  }
  CHECK(checked == lines.size());
}
