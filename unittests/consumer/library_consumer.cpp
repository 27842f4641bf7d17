// unittests/consumer/library_consumer.cpp - links the compiled libalkahest.
#include <alkahest/capabilities.hpp>

#include <cstdio>

int main() {
  alkahest::Capabilities c = alkahest::capabilities();
  std::printf("%s\n", c.to_json().c_str());
  return c.contract_version == alkahest::kCapabilitiesContract ? 0 : 1;
}
