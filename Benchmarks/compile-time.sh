#!/bin/sh
# Compile time of generated records against the same records as plain structs with synthesized
# Codable, in debug and in release.
#
#   Benchmarks/compile-time.sh [RECORDS] [RUNS] [CONFIGS]
#
# RECORDS defaults to 100, RUNS to 3, CONFIGS to "debug release". FAST_JSON=false generates the
# records without the JSON fast path ("fastJSON": false), to compare. Writes a scratch package (in
# $TMPDIR, or /tmp) with two targets that depend on this package's runtime:
#   Generated  the records generated from RECORDS synthetic schema records (10 fields each: a UUID,
#              strings, an Int and a Bool with defaults, an optional Double, an enum, a [String],
#              an optional renamed key, an optional nested record and an array of records), ten
#              records per schema file;
#   Plain      the same structs, enum and nested record with synthesized Codable, one file per ten
#              records, with a public memberwise initializer as the generated types have.
# The runtime is built once; then each run deletes one target's build products and times
# `swift build --target` of that target alone, alternating the two targets so that load on a
# shared machine hits both alike. Prints, per target, the median (min-max) of the wall-clock seconds
# and of the CPU seconds (user + system of the build and the compilers it runs), and the ratios of
# the medians. On a loaded machine the CPU seconds are the steadier measure.
set -eu
records=${1:-100}
runs=${2:-3}
configs=${3:-debug release}
root=$(cd "$(dirname "$0")/.." && pwd) # the ForwardCodable package, whose runtime and tool it uses
scratch="${TMPDIR:-/tmp}/forward-codable-compile-time-$records"

(cd "$root" && swift build --product forward-codable >&2)
tool="$(cd "$root" && swift build --show-bin-path)/forward-codable"

rm -rf "$scratch"
mkdir -p "$scratch/Schemas" "$scratch/Sources/Generated" "$scratch/Sources/Plain"
cat >"$scratch/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CompileTime",
    dependencies: [.package(name: "ForwardCodable", path: "$root")],
    targets: [
        .target(name: "Generated", dependencies: [.product(name: "ForwardCodable", package: "ForwardCodable")]),
        .target(name: "Plain", dependencies: [.product(name: "ForwardCodable", package: "ForwardCodable")]),
    ]
)
EOF
fast_json=${FAST_JSON:-true}
echo "{ \"accessLevel\": \"public\", \"fastJSON\": $fast_json }" >"$scratch/Schemas/forward-codable.json"

# The types every record refers to.
cat >"$scratch/Schemas/Shared.fcschema" <<'EOF'
/// A nested record.
record Leaf {
    label: String
    weight: Int = 0
}

/// An enum with a fallback.
enum Kind fallback alpha {
    alpha
    beta
    gamma = "gamma-ray"
}
EOF
cat >"$scratch/Sources/Plain/Shared.swift" <<'EOF'
import Foundation

/// A nested record.
public struct Leaf: Codable, Hashable, Sendable {
    public var label: String
    public var weight: Int

    public init(label: String, weight: Int = 0) {
        self.label = label
        self.weight = weight
    }
}

/// An enum.
public enum Kind: String, Codable, Hashable, Sendable {
    case alpha
    case beta
    case gamma = "gamma-ray"
}
EOF

i=0
while [ "$i" -lt "$records" ]; do
    file=$((i / 10))
    cat >>"$scratch/Schemas/Records$file.fcschema" <<EOF
/// Synthetic record $i.
record Record$i {
    id: UUID
    name: String
    count: Int = 0
    score: Double?
    enabled: Bool = false
    kind: Kind = .alpha
    tags: [String] = []
    note: String? @key("note_text")
    leaf: Leaf?
    leaves: [Leaf] = []
}

EOF
    [ -f "$scratch/Sources/Plain/Records$file.swift" ] ||
        printf 'import Foundation\n\n' >"$scratch/Sources/Plain/Records$file.swift"
    cat >>"$scratch/Sources/Plain/Records$file.swift" <<EOF
