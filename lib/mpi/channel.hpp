// lib/mpi/channel.hpp - nonblocking point-to-point byte messages with deadlines: the
// only way lib/mpi talks to other ranks, so that no call waits past its deadline.
#pragma once

#include "frame.hpp"

#include <alkahest/mpi.hpp> // <mpi.h>, C interface only

#include <chrono>
#include <cstdint>
#include <list>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace alkahest::mpi::detail {

using Clock = std::chrono::steady_clock;

/// Message kinds (MPI tags) between the root and the replaying ranks.
enum Tag : int {
  kHello = 7301,  ///< rank -> root: its replay threads
  kTrace = 7302,  ///< root -> rank: attempt, encoded trace
  kWork = 7303,   ///< root -> rank: attempt, batch id, systems modulo primes
  kResult = 7304, ///< rank -> root: attempt, batch id, seconds, replay results
  kDone = 7305,   ///< root -> rank: stop serving
  kBeat = 7306,   ///< root -> rank: alive (from the root's communication thread)
};

/// An MPI call's failure, with the library's message.
std::string mpi_error_text(int code);

/// One received message.
struct Message {
  int source = -1;
  int tag = -1;
  std::vector<std::uint8_t> bytes;
};

/// Sends without waiting (each send's bytes kept until it completes) and
/// receives by probing, on a communicator whose errors return.
class Channel {
public:
  /// Duplicates `comm` (errors return on the duplicate), waiting at most
  /// `timeout` seconds for every rank; error() says why when it failed.
  Channel(MPI_Comm comm, double timeout);
  /// Empty when the channel is usable.
  const std::string &error() const noexcept { return error_; }
  ~Channel();
  Channel(const Channel &) = delete;
  Channel &operator=(const Channel &) = delete;

  MPI_Comm comm() const noexcept { return comm_; }
  int rank() const noexcept { return rank_; }
  int size() const noexcept { return size_; }

  /// A message's bytes, shared by the sends of one message to several ranks.
  using Bytes = std::shared_ptr<const std::vector<std::uint8_t>>;
  /// Starts sending; false (with `error`) when MPI refused at once.
  bool send(int dest, int tag, Bytes bytes, std::string &error);
  bool send(int dest, int tag, std::vector<std::uint8_t> bytes, std::string &error) {
    return send(dest, tag, std::make_shared<const std::vector<std::uint8_t>>(std::move(bytes)),
                error);
  }
  /// True while a send is in flight (it moves only while this rank calls
  /// into MPI: Open MPI's shared-memory transport without single-copy
  /// support pushes a large message a fragment at a time).
  bool sending() const noexcept { return !pending_.empty(); }
  /// Tests the sends in flight; returns the first rank whose send failed or
  /// has been in flight past `timeout` seconds (and drops that rank's
  /// sends), or -1.
  int progress(double timeout, std::string &error);
  /// True once no send is in flight, testing until `deadline`.
  bool drain(Clock::time_point deadline);
  /// Forgets the sends to `rank` (a failed rank: they may never complete).
  void abandon(int rank);

  /// A message from `source` (MPI_ANY_SOURCE for any) with `tag`
  /// (MPI_ANY_TAG for any) when one has arrived; its bytes are received
  /// with a deadline of `timeout` seconds. Sets `failed_rank`/`error` and
  /// returns nullopt when the receive fails.
  std::optional<Message> poll(int source, int tag, double timeout, int &failed_rank,
                              std::string &error);

private:
  struct Pending {
    MPI_Request request;
    int dest;
    Clock::time_point since;
    Bytes bytes;
  };
  MPI_Comm comm_ = MPI_COMM_NULL;
  int rank_ = 0, size_ = 1;
  std::string error_;
  std::list<Pending> pending_;
};

inline double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace alkahest::mpi::detail
