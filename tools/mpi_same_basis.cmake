# tools/mpi_same_basis.cmake - `mpirun -n RANKS alkahest groebner --mpi` prints the basis that
# one process prints, and the report shows the other ranks replayed primes (with
# -DSUBCOMMAND=solve: `alkahest solve --mpi` prints the solutions one process prints, the
# other ranks computing representations of primes). Run as
#   cmake -DTOOL=<alkahest> -DMPIRUN=<mpirun> -DRANKS=3 (-DSYSTEM=<file.ms> | -DMEMBER=<dense-...>)
#         [-DSUBCOMMAND=groebner|solve] [-DKILL_RANK=<r>] [-DSTOP=1] [-DREQUIRE_REMOTE=1]
#         [-DGPU_RANK=1] -DWORK=<dir> -P mpi_same_basis.cmake
# MEMBER writes a random member of the dense family of `alkahest bench groebner-q` (hundreds
# of primes, so that every rank gets some). KILL_RANK makes that rank exit after its first
# batch: the basis must still be right, or with STOP the run must end with E-GB-012 naming
# the rank; KILL_RANK=0 (the root, once it has handed out work) must end every other rank
# with E-GB-012; never a hang (every run here has a deadline). GPU_RANK runs rank 1 with
# `--backend gpu` beside CPU ranks (one mpirun, three programs): its report line must say
# how many of its primes its devices replayed (none without a GPU: its batches fall back to
# its CPU) and the basis must not change; with ALKAHEST_GPU_TESTS=1 in the environment its
# devices must have replayed some (then on GPU_SYSTEM, long enough for the device's start). Under --enable-recovery mpirun
# exits 0 whatever the ranks do, so the outcome is read from the output.
if(DEFINED MEMBER)
  # A random system of `alkahest bench groebner-q`'s dense family (seeded).
  file(MAKE_DIRECTORY ${WORK})
  set(SYSTEM ${WORK}/${MEMBER}.ms)
  execute_process(COMMAND ${TOOL} bench groebner-q --generate ${MEMBER} -o ${SYSTEM} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cannot generate ${MEMBER}")
  endif()
endif()

if(NOT DEFINED SUBCOMMAND)
  set(SUBCOMMAND groebner)
endif()
# `groebner` prints its summary on stderr unless -q; `solve`'s stdout is the solutions alone.
set(quiet)
if(SUBCOMMAND STREQUAL "groebner")
  set(quiet -q)
endif()
execute_process(COMMAND ${TOOL} ${SUBCOMMAND} ${SYSTEM} ${quiet} --threads 2
  OUTPUT_VARIABLE single ERROR_VARIABLE single_err RESULT_VARIABLE single_rc TIMEOUT 600)
if(NOT single_rc EQUAL 0 OR single STREQUAL "")
  message(FATAL_ERROR "one process (exit ${single_rc}):\n${single}${single_err}")
endif()

set(extra)
set(recovery)
if(DEFINED KILL_RANK)
  # Without --enable-recovery mpirun itself ends the job when a rank dies
  # (naming the rank); with it the ranks that remain finish the run.
  set(recovery --enable-recovery)
  list(APPEND extra --mpi-test-exit-rank ${KILL_RANK} --mpi-timeout 1)
  if(STOP)
    list(APPEND extra --mpi-stop-on-failure)
  endif()
endif()
# --noprefix: mpirun named by its absolute path would otherwise put its own prefix's
# lib/ (/usr/lib) first on the ranks' LD_LIBRARY_PATH, ahead of this build's libraries.
set(ranks -n ${RANKS} ${TOOL} ${SUBCOMMAND} --mpi ${SYSTEM} --threads 1 ${extra})
if(GPU_RANK AND "$ENV{ALKAHEST_GPU_TESTS}" STREQUAL "1")
  # With a GPU the run must outlast the device's cold start (context,
  # kernels, the trace on the device): katsura10 on one thread a rank.
  set(SYSTEM ${GPU_SYSTEM})
  execute_process(COMMAND ${TOOL} ${SUBCOMMAND} ${SYSTEM} ${quiet} --threads 2
    OUTPUT_VARIABLE single RESULT_VARIABLE single_rc TIMEOUT 600)
endif()
if(GPU_RANK)
  # Rank 0 and rank 2 on the CPU, rank 1 on its devices.
  set(ranks -n 1 ${TOOL} ${SUBCOMMAND} --mpi ${SYSTEM} --threads 1 :
            -n 1 ${TOOL} ${SUBCOMMAND} --mpi ${SYSTEM} --threads 1 --backend gpu :
            -n 1 ${TOOL} ${SUBCOMMAND} --mpi ${SYSTEM} --threads 1)
endif()
execute_process(COMMAND ${MPIRUN} --noprefix --oversubscribe --allow-run-as-root ${recovery} ${ranks}
  OUTPUT_VARIABLE multi ERROR_VARIABLE multi_err RESULT_VARIABLE multi_rc TIMEOUT 600)
message(STATUS "mpirun -n ${RANKS} (exit ${multi_rc}):\n${multi_err}")

if(DEFINED KILL_RANK AND KILL_RANK EQUAL 0)
  # The root died: every other rank stops (on its heartbeats' silence, or on a result
  # that it does not take) with E-GB-012 naming itself.
  if(NOT multi_err MATCHES "E-GB-012: rank 1: " OR NOT multi_err MATCHES "E-GB-012: rank 2: ")
    message(FATAL_ERROR "the ranks must stop with E-GB-012 when the root dies")
  endif()
  return()
endif()
if(DEFINED KILL_RANK AND STOP AND multi_err MATCHES "E-GB-012")
  if(NOT multi_err MATCHES "E-GB-012: rank ${KILL_RANK} failed" OR NOT multi STREQUAL "")
    message(FATAL_ERROR "a failed rank must stop the run with E-GB-012 naming rank ${KILL_RANK}")
  endif()
  return()
endif()
if(NOT multi_rc EQUAL 0 OR NOT multi STREQUAL single)
  message(FATAL_ERROR "one process:\n${single}\nmpirun -n ${RANKS} (exit ${multi_rc}):\n${multi}")
endif()
# The other ranks took part, where the lift needs enough primes for them to
# answer before it is done (REQUIRE_REMOTE; a tiny system may finish first).
if(REQUIRE_REMOTE AND NOT multi_err MATCHES "rank 1: [0-9]+ threads, [1-9][0-9]* primes")
  message(FATAL_ERROR "rank 1 replayed no prime:\n${multi_err}")
endif()
if(GPU_RANK)
  if(NOT multi_err MATCHES "rank 1: [0-9]+ threads, ([0-9]+) primes[^\n]*GPU: ([0-9]+) of its primes")
    message(FATAL_ERROR "rank 1's report must say what its devices replayed:\n${multi_err}")
  endif()
  if("$ENV{ALKAHEST_GPU_TESTS}" STREQUAL "1" AND CMAKE_MATCH_2 EQUAL 0)
    message(FATAL_ERROR "rank 1 (--backend gpu) replayed no prime on a device:\n${multi_err}")
  endif()
  if(CMAKE_MATCH_2 GREATER CMAKE_MATCH_1)
    message(FATAL_ERROR "rank 1 counts more device replays than primes:\n${multi_err}")
  endif()
endif()
