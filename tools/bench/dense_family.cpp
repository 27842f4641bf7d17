// tools/bench/dense_family.cpp - seeded dense systems with big integer coefficients.
#include "dense_family.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <vector>

namespace alkahest::bench {
namespace {

// splitmix64 (Steele, Lea, Flood 2014): a fixed, portable stream.
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
};

// Reads the decimal number after `tag` at the front of `s` and advances s.
bool take_number(std::string_view &s, char tag, std::uint64_t &value) {
  if (s.size() < 3 || s[0] != '-' || s[1] != tag) return false;
  const char *begin = s.data() + 2, *end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(begin, end, value);
  if (ec != std::errc() || ptr == begin) return false;
  s.remove_prefix(static_cast<std::size_t>(ptr - s.data()));
  return true;
}

// Every exponent vector of total degree <= d in n variables, in decreasing
// grevlex order (higher degree first; within a degree, the smaller last
// differing exponent is the larger monomial).
std::vector<std::vector<unsigned>> monomials_up_to(unsigned n, unsigned d) {
  std::vector<std::vector<unsigned>> out;
  std::vector<unsigned> e(n, 0);
  // Exponent of variable v, given the degree left for v..n-1.
  auto fill = [&](auto &&self, unsigned v, unsigned left) -> void {
    if (v == n) {
      out.push_back(e);
      return;
    }
    for (unsigned x = 0; x <= left; ++x) {
      e[v] = x;
      self(self, v + 1, left - x);
    }
    e[v] = 0;
  };
  fill(fill, 0, d);
  std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
    unsigned da = 0, db = 0;
    for (unsigned x : a)
      da += x;
    for (unsigned x : b)
      db += x;
    if (da != db) return da > db;
    for (std::size_t i = a.size(); i-- > 0;)
      if (a[i] != b[i]) return a[i] < b[i];
    return false;
  });
  return out;
}

} // namespace

std::optional<DenseMember> parse_dense_member(std::string_view name) {
  constexpr std::string_view prefix = "dense";
  if (name.substr(0, prefix.size()) != prefix) return std::nullopt;
  std::string_view s = name.substr(prefix.size());
  std::uint64_t n = 0, d = 0, bits = 0, seed = 1;
  if (!take_number(s, 'n', n) || !take_number(s, 'd', d) || !take_number(s, 'b', bits))
    return std::nullopt;
  if (!s.empty() && !take_number(s, 's', seed)) return std::nullopt;
  if (!s.empty()) return std::nullopt;
  if (n == 0 || n > kDenseMaxUnknowns || d == 0 || d > kDenseMaxDegree || bits == 0 ||
      bits > kDenseMaxBits)
    raise(ErrorId::CliBadArgument,
          fmt::format("'{}': the family takes 1 to {} unknowns, degree 1 to {} and 1 to {} bits",
                      name, kDenseMaxUnknowns, kDenseMaxDegree, kDenseMaxBits));
  return DenseMember{static_cast<unsigned>(n), static_cast<unsigned>(d),
                     static_cast<unsigned>(bits), seed};
}

std::string dense_member_name(const DenseMember &m) {
  return fmt::format("dense-n{}-d{}-b{}-s{}", m.n, m.degree, m.bits, m.seed);
}

std::string dense_member_msolve(const DenseMember &m) {
  // One stream per member: the parameters are mixed into the start so that
  // members differing only in size do not share coefficients.
  SplitMix64 rng{m.seed};
  rng.state ^=
      SplitMix64{(std::uint64_t{m.n} << 40) | (std::uint64_t{m.degree} << 20) | m.bits}.next();
  const auto monomials = monomials_up_to(m.n, m.degree);
  std::string out;
  for (unsigned v = 0; v < m.n; ++v)
    out += fmt::format("{}x{}", v ? "," : "", v);
  out += "\n0\n";
  const std::uint64_t top = std::uint64_t{1} << (m.bits - 1);
  for (unsigned p = 0; p < m.n; ++p) {
    bool first = true;
    for (const auto &e : monomials) {
      std::uint64_t r = rng.next();
      // Exactly `bits` bits: the top one set, the ones below it random.
      std::uint64_t magnitude = top | (r & (top - 1));
      bool negative = (rng.next() >> 63) != 0;
      std::string term = fmt::format("{}{}", negative ? "-" : (first ? "" : "+"), magnitude);
      for (unsigned v = 0; v < m.n; ++v) {
        if (e[v] == 0) continue;
        term += fmt::format("*x{}", v);
        if (e[v] > 1) term += fmt::format("^{}", e[v]);
      }
      out += term;
      first = false;
    }
    out += p + 1 < m.n ? ",\n" : "\n";
  }
  return out;
}

} // namespace alkahest::bench
