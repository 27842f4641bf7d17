# cmake/AlkahestDocSnippets.cmake - every ```cpp block of README.md and docs/*.md becomes a ctest.
#
# Two kinds of C++ block, and no other (configuration fails on anything else,
# so that no block is silently left unchecked):
#
#   ```cpp                   a complete program: extracted at configure time,
#                            compiled against the build tree, linked with
#                            alkahest::alkahest and run (test doc_<file>_<n>,
#                            label unit; it must exit 0).
#   ```cpp excerpt <header>  lines quoted from a header of the source tree
#                            (a declaration shown for reading, e.g. an
#                            interface to subclass). Test doc_<file>_<n>
#                            checks that every non-blank line of the block,
#                            whitespace-trimmed, occurs in <header> (a path
#                            relative to the source root) in the same order,
#                            so the excerpt cannot drift from the real
#                            declaration; lines may be left out, none added.
#                            The header itself is compiled by the library.
#
# Other languages (```sh, plain ```) are not C++ and are not extracted.
# Editing a Markdown file re-runs the extraction (CMAKE_CONFIGURE_DEPENDS).
#
# Script mode (used by the excerpt tests):
#   cmake -DEXCERPT=<block file> -DHEADER=<header> -P AlkahestDocSnippets.cmake
if(CMAKE_SCRIPT_MODE_FILE)
  cmake_policy(SET CMP0007 NEW) # keep empty lines as list elements
  # Semicolons would split CMake list elements: stand-in first, then lines.
  foreach(_f HEADER EXCERPT)
    file(READ ${${_f}} _text)
    string(REPLACE ";" "<semicolon>" _text "${_text}")
    string(REPLACE "\n" ";" _${_f}_lines "${_text}")
  endforeach()
  set(_remaining "${_HEADER_lines}")
  foreach(_line IN LISTS _EXCERPT_lines)
    string(STRIP "${_line}" _want)
    if(_want STREQUAL "")
      continue()
    endif()
    set(_found FALSE)
    while(_remaining)
      list(POP_FRONT _remaining _have)
      string(STRIP "${_have}" _have)
      if(_have STREQUAL _want)
        set(_found TRUE)
        break()
      endif()
    endwhile()
    if(NOT _found)
      string(REPLACE "<semicolon>" ";" _want "${_want}")
      message(FATAL_ERROR "excerpt line not found (in order) in ${HEADER}: ${_want}")
    endif()
  endforeach()
  message(STATUS "excerpt matches ${HEADER}")
  return()
endif()

set(_doc_dir ${PROJECT_BINARY_DIR}/doc-snippets)
file(GLOB _docs CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.md)
list(PREPEND _docs ${PROJECT_SOURCE_DIR}/README.md)
set(_programs 0)
set(_excerpts 0)
foreach(_md IN LISTS _docs)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_md})
  get_filename_component(_tag ${_md} NAME_WE)
  string(MAKE_C_IDENTIFIER ${_tag} _tag)
  file(MAKE_DIRECTORY ${_doc_dir}/raw)
  # awk rather than CMake lists: C++ is full of semicolons. Prints one line
  # per block: "program <path>", "excerpt <line> <header> <path>" or
  # "unknown <line> <info string>".
  execute_process(
    COMMAND awk -v out=${_doc_dir}/raw -v tag=${_tag} [=[
      /^```[ \t]*([cC]\+\+|[cC]pp|cxx|hpp)/ {
                  n++; inside = 1; lang = info = $0
                  sub(/^```[ \t]*/, "", lang); sub(/[ \t].*$/, "", lang)
                  sub(/^```[ \t]*[^ \t]*[ \t]*/, "", info); sub(/[ \t]+$/, "", info)
                  f = sprintf("%s/%s_%d.cpp", out, tag, n); printf "" > f
                  if (lang != "cpp") print "unknown " NR " " $0
                  else if (info == "") print "program " f
                  else if (info ~ /^excerpt [^ ]+$/) { split(info, w, " "); print "excerpt " NR " " w[2] " " f }
                  else print "unknown " NR " " $0
                  next }
      inside && /^```/ { inside = 0; close(f); next }
      inside { print > f }
    ]=] ${_md}
    OUTPUT_VARIABLE _blocks RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "extracting C++ blocks of ${_md} failed")
  endif()
  string(REPLACE "\n" ";" _blocks "${_blocks}")
  foreach(_b IN LISTS _blocks)
    if(_b MATCHES "^unknown ([0-9]+) (.*)")
      message(FATAL_ERROR "${_md}:${CMAKE_MATCH_1}: unknown C++ block marker '${CMAKE_MATCH_2}': "
                          "use ```cpp (a complete program) or ```cpp excerpt <header> "
                          "(see cmake/AlkahestDocSnippets.cmake)")
    elseif(_b MATCHES "^excerpt ([0-9]+) ([^ ]+) (.*/raw/(.*)\\.cpp)$")
      set(_name doc_${CMAKE_MATCH_4})
      set(_header ${PROJECT_SOURCE_DIR}/${CMAKE_MATCH_2})
      if(NOT EXISTS ${_header})
        message(FATAL_ERROR "${_md}:${CMAKE_MATCH_1}: excerpt of ${CMAKE_MATCH_2}, which does not exist")
      endif()
      configure_file(${CMAKE_MATCH_3} ${_doc_dir}/${CMAKE_MATCH_4}.excerpt COPYONLY)
      add_test(NAME ${_name}
               COMMAND ${CMAKE_COMMAND} -DEXCERPT=${_doc_dir}/${CMAKE_MATCH_4}.excerpt
                       -DHEADER=${_header} -P ${CMAKE_CURRENT_LIST_FILE})
      set_tests_properties(${_name} PROPERTIES LABELS unit)
      math(EXPR _excerpts "${_excerpts} + 1")
    elseif(_b MATCHES "^program (.*/raw/(.*)\\.cpp)$")
      set(_name doc_${CMAKE_MATCH_2})
      # Copy only on change so that re-configuring does not rebuild.
      configure_file(${CMAKE_MATCH_1} ${_doc_dir}/${CMAKE_MATCH_2}.cpp COPYONLY)
      add_executable(${_name} ${_doc_dir}/${CMAKE_MATCH_2}.cpp)
      target_link_libraries(${_name} PRIVATE alkahest::alkahest)
      set_target_properties(${_name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${_doc_dir})
      add_test(NAME ${_name} COMMAND ${_name})
      set_tests_properties(${_name} PROPERTIES LABELS unit WORKING_DIRECTORY ${_doc_dir})
      math(EXPR _programs "${_programs} + 1")
    elseif(NOT _b STREQUAL "")
      message(FATAL_ERROR "doc snippets: cannot read extraction line '${_b}'")
    endif()
  endforeach()
endforeach()
message(STATUS "doc snippets: ${_programs} programs compiled and run, ${_excerpts} header excerpts checked by ctest")
