// alkahest/groebner.hpp - exact reduced Groebner bases over Q (multi-modular F4) and Z/p.
#pragma once

#include <alkahest/groebner/backend.hpp>
#include <alkahest/groebner/macaulay_matrix.hpp>
#include <alkahest/poly.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace alkahest {

namespace gb {
class RemoteReplays; // alkahest/groebner/remote_replay.hpp
}

/// What a progress callback sees: the F4 step of the prime being learned or
/// the lifting state of the multi-modular driver.
struct GroebnerProgress {
  std::string phase;     ///< "learn", "replay", "lift", "verify", "certify"
  unsigned degree = 0;   ///< F4 step degree (learn phase)
  std::size_t pairs = 0; ///< critical pairs selected in this step
  std::size_t rows = 0;  ///< Macaulay matrix shape of this step
  std::size_t cols = 0;
  std::size_t primes = 0; ///< primes accepted into the lift so far
  std::size_t bits = 0;   ///< bits of the CRT modulus so far
  double seconds = 0;     ///< wall time since compute() started
};

/// The most worker threads a computation uses: larger requests (GroebnerOptions
/// and F4Options) are clamped to it, since every thread costs a replay
/// workspace and a batch of primes.
inline constexpr unsigned kMaxGroebnerThreads = 1024;

/// Work budget (elementary steps, about a second each 10^9) of the queries on
/// the leading monomials: dimension(), degree() and standard_monomials()
/// raise E-GB-010 past it instead of running without end on a hostile
/// basis; the basis stays usable.
inline constexpr std::uint64_t kLeadingMonomialWork = std::uint64_t{1} << 32;
/// The most standard monomials standard_monomials() lists (E-GB-010 above).
inline constexpr std::uint64_t kMaxStandardMonomials = std::uint64_t{1} << 26;

/// Options of GroebnerBasis::compute.
struct GroebnerOptions {
  /// Worker threads for the per-prime replays and the lift; 0 = all cores;
  /// at most kMaxGroebnerThreads (larger values are clamped).
  unsigned threads = 0;
  /// Threads of the learning run over Q (its matrices' reductions); 0 =
  /// `threads`. More than `threads` pays where other processes wait for
  /// the learned trace on the same machine (alkahest/mpi.hpp: the ranks
  /// beside the root), whose cores are idle until it comes.
  unsigned learn_threads = 0;
  /// Called from the calling thread between steps; never concurrently.
  std::function<void(const GroebnerProgress &)> progress;
  /// Set to true (from any thread) to stop: compute() raises E-GB-001.
  const std::atomic<bool> *cancel = nullptr;
  /// Wall-time budget in seconds, 0 = none: compute() raises E-GB-003 when
  /// it is exceeded. Negative, NaN or infinite values raise E-GB-009.
  double time_budget_seconds = 0;
  /// Memory budget in bytes, 0 = the smallest of 3/4 of physical memory,
  /// 3/4 of the address-space limit (RLIMIT_AS) and 3/4 of the cgroup's
  /// memory limit: the driver refuses with E-GB-002 (checked before each
  /// large allocation and between primes, and on std::bad_alloc) instead of
  /// being killed by the OS.
  std::size_t memory_budget_bytes = 0;
  /// Prove the result over Q (Buchberger's criterion with exact arithmetic)
  /// instead of stopping at the probabilistic multi-modular checks.
  bool certify = false;
  /// Extra primes on which a reconstructed lift must agree before it is
  /// verified (msolve uses 1; we default to 2).
  unsigned stability_primes = 2;
  /// Seed of the random primes (drawn from the primes in [2^30, 2^31)); unset
  /// = a fresh seed from std::random_device each run. The seed used is in
  /// report().prime_seed: setting it reproduces a run, but the primes of a
  /// known seed can be attacked (docs/groebner.md), the random default not.
  std::optional<std::uint64_t> seed;
  /// Non-zero: deterministic primes descending from this one instead of
  /// random ones (the seed is then ignored). Tests set it to provoke unlucky
  /// primes.
  std::uint32_t first_prime = 0;
  /// Where the per-prime trace replays run (docs/gpu.md). Auto with a
  /// device: when the learning run takes at least
  /// auto_device_min_learn_seconds and the measured crossover table says
  /// the device wins for this trace, the device replays batches of primes
  /// beside the CPU's replays (the CPU keeps every thread) for as long as it
  /// replays a prime faster than one CPU thread does (the report's
  /// gpu.auto_choice says what it measured); else the CPU alone.
  GroebnerBackend backend = GroebnerBackend::Auto;
  /// CUDA device for the replays, -1 = every device (primes spread over them).
  int device = -1;
  /// Below this learning time Auto does not start a device: the device's
  /// start-up (about 0.4 s on an H200) would outweigh the whole computation.
  double auto_device_min_learn_seconds = 1.0;
  /// Over Z/p: Exact (default) or Probabilistic linear algebra in each F4
  /// step (gb::LinearAlgebra; docs/groebner.md gives the failure bound). The
  /// multipliers come from `seed` (unset: a fresh one, in
  /// report().linear_algebra_seed); the guarantee is then Probabilistic.
  /// Over Q the learning run is exact whatever this says.
  gb::LinearAlgebra linear_algebra = gb::LinearAlgebra::Exact;
  /// For a non-grevlex order (lex, block; eliminate()): compute the grevlex
  /// basis and convert it by FGLM when the ideal is zero-dimensional (over
  /// Q and over Z/p); false computes in the target order directly, as does
  /// a positive-dimensional ideal either way.
  bool fglm = true;
  /// Over Q: replays in other processes beside this one's (set by
  /// alkahest/mpi.hpp's groebner_basis for MPI ranks): each learned trace is
  /// handed to them and their residue bases join the same lift, under the
  /// same stability and verification rules. Null = this process alone.
  std::shared_ptr<gb::RemoteReplays> remote_replays;
};

