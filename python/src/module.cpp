// python/src/module.cpp - the `alkahest` Python module: version, capabilities and the topics'
// registrations.
#include "bindings.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/cuda_config.hpp>

PYBIND11_MODULE(alkahest, m) {
  namespace py = pybind11;
  using namespace alkahest::python;
  m.doc() = "Alkahest: symbolic expressions, LLVM JIT for the CPU and NVIDIA GPUs, exact "
            "Groebner bases (a thin binding of the C++ library).";
  register_errors(m);
  register_expr(m);
  register_jit(m);
  register_cuda(m);
  register_groebner(m);
  m.attr("__version__") = alkahest::version();
  m.def(
      "capabilities",
      [] {
        // A bit is true only when the library has the feature AND this module
        // binds the call that reaches it.
        alkahest::Capabilities c = alkahest::capabilities();
        py::dict d;
        d["contract_version"] = c.contract_version;
        d["library_version"] = c.library_version;
        d["llvm_jit"] = c.llvm_jit;              // compile_expr
        d["cuda"] = c.cuda && ALKAHEST_HAS_CUDA; // compile_cuda
        d["groebner"] = c.groebner;              // groebner_basis
        d["groebner_gpu"] = c.groebner_gpu;      // groebner_basis(backend="gpu")
        return d;
      },
      "What this build can do from Python: {'llvm_jit', 'cuda', 'groebner', 'groebner_gpu', "
      "...}; hardware presence is cuda_device_count().");
}
