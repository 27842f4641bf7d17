// lib/nvptx/ptx_compiler.cpp - NVPTX code generation: grid-stride SoA kernel, libdevice link,
// internalize, O3 with NVVMReflect, PTX.
//
// The pipeline follows NVIDIA's libdevice user guide (link only the needed
// __nv_* functions, then run NVVMReflect so __nvvm_reflect("__CUDA_FTZ")
// folds) and the LLVM NVPTX usage guide (kernel annotation, sreg intrinsics).
#include "ptx_compiler.hpp"
#include "ptx_emission.hpp"

#include "libdevice.hpp"
#include "lowering.hpp"
#include "math_hook.hpp"
#include "support/hash.hpp"

#include <alkahest/error.hpp>

#include <algorithm>

#include <llvm/ADT/SmallString.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicsNVPTX.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Linker/Linker.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>
#include <llvm/Transforms/IPO/GlobalDCE.h>
#include <llvm/Transforms/IPO/Internalize.h>

#include <fmt/format.h>
#include <mutex>

#pragma GCC visibility push(hidden)
namespace alkahest::nvptx {
namespace {

constexpr std::string_view kKnownSms[] = {"sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37",
                                          "sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62",
                                          "sm_70", "sm_72", "sm_75", "sm_80", "sm_86"};

std::unique_ptr<llvm::TargetMachine> make_target_machine(const std::string &sm, bool fma) {
  if (!is_known_sm(sm))
    raise(ErrorId::CudaUnknownSm, fmt::format("\"{}\" is not an SM LLVM 15's NVPTX knows", sm));
  llvm::TargetOptions opts;
  // Standard (no contraction) keeps results bit-identical to the interpreter.
  opts.AllowFPOpFusion = fma ? llvm::FPOpFusion::Fast : llvm::FPOpFusion::Standard;
  std::unique_ptr<llvm::TargetMachine> tm(nvptx_target().createTargetMachine(
      kNvptxTriple, sm, "", opts, llvm::Reloc::PIC_, llvm::None, llvm::CodeGenOpt::Aggressive));
  if (!tm) raise(ErrorId::CudaNoNvptx, fmt::format("no NVPTX target machine for {}", sm));
  return tm;
}

// Global thread index and grid size as i64, so that batches of more than
// 2^31 points index correctly.
codegen::LoopBounds grid_stride_bounds(llvm::IRBuilderBase &b, llvm::Value *) {
  llvm::Module &m = *b.GetInsertBlock()->getModule();
  auto sreg = [&](llvm::Intrinsic::ID id) {
    return b.CreateZExt(b.CreateCall(llvm::Intrinsic::getDeclaration(&m, id)), b.getInt64Ty());
  };
  llvm::Value *tid = sreg(llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x);
  llvm::Value *ctaid = sreg(llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x);
  llvm::Value *ntid = sreg(llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_x);
  llvm::Value *nctaid = sreg(llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_x);
  return {b.CreateAdd(b.CreateMul(ctaid, ntid), tid), b.CreateMul(ntid, nctaid)};
}

// The grid-stride kernel over groups of `width` consecutive points, `unroll`
// groups per iteration. Every input of all of them is loaded before any
// math, so a memory-bound kernel keeps unroll x width points of bytes in
// flight per thread. width 2 reads and writes <2 x double> (16-byte
// ld.global.nc.v2 / st.global.v2: half the memory instructions, the access
// shape a device copy uses; float columns get 16 bytes with width 4, <4 x
// float>); it needs every pointer aligned to the group's bytes, which
// the kernel checks once: unaligned pointers (views at odd offsets) send
// all points through the scalar tail loop instead. unroll == width == 1
// is codegen::build_soa_kernel unchanged. Parameters are by-value double
// arguments between the column pointers and n, the same for every point.
llvm::Function *
build_grid_kernel(llvm::Module &m, codegen::MathHook &hook, std::span<const Node *const> outputs,
                  std::span<const Node *const> inputs, std::span<const Node *const> parameters,
                  const codegen::LoweringOptions &lopts, unsigned unroll, unsigned width) {
  if (unroll <= 1 && width <= 1)
    return codegen::build_soa_kernel(m, kKernelEntry, hook, outputs, inputs, parameters, lopts,
                                     grid_stride_bounds);
  llvm::LLVMContext &ctx = m.getContext();
  auto *ptr = llvm::PointerType::get(ctx, 0);
  auto *i64 = llvm::Type::getInt64Ty(ctx);
  auto *dbl = llvm::Type::getDoubleTy(ctx);
  // Columns of doubles or of floats (CudaOptions::precision): for F32 the
  // loads widen and the stores round, the math between them is the same
  // f64; for F32Native the math is float.
  llvm::Type *element = codegen::column_element_type(ctx, lopts);
  const bool widen = !lopts.f32_math;
  const unsigned element_bytes = lopts.f32_columns ? 4 : 8;
  auto *group_type =
      width == 1 ? element : static_cast<llvm::Type *>(llvm::FixedVectorType::get(element, width));
  const unsigned group_align = element_bytes * width;
  const unsigned ni = static_cast<unsigned>(inputs.size()),
                 no = static_cast<unsigned>(outputs.size()),
                 np = static_cast<unsigned>(parameters.size());
  std::vector<llvm::Type *> params(ni + no, ptr);
  params.insert(params.end(), np, dbl);
  params.push_back(i64);
  auto *fn =
      llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), params, false),
                             llvm::Function::ExternalLinkage, kKernelEntry, m);
  fn->setDoesNotThrow();
  codegen::mark_column_params(fn, ni, no);
  llvm::Value *n = fn->getArg(ni + no + np);
  const std::vector<const Node *> symbols = codegen::bound_symbols(inputs, parameters);
  auto block = [&](const char *name) { return llvm::BasicBlock::Create(ctx, name, fn); };
  llvm::BasicBlock *entry = block("entry"), *header = block("loop"), *body = block("body"),
                   *group_tail = block("group.tail"), *exit = block("exit");
  llvm::IRBuilder<> b(entry);
  codegen::LoopBounds lb = grid_stride_bounds(b, n);
  llvm::Value *groups = n;
  if (width > 1) {
    llvm::Value *low_bits = b.getInt64(0);
    for (unsigned k = 0; k < ni + no; ++k)
      low_bits = b.CreateOr(low_bits, b.CreatePtrToInt(fn->getArg(k), i64));
    llvm::Value *aligned =
        b.CreateICmpEQ(b.CreateAnd(low_bits, b.getInt64(group_align - 1)), b.getInt64(0));
    groups = b.CreateSelect(aligned, b.CreateUDiv(n, b.getInt64(width)), b.getInt64(0));
  }
  llvm::BasicBlock *preheader = b.GetInsertBlock();
  b.CreateBr(header);

  // Loads of one group (w points from group index g), in input order, then
  // the parameter arguments (the same for every point).
  auto load_group = [&](llvm::Value *g, unsigned w) {
    std::vector<std::vector<llvm::Value *>> points(w);
    for (unsigned k = 0; k < ni; ++k) {
      if (w == 1) {
        points[0].push_back(codegen::load_column(b, element, fn->getArg(k), g, 0, widen));
        continue;
      }
      llvm::Value *v = codegen::load_column(b, group_type, fn->getArg(k), g, group_align, widen);
      for (unsigned p = 0; p < w; ++p)
        points[p].push_back(b.CreateExtractElement(v, p));
    }
    for (auto &point : points)
      for (unsigned k = 0; k < np; ++k)
        point.push_back(fn->getArg(ni + no + k));
    return points;
  };
  auto compute_and_store = [&](llvm::Value *g,
                               const std::vector<std::vector<llvm::Value *>> &points) {
    const unsigned w = static_cast<unsigned>(points.size());
    std::vector<std::vector<llvm::Value *>> results;
    for (const auto &point : points)
      results.push_back(codegen::lower_point(b, hook, outputs, symbols, point, lopts));
    for (unsigned j = 0; j < no; ++j) {
      llvm::Value *out = fn->getArg(ni + j);
      if (w == 1) {
        codegen::store_column(b, element, results[0][j], out, g);
        continue;
      }
      llvm::Value *v =
          llvm::PoisonValue::get(llvm::FixedVectorType::get(results[0][j]->getType(), w));
      for (unsigned p = 0; p < w; ++p)
        v = b.CreateInsertElement(v, results[p][j], p);
      codegen::store_column(b, group_type, v, out, g, group_align);
    }
  };

  b.SetInsertPoint(header);
  auto *g = b.CreatePHI(i64, 2, "g");
  g->addIncoming(lb.begin, preheader);
  llvm::Value *last = b.CreateNSWAdd(g, b.CreateNSWMul(lb.step, b.getInt64(unroll - 1)));
  b.CreateCondBr(b.CreateICmpSLT(last, groups), body, group_tail);

  b.SetInsertPoint(body);
  std::vector<llvm::Value *> index(unroll);
  std::vector<std::vector<std::vector<llvm::Value *>>> loaded(unroll);
  for (unsigned u = 0; u < unroll; ++u) {
    index[u] = u == 0 ? static_cast<llvm::Value *>(g)
                      : b.CreateNSWAdd(g, b.CreateNSWMul(lb.step, b.getInt64(u)));
    loaded[u] = load_group(index[u], width);
  }
  for (unsigned u = 0; u < unroll; ++u)
    compute_and_store(index[u], loaded[u]);
  g->addIncoming(b.CreateNSWAdd(g, b.CreateNSWMul(lb.step, b.getInt64(unroll))),
                 b.GetInsertBlock());
  b.CreateBr(header);

  // Fewer than `unroll` groups left for this thread: one at a time (with
  // unroll == 1 the loop above already took every group).
  b.SetInsertPoint(group_tail);
  if (unroll > 1) {
    llvm::BasicBlock *group_tail_body = block("group.tail.body"), *after = block("group.tail.done");
    auto *gt = b.CreatePHI(i64, 2, "gt");
    gt->addIncoming(g, header);
    b.CreateCondBr(b.CreateICmpSLT(gt, groups), group_tail_body, after);
    b.SetInsertPoint(group_tail_body);
    compute_and_store(gt, load_group(gt, width));
    gt->addIncoming(b.CreateNSWAdd(gt, lb.step), b.GetInsertBlock());
    b.CreateBr(group_tail);
    b.SetInsertPoint(after);
  }
  // Points after the last whole group (all of them when a pointer is
  // unaligned): scalar.
  if (width > 1) {
    llvm::BasicBlock *from = b.GetInsertBlock(), *point_tail = block("point.tail"),
                     *point_tail_body = block("point.tail.body");
    llvm::Value *first = b.CreateNSWAdd(b.CreateNSWMul(groups, b.getInt64(width)), lb.begin);
    b.CreateBr(point_tail);
    b.SetInsertPoint(point_tail);
    auto *t = b.CreatePHI(i64, 2, "t");
    t->addIncoming(first, from);
    b.CreateCondBr(b.CreateICmpSLT(t, n), point_tail_body, exit);
    b.SetInsertPoint(point_tail_body);
    compute_and_store(t, load_group(t, 1));
    t->addIncoming(b.CreateNSWAdd(t, lb.step), b.GetInsertBlock());
    b.CreateBr(point_tail);
  } else {
    b.CreateBr(exit);
  }

  b.SetInsertPoint(exit);
  b.CreateRetVoid();
  return fn;
}

