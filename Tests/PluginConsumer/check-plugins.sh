#!/usr/bin/env bash
# Automated checks of ForwardCodable's SwiftPM plugins, run on temporary copies of this consumer
# package and of ForwardCodable itself (so the generator can be "upgraded" without touching the
# repository). Prints one PASS or FAIL line per check and the measured build times; exits non-zero
# if any check fails.
#
#   Tests/PluginConsumer/check-plugins.sh          # KEEP=1 keeps the temporary folder
#
# Edit-and-build cycles are at least 1.5 s apart: SwiftPM can miss a change made within the same
# second as the previous build.
set -uo pipefail
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
repository=$(cd "$here/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/forward-codable-plugins.XXXXXX")
logs="$work/logs"
consumer="$work/PluginConsumer"
generator="$work/ForwardCodable"
passed=0
failed=0

cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT

pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
# check DESCRIPTION COMMAND...: PASS when the command succeeds.
check() { local description=$1; shift; if "$@"; then pass "$description"; else fail "$description"; fi; }

now() { if [ -n "${EPOCHREALTIME:-}" ]; then echo "${EPOCHREALTIME/,/.}"; else date +%s; fi; }
seconds_since() { awk -v start="$1" -v end="$(now)" 'BEGIN { printf "%.2f", end - start }'; }

# run NAME COMMAND...: runs the command in the consumer, output in $logs/NAME.txt; sets status, elapsed.
run() {
    local name=$1; shift
    local start; start=$(now)
    (cd "$consumer" && "$@" </dev/null >"$logs/$name.txt" 2>&1)
    status=$?
    # Status 139 is SwiftPM itself dying of SIGSEGV (seen once, inside libdispatch, on a plugin's
    # --help): a plugin or the tool that fails or crashes makes SwiftPM exit 1 with an error, so
    # this is the toolchain's crash, not the plugins'. Say so and run the command once more.
    if [ "$status" -eq 139 ]; then
        echo "note: '$*' crashed SwiftPM (SIGSEGV); running it once more"
        start=$(now)
        (cd "$consumer" && "$@" </dev/null >"$logs/$name.txt" 2>&1)
        status=$?
    fi
    elapsed=$(seconds_since "$start")
    log="$logs/$name.txt"
}
build() { run "$1" swift build; }
generate() { run "$1" swift package --allow-writing-to-package-directory generate-forward-codable "${@:2}"; }
# reported_time: SwiftPM's "Build complete! (1.23s)" figure of the last build.
reported_time() { sed -n 's/^Build complete! (\(.*\))$/\1/p' "$log" | tail -n 1; }
show_log() { sed 's/^/    | /' "$log" | tail -n "${1:-25}"; }
succeeded() { [ "$status" -eq 0 ] || { show_log; false; }; }
failed_with() { [ "$status" -ne 0 ] && grep -qF -- "$1" "$log" || { echo "    expected a failure showing: $1"; show_log; false; }; }
contains() { grep -qF -- "$2" "$1" || { echo "    $1 lacks: $2"; false; }; }
# changed_since MARKER FOLDER PATTERN: the names of the files matching PATTERN modified after MARKER.
changed_since() { (cd "$2" && find . -name "$3" -newer "$1" -exec basename {} \; | sort | tr '\n' ' ' | sed 's/ $//'); }
# compiled_in MODULE: the files of MODULE that the last build compiled ("Compiling Models A.swift, B.swift").
compiled_in() { sed -n "s/^\[[0-9/]*\] Compiling $1 //p" "$log" | tr ',' '\n' | sed 's/^ *//' | sort | tr '\n' ' ' | sed 's/ $//'; }
equals() { [ "$1" = "$2" ] || { echo "    expected '$2', got '$1'"; false; }; }
# A new edit-and-build cycle: remember the time, then wait so that every change is in a later second.
next_cycle() { touch "$work/marker"; sleep 1.5; }
replace() { local file=$1 from=$2 to=$3; grep -qF -- "$from" "$file" || { echo "cannot find '$from' in $file"; exit 2; }
    FROM=$from TO=$to perl -0pi -e 's/\Q$ENV{FROM}\E/$ENV{TO}/' "$file"; }

