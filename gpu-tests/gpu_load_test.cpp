// gpu-tests/gpu_load_test.cpp - load and memory pressure: many threads on one function, unaligned views,
// batches larger than the free device memory, and device out-of-memory as a CudaError.
#include "gpu_test_support.hpp"

#include "runtime.hpp"

#include <alkahest/expr/interpret.hpp>

#include <random>
#include <thread>

using namespace alkahest;
using alkahest::gputest::have_gpu;
using alkahest::gputest::random_columns;
using alkahest::gputest::Seed;
using alkahest::gputest::spans;

namespace {

// Takes device memory until cuMemAlloc refuses, down to 2 MiB pieces, or
// until only `leave` bytes are free; frees it all on destruction.
struct Ballast {
  std::vector<cuda::DeviceBuffer> held;
  explicit Ballast(std::size_t leave) {
    const cuda::DriverApi &api = cuda::require_driver();
    cuda::ContextScope scope(0);
    for (std::size_t piece = std::size_t(1) << 32; piece >= (std::size_t(2) << 20); piece /= 2)
      for (;;) {
        std::size_t free_bytes = 0, total = 0;
        cuda::check(api.cuMemGetInfo(&free_bytes, &total), "cuMemGetInfo");
        if (free_bytes < leave + piece)
          break;
        try {
          held.emplace_back(0, piece);
        } catch (const CudaError &) {
          break;
        }
      }
  }
  static std::size_t free_now() {
    cuda::ContextScope scope(0);
    std::size_t free_bytes = 0, total = 0;
    cuda::check(cuda::require_driver().cuMemGetInfo(&free_bytes, &total), "cuMemGetInfo");
    return free_bytes;
  }
};

} // namespace

TEST_CASE("16 host threads call one CudaCompiledFn at once", "[gpu][threads][load]") {
  if (!have_gpu())
    return;
  Seed s;
  const CudaCompiledFn f = compile_cuda(s.e, s.ins);
  // The serial run of the same work is the reference: results must be
  // bit-identical to it, whatever the interleaving.
  std::vector<std::vector<std::vector<double>>> data;
  std::vector<std::vector<double>> want;
  for (unsigned t = 0; t < 16; ++t) {
    data.push_back(random_columns(2, 50'000 + 9'973 * t, -5, 5, 100 + t)); // different sizes per thread
    want.push_back(f.call_batch(spans(data.back())));
  }
  std::vector<std::size_t> mismatches(16, 0), calls(16, 0);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 16; ++t)
    threads.emplace_back([&, t] {
      for (int r = 0; r < 8; ++r) {
        std::vector<double> got = f.call_batch(spans(data[t]));
        ++calls[t];
        mismatches[t] += got.size() != want[t].size() ||
                         std::memcmp(got.data(), want[t].data(), got.size() * sizeof(double)) != 0;
      }
    });
  for (auto &th : threads)
    th.join();
  for (unsigned t = 0; t < 16; ++t) {
    INFO("thread " << t);
    CHECK(calls[t] == 8);
    CHECK(mismatches[t] == 0);
  }
}

TEST_CASE("device pointers at odd offsets take the scalar path and stay right", "[gpu][zerocopy][align]") {
  if (!have_gpu())
    return;
  Seed s;
  CudaOptions o;
  o.vector_width = 2; // the 16-byte path, which needs aligned pointers
  CudaCompiledFn f = compile_cuda(s.e, s.ins, o);
  const std::size_t n = 100'001;
  auto c = random_columns(2, n + 1, -5, 5, 7);
  const cuda::DriverApi &api = cuda::require_driver();
  cuda::DeviceBuffer dx(0, (n + 1) * 8), dy(0, (n + 1) * 8), dout(0, (n + 1) * 8);
  {
    cuda::ContextScope scope(0);
    cuda::check(api.cuMemcpyHtoD(dx.get(), c[0].data(), (n + 1) * 8), "HtoD");
    cuda::check(api.cuMemcpyHtoD(dy.get(), c[1].data(), (n + 1) * 8), "HtoD");
  }
  // Each combination of one-element offsets (8 bytes: not 16-aligned).
  for (int mask = 0; mask < 8; ++mask) {
    std::size_t ox = mask & 1, oy = (mask >> 1) & 1, oo = (mask >> 2) & 1;
    std::vector<std::uint64_t> ins = {dx.get() + 8 * ox, dy.get() + 8 * oy}, outs = {dout.get() + 8 * oo};
    f.call_device_ptrs(0, ins, outs, n);
    std::vector<double> out(n);
    {
      cuda::ContextScope scope(0);
      cuda::check(api.cuMemcpyDtoH(out.data(), dout.get() + 8 * oo, n * 8), "DtoH");
    }
    // The host path stages into aligned buffers (the vector path): the
    // same function of the same points, so the same bits.
    std::vector<std::span<const double>> shifted = {std::span<const double>(c[0]).subspan(ox, n),
                                                    std::span<const double>(c[1]).subspan(oy, n)};
    std::vector<double> ref = f.call_batch(shifted);
    INFO("offsets x " << ox << " y " << oy << " out " << oo);
    CHECK(std::memcmp(out.data(), ref.data(), n * sizeof(double)) == 0);
  }
}

