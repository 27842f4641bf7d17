// unittests/cuda/cuda_parameters_test.cpp - kernel parameters without a GPU: by-value PTX
// arguments, refusals, cache keys.
#include <alkahest/cuda.hpp>

#include <catch2/catch.hpp>

#include <string>

#if ALKAHEST_HAS_CUDA
#include <alkahest/expr.hpp>

#include <vector>

using namespace alkahest;

namespace {

template <class F> std::string error_code_of(F &&f) {
  try {
    f();
  } catch (const Error &e) {
    return std::string(e.code()) + " " + e.what();
  }
  return "no error";
}

std::size_t count_of(const std::string &text, const std::string &what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++n;
  return n;
}

// Plain arithmetic (no libdevice needed): x * a + b over the column x.
struct Affine {
  ExprPool pool;
  Expr x = pool.symbol("x"), a = pool.symbol("a"), b = pool.symbol("b");
  Expr e = x * a + b;
};

} // namespace

TEST_CASE("parameters are by-value f64 kernel arguments between the columns and n",
          "[cuda][parameters][ptx]") {
  Affine s;
  for (unsigned width : {1u, 2u}) {
    for (unsigned unroll : {1u, 2u}) {
      INFO("vector_width " << width << ", unroll " << unroll);
      CudaOptions o;
      o.vector_width = width;
      o.unroll = unroll;
      o.disk_cache = false;
      CudaCompiledFn f = compile_cuda(s.e, {s.x}, {s.a, s.b}, o);
      CHECK(f.n_inputs() == 1);
      CHECK(f.n_outputs() == 1);
      CHECK(f.n_parameters() == 2);
      const std::string &ptx = f.ptx();
      // in_0, out_0 (u64), a, b (f64), n (u64): five arguments.
      CHECK(ptx.find(f.kernel_name() + "_param_4") != std::string::npos);
      CHECK(ptx.find(f.kernel_name() + "_param_5") == std::string::npos);
      CHECK(count_of(ptx, ".param .f64 " + f.kernel_name() + "_param_") == 2);
      CHECK(ptx.find(".param .f64 " + f.kernel_name() + "_param_2") != std::string::npos);
      CHECK(ptx.find(".param .f64 " + f.kernel_name() + "_param_3") != std::string::npos);
      CHECK(ptx.find("ld.param.f64") != std::string::npos);
    }
  }
  // A kernel without parameters keeps the ABI it always had.
  CudaCompiledFn plain = compile_cuda(s.x * s.x, {s.x});
  CHECK(plain.n_parameters() == 0);
  CHECK(plain.ptx().find(".param .f64") == std::string::npos);
}

TEST_CASE("wrong numbers of parameter values are E-CUDA-010 before the device is touched",
          "[cuda][parameters][refusal]") {
  Affine s;
  CudaCompiledFn f = compile_cuda(s.e, {s.x}, {s.a, s.b});
  std::vector<double> column = {1, 2, 3}, out(3);
  std::vector<std::span<const double>> cols = {column};
  std::vector<std::vector<double>> host_cols = {column};
  std::vector<std::span<double>> outs = {out};
  const std::vector<double> one = {1.0}, three = {1.0, 2.0, 3.0}, none;
  std::vector<std::uint64_t> in_ptrs = {0x10000}, out_ptrs = {0x20000};
  for (const std::vector<double> *v : {&one, &three, &none}) {
    INFO(v->size() << " values");
    CHECK(error_code_of([&] { f.call_batch(cols, *v); }).rfind("E-CUDA-010", 0) == 0);
    CHECK(error_code_of([&] { f.call_batch(host_cols, *v); }).rfind("E-CUDA-010", 0) == 0);
    CHECK(error_code_of([&] { f.call_batch_on(0, cols, *v); }).rfind("E-CUDA-010", 0) == 0);
    CHECK(error_code_of([&] { f.call_batch_into(0, cols, *v, outs); }).rfind("E-CUDA-010", 0) == 0);
    CHECK(error_code_of([&] { f.call_batch_all(cols, *v); }).rfind("E-CUDA-010", 0) == 0);
    CHECK(error_code_of([&] {
            f.call_device_ptrs(0, in_ptrs, *v, out_ptrs, 3);
          }).rfind("E-CUDA-010", 0) == 0);
  }
  // The forms without parameter values are for kernels with none.
  CHECK(error_code_of([&] { f.call_batch(cols); }).rfind("E-CUDA-010", 0) == 0);
  CHECK(error_code_of([&] { f.call_batch_into(0, cols, outs); }).rfind("E-CUDA-010", 0) == 0);
  CHECK(error_code_of([&] {
          f.call_device_ptrs(0, in_ptrs, out_ptrs, 3);
        }).rfind("E-CUDA-010", 0) == 0);
  CHECK(error_code_of([&] {
          compile_cuda(s.x + 1, {s.x}).call_batch(cols, one);
        }).rfind("E-CUDA-010", 0) == 0);
  // With the right count the call gets as far as the device (none here, or one).
  const std::vector<double> two = {2.0, 1.0};
  if (cuda_device_count() == 0)
    CHECK(error_code_of([&] { f.call_batch(cols, two); }).rfind("E-CUDA-003", 0) == 0);
}

TEST_CASE("inputs and parameters must be distinct symbols binding every free symbol (E-CUDA-002)",
          "[cuda][parameters][refusal]") {
  Affine s;
  Expr y = s.pool.symbol("yvar");
  std::string both = error_code_of([&] { compile_cuda(s.e, {s.x, s.a}, {s.a, s.b}); });
  CHECK(both.rfind("E-CUDA-002", 0) == 0);
  CHECK(both.find("both as an input and as a parameter: a") != std::string::npos);
  CHECK(error_code_of([&] {
          compile_cuda(s.e, {s.x}, {s.a, s.a, s.b});
        }).rfind("E-CUDA-002", 0) == 0);
  std::string neither = error_code_of([&] { compile_cuda(s.e * y, {s.x}, {s.a, s.b}); });
  CHECK(neither.rfind("E-CUDA-002", 0) == 0);
  CHECK(neither.find("yvar") != std::string::npos);
}

TEST_CASE("the kernel cache tells parameters from inputs", "[cuda][parameters][cache]") {
  Affine s;
  CudaOptions o;
  o.disk_cache = false;
  CudaCompiledFn as_params = compile_cuda(s.e, {s.x}, {s.a, s.b}, o);
  CudaCompiledFn as_columns = compile_cuda(s.e, {s.x, s.a, s.b}, {}, o);
  CudaCompiledFn swapped = compile_cuda(s.e, {s.x}, {s.b, s.a}, o);
  CHECK(&as_params.ptx() != &as_columns.ptx());
  CHECK(&as_params.ptx() != &swapped.ptx());
  CHECK(as_columns.n_inputs() == 3);
  CHECK(as_columns.n_parameters() == 0);
  // The same function in another pool, under other names: the same kernel.
  Affine t;
  CHECK(&compile_cuda(t.e, {t.x}, {t.a, t.b}, o).ptx() == &as_params.ptx());
}

#endif // ALKAHEST_HAS_CUDA
