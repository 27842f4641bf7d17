// unittests/groebner/codec_test_support.hpp - what the encoding tests (the trace codec, the MPI
// messages) share: a system modulo a prime, and the error code a call raises.
#pragma once

#include <alkahest/error.hpp>
#include <alkahest/poly.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <vector>

namespace gbtest {

/// Every polynomial of `fs` modulo p (no denominator divisible by p).
inline std::vector<alkahest::PolyZp> mod(const std::vector<alkahest::PolyQ> &fs, std::uint32_t p) {
  std::vector<alkahest::PolyZp> out;
  for (const auto &f : fs)
    out.push_back(*alkahest::reduce_mod(f, p));
  return out;
}

/// The code of the error `f` raises; fails the test when it raises none.
inline alkahest::ErrorId code_of(const std::function<void()> &f) {
  try {
    f();
  } catch (const alkahest::Error &e) {
    return e.id();
  }
  FAIL("no error raised");
  return alkahest::ErrorId::GbCancelled;
}

} // namespace gbtest
