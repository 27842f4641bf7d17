// unittests/groebner/trace_codec_test.cpp - a decoded trace replays like the learned one;
// systems and results survive their encodings; cut or altered bytes raise E-GB-011.
#include "codec_test_support.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/engine.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace alkahest;
using gbtest::code_of;
using gbtest::mod;

namespace {

const char *kKatsura4 = "x0,x1,x2,x3,x4\n0\n"
                        "x0+2*x1+2*x2+2*x3+2*x4-1,\n"
                        "x0^2+2*x1^2+2*x2^2+2*x3^2+2*x4^2-x0,\n"
                        "2*x0*x1+2*x1*x2+2*x2*x3+2*x3*x4-x1,\n"
                        "x1^2+2*x0*x2+2*x1*x3+2*x2*x4-x2,\n"
                        "2*x1*x2+2*x0*x3+2*x1*x4-x3\n";

} // namespace

TEST_CASE("a decoded trace replays every prime as the learned one", "[groebner][trace_codec]") {
  for (auto order :
       {MonomialOrder::grevlex(), MonomialOrder::lex(), MonomialOrder::block({2, 3})}) {
    auto sys = parse_msolve(kKatsura4, order).polynomials;
    auto learned = gb::f4_learn(mod(sys, 1073741827));
    auto bytes = gb::encode_trace(learned.trace);
    gb::F4Trace copy = gb::decode_trace(bytes);
    CHECK(*copy.ring == *learned.trace.ring);
    CHECK(gb::encode_trace(copy) == bytes);
    for (std::uint32_t p : {1073741789u, 2147483647u, 1000003u}) {
      auto sysp = mod(sys, p);
      // The system goes through its encoding too, as to another rank.
      auto decoded = gb::decode_system(gb::encode_system(sysp), copy.ring);
      REQUIRE(decoded.size() == sysp.size());
      gb::ReplayResult a = gb::f4_replay(learned.trace, sysp);
      gb::ReplayResult b = gb::f4_replay(copy, decoded);
      REQUIRE(a.status == gb::ReplayStatus::Ok);
      REQUIRE(b.status == gb::ReplayStatus::Ok);
      CHECK(a.basis.coeffs == b.basis.coeffs);
      gb::ReplayResult c = gb::decode_replay_result(gb::encode_replay_result(b), learned.trace);
      CHECK(c.basis.prime == p);
      CHECK(c.basis.coeffs == a.basis.coeffs);
      // The basis of the replay is F4's basis modulo p.
      CHECK(gb::to_polynomials(copy, c.basis).size() == gb::f4(sysp).size());
    }
  }
}

TEST_CASE("every field survives the full encoding", "[groebner][trace_codec]") {
  auto sys = parse_msolve(kKatsura4).polynomials;
  gb::F4Trace t = gb::f4_learn(mod(sys, 1073741827)).trace;
  auto same = [](const gb::F4Trace &a, const gb::F4Trace &b) {
    REQUIRE(a.steps.size() == b.steps.size());
    for (std::size_t i = 0; i < a.steps.size(); ++i) {
      const gb::F4TraceStep &x = a.steps[i], &y = b.steps[i];
      CHECK(x.ncols == y.ncols);
      CHECK(x.npivots == y.npivots);
      CHECK(x.mode == y.mode);
      CHECK(x.row_begin == y.row_begin);
      CHECK(x.cols == y.cols);
      CHECK(x.source == y.source);
      CHECK(x.multiplier == y.multiplier);
      CHECK(x.pivot_of_column == y.pivot_of_column);
      CHECK(x.expected_leads == y.expected_leads);
      CHECK(x.out_begin == y.out_begin);
      CHECK(x.out_cols == y.out_cols);
    }
    CHECK(a.prime == b.prime);
    CHECK(a.input_begin == b.input_begin);
    CHECK(a.input_monomials == b.input_monomials);
    CHECK(a.basis_pool == b.basis_pool);
    CHECK(a.basis_begin == b.basis_begin);
    CHECK(a.basis_monomials == b.basis_monomials);
  };
  same(gb::decode_trace(gb::encode_trace(t)), t);
  // Known pivots and expected leads that do not follow from the rows (as
  // f4_learn's do) are sent as they are.
  gb::F4TraceStep *st = nullptr;
  for (auto &s : t.steps)
    if (s.npivots > 0 && s.expected_leads.size() > 0 && s.out_begin[1] - s.out_begin[0] > 1 &&
        std::count(s.pivot_of_column.begin(), s.pivot_of_column.end(), gb::kZeroRow) > 0)
      st = &s;
  REQUIRE(st != nullptr);
  *std::find(st->pivot_of_column.begin(), st->pivot_of_column.end(), gb::kZeroRow) = 0;
  st->expected_leads[0] = st->out_cols[st->out_begin[0] + 1];
  same(gb::decode_trace(gb::encode_trace(t)), t);
}

