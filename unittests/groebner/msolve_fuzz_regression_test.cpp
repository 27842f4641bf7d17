// unittests/groebner/msolve_fuzz_regression_test.cpp - inputs that crashed fuzz_parse_msolve, and what they exposed.
#include "../support/fuzz_regressions.hpp"

#include <alkahest/error.hpp>
#include <alkahest/poly.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;

TEST_CASE("fuzz_parse_msolve regressions parse or raise alkahest::Error", "[poly][msolve][fuzz]") {
  auto inputs = testing::fuzz_regressions("fuzz_parse_msolve");
  REQUIRE(!inputs.empty());
  for (const auto &[name, bytes] : inputs) {
    INFO(name);
    REQUIRE(!bytes.empty());
    // As the fuzzer does: the first byte picks the order (grevlex for '0').
    std::string_view text = std::string_view(bytes).substr(1);
    try {
      parse_msolve(text);
    } catch (const Error &) {
    } catch (const std::exception &e) {
      FAIL("not an alkahest::Error: " << e.what());
    }
  }
}

TEST_CASE("msolve integers longer than 18 digits with leading zeros are decimal", "[poly][msolve][fuzz]") {
  // A string constructor once took the leading 0 as an octal prefix.
  auto sys = parse_msolve("x\n0\n0000000000000000000012*x - 000000000000000000000000000000009\n");
  REQUIRE(sys.polynomials.size() == 1);
  CHECK(sys.polynomials[0].to_string() == "12*x-9");
  auto zeros = parse_msolve("x\n0\nx + 0000000000000000000000000000000\n");
  CHECK(zeros.polynomials[0].to_string() == "x");
}
