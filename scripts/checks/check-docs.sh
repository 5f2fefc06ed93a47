#!/bin/sh
# Checks the generated man page and completion scripts name every subcommand.
set -eu
out=${1:-out}
fail() { echo "check-docs: $*" >&2; exit 1; }
[ -s "$out/man/larder.1" ] || fail "no man page at $out/man/larder.1"
for sub in import list show search add edit rm export sync open preview cookbook shop index; do
    grep -q "$sub" "$out/man/larder.1" || fail "the man page does not mention '$sub'"
    grep -q "$sub" "$out/completions/larder.bash" || fail "the bash completion lacks '$sub'"
    grep -q "$sub" "$out/completions/_larder" || fail "the zsh completion lacks '$sub'"
    grep -q "$sub" "$out/completions/larder.fish" || fail "the fish completion lacks '$sub'"
done
grep -q "Exit codes" "$out/man/larder.1" || fail "the man page lacks the exit codes"
bash -n "$out/completions/larder.bash" || fail "the bash completion is not valid bash"
! head -n 1 "$out/completions/larder.bash" | grep -q '^#!' || fail "the bash completion starts with #! (it is sourced, not run)"
# groff's warnings, as lintian reads them (groff-message).
command -v groff >/dev/null || fail "groff is not installed (Debian package groff-base; make deps installs it)"
warnings=$(groff -mandoc -Tutf8 -ww -z "$out/man/larder.1" 2>&1)
[ -z "$warnings" ] || fail "groff warns about the man page: $(echo "$warnings" | head -n 5)"
echo "docs: man page and completions OK ($out/man, $out/completions)"
