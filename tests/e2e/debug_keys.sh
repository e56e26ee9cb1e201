#!/usr/bin/env bash
# Measures the terminal debugger's time per key at a stop deep in a recursion: tmux runs
# `maple debug` at 120x40 stopped in rsum(0) under 100,000 frames (tui/tests/debug_data/
# deep.mpl), sends KEYS command lines (up, down, frame, info frame, print; each a few keys
# and a redraw per key) in one burst, and waits until the last one's answer is on the
# screen. Prints milliseconds per key and per command line, at that depth and at depth 1
# (a stop in main) for comparison. Not a test: a measurement (the house has no timed tests).
#
# usage: tests/e2e/debug_keys.sh [MAPLE-BINARY] [ENGINE] [LINES]
#        (default: target/release/maple, cycle, 40: tmux drops keys of longer bursts)
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN="${1:-target/release/maple}"
ENGINE="${2:-cycle}"
LINES="${3:-40}"
command -v tmux >/dev/null || { echo "tmux is not installed"; exit 1; }
[ -x "$BIN" ] || { echo "no binary $BIN (cargo build --release -p maple-tui)"; exit 1; }
S="maple-keys-$$"
trap 'tmux kill-session -t "$S" 2>/dev/null || true' EXIT

now_ms() { date +%s%3N; }
wait_for() {
    for _ in $(seq 1 3000); do
        if tmux capture-pane -t "$S" -p | grep -qF -- "$1"; then return 0; fi
        sleep 0.01
    done
    echo "timed out waiting for \"$1\""; tmux capture-pane -t "$S" -p; exit 1
}

# measure BREAK WHAT MODE [UP]: stop at BREAK (and go UP frames), then time LINES command
# lines (MODE `inspect`: up, down, frame, info frame, print; `motion`: F10 (next) and F7
# (stepi), each one key).
measure() {
    local brk="$1" what="$2" mode="$3" up="${4:-0}"
    tmux new-session -d -s "$S" -x 120 -y 40 \
        "'$BIN' debug tui/tests/debug_data/deep.mpl --engine $ENGINE --ex 'break $brk' --ex run --ex 'up $up'; sleep 600"
    wait_for "Breakpoint 1, "
    local keys=() n=0 cmds=("up" "down" "frame" "info frame" "print n")
    for ((i = 0; i < LINES; i++)); do
        if [ "$mode" = motion ]; then
            if ((i % 2)); then keys+=(F7); else keys+=(F10); fi
            n=$((n + 1))
        else
            local c="${cmds[i % ${#cmds[@]}]}"
            keys+=("$c" Enter)
            n=$((n + ${#c} + 1))
        fi
    done
    keys+=("print 424242" Enter)
    n=$((n + 13))
    local start end k
    start=$(now_ms)
    # In bursts of 40 keys: one tmux command with thousands of keys loses some.
    for ((k = 0; k < ${#keys[@]}; k += 40)); do
        tmux send-keys -t "$S" "${keys[@]:k:40}"
    done
    wait_for "= 424242"
    end=$(now_ms)
    local ms=$((end - start))
    awk -v ms="$ms" -v keys="$n" -v lines="$((LINES + 1))" -v what="$what" 'BEGIN {
        printf "%s: %d keys (%d command lines) in %d ms: %.2f ms per key, %.2f ms per command line\n",
            what, keys, lines, ms, ms / keys, ms / lines }'
    tmux kill-session -t "$S"
}

measure "deep.mpl:6" "inspect at depth 100,001 ($ENGINE)" inspect
measure "deep.mpl:6" "inspect at depth 100,001, frame #99,999 selected ($ENGINE)" inspect 99999
measure "main" "inspect at depth 1 ($ENGINE)" inspect
measure "deep.mpl:6" "next/stepi from depth 100,001 ($ENGINE)" motion
