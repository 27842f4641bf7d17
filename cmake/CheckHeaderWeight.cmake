# cmake -DCXX=<compiler> -DSOURCE=<program> -DINCLUDES="<dir>|<dir>..." -DMAX_LINES=<n>
#       -P CheckHeaderWeight.cmake
# Keeps the header-only API cheap to compile: preprocesses SOURCE (the
# README's first program) as a user would and fails if any Boost header is
# pulled in or if the preprocessed text grows past MAX_LINES. Line counts,
# not timings: they are deterministic on one toolchain and track what the
# compiler must parse.
string(REPLACE "|" ";" _dirs "${INCLUDES}")
set(_flags -std=c++20)
foreach(_d IN LISTS _dirs)
  list(APPEND _flags -I${_d})
endforeach()
execute_process(COMMAND ${CXX} ${_flags} -M ${SOURCE}
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _deps ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "${CXX} -M ${SOURCE} failed:\n${_err}")
endif()
if(_deps MATCHES "[^ ]*boost/[^ ]*")
  message(FATAL_ERROR "${SOURCE} includes Boost (${CMAKE_MATCH_0}): the header-only API needs only GMP and fmt")
endif()
execute_process(COMMAND ${CXX} ${_flags} -E ${SOURCE} COMMAND wc -l
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _lines ERROR_VARIABLE _err)
string(STRIP "${_lines}" _lines)
if(NOT _rc EQUAL 0 OR NOT _lines MATCHES "^[0-9]+$")
  message(FATAL_ERROR "${CXX} -E ${SOURCE} failed:\n${_err}")
endif()
if(_lines GREATER MAX_LINES)
  message(FATAL_ERROR "${SOURCE} preprocesses to ${_lines} lines, over the bound of ${MAX_LINES}: "
                      "a heavy include reached the hot headers (docs/getting-started.md, compile time)")
endif()
message(STATUS "${SOURCE}: ${_lines} preprocessed lines (bound ${MAX_LINES}), no Boost")
