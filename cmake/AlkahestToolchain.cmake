# Build speed: ccache when present, lld (or gold) instead of ld.bfd: linking
# static LLVM with ld.bfd costs tens of seconds per binary on a 2-core box.
find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
  set(CMAKE_C_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
endif()
find_program(ALKAHEST_LLD ld.lld)
find_program(ALKAHEST_GOLD ld.gold)
if(ALKAHEST_LLD)
  add_link_options(-fuse-ld=lld)
elseif(ALKAHEST_GOLD)
  add_link_options(-fuse-ld=gold)
endif()
