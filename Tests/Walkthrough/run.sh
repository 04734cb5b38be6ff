#!/usr/bin/env bash
# Follows Sources/ForwardCodable/ForwardCodable.docc/GettingStarted.md word for word, in a scratch
# package that depends on a copy of this repository by path, so that the guide cannot drift from
# what the tools do. Run from .ci/run; KEEP=1 keeps the scratch folder.
#
# The guide is read as a script, as script-reader.sh says. The dependency line of Package.swift
# (the URL form a real package uses) is replaced with a dependency by path on the copy.
set -uo pipefail
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
repository=$(cd "$here/../.." && pwd)
guide="$repository/Sources/ForwardCodable/ForwardCodable.docc/GettingStarted.md"
work=$(mktemp -d "${TMPDIR:-/tmp}/forward-codable-walkthrough.XXXXXX")
package="$work/HostList"
copy="$work/ForwardCodable"
dependency='        .package(url: "https://github.com/<owner>/ForwardCodable.git", from: "<version>"),'
local_dependency="        .package(name: \"ForwardCodable\", path: \"$copy\"),"
failures=0
steps=0
output="$work/output.txt"
# shellcheck source=script-reader.sh
source "$here/script-reader.sh"
rewrite_file() { printf '%s' "${1//"$dependency"/"$local_dependency"}"; }

cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT

# The dependency snippets of the docs: `package:` must be the last path component of the URL.
for doc in README.md Plugins/README.md Sources/ForwardCodable/ForwardCodable.docc/GettingStarted.md; do
    identity=$(sed -n 's|.*\.package(url: "[^"]*/\([^/"]*\)\.git".*|\1|p' "$repository/$doc" | sort -u)
    [ "$(echo "$identity" | wc -w)" -eq 1 ] || { fail "$doc: expected one dependency URL ending in NAME.git, found: $identity"; continue; }
    others=$(grep -o 'package: "[^"]*"' "$repository/$doc" | grep -vF "package: \"$identity\"" || true)
    [ -z "$others" ] || fail "$doc: package: must be \"$identity\", the last path component of the URL; found: $others"
done

mkdir -p "$package" "$copy"
(cd "$repository" && tar --exclude=.build --exclude=.swiftpm --exclude=.git --exclude=./Tests/PluginConsumer -cf - .) \
    | (cd "$copy" && tar -xf -)
grep -qF -- "$dependency" "$guide" || { echo "error: the guide's Package.swift lacks the line: $dependency"; exit 2; }
echo "following $guide in $package"

follow "$guide"

[ "$steps" -gt 10 ] || fail "the guide yielded only $steps steps; is it still written as a script?"
echo "walkthrough: $steps steps, $failures failure(s)"
[ "$failures" -eq 0 ]
