#!/usr/bin/env bash
# The README's edit-run loop, as a person runs it: Scripts/run-mosaic builds the app's own package
# and runs mosaic (its output alone on standard output), reuses the plan SwiftPM saved while nothing
# changed, and plans again when a feature's manifest changed — which `swift build` alone does not
# (the negative control: SwiftPM keeps its saved plan, and does not build a demo the manifest now
# declares as a product). The app's plan builds no feature's demo: a demo is no product.
# Changes Feed's manifest for the time of the test and puts back the one it found (committed or
# not).
# Usage: Tests/Loop/run-mosaic.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=Scripts/portable.sh
. Scripts/portable.sh
manifest=Modules/Feed/Package.swift
plan=App/.build/debug.yaml
marker=$(mktemp)
found=$(mktemp)
cp -p "$manifest" "$found"
# put_back: Feed's manifest as the test found it, written now (so that SwiftPM sees it changed).
put_back() { cp "$found" "$manifest"; }
trap 'put_back; rm -f "$marker" "$found"' EXIT
fail() { echo "error: $1" >&2; exit 1; }
plans_feed_demo() { grep -q '"<feed-demo-' "$plan"; }
# with_demo: Feed's manifest declares its demo as a product, which a package depending on Feed
# then builds, a second after the last build (bash 3.2 compares whole seconds).
with_demo() {
    sleep 1
    # shellcheck disable=SC1003 # sed's append command is a backslash at the end of its line
    edit_file "$manifest" -e '/\.library(name: name + "Web"/a\' \
        -e '        .executable(name: name.lowercased() + "-demo", targets: [name.lowercased() + "-demo"]),'
    grep -q '\.executable(name:' "$manifest" || fail "Feed's manifest has no Web library to declare the demo after"
}

# The negative control: swift build alone does not see the manifest change. It starts from a plan
# of the manifests as they are (App's manifest touched, which SwiftPM does see), settled: the
# build after a build from empty plans once more, whatever changed.
touch App/Package.swift
swift build --package-path App >/dev/null 2>&1 || fail "App does not build"
swift build --package-path App >/dev/null 2>&1 || fail "App does not build twice"
if plans_feed_demo; then fail "the plan of App builds feed-demo, which is no product of Feed's"; fi
with_demo
swift build --package-path App >/dev/null 2>&1 || fail "App does not build with Feed's demo a product"
if plans_feed_demo; then fail "the negative control: swift build planned again by itself; Scripts/run-mosaic's renewal may be needless now"; fi
put_back

# The loop: mosaic's output alone, and the saved plan reused while nothing changed (its first run
# plans again: its environment is not this script's, and SwiftPM's plan depends on it).
version=$(Scripts/run-mosaic --version 2>/dev/null)
case "$version" in "mosaic "[0-9]*) ;; *) fail "Scripts/run-mosaic --version printed '$version', not mosaic's version alone" ;; esac
sleep 1
touch "$marker"
Scripts/run-mosaic --version >/dev/null 2>&1 || fail "Scripts/run-mosaic failed with nothing changed"
if [ "$plan" -nt "$marker" ]; then fail "Scripts/run-mosaic planned again though nothing changed"; fi
# No plugin is compiled by a build that did not ask for one (issue 88): ModuleKit's AddFeature,
# in App's plugin cache, is not written again.
[ -f App/.build/plugins/cache/AddFeature ] || fail "App's plugin cache holds no AddFeature: the check below would see nothing"
plugins_written=$(find App/.build/plugins -type f -newer "$marker" | head -1)
[ -z "$plugins_written" ] || fail "a build with nothing changed compiled a plugin again: $plugins_written"

# A manifest changed: planned again, the demo built; back, and the demo gone.
with_demo
Scripts/run-mosaic --version >/dev/null 2>&1 || fail "Scripts/run-mosaic failed after Feed's manifest changed"
plans_feed_demo || fail "Scripts/run-mosaic kept the plan of a manifest that changed: it builds no feed-demo"
sleep 1
put_back
Scripts/run-mosaic --version >/dev/null 2>&1 || fail "Scripts/run-mosaic failed once Feed's manifest was back"
if plans_feed_demo; then fail "Scripts/run-mosaic did not plan again when Feed's manifest came back: it still builds feed-demo"; fi
echo "ok: Scripts/run-mosaic runs mosaic, reuses the saved plan, and plans again when a feature's manifest changes (swift build alone does not); the app builds no feature's demo"
