# tools/completion/alkahest.bash - bash completion for the `alkahest` tool.
# Installed as share/bash-completion/completions/alkahest. The test
# `completion_covers_help` fails when a subcommand or option listed by
# `alkahest --help` / `alkahest <cmd> --help` is missing here.
_alkahest() {
  local cur prev cmd i
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD-1]}
  local commands="bench compile capabilities errors demo eval diff expand groebner solve reduce contains eliminate series factor gcd simplify"
  cmd=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    case " $commands " in *" ${COMP_WORDS[i]} "*) cmd=${COMP_WORDS[i]}; break ;; esac
  done
  if [[ -z $cmd ]]; then
    COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
    return
  fi
  case $prev in
    --json|-o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --plot) COMPREPLY=($(compgen -d -- "$cur")); return ;;
    --target) COMPREPLY=($(compgen -W "cpu c stablehlo ptx" -- "$cur")); return ;;
    --order) [[ $cmd == series ]] && return # a number there
      COMPREPLY=($(compgen -W "grevlex grlex lex block(" -- "$cur")); return ;;
    --backend) COMPREPLY=($(compgen -W "auto cpu gpu" -- "$cur")); return ;;
    --linear-algebra) COMPREPLY=($(compgen -W "exact probabilistic" -- "$cur")); return ;;
    --method) COMPREPLY=($(compgen -W "auto exact" -- "$cur")); return ;;
  esac
  local opts
  case $cmd in
    bench) opts="--json --plot --quick --generate -o --output --help"
      if [[ $cur != -* ]]; then
        # Suite names come from the tool itself ("Suite to run: all, a, b").
        local suites
        suites=$("${COMP_WORDS[0]}" bench --help 2>/dev/null | sed -n 's/.*Suite to run: //p' | tr -d ',')
        COMPREPLY=($(compgen -W "$suites" -- "$cur")); return
      fi ;;
    compile) opts="--target --vars --params --name --points --unoptimized --fast-math --vector-math --sm --unroll --vector-width --max-registers --math-calls --help" ;;
    capabilities) opts="--help" ;;
    errors) opts="--markdown --help" ;;
    demo) opts="--points --no-gpu --help" ;;
    eval) opts="--at --exact --digits --help" ;;
    diff|expand|gcd) opts="--help" ;;
    factor) opts="--modulus --sqf --help" ;;
    simplify) opts="--cancel --together --apart --help" ;;
    groebner) opts="--order --threads --learn-threads -o --output --certify --time-budget -q --quiet --backend --device --seed --linear-algebra --no-fglm --mpi --mpi-timeout --mpi-stop-on-failure --mpi-test-exit-rank --help"
      [[ $cur != -* ]] && { COMPREPLY=($(compgen -f -- "$cur")); return; } ;;
    solve) opts="--bits --complex --exact --method --threads --learn-threads --time-budget --backend --device --mpi --mpi-timeout --mpi-stop-on-failure --mpi-test-exit-rank --help"
      [[ $cur != -* ]] && { COMPREPLY=($(compgen -f -- "$cur")); return; } ;;
    reduce) opts="--order --threads --time-budget --help"
      [[ $cur != -* ]] && { COMPREPLY=($(compgen -f -- "$cur")); return; } ;;
    contains) opts="--threads --time-budget --help"
      [[ $cur != -* ]] && { COMPREPLY=($(compgen -f -- "$cur")); return; } ;;
    eliminate) opts="-o --output --threads --time-budget --help"
      [[ $cur != -* ]] && { COMPREPLY=($(compgen -f -- "$cur")); return; } ;;
    series) opts="--at --order --coefficients --help" ;;
  esac
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -F _alkahest alkahest
