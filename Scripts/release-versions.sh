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
# what the next release holds: the last release when the next is a patch of it (SwiftPM then
# resolves to the newest), else the next one itself (a new major or minor version).
stranger_requirement() {
    local last next
    last=$(last_released "$1") next=$(next_version "$1")
    if [ -n "$last" ] && [ "${last%.*}" = "${next%.*}" ]; then echo "$last"; else echo "$next"; fi
}
