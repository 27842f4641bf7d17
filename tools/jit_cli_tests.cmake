# tools/jit_cli_tests.cmake - smoke tests of `alkahest compile` and `bench jit --quick` (label unit).
# Uses alkahest_cli_test() from algebra_tests.cmake.
alkahest_cli_test(cli_compile_cpu_ir "define void @alkahest_jit_[0-9]+\\(ptr" compile --target cpu "sin(x)*cos(y) + (x^2+y^2)/100" --vars x,y)
alkahest_cli_test(cli_compile_c "double seed\\(const double \\*in\\)" compile --target c --name seed "sin(x)*cos(y) + (x^2+y^2)/100" --vars x,y)
alkahest_cli_test(cli_compile_unbound "E-JIT-003.*'y'.*remediation" compile --target cpu "x*y" --vars x)
alkahest_cli_test(cli_compile_bad_target "E-CLI-001.*--target" compile --target vax "x")
alkahest_cli_test(cli_bench_jit_quick "jit 1 thread, scalar libm.*hand-written" bench jit --quick)
