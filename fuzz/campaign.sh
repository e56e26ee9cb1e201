#!/usr/bin/env bash
# Run one fuzz target for a budget of CPU time, not wall time (docs/FUZZING.md, "Campaign").
#
#   bash fuzz/campaign.sh TARGET [CPU_SECONDS] [-- LIBFUZZER_FLAGS...]
#
# libFuzzer's -max_total_time counts wall-clock seconds, which on a shared 2-core machine
# under `nice` buys an unknown share of a CPU. This runs the already built target
# (`RUSTC_BOOTSTRAP=1 cargo fuzz build -s none`) on fuzz/corpus/TARGET + fuzz/seeds/TARGET,
# reads the process's user+system time from /proc every few seconds, and sends SIGINT once it
# reaches CPU_SECONDS (default 3600): libFuzzer then prints its final statistics and exits.
# The log goes to fuzz/logs/TARGET-<date>.log; a summary line (CPU and wall seconds, runs,
# execs per CPU second, coverage, corpus) is printed at the end. A finding stops libFuzzer
# early and leaves its input in fuzz/artifacts/TARGET/; the summary then says so and the
# script exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: campaign.sh TARGET [CPU_SECONDS] [-- FLAGS...]}
budget=${2:-3600}
shift $(($# >= 2 ? 2 : 1))
[ "${1:-}" = "--" ] && shift
binary=fuzz/target/x86_64-unknown-linux-gnu/release/$target
[ -x "$binary" ] || { echo "error: $binary is not built (RUSTC_BOOTSTRAP=1 cargo fuzz build -s none)" >&2; exit 2; }
mkdir -p "fuzz/corpus/$target" "fuzz/seeds/$target" "fuzz/artifacts/$target" fuzz/logs
log=fuzz/logs/$target-$(date +%Y%m%d-%H%M%S).log
ticks=$(getconf CLK_TCK)

start=$(date +%s)
"$binary" -artifact_prefix="fuzz/artifacts/$target/" -print_final_stats=1 \
    -max_total_time=86400 "$@" "fuzz/corpus/$target" "fuzz/seeds/$target" >"$log" 2>&1 &
pid=$!
cpu_seconds() {
    # Fields 14 and 15 of /proc/PID/stat: utime and stime in clock ticks (the name in field 2
    # holds no spaces here, so plain field splitting is safe).
    awk -v t="$ticks" '{ printf "%d", ($14 + $15) / t }' "/proc/$pid/stat" 2>/dev/null || echo 0
}
used=0
while kill -0 "$pid" 2>/dev/null; do
    used=$(cpu_seconds)
    if [ "$used" -ge "$budget" ]; then
        kill -INT "$pid"
        break
    fi
    sleep 5
done
status=0
wait "$pid" || status=$?
wall=$(($(date +%s) - start))

last_status=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
finding=$(grep -lE '^(==[0-9]+== ERROR|SUMMARY: libFuzzer|.*deadly signal|thread .* panicked)' "$log" || true)
echo "$target: ${used} CPU s, ${wall} wall s, runs ${runs}, $(
    [ "$runs" != "?" ] && [ "$used" -gt 0 ] && echo "$((runs / used)) execs per CPU s" || echo "rate ?"
), last status: ${last_status}"
echo "log: $log"
if [ -n "$finding" ]; then
    echo "FINDING: see $log and fuzz/artifacts/$target/" >&2
    exit 1
fi
# libFuzzer exits 0 at -max_total_time and with its interrupt code (72 by default) on SIGINT.
[ "$status" -eq 0 ] || [ "$status" -eq 72 ] || { echo "libFuzzer exited $status" >&2; exit 1; }
