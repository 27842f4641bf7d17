// lib/jit/jit_engine.cpp - the process-wide ORC LLJIT, the optimisation pipeline and libmvec
// wiring.
#include "jit_engine.hpp"

#include <alkahest/error.hpp>

#include <llvm/ADT/StringMap.h>
#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/DynamicLibrary.h>
#include <llvm/Support/Host.h>
#include <llvm/Support/SmallVectorMemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include <mutex>

namespace alkahest::jit_detail {
namespace {

std::string to_string(llvm::Error e) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << e;
  return s;
}

[[noreturn]] void fail(const std::string &what, llvm::Error e) {
  raise(ErrorId::JitLlvm, what + ": " + to_string(std::move(e)));
}

// libmvec variants that LLVM 15's LIBMVEC-X86 table lacks (it knows sin,
// cos, exp, log and pow only); glibc >= 2.35 ships these 4-wide AVX2 ones.
// The scalar names are the readnone libm declarations of LibmMathHook.
const llvm::VecDesc kExtraLibmvec[] = {
    {"tan", "_ZGVdN4v_tan", llvm::ElementCount::getFixed(4)},
    {"asin", "_ZGVdN4v_asin", llvm::ElementCount::getFixed(4)},
    {"acos", "_ZGVdN4v_acos", llvm::ElementCount::getFixed(4)},
    {"atan", "_ZGVdN4v_atan", llvm::ElementCount::getFixed(4)},
    {"atan2", "_ZGVdN4vv_atan2", llvm::ElementCount::getFixed(4)},
    {"sinh", "_ZGVdN4v_sinh", llvm::ElementCount::getFixed(4)},
    {"cosh", "_ZGVdN4v_cosh", llvm::ElementCount::getFixed(4)},
    {"tanh", "_ZGVdN4v_tanh", llvm::ElementCount::getFixed(4)},
    {"erf", "_ZGVdN4v_erf", llvm::ElementCount::getFixed(4)},
    // Their float forms (Precision::F32Native), 8-wide.
    {"tanf", "_ZGVdN8v_tanf", llvm::ElementCount::getFixed(8)},
    {"asinf", "_ZGVdN8v_asinf", llvm::ElementCount::getFixed(8)},
    {"acosf", "_ZGVdN8v_acosf", llvm::ElementCount::getFixed(8)},
    {"atanf", "_ZGVdN8v_atanf", llvm::ElementCount::getFixed(8)},
    {"atan2f", "_ZGVdN8vv_atan2f", llvm::ElementCount::getFixed(8)},
    {"sinhf", "_ZGVdN8v_sinhf", llvm::ElementCount::getFixed(8)},
    {"coshf", "_ZGVdN8v_coshf", llvm::ElementCount::getFixed(8)},
    {"tanhf", "_ZGVdN8v_tanhf", llvm::ElementCount::getFixed(8)},
    {"erff", "_ZGVdN8v_erff", llvm::ElementCount::getFixed(8)},
};

// One LLJIT for the process, deliberately never destroyed: CompiledFn
// objects with static storage may outlive any ordering we could pick, and
// the OS reclaims the JIT's memory at exit anyway.
struct Engine {
  std::mutex mutex; // guards the JIT and serialises compiles
  std::unique_ptr<llvm::orc::LLJIT> jit;
  llvm::orc::JITTargetMachineBuilder jtmb{llvm::Triple()};
  bool has_libmvec = false;

  Engine() {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    // libmvec's _ZGV* symbols live in libmvec.so.1, which the process does
    // not load by itself; loaded permanently, the process-symbol generator
    // below finds them.
    std::string err;
    has_libmvec = !llvm::sys::DynamicLibrary::LoadLibraryPermanently("libmvec.so.1", &err);
    auto detected = llvm::orc::JITTargetMachineBuilder::detectHost();
    if (!detected) fail("host detection", detected.takeError());
    jtmb = std::move(*detected);
    jtmb.setRelocationModel(llvm::Reloc::PIC_);
    auto built = llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(jtmb).create();
    if (!built) fail("creating the ORC LLJIT", built.takeError());
    jit = std::move(*built);
    auto gen = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
        jit->getDataLayout().getGlobalPrefix());
    if (!gen) fail("process symbol search", gen.takeError());
    jit->getMainJITDylib().addGenerator(std::move(*gen));
  }

  // One TargetMachine per code-generation level, created on first use and
  // reused: every use happens under `mutex`, and creating one per compile
  // is a measurable part of a small compile.
  std::unique_ptr<llvm::TargetMachine> machines[4];
  llvm::TargetMachine &target_machine(int opt_level) {
    opt_level = std::clamp(opt_level, 0, 3);
    auto &tm = machines[opt_level];
    if (!tm) tm = create_target_machine(opt_level);
    return *tm;
  }

