#!/usr/bin/env bash
# Follows Sources/ForwardCodable/ForwardCodable.docc/GettingStarted.md word for word, in a scratch
# package that depends on a copy of this repository by path, so that the guide cannot drift from
# what the tools do. Run from .ci/run; KEEP=1 keeps the scratch folder.
#
# The guide is read as a script:
#   - a line "File `PATH`:" followed by a fenced block writes the block to PATH (again: overwrites);
#   - a ```sh block runs each of its lines in the package; they must succeed, or, when the line
#     before the block ends with "fails:", the block must fail;
#   - a ```text block right after a ```sh block lists output lines: each must appear, as written,
#     inside a line of that block's output.
# Other blocks are prose. The dependency line of Package.swift (the URL form a real package uses)
# is replaced with a dependency by path on the copy.
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

cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

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

block=""          # the kind of fenced block being read: file, sh, text, other; empty outside blocks
file=""           # the path the file block is written to
previous=""       # the last non-empty line outside blocks
expect_failure=0
output="$work/output.txt"
last_block=""     # the kind of the last block that ended (a text block must follow an sh block)
content=""

run_commands() {
    local commands=$1 status=0
    : >"$output"
    while IFS= read -r command; do
        [ -z "$command" ] && continue
        steps=$((steps + 1))
        echo "\$ $command"
        local start=$SECONDS
        (cd "$package" && bash -c "$command" </dev/null >>"$output" 2>&1)
        status=$?
        echo "  (exit $status, $((SECONDS - start)) s)"
        if [ "$expect_failure" = 1 ]; then
            [ "$status" -ne 0 ] || fail "'$command' succeeded, but the guide says it fails"
        elif [ "$status" -ne 0 ]; then
            fail "'$command' failed (exit $status):"
            tail -n 30 "$output" | sed 's/^/    | /'
            return
        fi
    done <<<"$commands"
}

check_output() {
    local expected=$1
    while IFS= read -r line; do
        [ -z "$line" ] && continue
        steps=$((steps + 1))
        if ! grep -qF -- "$line" "$output"; then
            fail "the output lacks the quoted line: $line"
            tail -n 30 "$output" | sed 's/^/    | /'
        fi
    done <<<"$expected"
}

while IFS= read -r line || [ -n "$line" ]; do
    if [ -z "$block" ]; then
        if [[ "$line" == '```'* ]]; then
            info=${line#'```'}
            content=""
            if [[ "$previous" =~ ^File\ \`([^\`]+)\`:$ ]]; then
                block=file
                file=${BASH_REMATCH[1]}
            elif [ "$info" = sh ]; then
                block=sh
                if [[ "$previous" == *"fails:" ]]; then expect_failure=1; else expect_failure=0; fi
            elif [ "$info" = text ] && [ "$last_block" = sh ]; then
                block=text
            else
                block=other
            fi
        elif [ -n "$line" ]; then
            previous=$line
            last_block=""
        fi
        continue
    fi
    if [ "$line" != '```' ]; then
        content+="$line"$'\n'
        continue
    fi
    case "$block" in
    file)
        mkdir -p "$package/$(dirname "$file")"
        printf '%s' "${content//"$dependency"/"$local_dependency"}" >"$package/$file"
        steps=$((steps + 1))
        echo "wrote $file"
        ;;
    sh) run_commands "$content" ;;
    text) check_output "$content" ;;
    esac
    last_block=$block
    block=""
    previous=""
done <"$guide"

[ "$steps" -gt 10 ] || fail "the guide yielded only $steps steps; is it still written as a script?"
echo "walkthrough: $steps steps, $failures failure(s)"
[ "$failures" -eq 0 ]
