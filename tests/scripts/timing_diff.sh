#!/usr/bin/env bash
# Compare the cycle engine's two timing engines on every program of tests/programs (and the
# bench programs): `--timing ticked` (the reference) against `--timing memo`, under several
# microarchitectures. Every `--stats-json` and every stdout must be byte-identical.
#
#   bash tests/scripts/timing_diff.sh            # builds target/release/maple first
#   MAPLE=path/to/maple bash tests/scripts/timing_diff.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
if [ -z "${MAPLE:-}" ]; then
    cargo build --release -q -p maple-tui
    MAPLE=${CARGO_TARGET_DIR:-$root/target}/release/maple
fi
out=${CARGO_TARGET_DIR:-$root/target}/timing-diff
rm -rf "$out"; mkdir -p "$out"
# The configurations: the default machine, and ones that stress what the memo keys on.
configs=(default)
cat >"$out/small.toml" <<'TOML'
[l1d]
size = 1024
assoc = 2
[l1i]
size = 1024
assoc = 1
[core]
store_buffer = 1
fetch_buffer = 2
tos_registers = 2
[predictor]
kind = "gshare"
TOML
cat >"$out/wide.toml" <<'TOML'
[core]
store_buffer = 16
fetch_buffer = 8
load_use_bubble = 2
[predictor]
kind = "static"
[l1d]
write_back = false
TOML
configs+=(small wide)
changed=0 same=0
for f in tests/programs/*/*.mpl tests/programs/*/*.uir tests/programs/*/*.ir; do
    [ -e "$f" ] || continue
    stem=${f%.*}
    name=$(echo "${f#tests/programs/}" | tr / _)
    flags=""; [ -f "$stem.flags" ] && flags=$(cat "$stem.flags")
    case " $flags " in *" --cores "*|*" --max-cycles "*|*" --engine "*) continue ;; esac
    input=/dev/null; [ -f "$stem.stdin" ] && input=$stem.stdin
    args=(); [ -f "$stem.args" ] && args=(-- $(cat "$stem.args"))
    for c in "${configs[@]}"; do
        cfg=(); [ "$c" = default ] || cfg=(--config "$out/$c.toml")
        for t in ticked memo; do
            # shellcheck disable=SC2086
            "$MAPLE" run "$f" $flags "${cfg[@]}" --timing $t --stats-json "$out/$name.$c.$t.json" \
                "${args[@]}" >"$out/$name.$c.$t.out" 2>/dev/null <"$input" || true
        done
        if cmp -s "$out/$name.$c.ticked.json" "$out/$name.$c.memo.json" 2>/dev/null \
            && cmp -s "$out/$name.$c.ticked.out" "$out/$name.$c.memo.out"; then
            same=$((same + 1))
        elif [ ! -e "$out/$name.$c.ticked.json" ] && [ ! -e "$out/$name.$c.memo.json" ]; then
            same=$((same + 1))
        else
            changed=$((changed + 1))
            echo "changed: $f ($c)"
        fi
    done
done
echo "timing engines: $same identical, $changed changed"
[ "$changed" -eq 0 ]
