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
  std::vector<ComplexSymbol> vars = {complex_symbol(p, "z"), complex_symbol(p, "w")};
  std::mt19937_64 rng(43);
  std::uniform_real_distribution<double> u(-1.5, 1.5);
  const std::size_t n = 67;
  std::vector<std::vector<C>> cols(2, std::vector<C>(n));
  for (auto &c : cols)
    for (C &v : c)
      v = {u(rng), u(rng)};
  std::vector<std::span<const C>> spans(cols.begin(), cols.end());
  std::size_t compared = 0, skipped = 0, mismatches = 0;
  std::string first;
  for (int m = 0; m < 20; ++m) {
    test::RandomComplex gen(p, vars, 9000 + static_cast<std::uint64_t>(m));
    std::vector<ComplexExpr> exprs;
    std::vector<std::vector<test::RandomComplex::Sensitive>> sens;
    for (int k = 0; k < 50; ++k) {
      gen.forget();
      exprs.push_back(gen.next(1 + k % 3));
      sens.push_back(gen.sensitive());
    }
    CudaCompiledComplexFn f = compile_cuda_complex(exprs, vars);
    auto got = f.call_batch(spans);
    REQUIRE(f.real_function().last_launch().ordinals == std::vector<int>{0}); // ran on the GPU
    for (std::size_t j = 0; j < exprs.size(); ++j)
      for (std::size_t i = 0; i < n; ++i) {
        const C pt[] = {cols[0][i], cols[1][i]};
        bool singular = false;
        for (const auto &s : sens[j])
          singular = singular || test::near_singularity(s.op, evaluate_complex(s.arg, vars, pt));
        const C ref = evaluate_complex(exprs[j], vars, pt);
        if (singular || std::abs(ref) > 1e8) {
          ++skipped;
          continue;
        }
        ++compared;
        if (!test::complex_agrees(got[j][i], ref) && mismatches++ == 0)
          first = fmt::format("expression {} of module {}: GPU {}{:+}i, interpreter {}{:+}i", j, m,
                              got[j][i].real(), got[j][i].imag(), ref.real(), ref.imag());
      }
  }
  INFO(first);
  INFO(fmt::format("{} compared, {} near a singularity, {} differ", compared, skipped, mismatches));
  CHECK(mismatches == 0);
  CHECK(skipped * 10 <= compared);
}
