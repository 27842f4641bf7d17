// fuzz/fuzz_parse_msolve.cpp - msolve's polynomial file format on arbitrary bytes.
//
// The first byte picks the monomial order, the rest is the file. Contract:
// parse_msolve either returns a system or throws alkahest::Error (E-POLY-*).
// A parsed system must survive write_msolve -> parse_msolve unchanged, its
// reduction mod p must succeed or raise E-POLY-007, and the arithmetic the
// Groebner layer relies on must be consistent on it: (f + g) - g == f and
// f * g == g * f (or a registry error when an exponent would exceed 2^16).
#include <alkahest/poly.hpp>
#include <alkahest/error.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void finding(const char *what, const std::string &detail) {
  std::fprintf(stderr, "fuzz_parse_msolve: %s\n%s\n", what, detail.c_str());
  std::abort();
}

alkahest::MonomialOrder order_of(std::uint8_t b) {
  using alkahest::MonomialOrder;
  switch (b % 4) {
  case 0: return MonomialOrder::grevlex();
  case 1: return MonomialOrder::lex();
  case 2: return MonomialOrder::grlex();
  default: return MonomialOrder::block({1, 1}); // files of two variables only
  }
}

template <class Poly> void check_arithmetic(const Poly &f, const Poly &g) {
  if (f.size() * g.size() > 4096) return; // keep one input cheap
  try {
    if ((f + g) - g != f) finding("(f + g) - g != f", f.to_string() + "\n" + g.to_string());
    if (f * g != g * f) finding("f * g != g * f", f.to_string() + "\n" + g.to_string());
  } catch (const alkahest::Error &) {
    // E-POLY-* (an exponent beyond 65535) is the documented refusal.
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace alkahest;
  if (size == 0) return 0;
  MonomialOrder order = order_of(data[0]);
  std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
  PolySystem sys;
  try {
    sys = parse_msolve(text, order);
  } catch (const Error &) {
    return 0;
  }
  if (!sys.ring) finding("parsed system without a ring", std::string(text));

  // write -> parse is the identity (a file with no polynomial writes no
  // variable line, so only non-empty systems are compared).
  if (!sys.polynomials.empty()) {
    std::string written = write_msolve(sys.polynomials, sys.characteristic);
    PolySystem back;
    try {
      back = parse_msolve(written, order);
    } catch (const Error &e) {
      finding("written system does not parse", written + "\n" + e.what());
    }
    if (back.characteristic != sys.characteristic || back.polynomials != sys.polynomials ||
        back.ring->variables != sys.ring->variables)
      finding("write -> parse changed the system", written);
  }

  // Reduction mod p: the file's own characteristic, or a fixed prime for Q.
  try {
    auto zp = sys.modular(sys.characteristic ? 0 : 65521);
    if (zp.size() != sys.polynomials.size()) finding("modular() lost polynomials", std::string(text));
    for (std::size_t i = 0; i + 1 < zp.size() && i < 4; ++i) check_arithmetic(zp[i], zp[i + 1]);
  } catch (const Error &) {
  }
  for (std::size_t i = 0; i + 1 < sys.polynomials.size() && i < 4; ++i)
    check_arithmetic(sys.polynomials[i], sys.polynomials[i + 1]);
  return 0;
}
