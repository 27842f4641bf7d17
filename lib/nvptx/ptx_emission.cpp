// lib/nvptx/ptx_emission.cpp - the NVPTX back end, initialised once, and PTX text from an LLVM
// module.
#include "ptx_emission.hpp"

#include <alkahest/error.hpp>

#include <llvm/ADT/SmallString.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include <mutex>

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

#pragma GCC visibility push(hidden)
namespace alkahest::nvptx {

const llvm::Target &nvptx_target() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
  std::string err;
  const llvm::Target *t = llvm::TargetRegistry::lookupTarget(kNvptxTriple, err);
  if (!t) raise(ErrorId::CudaNoNvptx, err);
  return *t;
}

std::string emit_ptx(llvm::Module &m, llvm::TargetMachine &tm) {
  llvm::SmallString<0> text;
  llvm::raw_svector_ostream os(text);
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, llvm::CGFT_AssemblyFile))
    raise(ErrorId::CudaNoNvptx, "the NVPTX target cannot emit assembly");
  pm.run(m);
  return std::string(text.str());
}

} // namespace alkahest::nvptx
#pragma GCC visibility pop
