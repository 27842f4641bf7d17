// lib/cuda/stream_scope.hpp - a stream and an event of the current context, destroyed with the
// scope.
#pragma once

#include "runtime.hpp"

#pragma GCC visibility push(hidden)
namespace alkahest::cuda {

// A stream and an event of the current context, destroyed with the scope.
// An urgent stream has the context's greatest priority: its blocks are
// scheduled before the waiting blocks of the others.
struct ScopedStream {
  CUstream s = nullptr;
  explicit ScopedStream(bool urgent = false) {
    const DriverApi &api = require_driver();
    int least = 0, greatest = 0;
    if (urgent)
      check(api.cuCtxGetStreamPriorityRange(&least, &greatest), "cuCtxGetStreamPriorityRange");
    check(api.cuStreamCreateWithPriority(&s, CU_STREAM_NON_BLOCKING, urgent ? greatest : least),
          "cuStreamCreateWithPriority");
  }
  ~ScopedStream() { require_driver().cuStreamDestroy(s); }
  ScopedStream(const ScopedStream &) = delete;
  ScopedStream &operator=(const ScopedStream &) = delete;
};
// A blocking event puts the thread that waits for it to sleep: without it
// the driver spins a core while the device works (its default when a
// process has fewer contexts than cores), a core that other threads of the
// host may need.
struct ScopedEvent {
  CUevent e = nullptr;
  explicit ScopedEvent(bool blocking = false) {
    check(require_driver().cuEventCreate(&e, CU_EVENT_DISABLE_TIMING |
                                                 (blocking ? CU_EVENT_BLOCKING_SYNC : 0u)),
          "cuEventCreate");
  }
  ~ScopedEvent() { require_driver().cuEventDestroy(e); }
  ScopedEvent(const ScopedEvent &) = delete;
  ScopedEvent &operator=(const ScopedEvent &) = delete;
};

} // namespace alkahest::cuda
#pragma GCC visibility pop
