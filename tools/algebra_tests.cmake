# tools/algebra_tests.cmake - smoke tests of `alkahest eval`, `diff`, `expand` and `bench interp` (label unit).
function(alkahest_cli_test name regex)
  add_test(NAME ${name} COMMAND alkahest_cli ${ARGN})
  set_tests_properties(${name} PROPERTIES LABELS unit PASS_REGULAR_EXPRESSION "${regex}")
endfunction()

# eval: double and exact values, and the error codes of each kind of mistake.
alkahest_cli_test(cli_eval_seed "^-0\\.352604383146911" eval "sin(x)*cos(y) + (x^2+y^2)/100" --at x=1.5,y=2)
alkahest_cli_test(cli_eval_constant "^0\\.5\n$" eval "1/2")
alkahest_cli_test(cli_eval_value_expression "^1025\n$" eval "x + 1" --at "x=2^10")
alkahest_cli_test(cli_eval_nan "^nan\n$" eval "log(x)" --at x=-1)
alkahest_cli_test(cli_eval_exact "^1/9\n$" eval "x/3" --at x=1/3 --exact)
alkahest_cli_test(cli_eval_exact_poly "^10/27\n$" eval "x^3 - 2*x*y + floor(y)" --at x=1/3,y=5/2 --exact)
alkahest_cli_test(cli_eval_exact_refuses_sin "E-EVAL-004.*sin.*remediation" eval "sin(x)" --at x=1 --exact)
alkahest_cli_test(cli_eval_exact_refuses_float_value "E-CLI-001.*3/2" eval "x" --at x=1.5 --exact)
alkahest_cli_test(cli_eval_bad_at_no_equals "E-CLI-001.*no '='" eval "x + 1" --at x)
alkahest_cli_test(cli_eval_bad_at_name "E-CLI-001.*not a symbol name" eval "x + 1" --at 1x=2)
alkahest_cli_test(cli_eval_bad_at_value "E-CLI-001.*does not parse" eval "x + 1" --at x=1+)
alkahest_cli_test(cli_eval_bad_at_not_constant "E-CLI-001.*not a constant" eval "x + 1" --at x=y)
alkahest_cli_test(cli_eval_unbound "E-EVAL-001.*'y'" eval "x*y" --at x=1)
alkahest_cli_test(cli_eval_duplicate "E-EVAL-005" eval "x" --at x=1,x=2)
alkahest_cli_test(cli_eval_parse_error_caret "E-PARSE-002: expected an operand, found '\\*' at byte 4\n  x \\+ \\* y\n      \\^" eval "x + * y")
# diff and expand print canonical results that parse back.
alkahest_cli_test(cli_diff_power "^3\\*x\\^2\n$" diff "x^3" x)
alkahest_cli_test(cli_diff_seed "cos\\(x\\)" diff "sin(x)*cos(y) + (x^2+y^2)/100" x)
alkahest_cli_test(cli_diff_bad_symbol "E-CLI-001" diff "x^2" 2x)
alkahest_cli_test(cli_diff_parse_error "E-PARSE-004" diff "sin(x" x)
alkahest_cli_test(cli_expand_square "^x\\^2 \\+ 2\\*x \\+ 1\n$" expand "(x+1)^2")
alkahest_cli_test(cli_expand_parse_error "E-PARSE-006" expand "f(x)")
# bench interp: the quick run checks agreement and prints the side-by-side row.
alkahest_cli_test(cli_bench_interp_quick "interp.*interpreter \\(batch\\).*hand-written C\\+\\+" bench interp --quick)
# bench f4: the quick run computes katsura6 and cyclic6 mod p (msolve beside it when found).
alkahest_cli_test(cli_bench_f4_quick "f4 +katsura6 mod p, 1 thr +alkahest exact" bench f4 --quick)
# bench groebner-q: the quick run (katsura5 and a small member of the dense family over Q) works
# without msolve and says so in each row; the family's members can be written out.
alkahest_cli_test(cli_bench_groebner_q_quick
  "groebner-q +katsura5 over Q, 2 thr +alkahest --backend cpu.*msolve not found.*groebner-q +dense-n3-d2-b20-s1 over Q"
  bench groebner-q --quick)