TEST_CASE("a batch larger than the free device memory completes by chunking", "[gpu][memory][load]") {
  if (!have_gpu())
    return;
  Seed s;
  CudaCompiledFn f = compile_cuda(s.e, s.ins);
  const std::size_t n = 12'000'000; // 288 MB of columns
  auto c = random_columns(2, n, -5, 5, 3);
  std::vector<double> ref = f.call_batch(spans(c));
  // A function with three inputs needs new staging buffers, sized by what is
  // free when they are made. A small call first swaps the big cached staging
  // for a small one, so that the ballast, not the cache, holds the memory.
  Expr z = s.pool.symbol("z");
  CudaCompiledFn g = compile_cuda(s.e + z, {s.x, s.y, z});
  std::vector<double> zeros(n, 0.0);
  std::vector<std::span<const double>> cols = {c[0], c[1], zeros};
  std::vector<std::span<const double>> few = {cols[0].first(1000), cols[1].first(1000), cols[2].first(1000)};
  (void)g.call_batch(few);
  // Leave 64 MiB free: the columns alone are 4.5 times that.
  Ballast ballast(64u << 20);
  const std::size_t free_bytes = Ballast::free_now();
  INFO("free device memory under ballast: " << free_bytes << " bytes; batch " << 24 * n << " bytes");
  REQUIRE(free_bytes < 24 * n / 2);
  std::vector<double> out = g.call_batch(cols);
  CHECK(g.last_launch().chunks > 4);
  CHECK(std::memcmp(out.data(), ref.data(), n * 8) == 0);
}

TEST_CASE("device out of memory is a CudaError E-CUDA-012, and the device works again afterwards",
          "[gpu][memory][oom]") {
  if (!have_gpu())
    return;
  ExprPool p;
  std::vector<Expr> ins;
  Expr sum = p.integer(0);
  for (int k = 0; k < 6; ++k) { // six inputs: staging no earlier test allocated
    ins.push_back(p.symbol("v" + std::to_string(k)));
    sum = sum + sin(ins.back());
  }
  CudaCompiledFn f = compile_cuda(sum, ins);
  auto c = random_columns(6, 1'000'000, -5, 5, 5);
  // A small call first: the cached staging shrinks to 1000 points, so the
  // big call below needs new device buffers while the ballast holds it all.
  std::vector<std::span<const double>> few;
  for (const auto &col : c)
    few.emplace_back(col.data(), 1000);
  (void)f.call_batch(few);
  std::string code, remediation, message;
  {
    Ballast ballast(0);
    try {
      (void)f.call_batch(spans(c));
      code = "no error";
    } catch (const CudaError &e) {
      code = e.code();
      remediation = e.remediation();
      message = e.what();
    }
  }
  INFO(message);
  CHECK(code == "E-CUDA-012");
  CHECK(remediation.find("smaller batches") != std::string::npos);
  CHECK(message.find("OUT_OF_MEMORY") != std::string::npos);
  // Memory back: the same function runs and is right.
  std::vector<double> out = f.call_batch(spans(c));
  for (std::size_t i = 0; i < out.size(); i += 99'991) {
    std::vector<double> point;
    for (int k = 0; k < 6; ++k)
      point.push_back(c[k][i]);
    CHECK(std::fabs(out[i] - evaluate(sum, ins, point)) <= 1e-13); // |terms| <= 1, six of them
  }
}
