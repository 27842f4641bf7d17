# tools/jit_cli_tests.cmake - smoke tests of `alkahest compile` and `bench jit --quick` (label unit).
# Uses alkahest_cli_test() from algebra_tests.cmake.
alkahest_cli_test(cli_compile_cpu_ir "define void @alkahest_jit_[0-9]+\\(ptr" compile --target cpu "sin(x)*cos(y) + (x^2+y^2)/100" --vars x,y)
alkahest_cli_test(cli_compile_c "double seed\\(const double \\*in\\)" compile --target c --name seed "sin(x)*cos(y) + (x^2+y^2)/100" --vars x,y)
alkahest_cli_test(cli_compile_unbound "E-JIT-003.*'y'.*remediation" compile --target cpu "x*y" --vars x)
alkahest_cli_test(cli_compile_bad_target "E-CLI-001.*--target" compile --target vax "x")
# --params: symbols passed as scalars, in every target's signature; without --vars the inputs are
# the other free symbols.
alkahest_cli_test(cli_compile_c_params
  "double fit\\(const double \\*in, const double \\*param\\).*param\\[0\\] \\* t[0-9]+"
  compile --target c --name fit "A*exp(-k*t)" --vars t --params A,k)
alkahest_cli_test(cli_compile_c_params_default_vars
  "Inputs: in\\[0\\] = t\\. Parameters: param\\[0\\] = A, param\\[1\\] = k\\."
  compile --target c "-A*t*exp(-k*t)" --params A,k)
set_tests_properties(cli_compile_c_params_default_vars PROPERTIES FAIL_REGULAR_EXPRESSION "in\\[1\\]")
alkahest_cli_test(cli_compile_c_params_multi "void alkahest_fn\\(const double \\*in, const double \\*param, double \\*out\\)"
  compile --target c "a*x" "x^b" --params a,b)
alkahest_cli_test(cli_compile_cpu_params
  "define void @alkahest_jit_[0-9]+_kernel\\(ptr [^,]*, ptr [^,]*, double %[0-9]+, double %[0-9]+, i64 %n\\)"
  compile --target cpu "A*exp(-k*t)" --vars t --params A,k)
alkahest_cli_test(cli_compile_params_both_lists "E-JIT-006.*'x'.*both an input and a parameter.*remediation"
  compile --target c "x*x" --vars x --params x)
alkahest_cli_test(cli_compile_params_bad_name "E-CLI-001.*--params: '2a'" compile --target c "x" --params 2a)
alkahest_cli_test(cli_compile_params_unbound "E-JIT-003.*'y'.*neither an input.*nor a parameter"
  compile --target cpu "x*y*a" --vars x --params a)
# StableHLO: static tensors for JAX, dynamic ones (the first input's length) by default.
alkahest_cli_test(cli_compile_stablehlo
  "func.func public @main\\(%arg0: tensor<1024xf64>, %arg1: tensor<1024xf64>\\) -> \\(tensor<1024xf64>\\).*stablehlo.sine %arg0.*return"
  compile --target stablehlo --points 1024 "sin(x)*cos(y) + (x^2+y^2)/100" --vars x,y)
alkahest_cli_test(cli_compile_stablehlo_dynamic
  "%arg1: tensor<f64>\\) -> \\(tensor<\\?xf64>\\).*get_dimension_size.*dynamic_broadcast_in_dim %arg1"
  compile --target stablehlo "A*exp(-t)" --vars t --params A)
alkahest_cli_test(cli_compile_stablehlo_no_length "E-JIT-006.*StableHloOptions::points"
  compile --target stablehlo "2")
alkahest_cli_test(cli_bench_jit_quick "jit 1 thread, scalar libm.*hand-written" bench jit --quick)
