#!/usr/bin/env bash
# Follows the README's "Other readers" section word for word in the repository, as
# Tests/Walkthrough/run.sh follows the Getting Started guide, so that the section cannot drift from
# what the export and the validator do. Run from .ci/run (after Tests/Export/run.sh, which installs
# jsonschema). The same conventions:
#   - a line "File `PATH`:" followed by a fenced block writes the block to PATH;
#   - a ```sh block runs each of its lines; they must succeed, or, when the line before the block
#     ends with "fails:", each must fail;
#   - a ```text block right after a ```sh block lists output lines: each must appear, as written,
#     inside a line of that block's output.
# Whatever the section creates at the top of the repository (the exported folders, the server
# script) is removed at the end.
set -uo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
repository=$(pwd)
section="## Other readers"
work=$(mktemp -d "${TMPDIR:-/tmp}/forward-codable-readme.XXXXXX")
before="$work/before.txt"
ls -A "$repository" >"$before"
cleanup() {
    ls -A "$repository" | grep -vxF -f "$before" | while read -r created; do rm -rf "${repository:?}/$created"; done
    rm -rf "$work"
}
trap cleanup EXIT
failures=0
steps=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
output="$work/output.txt"

run_commands() {
    : >"$output"
    while IFS= read -r command; do
        [ -z "$command" ] && continue
        steps=$((steps + 1))
        echo "\$ $command"
        bash -c "$command" </dev/null >>"$output" 2>&1
        local status=$?
        echo "  (exit $status)"
        if [ "$expect_failure" = 1 ]; then
            [ "$status" -ne 0 ] || fail "'$command' succeeded, but the README says it fails"
        elif [ "$status" -ne 0 ]; then
            fail "'$command' failed (exit $status):"
            tail -n 20 "$output" | sed 's/^/    | /'
        fi
    done <<<"$1"
}

check_output() {
    while IFS= read -r line; do
        [ -z "$line" ] && continue
        steps=$((steps + 1))
        grep -qF -- "$line" "$output" || {
            fail "the output lacks the quoted line: $line"
            tail -n 20 "$output" | sed 's/^/    | /'
        }
    done <<<"$1"
}

# The section: from its heading to the next heading of the same level.
awk -v start="$section" '$0 == start { on = 1; next } on && /^## / { exit } on' README.md >"$work/section.md"
[ -s "$work/section.md" ] || { echo "error: README.md has no section '$section'"; exit 2; }

block="" file="" previous="" expect_failure=0 last_block="" content=""
while IFS= read -r line || [ -n "$line" ]; do
    if [ -z "$block" ]; then
        if [[ "$line" == '```'* ]]; then
            info=${line#'```'}
            content=""
            if [[ "$previous" =~ ^File\ \`([^\`]+)\`:$ ]]; then
                block=file file=${BASH_REMATCH[1]}
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
        mkdir -p "$(dirname "$file")"
        printf '%s' "$content" >"$file"
        steps=$((steps + 1))
        echo "wrote $file"
        ;;
    sh) run_commands "$content" ;;
    text) check_output "$content" ;;
    esac
    last_block=$block block="" previous=""
done <"$work/section.md"

[ "$steps" -gt 5 ] || fail "the section yielded only $steps steps; is it still written as a script?"
echo "README '$section': $steps steps, $failures failure(s)"
[ "$failures" -eq 0 ]
