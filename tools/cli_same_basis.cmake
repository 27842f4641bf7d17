# cmake -DTOOL=<alkahest> -DFACTORED=<a.ms> -DEXPANDED=<b.ms> -P cli_same_basis.cmake
# A system typed with parentheses and products of factors has the basis of its expanded form.
execute_process(COMMAND ${TOOL} groebner ${FACTORED} -q OUTPUT_VARIABLE a ERROR_VARIABLE ea RESULT_VARIABLE ra)
execute_process(COMMAND ${TOOL} groebner ${EXPANDED} -q OUTPUT_VARIABLE b ERROR_VARIABLE eb RESULT_VARIABLE rb)
if(NOT ra EQUAL 0 OR NOT rb EQUAL 0 OR NOT a STREQUAL b OR a STREQUAL "")
  message(FATAL_ERROR "factored (exit ${ra}):\n${a}${ea}\nexpanded (exit ${rb}):\n${b}${eb}")
endif()
