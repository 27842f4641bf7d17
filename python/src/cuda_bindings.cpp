// python/src/cuda_bindings.cpp - the GPU tier from Python: the device probe (every build) and,
// where it is compiled in, compile_cuda with call_batch on NumPy arrays (host columns) and on any
// __dlpack__ tensor (CuPy, PyTorch, JAX: device pointers, no host round trip).
#include "array_views.hpp"
#include "bindings.hpp"

#include <alkahest/cuda.hpp>

#include <fmt/format.h>

namespace alkahest::python {

#if ALKAHEST_HAS_CUDA
namespace {

constexpr int kDlpackCuda = 2;
// The driver's CU_STREAM_LEGACY handle: the default stream that CuPy and
// PyTorch order their own default-stream work on. Without a stream from
// the caller, the producers are asked to make their tensors ready on it and
// the kernel is launched on it, so the launch is ordered after the work that
// produced its inputs and before the work that reads its outputs, without a
// host synchronisation.
constexpr std::uintptr_t kLegacyStream = 1;

struct PyCudaFn {
  CudaCompiledFn fn;
  bool single = true;
};

/// A DLPack tensor borrowed from a producer for one call; the capsule is
/// marked used and the producer's deleter called (with the GIL) at the end.
class BorrowedTensor {
public:
  BorrowedTensor(py::handle obj, std::uintptr_t stream, const std::string &role) {
    py::object method = obj.attr("__dlpack__");
    try {
      capsule_ = method(py::arg("stream") = stream);
    } catch (py::error_already_set &e) {
      if (!e.matches(PyExc_TypeError)) throw;
      capsule_ = method(); // a producer without the stream argument
    }
    managed_ =
        static_cast<dlpack::DLManagedTensor *>(PyCapsule_GetPointer(capsule_.ptr(), "dltensor"));
    if (!managed_)
      throw py::type_error(fmt::format("{}: __dlpack__ did not return a 'dltensor' capsule", role));
  }
  BorrowedTensor(const BorrowedTensor &) = delete;
  BorrowedTensor(BorrowedTensor &&o) noexcept
      : capsule_(std::move(o.capsule_)), managed_(std::exchange(o.managed_, nullptr)) {}
  ~BorrowedTensor() {
    if (!managed_) return;
    PyCapsule_SetName(capsule_.ptr(), "used_dltensor");
    if (managed_->deleter) managed_->deleter(managed_);
  }
  const dlpack::DLTensor *tensor() const { return &managed_->dl_tensor; }

private:
  py::object capsule_;
  dlpack::DLManagedTensor *managed_ = nullptr;
};

/// The DLPack device type of `obj` (0 when it has no __dlpack_device__).
int dlpack_device_type(py::handle obj) {
  if (!py::hasattr(obj, "__dlpack_device__")) return 0;
  return py::tuple(obj.attr("__dlpack_device__")())[0].cast<int>();
}

/// Output tensors for device inputs when the caller gave none: the input's
/// library's empty_like (CuPy, PyTorch), one per output.
py::object device_outputs(py::handle like, std::size_t n_outputs) {
  std::string module = py::str(py::type::of(like).attr("__module__"));
  py::module_ lib = py::module_::import(module.substr(0, module.find('.')).c_str());
  if (!py::hasattr(lib, "empty_like"))
    throw py::type_error(fmt::format("{} has no empty_like to allocate the outputs: pass out= "
                                     "(writable float64 device tensors)",
                                     module));
  if (n_outputs == 1) return lib.attr("empty_like")(like);
  py::list outs;
  for (std::size_t j = 0; j < n_outputs; ++j)
    outs.append(lib.attr("empty_like")(like));
  return outs;
}

py::object call_dlpack(const PyCudaFn &f, const py::args &columns, py::object out,
                       const std::vector<double> &params, int device, const py::object &stream) {
  std::uintptr_t s = stream.is_none() ? kLegacyStream : stream.cast<std::uintptr_t>();
  if (out.is_none()) out = device_outputs(columns[0], f.fn.n_outputs());
  std::vector<py::object> out_objects;
  if (dlpack_device_type(out) != 0)
    out_objects.push_back(out);
  else
    for (py::handle o : out)
      out_objects.push_back(py::reinterpret_borrow<py::object>(o));
  std::vector<BorrowedTensor> held;
  held.reserve(columns.size() + out_objects.size());
  std::vector<const dlpack::DLTensor *> ins, outs;
  for (std::size_t k = 0; k < columns.size(); ++k)
    ins.push_back(held.emplace_back(columns[k], s, fmt::format("input {}", k)).tensor());
  for (std::size_t j = 0; j < out_objects.size(); ++j)
    outs.push_back(held.emplace_back(out_objects[j], s, fmt::format("out[{}]", j)).tensor());
  {
    py::gil_scoped_release release;
    f.fn.call_dlpack(device, ins, params, outs, reinterpret_cast<void *>(s));
  }
  return out;
}

py::object call_batch(const PyCudaFn &f, const py::args &columns, const py::object &out,
                      const py::object &params, int device, const py::object &stream) {
  std::vector<double> p = parameter_values(params);
  if (columns.size() > 0 && dlpack_device_type(columns[0]) == kDlpackCuda)
    return call_dlpack(f, columns, out, p, device, stream);
  // Host columns: any buffer, or a CPU DLPack tensor viewed through NumPy.
  py::list host;
  for (py::handle c : columns) {
    if (!PyObject_CheckBuffer(c.ptr()) && dlpack_device_type(c) == 1)
      host.append(py::module_::import("numpy").attr("from_dlpack")(c));
    else
      host.append(c);
  }
  BatchBuffers b;
  view_inputs(py::args(py::tuple(host)), b);
  view_outputs(out, f.fn.n_outputs(), b);
  {
    py::gil_scoped_release release;
    f.fn.call_batch_into(device, b.inputs, p, b.outputs);
  }
  return b.result;
}

CudaMathCalls math_calls_of(const std::string &name) {
  if (name == "auto") return CudaMathCalls::Automatic;
  if (name == "inline") return CudaMathCalls::Inline;
  if (name == "call") return CudaMathCalls::Call;
  throw py::value_error("math_calls is 'auto', 'inline' or 'call', not '" + name + "'");
}

void register_compile_cuda(py::module_ &m) {
  py::class_<CudaLaunchReport>(m, "CudaLaunchReport", "Where the last call of a kernel ran.")
      .def_readonly("path", &CudaLaunchReport::path,
                    "'host', 'device_ptrs', 'dlpack' or 'all'; empty before any call")
      .def_readonly("ordinals", &CudaLaunchReport::ordinals, "device ordinals that ran kernels")
      .def_readonly("device_name", &CudaLaunchReport::device_name)
      .def_readonly("points", &CudaLaunchReport::points)
      .def_readonly("chunks", &CudaLaunchReport::chunks, "kernel launches")
      .def_readonly("streams", &CudaLaunchReport::streams)
      .def_readonly("module_source", &CudaLaunchReport::module_source)
      .def("__repr__", [](const CudaLaunchReport &r) {
        return fmt::format("CudaLaunchReport(path='{}', ordinals=[{}], device_name='{}', "
                           "points={}, chunks={})",
                           r.path, fmt::join(r.ordinals, ", "), r.device_name, r.points, r.chunks);
      });

  py::class_<PyCudaFn>(m, "CudaFunction",
                       "An expression compiled to a PTX kernel; call_batch runs it on a device.")
      .def("call_batch", &call_batch, py::arg("out") = py::none(), py::arg("params") = py::none(),
           py::arg("device") = 0, py::arg("stream") = py::none(),
           "Runs the kernel on device `device` over the columns. NumPy (host) columns are "
           "copied to the device and the results back into `out` (allocated when None). CUDA "
           "__dlpack__ tensors (CuPy, PyTorch, JAX) are read and written in place on the "
           "device: `out` is writable float64 device tensors (allocated with the input's "
           "library's empty_like when None), and the kernel runs on `stream` (a CUstream "
           "handle as an int; None: the legacy default stream, ordered with CuPy's and "
           "PyTorch's default-stream work). The GIL is released during the call.")
      .def(
          "call_device_ptrs",
          [](const PyCudaFn &f, const std::vector<std::uint64_t> &inputs,
             const std::vector<std::uint64_t> &outputs, std::size_t n, const py::object &params,
             int device, const py::object &stream) {
            std::vector<double> p = parameter_values(params);
            void *s = stream.is_none() ? nullptr
                                       : reinterpret_cast<void *>(stream.cast<std::uintptr_t>());
            py::gil_scoped_release release;
            f.fn.call_device_ptrs(device, inputs, p, outputs, n, s);
          },
          py::arg("inputs"), py::arg("outputs"), py::arg("n"), py::arg("params") = py::none(),
          py::arg("device") = 0, py::arg("stream") = py::none(),
          "The C++ zero-copy call on raw device pointers (ints) of n doubles each. stream: a "
          "CUstream handle as an int (the call is then asynchronous); None: a private stream, "
          "synchronized before return.")
      .def("last_launch", [](const PyCudaFn &f) { return f.fn.last_launch(); })
      .def_property_readonly("ptx", [](const PyCudaFn &f) { return f.fn.ptx(); })
      .def_property_readonly("kernel_name", [](const PyCudaFn &f) { return f.fn.kernel_name(); })
      .def_property_readonly("n_inputs", [](const PyCudaFn &f) { return f.fn.n_inputs(); })
      .def_property_readonly("n_outputs", [](const PyCudaFn &f) { return f.fn.n_outputs(); })
      .def_property_readonly("n_parameters", [](const PyCudaFn &f) { return f.fn.n_parameters(); });

  m.def(
      "compile_cuda",
      [](const py::object &outputs, const py::iterable &inputs, const py::iterable &params,
         const std::string &sm, bool fma, bool disk_cache, unsigned block_size,
         unsigned max_blocks_per_sm, unsigned max_registers, unsigned unroll, unsigned vector_width,
         const std::string &math_calls) {
        PyCudaFn f;
        std::vector<Expr> outs = outputs_of(outputs, f.single);
        std::vector<Expr> in = exprs_of(inputs), par = exprs_of(params);
        CudaOptions o;
        o.sm = sm;
        o.fma = fma;
        o.disk_cache = disk_cache;
        o.block_size = block_size;
        o.max_blocks_per_sm = max_blocks_per_sm;
        o.max_registers = max_registers;
        o.unroll = unroll;
        o.vector_width = vector_width;
        o.math_calls = math_calls_of(math_calls);
        py::gil_scoped_release release; // NVPTX code generation
        f.fn = compile_cuda(std::span<const Expr>(outs), in, par, o);
        return f;
      },
      py::arg("outputs"), py::arg("inputs"), py::arg("params") = py::list(), py::kw_only(),
      py::arg("sm") = CudaOptions{}.sm, py::arg("fma") = false, py::arg("disk_cache") = true,
      py::arg("block_size") = CudaOptions{}.block_size,
      py::arg("max_blocks_per_sm") = CudaOptions{}.max_blocks_per_sm, py::arg("max_registers") = 0u,
      py::arg("unroll") = 0u, py::arg("vector_width") = 0u, py::arg("math_calls") = "auto",
      "Compiles one expression (or a list: several outputs) to a PTX kernel (CudaOptions). "
      "Needs no GPU; the calls do.");
}

} // namespace
#endif // ALKAHEST_HAS_CUDA

void register_cuda(py::module_ &m) {
  m.def("cuda_device_count", &cuda_device_count,
        "Usable CUDA devices; 0 for every 'no GPU here' shape. Never raises.");
  m.def("cuda_driver_status", &cuda_driver_status, "What the driver loader found.");
#if ALKAHEST_HAS_CUDA
  register_compile_cuda(m);
#endif
  m.attr("_has_compile_cuda") = py::bool_(ALKAHEST_HAS_CUDA != 0);
}

} // namespace alkahest::python
