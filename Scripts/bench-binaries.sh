# shellcheck shell=bash
# The mosaic builds a benchmark compares (Scripts/bench-web, Scripts/bench-terminal): sourced,
# never run. Each script keeps them in two arrays, `binaries` (absolute paths) and `names`, and
# defines `fail MESSAGE STATUS`.

binaries=() names=()

# add_binary [NAME=]PATH: adds the mosaic at PATH, shown as NAME (else as #1, #2, …), or fails
# with status 2 when it is not an executable file.
add_binary() {
    local binary
    if [[ "$1" == *=* ]]; then names+=("${1%%=*}") binary=${1#*=}; else names+=("#$((${#names[@]} + 1))") binary=$1; fi
    { [ -f "$binary" ] && [ -x "$binary" ]; } || fail "'$binary' is not an executable mosaic" 2
    binaries+=("$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")")
}

# default_binary: with no binary given, a release build of this tree's mosaic, shown as "mosaic"
# (run from the workspace's root).
default_binary() {
    [ ${#binaries[@]} = 0 ] || return 0
    # --disable-build-manifest-caching: SwiftPM's cached build plan misses a file added to a package
    # the root depends on by path (README, "Layout"); what is measured must be this tree.
    swift build -c release --disable-build-manifest-caching --product mosaic >/dev/null
    binaries=("$(swift build -c release --show-bin-path)/mosaic") names=(mosaic)
}