/// How much a basis is guaranteed.
enum class GroebnerGuarantee {
  /// Over Z/p: the F4 computation is exact.
  ExactModular,
  /// Over Q: the lift agreed with independent primes and every input
  /// reduced to zero modulo fresh primes (an unlucky event is possible but
  /// requires a prime to divide a specific nonzero integer at every check).
  Probabilistic,
  /// Over Q: proved by Buchberger's criterion with exact arithmetic, and
  /// every input reduces to zero over Q (see docs/groebner.md).
  Certified,
};

/// "exact mod p", "probabilistic", "certified".
std::string_view guarantee_name(GroebnerGuarantee g);

/// What the computation did.
/// Where a phase of compute() ran.
enum class PhaseDevice : std::uint8_t { Cpu, Gpu, Mixed };
/// "cpu", "gpu", "cpu+gpu".
const char *phase_device_name(PhaseDevice d) noexcept;

struct GroebnerReport {
  std::size_t primes_used = 0;         ///< primes in the final CRT lift
  std::size_t primes_unlucky = 0;      ///< primes rejected (replay failure, disagreement)
  std::size_t primes_verification = 0; ///< fresh primes spent on verification
  std::size_t coefficient_bits = 0;    ///< largest numerator or denominator, bits
  std::size_t threads = 1;
  /// Seed of the random primes (GroebnerOptions::seed); nullopt when no
  /// prime was drawn or GroebnerOptions::first_prime chose them.
  std::optional<std::uint64_t> prime_seed;
  double seconds = 0;        ///< wall time of compute()
  double learn_seconds = 0;  ///< the first prime's full F4 run (over Z/p: the one F4 run)
  double replay_seconds = 0; ///< all replays together (wall)
  /// CRT + rational reconstruction, wall seconds of the lift itself; with
  /// more than one thread most of it runs beside the next batch's replays.
  double lift_seconds = 0;
  /// The part of the lift the run waited for: the waits for the lift after
  /// a batch was replayed, and the whole of a batch the lift dropped (it
  /// replayed beside a lift that turned out not to need it). This is the
  /// lift's share of the wall time; without overlap it equals lift_seconds.
  double lift_critical_seconds = 0;
  /// Batches of primes lifted beside the replays of the next batch (0 with
  /// one thread, or for a trace whose replays take less than a handover).
  std::size_t lift_batches_overlapped = 0;
  double verify_seconds = 0;
  double certify_seconds = 0;
  /// Non-empty when the basis was converted from another order's, e.g.
  /// "fglm from grevlex (27 standard monomials)": a zero-dimensional ideal
  /// in a non-grevlex order (GroebnerOptions::fglm).
  std::string conversion;
  /// The FGLM conversions of every prime (lift and verification), summed:
  /// CPU time, inside learn_seconds, replay_seconds and verify_seconds.
  double conversion_seconds = 0;
  GroebnerGuarantee guarantee = GroebnerGuarantee::Probabilistic;
  /// The linear algebra of the F4 steps over Z/p, and the seed of its
  /// multipliers when probabilistic.
  gb::LinearAlgebra linear_algebra = gb::LinearAlgebra::Exact;
  std::optional<std::uint64_t> linear_algebra_seed;
  /// Where each replayed prime's reductions ran (CPU or GPU) and why a GPU
  /// request fell back; over Z/p, where the one F4 run's matrices ran (a
  /// reduction per matrix) and why a GPU request reduced them on the CPU.
  GpuBackendReport gpu;
  /// Where the learning run (over Z/p: the F4 run), the lift and the
  /// verification ran; their times are the *_seconds above.
  PhaseDevice learn_device = PhaseDevice::Cpu;
  PhaseDevice lift_device = PhaseDevice::Cpu;
  PhaseDevice verify_device = PhaseDevice::Cpu;
  /// Where the replays ran, from `gpu`: Gpu when every replayed prime ran
  /// on a device, Mixed when some did, else Cpu.
  PhaseDevice replay_device() const noexcept;
};

