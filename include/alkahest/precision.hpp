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
///
/// F32Native is the fast float form: float columns and float arithmetic,
/// with the math functions' float versions (libdevice's `__nv_sinf` …,
/// libm's `sinf` and libmvec's float variants on the CPU). Each operation
/// rounds to float, so an output carries the float errors of every step
/// (for one operation: 0.5 ulp for + - * /, the library's documented bound
/// for a function, docs/codegen.md), magnified by the expression's
/// conditioning like any float code; constants and parameters are rounded
/// to float once. About a quarter of F32's arithmetic cost on a GPU, whose
/// double units are the bottleneck of math-heavy float kernels.
enum class Precision {
  F64,       ///< double columns (the default)
  F32,       ///< float columns, f64 arithmetic, one rounding per output
  F32Native, ///< float columns, float arithmetic and float math functions
};

/// Whether the columns hold floats (F32 and F32Native).
constexpr bool float_columns(Precision p) noexcept {
  return p == Precision::F32 || p == Precision::F32Native;
}

/// The enumerator's name, for keys and messages ("F64", "F32", "F32Native").
constexpr const char *precision_name(Precision p) noexcept {
  return p == Precision::F64 ? "F64" : p == Precision::F32 ? "F32" : "F32Native";
}

} // namespace alkahest
