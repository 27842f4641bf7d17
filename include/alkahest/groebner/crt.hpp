// alkahest/groebner/crt.hpp - Chinese remaindering of coefficient vectors, in batches.
#pragma once

#include <alkahest/expr/number.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace alkahest::gb {

/// Lifts a vector of residues modulo many primes: after adding primes
/// p1..pk and fold(), the values are the unique integers in [0, p1*...*pk)
/// congruent to each residue.
///
/// Residues are queued and folded in batches: a batch's residues are first
/// combined by a product tree over its primes (subproduct-tree CRT, von zur
/// Gathen & Gerhard, "Modern Computer Algebra", 10.3), then merged into the
/// running values with one multiplication by the modulus so far. A batch is
/// folded once it holds as many primes as the values already do and its
/// residues fill tens of megabytes (a short vector waits for fold()), so
/// every coefficient costs O(M(bits) log primes) in all, where adding one
/// prime at a time (Garner) costs O(bits * primes).
class CrtLift {
public:
  explicit CrtLift(std::size_t n = 0) : values_(n), frozen_(n, 0), modulus_(1) {}

  /// Queues the residues of one prime (residues.size() == size()); the prime
  /// must be coprime to the primes already added. Folds the queue when it is
  /// as long as the folded part and large, splitting the work over `threads`
  /// threads.
  void add(std::uint32_t p, std::span<const std::uint32_t> residues, unsigned threads = 1);

  /// Folds every queued prime into the values.
  void fold(unsigned threads = 1);
  /// A lift of the values at `indices` that goes on from the primes added so
  /// far (every one folded: call fold() first), for a caller that follows a
  /// few values more closely than the rest.
  CrtLift subset(std::span<const std::size_t> indices) const;
  /// Values [begin, end) are no longer needed: folds skip them, and they
  /// stay modulo the primes folded so far (a caller that has reconstructed
  /// them saves the merges of every later batch).
  void freeze(std::size_t begin, std::size_t end);

  std::size_t size() const { return values_.size(); }
  /// Primes added, queued ones included.
  std::size_t primes() const { return primes_.size(); }
  /// Primes added but not folded yet.
  std::size_t queued() const { return queue_.size(); }
  /// The product of the folded primes.
  const Integer &modulus() const { return modulus_; }
  /// The values modulo modulus() (folded primes only: call fold() first).
  const std::vector<Integer> &values() const { return values_; }
  const std::vector<std::uint32_t> &prime_list() const { return primes_; }

private:
  std::vector<Integer> values_;
  std::vector<char> frozen_;
  Integer modulus_;
  std::vector<std::uint32_t> primes_;
  std::vector<std::vector<std::uint32_t>>
      queue_; // residues of primes_[primes_.size() - queued()..]
};

/// x mod p for x >= 0 or < 0 (result in [0, p)).
std::uint32_t mod_prime(const Integer &x, std::uint32_t p);

/// n/d mod p, or false when p divides d.
bool rational_mod_prime(const Rational &q, std::uint32_t p, std::uint32_t &out);

/// a^-1 mod p for a != 0 mod p.
std::uint32_t inverse_mod(std::uint32_t a, std::uint32_t p);

} // namespace alkahest::gb
