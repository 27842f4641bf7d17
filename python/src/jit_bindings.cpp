// python/src/jit_bindings.cpp - compile_expr and the CPU-compiled function called on NumPy arrays
// (zero copy, outputs into caller arrays, the GIL released while the code runs).
#include "array_views.hpp"
#include "bindings.hpp"

#include <alkahest/jit.hpp>

namespace alkahest::python {

namespace {

/// compile_expr's result with whether it was compiled from one expression
/// (then calls return one array, not one row per output).
struct PyCompiledFn {
  CompiledFn fn;
  bool single = true;
};

py::object call_batch(const PyCompiledFn &f, const py::args &columns, const py::object &out,
                      const py::object &params) {
  BatchBuffers b;
  view_inputs(columns, b);
  view_outputs(out, f.fn.n_outputs(), b);
  std::vector<double> p = parameter_values(params);
  {
    py::gil_scoped_release release;
    f.fn.call_batch_into(b.inputs, p, b.outputs);
  }
  return b.result;
}

} // namespace

void register_jit(py::module_ &m) {
  py::class_<PyCompiledFn>(m, "CompiledFunction",
                           "Native code for the host CPU (LLVM ORC JIT). Call it on float64 "
                           "columns: f(xs, ys, out=None, params=None).")
      .def("__call__", &call_batch, py::arg("out") = py::none(), py::arg("params") = py::none(),
           "Every output at every point of the columns (1-D contiguous float64 arrays, one per "
           "input), written into `out` when given (zero copy; one array for a single output, a "
           "2-D array or a list of arrays for several), else into new NumPy arrays. The GIL is "
           "released while the compiled loop runs.")
      .def(
          "point",
          [](const PyCompiledFn &f, const std::vector<double> &values,
             const py::object &params) -> py::object {
            std::vector<double> p = parameter_values(params);
            std::vector<double> out(f.fn.n_outputs());
            f.fn.call_into(values, p, out);
            if (f.single) return py::float_(out[0]);
            return py::cast(out);
          },
          py::arg("values"), py::arg("params") = py::none(),
          "The outputs at one point (values[k] = input k).")
      .def_property_readonly("n_inputs", [](const PyCompiledFn &f) { return f.fn.n_inputs(); })
      .def_property_readonly("n_outputs", [](const PyCompiledFn &f) { return f.fn.n_outputs(); })
      .def_property_readonly("n_parameters",
                             [](const PyCompiledFn &f) { return f.fn.n_parameters(); })
      .def_property_readonly("uses_vector_math",
                             [](const PyCompiledFn &f) { return f.fn.uses_vector_math(); });

  m.def(
      "compile_expr",
      [](const py::object &outputs, const py::iterable &inputs, const py::iterable &params,
         bool fast_math, std::optional<bool> vector_math, double math_tolerance_ulp,
         unsigned threads, int opt_level, bool use_cache) {
        PyCompiledFn f;
        std::vector<Expr> outs = outputs_of(outputs, f.single);
        std::vector<Expr> in = exprs_of(inputs), par = exprs_of(params);
        JitOptions options;
        options.fast_math = fast_math;
        options.vector_math = vector_math;
        options.math_tolerance_ulp = math_tolerance_ulp;
        options.threads = threads;
        options.opt_level = opt_level;
        options.use_cache = use_cache;
        py::gil_scoped_release release; // LLVM's optimisation and code generation
        f.fn = compile_expr(std::span<const Expr>(outs), in, par, options);
        return f;
      },
      py::arg("outputs"), py::arg("inputs"), py::arg("params") = py::list(), py::kw_only(),
      py::arg("fast_math") = false, py::arg("vector_math") = py::none(),
      py::arg("math_tolerance_ulp") = 0.0, py::arg("threads") = 0u, py::arg("opt_level") = 3,
      py::arg("use_cache") = true,
      "Compiles one expression (or a list: several outputs) of the input symbols, with "
      "`params` symbols passed as scalars on each call, to native code (JitOptions).");
  m.def(
      "emit_c",
      [](const py::object &outputs, const py::iterable &inputs, const std::string &name,
         const py::iterable &params) {
        bool single = false;
        std::vector<Expr> outs = outputs_of(outputs, single);
        std::vector<Expr> in = exprs_of(inputs), par = exprs_of(params);
        return single ? emit_c(outs[0], in, par, name) : emit_c(outs, in, par, name);
      },
      py::arg("outputs"), py::arg("inputs"), py::arg("name"), py::arg("params") = py::list(),
      "C99 source of the function, with the JIT's semantics.");
  m.def(
      "emit_stablehlo",
      [](const py::object &outputs, const py::iterable &inputs, const py::iterable &params,
         std::size_t points, const std::string &name) {
        bool single = false;
        std::vector<Expr> outs = outputs_of(outputs, single);
        std::vector<Expr> in = exprs_of(inputs), par = exprs_of(params);
        StableHloOptions o;
        o.points = points;
        o.name = name;
        return emit_stablehlo(outs, in, par, o);
      },
      py::arg("outputs"), py::arg("inputs"), py::arg("params") = py::list(), py::kw_only(),
      py::arg("points") = 0, py::arg("name") = "alkahest_fn",
      "A textual MLIR module of StableHLO ops: @main takes one f64 tensor of `points` points "
      "per input (0: dynamic length), then one scalar tensor per parameter, and returns one "
      "tensor per output.");
}

} // namespace alkahest::python
