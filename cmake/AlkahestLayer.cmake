# alkahest_add_layer(<name> SOURCES ... [DEPS ...])
# One compiled layer of the library (lib/<name>): a static, position-independent
# archive `alkahest_<name>` that tests may link directly and that the shared
# libalkahest embeds whole. Layer order follows DESIGN.md (arrows point down).
function(alkahest_add_layer name)
  cmake_parse_arguments(L "" "" "SOURCES;DEPS" ${ARGN})
  set(t alkahest_${name})
  add_library(${t} STATIC ${L_SOURCES})
  set_target_properties(${t} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_link_libraries(${t} PUBLIC alkahest::expr ${L_DEPS} PRIVATE alkahest_warnings)
  target_compile_definitions(${t} PRIVATE ALKAHEST_BUILDING_LIBRARY=1)
  # Inline functions (the header-only expression core's, the standard
  # library's templates) are each program's own copy: libalkahest keeps its
  # copies to itself so that its export table is its API, not every helper it
  # instantiated. Static locals of inline functions stay shared (GCC and
  # Clang export them regardless).
  target_compile_options(${t} PRIVATE -fvisibility-inlines-hidden)
  set_property(GLOBAL APPEND PROPERTY ALKAHEST_LAYERS ${t})
endfunction()
