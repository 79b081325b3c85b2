#!/usr/bin/env bash
# The CI engines' side of `depgraph affected`, checked on this workspace:
# - .github/workflows/ci.yml through actionlint (which runs shellcheck on every `run:` step);
#   .ci/buildkite-pipeline.yml and the dynamic pipeline depgraph writes against Buildkite's schema,
#   as check-jsonschema carries it;
# - the shards of the whole suite (every file changed since the first commit) run exactly the
#   full suite: each test `swift test list` names is matched by one shard's filter, and no test
#   by two; every shard's command names, for each package, a package that declares the tests it
#   filters (the root's, with MOSAIC_TESTS, declares exactly them) — so each shard runs alone
#   with its one command.
# Run from the repository's root after the root's test build; needs jq, shellcheck, actionlint
# and check-jsonschema on the PATH.
set -euo pipefail
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "error: $*" >&2; exit 1; }

actionlint .github/workflows/ci.yml
echo "ok: actionlint finds nothing in .github/workflows/ci.yml (its run steps through shellcheck)"
# The workflow runs each job's command from the matrix depgraph writes: the keys it reads exist.
for key in name command; do
    grep -q "matrix\\.$key" .github/workflows/ci.yml || fail "the workflow no longer reads matrix.$key"
done

first=$(git rev-list --max-parents=0 HEAD | tail -1)
Scripts/depgraph affected --since "$first" --shards 4 --timings .github/test-times.json --tests-env MOSAIC_TESTS \
    --ci buildkite >"$scratch/pipeline.json"
check-jsonschema --builtin-schema vendor.buildkite .ci/buildkite-pipeline.yml "$scratch/pipeline.json"
# The checks can fail: a step the schema refuses, a workflow actionlint refuses.
echo '{"steps": [{"label": "x", "command": "true", "parallelism": "many"}]}' >"$scratch/bad-pipeline.json"
if check-jsonschema --builtin-schema vendor.buildkite "$scratch/bad-pipeline.json" >/dev/null 2>&1; then
    fail "check-jsonschema accepted a Buildkite step whose parallelism is not a number"
fi
# shellcheck disable=SC2016 # a GitHub expression, not the shell's
printf 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.nothing }}\n' >"$scratch/bad.yml"
if actionlint "$scratch/bad.yml" >/dev/null 2>&1; then fail "actionlint accepted a workflow reading a matrix it has not"; fi
echo "ok: both checks refuse a broken file (their negative controls)"
Scripts/depgraph affected --since "$first" --shards 4 --timings .github/test-times.json --tests-env MOSAIC_TESTS \
    --ci github >"$scratch/github"
sed -n 's/^matrix=//p' "$scratch/github" >"$scratch/matrix.json"
[ "$(jq '.include | length' "$scratch/matrix.json")" = 4 ] || fail "the GitHub matrix has not 4 jobs: $(cat "$scratch/github")"
Scripts/depgraph affected --since "$first" --shards 300 --tests-env MOSAIC_TESTS --ci github 2>"$scratch/cap.err" >/dev/null
grep -q "at most 256 jobs" "$scratch/cap.err" || fail "300 shards for GitHub were not capped with a note"

# The full suite, as the root's build declares it.
swift test list --skip-build 2>/dev/null | grep -E '^[A-Za-z_][A-Za-z0-9_]*\.' | sort -u >"$scratch/suite"
[ -s "$scratch/suite" ] || fail "swift test list named no test (build the root's tests first)"
jq -r '.include[] | .command' "$scratch/matrix.json" >"$scratch/commands"
: >"$scratch/matched"
while IFS= read -r command; do
    # Each part: [MOSAIC_TESTS=A,B ]swift test [--package-path P] --filter 'F'.
    echo "${command// && /$'\n'}" | while IFS= read -r part; do
        filter=$(echo "$part" | sed -n "s/.*--filter '\\([^']*\\)'.*/\\1/p")
        [ -n "$filter" ] || fail "a shard's command has no filter: $part"
        tests=$(echo "$filter" | sed 's/^\^(\(.*\))\\\.$/\1/' | tr '|' '\n' | sort)
        case "$part" in
            "swift test --package-path "*)
                package=${part#swift test --package-path }
                package=${package%% *}
                declared=$(swift package --package-path "$package" describe --type json 2>/dev/null \
                    | jq -r '.targets[] | select(.type == "test") | .name' | sort)
                ;;
            "MOSAIC_TESTS="*)
                variable=${part#MOSAIC_TESTS=}
                variable=${variable%% *}
                [ "$(echo "$variable" | tr ',' '\n' | sort)" = "$tests" ] \
                    || fail "the root's MOSAIC_TESTS ($variable) is not the tests its filter runs ($filter)"
                declared=$(MOSAIC_TESTS=$variable swift package describe --type json 2>/dev/null \
                    | jq -r '.targets[] | select(.type == "test") | .name' | sort)
                [ "$declared" = "$tests" ] || fail "with MOSAIC_TESTS=$variable the root declares $(echo "$declared" | tr '\n' ' ')"
                ;;
            *) fail "a shard's command is not one depgraph writes: $part" ;;
        esac
        for test in $tests; do
            echo "$declared" | grep -qx "$test" || fail "'$part' runs $test, which its package does not declare"
        done
        grep -E "$filter" "$scratch/suite" >>"$scratch/matched" || true
    done
done <"$scratch/commands"
sort "$scratch/matched" >"$scratch/matched.sorted"
duplicates=$(uniq -d "$scratch/matched.sorted" | head -3)
[ -z "$duplicates" ] || fail "tests run by two shards: $duplicates"
missing=$(comm -23 "$scratch/suite" "$scratch/matched.sorted" | head -3)
[ -z "$missing" ] || fail "tests no shard runs: $missing"
echo "ok: the 4 shards run the $(wc -l <"$scratch/suite" | tr -d ' ') tests of the full suite exactly once, each package's from a package that declares them"
