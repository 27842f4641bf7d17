# tools/cli_tests.cmake - the command line as users and scripts drive it: expressions that begin with
# '-', coded usage errors, checked numbers and writes, reduce/contains/eliminate, orders, systems with
# parentheses, and the hostile-input suite (label unit). Uses alkahest_cli_test() from algebra_tests.cmake.
set(ALKAHEST_CLI_DATA ${CMAKE_CURRENT_SOURCE_DIR}/cli_data)

# Positional expressions are taken as written, options or not; `--` ends the options.
alkahest_cli_test(cli_eval_leading_minus "^-1\n$" eval "-x+1" --at x=2)
alkahest_cli_test(cli_diff_leading_minus "^-2\\*x\n$" diff "-x^2" x)
alkahest_cli_test(cli_eval_after_double_dash "^-2\n$" eval --at x=2 -- "-x")
alkahest_cli_test(cli_compile_leading_minus "double f\\(const double \\*in\\).*exp" compile --target c --name f "-A*t*exp(-k*t)" --vars A,k,t)

# Usage errors: a code and a remediation.
alkahest_cli_test(cli_usage_missing_argument "E-CLI-005.*remediation:.*--" diff "x^2")
alkahest_cli_test(cli_usage_unknown_option "E-CLI-006.*--bogus.*remediation" eval x --bogus)
alkahest_cli_test(cli_usage_directory_input "E-CLI-002.*directory" groebner ${ALKAHEST_CLI_DATA})
alkahest_cli_test(cli_number_threads_huge "E-CLI-004.*--threads.*out of range" groebner ${ALKAHEST_CLI_DATA}/circle.ms --threads 4294967295)
alkahest_cli_test(cli_number_time_budget_nan "E-CLI-004.*--time-budget.*not a finite number" groebner ${ALKAHEST_CLI_DATA}/circle.ms --time-budget nan)
alkahest_cli_test(cli_number_time_budget_negative "E-CLI-004.*--time-budget.*out of range" groebner ${ALKAHEST_CLI_DATA}/circle.ms --time-budget -1)

# reduce, contains, eliminate on msolve-format files.
alkahest_cli_test(cli_reduce_normal_forms "^1/2\\*y\ny\\+1/2\n$" reduce ${ALKAHEST_CLI_DATA}/circle.ms "x^3" "y^2+x")
alkahest_cli_test(cli_contains_member "^true\n$" contains ${ALKAHEST_CLI_DATA}/circle.ms "(x-y)*(x+y+7)")
add_test(NAME cli_contains_not_member COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:alkahest_cli>
  "-DARGS=contains;${ALKAHEST_CLI_DATA}/circle.ms;x-y;x" -DSTATUS=3 "-DOUTPUT=true\nfalse\n"
  -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_exit_status.cmake)
alkahest_cli_test(cli_eliminate_twisted_cubic "^x\\^3-y\\^2\n$" eliminate t ${ALKAHEST_CLI_DATA}/twisted_cubic.ms)
alkahest_cli_test(cli_eliminate_unknown_variable "E-CLI-001.*'w' is not a variable" eliminate w ${ALKAHEST_CLI_DATA}/twisted_cubic.ms)

