// alkahest/precision.hpp - the element type of the columns compiled code reads and writes.
#pragma once

namespace alkahest {

/// The element type of a compiled function's input and output columns
/// (JitOptions::precision, CudaOptions::precision). The arithmetic is f64
/// in both: F32 loads each float, widens it exactly to double, evaluates the
/// expression as F64 does and rounds each output once to float on the store
/// (round to nearest even). An F32 output is therefore the f64 result
/// correctly rounded: within 0.5 ulp of float of the f64 result, so within
/// 0.5 ulp(float) + the f64 error of the expression at the widened inputs
/// (docs/codegen.md). Half the bytes per point of F64, which is what a
/// memory-bound kernel pays for. Parameters stay double.
enum class Precision {
  F64, ///< double columns (the default)
  F32, ///< float columns, f64 arithmetic, one rounding per output
};

} // namespace alkahest
