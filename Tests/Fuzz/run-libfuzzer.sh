#!/usr/bin/env bash
# Builds the libFuzzer target for the schema generator and runs it.
#
#   Tests/Fuzz/run-libfuzzer.sh [SECONDS] [extra libFuzzer flags...]
#
# Needs a Swift toolchain whose swiftc supports -sanitize=fuzzer (Linux toolchains do). The
# corpus starts from Schemas/*.fcschema and grows in .build/fuzz/corpus; crashes are written to
# .build/fuzz/ as crash-* files, which the target replays when passed as an argument.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
seconds="${1:-60}"
shift || true
work="$root/.build/fuzz"
mkdir -p "$work/corpus"
cp "$root"/Schemas/*.fcschema "$work/corpus/" 2>/dev/null || true

swiftc="${SWIFT_EXEC:-swiftc}"
mapfile -t sources < <(find "$root/Sources/ForwardCodableGenerator" -name '*.swift' | sort)
"$swiftc" -parse-as-library -sanitize=fuzzer,address -O -swift-version 6 -module-name ForwardCodableGenerator \
    "${sources[@]}" "$root/Tests/Fuzz/ParserFuzzTarget.swift" -o "$work/parser-fuzzer"

cd "$work"
./parser-fuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096 -print_final_stats=1 "$@" corpus
