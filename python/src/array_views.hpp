// python/src/array_views.hpp - zero-copy float64 views of Python buffers (NumPy arrays and any
// other object with the buffer protocol) for the batch calls.
#pragma once

#include "bindings.hpp"

#include <span>

namespace alkahest::python {

/// The buffers of one batch call, held (with the GIL) for as long as the
/// spans over them are in use.
struct BatchBuffers {
  std::vector<py::buffer_info> held;
  std::vector<std::span<const double>> inputs;
  std::vector<std::span<double>> outputs;
  /// What the call returns: `out` as given, or the arrays it allocated.
  py::object result;
};

/// Views the columns (1-D, contiguous float64 buffers; TypeError for another
/// dtype or a non-buffer, ValueError for another shape or a strided view).
void view_inputs(const py::args &columns, BatchBuffers &b);
/// Views `out` (None: allocates with NumPy) for n_outputs outputs of n
/// points each. `out` is one 1-D array (a single output), a 2-D C-contiguous
/// array of n_outputs rows, or a sequence of n_outputs 1-D arrays; every
/// one writable. Lengths are left to the C++ calls to check (E-JIT-002 ...).
/// `n` is the first column's length; with no input columns, `out` is required.
void view_outputs(const py::object &out, std::size_t n_outputs, BatchBuffers &b);
/// Parameter values as doubles (any sequence of numbers or a float64 buffer).
std::vector<double> parameter_values(const py::object &params);

} // namespace alkahest::python