/// Synthetic record $i.
public struct Record$i: Codable, Hashable, Sendable {
    public var id: UUID
    public var name: String
    public var count: Int
    public var score: Double?
    public var enabled: Bool
    public var kind: Kind
    public var tags: [String]
    public var note: String?
    public var leaf: Leaf?
    public var leaves: [Leaf]

    enum CodingKeys: String, CodingKey {
        case id, name, count, score, enabled, kind, tags
        case note = "note_text"
        case leaf, leaves
    }

    public init(
        id: UUID,
        name: String,
        count: Int = 0,
        score: Double? = nil,
        enabled: Bool = false,
        kind: Kind = .alpha,
        tags: [String] = [],
        note: String? = nil,
        leaf: Leaf? = nil,
        leaves: [Leaf] = []
    ) {
        self.id = id
        self.name = name
        self.count = count
        self.score = score
        self.enabled = enabled
        self.kind = kind
        self.tags = tags
        self.note = note
        self.leaf = leaf
        self.leaves = leaves
    }
}

EOF
    i=$((i + 1))
done
"$tool" generate "$scratch/Schemas" --output "$scratch/Sources/Generated" --quiet >&2

lines() { cat "$scratch/Sources/$1"/*.swift | wc -l | tr -d ' '; }
echo "$records records (fast path: $fast_json): Generated $(lines Generated) lines, Plain $(lines Plain) lines."
echo

# seconds CONFIG TARGET: one clean build of TARGET alone, as "WALL CPU".
seconds() {
    bin=$(cd "$scratch" && swift build -c "$1" --show-bin-path)
    # Everything but what SwiftPM writes when it plans the build, which it would not write again.
    find "$bin/$2.build" -type f ! -name output-file-map.json ! -name sources -delete
    rm -rf "$bin/Modules/$2".*
    touch "$scratch/Sources/$2"/*.swift
    if ! (cd "$scratch" && /usr/bin/time -f "%e %U %S" -o "$scratch/time.txt" \
        swift build -c "$1" --target "$2" >"$scratch/build.log" 2>&1); then
        echo "error: the $1 build of $2 failed; see $scratch/build.log" >&2
        kill "$$" # $$ is the script itself: stop it rather than time a failed build
    fi
    grep -v 'exited with' "$scratch/time.txt" >"$scratch/time.tmp" && mv "$scratch/time.tmp" "$scratch/time.txt"
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$scratch/time.txt"
}

# stats VALUES...: median min max.
stats() {
    printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.2f %.2f %.2f", m, v[1], v[NR] }'
}

echo "| Config | Generated wall s | Plain wall s | Ratio | Generated CPU s | Plain CPU s | Ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for config in $configs; do
    (cd "$scratch" && swift build -c "$config" --target ForwardCodable >&2)
    generated_wall=""
    generated_cpu=""
    plain_wall=""
    plain_cpu=""
    run=0
    while [ "$run" -lt "$runs" ]; do
        set -- $(seconds "$config" Generated) $(seconds "$config" Plain)
        generated_wall="$generated_wall $1"
        generated_cpu="$generated_cpu $2"
        plain_wall="$plain_wall $3"
        plain_cpu="$plain_cpu $4"
        run=$((run + 1))
    done
    # shellcheck disable=SC2086
    set -- $(stats $generated_wall) $(stats $plain_wall) $(stats $generated_cpu) $(stats $plain_cpu)
    wall=$(awk -v g="$1" -v p="$4" 'BEGIN { printf "%.2fx", g / p }')
    cpu=$(awk -v g="$7" -v p="${10}" 'BEGIN { printf "%.2fx", g / p }')
    echo "| $config | $1 ($2-$3) | $4 ($5-$6) | $wall | $7 ($8-$9) | ${10} (${11}-${12}) | $cpu |"
done
