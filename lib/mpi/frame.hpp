// lib/mpi/frame.hpp - the fixed-width framing of the messages between ranks (no MPI
// in it: the message codecs are tested without a runtime).
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <utility>
#include <vector>

namespace alkahest::mpi::detail {

/// Appends and reads the fixed-width framing of the messages.
class Frame {
public:
  template <class T> void put(T v) {
    const auto *p = reinterpret_cast<const std::uint8_t *>(&v);
    bytes.insert(bytes.end(), p, p + sizeof v);
  }
  void put_bytes(const std::vector<std::uint8_t> &b) {
    put<std::uint64_t>(b.size());
    bytes.insert(bytes.end(), b.begin(), b.end());
  }
  std::vector<std::uint8_t> bytes;
};

class FrameReader {
public:
  explicit FrameReader(std::span<const std::uint8_t> b) : b_(b) {}
  /// False once a read ran past the end (the values read are then 0).
  bool ok() const noexcept { return ok_; }
  template <class T> T get() {
    T v{};
    if (b_.size() - at_ < sizeof v) {
      ok_ = false;
      return v;
    }
    std::memcpy(&v, b_.data() + at_, sizeof v);
    at_ += sizeof v;
    return v;
  }
  /// A length-prefixed span (pointer, length) of the message.
  std::pair<const std::uint8_t *, std::size_t> get_bytes() {
    auto n = get<std::uint64_t>();
    if (!ok_ || n > b_.size() - at_) {
      ok_ = false;
      return {nullptr, 0};
    }
    const std::uint8_t *p = b_.data() + at_;
    at_ += n;
    return {p, n};
  }
  /// The rest of the message.
  std::pair<const std::uint8_t *, std::size_t> rest() const {
    return {b_.data() + at_, b_.size() - at_};
  }

private:
  std::span<const std::uint8_t> b_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

} // namespace alkahest::mpi::detail
