# cmake/AlkahestDocSnippets.cmake - every ```cpp block of README.md and docs/*.md becomes a ctest.
#
# A block opened with ```cpp is a complete program: it is extracted at
# configure time, compiled against the build tree, linked with
# alkahest::alkahest and run (test doc_<file>_<n>, label unit; it must exit 0).
# A block opened with ```cpp fragment (statements that need context: a
# declaration, a class sketch) is skipped, and the configure log lists it.
# Editing a Markdown file re-runs the extraction (CMAKE_CONFIGURE_DEPENDS).
set(_doc_dir ${PROJECT_BINARY_DIR}/doc-snippets)
file(GLOB _docs CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.md)
list(PREPEND _docs ${PROJECT_SOURCE_DIR}/README.md)
set(_programs 0)
set(_fragments 0)
foreach(_md IN LISTS _docs)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_md})
  get_filename_component(_tag ${_md} NAME_WE)
  string(MAKE_C_IDENTIFIER ${_tag} _tag)
  file(MAKE_DIRECTORY ${_doc_dir}/raw)
  # awk rather than CMake lists: C++ is full of semicolons. Prints one line
  # per block: "program <path>" or "fragment <line>".
  execute_process(
    COMMAND awk -v out=${_doc_dir}/raw -v tag=${_tag} [=[
      /^```cpp/ { n++; frag = ($0 ~ /fragment/); inside = 1
                  if (frag) print "fragment " NR
                  else { f = sprintf("%s/%s_%d.cpp", out, tag, n); printf "" > f; print "program " f }
                  next }
      inside && /^```/ { inside = 0; if (!frag) close(f); next }
      inside && !frag { print > f }
    ]=] ${_md}
    OUTPUT_VARIABLE _blocks RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "extracting C++ blocks of ${_md} failed")
  endif()
  string(REPLACE "\n" ";" _blocks "${_blocks}")
  foreach(_b IN LISTS _blocks)
    if(_b MATCHES "^fragment (.*)")
      math(EXPR _fragments "${_fragments} + 1")
      message(STATUS "doc snippets: ${_md}:${CMAKE_MATCH_1} is a fragment, not compiled")
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
    endif()
  endforeach()
endforeach()
message(STATUS "doc snippets: ${_programs} complete programs compiled and run by ctest, ${_fragments} fragments skipped")
