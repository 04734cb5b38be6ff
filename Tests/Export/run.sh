#!/usr/bin/env bash
# Checks `forward-codable export json-schema` with the reference validator, Python's `jsonschema`
# (installed with pip when it is missing): every schema set of the repository that has golden
# fixtures is exported open and --closed into a scratch folder, and Tests/Export/validate.py checks
# the fixtures, future documents and refused documents against both. Also checks that the
# committed export of Schemas/ (Tests/Export/JSONSchema) is up to date, and that the generated
# readers of Schemas/ read exactly the documents the open export accepts (ExportReaderAgreementTests,
# with both codecs). Run from .ci/run, after the build of the tests.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! python3 -c 'import jsonschema, referencing' 2>/dev/null; then
    python3 -m pip install --quiet 'jsonschema>=4.18'
fi
python3 -c 'from importlib.metadata import version; print("jsonschema", version("jsonschema"))' \
    || python3 -m pip show jsonschema | grep -i '^version'

swift build --product forward-codable 2>&1 | grep -E "error|warning:" && exit 1
tool="$(swift build --show-bin-path)/forward-codable"
work=$(mktemp -d "${TMPDIR:-/tmp}/forward-codable-export.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "the committed export of Schemas/ is up to date"
"$tool" export json-schema --output Tests/Export/JSONSchema --check

# Every schema set with fixtures: Schemas/ and the plugin examples' targets.
sets=(Schemas Tests/PluginTests/Schemas Tests/PluginConsumer/Sources/Models/Schemas
    Tests/PluginConsumer/Sources/Preferences/Schemas)
status=0
for set in "${sets[@]}"; do
    out="$work/${set//\//-}"
    "$tool" export json-schema "$set" --output "$out/open" --quiet
    "$tool" export json-schema "$set" --output "$out/closed" --closed --quiet
    cases=()
    [ "$set" = Schemas ] && cases=("$work/cases.json")
    python3 Tests/Export/validate.py "$out/open" "$out/closed" "$set/Fixtures" "${cases[@]}" || status=1
done

echo "the generated readers of Schemas/ read exactly the documents its open export accepts"
FORWARD_CODABLE_EXPORT_CASES="$work/cases.json" swift test --skip-build --filter ExportReaderAgreementTests \
    >"$work/agreement.log" 2>&1 || status=1
grep -E "✘|Expectation|Test run|error" "$work/agreement.log" | cut -c1-400
if grep -q "skipped" "$work/agreement.log" || ! grep -q "Test run with 1 test in 1 suite passed" "$work/agreement.log"; then
    echo "error: ExportReaderAgreementTests did not run and pass"
    status=1
fi
exit $status
