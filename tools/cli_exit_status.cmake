# cmake -DTOOL=<alkahest> -DARGS=<a;b;...> -DSTATUS=<n> -DOUTPUT=<text> -P cli_exit_status.cmake
# Fails unless the tool exits with STATUS and prints exactly OUTPUT (for statuses other than 0/1).
execute_process(COMMAND ${TOOL} ${ARGS} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REPLACE "\\n" "\n" want "${OUTPUT}")
if(NOT rc EQUAL STATUS OR NOT out STREQUAL want)
  message(FATAL_ERROR "exit ${rc} (want ${STATUS}), stdout:\n${out}\nwant:\n${want}\nstderr:\n${err}")
endif()
