// gpu-tests/groebner_gpu/device_main.cpp - one executable for the GPU machine: the Catch2 GPU
// tests, or `bench [--quick]` for the groebner-gpu suite.
//
// The GPU machine has no LLVM, so everything it runs is carried there as one
// stripped binary (LLVM's NVPTX back end is linked in): tests and benchmark
// share it to stay inside the carry limit.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "bench_registry.hpp"

#include <fstream>
#include <string>

int main(int argc, char **argv) {
  if (argc >= 2 && std::string(argv[1]) == "bench") {
    alkahest::bench::Options o;
    std::string json;
    for (int i = 2; i < argc; ++i) {
      std::string a = argv[i];
      if (a == "--quick") o.quick = true;
      if (a == "--json" && i + 1 < argc) json = argv[++i];
    }
    std::vector<alkahest::bench::Row> rows;
    for (const auto &s : alkahest::bench::suites())
      if (s.name == "groebner-gpu") rows = s.run(o);
    alkahest::bench::print_table(rows);
    if (!json.empty()) std::ofstream(json) << alkahest::bench::to_json(rows);
    return 0;
  }
  return Catch::Session().run(argc, argv);
}
