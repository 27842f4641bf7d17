# cmake -DTOOL=<alkahest> -DFILE=<a.ms> -DBACKEND=<cpu|gpu|auto> [-DDEVICE=<n>] [-DEXTRA=<args;...>]
#       -DREPORT=<regex> -P cli_same_solutions.cmake
# `alkahest solve` prints the same solutions with --backend BACKEND (and the
# arguments EXTRA) as with --backend cpu, and its report (stderr) matches REPORT.
set(device_args)
if(DEFINED DEVICE)
  set(device_args --device ${DEVICE})
endif()
execute_process(COMMAND ${TOOL} solve ${FILE} --backend cpu --threads 2
  OUTPUT_VARIABLE a ERROR_VARIABLE ea RESULT_VARIABLE ra)
execute_process(COMMAND ${TOOL} solve ${FILE} --backend ${BACKEND} ${device_args} ${EXTRA} --threads 2
  OUTPUT_VARIABLE b ERROR_VARIABLE eb RESULT_VARIABLE rb)
if(NOT ra EQUAL 0 OR NOT rb EQUAL 0 OR NOT a STREQUAL b OR a STREQUAL "")
  message(FATAL_ERROR "cpu (exit ${ra}):\n${a}${ea}\n${BACKEND} (exit ${rb}):\n${b}${eb}")
endif()
if(NOT eb MATCHES "${REPORT}")
  message(FATAL_ERROR "the ${BACKEND} run's report does not match '${REPORT}':\n${eb}")
endif()
