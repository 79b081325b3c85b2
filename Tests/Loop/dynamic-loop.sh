#!/usr/bin/env bash
# The dynamic edit-run loop (Scripts/run-mosaic on Linux), as a person uses it: every feature
# package a library of its own and the executable the rest, with one copy of each shared type (no
# symbol defined twice; a like, an event and a screen crossing three images at run time); nothing
# changed builds nothing; an edit in a feature's body compiles that module and links that
# feature's library alone, without SwiftPM, and shows on screen; a compile error is the compiler's,
# and the next run after the fix goes on; an interface edit, a new file and a file gone go through
# SwiftPM (an interface SwiftPM built outside the loop too), a test edited through SwiftPM
# without planning, a swap file nowhere. Edits Feed's files for the time of the test and puts back
# the ones it found.
# Usage: Tests/Loop/dynamic-loop.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "$(uname -s)" != Linux ]; then
    echo "skipped: the dynamic loop is Linux's (elsewhere Scripts/run-mosaic is SwiftPM's build)"
    exit 0
fi
# shellcheck source=Scripts/portable.sh
. Scripts/portable.sh
loop=App/.build/loop
view=Modules/Feed/Terminal/FeedView.swift
interface=Modules/Feed/Interface/FeedContext.swift
added=Modules/Feed/Sources/LoopTestAddition.swift
swap=Modules/Feed/Terminal/.FeedView.swift.swp
tests=Modules/Feed/Tests/FeedTests.swift
work=$(mktemp -d)
cp -p "$view" "$work/view"
cp -p "$interface" "$work/interface"
cp -p "$tests" "$work/tests"
put_back() {
    cp "$work/view" "$view"
    cp "$work/interface" "$interface"
    cp "$work/tests" "$tests"
    rm -f "$added" "$swap"
}
trap 'put_back; rm -rf "$work"' EXIT
fail() {
    echo "error: $1" >&2
    if [ -s "$work/err" ]; then sed 's/^/  run-mosaic: /' "$work/err" >&2; fi
    exit 1
}
# run ARGUMENTS…: Scripts/run-mosaic, its output in $work/out and what it built in $work/err.
run() { Scripts/run-mosaic "$@" <"$work/input" >"$work/out" 2>"$work/err"; }
# edit FILE SED-ARGUMENTS…: the edit, a second after the last build (the Swift driver misses a
# file changed in the same second as the build before: docs/SWIFTPM-NULL-BUILD.md).
edit() { sleep 1 && edit_file "$@"; }
# mark: a time to compare files with, a second after the last build.
mark() { sleep 1 && touch "$work/marker"; }
# written: what of the loop's images and SwiftPM's build database was written since the mark.
written() { find "$loop"/mosaic "$loop"/libmosaic-*.so App/.build/build.db -newer "$work/marker" | sort | tr '\n' ' '; }
printf 'q\n' >"$work/input"

run --version || fail "Scripts/run-mosaic failed on its first run"
grep -qx 'mosaic [0-9].*' "$work/out" || fail "Scripts/run-mosaic --version printed '$(cat "$work/out")', not mosaic's version alone"
for image in mosaic libmosaic-Feed.so libmosaic-Likes.so libmosaic-Profile.so libmosaic-Settings.so; do
    [ -f "$loop/$image" ] || fail "the loop linked no $image"
done

# One copy of every shared type: no symbol is defined by two images, the linker's own marks aside,
# and no feature's library defines a symbol of the framework's.
twice=$(for image in "$loop"/mosaic "$loop"/libmosaic-*.so; do nm -D --defined-only "$image" | awk '{ print $NF }'; done |
    grep -vxE '_edata|_end|__bss_start' | sort | uniq -d | head -3) || true
[ -z "$twice" ] || fail "symbols defined by two of the loop's images: $twice"
# shellcheck disable=SC2016 # a mangled name's $, not the shell's
core=' $s13ModuleKitCore'
[ "$(nm -D --defined-only "$loop"/mosaic | grep -cF "$core")" -gt 0 ] || fail "the executable exports none of ModuleKitCore's symbols: the check below would see nothing"
framework=$(nm -D --defined-only "$loop"/libmosaic-*.so | grep -F "$core" | head -3) || true
[ -z "$framework" ] || fail "a feature's library defines ModuleKitCore's symbols (a second copy): $framework"
# At run time, across images: Feed (its library) likes post 1 and sends the event that asks for
# its author; the app (the executable) hears it, casts it to FeedInterface's type and opens
# Profile (another library), which shows the like.
printf 'like 1\nauthor 1\nq\n' >"$work/input"
run --in-memory || fail "mosaic failed in the dynamic loop"
grep -q 'mosaic://feed/profile/alice' "$work/out" || fail "the author's profile did not open: Feed's event was not heard across the images"
grep -q '\[p1\].*♥ 8' "$work/out" || fail "the profile does not show the like made in Feed"
printf 'q\n' >"$work/input"

# Nothing changed: nothing built, nothing linked, SwiftPM not asked.
mark
run --version || fail "Scripts/run-mosaic failed with nothing changed"
[ ! -s "$work/err" ] || fail "Scripts/run-mosaic built something with nothing changed"
[ -z "$(written)" ] || fail "Scripts/run-mosaic wrote $(written)with nothing changed"
# An editor's swap file beside a source is nothing either: hidden, it is no file of SwiftPM's.
sleep 1
echo swap >"$swap"
run --version || fail "Scripts/run-mosaic failed with a swap file beside a source"
[ ! -s "$work/err" ] || fail "Scripts/run-mosaic built something for an editor's swap file"

