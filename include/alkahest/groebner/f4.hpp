// alkahest/groebner/f4.hpp - F4 over Z/p with a learned trace replayed on further primes.
#pragma once

#include <alkahest/groebner/macaulay_matrix.hpp>
#include <alkahest/poly/polynomial.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace alkahest::gb {

/// What one F4 step did (for progress reports and benchmarks).
struct F4StepInfo {
  std::uint32_t step = 0;
  std::uint32_t degree = 0;   ///< degree of the selected pairs' lcms
  std::size_t pairs = 0;      ///< pairs selected in this step
  std::size_t pairs_left = 0; ///< pairs still queued
  std::uint32_t rows = 0, cols = 0, pivots = 0;
  std::size_t nnz = 0;
  std::uint32_t new_elements = 0;
  std::uint32_t zero_rows = 0;
  /// Probabilistic mode: the step's rows were reduced by random combinations
  /// of blocks (false: exactly, which that mode does for sparse steps that
  /// keep many of their rows; see docs/groebner.md).
  bool combinations = false;
};

/// Options of an F4 run.
struct F4Options {
  /// Called after each step.
  std::function<void(const F4StepInfo &)> progress;
  /// When set and true, the run stops with E-GB-001.
  const std::atomic<bool> *cancel = nullptr;
  /// A matrix larger than this (bytes of its sparse rows) stops the run with
  /// E-GB-002 instead of exhausting memory; 0 = no limit.
  std::size_t max_matrix_bytes = 0;
  /// Learn a trace (f4_learn always does).
  bool record_trace = true;
  /// Keep the rows that reduced to zero in the trace, so that a replay also
  /// checks that they still do (a non-zero where the trace expects zero
  /// marks the prime unlucky). Off by default: these rows are most of the
  /// work (about 90% of the rows of a large F4 step) and a prime that
  /// changes them also changes the lift, which the over-Q driver verifies.
  bool trace_zero_rows = false;
  /// Threads for each matrix's reduction (detail::reduce_rows: rows reduced
  /// in parallel by the known pivots, then by earlier blocks' new pivots)
  /// and for its symbolic preprocessing (products and reducers looked up in
  /// parallel, new monomials interned in order); the results and traces do
  /// not depend on it. 0 is read as 1; at most kMaxGroebnerThreads
  /// (alkahest/groebner.hpp; larger values are clamped).
  unsigned threads = 1;
  /// Exact (default) or Probabilistic elimination of the rows to reduce
  /// (LinearAlgebra). Probabilistic applies to f4() only: f4_learn records a
  /// trace, whose replays need every row's reduction, and stays exact.
  /// Probabilistic steps run on every thread too; the basis depends on the
  /// seed only, not on the thread count.
  LinearAlgebra linear_algebra = LinearAlgebra::Exact;
  /// Seed of the probabilistic mode's random multipliers.
  std::uint64_t seed = 0;
  /// Rows per block of the probabilistic mode; 0 = about the square root of
  /// the step's rows to reduce (a block costs its rank plus one reduction of
  /// a combination, and each block adds 1/p to the failure bound).
  std::size_t probabilistic_block_rows = 0;
};

/// One step of a trace: the symbolic preprocessing result of one F4 matrix,
/// restricted to the rows that matter (rows that reduced to zero at the
/// learning prime and known pivots that no kept row can reach are dropped).
///
/// Polynomials are numbered in one pool: the inputs (in order) first, then
/// every polynomial a step produces, in order. Row r of the step is the
/// multiple x^multiplier(r) * pool[source[r]]; its columns are precomputed
/// (cols[row_begin[r] ..)), term by term in the order of the source's
/// terms, so a replay copies the source's coefficients next to them.
struct F4TraceStep {
  std::uint32_t ncols = 0;
  std::uint32_t npivots = 0; ///< rows [0, npivots) are known pivots
  ReductionMode mode = ReductionMode::Echelon;
  std::vector<std::uint32_t> row_begin{0};
  std::vector<std::uint32_t> cols;
  std::vector<std::uint32_t> source;
  /// nvars exponents per row (what symbolic preprocessing multiplied; no
  /// replay reads it, and a trace decoded from TraceContent::Replay has none)
  std::vector<Exponent> multiplier;
  std::vector<std::uint32_t> pivot_of_column;
  /// Per row to reduce: the expected leading column (the pivot pattern),
  /// kZeroRow for a row that must reduce to zero (F4Options::trace_zero_rows).
  std::vector<std::uint32_t> expected_leads;
  /// Per row to reduce: the learned non-zero columns of the reduced row,
  /// out_cols[out_begin[i] ..); each non-zero row is the next pool
  /// polynomial, with these columns' monomials as its terms.
  std::vector<std::uint32_t> out_begin{0};
  std::vector<std::uint32_t> out_cols;
};

