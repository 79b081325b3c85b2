#!/usr/bin/env bash
# The README's edit-run loop, as a person runs it: Scripts/run-mosaic builds the app's package and
# runs mosaic (its output alone on standard output), reuses the plan SwiftPM saved while nothing
# changed, and plans again when a feature's manifest changed — which `swift build` alone does not
# (the negative control: SwiftPM keeps its saved plan, and still builds a demo the manifest no
# longer declares). Changes Feed's manifest for the time of the test and puts it back.
# Usage: Tests/Loop/run-mosaic.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=Scripts/portable.sh
. Scripts/portable.sh
manifest=Modules/Feed/Package.swift
plan=App/.build/debug.yaml
marker=$(mktemp)
trap 'git checkout -q -- "$manifest"; rm -f "$marker"' EXIT
fail() { echo "error: $1" >&2; exit 1; }
plans_feed_demo() { grep -q '"<feed-demo-' "$plan"; }
# without_demo: Feed's manifest declares no demo, a second after the last build (bash 3.2 compares
# whole seconds).
without_demo() {
    sleep 1
    edit_file "$manifest" -e '/\.executable(name:/d' -e '/\.executableTarget(name:/d'
}

# The negative control: swift build alone does not see the manifest change. It starts from a plan
# of the manifests as they are (App's manifest touched, which SwiftPM does see), settled: the
# build after a build from empty plans once more, whatever changed.
touch App/Package.swift
swift build --package-path App >/dev/null 2>&1 || fail "App does not build"
swift build --package-path App >/dev/null 2>&1 || fail "App does not build twice"
plans_feed_demo || fail "the plan of App builds no feed-demo to take away"
without_demo
swift build --package-path App >/dev/null 2>&1 || fail "App does not build without Feed's demo"
plans_feed_demo || fail "the negative control: swift build planned again by itself; Scripts/run-mosaic's renewal may be needless now"
git checkout -q -- "$manifest"

# The loop: mosaic's output alone, and the saved plan reused while nothing changed (its first run
# plans again: its environment is not this script's, and SwiftPM's plan depends on it).
version=$(Scripts/run-mosaic --version 2>/dev/null)
case "$version" in "mosaic "[0-9]*) ;; *) fail "Scripts/run-mosaic --version printed '$version', not mosaic's version alone" ;; esac
sleep 1
touch "$marker"
Scripts/run-mosaic --version >/dev/null 2>&1 || fail "Scripts/run-mosaic failed with nothing changed"
if [ "$plan" -nt "$marker" ]; then fail "Scripts/run-mosaic planned again though nothing changed"; fi

# A manifest changed: planned again, the demo gone; back, and the demo back.
without_demo
Scripts/run-mosaic --version >/dev/null 2>&1 || fail "Scripts/run-mosaic failed after Feed's manifest changed"
if plans_feed_demo; then fail "Scripts/run-mosaic kept the plan of a manifest that changed: it still builds feed-demo"; fi
sleep 1
git checkout -q -- "$manifest"
Scripts/run-mosaic --version >/dev/null 2>&1 || fail "Scripts/run-mosaic failed once Feed's manifest was back"
plans_feed_demo || fail "Scripts/run-mosaic did not plan again when Feed's manifest came back"
echo "ok: Scripts/run-mosaic runs mosaic, reuses the saved plan, and plans again when a feature's manifest changes (swift build alone does not)"
