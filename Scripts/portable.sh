# shellcheck shell=bash
# Helpers for the workspace's scripts that behave alike on macOS (BSD userland, bash 3.2) and
# Linux (GNU): sourced, never run. Scripts/check-portability refuses the GNU-only forms these
# replace.

# edit_file FILE SED-ARGUMENTS…: runs sed on FILE and writes the result back: GNU sed's
# in-place flag does that, but BSD's takes the next argument as a backup suffix. The file keeps
# its mode.
edit_file() {
    local file=$1 edited
    shift
    edited=$(mktemp "${file}.edit.XXXXXX")
    if sed "$@" "$file" >"$edited"; then
        cat "$edited" >"$file"
        rm -f "$edited"
    else
        rm -f "$edited"
        return 1
    fi
}

# relative_path FROM TO: the path of folder TO relative to folder FROM, both relative to the
# same folder and made of plain names (what GNU's realpath prints with its relative-to option).
relative_path() {
    local from=${1%/} to=${2%/} up=""
    while [ -n "$from" ] && [ "${to#"$from"/}" = "$to" ] && [ "$to" != "$from" ]; do
        case "$from" in */*) from=${from%/*} ;; *) from="" ;; esac
        up="../$up"
    done
    if [ "$to" = "$from" ]; then
        up=${up%/}
        echo "${up:-.}"
    elif [ -z "$from" ]; then
        echo "$up$to"
    else
        echo "$up${to#"$from"/}"
    fi
}

# now_seconds: the time now in seconds, to the microsecond (GNU date's %N is not BSD's; perl
# ships with both systems).
now_seconds() {
    perl -MTime::HiRes=time -e 'printf "%.6f\n", time'
}
