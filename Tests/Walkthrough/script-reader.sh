# Reads a Markdown document as a script; sourced by run.sh (the Getting Started guide, in a scratch
# package) and readme-section.sh (a section of the README, in the repository):
#   - a line "File `PATH`:" followed by a fenced block writes the block to PATH (again: overwrites);
#   - a ```sh block runs each of its lines in $package; they must succeed, or, when the line
#     before the block ends with "fails:", each must fail;
#   - a ```text block right after a ```sh block lists output lines: each must appear, as written,
#     inside a line of that block's output.
# Other blocks are prose. The caller sets package (where commands run and files go), output (a
# scratch file), failures and steps, and may redefine rewrite_file (the text a file block writes).

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
rewrite_file() { printf '%s' "$1"; }

run_commands() {
    local commands=$1 status=0 command start
    : >"$output"
    while IFS= read -r command; do
        [ -z "$command" ] && continue
        steps=$((steps + 1))
        echo "\$ $command"
        start=$SECONDS
        (cd "$package" && bash -c "$command" </dev/null >>"$output" 2>&1)
        status=$?
        echo "  (exit $status, $((SECONDS - start)) s)"
        if [ "$expect_failure" = 1 ]; then
            [ "$status" -ne 0 ] || fail "'$command' succeeded, but the document says it fails"
        elif [ "$status" -ne 0 ]; then
            fail "'$command' failed (exit $status):"
            tail -n 30 "$output" | sed 's/^/    | /'
            return
        fi
    done <<<"$commands"
}

check_output() {
    local line
    while IFS= read -r line; do
        [ -z "$line" ] && continue
        steps=$((steps + 1))
        if ! grep -qF -- "$line" "$output"; then
            fail "the output lacks the quoted line: $line"
            tail -n 30 "$output" | sed 's/^/    | /'
        fi
    done <<<"$1"
}

# Follows the Markdown document $1.
follow() {
    local block="" file="" previous="" last_block="" content="" line info
    expect_failure=0
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
            rewrite_file "$content" >"$package/$file"
            steps=$((steps + 1))
            echo "wrote $file"
            ;;
        sh) run_commands "$content" ;;
        text) check_output "$content" ;;
        esac
        last_block=$block
        block=""
        previous=""
    done <"$1"
}
