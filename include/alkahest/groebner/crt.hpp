// alkahest/groebner/crt.hpp - incremental Chinese remaindering of coefficient vectors.
#pragma once

#include <alkahest/expr/number.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace alkahest::gb {

/// Lifts a vector of residues prime by prime: after adding primes p1..pk the
/// values are the unique integers in [0, p1*...*pk) congruent to each residue.
/// Garner's incremental form: c += M * ((r - c mod p) * M^-1 mod p), so adding
/// one prime costs one word division and one multiply-add per coefficient.
class CrtLift {
public:
  explicit CrtLift(std::size_t n = 0) : values_(n), modulus_(1) {}

  /// Adds the residues of one prime (residues.size() == size()); the prime
  /// must be coprime to the primes already added. Splits the work over
  /// `threads` threads for long vectors.
  void add(std::uint32_t p, std::span<const std::uint32_t> residues, unsigned threads = 1);

  std::size_t size() const { return values_.size(); }
  std::size_t primes() const { return primes_.size(); }
  const Integer &modulus() const { return modulus_; }
  const std::vector<Integer> &values() const { return values_; }
  const std::vector<std::uint32_t> &prime_list() const { return primes_; }

private:
  std::vector<Integer> values_;
  Integer modulus_;
  std::vector<std::uint32_t> primes_;
};

/// x mod p for x >= 0 or < 0 (result in [0, p)).
std::uint32_t mod_prime(const Integer &x, std::uint32_t p);

/// n/d mod p, or false when p divides d.
bool rational_mod_prime(const Rational &q, std::uint32_t p, std::uint32_t &out);

/// a^-1 mod p for a != 0 mod p.
std::uint32_t inverse_mod(std::uint32_t a, std::uint32_t p);

} // namespace alkahest::gb
