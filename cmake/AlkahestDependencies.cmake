# Every third-party dependency, found once. All come from Debian packages:
# libgmp-dev, libfmt-dev, llvm-15-dev, libcli11-dev, catch2,
# libflint-dev (FLINT), libflint-arb-dev (Arb, with FLINT and MPFR).
find_package(fmt REQUIRED)

find_path(GMP_INCLUDE_DIR gmp.h REQUIRED)
find_library(GMP_LIBRARY gmp REQUIRED)
if(NOT TARGET alkahest::gmp)
  add_library(alkahest::gmp UNKNOWN IMPORTED)
  set_target_properties(alkahest::gmp PROPERTIES
    IMPORTED_LOCATION ${GMP_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES ${GMP_INCLUDE_DIR})
endif()

find_package(Threads REQUIRED)

# Arb (ball arithmetic) for the certified complex solutions of lib/solve.
# Debian 12 ships Arb 2.23 as libflint-arb (headers in /usr/include), on top
# of libflint and libmpfr.
find_path(ARB_INCLUDE_DIR acb_poly.h PATH_SUFFIXES arb flint)
find_library(ARB_LIBRARY NAMES flint-arb arb)
find_library(FLINT_LIB_FOR_ARB NAMES flint)
find_library(MPFR_LIBRARY NAMES mpfr)
if(NOT ARB_INCLUDE_DIR OR NOT ARB_LIBRARY OR NOT FLINT_LIB_FOR_ARB OR NOT MPFR_LIBRARY)
  message(FATAL_ERROR "Arb not found: install libflint-arb-dev (tools/setup.sh does)")
endif()
if(NOT TARGET alkahest::arb)
  add_library(alkahest::arb INTERFACE IMPORTED)
  target_include_directories(alkahest::arb SYSTEM INTERFACE ${ARB_INCLUDE_DIR})
  target_link_libraries(alkahest::arb INTERFACE ${ARB_LIBRARY} ${FLINT_LIB_FOR_ARB} ${MPFR_LIBRARY}
                        alkahest::gmp)
endif()

# FLINT (libflint-dev, which libflint-arb-dev pulls in too) for lib/poly's
# gcd, factorisation and sparse multiplication. Linked privately by lib/poly.
find_path(FLINT_INCLUDE_DIR flint/fmpz_mpoly_factor.h)
find_library(FLINT_LIBRARY flint)
if(NOT FLINT_INCLUDE_DIR OR NOT FLINT_LIBRARY)
  message(FATAL_ERROR "FLINT not found: install libflint-dev (tools/setup.sh does)")
endif()
if(NOT TARGET alkahest::flint)
  add_library(alkahest::flint INTERFACE IMPORTED)
  target_include_directories(alkahest::flint SYSTEM INTERFACE ${FLINT_INCLUDE_DIR})
  target_link_libraries(alkahest::flint INTERFACE ${FLINT_LIBRARY} alkahest::gmp)
endif()

find_package(LLVM 15 REQUIRED CONFIG HINTS /usr/lib/llvm-15/lib/cmake/llvm)
message(STATUS "LLVM ${LLVM_PACKAGE_VERSION} at ${LLVM_DIR}; targets: ${LLVM_TARGETS_TO_BUILD}")
if(ALKAHEST_CUDA AND NOT "NVPTX" IN_LIST LLVM_TARGETS_TO_BUILD)
  message(WARNING "LLVM has no NVPTX target: building without the GPU tier (E-CUDA-001)")
  set(ALKAHEST_CUDA OFF CACHE BOOL "" FORCE)
endif()

# LLVM as an interface target for our layers: headers as SYSTEM (its headers
# are not -Wpedantic clean), static component archives or the shared dylib.
function(alkahest_llvm_target name)
  add_library(${name} INTERFACE)
  target_include_directories(${name} SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS})
  separate_arguments(_defs NATIVE_COMMAND "${LLVM_DEFINITIONS}")
  target_compile_definitions(${name} INTERFACE ${LLVM_DEFINITIONS_LIST})
  if(ALKAHEST_LLVM_STATIC)
    llvm_map_components_to_libnames(_libs ${ARGN})
  else()
    set(_libs LLVM)
  endif()
  target_link_libraries(${name} INTERFACE ${_libs})
endfunction()

find_package(CLI11 CONFIG QUIET)
if(ALKAHEST_BUILD_TESTS)
  find_package(Catch2 REQUIRED)
  include(Catch)
endif()
