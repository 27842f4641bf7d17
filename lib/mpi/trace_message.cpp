// lib/mpi/trace_message.cpp - a trace deflated for the wire and inflated on the ranks
// (zlib; its size checked against deflate's largest ratio before anything is allocated).
#include "trace_message.hpp"
#include "frame.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <zlib.h>

#include <cstring>
#include <string>

namespace alkahest::mpi::detail {
namespace {

// Deflate never shrinks data more than about 1032:1 (RFC 1951: a 258-byte
// match in at least two bits); a larger claimed size is a corrupt message.
constexpr std::uint64_t kMaxInflateRatio = 1100;

[[noreturn]] void bad(const std::string &why) {
  raise(ErrorId::GbBadTraceEncoding, "a trace message: " + why);
}

} // namespace

std::vector<std::uint8_t> pack_trace(const gb::F4Trace &trace, gb::TraceContent content) {
  const std::vector<std::uint8_t> raw = gb::encode_trace(trace, content);
  const std::uint64_t n = raw.size();
  uLongf zn = compressBound(static_cast<uLong>(n));
  std::vector<std::uint8_t> out(sizeof n + zn);
  std::memcpy(out.data(), &n, sizeof n);
  if (compress2(out.data() + sizeof n, &zn, raw.data(), static_cast<uLong>(n), Z_BEST_SPEED) !=
      Z_OK)
    bad("deflate failed");
  out.resize(sizeof n + zn);
  return out;
}

gb::F4Trace unpack_trace(std::span<const std::uint8_t> bytes) {
  std::uint64_t n = 0;
  if (bytes.size() < sizeof n) bad("cut short");
  std::memcpy(&n, bytes.data(), sizeof n);
  const std::size_t zn = bytes.size() - sizeof n;
  if (n > kMaxInflateRatio * zn + 64) bad("a size deflate cannot have shrunk to this message");
  std::vector<std::uint8_t> raw(n);
  uLongf got = static_cast<uLongf>(n);
  if (uncompress(raw.data(), &got, bytes.data() + sizeof n, static_cast<uLong>(zn)) != Z_OK ||
      got != n)
    bad("it does not inflate to its size");
  return gb::decode_trace(raw);
}

std::vector<std::uint8_t> trace_message_body(const gb::F4Trace &trace,
                                             const std::vector<std::uint8_t> &parameters,
                                             gb::TraceContent content) {
  Frame f;
  f.put_bytes(parameters);
  const std::vector<std::uint8_t> packed = pack_trace(trace, content);
  f.bytes.insert(f.bytes.end(), packed.begin(), packed.end());
  return std::move(f.bytes);
}

} // namespace alkahest::mpi::detail
