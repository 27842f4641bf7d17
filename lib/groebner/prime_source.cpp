// lib/groebner/prime_source.cpp - the input system modulo successive usable primes.
#include <alkahest/error.hpp>
#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/prime_source.hpp>

namespace alkahest::gb {

std::vector<PolyZp> PrimeSource::next(PrimeSequence &primes, std::uint32_t &p) {
  for (;;) {
    p = primes.next();
    if (auto s = system_mod(system_, p)) return std::move(*s);
    if (++rejected_ > max_rejected_)
      raise(ErrorId::GbNoLuckyPrime, "every prime tried divides a coefficient of the input");
  }
}

} // namespace alkahest::gb
