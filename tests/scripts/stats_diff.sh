#!/usr/bin/env bash
# Compare `maple run --stats-json` (and stdout) of every program in tests/programs between a base
# commit and the working tree, on the cycle engine (the thread programs also on several cores,
# under each memory model). A refactor or speed-up must leave every file byte-identical; a model
# change says which figures moved.
#
#   bash tests/scripts/stats_diff.sh BASE_COMMIT      # e.g. HEAD~3
#   MAPLE_BASE=/tmp/maple-before bash tests/scripts/stats_diff.sh BASE_COMMIT   # no base build
#
# The base is built in a git worktree under target/stats-base (never touching this tree); the
# binaries go under $CARGO_TARGET_DIR when it is set (else target/).
set -euo pipefail
cd "$(dirname "$0")/../.."
base=${1:?usage: stats_diff.sh BASE_COMMIT}
root=$PWD
wt=$root/target/stats-base
build=${CARGO_TARGET_DIR:-$root/target}
out=$root/target/stats-diff
rm -rf "$out"; mkdir -p "$out/base" "$out/head"
if [ -n "${MAPLE_BASE:-}" ]; then
    # A base binary built already (a copy of target/release/maple taken before the change).
    old=$MAPLE_BASE
else
    if [ -d "$wt" ]; then git worktree remove --force "$wt" >/dev/null 2>&1 || rm -rf "$wt"; fi
    git worktree add --detach -q "$wt" "$base"
    trap 'git worktree remove --force "$wt" >/dev/null 2>&1 || true' EXIT
    (cd "$wt" && CARGO_TARGET_DIR=$build/stats-base-target cargo build --release -q -p maple-tui)
    old=$build/stats-base-target/release/maple
fi
cargo build --release -q -p maple-tui
new=$build/release/maple
# Equal files, or both absent (a program that fails to load writes no stats).
same_file() { { [ ! -e "$1" ] && [ ! -e "$2" ]; } || cmp -s "$1" "$2"; }
changed=0 same=0
# Count run NAME (its stats and output) as identical or changed; DESCRIPTION says which run.
tally() {
    if same_file "$out/base/$1.json" "$out/head/$1.json" && same_file "$out/base/$1.out" "$out/head/$1.out"; then
        same=$((same + 1))
    else
        changed=$((changed + 1))
        echo "changed: $2"
    fi
}
for f in tests/programs/*/*.mpl; do
    name=$(echo "${f#tests/programs/}" | tr / _)
    flags=""; [ -f "${f%.mpl}.flags" ] && flags=$(cat "${f%.mpl}.flags")
    input=/dev/null; [ -f "${f%.mpl}.stdin" ] && input=${f%.mpl}.stdin
    # Program arguments (NAME.args) only for binaries that take them (`--` and after).
    args=(); [ -f "${f%.mpl}.args" ] && args=(-- $(cat "${f%.mpl}.args"))
    # shellcheck disable=SC2086
    "$old" run "$f" $flags --stats-json "$out/base/$name.json" "${args[@]}" >"$out/base/$name.out" 2>/dev/null <"$input" || true
    # shellcheck disable=SC2086
    "$new" run "$f" $flags --stats-json "$out/head/$name.json" "${args[@]}" >"$out/head/$name.out" 2>/dev/null <"$input" || true
    tally "$name" "$f"
done
# Several cores: every thread program under each memory model, on two and four cores (the
# multi-core scheduler, coherence and store buffers), and with a second seed.
for f in tests/programs/threads/*.mpl tests/programs/uvm/atomics.uir; do
    # CORES MODEL SEED [MAX_CYCLES]: the last also ends runs mid-way, at a cycle limit.
    for run in "2 sc 1" "2 tso 1" "2 weak 1" "4 weak 1" "4 tso 7" "3 weak 7" "2 weak 3 5003"; do
        set -- $run
        limit=(); [ -n "${4:-}" ] && limit=(--max-cycles "$4")
        name=$(basename "${f%.*}")-cores$1-$2-seed$3${4:+-max$4}
        "$old" run "$f" --cores "$1" --model "$2" --seed "$3" "${limit[@]}" --stats-json "$out/base/$name.json" >"$out/base/$name.out" 2>&1 </dev/null || true
        "$new" run "$f" --cores "$1" --model "$2" --seed "$3" "${limit[@]}" --stats-json "$out/head/$name.json" >"$out/head/$name.out" 2>&1 </dev/null || true
        tally "$name" "$f --cores $1 --model $2 --seed $3 ${limit[*]}"
    done
done
echo "stats: $same identical, $changed changed (files in $out)"
[ "$changed" -eq 0 ]
