# install() rules and the CMake package config: consumers do
#   find_package(alkahest CONFIG REQUIRED)
# and link alkahest::expr (header-only) or alkahest::alkahest (compiled).
include(CMakePackageConfigHelpers)

# alkahest/mpi.hpp belongs to libalkahest_mpi (ALKAHEST_MPI): without it the
# header would name an mpi.h the package does not need.
if(ALKAHEST_MPI)
  install(DIRECTORY include/alkahest DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  install(TARGETS alkahest_mpi LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
else()
  install(DIRECTORY include/alkahest DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} PATTERN mpi.hpp EXCLUDE)
endif()
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/alkahest/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/alkahest)
install(TARGETS alkahest_expr alkahest EXPORT alkahestTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT alkahestTargets NAMESPACE alkahest::
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/alkahest)
configure_package_config_file(cmake/alkahestConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/alkahestConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/alkahest)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/alkahestConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/alkahestConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/alkahestConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/alkahest)
