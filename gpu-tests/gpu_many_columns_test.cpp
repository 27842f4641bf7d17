// gpu-tests/gpu_many_columns_test.cpp - a kernel of 2000 input columns (past CUDA's 4 KB of kernel
// parameters, so through device arrays) on the device, against the interpreter.
#include "gpu_test_support.hpp"

#include "runtime.hpp"

#include <alkahest/expr/interpret.hpp>

#include <fmt/format.h>

#include <cstring>

using namespace alkahest;
using alkahest::gputest::have_gpu;
using alkahest::gputest::random_columns;
using alkahest::gputest::spans;

namespace {

// Two outputs over 2000 inputs and two parameters, arithmetic only (so the
// kernel's values are bit-identical to the interpreter's).
struct ManyColumns {
  static constexpr std::size_t kInputs = 2000;
  ExprPool pool;
  std::vector<Expr> ins, params = {pool.symbol("a"), pool.symbol("b")};
  std::vector<Expr> outs;
  ManyColumns() {
    std::vector<Expr> terms;
    for (std::size_t k = 0; k < kInputs; ++k) {
      ins.push_back(pool.symbol(fmt::format("x{}", k)));
      terms.push_back(pool.integer(static_cast<long long>(k % 7) - 3) * ins.back());
    }
    Expr sum = pool.add(terms);
    outs = {sum * params[0] + params[1], ins.front() * ins.back() - params[1] * ins[kInputs / 2]};
  }
  // The interpreter with the parameters as constant columns.
  std::vector<std::vector<double>> reference(const std::vector<std::vector<double>> &cols,
                                             std::span<const double> values) const {
    std::vector<std::vector<double>> all = cols;
    for (double v : values)
      all.emplace_back(cols[0].size(), v);
    std::vector<Expr> symbols = ins;
    symbols.insert(symbols.end(), params.begin(), params.end());
    auto sp = spans(all);
    return evaluate_batch(outs, symbols, sp);
  }
};

} // namespace

TEST_CASE("a kernel of 2000 input columns runs on the GPU and agrees with the interpreter",
          "[gpu][columns]") {
  if (!have_gpu()) return;
  ManyColumns m;
  CudaOptions o;
  o.disk_cache = false;
  CudaCompiledFn f = compile_cuda(m.outs, m.ins, m.params, o);
  REQUIRE(f.n_inputs() == ManyColumns::kInputs);
  const std::size_t n = 4099; // not a multiple of the block
  auto cols = random_columns(ManyColumns::kInputs, n, -2, 2, 11);
  auto sp = spans(cols);
  const std::vector<double> values = {0.75, -1.5};
  auto ref = m.reference(cols, values);

  // The host path.
  std::vector<std::vector<double>> got(2, std::vector<double>(n));
  std::vector<std::span<double>> o_spans(got.begin(), got.end());
  f.call_batch_into(0, sp, values, o_spans);
  REQUIRE(f.last_launch().ordinals == std::vector<int>{0});
  REQUIRE(f.last_launch().path == "host");
  REQUIRE(f.last_launch().points == n);
  for (std::size_t j = 0; j < 2; ++j) {
    INFO("output " << j);
    CHECK(std::memcmp(got[j].data(), ref[j].data(), n * 8) == 0);
  }

  // Device pointers, synchronous and on the caller's stream, with other
  // parameter values.
  const std::vector<double> other = {-2.0, 0.25};
  auto ref2 = m.reference(cols, other);
  const cuda::DriverApi &api = cuda::require_driver();
  const std::size_t bytes = n * 8;
  cuda::DeviceBuffer din(0, ManyColumns::kInputs * bytes), dout(0, 2 * bytes);
  cuda::ContextScope scope(0);
  std::vector<std::uint64_t> ins, outs = {dout.get(), dout.get() + bytes};
  for (std::size_t k = 0; k < ManyColumns::kInputs; ++k) {
    ins.push_back(din.get() + k * bytes);
    cuda::check(api.cuMemcpyHtoD(ins.back(), cols[k].data(), bytes), "HtoD");
  }
  for (bool own_stream : {false, true}) {
    INFO((own_stream ? "the caller's stream" : "the library's stream"));
    cuda::check(api.cuMemsetD8(dout.get(), 0, 2 * bytes), "memset");
    cuda::CUstream stream = nullptr;
    if (own_stream)
      cuda::check(api.cuStreamCreate(&stream, cuda::CU_STREAM_NON_BLOCKING), "cuStreamCreate");
    f.call_device_ptrs(0, ins, other, outs, n, stream);
    CHECK(f.last_launch().path == "device_ptrs");
    CHECK(f.last_launch().ordinals == std::vector<int>{0});
    if (stream) {
      cuda::check(api.cuStreamSynchronize(stream), "sync");
      cuda::check(api.cuStreamDestroy(stream), "destroy");
    }
    std::vector<double> r(2 * n);
    cuda::check(api.cuMemcpyDtoH(r.data(), dout.get(), 2 * bytes), "DtoH");
    CHECK(std::memcmp(r.data(), ref2[0].data(), bytes) == 0);
    CHECK(std::memcmp(r.data() + n, ref2[1].data(), bytes) == 0);
  }
}