# A body edit in FeedTerminal: that module compiled, Feed's library linked, nothing else; on screen.
edit "$view" -e 's/screen.title("Feed")/screen.title("Feed, edited by the loop test")/'
grep -q 'edited by the loop test' "$view" || fail "FeedView.swift has no title \"Feed\" to edit"
mark
run --in-memory || fail "Scripts/run-mosaic failed after a body edit"
grep -q 'Feed, edited by the loop test' "$work/out" || fail "the edit is not on screen"
grep -qx 'Compiling FeedTerminal' "$work/err" || fail "the body edit did not compile FeedTerminal alone"
[ "$(grep -c '^Compiling' "$work/err")" -eq 1 ] || fail "the body edit compiled more than FeedTerminal"
[ "$(written)" = "$loop/libmosaic-Feed.so " ] || fail "the body edit wrote $(written)where it links Feed's library alone"

# A compile error: the compiler's error, mosaic not run, nothing linked; fixed, the loop goes on.
edit "$view" -e 's/screen.title("Feed, edited by the loop test")/screen.title(not Swift)/'
mark
if run --version; then fail "Scripts/run-mosaic succeeded with a compile error"; fi
grep -q 'FeedView.swift:[0-9]*:[0-9]*: error: ' "$work/err" || fail "the compile error is not the compiler's line"
[ ! -s "$work/out" ] || fail "mosaic ran despite the compile error"
[ -z "$(written)" ] || fail "a compile error linked $(written)"
if grep -q "Build complete\|interface changed" "$work/err"; then fail "a compile error went on to SwiftPM"; fi
edit "$view" -e 's/screen.title(not Swift)/screen.title("Feed, fixed")/'
run --in-memory || fail "Scripts/run-mosaic failed once the error was fixed"
grep -q 'Feed, fixed' "$work/out" || fail "the fix is not on screen"

# An interface edit: FeedInterface compiled, its interface changed, SwiftPM builds the package.
# shellcheck disable=SC1003,SC2016 # sed's append command, at the last line ($)
edit "$interface" -e '$a\' -e 'public let addedByTheLoopTest = 1'
run --version || fail "Scripts/run-mosaic failed after an interface edit"
grep -q "^FeedInterface's interface changed" "$work/err" || fail "an interface edit was not seen as one"
grep -q '^Build complete' "$work/err" || fail "an interface edit did not go through SwiftPM"
# Another interface edit, built by SwiftPM outside the loop: the loop's next run cannot tell what
# was compiled against it, and leaves it to SwiftPM; the app runs.
# shellcheck disable=SC1003,SC2016 # sed's append command, at the last line ($)
edit "$interface" -e '$a\' -e 'public let addedOutsideTheLoop = 2'
swift build --package-path App >/dev/null 2>&1 || fail "App does not build with FeedInterface edited"
run --in-memory || fail "Scripts/run-mosaic failed after SwiftPM built an interface edit"
grep -q '^Build complete' "$work/err" || fail "an interface SwiftPM wrote outside the loop did not go through SwiftPM"
grep -qx 'Linking libmosaic-Feed.so' "$work/err" || fail "Feed's library, which SwiftPM compiled again, was not linked"
grep -q '^Feed' "$work/out" || fail "mosaic did not show the feed after an interface edit"

# A test edited: no module of the app's, so SwiftPM builds (the loop knows no more), not planning.
# shellcheck disable=SC1003 # sed's insert command is a backslash at the end of its line
edit "$tests" -e '1i\' -e '// Edited by the loop test.'
run --version || fail "Scripts/run-mosaic failed after a test was edited"
grep -q '^Build complete' "$work/err" || fail "a test edited did not go through SwiftPM"
if grep -q 'plans the app' "$work/err"; then fail "a test edited made SwiftPM plan again"; fi

# A new file, then the file gone: SwiftPM plans again each time.
sleep 1
printf 'enum LoopTestAddition {}\n' >"$added"
run --version || fail "Scripts/run-mosaic failed with a file added"
grep -q "^a module's files changed: SwiftPM plans" "$work/err" || fail "a new file did not make SwiftPM plan again"
grep -q "$added" "$loop/plan/sources.tsv" || fail "the plan does not compile the new file"
sleep 1
rm "$added"
run --version || fail "Scripts/run-mosaic failed with the file gone"
grep -q "^a module's files changed: SwiftPM plans" "$work/err" || fail "a file gone did not make SwiftPM plan again"
if grep -q "$added" "$loop/plan/sources.tsv"; then fail "the plan still compiles the file gone"; fi
# The run after one that planned again builds nothing: App's manifest, touched to plan, is no edit.
mark
run --version || fail "Scripts/run-mosaic failed after planning again"
[ ! -s "$work/err" ] || fail "the run after one that planned again built something"
echo "ok: the dynamic loop links each feature once and the rest once (one copy of each shared type, a like, an event and a screen across three images); nothing changed builds nothing; a body edit compiles its module and links its feature's library alone; a compile error is the compiler's; interface edits and files added or gone go through SwiftPM"
