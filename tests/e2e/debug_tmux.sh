#!/usr/bin/env bash
# End-to-end test of `maple debug` in a real terminal: tmux runs it at 80x24, send-keys types,
# capture-pane reads the screen. Breaks at a function, continues, steps, reads the registers
# and pipeline panes, watches a variable, reverse-steps, survives a resize, and quits with the
# terminal restored (normal screen back, cooked mode back).
# Exits 0 when every check holds.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v tmux >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq tmux >/dev/null
fi

cargo build -q -p maple-tui
BIN="$(pwd)/${CARGO_TARGET_DIR:-target}/debug/maple"
case "${CARGO_TARGET_DIR:-}" in /*) BIN="$CARGO_TARGET_DIR/debug/maple" ;; esac

S="maple-e2e-$$"
WORK="$(mktemp -d)"
cleanup() {
    tmux kill-session -t "$S" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() {
    failed=$((failed + 1))
    echo "FAILED: $*"
    echo "---- screen ----"
    tmux capture-pane -t "$S" -p || true
    echo "----------------"
}

screen() { tmux capture-pane -t "$S" -p; }

# Wait (up to 30 s) until the screen contains a fixed string.
wait_for() {
    local want="$1" what="$2"
    for _ in $(seq 1 300); do
        # Read the screen first: with pipefail, grep -q closing the pipe early would fail it.
        local scr
        scr="$(screen)"
        if grep -qF -- "$want" <<<"$scr"; then
            ok "$what"
            return 0
        fi
        sleep 0.1
    done
    bad "$what (no \"$want\" on screen)"
    return 0
}

# Type a command line.
type_cmd() {
    tmux send-keys -t "$S" -l -- "$1"
    tmux send-keys -t "$S" Enter
}

# The shell records the terminal mode before and after maple, and maple's exit status.
tmux new-session -d -s "$S" -x 80 -y 24 \
    "stty -a > '$WORK/before'; '$BIN' debug tests/examples/fib.mpl; echo MAPLE-EXIT=\$?; stty -a > '$WORK/after'; sleep 600"

wait_for "(maple)" "the debugger starts at 80x24"
wait_for "registers [Tab]" "the registers pane is shown"

type_cmd "break fib"
wait_for "Breakpoint 1 at 0x10000" "break at a function"

tmux send-keys -t "$S" F5
wait_for "Breakpoint 1, fib (n=0) at fib.mpl:7" "continue (F5) stops at the breakpoint"
wait_for "*=>   7" "the source pane marks the current line and the breakpoint"

type_cmd "next"
wait_for "=>   8" "next moves to line 8"
wait_for "*%%PC" "the registers pane highlights the changed PC"
wait_for "%%SP" "the registers pane shows %%SP"

# Tab through the right column to the pipeline pane (the cycle engine is the default).
for _ in 1 2 3 4 5; do tmux send-keys -t "$S" Tab; done
wait_for "pipeline [Tab]" "Tab reaches the pipeline pane"
wait_for "execute" "the pipeline pane shows the execute stage"

type_cmd "delete 1"
type_cmd "break 20"
type_cmd "continue"
wait_for "Breakpoint 2, main () at fib.mpl:20" "continue to a line breakpoint"
type_cmd "watch f"
wait_for "Hardware watchpoint 3: f" "watch a variable"
type_cmd "continue"
wait_for "New value = 5" "the watchpoint stops when the variable changes"

type_cmd "reverse-step"
wait_for "fib (n=5) at fib.mpl:12" "reverse-step goes back into the callee's last line"
type_cmd "print n"
wait_for "\$1 = 5" "print after reverse-step reads the restored frame"

tmux resize-window -t "$S" -x 120 -y 40
sleep 0.5
scr="$(screen)"
if grep -qF "fib.mpl  cycle" <<<"$(head -1 <<<"$scr")" && [ "$(wc -l <<<"$scr")" -ge 40 ]; then
    ok "the screen is redrawn after a resize to 120x40"
else
    bad "resize to 120x40"
fi

type_cmd "quit"
wait_for "MAPLE-EXIT=0" "quit exits with status 0"
if [ "$(tmux display-message -t "$S" -p '#{alternate_on}')" = "0" ]; then
    ok "the alternate screen is left"
else
    bad "the alternate screen is still on"
fi
for _ in $(seq 1 50); do [ -s "$WORK/after" ] && break; sleep 0.1; done
# The first line holds the window size, which the resize changed on purpose.
if [ -s "$WORK/after" ] && diff -q <(tail -n +2 "$WORK/before") <(tail -n +2 "$WORK/after") >/dev/null; then
    ok "the terminal mode is restored (stty -a the same before and after)"
else
    bad "the terminal mode differs after maple: $(diff "$WORK/before" "$WORK/after" 2>&1 | head -5)"
fi

# A long run is interrupted with Ctrl-C and the debugger stays usable.
tmux kill-session -t "$S" 2>/dev/null || true
tmux new-session -d -s "$S" -x 80 -y 24 "'$BIN' debug tui/tests/debug_data/spin.mpl; echo MAPLE-EXIT=\$?; sleep 600"
wait_for "(maple)" "the debugger starts on a long program"
type_cmd "continue"
wait_for "[running: Ctrl-C stops]" "the status line says the program is running"
tmux send-keys -t "$S" C-c
wait_for "Program interrupted." "Ctrl-C interrupts the running program"
type_cmd "print i > 0"
wait_for "\$1 = 1" "commands work after the interrupt"
type_cmd "quit"
wait_for "MAPLE-EXIT=0" "quit after an interrupt"

# (Not in the "N passed, N failed" shape: CI reads that shape as its test runner's summary.)
if [ "$failed" -eq 0 ]; then
    echo "maple debug e2e: all $passed checks hold"
else
    echo "maple debug e2e: $failed of $((passed + failed)) checks FAILED"
fi
[ "$failed" -eq 0 ]