  std::unique_ptr<llvm::TargetMachine> create_target_machine(int opt_level) {
    auto b = jtmb;
    static const llvm::CodeGenOpt::Level levels[] = {llvm::CodeGenOpt::None, llvm::CodeGenOpt::Less,
                                                     llvm::CodeGenOpt::Default,
                                                     llvm::CodeGenOpt::Aggressive};
    b.setCodeGenOptLevel(levels[std::clamp(opt_level, 0, 3)]);
    // IEEE by default: only instructions carrying `contract` (fast_math) may
    // fuse into FMA; the default "Standard" would also fuse fmuladd, which we
    // never emit.
    b.getOptions().AllowFPOpFusion = llvm::FPOpFusion::Standard;
    // FastISel at -O0: linear-time instruction selection for the huge
    // expressions that are built unoptimised.
    if (opt_level <= 0) b.getOptions().EnableFastISel = true;
    auto tm = b.createTargetMachine();
    if (!tm) fail("creating the target machine", tm.takeError());
    return std::move(*tm);
  }
};

Engine &engine() {
  static Engine *e = new Engine();
  return *e;
}

} // namespace

const HostInfo &host_info() {
  static const HostInfo info = [] {
    HostInfo h;
    h.cpu = llvm::sys::getHostCPUName().str();
    llvm::StringMap<bool> features;
    if (llvm::sys::getHostCPUFeatures(features)) {
      for (auto &f : features) {
        if (!h.features.empty()) h.features.push_back(',');
        h.features.push_back(f.second ? '+' : '-');
        h.features += f.first().str();
      }
      auto it = features.find("avx2");
      h.avx2 = it != features.end() && it->second;
    }
    return h;
  }();
  return info;
}

Code::~Code() {
  if (!tracker) return;
  std::lock_guard lock(engine().mutex);
  // Removal failing leaves the code mapped (a bounded leak); a destructor
  // must not throw.
  llvm::consumeError(tracker->remove());
  // Each function's symbol names are unique; drop the pool's dead entries so
  // that 10^4 compile/destroy cycles do not accumulate them.
  engine().jit->getExecutionSession().getSymbolStringPool()->clearDeadEntries();
}

void configure_module(llvm::Module &m) {
  Engine &e = engine();
  std::lock_guard lock(e.mutex);
  m.setTargetTriple(e.jtmb.getTargetTriple().str());
  m.setDataLayout(e.jit->getDataLayout());
}

void optimize_module(llvm::Module &m, const BuildSettings &s) {
  if (s.ir_opt_level <= 0) return;
  Engine &e = engine();
  std::lock_guard lock(e.mutex);
  llvm::TargetMachine *tm = &e.target_machine(s.codegen_opt_level);

  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions pto;
  pto.LoopVectorization = s.vectorize;
  pto.SLPVectorization = s.vectorize;
  pto.LoopInterleaving = s.vectorize;
  pto.LoopUnrolling = s.vectorize;
  llvm::PassBuilder pb(tm, pto);

  llvm::TargetLibraryInfoImpl tlii(llvm::Triple(m.getTargetTriple()));
  if (s.vector_math && host_info().avx2 && e.has_libmvec) {
    tlii.addVectorizableFunctionsFromVecLib(llvm::TargetLibraryInfoImpl::LIBMVEC_X86);
    tlii.addVectorizableFunctions(kExtraLibmvec);
  }
  fam.registerPass([&] { return llvm::TargetLibraryAnalysis(tlii); });
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  static const llvm::OptimizationLevel levels[] = {
      llvm::OptimizationLevel::O1, llvm::OptimizationLevel::O1, llvm::OptimizationLevel::O2,
      llvm::OptimizationLevel::O3};
  auto mpm = pb.buildPerModuleDefaultPipeline(levels[std::clamp(s.ir_opt_level, 1, 3)]);
  mpm.run(m, mam);
}

std::shared_ptr<Code> load_module(std::unique_ptr<llvm::Module> m, const std::string &entry_name,
                                  const BuildSettings &s) {
  Engine &e = engine();
  std::lock_guard lock(e.mutex);
  llvm::TargetMachine &tm = e.target_machine(s.codegen_opt_level);
  llvm::SmallVector<char, 0> object;
  {
    llvm::raw_svector_ostream os(object);
    llvm::legacy::PassManager pm;
    if (tm.addPassesToEmitFile(pm, os, nullptr, llvm::CGFT_ObjectFile))
      raise(ErrorId::JitLlvm, "the host target cannot emit object files");
    pm.run(*m);
  }
  m.reset(); // the IR is no longer needed; free it before linking
  auto buffer =
      std::make_unique<llvm::SmallVectorMemoryBuffer>(std::move(object), entry_name, false);

  auto tracker = e.jit->getMainJITDylib().createResourceTracker();
  // On failure the code is unusable: unload it here, under the lock we hold
  // (Code's destructor would take it again).
  auto give_up = [&](const std::string &what, llvm::Error err) {
    llvm::consumeError(tracker->remove());
    fail(what, std::move(err));
  };
  if (auto err = e.jit->addObjectFile(tracker, std::move(buffer)))
    give_up("linking the object", std::move(err));
  auto addr = e.jit->lookup(entry_name);
  if (!addr) give_up("resolving " + entry_name, addr.takeError());
  auto code = std::make_shared<Code>();
  code->tracker = std::move(tracker);
  code->entry = addr->toPtr<EntryFn>();
  return code;
}

} // namespace alkahest::jit_detail