void annotate(llvm::Module &m, llvm::Function *f, const char *key, unsigned value) {
  llvm::LLVMContext &ctx = m.getContext();
  llvm::Metadata *md[] = {
      llvm::ValueAsMetadata::get(f), llvm::MDString::get(ctx, key),
      llvm::ValueAsMetadata::get(llvm::ConstantInt::get(llvm::Type::getInt32Ty(ctx), value))};
  m.getOrInsertNamedMetadata("nvvm.annotations")->addOperand(llvm::MDNode::get(ctx, md));
}

// The NVPTX printer turns these nvvm.annotations into .entry and .maxnreg.
void mark_kernel(llvm::Module &m, llvm::Function *f, unsigned max_registers) {
  annotate(m, f, "kernel", 1);
  if (max_registers) annotate(m, f, "maxnreg", max_registers);
}

std::string hex_digest(const std::string &text) {
  // FNV-1a and a second, differently seeded and offset pass of the same
  // prime: 128 bits, so that two kernels never share a cache entry.
  std::uint64_t g = 0x9e3779b97f4a7c15ull;
  for (unsigned char c : text)
    g = (g ^ c) * support::kFnv1aPrime + 0x632be59bd9b4e019ull;
  return fmt::format("{:016x}{:016x}", support::fnv1a(text), g);
}

