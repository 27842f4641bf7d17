// gpu-tests/gpu_device_test.cpp - ordinals, zero copy, DLPack, every device, threads, clean exit, the disk cache across processes.
#include "gpu_test_support.hpp"

#include "runtime.hpp"

#include <alkahest/expr/interpret.hpp>

#include <sys/wait.h>

#include <filesystem>
#include <map>
#include <random>
#include <thread>

using namespace alkahest;
using alkahest::gputest::have_gpu;
using alkahest::gputest::Seed;

// The device tests' columns: two inputs, seed 42, values in [-5, 5).
static std::vector<std::vector<double>> columns(std::size_t n) { return gputest::random_columns(2, n, -5, 5, 42); }

namespace {

template <class F> std::string error_code_of(F &&f) {
  try {
    f();
  } catch (const Error &e) {
    return std::string(e.code());
  }
  return "no error";
}

std::map<std::string, std::string> run_child(const std::string &env, int &exit_code) {
  // The child: ALKAHEST_GPU_CHILD where the build tree moved (device runs).
  const char *child = std::getenv("ALKAHEST_GPU_CHILD");
  std::string cmd = "env " + env + " '" + std::string(child && *child ? child : GPU_CHILD) + "' launch";
  std::map<std::string, std::string> out;
  FILE *p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  char line[4096];
  while (std::fgets(line, sizeof line, p)) {
    std::string s(line);
    if (!s.empty() && s.back() == '\n')
      s.pop_back();
    if (auto eq = s.find('='); eq != std::string::npos)
      out[s.substr(0, eq)] = s.substr(eq + 1);
  }
  int status = pclose(p);
  exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return out;
}

} // namespace

