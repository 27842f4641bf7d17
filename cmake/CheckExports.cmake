# cmake -DNM=<nm> -DLIBRARY=<libalkahest.so> -P CheckExports.cmake
#
# libalkahest.so exports its public API only: no symbol of a layer's own
# namespaces (lib/cuda, lib/nvptx, lib/codegen, lib/support, lib/groebner_gpu,
# lib/calculus, lib/poly's FLINT bridge) and no `detail` namespace of ours may
# be in its dynamic symbol table. Names are demangled by nm itself (-C).
execute_process(COMMAND ${NM} -D -C --defined-only ${LIBRARY}
                OUTPUT_VARIABLE symbols RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${NM} failed on ${LIBRARY}")
endif()
string(REGEX MATCHALL
       "[^\n]*alkahest::(cuda|nvptx|codegen|support|gbgpu|calculus|flint_bridge|[a-z_]*detail|GroebnerDriver)::[^\n]*"
       leaks "${symbols}")
list(LENGTH leaks count)
if(count GREATER 0)
  list(SUBLIST leaks 0 10 first)
  string(REPLACE ";" "\n" first "${first}")
  message(FATAL_ERROR "${count} internal symbols exported by ${LIBRARY}, e.g.:\n${first}")
endif()
string(REGEX MATCHALL "alkahest::" api "${symbols}")
list(LENGTH api exported)
if(exported LESS 100)
  message(FATAL_ERROR "only ${exported} alkahest:: symbols exported: is ${LIBRARY} the library?")
endif()
message(STATUS "${exported} alkahest:: symbols exported, none internal")
