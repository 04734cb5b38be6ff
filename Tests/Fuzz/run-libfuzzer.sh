#!/usr/bin/env bash
# Builds a libFuzzer target and runs it.
#
#   Tests/Fuzz/run-libfuzzer.sh [parser] [SECONDS] [extra libFuzzer flags...]
#   Tests/Fuzz/run-libfuzzer.sh fastjson [RUNS] [extra libFuzzer flags...]
#
# parser (the default): the schema generator. The corpus starts from Schemas/*.fcschema and
# grows in .build/fuzz/corpus; runs for SECONDS (60).
# fastjson: the JSON fast path against JSONDecoder/JSONEncoder, on the runtime and the example
# models. The corpus starts from Tests/Fuzz/fastjson-corpus and grows in
# .build/fuzz/fastjson/corpus; runs RUNS inputs (1000000; 0 runs until stopped), with the
# dictionary Tests/Fuzz/fastjson.dict. FASTJSON_SANITIZE (default "fuzzer,address") picks the
# sanitizers; "fuzzer" alone runs about twice as fast.
#
# Needs a Swift toolchain whose swiftc supports -sanitize=fuzzer (Linux toolchains do). Crashes
# are written to the work directory as crash-* files, which the target replays when passed as an
# argument.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
swiftc="${SWIFT_EXEC:-swiftc}"
# Swift's own crash backtracer reads the stack in a way AddressSanitizer reports as an error, and
# can hang the run: leave crash reports to libFuzzer and the sanitizer.
export SWIFT_BACKTRACE=enable=no
target="parser"
if [[ "${1:-}" == "parser" || "${1:-}" == "fastjson" ]]; then
    target="$1"
    shift
fi

if [[ "$target" == "parser" ]]; then
    seconds="${1:-60}"
    shift || true
    work="$root/.build/fuzz"
    mkdir -p "$work/corpus"
    cp "$root"/Schemas/*.fcschema "$work/corpus/" 2>/dev/null || true
    mapfile -t sources < <(find "$root/Sources/ForwardCodableGenerator" -name '*.swift' | sort)
    "$swiftc" -parse-as-library -sanitize=fuzzer,address -O -swift-version 6 -module-name ForwardCodableGenerator \
        "${sources[@]}" "$root/Tests/Fuzz/ParserFuzzTarget.swift" -o "$work/parser-fuzzer"
    cd "$work"
    exec ./parser-fuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
        -print_final_stats=1 "$@" corpus
fi

runs="${1:-1000000}"
shift || true
sanitize="${FASTJSON_SANITIZE:-fuzzer,address}"
work="$root/.build/fuzz/fastjson"
mkdir -p "$work/module" "$work/corpus"
# The runtime as a module of its own (the generated models import it), instrumented as well.
mapfile -t runtime < <(find "$root/Sources/ForwardCodable" -name '*.swift' | sort)
stamp="$work/module/sanitize-$sanitize"
if [[ ! -f "$stamp" || -n "$(find "$root/Sources/ForwardCodable" -name '*.swift' -newer "$stamp")" ]]; then
    rm -f "$work"/module/sanitize-*
    "$swiftc" -parse-as-library -sanitize="$sanitize" -O -swift-version 6 -module-name ForwardCodable -wmo \
        -emit-module -emit-module-path "$work/module/ForwardCodable.swiftmodule" -emit-object \
        -o "$work/ForwardCodable.o" "${runtime[@]}"
    touch "$stamp"
fi
mapfile -t models < <(find "$root/Generated/Models" -name '*.swift' | sort)
"$swiftc" -parse-as-library -sanitize="$sanitize" -O -swift-version 6 -module-name FastJSONFuzz -wmo \
    -I "$work/module" "${models[@]}" "$root/Sources/ForwardCodableExamples/MigrationHooks.swift" \
    "$root/Tests/Fuzz/FastJSONFuzzTarget.swift" "$root/Tests/Fuzz/FastJSONFuzzDifferences.swift" \
    "$work/ForwardCodable.o" -o "$work/fastjson-fuzzer"
cd "$work"
exec ./fastjson-fuzzer -runs="$runs" -timeout=10 -rss_limit_mb=4096 -max_len=2048 -len_control=200 \
    -dict="$root/Tests/Fuzz/fastjson.dict" -print_final_stats=1 "$@" corpus "$root/Tests/Fuzz/fastjson-corpus"
