// unittests/core/capabilities_test.cpp - every capability bit against reality.
#include <alkahest/capabilities.hpp>
#include <alkahest/version.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;

TEST_CASE("capabilities carry the contract and library versions", "[capabilities]") {
  Capabilities c = capabilities();
  CHECK(c.contract_version == kCapabilitiesContract);
  CHECK(c.library_version == kVersionString);
  CHECK(std::string(version()) == kVersionString);
  std::string json = c.to_json();
  CHECK(json.find("\"llvm_jit\": ") != std::string::npos);
  CHECK(json.find("\"groebner_gpu\": ") != std::string::npos);
}