set_tests_properties(cli_bench_groebner_q_quick PROPERTIES ENVIRONMENT ALKAHEST_MSOLVE=/nonexistent/msolve)
alkahest_cli_test(cli_bench_generate_dense "^x0,x1,x2\n0\n-?[0-9]+\\*x0\\^2[+-][0-9]+\\*x0\\*x1" bench groebner-q --generate dense-n3-d2-b20-s1)
alkahest_cli_test(cli_bench_generate_out_of_range "E-CLI-001.*1 to 64 bits" bench groebner-q --generate dense-n3-d2-b65)
alkahest_cli_test(cli_bench_generate_not_a_member "E-CLI-001.*not a member of the dense family" bench groebner-q --generate katsura5)
alkahest_cli_test(cli_bench_generate_no_generator "E-CLI-001.*has no generated inputs" bench f4 --generate dense-n3-d2-b20)
# A GPU request over GF(p) runs on the CPU and says that it fell back, and why.
alkahest_cli_test(cli_groebner_modp_gpu_fallback
  "phases: f4 [0-9.]+ s \\(cpu\\)\ngpu report: backend gpu \\(device all\\): 0 reductions on GPU, [1-9][0-9]* on CPU; ran_on_gpu=false fell_back_to_cpu=true; first GPU error: (E-CUDA-00[13]|the F4 run modulo one prime has no device path)"
  groebner ${ALKAHEST_GB_DATA_DIR}/katsura5-p1073741827.ms --backend gpu --threads 2 -o /dev/null)
# bench fglm: the quick run (three dense cubics, 27 solutions, in lex) converts from grevlex and,
# without Singular, says so; with Singular on this host, an optional check that the bases agree.
alkahest_cli_test(cli_bench_fglm_quick
  "fglm +dense-n3-d3-b8-s1 lex over Q, 1 thr +alkahest.*fglm from grevlex \\(27 standard monomials\\).*Singular not found"
  bench fglm --quick)
set_tests_properties(cli_bench_fglm_quick PROPERTIES ENVIRONMENT ALKAHEST_SINGULAR=/nonexistent/Singular)
find_program(ALKAHEST_SINGULAR_FOR_TESTS Singular)
if(ALKAHEST_SINGULAR_FOR_TESTS)
  alkahest_cli_test(cli_bench_fglm_singular "dense-n3-d3-b8-s1 lex over Q.*bases equal \\(3 elements\\)" bench fglm --quick)
  set_tests_properties(cli_bench_fglm_singular PROPERTIES ENVIRONMENT ALKAHEST_SINGULAR=${ALKAHEST_SINGULAR_FOR_TESTS})
endif()
# bench solve: the quick run (katsura5, noon3) solves through the multi-modular path and, without
# msolve, says so in each row.
alkahest_cli_test(cli_bench_solve_quick
  "solve +katsura5 real roots, 1 thr +alkahest solve.*multi-modular.*msolve not found.*noon3 real roots"
  bench solve --quick)
set_tests_properties(cli_bench_solve_quick PROPERTIES ENVIRONMENT ALKAHEST_MSOLVE=/nonexistent/msolve)
# bench solve's backend dimension: a row per backend for each system.
alkahest_cli_test(cli_bench_solve_backends
  "katsura5 real roots, 1 thr +alkahest solve --backend cpu .*\nsolve +katsura5 real roots, 1 thr +alkahest solve --backend gpu .*\nsolve +noon3 real roots"
  bench solve --quick)
set_tests_properties(cli_bench_solve_backends PROPERTIES
  ENVIRONMENT "ALKAHEST_MSOLVE=/nonexistent/msolve;ALKAHEST_BENCH_SOLVE_BACKENDS=cpu,gpu")
