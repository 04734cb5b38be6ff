#!/usr/bin/env bash
# Times `forward-codable breaking` (release build) on a large schema set against a lock of several
# releases: the budget of issue #27 is 0.5 s for 300 schema files against 5 releases.
#   Benchmarks/breaking-check-time.sh [FILES] [RELEASES] [RUNS]    (defaults: 300 5 5)
# Each file declares two records and an enum; each release adds an optional field to every file's
# first record, and the current schemas add one more, so every release is compared field by field.
# Prints each run's wall time and the median.
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-300} releases=${2:-5} runs=${3:-5}
swift build -c release --product forward-codable >/dev/null
tool="$(swift build -c release --show-bin-path)/forward-codable"
work=$(mktemp -d "${TMPDIR:-/tmp}/forward-codable-breaking-time.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Schemas"

write_schemas() { # $1: how many added fields
    for ((i = 0; i < files; i++)); do
        {
            echo "record Item$i {"
            echo "    id: String"
            echo "    name: String = \"\""
            echo "    kind: Kind$i = .a"
            for ((f = 0; f < $1; f++)); do echo "    extra$f: Int?"; done
            echo "    parts: [Part$i] = []"
            echo "}"
            echo
            echo "record Part$i {"
            echo "    label: String"
            echo "    weight: Double = 1"
            echo "}"
            echo
            echo "enum Kind$i fallback a { a, b, c }"
        } >"$work/Schemas/File$i.fcschema"
    done
}

for ((r = 1; r <= releases; r++)); do
    write_schemas "$r"
    (cd "$work" && "$tool" breaking --update-lock --release "1.$r" Schemas >/dev/null 2>&1)
done
write_schemas $((releases + 1))
lines=$(wc -l <"$work/Schemas/forward-codable.lock")
times=()
for ((run = 0; run < runs; run++)); do
    # Wall time of one run, from Python (portable where `date +%N` is not, as on macOS).
    times+=("$(cd "$work" && python3 -c 'import subprocess, sys, time
start = time.perf_counter()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
print(f"{time.perf_counter() - start:.3f}")' "$tool" breaking Schemas)")
    echo "run $((run + 1)): ${times[-1]} s"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
echo "breaking: $files schema files against a lock of $releases releases ($lines lines): median $median s"
