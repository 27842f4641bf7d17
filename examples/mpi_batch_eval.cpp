// examples/mpi_batch_eval.cpp - call_batch over a distributed column set: each MPI rank
// compiles the expression and evaluates its own slice of the points (on its GPU when it has
// one, else its CPU threads); rank 0 gathers the slices and checks them against the
// interpreter. Run with `mpirun -n 3 example_mpi_batch_eval` (needs ALKAHEST_MPI).
//
// Every wait is a nonblocking MPI call polled against a deadline, so a rank that dies
// ends the run with a message instead of a hang.
#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/jit.hpp>
#include <alkahest/mpi.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <thread>
#include <vector>

namespace {

// Waits for `request` for at most `seconds`; false when it did not complete.
bool wait_for(MPI_Request &request, double seconds) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    int done = 0;
    if (MPI_Test(&request, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS) return false;
    if (done) return true;
    if (std::chrono::steady_clock::now() > end) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
}

double x_at(std::size_t i, std::size_t n) { return -5 + 10 * double(i) / double(n); }
double y_at(std::size_t i) { return 3 * std::cos(0.001 * double(i)); }

} // namespace

int main(int argc, char **argv) {
  using namespace alkahest;
  mpi::Session session(&argc, &argv);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  const int rank = session.rank(), ranks = session.size();

  ExprPool pool;
  Expr f = parse(pool, "sin(x)*cos(y) + (x^2+y^2)/100");
  Expr x = pool.symbol("x"), y = pool.symbol("y");
  Expr inputs[] = {x, y};

  // This rank's slice [begin, end) of the n points: its own columns only.
  const std::size_t n = 1000000;
  const std::size_t begin = n * std::size_t(rank) / std::size_t(ranks);
  const std::size_t end = n * std::size_t(rank + 1) / std::size_t(ranks);
  std::vector<double> xs(end - begin), ys(end - begin);
  for (std::size_t i = begin; i < end; ++i) {
    xs[i - begin] = x_at(i, n);
    ys[i - begin] = y_at(i);
  }
  std::span<const double> cols[] = {xs, ys};

  std::vector<double> values;
  std::string where = "cpu";
#if ALKAHEST_HAS_CUDA
  if (cuda_device_count() > 0) {
    CudaCompiledFn gpu = compile_cuda(f, inputs);
    values = gpu.call_batch(cols);
    where = gpu.last_launch().device_name;
  }
#endif
  if (values.empty()) values = compile_expr(f, inputs).call_batch(cols);
  fmt::print("rank {}: points [{}, {}) on {}\n", rank, begin, end, where);

  // The slices meet on rank 0 (counts first, then the values).
  const auto nranks = static_cast<std::size_t>(ranks);
  std::vector<int> counts(nranks), displs(nranks);
  for (int r = 0; r < ranks; ++r) {
    counts[std::size_t(r)] =
        int(n * std::size_t(r + 1) / std::size_t(ranks) - n * std::size_t(r) / std::size_t(ranks));
    displs[std::size_t(r)] = int(n * std::size_t(r) / std::size_t(ranks));
  }
  std::vector<double> all(rank == 0 ? n : 0);
  MPI_Request request;
  if (MPI_Igatherv(values.data(), int(values.size()), MPI_DOUBLE, all.data(), counts.data(),
                   displs.data(), MPI_DOUBLE, 0, MPI_COMM_WORLD, &request) != MPI_SUCCESS ||
      !wait_for(request, 120)) {
    fmt::print(stderr, "rank {}: the gather did not complete within 120 s\n", rank);
    return 1;
  }
  if (rank != 0) return 0;
  // The interpreter is the reference semantics: a sample across every slice.
  double worst = 0;
  for (std::size_t i = 0; i < n; i += 997) {
    double point[] = {x_at(i, n), y_at(i)};
    worst = std::max(worst, std::fabs(all[i] - evaluate(f, inputs, point)));
  }
  fmt::print("{} ranks evaluated {} points; max |result - interpreter| over a sample: {:.3g}\n",
             ranks, n, worst);
  return worst <= 1e-12 ? 0 : 1;
}