/// Everything a replay needs: the term structure of the inputs, the steps,
/// and which pool polynomials form the reduced basis (with their monomials).
struct F4Trace {
  PolyRingPtr ring;
  std::uint32_t prime = 0; ///< the learning prime
  /// Term structure of the inputs: input i has terms
  /// [input_begin[i], input_begin[i+1]), monomials flat in input_monomials.
  std::vector<std::uint32_t> input_begin{0};
  std::vector<Exponent> input_monomials;
  std::vector<F4TraceStep> steps;
  /// The reduced basis (increasing leading monomial): pool index of each
  /// element and its terms (leading first) flat in basis_monomials.
  std::vector<std::uint32_t> basis_pool;
  std::vector<std::uint32_t> basis_begin{0};
  std::vector<Exponent> basis_monomials;

  std::size_t basis_size() const noexcept { return basis_pool.size(); }
  std::size_t inputs() const noexcept { return input_begin.size() - 1; }
  /// Approximate memory held, in bytes.
  std::size_t memory_bytes() const noexcept;
};

/// A reduced basis modulo one prime in the trace's shape: coeffs[i][k] is
/// the coefficient of term k of basis element i (trace.basis_monomials);
/// leading coefficients are 1. A coefficient may be 0 where the prime
/// divides the value over Q.
struct ModularBasis {
  std::uint32_t prime = 0;
  std::vector<std::vector<std::uint32_t>> coeffs;
};

/// The result of learning: the reduced basis mod p, in both shapes.
struct F4LearnResult {
  std::vector<PolyZp> basis;
  ModularBasis modular;
  F4Trace trace;
  std::vector<F4StepInfo> steps;
};

/// Runs F4 (Faugere 1999) modulo the inputs' prime with the normal
/// selection strategy and records the trace. Inputs must share one ring and
/// one PrimeField (p < 2^31); zero inputs are ignored. The basis is reduced,
/// monic, sorted by increasing leading monomial.
F4LearnResult f4_learn(const std::vector<PolyZp> &system, const F4Options &options = {});

/// F4 without keeping the trace: the reduced basis mod p.
std::vector<PolyZp> f4(const std::vector<PolyZp> &system, const F4Options &options = {});

/// Outcome of a replay.
enum class ReplayStatus : std::uint8_t {
  Ok,
  /// The prime behaved differently from the learning prime: a pivot went
  /// missing, an unexpected one appeared, an input lost a term or its
  /// leading coefficient, or a new term appeared outside the learned shape.
  Unlucky,
};

struct ReplayResult {
  ReplayStatus status = ReplayStatus::Ok;
  std::string reason; ///< why the prime is unlucky
  ModularBasis basis; ///< valid when status == Ok
};

/// Replays a trace on further primes: fills each step's matrix from the
/// learned rows and reduces it, with no pair handling and no symbolic
/// preprocessing. Keeps its buffers between calls; one replayer per thread.
class F4Replayer {
public:
  /// Reduces one replayed matrix: fills `out` as MacaulayMatrix::reduce_cpu
  /// would. The hook for other back ends (a GPU replays the same matrices).
  using MatrixReducer = std::function<void(const MacaulayMatrix &, std::uint32_t prime,
                                           ReductionMode, MacaulayMatrix::Reduction &out)>;

  explicit F4Replayer(const F4Trace &trace);
  /// The system must be the learned one modulo another prime (same ring,
  /// same number of inputs; E-GB-004 otherwise).
  ReplayResult replay(const std::vector<PolyZp> &system);
  /// Routes every matrix through `reducer` (materialised as a
  /// MacaulayMatrix) instead of the built-in CPU kernel; empty restores it.
  void set_reducer(MatrixReducer reducer) { reducer_ = std::move(reducer); }
  /// When set and true, replay() stops with E-GB-001 (between steps and
  /// within the CPU row reduction).
  void set_cancel(const std::atomic<bool> *cancel);
  /// A second flag with the same effect, for a caller that stops work it
  /// started ahead of need (apart from the computation's cancel flag).
  void set_stop(const std::atomic<bool> *stop);

  ~F4Replayer();
  F4Replayer(F4Replayer &&) noexcept;
  F4Replayer &operator=(F4Replayer &&) noexcept;

private:
  // The row reduction's scratch space and views (lib/groebner's own types).
  struct Scratch;
  void fill_matrix(const F4TraceStep &step, std::uint32_t p);
  const F4Trace *trace_;
  MatrixReducer reducer_;
  MacaulayMatrix matrix_;
  std::vector<std::vector<std::uint32_t>> pool_;
  std::unique_ptr<Scratch> scratch_;
};

/// The system modulo p for a learn or a replay, or nullopt when p divides a
/// denominator or makes a term vanish (then the prime would be unlucky for
/// the trace anyway).
std::optional<std::vector<PolyZp>> system_mod(const std::vector<PolyQ> &system, std::uint32_t p);

/// Convenience: one replay with a fresh replayer.
ReplayResult f4_replay(const F4Trace &trace, const std::vector<PolyZp> &system);

/// A modular basis in the trace's shape as polynomials (zero coefficients dropped).
std::vector<PolyZp> to_polynomials(const F4Trace &trace, const ModularBasis &basis);

} // namespace alkahest::gb
