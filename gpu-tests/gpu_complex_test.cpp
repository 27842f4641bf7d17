// gpu-tests/gpu_complex_test.cpp - compile_cuda_complex on the device against evaluate_complex on
// 1000 random complex expressions.
#include "gpu_test_support.hpp"
#include "random_complex.hpp"

#include <alkahest/complex.hpp>

#include <fmt/format.h>

using namespace alkahest;
using alkahest::gputest::have_gpu;
using C = std::complex<double>;

TEST_CASE("Complex: 1000 random expressions on the GPU agree with the interpreter",
          "[gpu][complex][differential]") {
  if (!have_gpu()) return;
  ExprPool p;
  const test::ComplexTally t =
      test::compare_random_complex(p, 67, 9, [](auto exprs, auto vars, auto cols) {
        CudaCompiledComplexFn f = compile_cuda_complex(exprs, vars);
        auto values = f.call_batch(cols);
        REQUIRE(f.real_function().last_launch().ordinals == std::vector<int>{0}); // on the GPU
        return values;
      });
  INFO(t.first);
  INFO(fmt::format("{} compared, {} near a singularity, {} differ", t.compared, t.skipped,
                   t.mismatches));
  CHECK(t.mismatches == 0);
  CHECK(t.skipped * 10 <= t.compared);
}