TEST_CASE("every ordinal below the count launches, the count itself is refused", "[gpu][ordinal]") {
  if (!have_gpu())
    return;
  Seed s;
  CudaCompiledFn f = compile_cuda(s.e, s.ins);
  auto c = columns(10'000);
  std::vector<std::span<const double>> sp(c.begin(), c.end());
  std::vector<double> ref = f.call_batch(sp);
  int n = cuda_device_count();
  for (int d = 0; d < n; ++d) {
    INFO("ordinal " << d);
    std::vector<double> out = f.call_batch_on(d, sp);
    CHECK(f.last_launch().ordinals == std::vector<int>{d});
    CHECK(std::memcmp(out.data(), ref.data(), out.size() * sizeof(double)) == 0);
  }
  CHECK(error_code_of([&] { f.call_batch_on(n, sp); }) == "E-CUDA-003");
  CHECK(f.last_launch().ordinals == std::vector<int>{n - 1}); // the refused call recorded nothing
}

TEST_CASE("zero copy: device pointers in and out, with and without a stream", "[gpu][zerocopy]") {
  if (!have_gpu())
    return;
  Seed s;
  CudaCompiledFn f = compile_cuda(s.e, s.ins);
  const std::size_t n = 1'000'003;
  auto c = columns(n);
  std::vector<std::span<const double>> sp(c.begin(), c.end());
  std::vector<double> ref = f.call_batch(sp);

  const cuda::DriverApi &api = cuda::require_driver();
  cuda::DeviceBuffer dx(0, n * 8), dy(0, n * 8), dout(0, n * 8);
  {
    cuda::ContextScope scope(0);
    cuda::check(api.cuMemcpyHtoD(dx.get(), c[0].data(), n * 8), "HtoD");
    cuda::check(api.cuMemcpyHtoD(dy.get(), c[1].data(), n * 8), "HtoD");
  }
  std::vector<std::uint64_t> ins = {dx.get(), dy.get()}, outs = {dout.get()};
  f.call_device_ptrs(0, ins, outs, n);
  CHECK(f.last_launch().path == "device_ptrs");
  CHECK(f.last_launch().ordinals == std::vector<int>{0});
  std::vector<double> out(n);
  {
    cuda::ContextScope scope(0);
    cuda::check(api.cuMemcpyDtoH(out.data(), dout.get(), n * 8), "DtoH");
  }
  CHECK(std::memcmp(out.data(), ref.data(), n * 8) == 0);

  // On the caller's stream: asynchronous, ordered after the caller's memset.
  cuda::ContextScope scope(0);
  cuda::CUstream stream = nullptr;
  cuda::check(api.cuStreamCreate(&stream, cuda::CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  cuda::check(api.cuMemsetD8(dout.get(), 0, n * 8), "memset");
  f.call_device_ptrs(0, ins, outs, n, stream);
  cuda::check(api.cuStreamSynchronize(stream), "sync");
  cuda::check(api.cuMemcpyDtoH(out.data(), dout.get(), n * 8), "DtoH");
  cuda::check(api.cuStreamDestroy(stream), "destroy");
  CHECK(std::memcmp(out.data(), ref.data(), n * 8) == 0);
}

TEST_CASE("DLPack tensors pass straight in", "[gpu][dlpack]") {
  if (!have_gpu())
    return;
  Seed s;
  CudaCompiledFn f = compile_cuda(s.e, s.ins);
  const std::size_t n = 65'536;
  auto c = columns(n);
  std::vector<std::span<const double>> sp(c.begin(), c.end());
  std::vector<double> ref = f.call_batch(sp);
  const cuda::DriverApi &api = cuda::require_driver();
  cuda::DeviceBuffer dx(0, n * 8), dy(0, n * 8), dout(0, n * 8);
  {
    cuda::ContextScope scope(0);
    cuda::check(api.cuMemcpyHtoD(dx.get(), c[0].data(), n * 8), "HtoD");
    cuda::check(api.cuMemcpyHtoD(dy.get(), c[1].data(), n * 8), "HtoD");
  }
  std::int64_t shape[1] = {static_cast<std::int64_t>(n)};
  auto tensor = [&](cuda::CUdeviceptr p) {
    return dlpack::DLTensor{reinterpret_cast<void *>(p), {dlpack::kDLCUDA, 0}, 1, {dlpack::kDLFloat, 64, 1},
                            shape, nullptr, 0};
  };
  dlpack::DLTensor tx = tensor(dx.get()), ty = tensor(dy.get()), to = tensor(dout.get());
  const dlpack::DLTensor *ins[] = {&tx, &ty};
  const dlpack::DLTensor *outs[] = {&to};
  f.call_dlpack(0, ins, outs);
  CHECK(f.last_launch().path == "dlpack");
  std::vector<double> out(n);
  {
    cuda::ContextScope scope(0);
    cuda::check(api.cuMemcpyDtoH(out.data(), dout.get(), n * 8), "DtoH");
  }
  CHECK(std::memcmp(out.data(), ref.data(), n * 8) == 0);

  dlpack::DLTensor f32 = tx;
  f32.dtype.bits = 32;
  const dlpack::DLTensor *bad_type[] = {&f32, &ty};
  CHECK(error_code_of([&] { f.call_dlpack(0, bad_type, outs); }) == "E-CUDA-007");
  dlpack::DLTensor host = tx;
  host.device.device_type = dlpack::kDLCPU;
  const dlpack::DLTensor *bad_dev[] = {&host, &ty};
  CHECK(error_code_of([&] { f.call_dlpack(0, bad_dev, outs); }) == "E-CUDA-007");
}

TEST_CASE("call_batch_all splits one batch across every device", "[gpu][all]") {
  if (!have_gpu())
    return;
  Seed s;
  CudaCompiledFn f = compile_cuda(s.e, s.ins);
  auto c = columns(2'000'001);
  std::vector<std::span<const double>> sp(c.begin(), c.end());
  std::vector<double> one = f.call_batch(sp);
  std::vector<double> all = f.call_batch_all(sp);
  CHECK(std::memcmp(one.data(), all.data(), one.size() * 8) == 0);
  std::vector<int> expected;
  for (int d = 0; d < cuda_device_count(); ++d)
    expected.push_back(d);
  CHECK(f.last_launch().path == "all");
  CHECK(f.last_launch().ordinals == expected);
}

TEST_CASE("call_batch returns every output, output-major, as CompiledFn::call_batch", "[gpu][outputs]") {
  if (!have_gpu())
    return;
  Seed s;
  std::vector<Expr> outs = {s.e, s.x * s.y};
  CudaCompiledFn f = compile_cuda(outs, s.ins);
  const std::size_t n = 1001;
  auto c = columns(n);
  std::vector<std::span<const double>> sp(c.begin(), c.end());
  std::vector<double> one = f.call_batch(sp), all = f.call_batch_all(sp);
  REQUIRE(one.size() == 2 * n);
  REQUIRE(all.size() == 2 * n);
  CHECK(std::memcmp(one.data(), all.data(), one.size() * 8) == 0);
  std::vector<double> o0(n), o1(n);
  std::vector<std::span<double>> into = {o0, o1};
  f.call_batch_into(0, sp, into);
  CHECK(std::memcmp(one.data(), o0.data(), n * 8) == 0);
  CHECK(std::memcmp(one.data() + n, o1.data(), n * 8) == 0);
}

TEST_CASE("many host threads may call at once", "[gpu][threads]") {
  if (!have_gpu())
    return;
  Seed s;
  CudaCompiledFn f = compile_cuda(s.e, s.ins);
  auto c = columns(300'000);
  std::vector<std::span<const double>> sp(c.begin(), c.end());
  std::vector<double> ref = f.call_batch(sp);
  std::vector<int> ok(8, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&, t] {
      for (int r = 0; r < 5; ++r) {
        CudaCompiledFn g = compile_cuda(s.e, s.ins); // compile cache, concurrently
        std::vector<double> out = g.call_batch_on(t % cuda_device_count(), sp);
        ok[t] += std::memcmp(out.data(), ref.data(), out.size() * 8) == 0;
      }
    });
  for (auto &th : threads)
    th.join();
  for (int t = 0; t < 8; ++t)
    CHECK(ok[t] == 5);
}

TEST_CASE("a process that launched exits 0, a second one takes the cubin from disk", "[gpu][process][cache]") {
  if (!have_gpu())
    return;
  auto dir = std::filesystem::temp_directory_path() / ("alkahest-gpu-cache-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::string env = "ALKAHEST_CACHE_DIR='" + dir.string() + "'";
  int code1 = -1, code2 = -1;
  auto first = run_child(env, code1);
  CHECK(code1 == 0);
  CHECK(first["path"] == "host");
  CHECK(first["ordinal"] == "0");
  CHECK(first["source"] == "driver-linker");
  auto second = run_child(env, code2);
  CHECK(code2 == 0);
  CHECK(second["source"] == "disk-cache");
  std::filesystem::remove_all(dir);
}
