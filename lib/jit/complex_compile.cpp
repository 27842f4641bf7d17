// lib/jit/complex_compile.cpp - compile_complex: the split parts compiled by compile_expr, called
// on interleaved complex columns through blocks of separated real columns.
#include <alkahest/complex.hpp>
#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace alkahest {

namespace {

// Points per block of separated parts: 8 columns of 64 KB stay in L2.
constexpr std::size_t kComplexBlockPoints = 8192;

// Checks the columns and returns their common length.
std::size_t column_length(std::span<const std::span<const std::complex<double>>> columns,
                          std::size_t n_inputs) {
  if (columns.size() != n_inputs)
    raise(ErrorId::JitColumnCount,
          fmt::format("{} complex inputs but {} columns", n_inputs, columns.size()));
  const std::size_t n = columns.empty() ? 0 : columns[0].size();
  for (const auto &c : columns)
    if (c.size() != n) raise(ErrorId::JitRaggedColumns, "complex columns of different lengths");
  return n;
}

} // namespace

CompiledComplexFn compile_complex(std::span<const ComplexExpr> outputs,
                                  std::span<const ComplexSymbol> inputs,
                                  const JitOptions &options) {
  if (options.precision != Precision::F64)
    raise(ErrorId::JitBadOptions, "complex functions compute in F64");
  CompiledComplexFn f;
  const ComplexParts parts = split_complex(outputs, inputs);
  f.real_ = compile_expr(parts.outputs, parts.inputs, options);
  f.n_inputs_ = inputs.size();
  f.n_outputs_ = outputs.size();
  return f;
}

void CompiledComplexFn::call_batch_into(
    std::span<const std::span<const std::complex<double>>> columns,
    std::span<const std::span<std::complex<double>>> outs) const {
  const std::size_t n = column_length(columns, n_inputs_);
  if (outs.size() != n_outputs_)
    raise(ErrorId::JitOutputSize,
          fmt::format("{} complex outputs but {} output columns", n_outputs_, outs.size()));
  for (const auto &o : outs)
    if (o.size() != n)
      raise(ErrorId::JitOutputSize,
            fmt::format("an output column of {} for {} points", o.size(), n));
  // Separated parts, block by block; the results are written only after
  // the block is computed, so outputs may alias nothing of the inputs.
  const std::size_t block = std::min(n, kComplexBlockPoints);
  std::vector<std::vector<double>> in(2 * n_inputs_, std::vector<double>(block)),
      out(2 * n_outputs_, std::vector<double>(block));
  for (std::size_t start = 0; start < n; start += block) {
    const std::size_t m = std::min(block, n - start);
    for (std::size_t k = 0; k < n_inputs_; ++k)
      for (std::size_t i = 0; i < m; ++i) {
        in[2 * k][i] = columns[k][start + i].real();
        in[2 * k + 1][i] = columns[k][start + i].imag();
      }
    std::vector<std::span<const double>> ins;
    for (const auto &c : in)
      ins.emplace_back(c.data(), m);
    std::vector<std::span<double>> os;
    for (auto &c : out)
      os.emplace_back(c.data(), m);
    real_.call_batch_into(ins, os);
    for (std::size_t j = 0; j < n_outputs_; ++j)
      for (std::size_t i = 0; i < m; ++i)
        outs[j][start + i] = {out[2 * j][i], out[2 * j + 1][i]};
  }
}

std::vector<std::vector<std::complex<double>>> CompiledComplexFn::call_batch(
    std::span<const std::span<const std::complex<double>>> columns) const {
  const std::size_t n = column_length(columns, n_inputs_);
  std::vector<std::vector<std::complex<double>>> result(n_outputs_,
                                                        std::vector<std::complex<double>>(n));
  std::vector<std::span<std::complex<double>>> outs(result.begin(), result.end());
  call_batch_into(columns, outs);
  return result;
}

} // namespace alkahest
