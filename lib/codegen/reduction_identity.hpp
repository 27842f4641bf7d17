// lib/codegen/reduction_identity.hpp - the value an empty lane, slot or reduction starts from,
// shared by the CPU order (lib/jit/reduction_order.hpp) and the GPU kernel
// (lib/nvptx/reduction_kernel.cpp), which must agree bit for bit.
#pragma once

#include <alkahest/reduction.hpp>

#include <limits>

namespace alkahest::codegen {

inline double reduction_identity(ReduceOp op) {
  switch (op) {
  case ReduceOp::Min:
    return std::numeric_limits<double>::infinity();
  case ReduceOp::Max:
    return -std::numeric_limits<double>::infinity();
  default:
    return 0.0;
  }
}

} // namespace alkahest::codegen