# Orders: grlex, blocks by size and by name (the block basis holds the elimination ideal).
alkahest_cli_test(cli_groebner_grlex "^x\\*z\\+y\\^2-3,\nx\\*y\\+z\\^2-5,\nx\\^2\\+y\\*z-2,\ny\\*z\\^2\\+3/2\\*x-5/2\\*y-z," groebner ${ALKAHEST_CLI_DATA}/three_quadrics.ms -q --order grlex)
# Lex on a zero-dimensional ideal: through grevlex and FGLM (the phase line says so), or
# directly with --no-fglm; the same basis either way (Singular's stdfglm gives it too).
alkahest_cli_test(cli_groebner_lex_fglm_report "fglm from grevlex \\(8 standard monomials\\)" groebner ${ALKAHEST_CLI_DATA}/three_quadrics.ms --order lex --threads 1)
alkahest_cli_test(cli_groebner_lex_fglm "^z\\^8-25/2\\*z\\^6\\+219/4\\*z\\^4-95\\*z\\^2\\+361/8,\ny\\+8/361\\*z\\^7" groebner ${ALKAHEST_CLI_DATA}/three_quadrics.ms --order lex -q)
alkahest_cli_test(cli_groebner_lex_no_fglm "^z\\^8-25/2\\*z\\^6\\+219/4\\*z\\^4-95\\*z\\^2\\+361/8,\ny\\+8/361\\*z\\^7" groebner ${ALKAHEST_CLI_DATA}/three_quadrics.ms --order lex -q --no-fglm)
alkahest_cli_test(cli_groebner_block_names "x\\^3-y\\^2" groebner ${ALKAHEST_CLI_DATA}/twisted_cubic.ms -q --order "grevlex(t),grevlex(x,y)")
alkahest_cli_test(cli_groebner_block_sizes "x\\^3-y\\^2" groebner ${ALKAHEST_CLI_DATA}/twisted_cubic.ms -q --order "block(1,2)")
alkahest_cli_test(cli_groebner_block_wrong_names "E-CLI-001.*t,x,y" groebner ${ALKAHEST_CLI_DATA}/twisted_cubic.ms --order "grevlex(x),grevlex(t,y)")

# Systems as users type them: parentheses and products of factors give the expanded system's basis.
add_test(NAME cli_groebner_parentheses COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:alkahest_cli>
  -DFACTORED=${ALKAHEST_CLI_DATA}/factored.ms -DEXPANDED=${ALKAHEST_CLI_DATA}/factored_expanded.ms
  -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_same_basis.cmake)
alkahest_cli_test(cli_groebner_parentheses_error "E-POLY-003.*line 4" groebner ${CMAKE_CURRENT_SOURCE_DIR}/cli_data/unbalanced.ms)

# Probabilistic linear algebra over GF(p): the summary names the mode and its seed, the guarantee is probabilistic.
alkahest_cli_test(cli_groebner_probabilistic "probabilistic linear algebra \\(seed 7\\).*guarantee: probabilistic"
  groebner ${PROJECT_SOURCE_DIR}/unittests/data/gb/katsura5-p1073741827.ms --linear-algebra probabilistic --seed 7)
alkahest_cli_test(cli_groebner_linear_algebra_bad "E-CLI-.*linear-algebra" groebner ${ALKAHEST_CLI_DATA}/circle.ms --linear-algebra fast)

# No `gpu report:` where no GPU was asked for.
add_test(NAME cli_groebner_no_gpu_report COMMAND alkahest_cli groebner ${ALKAHEST_CLI_DATA}/circle.ms --backend cpu)
set_tests_properties(cli_groebner_no_gpu_report PROPERTIES PASS_REGULAR_EXPRESSION "polynomials over Q" FAIL_REGULAR_EXPRESSION "gpu report")

# The hostile-input suite: exit status < 128, an E- code, no partial output (tools/hostile_cli_tests.sh).
add_test(NAME cli_hostile_inputs COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile_cli_tests.sh
  $<TARGET_FILE:alkahest_cli> ${ALKAHEST_CLI_DATA} ${PROJECT_SOURCE_DIR}/unittests/data/gb)
set_tests_properties(cli_contains_not_member cli_groebner_parentheses cli_groebner_no_gpu_report
  cli_hostile_inputs PROPERTIES LABELS unit)
set_tests_properties(cli_hostile_inputs PROPERTIES TIMEOUT 900)
# AddressSanitizer reserves terabytes of address space for its shadow, so the
# script's `ulimit -v` cases cannot run in that build.
if(ALKAHEST_SANITIZE MATCHES "address" OR ALKAHEST_FUZZ)
  set_tests_properties(cli_hostile_inputs PROPERTIES ENVIRONMENT ALKAHEST_ADDRESS_SANITIZED=1)
endif()

# The README's command-line examples, run from the source root as a user types them.
add_test(NAME cli_readme_examples COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/readme_cli_examples.sh
  $<TARGET_FILE:alkahest_cli> ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_readme_examples PROPERTIES LABELS unit)

