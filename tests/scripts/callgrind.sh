#!/usr/bin/env bash
# Host instructions per simulated instruction, counted by callgrind (repeatable, unlike the
# wall clock): for each bench program and both engines, Ir of the whole `maple run` divided
# by the instructions the program retired.
#
#   bash tests/scripts/callgrind.sh [MAPLE_BINARY] [PROGRAM.mpl ...]
#
# Defaults: target/release/maple and fib, sieve, matmul, quicksort, interp from
# tests/programs/bench. Compare two builds by running it on each binary.
set -euo pipefail
cd "$(dirname "$0")/../.."
maple=${1:-target/release/maple}
shift || true
programs=("$@")
if [ ${#programs[@]} -eq 0 ]; then
    programs=(tests/programs/bench/{fib,sieve,matmul,quicksort,interp}.mpl)
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '%-12s %-11s %12s %14s %10s\n' program engine instructions host-Ir Ir/insn
for p in "${programs[@]}"; do
    # The instructions retired (the same on both engines), from a run outside valgrind.
    "$maple" run "$p" --stats-json "$out/stats.json" >/dev/null 2>&1 </dev/null || true
    insns=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["instructions"])' "$out/stats.json")
    for engine in functional cycle; do
        valgrind --tool=callgrind --callgrind-out-file="$out/cg" -q \
            "$maple" run "$p" --engine "$engine" >/dev/null 2>"$out/err" </dev/null || true
        ir=$(grep -m1 '^summary:' "$out/cg" | awk '{print $2}')
        printf '%-12s %-11s %12s %14s %10.1f\n' "$(basename "$p" .mpl)" "$engine" "$insns" "$ir" \
            "$(python3 -c "print($ir/$insns)")"
    done
done
