// alkahest/solve.hpp - solutions of zero-dimensional polynomial systems over Q.
#pragma once

#include <alkahest/groebner.hpp>
#include <alkahest/solve/real_roots.hpp>
#include <alkahest/solve/remote_representation.hpp>

#include <complex>
#include <memory>
#include <string>
#include <vector>

namespace alkahest {

/// Largest SolveOptions::precision_bits (E-SOLVE-005 above it).
inline constexpr unsigned kMaxPrecisionBits = 100000;

/// How solve() computes the representation of the solutions.
enum class SolveMethod : std::uint8_t {
  /// The multi-modular representation whenever the first prime shows a
  /// radical zero-dimensional ideal; the exact path otherwise.
  Auto,
  /// Always the exact linear algebra over Q (at most max_degree solutions
  /// with multiplicity): slower by orders of magnitude, kept as the
  /// reference the other is tested against.
  Exact,
};

/// Options of solve().
struct SolveOptions {
  SolveMethod method = SolveMethod::Auto;
  /// Width of the exact enclosure of every real coordinate: <= 2^-bits;
  /// every complex coordinate's box has radius <= 2^-(bits+1). 1 to
  /// kMaxPrecisionBits (E-SOLVE-005 otherwise).
  unsigned precision_bits = 53;
  /// Also compute every complex solution, certified (ComplexSolution).
  bool complex = false;
  /// Options of the Groebner computations solve() starts. Their time,
  /// memory and cancellation budget is the budget of the whole of solve()
  /// (linear algebra, root isolation and refinement included): E-GB-001,
  /// E-GB-002 or E-GB-003 when it is spent. Their `backend` and `device`
  /// say where the per-prime replays of the multi-modular representation
  /// run, with the meaning they have for bases over Q (docs/groebner.md,
  /// "Solving on the GPU"): Auto (the default) adds the devices' replays to
  /// the CPU's when the learning run took at least
  /// `auto_device_min_learn_seconds` and a device replays a prime faster
  /// than a CPU thread; Gpu replays every prime on the devices (the CPU's
  /// threads take each prime's representation); Cpu never touches a device.
  /// Wherever the replays run, the answer is the same: the primes the lift
  /// uses are those of a one-thread CPU run.
  GroebnerOptions groebner;
  /// Largest quotient dimension (number of solutions with multiplicity) for
  /// the exact linear algebra over Q; E-SOLVE-004 above it. The
  /// multi-modular path has no such cap: its memory budget
  /// (GroebnerOptions::memory_budget_bytes) bounds it.
  std::size_t max_degree = 400;
  /// Largest working precision, bits, of the refinement of t and of the
  /// ball arithmetic of the complex solutions: E-SOLVE-006 when the
  /// precision asked for is not reached within it.
  unsigned max_working_bits = 1u << 20;
  /// Representations of further primes computed in other processes beside
  /// this one's threads and devices (alkahest::mpi::solve sets it: the other
  /// MPI ranks). The lift takes the primes in their drawn order whoever
  /// computed them, so the answer is the same; a prime claimed by a process
  /// that fails is computed here instead. Null = this process alone.
  std::shared_ptr<solving::RemoteRepresentations> remote_representations;
};

/// One real solution: for each variable an exact rational interval
/// [lo, hi] that contains the coordinate, of width <= 2^-precision_bits.
/// lo == hi only when the refinement met the coordinate exactly: the
/// refinement bisects dyadic intervals of t, so a dyadic t-value (3/4) can
/// end as a point, while a rational coordinate such as 1/3 usually keeps a
/// proper interval.
struct RealSolution {
  std::vector<Rational> lo, hi;
  /// Midpoints as doubles.
  std::vector<double> approx() const;
};

/// One complex solution: for each variable a certified box (its centre and
/// radius are exact dyadic rationals, radius <= 2^-(precision_bits+1)).
struct ComplexSolution {
  std::vector<solving::ComplexBox> coordinates;
  /// Proved real: every coordinate is real (ComplexBox::real), and the
  /// solution is also one of SolveResult::real.
  bool real = false;
  /// Centres as doubles.
  std::vector<std::complex<double>> approx() const;
};

/// Where solve() spent its time, wall seconds.
struct SolvePhases {
  /// Multi-modular: the first prime's F4 run and representation; exact:
  /// the basis over Q and the exact linear algebra.
  double learn = 0;
  double replay = 0;        ///< further primes: trace replays and representations
  double lift = 0;          ///< CRT and rational reconstruction
  double real_roots = 0;    ///< isolation, refinement, the real boxes
  double complex_roots = 0; ///< the certified complex solutions
};

/// The solutions of a zero-dimensional system.
struct SolveResult {
  std::vector<std::string> variables;
  /// Real solutions, sorted by the separating form's value.
  std::vector<RealSolution> real;
  /// Every complex solution, certified, when asked for (as many as
  /// `distinct`): the real ones first, in the order of `real`, then each
  /// solution whose t lies above the real axis, by increasing t, followed by
  /// its complex conjugate.
  std::vector<ComplexSolution> complex;
  /// Number of distinct complex solutions.
  std::size_t distinct = 0;
  /// Number of solutions counted with multiplicity (vdim of the input ideal).
  std::size_t multiplicity_degree = 0;
  /// The separating linear form t = sum c_i x_i used (c per variable).
  std::vector<long> separating_form;
  /// The eliminant f(t) (square-free, integer coefficients) whose roots are
  /// the values of t at the solutions; x_i = g_i(t) / h(t) at each of them.
  solving::UPolyZ eliminant;
  std::vector<std::vector<Rational>> parametrization; ///< g_i, c[k] of t^k
  /// h: f' for the rational univariate representation computed
  /// multi-modularly (its coefficients are far smaller than those of the
  /// polynomial form), {1} when the g_i are the polynomial form.
  solving::UPolyZ parametrization_denominator{Integer(1)};
  /// How the representation was computed: "multi-modular" (images modulo
  /// primes, lifted) or "exact" (linear algebra over Q: non-radical ideals,
  /// or when the modular path does not apply), and the primes it used.
  std::string method;
  std::size_t primes = 0;
  /// Of `primes`, those replayed on a device (multi-modular path).
  std::size_t primes_from_gpu = 0;
  unsigned threads = 1; ///< worker threads of the modular work
  SolvePhases phases;
  /// Where the per-prime replays ran: reductions_on_gpu and
  /// reductions_on_cpu count the primes replayed on each side (a prime the
  /// CPU replayed because a device's batch came too late counts on both),
  /// ran_on_gpu(), fell_back_to_cpu() and first_gpu_error as for bases over
  /// Q; Auto's auto_choice says what it measured. The exact path's is that
  /// of the basis over Q it computed.
  GpuBackendReport gpu;
};

/// Solves the system <generators> = 0 over C and R. Raises E-SOLVE-001 for a
/// positive-dimensional system (the zero ideal included: every generator
/// zero), E-SOLVE-007 when no generator names the variables (an empty list:
/// pass a zero polynomial of the ring for a system with variables and no
/// equation); the unit ideal gives no solution.
///
/// Method, first (SolveResult::method "multi-modular"): the grevlex basis
/// modulo a first prime by F4, learned as a trace and replayed on further
/// primes; per prime, the sparse multiplication matrix of the last variable
/// on the standard monomials, a Wiedemann sequence, its minimal polynomial
/// by Berlekamp-Massey and the rational univariate representation
/// x_i = g_i(t) / f'(t) (Rouillier, AAECC 9 (1999); Faugere and Mou, JSC 80
/// (2017)); CRT and rational reconstruction, trusted once it agrees with
/// GroebnerOptions::stability_primes further primes. When the last variable
/// does not separate the solutions, a new one t = sum c_i x_i is added with
/// its equation and the same is tried once more. Otherwise (non-radical
/// ideals, the unit ideal, positive dimension: method "exact"): the basis
/// over Q, multiplication matrices in exact arithmetic (FGLM: Faugere,
/// Gianni, Lazard, Mora, JSC 16 (1993)), the radical by Seidenberg's lemma
/// and a separating form, the polynomial form x_i = g_i(t). Then, for
/// either: real roots of f(t) isolated exactly (Descartes / VCA) and mapped
/// to exact boxes by rational interval arithmetic with outward dyadic
/// rounding; complex solutions certified in ball arithmetic
/// (solving::complex_roots' method applied to f, the g_i / h evaluated on
/// each root's ball).
SolveResult solve(const std::vector<PolyQ> &generators, const SolveOptions &options = {});
/// Same, from a Groebner basis of the system (any order).
SolveResult solve(const GroebnerBasis &basis, const SolveOptions &options = {});

/// A triangular set: t[k] has main variable x_k (the ring's k-th variable,
/// x0 > x1 > ...), is monic in it, and involves only x_k, ..., x_{n-1}; the
/// last one is univariate in x_{n-1}.
struct TriangularSet {
  std::vector<PolyQ> polynomials;
};

/// Decomposes the solution set of a zero-dimensional system into triangular
/// sets whose zero sets partition it (the radical is used: multiplicities
/// are dropped). Raises E-SOLVE-001 (positive-dimensional, the zero ideal
/// included), E-SOLVE-002 (no solution), E-SOLVE-007 (no generator names the
/// variables).
///
/// Method (a simplified form of Lazard's, "Solving zero-dimensional
/// algebraic systems", JSC 13 (1992)): from the reduced lex basis of the
/// radical, take for each variable its element of least degree; when every
/// one is monic in its main variable and the product of the main degrees is
/// the number of solutions the set generates the ideal; otherwise split the
/// ideal at the first non-constant initial h into I + <h> and I : h (by a
/// gcd splitting of the eliminant when h is univariate, else by
/// saturation), and recurse.
std::vector<TriangularSet> triangularize(const std::vector<PolyQ> &generators,
                                         const GroebnerOptions &options = {});

} // namespace alkahest