void optimize(llvm::Module &m, llvm::TargetMachine &tm) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions pto;
  // The CPU vectorizers have no business in GPU code (NVPTX-NOTES).
  pto.LoopVectorization = false;
  pto.SLPVectorization = false;
  // Constructing PassBuilder with the TargetMachine registers NVPTX's
  // callbacks once: that is the only route to NVVMReflect in LLVM 15.
  llvm::PassBuilder pb(&tm, pto);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
  mpm.addPass(llvm::GlobalDCEPass());
  mpm.run(m, mam);
}

} // namespace

void refuse_bad_inputs(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                       std::span<const Node *const> parameters) {
  auto problem = codegen::check_inputs(outputs, inputs, parameters);
  if (!problem) return;
  const char *what = "";
  switch (problem->kind) {
  case codegen::InputProblem::UnboundSymbol:
    what = parameters.empty() ? "symbol missing from the inputs: "
                              : "symbol neither among the inputs nor the parameters: ";
    break;
  case codegen::InputProblem::DuplicateInput:
    what = "symbol listed twice among the inputs or parameters: ";
    break;
  case codegen::InputProblem::InputIsParameter:
    what = "symbol listed both as an input and as a parameter: ";
    break;
  case codegen::InputProblem::NotASymbol:
    what = "input is not a symbol: ";
    break;
  case codegen::InputProblem::NullOutput:
    what = "empty output expression: ";
    break;
  }
  raise(ErrorId::CudaUnsupported, what + problem->detail);
}

