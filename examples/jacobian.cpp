// examples/jacobian.cpp - a residual vector and its Jacobian by diff, compiled as one multi-output function (CPU and GPU).
//
// The residuals and the 3x3 Jacobian are 12 outputs of one compiled function;
// a few Newton steps use it on the CPU, then a batch of points runs on the
// GPU when there is one and is compared with the CPU.
#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <array>
#include <cmath>
#include <vector>

namespace {

// Solves the 3x3 system J d = r by Cramer's rule (enough for an example).
std::array<double, 3> solve3(const double *J, const double *r) {
  auto det = [](const double *m) {
    return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) +
           m[2] * (m[3] * m[7] - m[4] * m[6]);
  };
  double d = det(J);
  std::array<double, 3> out{};
  for (int c = 0; c < 3; ++c) {
    double m[9];
    for (int i = 0; i < 9; ++i) m[i] = (i % 3 == c) ? r[i / 3] : J[i];
    out[c] = det(m) / d;
  }
  return out;
}

} // namespace

int main() {
  using namespace alkahest;
  ExprPool pool;
  Expr x = pool.symbol("x"), y = pool.symbol("y"), z = pool.symbol("z");
  Expr vars[] = {x, y, z};
  Expr residuals[] = {x * x + y * y + z * z - 3, x - y * z, exp(x - 1) - y * cos(z - 1)};

  // Outputs: r0, r1, r2, then J[i][j] = d r_i / d x_j row by row.
  std::vector<Expr> outputs(residuals, residuals + 3);
  for (const Expr &r : residuals)
    for (const Expr &v : vars) outputs.push_back(diff(r, v));
  for (int i = 0; i < 3; ++i)
    fmt::print("r{} = {}\n   grad = [{}, {}, {}]\n", i, residuals[i], outputs[3 + 3 * i], outputs[4 + 3 * i],
               outputs[5 + 3 * i]);

  CompiledFn F = compile_expr(outputs, vars);
  fmt::print("compiled: {} inputs, {} outputs\n", F.n_inputs(), F.n_outputs());

  // Newton from a nearby point; (1, 1, 1) is a regular root (quadratic convergence).
  double p[3] = {1.3, 0.8, 1.1};
  double out[12];
  for (int step = 0; step < 12; ++step) {
    F.call_into(p, out);
    double norm = std::sqrt(out[0] * out[0] + out[1] * out[1] + out[2] * out[2]);
    fmt::print("step {}: x = ({:.12f}, {:.12f}, {:.12f})  |r| = {:.3g}\n", step, p[0], p[1], p[2], norm);
    if (norm < 1e-13) break;
    auto d = solve3(out + 3, out);
    for (int k = 0; k < 3; ++k) p[k] -= d[k];
  }
  F.call_into(p, out);
  if (std::fabs(out[0]) + std::fabs(out[1]) + std::fabs(out[2]) > 1e-10) return 1;

  // A batch of points: every output, output-major.
  const std::size_t n = 100000;
  std::vector<std::vector<double>> cols(3, std::vector<double>(n));
  for (std::size_t i = 0; i < n; ++i)
    for (int k = 0; k < 3; ++k) cols[k][i] = 0.5 + 0.1 * k + 1e-5 * double(i);
  std::span<const double> views[] = {cols[0], cols[1], cols[2]};
  std::vector<double> cpu = F.call_batch(views);
  fmt::print("cpu batch: {} points x {} outputs\n", n, F.n_outputs());

#if ALKAHEST_HAS_CUDA
  if (cuda_device_count() == 0) {
    fmt::print("no GPU: {}; CPU only\n", cuda_driver_status());
    return 0;
  }
  CudaCompiledFn G = compile_cuda(outputs, vars);
  std::vector<std::vector<double>> gpu(G.n_outputs(), std::vector<double>(n));
  std::vector<std::span<double>> gpu_views(gpu.begin(), gpu.end());
  G.call_batch_into(0, views, gpu_views);
  double worst = 0;
  for (std::size_t j = 0; j < G.n_outputs(); ++j)
    for (std::size_t i = 0; i < n; ++i) worst = std::max(worst, std::fabs(gpu[j][i] - cpu[j * n + i]));
  fmt::print("gpu batch on {}: max |gpu - cpu| over all outputs = {:.3g}\n", G.last_launch().device_name, worst);
  return worst <= 1e-12 ? 0 : 1;
#else
  fmt::print("no GPU tier in this build; CPU only\n");
  return 0;
#endif
}
