// lib/nvptx/cuda_complex.cpp - compile_cuda_complex: the split parts of complex expressions as one
// CudaCompiledFn, called on interleaved complex host columns.
#include <alkahest/complex.hpp>
#include <alkahest/error.hpp>

#include <fmt/format.h>

namespace alkahest {

CudaCompiledComplexFn compile_cuda_complex(std::span<const ComplexExpr> outputs,
                                           std::span<const ComplexSymbol> inputs,
                                           const CudaOptions &options) {
  if (options.precision != Precision::F64)
    raise(ErrorId::CudaBadArgument, "complex functions compute in F64");
  const ComplexParts parts = split_complex(outputs, inputs);
  CudaCompiledComplexFn f;
  f.real_ = compile_cuda(parts.outputs, parts.inputs, options);
  f.n_inputs_ = inputs.size();
  f.n_outputs_ = outputs.size();
  return f;
}

std::vector<std::vector<std::complex<double>>> CudaCompiledComplexFn::call_batch(
    std::span<const std::span<const std::complex<double>>> columns) const {
  if (columns.size() != n_inputs_)
    raise(ErrorId::CudaBadArgument,
          fmt::format("{} complex inputs but {} columns", n_inputs_, columns.size()));
  const std::size_t n = columns.empty() ? 0 : columns[0].size();
  std::vector<std::vector<double>> parts(2 * n_inputs_, std::vector<double>(n));
  for (std::size_t k = 0; k < n_inputs_; ++k) {
    if (columns[k].size() != n)
      raise(ErrorId::CudaBadArgument, "complex columns of different lengths");
    for (std::size_t i = 0; i < n; ++i) {
      parts[2 * k][i] = columns[k][i].real();
      parts[2 * k + 1][i] = columns[k][i].imag();
    }
  }
  // call_batch's layout: result[j * n + i] = real output j at point i.
  const std::vector<double> flat = real_.call_batch(parts);
  std::vector<std::vector<std::complex<double>>> result(n_outputs_,
                                                        std::vector<std::complex<double>>(n));
  for (std::size_t j = 0; j < n_outputs_; ++j)
    for (std::size_t i = 0; i < n; ++i)
      result[j][i] = {flat[2 * j * n + i], flat[(2 * j + 1) * n + i]};
  return result;
}

} // namespace alkahest
