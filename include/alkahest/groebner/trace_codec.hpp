// alkahest/groebner/trace_codec.hpp - byte encodings of a learned F4 trace, of the
// learned system modulo one prime and of a replay's result, so that other
// processes (alkahest/mpi.hpp's ranks) replay primes of a trace learned elsewhere.
#pragma once

#include <alkahest/groebner/f4.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace alkahest::gb {

/// What an encoded trace holds.
enum class TraceContent : std::uint8_t {
  /// Everything: the decoded trace equals the encoded one.
  Full = 0,
  /// What a replay reads, for a process that only replays: no basis
  /// monomials (to_polynomials needs them) and no row multipliers. A
  /// tenth or less of Full's bytes on large traces: the basis monomials
  /// are most of what the rest cannot rebuild.
  Replay = 1,
};

/// A trace as bytes: the ring (variable names and order), the learning
/// prime, the inputs' term structure, every step and the basis shape.
/// Compact: counts and indices are variable-length integers, each row's
/// columns are gaps, and what follows from the rest (row lengths, the known
/// pivots' columns, the expected leads of f4_learn's traces) is left out.
/// Host byte order; both ends must run the same build (a version word is
/// checked). E-GB-011 for a trace f4_learn could not have made (rows that
/// do not match their sources).
std::vector<std::uint8_t> encode_trace(const F4Trace &trace,
                                       TraceContent content = TraceContent::Full);
/// The trace of encode_trace; E-GB-011 when the bytes are cut short, were
/// written by another encoding version, or describe an inconsistent trace
/// (an index past its array, rows that do not match their columns), so that
/// a replay of a decoded trace never reads outside it.
F4Trace decode_trace(std::span<const std::uint8_t> bytes);

/// A system modulo one prime (polynomials of the trace's ring, one field)
/// as bytes: the prime, then each polynomial's terms.
std::vector<std::uint8_t> encode_system(const std::vector<PolyZp> &system);
/// The system of encode_system in `ring`; E-GB-011 on malformed bytes.
std::vector<PolyZp> decode_system(std::span<const std::uint8_t> bytes, const PolyRingPtr &ring);

/// A replay's outcome as bytes: the status, the reason when unlucky, and the
/// basis coefficients in the trace's shape when Ok (4 bytes a term).
std::vector<std::uint8_t> encode_replay_result(const ReplayResult &result);
/// The result of encode_replay_result for `trace` (its basis shape checks
/// the coefficient counts); E-GB-011 on malformed bytes.
ReplayResult decode_replay_result(std::span<const std::uint8_t> bytes, const F4Trace &trace);

} // namespace alkahest::gb