# `alkahest capabilities` lists the environment knobs with their values in
# the process (null when unset).
alkahest_cli_test(cli_capabilities_knobs
  "\"groebner_gpu\": (true|false), \"knobs\": \\[.*\"name\": \"ALKAHEST_GB_GPU_REDUCTION\", \"value\": \"barrett\".*\"name\": \"ALKAHEST_GB_GPU_DENSE_MODE\", \"value\": null"
  capabilities)
set_tests_properties(cli_capabilities_knobs PROPERTIES
  ENVIRONMENT_MODIFICATION "ALKAHEST_GB_GPU_REDUCTION=set:barrett;ALKAHEST_GB_GPU_DENSE_MODE=unset:")

# series and eval --digits (lib/calculus).
alkahest_cli_test(cli_series_sinc "^1 - x\\^2/6 \\+ x\\^4/120 \\+ O\\(x\\^6\\)\n$" series "sin(x)/x" x --order 6)
alkahest_cli_test(cli_series_coefficients "^E\nE\nE/2\n$" series "exp(x)" x --at 1 --order 3 --coefficients)
alkahest_cli_test(cli_series_exact_point "^2 \\+ \\(x - 4\\)/4 - \\(x - 4\\)\\^2/64 \\+ O\\(\\(x - 4\\)\\^3\\)\n$" series "sqrt(x)" x --at 4.0 --order 3)
alkahest_cli_test(cli_series_pole "E-SERIES-001.*pole" series "1/x" x)
alkahest_cli_test(cli_eval_digits "^262537412640768743\\.999999999999\n$" eval "exp(pi*sqrt(x))" --at x=163 --digits 30)
alkahest_cli_test(cli_eval_digits_exact_decimals "^0\\.30000000000000000000\n$" eval "0.1 + x" --at x=0.2 --digits 20)
alkahest_cli_test(cli_eval_digits_constant_point "^0\\.70710678118654752440\n$" eval "sin(x)" --at x=pi/4 --digits 20)
alkahest_cli_test(cli_eval_digits_domain "E-DIGITS-001.*log" eval "log(x)" --at x=0 --digits 5)
alkahest_cli_test(cli_eval_digits_excludes_exact "E-CLI-001.*--exact" eval x --at x=1 --digits 5 --exact)
# Polynomial algebra: factor (over Q, Z/p, square-free), gcd, simplify and its rules, bench algebra.
alkahest_cli_test(cli_factor_q "^\\(x - 1\\)\\*\\(x \\+ 1\\)\\*\\(x\\^2 \\+ 1\\)\n$" factor "x^4 - 1")
alkahest_cli_test(cli_factor_mod_p "^\\(x \\+ 2\\)\\*\\(x \\+ 3\\)\n$" factor "x^2 + 1" --modulus 5)
alkahest_cli_test(cli_factor_sqf "^\\(x - 1\\)\\^2\\*\\(x \\+ 1\\)\n$" factor --sqf "x^3 - x^2 - x + 1")
alkahest_cli_test(cli_factor_bad_modulus "E-POLY-007.*remediation" factor "x^2 + 1" --modulus 4)
alkahest_cli_test(cli_gcd "^x \\+ 1\n$" gcd "x^2 - 1" "x^2 + 2*x + 1")
alkahest_cli_test(cli_gcd_three "^2\\*x \\+ 2\n$" gcd "6*x + 6" "4*x^2 - 4" "2*x^3 + 2")
alkahest_cli_test(cli_gcd_fraction "E-POLY-014.*remediation" gcd "1/x" "x")
alkahest_cli_test(cli_simplify "^x \\+ 1\n$" simplify "(x^2 - 1)/(x - 1)")
alkahest_cli_test(cli_simplify_together "^\\(x \\+ y\\)/\\(x\\*y\\)\n$" simplify --together "1/x + 1/y")
alkahest_cli_test(cli_simplify_apart_other_symbol "E-POLY-015.*remediation" simplify --apart x "1/(x*y + 1)")
alkahest_cli_test(cli_bench_algebra_quick "algebra.*gcd dense.*FLINT fmpz_mpoly_gcd.*expand term by term" bench algebra --quick)
