// lib/mpi/channel.cpp - nonblocking sends kept until complete, receives by matched
// probe, every wait polled against a deadline (MPI_ERRORS_RETURN on a duplicate
// communicator, so a dead peer returns an error or times out instead of aborting).
#include "channel.hpp"

#include <fmt/format.h>

#include <climits>
#include <thread>

namespace alkahest::mpi::detail {

std::string mpi_error_text(int code) {
  char text[MPI_MAX_ERROR_STRING];
  int len = 0;
  if (MPI_Error_string(code, text, &len) != MPI_SUCCESS) return "MPI error " + std::to_string(code);
  return std::string(text, static_cast<std::size_t>(len));
}

Channel::Channel(MPI_Comm comm, double timeout) {
  // The duplicate is collective: started without waiting, then polled, so
  // that a rank that never joins costs the deadline, not a hang.
  MPI_Request req;
  int rc = MPI_Comm_idup(comm, &comm_, &req);
  const auto t0 = Clock::now();
  for (int done = 0; rc == MPI_SUCCESS && !done;) {
    rc = MPI_Test(&req, &done, MPI_STATUS_IGNORE);
    if (rc == MPI_SUCCESS && !done) {
      if (seconds_since(t0) > timeout) {
        error_ = fmt::format("the ranks did not all join within {:g} s", timeout);
        comm_ = MPI_COMM_NULL;
        return;
      }
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }
  if (rc != MPI_SUCCESS) {
    error_ = "duplicating the communicator failed: " + mpi_error_text(rc);
    comm_ = MPI_COMM_NULL;
    return;
  }
  MPI_Comm_set_errhandler(comm_, MPI_ERRORS_RETURN);
  MPI_Comm_rank(comm_, &rank_);
  MPI_Comm_size(comm_, &size_);
}

Channel::~Channel() {
  // Sends still in flight go to failed ranks or were abandoned: cancelling
  // them may not complete either, so they are only released.
  for (auto &p : pending_) {
    MPI_Cancel(&p.request);
    MPI_Request_free(&p.request);
  }
  pending_.clear();
  // Freeing the duplicate would synchronise with ranks that may be dead.
}

bool Channel::send(int dest, int tag, Bytes bytes, std::string &error) {
  if (bytes->size() > static_cast<std::size_t>(INT_MAX)) {
    error = "a message of " + std::to_string(bytes->size()) + " bytes (MPI counts stop at 2^31)";
    return false;
  }
  pending_.push_back({MPI_REQUEST_NULL, dest, Clock::now(), std::move(bytes)});
  Pending &p = pending_.back();
  // MPI_Isend's buffer is const since MPI-3.
  int rc = MPI_Isend(p.bytes->data(), static_cast<int>(p.bytes->size()), MPI_BYTE, dest, tag, comm_,
                     &p.request);
  if (rc != MPI_SUCCESS) {
    error = mpi_error_text(rc);
    pending_.pop_back();
    return false;
  }
  return true;
}

int Channel::progress(double timeout, std::string &error) {
  for (auto it = pending_.begin(); it != pending_.end();) {
    int done = 0;
    int rc = MPI_Test(&it->request, &done, MPI_STATUS_IGNORE);
    if (rc != MPI_SUCCESS) {
      error = "a send failed: " + mpi_error_text(rc);
      int dest = it->dest;
      abandon(dest);
      return dest;
    }
    if (done) {
      it = pending_.erase(it);
      continue;
    }
    if (seconds_since(it->since) > timeout) {
      error = fmt::format("a send was not taken within {:g} s", timeout);
      int dest = it->dest;
      abandon(dest);
      return dest;
    }
    ++it;
  }
  return -1;
}

bool Channel::drain(Clock::time_point deadline) {
  for (;;) {
    for (auto it = pending_.begin(); it != pending_.end();) {
      int done = 0;
      if (MPI_Test(&it->request, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS || done)
        it = pending_.erase(it);
      else
        ++it;
    }
    if (pending_.empty()) return true;
    if (Clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
}

void Channel::abandon(int rank) {
  for (auto it = pending_.begin(); it != pending_.end();) {
    if (it->dest != rank) {
      ++it;
      continue;
    }
    MPI_Cancel(&it->request);
    MPI_Request_free(&it->request);
    it = pending_.erase(it);
  }
}

std::optional<Message> Channel::poll(int source, int tag, double timeout, int &failed_rank,
                                     std::string &error) {
  int found = 0;
  MPI_Message handle;
  MPI_Status status;
  int rc = MPI_Improbe(source, tag, comm_, &found, &handle, &status);
  if (rc != MPI_SUCCESS) {
    failed_rank = source;
    error = "a probe failed: " + mpi_error_text(rc);
    return std::nullopt;
  }
  if (!found) return std::nullopt;
  int count = 0;
  MPI_Get_count(&status, MPI_BYTE, &count);
  Message m{status.MPI_SOURCE, status.MPI_TAG, std::vector<std::uint8_t>(std::size_t(count))};
  MPI_Request req;
  rc = MPI_Imrecv(m.bytes.data(), count, MPI_BYTE, &handle, &req);
  const auto t0 = Clock::now();
  int done = 0;
  while (rc == MPI_SUCCESS) {
    rc = MPI_Test(&req, &done, MPI_STATUS_IGNORE);
    if (rc != MPI_SUCCESS || done) break;
    if (seconds_since(t0) > timeout) {
      failed_rank = m.source;
      error = fmt::format("a message was not received within {:g} s", timeout);
      MPI_Cancel(&req);
      MPI_Request_free(&req);
      return std::nullopt;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  if (rc != MPI_SUCCESS) {
    failed_rank = m.source;
    error = "a receive failed: " + mpi_error_text(rc);
    return std::nullopt;
  }
  return m;
}

} // namespace alkahest::mpi::detail
