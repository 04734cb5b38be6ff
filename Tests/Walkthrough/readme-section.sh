#!/usr/bin/env bash
# Follows a section of the README word for word in the repository, as run.sh follows the Getting
# Started guide, so that the section cannot drift from what the tools do:
#   Tests/Walkthrough/readme-section.sh "## Other readers"
# The section runs from its heading to the next heading of the same level, read as script-reader.sh
# says. Whatever it creates at the top of the repository is removed at the end. Run from .ci/run.
set -uo pipefail
export LC_ALL=C
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$here/../.." && pwd)
section=${1:?usage: readme-section.sh "## Section heading"}
work=$(mktemp -d "${TMPDIR:-/tmp}/forward-codable-readme.XXXXXX")
before="$work/before.txt"
ls -A "$package" >"$before"
cleanup() {
    ls -A "$package" | grep -vxF -f "$before" | while read -r created; do rm -rf "${package:?}/$created"; done
    rm -rf "$work"
}
trap cleanup EXIT
failures=0
steps=0
output="$work/output.txt"
# shellcheck source=script-reader.sh
source "$here/script-reader.sh"

awk -v start="$section" '$0 == start { on = 1; next } on && /^## / { exit } on' "$package/README.md" >"$work/section.md"
[ -s "$work/section.md" ] || { echo "error: README.md has no section '$section'"; exit 2; }
follow "$work/section.md"

[ "$steps" -gt 5 ] || fail "the section yielded only $steps steps; is it still written as a script?"
echo "README '$section': $steps steps, $failures failure(s)"
[ "$failures" -eq 0 ]