mkdir -p "$logs" "$generator"
(cd "$repository" && tar --exclude=.build --exclude=.swiftpm --exclude=.git --exclude=./Tests/PluginConsumer -cf - .) \
    | (cd "$generator" && tar -xf -)
mkdir -p "$consumer"
(cd "$here" && tar --exclude=.build --exclude=.swiftpm -cf - Package.swift Sources Tests) | (cd "$consumer" && tar -xf -)
replace "$consumer/Package.swift" 'path: "../.."' 'path: "../ForwardCodable"'
schemas="$consumer/Sources/Models/Schemas"
echo "checking in $work"

# --- Build-time generation ----------------------------------------------------------------------
build cold
cold_time=$elapsed
cold_reported=$(reported_time)
check "cold build of the consumer succeeds" succeeded
check "the cold build prints no warning (schemas and configuration count as handled files)" \
    eval '! grep -B1 -A3 "warning:" "$log"'
outputs=$(cd "$consumer" && ls -d .build/plugins/outputs/*/Models/destination/ForwardCodablePlugin 2>/dev/null | head -n 1)
outputs="$consumer/$outputs"
objects="$consumer/.build/debug/Models.build"
check "one Swift file is generated per schema" \
    equals "$(cd "$outputs" && find . -name '*.swift' | sort | tr '\n' ' ')" \
    "./ConnectionMethod.swift ./Host.swift ./HostGroup.swift ./Snippet.swift "

check "generated files name no absolute path (the same bytes in any checkout location)" \
    eval '! grep -rlF "$work" "$outputs" "$consumer"/.build/plugins/outputs/*/ModelsTests/destination/ForwardCodablePlugin 2>/dev/null | grep -q .'

build settle  # The first build after a cold one plans again.
noop_times=""
for attempt in 1 2 3; do
    next_cycle
    build "noop-$attempt"
    noop_times="$noop_times $elapsed ($(reported_time))"
done
check "a no-op rebuild runs no generator and compiles nothing" \
    eval '[ "$status" -eq 0 ] && ! grep -v "Compiling plugin" "$log" | grep -qE "Generating|Compiling|Linking"'

next_cycle
replace "$schemas/Snippet.fcschema" '    command: String @sample("df -h")' \
    $'    command: String @sample("df -h")\n    shell: String = "sh"'
previous_shell=sh
build edit
edit_times="$elapsed ($(reported_time))"
check "editing one schema rebuilds successfully" succeeded
check "editing one schema rewrites only its generated file" equals "$(changed_since "$work/marker" "$outputs" '*.swift')" "Snippet.swift"
check "editing one schema recompiles only its generated file in the module" \
    equals "$(compiled_in Models)" "Snippet.swift"
check "the edit is in the generated code" contains "$outputs/Snippet.swift" "public var shell: String"
for shell in zsh fish; do
    next_cycle
    replace "$schemas/Snippet.fcschema" "shell: String = \"$previous_shell\"" "shell: String = \"$shell\""
    build "edit-$shell"
    edit_times="$edit_times, $elapsed ($(reported_time))"
    previous_shell=$shell
done
check "more one-schema edits rebuild" succeeded

record_command="swift package --allow-writing-to-package-directory record-forward-codable-fixtures --target Models"
run golden-red swift test
check "a wire change turns the golden test red, naming the schema and the command that re-records" \
    eval 'failed_with "to Snippet in Sources/Models/Schemas/Snippet.fcschema: documents older versions wrote lack them" &&
        contains "$log" "re-record with \`$record_command --force\`"'
run rerecord $record_command --force
check "the named command re-records the fixture next to the schemas" \
    eval 'succeeded && contains "$log" "re-recorded Sources/Models/Schemas/Fixtures/Snippet/v1.json"'
run golden-green swift test --filter ContractTests
check "after re-recording, the contract tests pass (the next build embeds the fixture)" eval 'succeeded && contains "$log" "Snippet: the known-only sample encodes exactly as the version 1 fixture\" passed"'

next_cycle
mkdir -p "$schemas/Network"
printf '/// A port forwarded through a host.\nrecord Tunnel {\n    host: SSHHost\n    localPort: Int @sample(8080)\n}\n' \
    >"$schemas/Network/Tunnel.fcschema"
printf '\nextension Tunnel {\n    /// Uses the type generated from the added schema.\n    public var label: String { "\\(host.name):\\(localPort)" }\n}\n' \
    >>"$consumer/Sources/Models/Models.swift"
build add
check "adding a schema (in a new subfolder) builds, without touching Package.swift" succeeded
check "the added schema's file is generated and compiled" \
    eval '[ -f "$outputs/Tunnel.swift" ] && [ -f "$objects/Tunnel.swift.o" ]'

next_cycle
rm "$schemas/Snippet.fcschema"
build delete
check "deleting a schema builds (its stale output is not compiled)" succeeded
next_cycle
printf '\nlet deletedType = Snippet.self\n' >>"$consumer/Sources/HostList/main.swift"
build deleted-type
check "the deleted schema's type is gone from the module" failed_with "cannot find 'Snippet' in scope"
replace "$consumer/Sources/HostList/main.swift" $'\nlet deletedType = Snippet.self\n' ''

next_cycle
printf 'extension SSHHost {\n    var label: String { name }\n}\n' >"$consumer/Sources/Models/Host.swift"
build name-clash
check "a hand-written file named like a generated one is an error naming both" failed_with \
    "Sources/Models/Host.swift has the name of the file that ForwardCodablePlugin generates from Sources/Models/Schemas/Host.fcschema"
mv "$consumer/Sources/Models/Host.swift" "$consumer/Sources/Models/Host+Label.swift"
printf '/// Another Host.\nrecord Host {\n    name: String\n}\n' >"$schemas/Network/Host.fcschema"
build schema-name-clash
check "two schemas with the same name are an error naming both" failed_with \
    "target 'Models' has 2 schemas that would each generate Host.swift (Sources/Models/Schemas/Host.fcschema, Sources/Models/Schemas/Network/Host.fcschema)"
rm "$schemas/Network/Host.fcschema"
build name-clash-fixed
check "renaming the clashing files builds again" succeeded

next_cycle
replace "$schemas/Host.fcschema" '    port: Int = 22' '    port: Intt = 22'
build schema-error
check "a schema error fails the build at the schema's file:line:column" \
    failed_with "$schemas/Host.fcschema:5:11: error: unknown type 'Intt'; did you mean 'Int'? [FC301]"
check "the schema error is shown once" equals "$(grep -c "error: unknown type 'Intt'" "$log")" 1
run schema-error-tests swift build --build-tests
check "the schema error is shown once when a test target also applies the plugin" \
    equals "$(grep -c "error: unknown type 'Intt'" "$log")" 1
next_cycle
replace "$schemas/Host.fcschema" '    port: Intt = 22' '    port: Int = 22'
build schema-fixed
check "fixing the schema error makes the build succeed again" succeeded

next_cycle
replace "$schemas/forward-codable.json" '"accessLevel": "public"' $'"accessLevel": "public",\n    "acessLevel": "internal"'
build config-error
check "an unknown configuration key fails the build, naming the key at its location" \
    failed_with "$schemas/forward-codable.json:3:5: error: unknown configuration key \"acessLevel\""
next_cycle
replace "$schemas/forward-codable.json" $'"accessLevel": "public",\n    "acessLevel": "internal"' '"accessLevel": public'
build config-invalid-json
check "invalid JSON in the configuration is reported at its line and column" \
    failed_with "$schemas/forward-codable.json:2:20: error: invalid JSON: expected a value, found 'public'; strings need double quotes [FC801]"
next_cycle
replace "$schemas/forward-codable.json" '"accessLevel": public' '"accessLevel": "internal"'
build config-internal
check "editing the configuration regenerates: internal types are not visible to the app" \
    failed_with "cannot find 'HostGroup' in scope"
next_cycle
replace "$schemas/forward-codable.json" '"accessLevel": "internal"' '"accessLevel": "public"'
build config-public
check "restoring the configuration builds again" succeeded

next_cycle
mkdir -p "$consumer/Sources/Orphan/Schemas"
printf '/// A record in a target without a hand-written Swift file.\nrecord Orphaned {\n    name: String\n}\n' \
    >"$consumer/Sources/Orphan/Schemas/Orphaned.fcschema"
replace "$consumer/Package.swift" '        // An app that uses' $'        .target(\n            name: "Orphan",\n            dependencies: [.product(name: "ForwardCodable", package: "ForwardCodable")],\n            plugins: [.plugin(name: "ForwardCodablePlugin", package: "ForwardCodable")]\n        ),\n        // An app that uses'
build no-swift-file
check "a target with schemas but no hand-written Swift file is an error naming it and the fix" \
    failed_with "'Sources/Orphan' holds schemas (such as Sources/Orphan/Schemas/Orphaned.fcschema) but no hand-written Swift file"
check "the error names the file to add" contains "$log" "Add Sources/Orphan/Orphan.swift containing '@_exported import ForwardCodable'"
next_cycle
echo '@_exported import ForwardCodable' >"$consumer/Sources/Orphan/Orphan.swift"
build with-swift-file
check "adding the hand-written Swift file makes the target build" \
    eval '[ "$status" -eq 0 ] && [ -f "$consumer/.build/debug/Orphan.build/Orphaned.swift.o" ]'

next_cycle
mkdir -p "$consumer/Tests/OrphanTests"
replace "$consumer/Package.swift" '        // An app that uses' $'        .testTarget(\n            name: "OrphanTests",\n            dependencies: ["Models", .product(name: "ForwardCodableTesting", package: "ForwardCodable")],\n            plugins: [.plugin(name: "ForwardCodablePlugin", package: "ForwardCodable")]\n        ),\n        // An app that uses'
run no-test-file swift build --build-tests
check "a test target without a hand-written Swift file is an error naming the file to add" \
    eval 'failed_with "target '"'"'OrphanTests'"'"' applies ForwardCodablePlugin but SwiftPM does not build it" &&
        contains "$log" "Add Tests/OrphanTests/OrphanTests.swift containing '"'"'import Testing'"'"'"'
next_cycle
echo 'import Testing' >"$consumer/Tests/OrphanTests/OrphanTests.swift"
run with-test-file swift build --build-tests
# (ModelsTests no longer compiles here, since it uses the deleted Snippet; OrphanTests' own files are checked.)
check "adding the test file makes the test target generate its contract tests" \
    eval '! grep -q "applies ForwardCodablePlugin" "$log" &&
        ls "$consumer"/.build/plugins/outputs/*/OrphanTests/destination/ForwardCodablePlugin/ContractTests/HostContractTests.swift >/dev/null'

# --- Checked-in generation (command plugin) -----------------------------------------------------
for verb in generate-forward-codable record-forward-codable-fixtures; do
    run "help-$verb" swift package --allow-writing-to-package-directory "$verb" --help
    check "$verb --help prints its usage" \
        eval 'succeeded && contains "$log" "usage: swift package --allow-writing-to-package-directory $verb"'
done
generate misspelled --chek
check "a misspelled flag gets a did-you-mean" failed_with "unexpected argument '--chek'; did you mean '--check'?"

checked_in="$consumer/Sources/Preferences/Generated"
preferences="$consumer/Sources/Preferences/Schemas"
generate check-fresh --check
check "--check passes when Generated/ is up to date" succeeded
check "--check skips the build-time target, in one short line" \
    contains "$log" "generate-forward-codable: skipped target 'Models' (generated at build time)"

next_cycle
replace "$preferences/AppPreferences.fcschema" '    fontSize: Int = 13' $'    fontSize: Int = 13\n    showsToolbar: Bool = true'
printf '/// Keyboard shortcuts.\nrecord Shortcuts {\n    connect: String = "cmd-k"\n}\n' >"$preferences/Shortcuts.fcschema"
generate check-stale --check
check "--check fails on a stale Generated/ and names the stale and missing files" \
    eval 'failed_with "stale: Sources/Preferences/Generated/AppPreferences.swift: differs from its schema" &&
        contains "$log" "stale: Sources/Preferences/Generated/Shortcuts.swift: missing"'
check "a stale --check ends with one error line" equals "$(grep -c '^error:' "$log")" 1
check "--check writes nothing" equals "$(changed_since "$work/marker" "$checked_in" '*')" ""

generate write
check "generating writes the changed and the new file, and says so" \
    eval 'succeeded && contains "$log" "wrote Sources/Preferences/Generated/AppPreferences.swift" &&
        contains "$log" "wrote Sources/Preferences/Generated/Shortcuts.swift"'
next_cycle
replace "$preferences/Shortcuts.fcschema" '"cmd-k"' '"cmd-j"'
generate write-one
check "generating rewrites only the file whose content changed" \
    eval 'succeeded && [ "$(changed_since "$work/marker" "$checked_in" "*.swift")" = "Shortcuts.swift" ] &&
        ! grep -q "AppPreferences.swift" "$log"'
next_cycle
rm "$preferences/Shortcuts.fcschema"
generate check-orphan --check
check "--check names a generated file whose schema is gone" \
    failed_with "stale: Sources/Preferences/Generated/Shortcuts.swift: its schema is gone"
generate remove
check "generating removes the file whose schema is gone, and says so" \
    eval 'succeeded && contains "$log" "removed Sources/Preferences/Generated/Shortcuts.swift" &&
        [ ! -e "$checked_in/Shortcuts.swift" ]'
generate check-again --check
check "--check passes after generating" succeeded
mv "$preferences/AppPreferences.fcschema" "$work/AppPreferences.fcschema"
generate check-none --check
check "--check names the generated files left when a target's last schema is gone" \
    failed_with "stale: Sources/Preferences/Generated/AppPreferences.swift: its schema is gone"
generate remove-all
check "generating removes them" eval 'succeeded && [ ! -e "$checked_in/AppPreferences.swift" ]'
mv "$work/AppPreferences.fcschema" "$preferences/AppPreferences.fcschema"
generate restore --allow-writing-to-package-directory
check "generating restores the file (SwiftPM's flag after the verb is accepted)" \
    eval 'succeeded && contains "$log" "wrote Sources/Preferences/Generated/AppPreferences.swift"'
build checked-in-build
check "the package builds with the regenerated checked-in code" succeeded

# --- Compatibility check (command plugin) ------------------------------------------------------
compat() { run "$1" swift package check-forward-codable-compatibility --target Models "${@:2}"; }
compat_baseline="$work/CompatibilityBaseline"
cp -R "$schemas" "$compat_baseline"
compat compat-help --help
check "check-forward-codable-compatibility --help names --config" \
    eval 'succeeded && contains "$log" "[--config FILE]"'
compat compat-same --against "$compat_baseline"
check "the compatibility check passes against an unchanged baseline" succeeded
replace "$schemas/forward-codable.json" '"accessLevel": "public"' $'"accessLevel": "public",\n    "keyStyle": "snake_case"'
compat compat-style --against "$compat_baseline"
check "the keyStyle of forward-codable.json next to the schemas reaches the check (connection_method)" \
    eval 'failed_with "  Sources/Models: 5 (breaking change)" &&
        contains "$log" "changed from \"connectionMethod\" to \"connection_method\""'
printf '{\n    "accessLevel": "public"\n}\n' >"$work/as-written.json"
compat compat-config --against "$compat_baseline" --config "$work/as-written.json"
check "--config passes through to forward-codable breaking and wins over the target's configuration" succeeded
compat compat-config-missing --against "$compat_baseline" --config "$work/missing.json"
check "a --config that cannot be read fails, naming it" failed_with "cannot read $work/missing.json"
replace "$schemas/forward-codable.json" $'"accessLevel": "public",\n    "keyStyle": "snake_case"' '"accessLevel": "public"'

# --- The lock workflow of the README ("Breaking changes"), schemas in Sources/<Target>/Schemas ---
status_is() { [ "$status" -eq "$1" ] || { echo "    expected exit status $1, got $status"; show_log; false; }; }
lock="$schemas/forward-codable.lock"
compat compat-no-lock
check "a target with schemas, no lock and no --against is an error naming the command that records the lock" \
    eval 'failed_with "no lock at Sources/Models/Schemas/forward-codable.lock and no --against" &&
        contains "$log" "record the released schemas with '"'"'swift run forward-codable breaking --update-lock Sources/Models'"'"'" &&
        contains "$log" "  Sources/Models: 2 (usage error: nothing was checked"'
compat compat-update-lock --update-lock
check "the plugin only reads: --update-lock is an error naming the command that records the lock" \
    failed_with "does not take --update-lock: record a lock with 'swift run forward-codable breaking --update-lock <folder>'"
run cli-several swift run forward-codable breaking
check "the tool without a folder, in a package with several targets with schemas, names them (exit status 2)" \
    eval 'status_is 2 && contains "$log" "3 targets have schemas (Sources/Models, Sources/Orphan, Sources/Preferences)"'
run lock-record swift run forward-codable breaking --update-lock Sources/Models
check "the advised command records the lock next to the schemas" \
    eval 'succeeded && contains "$log" "wrote Sources/Models/Schemas/forward-codable.lock" && [ -f "$lock" ]'
compat compat-lock
check "the plugin then compares the target with that lock" \
    eval 'succeeded && contains "$log" "against Sources/Models/Schemas/forward-codable.lock"'
replace "$schemas/Host.fcschema" '    port: Int = 22' '    port: String = "22"'
compat compat-lock-breaking
check "a breaking change against the lock fails the plugin with the finding and the tool's status 5" \
    eval 'failed_with "changed type from Int to String" && contains "$log" "  Sources/Models: 5 (breaking change)"'
run cli-lock-breaking swift run forward-codable breaking Sources/Models
check "the tool exits 5 on it, against the same lock" \
    eval 'status_is 5 && contains "$log" "against Sources/Models/Schemas/forward-codable.lock"'
replace "$schemas/Host.fcschema" '    port: String = "22"' '    port: Int = 22'
mv "$lock" "$consumer/Sources/Models/forward-codable.lock"
compat compat-old-lock
check "a lock at the target's root, where the plugin looked before, is an error that says where to move it" \
    failed_with "move it with 'git mv Sources/Models/forward-codable.lock Sources/Models/Schemas/forward-codable.lock'"
mv "$consumer/Sources/Models/forward-codable.lock" "$lock"

# --- Upgrading ForwardCodable ------------------------------------------------------------------
next_cycle
replace "$generator/Sources/ForwardCodableGenerator/Translate/FileTranslator.swift" \
    'Do not edit: change the schema and generate again.' 'Do not edit: change the schema and build again.'
build upgrade
check "upgrading the generator builds" succeeded
check "the lock next to the schemas is a file the target handles (no warning)" eval '! grep -B1 -A3 "warning:" "$log"'
check "upgrading the generator regenerates every schema's file" \
    equals "$(changed_since "$work/marker" "$outputs" '*.swift')" "ConnectionMethod.swift Host.swift HostGroup.swift Tunnel.swift"
check "the regenerated files come from the new generator" contains "$outputs/Host.swift" "change the schema and build again."

generate check-upgrade --check
check "--check catches checked-in code made stale by a generator upgrade" \
    failed_with "stale: Sources/Preferences/Generated/AppPreferences.swift: differs from its schema"

# --- A configuration outside the schema folder (last: moving a file a build plan names as an input
# can fail or crash the next SwiftPM command with "missing inputs", so nothing runs after it) -----
replace "$schemas/forward-codable.json" '"accessLevel": "public"' $'"accessLevel": "public",\n    "keyStyle": "snake_case"'
mv "$schemas/forward-codable.json" "$consumer/Sources/Models/forward-codable.json"
compat compat-style-moved --against "$compat_baseline"
check "the target's forward-codable.json reaches the check wherever it sits, as for generation" \
    eval 'failed_with "  Sources/Models: 5 (breaking change)" &&
        contains "$log" "changed from \"connectionMethod\" to \"connection_method\""'

echo "TIME (wall, with SwiftPM's own figure in brackets): cold build $cold_time s ($cold_reported)"
echo "TIME no-op rebuilds:$noop_times"
echo "TIME one-schema edits: $edit_times"
echo "plugin checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
