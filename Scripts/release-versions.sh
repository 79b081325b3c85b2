# shellcheck shell=bash
# Sourced by Scripts/check-release and Scripts/check-release-depgraph: what a package's
# CHANGELOG.md says of its versions. Needs `fail` (one error line, then exit) defined first.

# last_released CHANGELOG: the first "## X.Y.Z" heading not marked (unreleased).
last_released() { grep -oE '^## [0-9]+\.[0-9]+\.[0-9]+$' "$1" | head -1 | cut -c4-; }
# next_version CHANGELOG: the top heading when it is "(unreleased)", else the last release's
# next patch.
next_version() {
    local top
    top=$(grep -E '^## [0-9]+\.[0-9]+\.[0-9]+' "$1" | head -1)
    if [[ "$top" == *"(unreleased)"* ]]; then
        cut -d' ' -f2 <<<"$top"
    else
        IFS=. read -r a b c <<<"$(last_released "$1")"
        echo "$a.$b.$((c + 1))"
    fi
}

# last_of_earlier_major CHANGELOG: the last release of the major version before the next one's
# (1.0.0 once 2.0.0 is out and 2.0.1 next), or nothing when the next is the first of its major.
last_of_earlier_major() {
    local next_major last_major
    next_major=$(next_version "$1" | cut -d. -f1)
    last_major=$(last_released "$1" | cut -d. -f1)
    [ "$last_major" = "$next_major" ] || return 0
    awk -v major="$next_major" '/^## [0-9]+\.[0-9]+\.[0-9]+$/ {
        split($2, v, "."); if (v[1] + 0 < major + 0) { print $2; exit } }' "$1"
}

# released_from CHANGELOG VERSION: the commit VERSION was released from: the one named under its
# heading (`<!-- released from COMMIT -->`, for a section written after the release), else the
# first to write its heading without "(unreleased)".
released_from() {
    local commit
    commit=$(sed -n "/^## ${2//./\\.}\$/{n;s/^<!-- released from \([0-9a-f]*\) -->\$/\1/p;}" "$1")
    [ -n "$commit" ] || commit=$(git log --format=%H --reverse -G"^## ${2//./\\.}\$" -- "$1" | head -1)
    [ -n "$commit" ] || fail "no commit wrote '## $2' in $1"
    git cat-file -e "$commit^{commit}" 2>/dev/null || fail "$1 says $2 was released from $commit, which is no commit here"
    echo "$commit"
}

# stranger_requirement CHANGELOG: the version a stranger's manifest names (`from: "X.Y.Z"`) to get
# what the next release holds: the last release when the next one is compatible with it (the
# same major version; before 1.0, the same minor) — SwiftPM then resolves to the newest — else
# the next one itself (a break).
stranger_requirement() {
    local last next last_major last_minor next_major next_minor
    last=$(last_released "$1") next=$(next_version "$1")
    IFS=. read -r last_major last_minor _ <<<"${last:-0.0.0}"
    IFS=. read -r next_major next_minor _ <<<"$next"
    if [ -n "$last" ] && [ "$last_major" = "$next_major" ] && { [ "$last_major" != 0 ] || [ "$last_minor" = "$next_minor" ]; }; then
        echo "$last"
    else
        echo "$next"
    fi
}
