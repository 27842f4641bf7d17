// alkahest/solve/remote_representation.hpp - the multi-modular solver's hook for
// per-prime work in other processes: each prime's rational univariate
// representation computed elsewhere from the learned trace, and lifted here in
// the primes' drawn order (alkahest/mpi.hpp implements it over MPI ranks).
#pragma once

#include <alkahest/groebner/f4.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace alkahest::solving {

/// The representation x_v = numerators[k](t) / P'(t) modulo one prime, as
/// the solver computes it for each prime (SolveResult's method
/// "multi-modular"), or why that prime gave none.
struct ModularRepresentation {
  enum class Status : std::uint8_t {
    Ok,
    NotSeparating, ///< the eliminant has degree below the dimension or a square factor
    Degenerate,    ///< the functional vanished on an idempotent
    Unlucky,       ///< the replay of the trace failed on this prime (or was cancelled)
  };
  Status status = Status::Unlucky;
  std::uint32_t prime = 0;
  /// P, monic of degree D (D + 1 coefficients, c[k] of t^k), when Ok.
  std::vector<std::uint32_t> eliminant;
  /// Per output variable, D coefficients (zeros kept), when Ok.
  std::vector<std::vector<std::uint32_t>> numerators;
};

/// What a process needs beside the learned trace to compute a prime's
/// representation: the variables whose numerators it computes (their places
/// in the trace's ring; the separating form, when one was added, is the
/// ring's last variable and its equation is among the trace's inputs) and
/// the largest quotient dimension the solver accepts; and the dimension D
/// the learning prime showed, which every representation must have.
struct RepresentationParameters {
  std::vector<std::size_t> outputs;
  std::size_t max_dimension = 0;
  std::size_t dimension = 0;
};

/// The representations of one learned trace's replays, as the solver itself
/// computes them (the functional is fixed, so every process computes the
/// same image of the one representation over Q). represent() may run on
/// several threads at once.
class ModularRepresenter {
public:
  ModularRepresenter(const gb::F4Trace &trace, RepresentationParameters parameters);
  ~ModularRepresenter();
  ModularRepresenter(const ModularRepresenter &) = delete;
  ModularRepresenter &operator=(const ModularRepresenter &) = delete;
  /// The quotient's dimension (0 when the trace's basis is not
  /// zero-dimensional within max_dimension, or its dimension is not the
  /// parameters': every prime is then Unlucky).
  std::size_t dimension() const;
  const RepresentationParameters &parameters() const;
  /// The representation of one replay of the trace (Unlucky when the replay
  /// failed or `cancel` was raised).
  ModularRepresentation represent(const gb::ReplayResult &replayed,
                                  const std::atomic<bool> *cancel = nullptr) const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// Representations computed elsewhere (SolveOptions::remote_representations).
/// The solver calls every member on its own thread, between its rounds; no
/// member may wait long. Primes are claimed by their index in the one
/// sequence the solve draws, and the lift takes every index in order,
/// whoever computed it, so the answer is that of one process.
class RemoteRepresentations {
public:
  /// Claims the next prime nobody holds: its index, its prime and the learned
  /// system modulo it; an empty system when the solver wants no more for
  /// now (the primes done past its lift wait for a lower one). Callable from
  /// any thread until pause().
  using Claim = std::function<std::vector<PolyZp>(std::uint64_t &index, std::uint32_t &prime)>;
  /// One claimed prime's representation.
  struct Arrived {
    std::uint64_t index = 0;
    ModularRepresentation representation;
  };

  virtual ~RemoteRepresentations() = default;
  /// After each learned trace whose first representation is usable: hand
  /// the trace and `parameters` over, then primes claimed by `claim`. The
  /// trace and `claim` stay valid until pause().
  virtual void start(const gb::F4Trace &trace, const RepresentationParameters &parameters,
                     Claim claim) = 0;
  /// The representations that arrived since the last call; in `lost`, the
  /// indices of claimed primes that will never come back (their process
  /// failed): the solver computes them itself. Never waits.
  virtual std::vector<Arrived> take(std::vector<std::uint64_t> &lost) = 0;
  /// The trace's lift is complete or dropped: claim no more; what is in
  /// flight is dropped when it arrives.
  virtual void pause() = 0;
};

} // namespace alkahest::solving
