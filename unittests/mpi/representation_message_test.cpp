// unittests/mpi/representation_message_test.cpp - a solve's per-prime work as the
// ranks exchange it: the representation a rank computes from the packed trace is
// the root's own, it crosses the wire unchanged, and a message of another prime,
// other sizes or residues not below the prime raises E-GB-011.
#include "codec_test_support.hpp"
#include "standard_systems.hpp"

#include "representation_message.hpp"
#include "trace_message.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/engine.hpp>

#include <catch2/catch.hpp>

#include <cstring>

using namespace alkahest;
using gbtest::code_of;
using gbtest::mod;
using solving::ModularRepresentation;

namespace {

std::vector<PolyQ> katsura5() { return parse_msolve(gbtest::read_system("katsura5")).polynomials; }

struct Learned {
  std::vector<PolyQ> system = katsura5();
  gb::F4LearnResult learned = gb::f4_learn(mod(system, 1073741827));
  solving::RepresentationParameters parameters() const {
    solving::RepresentationParameters p;
    for (std::size_t v = 0; v < system.front().ring().nvars(); ++v)
      p.outputs.push_back(v);
    p.max_dimension = 1 << 20;
    p.dimension = 32; // katsura5: 2^5 solutions, all simple
    return p;
  }
};

} // namespace

TEST_CASE("a rank's representation from the packed trace is the root's, unchanged on the wire",
          "[mpi][solve]") {
  Learned l;
  const auto parameters = l.parameters();
  const solving::ModularRepresenter root(l.learned.trace, parameters);
  REQUIRE(root.dimension() == 32);
  // What a rank rebuilds from the trace message.
  const gb::F4Trace copy =
      mpi::detail::unpack_trace(mpi::detail::pack_trace(l.learned.trace, gb::TraceContent::Full));
  // The replay-only trace of `groebner --mpi` lacks the basis the shape is built from.
  const gb::F4Trace replay_only =
      mpi::detail::unpack_trace(mpi::detail::pack_trace(l.learned.trace));
  CHECK(code_of([&] { solving::ModularRepresenter(replay_only, parameters); }) ==
        ErrorId::GbBadTraceEncoding);
  const solving::ModularRepresenter rank(
      copy, mpi::detail::decode_parameters(mpi::detail::encode_parameters(parameters)));
  REQUIRE(rank.parameters().outputs == parameters.outputs);
  for (std::uint32_t p : {1073741789u, 2147483647u}) {
    const ModularRepresentation a =
        root.represent(gb::f4_replay(l.learned.trace, mod(l.system, p)));
    const ModularRepresentation b = rank.represent(gb::f4_replay(copy, mod(l.system, p)));
    REQUIRE(a.status == ModularRepresentation::Status::Ok);
    CHECK(a.prime == p);
    const ModularRepresentation c = mpi::detail::decode_representation(
        mpi::detail::encode_representation(b), p, 32, parameters.outputs.size());
    CHECK(c.status == a.status);
    CHECK(c.eliminant == a.eliminant);
    CHECK(c.numerators == a.numerators);
  }
  // A failed replay is an unlucky prime, and says so on the wire.
  gb::ReplayResult failed;
  failed.status = gb::ReplayStatus::Unlucky;
  const auto unlucky = mpi::detail::decode_representation(
      mpi::detail::encode_representation(root.represent(failed)), 7, 32, parameters.outputs.size());
  CHECK(unlucky.status == ModularRepresentation::Status::Unlucky);
  // A trace whose dimension is not the parameters' gives no representation.
  auto other = parameters;
  other.dimension = 31;
  const solving::ModularRepresenter wrong(l.learned.trace, other);
  CHECK(wrong.dimension() == 0);
  CHECK(wrong.represent(gb::f4_replay(l.learned.trace, mod(l.system, 1073741789u))).status ==
        ModularRepresentation::Status::Unlucky);
}

TEST_CASE("a representation message of another prime or size raises E-GB-011",
          "[mpi][solve][hostile]") {
  Learned l;
  const auto parameters = l.parameters();
  const solving::ModularRepresenter root(l.learned.trace, parameters);
  const std::uint32_t p = 1073741789u;
  const auto bytes = mpi::detail::encode_representation(
      root.represent(gb::f4_replay(l.learned.trace, mod(l.system, p))));
  const std::size_t n = parameters.outputs.size();
  auto decode = [&](const std::vector<std::uint8_t> &b, std::uint32_t prime, std::size_t D,
                    std::size_t outputs) {
    return code_of([&] { mpi::detail::decode_representation(b, prime, D, outputs); });
  };
  CHECK(decode(bytes, p + 2, 32, n) == ErrorId::GbBadTraceEncoding);
  CHECK(decode(bytes, p, 31, n) == ErrorId::GbBadTraceEncoding);
  CHECK(decode(bytes, p, 32, n + 1) == ErrorId::GbBadTraceEncoding);
  for (std::size_t cut : {std::size_t(0), std::size_t(3), bytes.size() / 2, bytes.size() - 1}) {
    std::vector<std::uint8_t> c(bytes.begin(), bytes.begin() + static_cast<long>(cut));
    CHECK(decode(c, p, 32, n) == ErrorId::GbBadTraceEncoding);
  }
  auto longer = bytes;
  longer.push_back(0);
  CHECK(decode(longer, p, 32, n) == ErrorId::GbBadTraceEncoding);
  // A residue of the eliminant (after status, prime and its size) set to the prime.
  auto high = bytes;
  std::memcpy(high.data() + 1 + 4 + 4, &p, sizeof p);
  CHECK(decode(high, p, 32, n) == ErrorId::GbBadTraceEncoding);
  auto status = bytes;
  status[0] = 9;
  CHECK(decode(status, p, 32, n) == ErrorId::GbBadTraceEncoding);
  CHECK(code_of([&] { mpi::detail::decode_parameters(std::vector<std::uint8_t>(5)); }) ==
        ErrorId::GbBadTraceEncoding);
}
