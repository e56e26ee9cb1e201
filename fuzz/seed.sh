#!/usr/bin/env bash
# Seed corpora for the fuzz targets, generated from the repository (docs/FUZZING.md):
#   asm           the text of every tests/programs/**/*.mpl, and of ../shared/corpus/openark-irbuild
#                 and the C and Java modules of ../shared/corpus/openark-real (bsc-*; the
#                 java-edited-*, which import nothing) when they are there;
#   image         `maple asm` images of those that assemble;
#   decode        the .text section of each image (objcopy, binutils: `-I elf64-little`, as it
#                 knows no MAPLE machine);
#   exec,         inputs of pseudo-random bytes from a fixed chain of sha256 hashes (the
#   exec_threads  generators read any bytes as a program; the same seeds every time);
#   uvm           every .uir file of tests/programs and asm/uvm/tests;
#   corevm        every .ir file of tests/programs and asm/corevm/tests, the reference
#                 verifier's modules of ../shared/corpus/corevm-verifier when they are there,
#                 and the binary form (`maple asm --emit corevm-avro`) of each that checks;
#   mplt          the real binary .mplt files of ../shared/corpus/openark-real (jbc2mpl's, the
#                 2019 version) when they are there, and `maple asm --emit mplt` of each
#                 program text (its declarations in the 2021 whole-module form, or an .mplt).
# Identical files are kept once, files over MAX_SEED bytes left out. The seeds go to
# OUT/<target>/gen/ (default OUT: fuzz/seeds), which is not committed: the hand-made seeds
# beside it are (fuzz/seeds/exec/*.bin, fuzz/seeds/image/*.mbin); libFuzzer reads both, as it
# reads corpus directories recursively.
#
#   bash fuzz/seed.sh            # fuzz/seeds/<target>/gen/
#   bash fuzz/seed.sh OUT        # OUT/<target>/gen/
#   MAPLE=path/to/maple bash fuzz/seed.sh   # use this maple instead of building one
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-fuzz/seeds}
max_seed=${MAX_SEED:-65536}
maple=${MAPLE:-}
if [ -z "$maple" ]; then
    cargo build --quiet -p maple-tui
    maple=${CARGO_TARGET_DIR:-target}/debug/maple
fi
command -v objcopy >/dev/null || { echo "error: objcopy (binutils) is needed for the decode seeds" >&2; exit 1; }

targets=(asm image decode exec exec_threads uvm mplt corevm)
for t in "${targets[@]}"; do
    rm -rf "${out:?}/$t/gen"
    mkdir -p "$out/$t/gen"
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

declare -A seen
# keep TARGET FILE NAME: copy FILE to OUT/TARGET/gen/NAME unless it is empty, too big, or a
# copy of one already kept for TARGET.
keep() {
    local target=$1 file=$2 name=$3 size sum
    size=$(stat -c %s "$file")
    if [ "$size" -eq 0 ] || [ "$size" -gt "$max_seed" ]; then
        return
    fi
    sum=$(sha1sum <"$file" | cut -c1-40)
    if [ -n "${seen[$target/$sum]:-}" ]; then
        return
    fi
    seen[$target/$sum]=1
    cp "$file" "$out/$target/gen/$name"
}

# The programs: text, image, .text.
sources=()
while IFS= read -r f; do sources+=("$f"); done < <(find tests/programs -name '*.mpl' | sort)
corpus=../shared/corpus/openark-irbuild
if [ -d "$corpus" ]; then
    while IFS= read -r f; do sources+=("$f"); done < <(find "$corpus" -name '*.mpl' | sort)
    while IFS= read -r f; do sources+=("$f"); done < <(find ../shared/corpus/openark-real \( -name 'bsc-*.mpl' -o -name 'java-edited-*.mpl' \) 2>/dev/null | sort)
else
    echo "note: $corpus is not there; asm seeds from tests/programs only" >&2
fi
unassembled=0
for f in "${sources[@]}"; do
    # A text too large to be a seed gives no image seed either (one image per text seed).
    [ "$(stat -c %s "$f")" -le "$max_seed" ] || continue
    case $f in
        tests/programs/*) name=${f#tests/programs/} ;;
        ../shared/corpus/openark-real/*) name=openark-real/${f#../shared/corpus/openark-real/} ;;
        *) name=openark/${f#"$corpus"/} ;;
    esac
    name=${name//\//-}
    name=${name%.mpl}
    assembled=false
    if "$maple" asm "$f" -o "$tmp/$name.mbin" 2>/dev/null; then
        assembled=true
        # An image too large to be a seed (a Java program links maple's Java library) gives
        # no text seed either: one image per text seed.
        [ "$(stat -c %s "$tmp/$name.mbin")" -le "$max_seed" ] || continue
    fi
    keep asm "$f" "$name.mpl"
    if "$maple" asm "$f" --emit mplt -o "$tmp/$name.mplt" 2>/dev/null; then
        keep mplt "$tmp/$name.mplt" "$name.mplt"
    fi
    if $assembled; then
        keep image "$tmp/$name.mbin" "$name.mbin"
        objcopy -I elf64-little -O binary --only-section=.text "$tmp/$name.mbin" "$tmp/$name.text"
        keep decode "$tmp/$name.text" "$name.text"
    else
        unassembled=$((unassembled + 1))
    fi
done

# Binary MIR as OpenArk's jbc2mpl wrote it.
while IFS= read -r f; do
    keep mplt "$f" "openark-real-$(basename "$f")"
done < <(find ../shared/corpus/openark-real -name '*.mplt' 2>/dev/null | sort)

# µVM text: the test programs and the front end's spec bundles.
while IFS= read -r f; do
    name=${f//\//-}
    keep uvm "$f" "$name"
done < <(find tests/programs asm/uvm/tests -name '*.uir' | sort)

# coreVM text and its binary form.
while IFS= read -r f; do
    name=${f//\//-}
    name=${name//../up}
    keep corevm "$f" "$name"
    if "$maple" asm --emit corevm-avro "$f" -o "$tmp/seed.irb" 2>/dev/null; then
        keep corevm "$tmp/seed.irb" "$name.irb"
    fi
done < <(find tests/programs asm/corevm/tests ../shared/corpus/corevm-verifier -name '*.ir' 2>/dev/null | sort)

# Byte seeds for the execution targets: SIZE bytes of a sha256 chain started from NAME.
bytes() {
    local name=$1 size=$2 h
    h=$(printf '%s' "$name" | sha256sum | cut -c1-64)
    while [ "$(stat -c %s "$tmp/bytes")" -lt "$size" ]; do
        printf '%s' "$h" | xxd -r -p >>"$tmp/bytes"
        h=$(printf '%s' "$h" | sha256sum | cut -c1-64)
    done
    head -c "$size" "$tmp/bytes"
}
for t in exec exec_threads; do
    for size in 64 128 256 512 1024 2048 4096; do
        : >"$tmp/bytes"
        bytes "$t-$size" "$size" >"$tmp/seed"
        keep "$t" "$tmp/seed" "chain-$size.bin"
    done
done

echo "seeds from ${#sources[@]} programs ($unassembled do not assemble):"
for t in "${targets[@]}"; do
    printf '  %-12s %4d files %8d bytes  %s\n' "$t" "$(find "$out/$t/gen" -type f | wc -l)" \
        "$(cat "$out/$t/gen"/* 2>/dev/null | wc -c)" "$out/$t/gen"
done
