# cmake -DTOOL=<alkahest> -DDOC=<docs/errors.md> -P CheckErrorsDoc.cmake
# Fails when docs/errors.md differs from `alkahest errors --markdown`.
execute_process(COMMAND ${TOOL} errors --markdown OUTPUT_VARIABLE generated RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "alkahest errors --markdown failed (${rc})")
endif()
file(READ ${DOC} current)
if(NOT generated STREQUAL current)
  message(FATAL_ERROR "docs/errors.md is out of date: regenerate it with\n"
                      "  build/bin/alkahest errors --markdown > docs/errors.md")
endif()
