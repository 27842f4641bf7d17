// lib/mpi/representation_message.cpp - the representation's parameters and each
// prime's representation as fixed-width words, every size checked on the way in.
#include "representation_message.hpp"
#include "frame.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

namespace alkahest::mpi::detail {
namespace {

using Status = solving::ModularRepresentation::Status;

[[noreturn]] void bad(const std::string &why) {
  raise(ErrorId::GbBadTraceEncoding, "a representation message: " + why);
}

void put_words(Frame &f, const std::vector<std::uint32_t> &w) {
  f.put<std::uint32_t>(static_cast<std::uint32_t>(w.size()));
  for (std::uint32_t x : w)
    f.put<std::uint32_t>(x);
}

// `size` words, each below `prime`.
std::vector<std::uint32_t> get_words(FrameReader &in, std::size_t size, std::uint32_t prime) {
  if (in.get<std::uint32_t>() != size) bad("a polynomial of another size");
  std::vector<std::uint32_t> w(size);
  for (auto &x : w)
    if ((x = in.get<std::uint32_t>()) >= prime) bad("a residue not below its prime");
  if (!in.ok()) bad("cut short");
  return w;
}

} // namespace

std::vector<std::uint8_t> encode_parameters(const solving::RepresentationParameters &p) {
  Frame f;
  f.put<std::uint64_t>(p.max_dimension);
  f.put<std::uint64_t>(p.dimension);
  f.put<std::uint32_t>(static_cast<std::uint32_t>(p.outputs.size()));
  for (std::size_t v : p.outputs)
    f.put<std::uint32_t>(static_cast<std::uint32_t>(v));
  return std::move(f.bytes);
}

solving::RepresentationParameters decode_parameters(std::span<const std::uint8_t> bytes) {
  FrameReader in(bytes);
  solving::RepresentationParameters p;
  p.max_dimension = in.get<std::uint64_t>();
  p.dimension = in.get<std::uint64_t>();
  const auto n = in.get<std::uint32_t>();
  if (!in.ok() || n > bytes.size()) bad("parameters cut short");
  for (std::uint32_t k = 0; k < n; ++k)
    p.outputs.push_back(in.get<std::uint32_t>());
  if (!in.ok() || in.rest().second != 0) bad("parameters of another size");
  return p;
}

std::vector<std::uint8_t> encode_representation(const solving::ModularRepresentation &r) {
  Frame f;
  f.put<std::uint8_t>(static_cast<std::uint8_t>(r.status));
  f.put<std::uint32_t>(r.prime);
  if (r.status != Status::Ok) return std::move(f.bytes);
  put_words(f, r.eliminant);
  f.put<std::uint32_t>(static_cast<std::uint32_t>(r.numerators.size()));
  for (const auto &n : r.numerators)
    put_words(f, n);
  return std::move(f.bytes);
}

solving::ModularRepresentation decode_representation(std::span<const std::uint8_t> bytes,
                                                     std::uint32_t prime, std::size_t dimension,
                                                     std::size_t outputs) {
  FrameReader in(bytes);
  solving::ModularRepresentation r;
  const auto status = in.get<std::uint8_t>();
  if (!in.ok() || status > static_cast<std::uint8_t>(Status::Unlucky)) bad("an unknown status");
  r.status = static_cast<Status>(status);
  r.prime = in.get<std::uint32_t>();
  if (r.status == Status::Ok) {
    if (r.prime != prime)
      bad(fmt::format("the representation modulo {} for the prime {}", r.prime, prime));
    r.eliminant = get_words(in, dimension + 1, prime);
    if (in.get<std::uint32_t>() != outputs) bad("another number of numerators");
    for (std::size_t k = 0; k < outputs; ++k)
      r.numerators.push_back(get_words(in, dimension, prime));
  }
  if (!in.ok() || in.rest().second != 0) bad("a message of another size");
  return r;
}

} // namespace alkahest::mpi::detail
