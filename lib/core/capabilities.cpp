// lib/core/capabilities.cpp - capability bits derived from what was linked.
#include "support/knobs.hpp"

#include <alkahest/capabilities.hpp>
#include <alkahest/version.hpp>

#include <fmt/format.h>

namespace alkahest {

// Each ALKAHEST_<LAYER> macro is defined by lib/CMakeLists.txt only when that
// layer's archive is part of libalkahest, so a bit can never claim a feature
// whose code is absent.
Capabilities capabilities() {
  Capabilities c;
  c.library_version = kVersionString;
#if defined(ALKAHEST_JIT)
  c.llvm_jit = true;
#endif
#if defined(ALKAHEST_NVPTX) && defined(ALKAHEST_CUDA)
  c.cuda = true;
#endif
#if defined(ALKAHEST_GROEBNER)
  c.groebner = true;
#endif
#if defined(ALKAHEST_GROEBNER_GPU)
  c.groebner_gpu = true;
#endif
  return c;
}

std::string Capabilities::to_json() const {
  return fmt::format("{{\"contract_version\": {}, \"library_version\": \"{}\", "
                     "\"llvm_jit\": {}, \"cuda\": {}, \"groebner\": {}, \"groebner_gpu\": {}}}",
                     contract_version, library_version, llvm_jit, cuda, groebner, groebner_gpu);
}

std::vector<EnvironmentKnob> environment_knobs() {
  std::vector<EnvironmentKnob> out;
  for (const support::KnobInfo &k : support::knob_table())
    out.push_back({k.name, k.meaning, k.default_value, k.setting, support::knob_value(k.knob)});
  return out;
}

const char *version() { return kVersionString; }

} // namespace alkahest
