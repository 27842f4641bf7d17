// python/src/errors.cpp - alkahest::Error and its family subclasses as Python exceptions that
// carry the registry's code and remediation.
#include "bindings.hpp"

#include <alkahest/error.hpp>

#include <array>

namespace alkahest::python {

namespace {

// Python classes, one per ErrorFamily (index = the enum's value), plus the base.
PyObject *base_error = nullptr;
std::array<PyObject *, 9> family_errors{};

PyObject *new_exception(py::module_ &m, const char *name, PyObject *base, const char *doc) {
  std::string qualified = std::string("alkahest.") + name;
  PyObject *type = PyErr_NewExceptionWithDoc(qualified.c_str(), doc, base, nullptr);
  if (!type) throw py::error_already_set();
  m.add_object(name, py::handle(type));
  return type;
}

/// Raises `e` as the Python exception of its family with .code,
/// .remediation, .family (and .offset for a parse error).
void set_python_error(const Error &e) {
  PyObject *type = family_errors[static_cast<std::size_t>(e.family())];
  py::object instance =
      py::reinterpret_steal<py::object>(PyObject_CallFunction(type, "s", e.what()));
  if (!instance) return; // PyObject_CallFunction has set the error
  instance.attr("code") = py::str(std::string(e.code()));
  instance.attr("remediation") = py::str(std::string(e.remediation()));
  instance.attr("family") = py::str(std::string(family_name(e.family())));
  if (auto *pe = dynamic_cast<const ParseError *>(&e))
    instance.attr("offset") =
        pe->offset() == ParseError::npos ? py::none() : py::object(py::int_(pe->offset()));
  PyErr_SetObject(type, instance.ptr());
}

} // namespace

void register_errors(py::module_ &m) {
  base_error = new_exception(m, "Error", PyExc_Exception,
                             "Base of every alkahest error: .code (e.g. 'E-JIT-003'), "
                             ".remediation and .family come from the error registry.");
  constexpr ErrorFamily families[] = {ErrorFamily::Expr, ErrorFamily::Parse,    ErrorFamily::Eval,
                                      ErrorFamily::Cli,  ErrorFamily::Jit,      ErrorFamily::Cuda,
                                      ErrorFamily::Poly, ErrorFamily::Groebner, ErrorFamily::Solve};
  static_assert(std::size(families) == std::tuple_size_v<decltype(family_errors)>);
  for (ErrorFamily f : families) {
    std::string name = std::string(family_name(f)) + "Error";
    // Every build has every class, CudaError included, so that `except
    // alkahest.CudaError` works where the GPU tier is not compiled in.
    family_errors[static_cast<std::size_t>(f)] =
        new_exception(m, name.c_str(), base_error, "An alkahest error of this family.");
  }
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const Error &e) {
      set_python_error(e);
    }
  });

  m.def(
      "error_registry",
      [] {
        py::list rows;
        for (const ErrorInfo &info : error_registry()) {
          py::dict row;
          row["code"] = std::string(info.code);
          row["family"] = std::string(family_name(info.family));
          row["cause"] = std::string(info.cause);
          row["remediation"] = std::string(info.remediation);
          rows.append(row);
        }
        return rows;
      },
      "Every row of the error registry: code, family, cause, remediation.");
}

} // namespace alkahest::python
