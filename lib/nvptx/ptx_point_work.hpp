// lib/nvptx/ptx_point_work.hpp - reading a kernel's PTX back: its instructions, innermost loops
// and input-column loads, and from them the FP64 instructions one point costs (an estimate).
#pragma once

#include <alkahest/cuda.hpp>

#include <string>
#include <string_view>
#include <vector>

#pragma GCC visibility push(hidden)
namespace alkahest::nvptx {

/// One line of an entry's body: a label or an instruction.
struct PtxInstruction {
  std::string label;             ///< "$L__BB0_8" on a label line, else empty
  std::string opcode;            ///< "fma.rn.f64", "ld.global.nc.f64", "bra.uni", ...
  std::string target;            ///< a branch's label
  std::vector<std::string> defs; ///< registers written
  std::vector<std::string> uses; ///< registers read (the guard predicate too)
  bool input_load = false;       ///< an ld.global whose address derives from an input column
};

/// A loop of the body: the label at `head` and the backward branch to it at
/// `latch` (indices into PtxEntryScan::body), with no other loop inside.
struct PtxLoop {
  std::size_t head = 0, latch = 0;
};

struct PtxEntryScan {
  std::vector<PtxInstruction> body;
  std::vector<PtxLoop> loops; ///< the innermost loops, in text order
};

/// The body of `.entry <entry>` in `ptx` (empty when absent). Columns are
/// the entry's first `n_inputs` pointer parameters; a register derives from
/// one when it is loaded from that parameter or computed from such a
/// register by cvta, mov or add, and an ld.global through it is an input load.
PtxEntryScan scan_ptx_entry(std::string_view ptx, std::string_view entry, std::size_t n_inputs);

/// FP64 operations at the full FP64 rate: add, sub, mul, fma, mad, min, max
/// and compares of doubles (not moves, selects or sign-bit operations).
bool is_fp64_full_rate(std::string_view opcode);
/// Conversions from or to f64 and reciprocals, divisions and square roots of
/// doubles: a quarter of the FP64 rate or slower.
bool is_fp64_slow(std::string_view opcode);

/// The FP64 instructions per point: those of the innermost loop with the
/// most input loads, divided by the points that loop loads (its input loads
/// over n_inputs); when no loop loads inputs (fully unrolled), those of the
/// whole body over all its input loads. Zero work when nothing loads inputs.
CudaPointWork point_work(const PtxEntryScan &scan, std::size_t n_inputs);

} // namespace alkahest::nvptx
#pragma GCC visibility pop