std::span<const std::string_view> known_sms() { return kKnownSms; }

const char *compiler_build_stamp() { return __DATE__ " " __TIME__; }

bool is_known_sm(std::string_view sm) {
  for (std::string_view k : kKnownSms)
    if (k == sm) return true;
  return false;
}

std::string best_known_sm(int major, int minor) {
  int want = major * 10 + minor;
  std::string_view best = kKnownSms[0];
  for (std::string_view k : kKnownSms)
    if (std::stoi(std::string(k.substr(3))) <= want) best = k;
  return std::string(best);
}

PtxKernel compile_kernel_ptx(const char *entry, const CudaOptions &options, unsigned max_threads,
                             const KernelBuilder &build) {
  const std::string &sm = options.sm;
  const bool fma = options.fma;
  auto tm = make_target_machine(sm, fma);

  llvm::LLVMContext ctx;
  auto m = std::make_unique<llvm::Module>("alkahest_ptx", ctx);
  m->setTargetTriple(kNvptxTriple);
  m->setDataLayout(tm->createDataLayout());
  // libdevice's __nvvm_reflect("__CUDA_FTZ") reads this flag: no
  // flush-to-zero. uint32_t, not a bare 0 (ambiguous overload).
  m->addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", uint32_t(0));

  codegen::NamedMathHook hook("__nv_");
  llvm::Function *kernel = build(*m, hook);
  mark_kernel(*m, kernel, options.max_registers);
  if (max_threads) annotate(*m, kernel, "maxntidx", max_threads);

  PtxKernel out;
  out.entry = entry;
  {
    std::string ir;
    llvm::raw_string_ostream os(ir);
    m->print(os, nullptr);
    os.flush();
    out.ir_digest = hex_digest(sm + (fma ? "+fma" : "") + "\n" + ir);
  }

  // libdevice is needed only for the __nv_* math calls: a kernel of plain
  // arithmetic (sqrt lowers to an instruction) compiles without it, so such
  // kernels build on a machine with no CUDA toolkit at all.
  bool needs_libdevice = std::any_of(m->begin(), m->end(), [](const llvm::Function &f) {
    return f.isDeclaration() && f.getName().startswith("__nv_");
  });
  if (needs_libdevice) {
    std::unique_ptr<llvm::Module> libdev = load_libdevice(ctx);
    // libdevice's own layout lacks i128:128; take the kernel's to link quietly.
    libdev->setTargetTriple(m->getTargetTriple());
    libdev->setDataLayout(m->getDataLayout());
    if (llvm::Linker::linkModules(*m, std::move(libdev), llvm::Linker::Flags::LinkOnlyNeeded))
      raise(ErrorId::CudaNoLibdevice, "linking libdevice into the kernel module failed");
  }
  // libdevice marks its functions alwaysinline; keeping them as functions
  // bounds each one's live ranges to its own body (see CudaMathCalls).
  if (options.math_calls == CudaMathCalls::Call)
    for (llvm::Function &f : *m)
      if (!f.isDeclaration() && f.getName().startswith("__nv_")) {
        f.removeFnAttr(llvm::Attribute::AlwaysInline);
        f.addFnAttr(llvm::Attribute::NoInline);
      }
  // Keep the kernel only: the default internalizer would internalize it too.
  const std::string keep = entry;
  llvm::internalizeModule(*m, [&](const llvm::GlobalValue &gv) { return gv.getName() == keep; });
  if (llvm::verifyModule(*m, &llvm::errs()))
    raise(ErrorId::CudaNoNvptx, "the generated kernel module does not verify");
  optimize(*m, *tm);
  out.ptx = emit_ptx(*m, *tm);
  return out;
}

PtxKernel compile_ptx(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                      std::span<const Node *const> parameters, const CudaOptions &options) {
  refuse_bad_inputs(outputs, inputs, parameters);
  return compile_kernel_ptx(
      kKernelEntry, options, 0, [&](llvm::Module &m, codegen::MathHook &hook) {
        codegen::LoweringOptions lopts;
        lopts.f32_columns = float_columns(options.precision);
        lopts.f32_math = options.precision == Precision::F32Native;
        return uses_array_form(inputs.size(), outputs.size(), parameters.size(), options)
                   ? codegen::build_array_kernel(m, kKernelEntry, hook, outputs, inputs, parameters,
                                                 lopts, grid_stride_bounds)
                   : build_grid_kernel(m, hook, outputs, inputs, parameters, lopts, options.unroll,
                                       std::max(1u, options.vector_width));
      });
}

} // namespace alkahest::nvptx
#pragma GCC visibility pop
