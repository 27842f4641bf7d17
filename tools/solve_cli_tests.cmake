# tools/solve_cli_tests.cmake - `alkahest solve`: certified digits, empty systems, budgets (label unit).
# Expected digits come from an independent computation (the resultant in y and
# mpmath's polyroots at 60 digits). Each printed value is claimed within
# 10^-digits of the solution, so either neighbour of the correctly rounded
# last digit may appear; the regexes accept exactly those.
set(_solve_data ${PROJECT_SOURCE_DIR}/unittests/data/solve)
function(alkahest_solve_cli_test name regex)
  add_test(NAME ${name} COMMAND alkahest_cli solve ${ARGN})
  set_tests_properties(${name} PROPERTIES LABELS unit PASS_REGULAR_EXPRESSION "${regex}")
endfunction()

# x = -1.91615113396074201761983 + 4.66042134362275630947728 i at 64 bits
# (19 digits): the root the long-double iteration printed as 3731 - 34640i.
alkahest_solve_cli_test(cli_solve_complex_certified_digits
  "x = -1\\.916151133960742017[67]\\+4\\.660421343622756309[45]i"
  ${_solve_data}/dense_quintics.ms --complex --bits 64)
# The real root x = -68.69316919709705599647947 among the complex ones, proved real.
alkahest_solve_cli_test(cli_solve_complex_real_root
  "complex \\(certified[^\n]*\n(\\[[^\n]*\n)(\\[[^\n]*\n)\\[x = -68\\.693169197097055996[45], y = 75\\.265496336225070247[67]\\]"
  ${_solve_data}/dense_quintics.ms --complex --bits 64)
# Wilkinson's root 13 to 15 digits (53 bits), formerly 13.0010445705805.
alkahest_solve_cli_test(cli_solve_wilkinson_13
  "complex \\(certified[^\n]*\n(\\[x = [0-9.]+\\]\n)*\\[x = 13\\.000000000000000\\]\n"
  ${_solve_data}/wilkinson20.ms --complex)
# Variables and no polynomial: the zero ideal, positive-dimensional.
alkahest_solve_cli_test(cli_solve_no_equation "E-SOLVE-001.*dimension 2" ${_solve_data}/no_equation.ms)
# The circle at the largest precision, within a budget; and a budget spent.
alkahest_solve_cli_test(cli_solve_max_bits_in_budget "\\[x = -0\\.70710678118654752440084436210484903928483593768847403658833986899536623"
  ${_solve_data}/circle_diagonal.ms --bits 100000 --time-budget 30)
alkahest_solve_cli_test(cli_solve_bits_above_maximum "E-CLI-004.*--bits.*100000" ${_solve_data}/circle_diagonal.ms --bits 100001)
alkahest_solve_cli_test(cli_solve_time_budget_spent "E-GB-003"
  ${_solve_data}/dense_quintics.ms --complex --bits 100000 --time-budget 1)
# katsura6's exact linear algebra takes about a minute: a 2 s budget stops it.
alkahest_solve_cli_test(cli_solve_time_budget_linear_algebra "E-GB-003"
  ${PROJECT_SOURCE_DIR}/unittests/data/gb/katsura6.ms --method exact --time-budget 2)
# The multi-modular path solves katsura6 and says so.
alkahest_solve_cli_test(cli_solve_multimodular
  "64 distinct complex solutions \\(64 with multiplicity\\), 32 real\nmethod: multi-modular, [0-9]+ primes"
  ${PROJECT_SOURCE_DIR}/unittests/data/gb/katsura6.ms)
alkahest_solve_cli_test(cli_solve_bad_method "E-CLI-00[0-9].*--method"
  ${PROJECT_SOURCE_DIR}/unittests/data/gb/katsura6.ms --method fastest)
# ctest's timeout is the wall-time check, with generous slack.
set_tests_properties(cli_solve_time_budget_spent cli_solve_time_budget_linear_algebra
  PROPERTIES TIMEOUT 15)
set_tests_properties(cli_solve_max_bits_in_budget PROPERTIES TIMEOUT 40)
alkahest_solve_cli_test(cli_solve_bad_time_budget "E-CLI-004.*--time-budget"
  ${_solve_data}/circle_diagonal.ms --time-budget -1)
# --backend: the solutions do not depend on where the replays ran, and the
# report says where they ran. Ordinal 4096 falls back to the CPU and says why
# (no device here; on a GPU machine the device batch fails for the ordinal).
set(_katsura5 ${PROJECT_SOURCE_DIR}/unittests/data/gb/katsura5.ms)
add_test(NAME cli_solve_backend_gpu_ordinal_falls_back COMMAND ${CMAKE_COMMAND}
  -DTOOL=$<TARGET_FILE:alkahest_cli> -DFILE=${_katsura5} -DBACKEND=gpu -DDEVICE=4096
  "-DREPORT=gpu report: backend gpu \\(device 4096\\).*fell_back_to_cpu=true; first GPU error: .*E-CUDA-003"
  -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_same_solutions.cmake)
set_tests_properties(cli_solve_backend_gpu_ordinal_falls_back PROPERTIES LABELS unit)
alkahest_solve_cli_test(cli_solve_backend_unknown "E-GB-040" ${_katsura5} --backend tpu)
# --learn-threads: the learning run's threads do not change the solutions.
add_test(NAME cli_solve_learn_threads_same_solutions COMMAND ${CMAKE_COMMAND}
  -DTOOL=$<TARGET_FILE:alkahest_cli> -DFILE=${_katsura5} -DBACKEND=cpu "-DEXTRA=--learn-threads;1"
  "-DREPORT=method: multi-modular" -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_same_solutions.cmake)
set_tests_properties(cli_solve_learn_threads_same_solutions PROPERTIES LABELS unit)
alkahest_solve_cli_test(cli_solve_learn_threads_range "E-CLI-004.*--learn-threads" ${_katsura5}
  --learn-threads 100000)
