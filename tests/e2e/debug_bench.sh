#!/usr/bin/env bash
# Benchmark (not a test): `continue` in `maple debug --batch` with breakpoints set, against
# `maple run` of the same program on the same engine. Both include loading (assembling the
# .mpl); the debugger also writes and reads back the DWARF and builds its control-flow graph.
# Breakpoints: one in main's loop (hit once per iteration) and one on main's return; the run
# continues until the program exits. Prints the best of N wall-clock times and the ratio
# run/debug (1.0 = as fast as `maple run`; the goal is at least 0.5).
#
# Usage: bash tests/e2e/debug_bench.sh [N]   (from the repository root; builds --release)
set -euo pipefail
cd "$(dirname "$0")/../.."
N="${1:-5}"
cargo build --release -q -p maple-tui
BIN="${CARGO_TARGET_DIR:-$(pwd)/target}/release/maple"

best() {
    local best=""
    for _ in $(seq 1 "$N"); do
        local t0 t1
        t0=$(date +%s%N)
        "$@" >/dev/null 2>&1
        t1=$(date +%s%N)
        local ms=$(((t1 - t0) / 1000000))
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    echo "$best"
}

# program, engines, breakpoint lines (in main: its loop's call of printf or the line after a
# hot loop, and its return). The corpus benchmarks run for about half a second on the cycle
# engine (on the functional engine they finish in ~20 ms, where the debugger's fixed costs of
# reading DWARF and copying the machine for its first snapshot dominate); spin.mpl runs
# 260 million instructions, the functional engine's long case.
cases=(
    "tests/programs/bench/nqueens.mpl cycle,functional 49 51"
    "tests/programs/bench/interp.mpl cycle,functional 43 44"
    "tests/programs/bench/nbody.mpl cycle,functional 150 152"
    "tui/tests/debug_data/spin.mpl functional 13 14"
)

printf '%-40s %-10s %10s %12s %8s\n' program engine "run ms" "continue ms" ratio
for c in "${cases[@]}"; do
    set -- $c
    prog=$1 engines=$2 loop=$3 ret=$4
    for engine in ${engines//,/ }; do
        run_ms=$(best "$BIN" run --engine "$engine" "$prog")
        dbg_ms=$(best "$BIN" debug "$prog" --engine "$engine" --batch \
            -ex "break $loop" -ex "break $ret" -ex run \
            -ex c -ex c -ex c -ex c -ex c -ex c -ex c)
        ratio=$(awk -v a="$run_ms" -v b="$dbg_ms" 'BEGIN { if (b == 0) b = 1; printf "%.2f", a / b }')
        printf '%-40s %-10s %10s %12s %8s\n' "$prog" "$engine" "$run_ms" "$dbg_ms" "$ratio"
    done
done
