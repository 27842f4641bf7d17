// gpu-tests/groebner_gpu/dense_gpu_test.cpp - GPU and CPU RREF mod p are bit-identical on every
// shape, kernel mode and reduction; ordinal 4096 falls back.
#include "gpu_test_support.hpp"

#include <alkahest/groebner_gpu.hpp>

#include <algorithm>
#include <cstdlib>
#include <string>

using namespace alkahest;
using namespace gbgpu_test;

namespace {

struct Shape {
  std::uint32_t rows, cols, rank;
  const char *name;
};

// Rows below `late` are zero in the first `lead` columns and rows [late,
// late + copies) repeat row 0: the pivots of the first columns sit past the
// first chunk of rows the panel kernel reads (a chunk is one block of rows),
// after pivots of later columns were found, and many rows are dependent.
struct Late {
  std::uint32_t late = 0, lead = 0, copies = 0;
};

void compare(Shape s, std::size_t nprimes, const char *mode, ModularReduction red,
             std::uint64_t seed, Late late = {}) {
  INFO(s.name << " " << s.rows << "x" << s.cols << " rank<=" << s.rank << ", " << nprimes
              << " primes, mode " << mode << ", "
              << (red == ModularReduction::Barrett ? "barrett" : "montgomery"));
  ::setenv("ALKAHEST_GB_GPU_DENSE_MODE", mode, 1);
  auto primes = primes_below_2_31(nprimes);
  primes.back() = 65521u; // a small prime too
  auto gpu = random_batch(s.rows, s.cols, primes, s.rank, seed);
  for (std::size_t k = 0; k < primes.size(); ++k) {
    std::uint32_t *a = gpu.entries.data() + k * std::size_t{s.rows} * s.cols;
    for (std::uint32_t i = 0; i < late.late && i < s.rows; ++i)
      for (std::uint32_t j = 0; j < late.lead && j < s.cols; ++j)
        a[std::size_t{i} * s.cols + j] = 0;
    for (std::uint32_t i = late.late; i < late.late + late.copies && i < s.rows; ++i)
      std::copy(a, a + s.cols, a + std::size_t{i} * s.cols);
  }
  auto cpu = gpu;
  GpuBackendReport cr, gr;
  auto ci = reduce_dense_batch(cpu, {GroebnerBackend::Cpu}, cr);
  GpuReduceOptions opt{GroebnerBackend::Gpu, 0, red, 0};
  auto gi = reduce_dense_batch(gpu, opt, gr);
  ::unsetenv("ALKAHEST_GB_GPU_DENSE_MODE");
  INFO(gr.summary());
  REQUIRE(gr.ran_on_gpu());
  CHECK(gr.kernel_variant.ends_with(std::string("/") +
                                    mode)); // the mode asked for is the one that ran
  if (const char *u = std::getenv("ALKAHEST_GB_GPU_PANEL_UPDATE");
      u && std::string(mode) == "panel")
    CHECK(gr.kernel_variant.starts_with(std::string(u) + "/")); // and the update asked for
  CHECK(gr.reductions_on_gpu == nprimes);
  CHECK(gi.rank == ci.rank);
  CHECK(gi.pivot_columns == ci.pivot_columns);
  CHECK(gpu.entries == cpu.entries); // bit-identical residues
}

const Shape kShapes[] = {{37, 91, 91, "wide"},
                         {120, 33, 33, "tall"},
                         {64, 64, 64, "square"},
                         {80, 80, 29, "rank-deficient"},
                         {70, 150, 12, "dependent rows"},
                         {1, 5, 1, "one row"},
                         {300, 260, 200, "larger rank-deficient"}};

} // namespace

TEST_CASE("GPU RREF equals the CPU RREF: one block per prime", "[gpu][groebner_gpu]") {
  if (!have_device()) return;
  std::uint64_t seed = 1;
  for (const Shape &s : kShapes)
    for (auto red : {ModularReduction::Montgomery, ModularReduction::Barrett})
      compare(s, 5, "block", red, seed++);
}

TEST_CASE("GPU RREF equals the CPU RREF: pivot and update kernels per column",
          "[gpu][groebner_gpu]") {
  if (!have_device()) return;
  std::uint64_t seed = 100;
  for (const Shape &s : kShapes)
    for (auto red : {ModularReduction::Montgomery, ModularReduction::Barrett})
      compare(s, 3, "step", red, seed++);
}

// The panel mode's two trailing updates (tensor-core byte products, 64-bit
// multiply-accumulates): ALKAHEST_GB_GPU_PANEL_UPDATE picks one, the report names it.
struct PanelUpdate {
  explicit PanelUpdate(const char *v) { ::setenv("ALKAHEST_GB_GPU_PANEL_UPDATE", v, 1); }
  ~PanelUpdate() { ::unsetenv("ALKAHEST_GB_GPU_PANEL_UPDATE"); }
};
const char *const kPanelUpdates[] = {"mma", "mac"};

