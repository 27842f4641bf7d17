// alkahest/expr/derivatives.hpp - gradient, Jacobian and Hessian as row-major expression matrices.
//
// Each entry is one diff() of the expression core, so the matrices hold
// ordinary canonical expressions: pass them to compile_expr / compile_cuda
// as the outputs of one compiled function (entry (i, j) of an m x n matrix
// is element i*n + j), or evaluate them with the interpreter.
#pragma once

#include <alkahest/expr/diff.hpp>

#include <vector>

namespace alkahest {

/// [df/dv for v in inputs]: the gradient of f, one entry per input.
/// E-EXPR-007 when an input is not a symbol, E-EXPR-002 for two pools.
inline std::vector<Expr> gradient(const Expr &f, const std::vector<Expr> &inputs) {
  std::vector<Expr> g;
  g.reserve(inputs.size());
  for (const Expr &v : inputs)
    g.push_back(diff(f, v));
  return g;
}

/// The Jacobian of `outputs` with respect to `inputs`, row-major:
/// element i * inputs.size() + j is d outputs[i] / d inputs[j].
inline std::vector<Expr> jacobian(const std::vector<Expr> &outputs,
                                  const std::vector<Expr> &inputs) {
  std::vector<Expr> j;
  j.reserve(outputs.size() * inputs.size());
  for (const Expr &f : outputs)
    for (const Expr &v : inputs)
      j.push_back(diff(f, v));
  return j;
}

/// The Hessian of f, row-major and n x n for n inputs: element i * n + j is
/// d^2 f / (d inputs[i] d inputs[j]). Only the upper triangle is
/// differentiated; the lower one holds the same nodes (the matrix is
/// symmetric by construction, and a compiled function evaluates each
/// shared node once).
inline std::vector<Expr> hessian(const Expr &f, const std::vector<Expr> &inputs) {
  const std::size_t n = inputs.size();
  std::vector<Expr> g = gradient(f, inputs);
  std::vector<Expr> h(n * n);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i; j < n; ++j) {
      h[i * n + j] = diff(g[i], inputs[j]);
      h[j * n + i] = h[i * n + j];
    }
  return h;
}

} // namespace alkahest
