// python/src/array_views.cpp - zero-copy float64 views of Python buffers for the batch calls.
#include "array_views.hpp"

#include <fmt/core.h>

namespace alkahest::python {

namespace {

bool is_float64(const py::buffer_info &info) {
  return info.itemsize == 8 && (info.format == "d" || info.format == "=d" || info.format == "<d");
}

std::string type_name(py::handle obj) { return py::str(py::type::of(obj).attr("__name__")); }

/// The buffer of `obj`, checked to be float64 (and writable when asked).
py::buffer_info float64_buffer(py::handle obj, bool writable, const std::string &role) {
  if (!PyObject_CheckBuffer(obj.ptr()))
    throw py::type_error(fmt::format("{} is a {}, not an array of float64 (pass "
                                     "numpy.ascontiguousarray(value, dtype=numpy.float64))",
                                     role, type_name(obj)));
  py::buffer_info info;
  try {
    info = py::reinterpret_borrow<py::buffer>(obj).request(writable);
  } catch (py::error_already_set &e) {
    if (writable && e.matches(PyExc_BufferError))
      throw py::value_error(fmt::format("{} is read-only: the results are written into it", role));
    throw;
  }
  if (!is_float64(info))
    throw py::type_error(fmt::format("{} has dtype format '{}', not float64 ('d'): convert it with "
                                     "numpy.asarray(value, dtype=numpy.float64)",
                                     role, info.format));
  return info;
}

void require_contiguous_1d(const py::buffer_info &info, const std::string &role) {
  if (info.ndim != 1)
    throw py::value_error(fmt::format("{} has {} dimensions; columns are 1-D", role, info.ndim));
  if (info.shape[0] > 1 && info.strides[0] != 8)
    throw py::value_error(
        fmt::format("{} is strided (stride {} bytes, not 8): pass numpy.ascontiguousarray(value)",
                    role, info.strides[0]));
}

std::span<double> span_of(const py::buffer_info &info, std::size_t offset, std::size_t n) {
  return {static_cast<double *>(info.ptr) + offset, n};
}

} // namespace

void view_inputs(const py::args &columns, BatchBuffers &b) {
  for (std::size_t k = 0; k < columns.size(); ++k) {
    std::string role = fmt::format("input column {}", k);
    py::buffer_info info = float64_buffer(columns[k], false, role);
    require_contiguous_1d(info, role);
    b.inputs.emplace_back(static_cast<const double *>(info.ptr),
                          static_cast<std::size_t>(info.shape[0]));
    b.held.push_back(std::move(info));
  }
}

void view_outputs(const py::object &out, std::size_t n_outputs, BatchBuffers &b) {
  py::object target = out;
  if (target.is_none()) {
    if (b.inputs.empty())
      throw py::value_error("no input columns give the number of points: pass out=");
    std::size_t n = b.inputs[0].size();
    py::module_ np = py::module_::import("numpy");
    target = n_outputs == 1 ? np.attr("empty")(n, "float64")
                            : np.attr("empty")(py::make_tuple(n_outputs, n), "float64");
  }
  b.result = target;
  if (PyObject_CheckBuffer(target.ptr())) {
    py::buffer_info info = float64_buffer(target, true, "out");
    if (info.ndim == 2) {
      bool c_contiguous = info.strides[1] == 8 && info.strides[0] == info.shape[1] * 8;
      if (static_cast<std::size_t>(info.shape[0]) != n_outputs || !c_contiguous)
        throw py::value_error(fmt::format("out has shape ({}, {}) with strides ({}, {}); a 2-D "
                                          "out is C-contiguous with one row per output ({})",
                                          info.shape[0], info.shape[1], info.strides[0],
                                          info.strides[1], n_outputs));
      for (std::size_t j = 0; j < n_outputs; ++j)
        b.outputs.push_back(span_of(info, j * info.shape[1], info.shape[1]));
    } else {
      require_contiguous_1d(info, "out");
      if (n_outputs != 1)
        throw py::value_error(fmt::format("out is one 1-D array; the function has {} outputs "
                                          "(pass a 2-D array or a list of arrays)",
                                          n_outputs));
      b.outputs.push_back(span_of(info, 0, info.shape[0]));
    }
    b.held.push_back(std::move(info));
    return;
  }
  if (!py::isinstance<py::sequence>(target))
    throw py::type_error(
        fmt::format("out is a {}, not a float64 array or a list of them", type_name(target)));
  auto seq = py::reinterpret_borrow<py::sequence>(target);
  for (std::size_t j = 0; j < seq.size(); ++j) {
    std::string role = fmt::format("out[{}]", j);
    py::buffer_info info = float64_buffer(seq[j], true, role);
    require_contiguous_1d(info, role);
    b.outputs.push_back(span_of(info, 0, info.shape[0]));
    b.held.push_back(std::move(info));
  }
}

std::vector<double> parameter_values(const py::object &params) {
  std::vector<double> values;
  if (params.is_none()) return values;
  for (py::handle v : params)
    values.push_back(v.cast<double>());
  return values;
}

} // namespace alkahest::python
