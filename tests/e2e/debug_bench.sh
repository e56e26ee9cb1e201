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

# program, line in main's loop, line of main's return
cases=(
    "tests/programs/bench/nqueens.mpl 49 51"
    "tests/programs/bench/interp.mpl $(grep -n 'call &printf' tests/programs/bench/interp.mpl | tail -1 | cut -d: -f1) $(grep -n 'return (constval i32 0)' tests/programs/bench/interp.mpl | tail -1 | cut -d: -f1)"
    "tests/programs/bench/nbody.mpl $(grep -n 'call &printf' tests/programs/bench/nbody.mpl | tail -1 | cut -d: -f1) $(grep -n 'return (constval i32 0)' tests/programs/bench/nbody.mpl | tail -1 | cut -d: -f1)"
)

printf '%-40s %-10s %10s %12s %8s\n' program engine "run ms" "continue ms" ratio
for c in "${cases[@]}"; do
    set -- $c
    prog=$1 loop=$2 ret=$3
    for engine in cycle functional; do
        run_ms=$(best "$BIN" run --engine "$engine" "$prog")
        dbg_ms=$(best "$BIN" debug "$prog" --engine "$engine" --batch \
            -ex "break $loop" -ex "break $ret" -ex run \
            -ex c -ex c -ex c -ex c -ex c -ex c -ex c -ex c -ex c -ex c -ex c)
        ratio=$(awk -v a="$run_ms" -v b="$dbg_ms" 'BEGIN { if (b == 0) b = 1; printf "%.2f", a / b }')
        printf '%-40s %-10s %10s %12s %8s\n' "$prog" "$engine" "$run_ms" "$dbg_ms" "$ratio"
    done
done
