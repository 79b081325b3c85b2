#!/usr/bin/env bash
# A reproduction for SwiftPM's maintainers: a build with nothing to do grows with the number of
# local packages the root depends on, though nothing is compiled. Generates, for each N given,
# a workspace of N packages by path (each one library of one file, and one test target), whose
# root has one executable using the first package and one test target per package mirroring
# that package's tests (as a workspace that runs every package's tests with one `swift test`
# does) — then times `swift build --product app` twice with nothing changed, and prints the
# best, beside the same for a build of the whole package (`swift build`, which reuses the plan
# SwiftPM saved). Then the composed case: an app package whose executable uses all N packages
# (as an app links every feature it composes), its whole-package build with nothing changed and
# after a function body edited in one package, best of two each. Needs only a Swift toolchain.
# See docs/SWIFTPM-NULL-BUILD.md.
# Usage: docs/swiftpm-null-build.sh [N…]   (default: 4 104 504)
set -euo pipefail
counts=${*:-4 104 504}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# now: seconds since the epoch, to the millisecond (perl: BSD and GNU date differ on that).
now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time'; }
# seconds COMMAND…: the wall-clock seconds COMMAND takes (its output discarded).
seconds() {
    local start end
    start=$(now)
    "$@" >/dev/null 2>&1
    end=$(now)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}
# best_of_two DIR COMMAND…: the better of two runs of COMMAND in DIR, in seconds.
best_of_two() {
    local dir=$1
    shift
    (cd "$dir" && { seconds "$@"; echo; seconds "$@"; echo; }) | sort -g | head -1
}

printf '%-10s %-22s %-22s %-22s %-24s %-24s\n' "packages" "null build (s), best" "whole package (s)" \
    "describe (s), best" "composed app, null (s)" "composed app, body (s)"
for n in $counts; do
    root="$work/ws$n"
    mkdir -p "$root/Sources/app" "$root/Packages"
    names=""
    for i in $(seq -w 1 "$n"); do
        name="P$i"
        names="$names\"$name\","
        mkdir -p "$root/Packages/$name/Sources/$name" "$root/Packages/$name/Tests/${name}Tests"
        cat >"$root/Packages/$name/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "$name",
    products: [.library(name: "$name", targets: ["$name"])],
    targets: [.target(name: "$name"), .testTarget(name: "${name}Tests", dependencies: ["$name"])]
)
EOF
        echo "public let value$i = $i" >"$root/Packages/$name/Sources/$name/$name.swift"
        printf 'import %s\nfunc check() { _ = value%s }\n' "$name" "$i" >"$root/Packages/$name/Tests/${name}Tests/${name}Tests.swift"
    done
    cat >"$root/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let names = [$names]
let package = Package(
    name: "ws",
    dependencies: names.map { .package(path: "Packages/\(\$0)") },
    targets: [
        .executableTarget(name: "app", dependencies: [.product(name: names[0], package: names[0])])
    ] + names.map {
        .testTarget(
            name: \$0 + "Tests", dependencies: [.product(name: \$0, package: \$0)],
            path: "Packages/\(\$0)/Tests/\(\$0)Tests")
    }
)
EOF
    echo 'print("app")' >"$root/Sources/app/main.swift"
    (cd "$root" && swift build --product app >/dev/null 2>&1) || { echo "error: the workspace of $n packages does not build" >&2; exit 1; }
    null=$(best_of_two "$root" swift build --product app)
    # The whole package with nothing changed (no --product): SwiftPM reuses the plan it saved.
    (cd "$root" && swift build >/dev/null 2>&1) || { echo "error: the workspace of $n packages does not build whole" >&2; exit 1; }
    whole=$(best_of_two "$root" swift build)
    describe=$(best_of_two "$root" swift package describe --type json)
    # The composed app: one executable using every package, built whole.
    app="$work/app$n"
    mkdir -p "$app/Sources/app"
    cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let names = [$names]
let package = Package(
    name: "app",
    dependencies: names.map { .package(path: "../ws$n/Packages/\(\$0)") },
    targets: [.executableTarget(name: "app", dependencies: names.map { .product(name: \$0, package: \$0) })]
)
EOF
    {
        for i in $(seq -w 1 "$n"); do echo "import P$i"; done
        echo "var sum = 0"
        for i in $(seq -w 1 "$n"); do echo "sum += value$i"; done
        echo 'print(sum)'
    } >"$app/Sources/app/main.swift"
    one=$(seq -w 1 "$n" | head -1)
    edited="$root/Packages/P$one/Sources/P$one/P$one.swift"
    echo 'func touched() { _ = String(0) }' >>"$edited"
    (cd "$app" && swift build >/dev/null 2>&1 && swift build >/dev/null 2>&1) \
        || { echo "error: the app composing $n packages does not build" >&2; exit 1; }
    composed=$(best_of_two "$app" swift build)
    # A function body edited in the first package, a statement whose code differs each time, a
    # second after the last build (the driver misses an edit made in the second of the build
    # before: see docs/SWIFTPM-NULL-BUILD.md).
    body=$(for edit in 1 2; do
        sleep 1
        perl -pi -e "s/_ = String\([0-9]+\) }/_ = String($edit) }/" "$edited"
        (cd "$app" && seconds swift build)
        echo
    done | sort -g | head -1)
    printf '%-10s %-22s %-22s %-22s %-24s %-24s\n' "$n" "$null" "$whole" "$describe" "$composed" "$body"
done