TEST_CASE("GPU RREF equals the CPU RREF: blocked panels", "[gpu][groebner_gpu]") {
  if (!have_device()) return;
  for (const char *update : kPanelUpdates) {
    INFO("panel update " << update);
    PanelUpdate use(update);
    std::uint64_t seed = 200;
    for (const Shape &s : kShapes)
      compare(s, 3, "panel", ModularReduction::Default, seed++);
    // Panels that end the elimination early (full row rank after a few
    // panels), widths that are no multiple of 16, pivot-free panels.
    compare({20, 300, 20, "rank reached in the second panel"}, 2, "panel",
            ModularReduction::Default, 250);
    compare({130, 47, 47, "tall, last panel 15 wide"}, 2, "panel", ModularReduction::Default, 251);
    compare({90, 170, 5, "rank 5 over 11 panels"}, 2, "panel", ModularReduction::Default, 252);
    // Pivots of a panel found out of column order, in later chunks of rows.
    compare({2600, 70, 70, "first columns' pivots after row 1100"}, 2, "panel",
            ModularReduction::Default, 253, {1100, 3, 0});
    compare({2600, 40, 40, "late pivots and 900 copies of row 0"}, 2, "panel",
            ModularReduction::Default, 254, {1100, 5, 900});
    // Many primes per launch (one of them 65521); full 16-column panels over tiles
    // whose last rows lie past the matrix.
    compare({300, 300, 300, "larger, 16 primes"}, 16, "panel", ModularReduction::Default, 255);
    compare({1030, 1100, 1000, "full panels, rows past the last tile"}, 1, "panel",
            ModularReduction::Default, 256);
  }
}

TEST_CASE("GPU RREF equals the CPU RREF: blocked panels without look-ahead",
          "[gpu][groebner_gpu]") {
  if (!have_device()) return;
  ::setenv("ALKAHEST_GB_GPU_PANEL_LOOKAHEAD", "0", 1);
  compare({700, 900, 650, "larger"}, 3, "panel", ModularReduction::Default, 260);
  compare({2600, 40, 40, "late pivots and 900 copies of row 0"}, 2, "panel",
          ModularReduction::Default, 261, {1100, 5, 900});
  ::unsetenv("ALKAHEST_GB_GPU_PANEL_LOOKAHEAD");
}

TEST_CASE("GPU RREF: many primes in one launch and a larger matrix", "[gpu][groebner_gpu]") {
  if (!have_device()) return;
  compare({48, 64, 64, "many primes"}, 300, "block", ModularReduction::Default, 7);
  compare({700, 900, 650, "larger"}, 2, "step", ModularReduction::Default, 8);
  compare({700, 900, 650, "larger"}, 2, "block", ModularReduction::Default, 9);
  compare({700, 900, 650, "larger"}, 2, "panel", ModularReduction::Default, 10);
  compare({1500, 1400, 1400, "larger, automatic mode"}, 1, "panel", ModularReduction::Default, 11);
}

TEST_CASE("GPU RREF on every device: primes are spread across all GPUs", "[gpu][groebner_gpu]") {
  if (!have_device()) return;
  const int count = groebner_gpu_device_count();
  auto primes = primes_below_2_31(4 * count);
  auto gpu = random_batch(50, 60, primes, 40, 3);
  auto cpu = gpu;
  GpuBackendReport cr, gr;
  reduce_dense_batch(cpu, {GroebnerBackend::Cpu}, cr);
  GpuReduceOptions opt;
  opt.backend = GroebnerBackend::Gpu;
  opt.device = -1;
  reduce_dense_batch(gpu, opt, gr);
  INFO(gr.summary());
  CHECK(gr.ran_on_gpu());
  CHECK(gr.devices_used.size() == static_cast<std::size_t>(count));
  CHECK(gpu.entries == cpu.entries);
}

TEST_CASE("ordinal 4096 falls back to the CPU on a GPU machine and records why",
          "[gpu][groebner_gpu]") {
  if (!have_device()) return;
  auto gpu = random_batch(20, 20, primes_below_2_31(2), 20, 4);
  auto cpu = gpu;
  GpuBackendReport cr, gr;
  reduce_dense_batch(cpu, {GroebnerBackend::Cpu}, cr);
  GpuReduceOptions opt;
  opt.backend = GroebnerBackend::Gpu;
  opt.device = 4096;
  reduce_dense_batch(gpu, opt, gr);
  CHECK(gr.fell_back_to_cpu());
  CHECK_FALSE(gr.ran_on_gpu());
  CHECK(gr.first_gpu_error.find("4096") != std::string::npos);
  CHECK(gpu.entries == cpu.entries);
}

// Small inputs for compute-sanitizer (instrumented runs are 100x slower):
// every dense kernel once, both reductions.
TEST_CASE("sanitizer workload: dense kernels", "[gpu][groebner_gpu][sanitize]") {
  if (!have_device()) return;
  for (auto red : {ModularReduction::Montgomery, ModularReduction::Barrett}) {
    compare({24, 40, 17, "rank-deficient"}, 3, "block", red, 501);
    compare({40, 24, 24, "tall"}, 2, "step", red, 502);
    for (const char *update : kPanelUpdates) {
      PanelUpdate use(update);
      compare({70, 40, 30, "rank-deficient, three panels"}, 2, "panel", red, 503);
      compare({1100, 20, 20, "late pivots, two chunks of rows"}, 1, "panel", red, 504,
              {1030, 2, 40});
    }
  }
}