TEST_CASE("a replay-only trace replays alike in fewer bytes", "[groebner][trace_codec]") {
  auto sys = parse_msolve(kKatsura4).polynomials;
  auto learned = gb::f4_learn(mod(sys, 1073741827));
  const auto full = gb::encode_trace(learned.trace);
  const auto bytes = gb::encode_trace(learned.trace, gb::TraceContent::Replay);
  CHECK(bytes.size() < full.size());
  gb::F4Trace copy = gb::decode_trace(bytes);
  CHECK(copy.basis_monomials.empty());
  CHECK(copy.basis_begin == learned.trace.basis_begin);
  CHECK(gb::encode_trace(copy, gb::TraceContent::Replay) == bytes);
  for (std::uint32_t p : {1073741789u, 1000003u}) {
    gb::ReplayResult a = gb::f4_replay(learned.trace, mod(sys, p));
    gb::ReplayResult b = gb::f4_replay(copy, mod(sys, p));
    REQUIRE(b.status == gb::ReplayStatus::Ok);
    CHECK(a.basis.coeffs == b.basis.coeffs);
  }
}

TEST_CASE("an unlucky result keeps its reason through the encoding", "[groebner][trace_codec]") {
  auto sys = parse_msolve(kKatsura4).polynomials;
  auto learned = gb::f4_learn(mod(sys, 1073741827));
  gb::ReplayResult r;
  r.status = gb::ReplayStatus::Unlucky;
  r.reason = "step 3: a term outside the learned shape";
  r.basis.prime = 1000003;
  auto back = gb::decode_replay_result(gb::encode_replay_result(r), learned.trace);
  CHECK(back.status == gb::ReplayStatus::Unlucky);
  CHECK(back.reason == r.reason);
}

TEST_CASE("cut, altered or foreign bytes raise E-GB-011", "[groebner][trace_codec][hostile]") {
  auto sys = parse_msolve(kKatsura4).polynomials;
  auto learned = gb::f4_learn(mod(sys, 1073741827));
  for (auto content : {gb::TraceContent::Full, gb::TraceContent::Replay}) {
    const auto bytes = gb::encode_trace(learned.trace, content);
    CHECK(code_of([] {
            gb::decode_trace(std::vector<std::uint8_t>{1, 2, 3});
          }) == ErrorId::GbBadTraceEncoding);
    // Every prefix is cut short.
    for (std::size_t n = 0; n < bytes.size(); n += 1 + bytes.size() / 97) {
      std::vector<std::uint8_t> cut(bytes.begin(), bytes.begin() + static_cast<long>(n));
      CHECK(code_of([&] { gb::decode_trace(cut); }) == ErrorId::GbBadTraceEncoding);
    }
    // A flipped byte either decodes to a trace that passes every check or is refused;
    // a decoded one replays without reading outside its arrays (ASan builds check that).
    std::size_t refused = 0;
    for (std::size_t i = 8; i < bytes.size(); i += 1 + bytes.size() / 211) {
      auto bad = bytes;
      bad[i] ^= 0x5a;
      try {
        gb::F4Trace t = gb::decode_trace(bad);
        gb::F4Replayer(t).replay(gb::decode_system(gb::encode_system(mod(sys, 1000003)), t.ring));
      } catch (const Error &e) {
        refused += e.id() == ErrorId::GbBadTraceEncoding || e.id() == ErrorId::GbTraceMismatch;
      }
    }
    CHECK(refused > 0);
  }
  auto result = gb::encode_replay_result(gb::f4_replay(learned.trace, mod(sys, 1000003)));
  result.pop_back();
  CHECK(code_of([&] { gb::decode_replay_result(result, learned.trace); }) ==
        ErrorId::GbBadTraceEncoding);
  auto system = gb::encode_system(mod(sys, 1000003));
  system.push_back(0);
  CHECK(code_of([&] { gb::decode_system(system, learned.trace.ring); }) ==
        ErrorId::GbBadTraceEncoding);
}
