# cmake/AlkahestPackaging.cmake - the pkg-config file, the bash completion and
# CPack's Debian package (`cpack -G DEB` in the build folder gives
# alkahest_<version>_<arch>.deb: library, headers, CMake config, alkahest.pc
# and the `alkahest` tool). cmake/PackageConsumerTest.sh installs it and
# builds two consumers against the installed files.

# ---- pkg-config: alkahest.pc in <libdir>/pkgconfig ----
# The prefix is ${pcfiledir} minus <libdir>/pkgconfig, so the same file works
# for the .deb (/usr), `cmake --install --prefix` and a plain install.
string(REGEX REPLACE "[^/]+" ".." ALKAHEST_PC_UP "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
configure_file(${CMAKE_CURRENT_LIST_DIR}/alkahest.pc.in ${PROJECT_BINARY_DIR}/alkahest.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/alkahest.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# ---- bash completion ----
install(FILES ${PROJECT_SOURCE_DIR}/tools/completion/alkahest.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME alkahest)

# ---- Debian package ----
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME alkahest)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "Alkahest maintainers <alkahest@example.invalid>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # alkahest_0.1.0_amd64.deb
set(CPACK_STRIP_FILES ON)              # release binaries: ~4x smaller, faster to pack
set(CPACK_DEBIAN_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "Symbolic math engine: hash-consed expression DAG, LLVM JIT for CPU and NVPTX GPUs\n (CUDA driver loaded lazily), exact Groebner bases over Q. LLVM 15 is linked\n statically into libalkahest.so.")
# The headers use GMP and fmt: consumers that
# compile against them need the -dev packages (not the tool or the library).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libgmp-dev, libfmt-dev, pkg-config")
# Run-time dependencies from the binaries' DT_NEEDED when dpkg-shlibdeps is
# there (dpkg-dev); the same list by hand otherwise. LLVM is embedded, so no
# libllvm package may ever appear; PackageConsumerTest.sh checks that, and
# that every DT_NEEDED library of the installed files comes from a package
# named in Depends.
find_program(ALKAHEST_DPKG_SHLIBDEPS dpkg-shlibdeps)
find_program(ALKAHEST_FILE_PROGRAM file) # CPack's shlibdeps step needs file(1) too
if(ALKAHEST_DPKG_SHLIBDEPS AND ALKAHEST_FILE_PROGRAM)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${PROJECT_BINARY_DIR}/lib)
else()
  # libtinfo6 and zlib1g: LLVM's static archives need them.
  # libflint17: lib/poly's gcd, factorisation and sparse multiplication (FLINT);
  # libflint-arb2 and libmpfr6: lib/solve's ball arithmetic (Arb).
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6 (>= 2.34), libstdc++6 (>= 12), libgcc-s1, libfmt9, libgmp10, zlib1g, libtinfo6, libflint-arb2, libflint17, libmpfr6")
endif()
# The Python module (ALKAHEST_PYTHON) goes into /usr/lib/python3/dist-packages:
# it is built for one interpreter version (the ABI tag in its file name), and
# imports without NumPy, which only its array calls need.
if(ALKAHEST_PYTHON)
  math(EXPR _python_next_minor "${Python3_VERSION_MINOR} + 1")
  set(_python_depends "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}), python3 (<< ${Python3_VERSION_MAJOR}.${_python_next_minor})")
  if(CPACK_DEBIAN_PACKAGE_DEPENDS)
    string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", ${_python_depends}")
  else()
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "${_python_depends}")
  endif()
  string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", python3-numpy")
endif()
include(CPack)

# ---- tests (label unit) ----
if(ALKAHEST_BUILD_TESTS AND TARGET alkahest_cli)
  # The project version, `alkahest --version` (alkahest::version()) and the
  # capabilities' library_version agree; PackageConsumerTest.sh adds the
  # .deb, pkg-config and find_package versions on the installed files.
  add_test(NAME version_agrees COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:alkahest_cli>
    -DVERSION=${PROJECT_VERSION} -DPC=${PROJECT_BINARY_DIR}/alkahest.pc
    -DCPACK_CONFIG=${PROJECT_BINARY_DIR}/CPackConfig.cmake
    -P ${CMAKE_CURRENT_LIST_DIR}/CheckVersions.cmake)
  # Every subcommand and option of `alkahest --help` is in the bash completion.
  add_test(NAME completion_covers_help COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:alkahest_cli>
    -DCOMPLETION=${PROJECT_SOURCE_DIR}/tools/completion/alkahest.bash
    -P ${CMAKE_CURRENT_LIST_DIR}/CheckCompletion.cmake)
  # `alkahest bench --plot` writes one labelled bar per row (interp: cheap).
  add_test(NAME bench_plot_svg COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:alkahest_cli>
    -DDIR=${PROJECT_BINARY_DIR}/bench-plot-test -P ${CMAKE_CURRENT_LIST_DIR}/CheckBenchPlot.cmake)
  set_tests_properties(version_agrees completion_covers_help bench_plot_svg PROPERTIES LABELS unit)
endif()