/// A reduced, monic Groebner basis of the ideal generated by some
/// polynomials, for a monomial order. Over Q it is computed modulo many
/// primes and lifted (see docs/groebner.md); over Z/p directly by F4.
class GroebnerBasis {
public:
  /// The reduced basis of <generators> (over Q) for `order`; the ring of the
  /// generators provides the variables (their own order is ignored). Zero
  /// generators are dropped; no generator (or only zeros) gives the zero
  /// ideal, of a ring without variables when no generator has a ring.
  /// Raises E-GB-* on cancellation, budgets and inconsistent input
  /// (std::bad_alloc becomes E-GB-002).
  static GroebnerBasis compute(const std::vector<PolyQ> &generators, const MonomialOrder &order,
                               const GroebnerOptions &options = {});
  /// The reduced basis of a parsed system: over Q when its characteristic
  /// is 0, else over Z/p (E-POLY-007 when it is not a prime below 2^31). A
  /// system with no polynomial gives the zero ideal of its ring.
  static GroebnerBasis compute(const PolySystem &system, const MonomialOrder &order,
                               const GroebnerOptions &options = {});
  /// Parses msolve's text format and computes (for `alkahest demo` and
  /// quick scripts).
  static GroebnerBasis compute_msolve(std::string_view text,
                                      const MonomialOrder &order = MonomialOrder::grevlex(),
                                      const GroebnerOptions &options = {});

  /// The basis, reduced and monic, sorted increasingly by leading monomial.
  /// Over Z/p the coefficients are the residues in [0, p) (made on the first
  /// call: printing and the leading-monomial queries do not need them).
  const std::vector<PolyQ> &polynomials() const;
  std::size_t size() const noexcept { return rationals_ ? modular_.size() : basis_.size(); }
  const PolyRingPtr &ring() const noexcept { return ring_; }
  /// 0 over Q, else p.
  std::uint64_t characteristic() const noexcept { return characteristic_; }

  /// Normal form of f modulo the basis (the unique remainder).
  PolyQ reduce(const PolyQ &f) const;
  /// True when f lies in the ideal (its normal form is zero).
  bool contains(const PolyQ &f) const;
  /// The basis of the elimination ideal I ∩ Q[other variables]: computed
  /// with a block order that puts `variables` first.
  GroebnerBasis eliminate(const std::vector<std::string> &variables,
                          const GroebnerOptions &options = {}) const;

  /// True when the ideal is the whole ring (basis {1}).
  bool is_unit() const noexcept;
  /// Krull dimension of the ideal from its leading monomials (a search
  /// without recursion, E-GB-010 past kLeadingMonomialWork); -1 for the unit
  /// ideal.
  long dimension() const;
  /// Number of standard monomials (vdim = degree counted with
  /// multiplicity) of a zero-dimensional ideal, counted without listing
  /// them (E-GB-010 past kLeadingMonomialWork or 2^64 - 1); 0 for the unit
  /// ideal; nullopt for a positive-dimensional one.
  std::optional<std::uint64_t> degree() const;
  /// Largest total degree of a leading monomial.
  long max_leading_degree() const;

  /// The standard monomials (zero-dimensional ideals only; E-GB-006 else;
  /// none for the unit ideal; E-GB-010 for more than kMaxStandardMonomials).
  std::vector<std::vector<Exponent>> standard_monomials() const;

  const GroebnerReport &report() const noexcept { return report_; }
  /// One line: size, dimension, degree, primes (and their seed), time,
  /// guarantee; "?" for a dimension or degree past its work budget.
  std::string summary() const;
  /// One line of phase times and places: over Q "learn 0.512 s (cpu),
  /// replays 0.310 s (gpu), lift 0.120 s (cpu), verify 0.200 s (cpu)" (and
  /// certify when run), over Z/p "f4 0.800 s (cpu)".
  std::string phase_summary() const;
  /// One polynomial per line, separated by commas, in msolve's input syntax.
  std::string to_msolve() const;

  /// Wraps polynomials that are already a reduced basis for the ring's
  /// order (used by solve and tests; not checked).
  static GroebnerBasis from_reduced(std::vector<PolyQ> basis, PolyRingPtr ring,
                                    std::uint64_t characteristic = 0);

private:
  struct RationalResidues;
  std::vector<std::vector<Exponent>> leading_monomials() const;

  std::vector<PolyQ> basis_;
  std::vector<PolyZp> modular_; // the basis over Z/p (characteristic p only)
  // A computed basis over Z/p: modular_ is the basis, and its residues as
  // rationals are made once, on the first call of polynomials() (a basis mod
  // p of half a million terms costs as many GMP rationals); shared by the
  // copies, which hold the same modular_. Null: basis_ is the basis.
  std::shared_ptr<RationalResidues> rationals_;
  PolyRingPtr ring_;
  std::uint64_t characteristic_ = 0;
  GroebnerReport report_;
  friend class GroebnerDriver;
};

/// GroebnerBasis::compute with the GPU backend on `device` (-1 = every
/// device): the per-prime replays run on the GPU, many primes per launch;
/// report().gpu says where every replay ran (a CPU fallback is recorded,
/// never silent).
GroebnerBasis compute_groebner_basis_gpu(const std::vector<PolyQ> &generators,
                                         const MonomialOrder &order, int device = -1,
                                         GroebnerOptions options = {});

} // namespace alkahest
