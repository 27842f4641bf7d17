// lib/mpi/representation_message.hpp - a solve's per-prime work on the wire: the
// representation's parameters (with the trace) and each prime's representation
// (back to the root).
#pragma once

#include <alkahest/solve/remote_representation.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace alkahest::mpi::detail {

std::vector<std::uint8_t> encode_parameters(const solving::RepresentationParameters &p);
/// E-GB-011 when the bytes are not encode_parameters'.
solving::RepresentationParameters decode_parameters(std::span<const std::uint8_t> bytes);

std::vector<std::uint8_t> encode_representation(const solving::ModularRepresentation &r);
/// The representation of `prime` sent for a quotient of `dimension` and
/// `outputs` numerators; E-GB-011 when the bytes are not
/// encode_representation's of such a one (another prime, other sizes,
/// residues not below the prime).
solving::ModularRepresentation decode_representation(std::span<const std::uint8_t> bytes,
                                                     std::uint32_t prime, std::size_t dimension,
                                                     std::size_t outputs);

} // namespace alkahest::mpi::detail
