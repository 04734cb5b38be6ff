#!/bin/sh
# Instructions executed to decode and to encode each data set, per codec ((e0) is the fast path's
# reader validating the bytes, and a copy of them as its "encode"), counted by valgrind's
# callgrind: repeatable to a percent or two, where wall-clock time on a shared machine is not.
#
#   Benchmarks/instruction-counts.sh [RECORDS] [DATA SET...]
#   CODECS="a c e e1 e2 e0" Benchmarks/instruction-counts.sh 2000 external-money
#
# RECORDS defaults to 2000; the data sets to all seven; the codecs (CODECS, names as the
# benchmark's --codecs takes them) to "a b c e e0". A codec that throws on a data set shows as
# "throws"; one that does not run on it ((b) on timestamps and external-money, (e1) and (e2)
# anywhere else) as "-". Needs valgrind. Prints a Markdown table, with each codec against (a), and
# (e) against (e0). Hashing is made deterministic so that dictionary layouts, and with them the
# counts, repeat.
set -eu
records=${1:-2000}
[ $# -gt 0 ] && shift
sets=${*:-plain unknown-keys unknown-enums deep-nesting versioned timestamps external-money}
codecs=${CODECS:-a b c e e0}
cd "$(dirname "$0")" # the benchmark package, from wherever the script is run

if ! command -v valgrind >/dev/null 2>&1; then
    echo "error: valgrind is not installed; it counts the instructions" >&2
    exit 1
fi
swift build -c release --product forward-codable-benchmark >&2
binary="$(swift build -c release --show-bin-path)/forward-codable-benchmark"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# count DATA-SET CODEC PHASE: the instructions of one timed decode or encode; "throws" when the
# codec throws on the data set, "-" when it does not run on it.
count() {
    instructions=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        --collect-atstart=no --toggle-collect="*timed$3*" \
        "$binary" --records "$records" --runs 1 --schemas 0 --edits 0 --data-sets "$1" --codecs "$2" \
        2>&1 >"$work/report.md" | sed -n 's/.*Collected : *//p')
    if [ -n "$instructions" ] && [ "$instructions" -gt 0 ]; then
        echo "$instructions"
    elif grep -q "throws" "$work/report.md"; then
        echo "throws"
    else
        echo "-"
    fi
}

is_count() {
    case "$1" in '' | *[!0-9]*) return 1 ;; *) return 0 ;; esac
}

ratio() {
    if is_count "$1" && is_count "$2"; then
        awk -v value="$1" -v base="$2" 'BEGIN { printf "%.2fx", value / base }'
    else
        printf "n/a"
    fi
}

millions() {
    if is_count "$1"; then awk -v value="$1" 'BEGIN { printf "%.1f", value / 1e6 }'; else printf "%s" "$1"; fi
}

has() {
    case " $codecs " in *" $1 "*) return 0 ;; *) return 1 ;; esac
}

header="| Data set | Phase |"
rule="|---|---|"
for codec in $codecs; do
    header="$header ($codec) |"
    rule="$rule---:|"
done
for codec in $codecs; do
    [ "$codec" = a ] && continue
    header="$header ($codec)/(a) |"
    rule="$rule---:|"
done
if has e && has e0; then
    header="$header (e)/(e0) |"
    rule="$rule---:|"
fi

echo "Instructions (millions) for $records records, callgrind, SWIFT_DETERMINISTIC_HASHING=1."
echo
echo "$header"
echo "$rule"
for set in $sets; do
    for phase in Decode Encode; do
        row="| $set | $phase |"
        for codec in $codecs; do
            eval "value_$codec=\$(count \"\$set\" \"\$codec\" \"\$phase\")"
            eval "row=\"\$row \$(millions \"\$value_$codec\") |\""
        done
        base=$(if has a; then echo "$value_a"; else echo "-"; fi)
        for codec in $codecs; do
            [ "$codec" = a ] && continue
            eval "row=\"\$row \$(ratio \"\$value_$codec\" \"\$base\") |\""
        done
        if has e && has e0; then
            row="$row $(ratio "$value_e" "$value_e0") |"
        fi
        echo "$row"
    done
done
