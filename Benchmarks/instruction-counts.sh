#!/bin/sh
# Instructions executed to decode and to encode each data set, per codec ((e0) is the fast path's
# reader validating the bytes, and a copy of them as its "encode"), counted by valgrind's
# callgrind: repeatable to a percent or two, where wall-clock time on a shared machine is not.
#
#   Benchmarks/instruction-counts.sh [RECORDS] [DATA SET...]
#
# RECORDS defaults to 2000; the data sets to all five. Needs valgrind. Prints a Markdown table.
# Hashing is made deterministic so that dictionary layouts, and with them the counts, repeat.
set -eu
records=${1:-2000}
[ $# -gt 0 ] && shift
sets=${*:-plain unknown-keys unknown-enums deep-nesting versioned}
cd "$(dirname "$0")" # the benchmark package, from wherever the script is run

if ! command -v valgrind >/dev/null 2>&1; then
    echo "error: valgrind is not installed; it counts the instructions" >&2
    exit 1
fi
swift build -c release --product forward-codable-benchmark >&2
binary="$(swift build -c release --show-bin-path)/forward-codable-benchmark"

# count DATA-SET CODEC PHASE: the instructions of one timed decode or encode.
count() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        --collect-atstart=no --toggle-collect="*timed$3*" \
        "$binary" --records "$records" --runs 1 --schemas 0 --edits 0 --data-sets "$1" --codecs "$2" 2>&1 >/dev/null |
        sed -n 's/.*Collected : //p'
}

ratio() {
    awk -v value="$1" -v base="$2" 'BEGIN { if (base > 0 && value > 0) printf "%.2fx", value / base; else printf "n/a" }'
}

millions() {
    awk -v value="$1" 'BEGIN { if (value > 0) printf "%.1f", value / 1e6; else printf "throws" }'
}

echo "Instructions (millions) for $records records, callgrind, SWIFT_DETERMINISTIC_HASHING=1."
echo
echo "| Data set | Phase | (a) | (b) | (c) | (e) | (e0) | (b)/(a) | (c)/(a) | (e)/(a) | (e)/(e0) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for set in $sets; do
    for phase in Decode Encode; do
        a=$(count "$set" a "$phase")
        b=$(count "$set" b "$phase")
        c=$(count "$set" c "$phase")
        e=$(count "$set" e "$phase")
        e0=$(count "$set" e0 "$phase")
        echo "| $set | $phase | $(millions "$a") | $(millions "$b") | $(millions "$c") | $(millions "$e") |" \
            "$(millions "$e0") | $(ratio "$b" "$a") | $(ratio "$c" "$a") | $(ratio "$e" "$a") | $(ratio "$e" "$e0") |"
    done
done
