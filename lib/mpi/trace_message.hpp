// lib/mpi/trace_message.hpp - the trace as the root sends it to the replaying ranks:
// the replay-only encoding (gb::TraceContent::Replay), deflated.
#pragma once

#include <alkahest/groebner/f4.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace alkahest::mpi::detail {

/// The message body for `trace`: its encoded size, then the deflated
/// encoding. Gaps of consecutive columns, which most rows are made of,
/// deflate to a few bits each, so the fastest level already takes most of
/// what deflate can (a seventh of the encoding on katsura10).
/// A solve's ranks need gb::TraceContent::Full: the representation's
/// multiplication shape is built from the basis monomials.
std::vector<std::uint8_t> pack_trace(const gb::F4Trace &trace,
                                     gb::TraceContent content = gb::TraceContent::Replay);
/// The trace of pack_trace's bytes; E-GB-011 when they do not inflate to a
/// trace.
gb::F4Trace unpack_trace(std::span<const std::uint8_t> bytes);

/// A trace message after its attempt number: `parameters` (length-prefixed:
/// empty for the over-Q driver's replays, a solve's representation
/// parameters otherwise), then pack_trace's bytes of `content`.
std::vector<std::uint8_t> trace_message_body(const gb::F4Trace &trace,
                                             const std::vector<std::uint8_t> &parameters,
                                             gb::TraceContent content);

} // namespace alkahest::mpi::detail
