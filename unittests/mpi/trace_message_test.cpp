// unittests/mpi/trace_message_test.cpp - the trace as the root sends it to the other
// ranks: deflated, it replays like the learned trace; cut or inflated-size messages
// raise E-GB-011 before anything is allocated for them.
#include "codec_test_support.hpp"
#include "standard_systems.hpp"

#include "trace_message.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/engine.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <catch2/catch.hpp>

#include <cstring>

using namespace alkahest;
using gbtest::code_of;
using gbtest::mod;

namespace {

std::vector<PolyQ> katsura6() { return parse_msolve(gbtest::read_system("katsura6")).polynomials; }

} // namespace

TEST_CASE("a packed trace replays as the learned one, in fewer bytes", "[mpi][trace_codec]") {
  const auto sys = katsura6();
  const auto learned = gb::f4_learn(mod(sys, 1073741827));
  const auto packed = mpi::detail::pack_trace(learned.trace);
  CHECK(packed.size() < gb::encode_trace(learned.trace, gb::TraceContent::Replay).size());
  const gb::F4Trace copy = mpi::detail::unpack_trace(packed);
  for (std::uint32_t p : {1073741789u, 2147483647u}) {
    gb::ReplayResult a = gb::f4_replay(learned.trace, mod(sys, p));
    gb::ReplayResult b = gb::f4_replay(copy, mod(sys, p));
    REQUIRE(b.status == gb::ReplayStatus::Ok);
    CHECK(a.basis.coeffs == b.basis.coeffs);
  }
}

TEST_CASE("a cut or forged trace message raises E-GB-011", "[mpi][trace_codec][hostile]") {
  const auto learned = gb::f4_learn(mod(katsura6(), 1073741827));
  const auto packed = mpi::detail::pack_trace(learned.trace);
  for (std::size_t n :
       {std::size_t(0), std::size_t(5), std::size_t(12), packed.size() / 2, packed.size() - 1}) {
    std::vector<std::uint8_t> cut(packed.begin(), packed.begin() + static_cast<long>(n));
    CHECK(code_of([&] { mpi::detail::unpack_trace(cut); }) == ErrorId::GbBadTraceEncoding);
  }
  // A size no deflate stream of this length can have: refused before inflating.
  auto forged = packed;
  const std::uint64_t huge = std::uint64_t(1) << 50;
  std::memcpy(forged.data(), &huge, sizeof huge);
  CHECK(code_of([&] { mpi::detail::unpack_trace(forged); }) == ErrorId::GbBadTraceEncoding);
  // The right size over altered deflate bytes.
  auto altered = packed;
  for (std::size_t i = 16; i < altered.size(); i += 7)
    altered[i] ^= 0x5a;
  CHECK(code_of([&] { mpi::detail::unpack_trace(altered); }) == ErrorId::GbBadTraceEncoding);
}
