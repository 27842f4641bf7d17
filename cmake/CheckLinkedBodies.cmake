# cmake -DCXX=<compiler> -DNM=<nm> -DSOURCE=<program> -DINCLUDES="<dir>|<dir>..." -DWORK=<dir>
#       -P CheckLinkedBodies.cmake
# A program that links libalkahest (ALKAHEST_LINKED) must not compile the
# bodies of the expression core's larger functions: libalkahest has them
# (include/alkahest/expr/linkage.hpp). Compiles SOURCE (the README's first
# program) as such a program at -O0, where every inline function a unit
# uses is emitted, and checks with nm that the object calls each of these
# functions (an undefined symbol: so the names below are the real ones) and
# defines none of them. Symbols, not timings: deterministic.
string(REPLACE "|" ";" _dirs "${INCLUDES}")
set(_flags -std=c++20 -O0 -c -DALKAHEST_LINKED=1)
foreach(_d IN LISTS _dirs)
  list(APPEND _flags -I${_d})
endforeach()
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${CXX} ${_flags} ${SOURCE} -o ${WORK}/linked.o RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "${CXX} -DALKAHEST_LINKED=1 ${SOURCE} failed:\n${_err}")
endif()
execute_process(COMMAND ${NM} -C ${WORK}/linked.o RESULT_VARIABLE _rc OUTPUT_VARIABLE _syms ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "${NM} ${WORK}/linked.o failed:\n${_err}")
endif()
set(_bodies "alkahest::ExprPool::add(" "alkahest::ExprPool::mul("
            "alkahest::ExprPool::symbol(" "alkahest::to_string[abi:cxx11](" "alkahest::diff(" "alkahest::evaluate(")
string(REPLACE "\n" ";" _lines "${_syms}")
foreach(_b IN LISTS _bodies)
  set(_called FALSE)
  foreach(_l IN LISTS _lines)
    string(FIND "${_l}" " ${_b}" _at)
    if(_at EQUAL -1)
      continue()
    endif()
    if(_l MATCHES "^ +U ")
      set(_called TRUE)
    else()
      message(FATAL_ERROR "with ALKAHEST_LINKED the program still compiles ${_b}...) (${_l}): "
                          "its body is no longer behind ALKAHEST_EXPR_BODIES (linkage.hpp)")
    endif()
  endforeach()
  if(NOT _called)
    message(FATAL_ERROR "the program does not call ${_b}...) at all: the check would see nothing")
  endif()
endforeach()
message(STATUS "${SOURCE} with ALKAHEST_LINKED calls the library's bodies and compiles none of them")
