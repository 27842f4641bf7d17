# tools/mpi_cli_tests.cmake - `alkahest groebner --mpi` and `alkahest solve --mpi` under mpirun
# on this one machine (label mpi; only with ALKAHEST_MPI): the bases and solutions of standard
# and random systems equal one process's, and a rank that dies mid-run costs its primes (or
# stops the run with E-GB-012), never a hang.
set(_mpi_data ${PROJECT_SOURCE_DIR}/unittests/data/gb)
set(_mpi_args -DTOOL=$<TARGET_FILE:alkahest_cli> -DMPIRUN=${MPIEXEC_EXECUTABLE} -DRANKS=3
              -DWORK=${CMAKE_CURRENT_BINARY_DIR}/mpi_tests)
foreach(_sys katsura6 cyclic5 eco7 noon4)
  add_test(NAME mpi_groebner_${_sys} COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DSYSTEM=${_mpi_data}/${_sys}.ms
    -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
endforeach()
# Random members of the dense family (about 500 and 1150 primes, a second or two in one
# process: long enough for every rank to greet the root before the lift is done).
add_test(NAME mpi_groebner_random_1 COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DMEMBER=dense-n4-d3-b16-s1
  -DREQUIRE_REMOTE=1 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
add_test(NAME mpi_groebner_random_2 COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DMEMBER=dense-n4-d3-b40-s2
  -DREQUIRE_REMOTE=1 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
# Rank 1 replays on its devices (here: none, so its batches fall back to its CPU) beside
# two CPU ranks.
add_test(NAME mpi_groebner_gpu_rank COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DMEMBER=dense-n4-d3-b16-s1
  -DREQUIRE_REMOTE=1 -DGPU_RANK=1 -DGPU_SYSTEM=${_mpi_data}/katsura10.ms
  -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
# Rank 2 exits after its first batch, on a system whose lift outlasts the 1 s timeout.
add_test(NAME mpi_groebner_rank_dies COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DMEMBER=dense-n4-d3-b40-s1
  -DKILL_RANK=2 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
add_test(NAME mpi_groebner_rank_dies_stop COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DMEMBER=dense-n4-d3-b40-s1
  -DKILL_RANK=2 -DSTOP=1 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
# The root exits once it has handed out work: the other ranks stop on the silence of its
# heartbeats within the 1 s rank timeout (and leave MPI_Finalize, which waits for the dead
# root, at its deadline).
add_test(NAME mpi_groebner_root_dies COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DMEMBER=dense-n4-d3-b40-s1
  -DKILL_RANK=0 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
# `alkahest solve --mpi`: the solutions of one process, the other ranks computing the
# representations of primes the root lifts in their drawn order.
set(_mpi_solve_data ${PROJECT_SOURCE_DIR}/unittests/data/solve)
set(_mpi_solve_tests)
foreach(_sys ${_mpi_data}/katsura5.ms ${_mpi_data}/katsura6.ms ${_mpi_data}/cyclic5.ms
        ${_mpi_solve_data}/rational_quadrics.ms)
  get_filename_component(_name ${_sys} NAME_WE)
  add_test(NAME mpi_solve_${_name} COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DSUBCOMMAND=solve
    -DSYSTEM=${_sys} -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
  list(APPEND _mpi_solve_tests mpi_solve_${_name})
endforeach()
# A random member whose representation needs hundreds of primes: rank 1 must have computed some.
add_test(NAME mpi_solve_random COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DSUBCOMMAND=solve
  -DMEMBER=dense-n4-d3-b40-s1 -DREQUIRE_REMOTE=1 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
# Rank 2 exits after its first batch: the root computes its primes (the same solutions), or
# with --mpi-stop-on-failure the run ends with E-GB-012 naming rank 2.
add_test(NAME mpi_solve_rank_dies COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DSUBCOMMAND=solve
  -DMEMBER=dense-n4-d3-b40-s1 -DKILL_RANK=2 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
add_test(NAME mpi_solve_rank_dies_stop COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DSUBCOMMAND=solve
  -DMEMBER=dense-n4-d3-b40-s1 -DKILL_RANK=2 -DSTOP=1 -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
# Rank 1 replays on its devices (here: none, so its batches fall back to its CPU) and takes
# the representations on its CPU, beside two CPU ranks.
add_test(NAME mpi_solve_gpu_rank COMMAND ${CMAKE_COMMAND} ${_mpi_args} -DSUBCOMMAND=solve
  -DMEMBER=dense-n4-d3-b40-s1 -DREQUIRE_REMOTE=1 -DGPU_RANK=1 -DGPU_SYSTEM=${_mpi_data}/katsura10.ms
  -P ${CMAKE_CURRENT_SOURCE_DIR}/mpi_same_basis.cmake)
list(APPEND _mpi_solve_tests mpi_solve_random mpi_solve_rank_dies mpi_solve_rank_dies_stop
  mpi_solve_gpu_rank)
# Three ranks each: never two of these at once on a small machine.
set_tests_properties(mpi_groebner_katsura6 mpi_groebner_cyclic5 mpi_groebner_eco7 mpi_groebner_noon4
  mpi_groebner_random_1 mpi_groebner_random_2 mpi_groebner_gpu_rank mpi_groebner_rank_dies mpi_groebner_rank_dies_stop
  mpi_groebner_root_dies ${_mpi_solve_tests}
  PROPERTIES LABELS mpi RESOURCE_LOCK mpirun TIMEOUT 900)
