// tools/alkahest/bench_cuda_timing.cpp - CUDA-event medians and the rows of `alkahest bench cuda`.
#include "bench_cuda_timing.hpp"

#include <algorithm>
#include <vector>

namespace alkahest::bench {

double event_median(cuda::CUstream s, const std::function<void()> &enqueue, int repeats) {
  const cuda::DriverApi &api = cuda::require_driver();
  cuda::CUevent a = nullptr, b = nullptr;
  cuda::check(api.cuEventCreate(&a, 0), "cuEventCreate");
  cuda::check(api.cuEventCreate(&b, 0), "cuEventCreate");
  enqueue();
  std::vector<double> t;
  for (int r = 0; r < repeats; ++r) {
    cuda::check(api.cuEventRecord(a, s), "cuEventRecord");
    enqueue();
    cuda::check(api.cuEventRecord(b, s), "cuEventRecord");
    cuda::check(api.cuEventSynchronize(b), "cuEventSynchronize");
    float ms = 0;
    cuda::check(api.cuEventElapsedTime(&ms, a, b), "cuEventElapsedTime");
    t.push_back(ms * 1e-3);
  }
  api.cuEventDestroy(a);
  api.cuEventDestroy(b);
  return median(std::move(t));
}

Row cuda_row(std::string case_name, std::string ours, std::string reference, double t_ours,
             double t_ref, std::string note) {
  Row r;
  r.suite = "cuda";
  r.case_name = std::move(case_name);
  r.ours = std::move(ours);
  r.reference = std::move(reference);
  r.ours_seconds = t_ours;
  r.reference_seconds = t_ref;
  r.note = std::move(note);
  return r;
}

double ref_or_zero(const std::map<std::string, double> &refs, const std::string &key) {
  auto it = refs.find(key);
  return it == refs.end() ? 0.0 : it->second;
}

std::string missing_note(const std::map<std::string, double> &refs, const std::string &key) {
  return refs.count(key) ? ""
                         : " [reference missing: run tools/bench/cuda_reference.py, set "
                           "ALKAHEST_CUDA_REFERENCE_JSON]";
}

} // namespace alkahest::bench
