#!/usr/bin/env bash
# The SwiftPM plugin is the script: `swift package depgraph …` must give what `Scripts/depgraph …`
# gives — the same findings, the same affected tests, the same API report — ask for no
# permission unless it writes into the package, and refuse to write there without one.
# Run from the repository's root (CI does); needs jq.
set -euo pipefail
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
plugin() { swift package "$@" 2>"$scratch/plugin.err"; }
fail() { echo "error: $*" >&2; exit 1; }

# --check: the same findings; the counts differ by exactly the targets SwiftPM hides from a
# plugin: plugin targets, and a dependency package's executable targets that no product names (a
# feature's demo: SwiftPM makes a product of it for the package it builds only).
Scripts/depgraph check --strict --format json >"$scratch/script.json" 2>/dev/null
plugin depgraph check --strict --format json >"$scratch/plugin.json"
[ "$(jq -S .findings "$scratch/script.json")" = "$(jq -S .findings "$scratch/plugin.json")" ] \
    || fail "the plugin's findings differ from the script's"
plugins=$(Scripts/depgraph graph --format json 2>/dev/null | jq '[.targets[] | select(.kind == "plugin")] | length')
unnamed=0
for package in $(swift package describe --type json | jq -r '.dependencies[] | .url // .path'); do
    # The manifest as declared (describe adds the product SwiftPM makes when the package is the root).
    count=$(swift package dump-package --package-path "$package" \
        | jq '[.targets[] | select(.type == "executable") | .name] - [.products[] | .targets[]] | length')
    unnamed=$((unnamed + count))
done
[ "$unnamed" -gt 0 ] || fail "no dependency has an executable target without a product: the count below proves less than it says"
[ "$(jq .targets "$scratch/script.json")" = "$(($(jq .targets "$scratch/plugin.json") + plugins + unnamed))" ] \
    || fail "the plugin counts $(jq .targets "$scratch/plugin.json") targets, the script $(jq .targets "$scratch/script.json") with $plugins plugin targets and $unnamed executable targets of dependencies without a product"
jq -e '.note | test("plugin targets, and a dependency")' "$scratch/plugin.json" >/dev/null || fail "the plugin's count does not say what it leaves out"

# On rules the workspace breaks (a feature's views may not use the host), both find the same breaches —
# and there are some: two empty lists compared would prove nothing.
sed 's/^allow view .*/allow view       -> shared framework interface feature/' Scripts/depgraph.rules >"$scratch/strict.rules"
status=0
Scripts/depgraph check --rules "$scratch/strict.rules" --format json >"$scratch/script.json" 2>/dev/null || status=$?
[ "$status" = 1 ] || fail "the script's check on rules the workspace breaks exited $status, not 1"
status=0
plugin depgraph check --rules "$scratch/strict.rules" --format json >"$scratch/plugin.json" || status=$?
[ "$status" != 0 ] || fail "the plugin's check on rules the workspace breaks succeeded"
breaches=$(jq '.findings | length' "$scratch/script.json")
[ "$breaches" -gt 0 ] || fail "the strict rules found nothing: the comparison below would prove nothing"
[ "$(jq -S .findings "$scratch/script.json")" = "$(jq -S .findings "$scratch/plugin.json")" ] \
    || fail "on rules the workspace breaks, the plugin's $(jq '.findings | length' "$scratch/plugin.json") findings differ from the script's $breaches"

# affected: the same tests and commands (since the first commit: every file is a change).
first=$(git rev-list --max-parents=0 HEAD | tail -1)
Scripts/depgraph affected --since "$first" --shards 3 --tests-env MOSAIC_TESTS --json >"$scratch/script.json" 2>/dev/null
plugin depgraph affected --since "$first" --shards 3 --tests-env MOSAIC_TESTS --json >"$scratch/plugin.json"
[ "$(jq -S '{tests, shards, run}' "$scratch/script.json")" = "$(jq -S '{tests, shards, run}' "$scratch/plugin.json")" ] \
    || fail "the plugin's 'affected' differs from the script's"

# --api against the baseline: the same report.
Scripts/depgraph api --modules ModuleKitCore,ModuleKitRecording,ModuleKitTesting --baseline docs/api/ModuleKit.api >"$scratch/script.txt" 2>/dev/null
plugin depgraph api --modules ModuleKitCore,ModuleKitRecording,ModuleKitTesting --baseline docs/api/ModuleKit.api >"$scratch/plugin.txt"
diff "$scratch/script.txt" "$scratch/plugin.txt" >&2 || fail "the plugin's --api report differs from the script's"
# The API of the package's own libraries, as --api reads it (the plugin has SwiftPM build what
# the tool names, then the tool extracts): the same libraries, the same public symbols.
Scripts/depgraph api >"$scratch/script.txt" 2>/dev/null
plugin depgraph api >"$scratch/plugin.txt"
[ "$(grep -c "public)" "$scratch/script.txt")" -gt 20 ] || fail "the script's api lists too few libraries for the comparison to prove much"
diff "$scratch/script.txt" "$scratch/plugin.txt" >&2 || fail "the plugin's api report of the package's own libraries differs from the script's"

# Writing: refused inside the package without permission (one line, nothing written); allowed
# through depgraph-write; outside the package, allowed either way.
if plugin depgraph graph --format dot --output "$PWD/parity-report.dot" >/dev/null; then
    fail "the plugin wrote inside the package without permission"
fi
grep -q "error: depgraph would write $PWD/parity-report.dot inside the package" "$scratch/plugin.err" \
    || { cat "$scratch/plugin.err" >&2; fail "the refusal does not say why"; }
[ ! -e parity-report.dot ] || fail "a refused report was written"
plugin --allow-writing-to-package-directory depgraph-write --format dot --output "$PWD/parity-report.dot" >/dev/null
grep -q "digraph" parity-report.dot || fail "depgraph-write did not write its report"
rm -f parity-report.dot
plugin depgraph graph --format mermaid --output "$scratch/graph.mmd" >/dev/null
grep -q "graph" "$scratch/graph.mmd" || fail "the plugin did not write a report outside the package"
echo "ok: swift package depgraph gives what Scripts/depgraph gives (check, affected, --api, writing)"
