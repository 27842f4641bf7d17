// lib/groebner/gpu_backend_report.cpp - GpuBackendReport and backend names (in every build, with or
// without the GPU layer).
#include <alkahest/error.hpp>
#include <alkahest/groebner_gpu.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace alkahest {

const char *backend_name(GroebnerBackend b) noexcept {
  switch (b) {
  case GroebnerBackend::Auto:
    return "auto";
  case GroebnerBackend::Cpu:
    return "cpu";
  case GroebnerBackend::Gpu:
    return "gpu";
  }
  return "?";
}

GroebnerBackend parse_backend(const std::string &name) {
  if (name == "auto") return GroebnerBackend::Auto;
  if (name == "cpu") return GroebnerBackend::Cpu;
  if (name == "gpu") return GroebnerBackend::Gpu;
  raise(ErrorId::GbGpuBadInput, "unknown backend '" + name + "' (auto, cpu or gpu)");
}

void GpuBackendReport::merge(const GpuBackendReport &o) {
  gpu_requested = gpu_requested || o.gpu_requested;
  reductions_on_gpu += o.reductions_on_gpu;
  reductions_on_cpu += o.reductions_on_cpu;
  gpu_seconds += o.gpu_seconds;
  cpu_seconds += o.cpu_seconds;
  if (first_gpu_error.empty()) first_gpu_error = o.first_gpu_error;
  if (kernel_variant.empty()) kernel_variant = o.kernel_variant;
  if (auto_choice.empty()) auto_choice = o.auto_choice;
  for (int d : o.devices_used)
    if (std::find(devices_used.begin(), devices_used.end(), d) == devices_used.end())
      devices_used.push_back(d);
}

std::string GpuBackendReport::summary() const {
  std::string devs;
  for (int d : devices_used) {
    if (!devs.empty()) devs.push_back(',');
    devs += std::to_string(d);
  }
  std::string s =
      fmt::format("backend {} (device {}): {} reductions on GPU{}{}, {} on CPU; ran_on_gpu={} "
                  "fell_back_to_cpu={}",
                  backend_name(backend),
                  requested_device < 0 ? std::string("all") : std::to_string(requested_device),
                  reductions_on_gpu, devs.empty() ? "" : " [devices " + devs + "]",
                  kernel_variant.empty() ? "" : " (" + kernel_variant + ")", reductions_on_cpu,
                  ran_on_gpu(), fell_back_to_cpu());
  if (!first_gpu_error.empty()) s += "; first GPU error: " + first_gpu_error;
  if (!auto_choice.empty()) s += "; " + auto_choice;
  return s;
}

} // namespace alkahest
