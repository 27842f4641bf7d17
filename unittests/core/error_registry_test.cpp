// unittests/core/error_registry_test.cpp - the registry is well formed.
#include <alkahest/error.hpp>

#include <catch2/catch.hpp>

#include <regex>
#include <set>

using namespace alkahest;

TEST_CASE("error codes are unique, well formed and documented", "[errors]") {
  std::set<std::string_view> codes;
  std::regex shape("E-[A-Z]+-[0-9]{3}");
  for (const ErrorInfo &info : error_registry()) {
    CHECK(codes.insert(info.code).second);
    CHECK(std::regex_match(std::string(info.code), shape));
    CHECK(!info.cause.empty());
    CHECK(!info.remediation.empty());
    CHECK(&error_info(info.id) == &info);
  }
}

TEST_CASE("raise throws the family's subclass with code and remediation", "[errors]") {
  try {
    raise(ErrorId::CudaNoLibdevice, "not found");
  } catch (const CudaError &e) {
    CHECK(e.code() == "E-CUDA-005");
    CHECK(std::string(e.what()) == "E-CUDA-005: not found");
    CHECK(e.remediation().find("ALKAHEST_LIBDEVICE_PATH") != std::string_view::npos);
  }
}
