#!/usr/bin/env bash
# The Swift sources as `swift format` (the toolchain's swift-format, .swift-format) writes them:
# lists each file that differs and exits 1. The two generated tables are left as generated, and a
# symbolic link is checked as its target.
# Fix with: swift format --in-place $(Scripts/check-format.sh --files)
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files 'Sources/*.swift' 'Tests/*.swift' 'Plugins/*.swift' Package.swift | grep -v -e 'DeviceCatalog+Table.swift' -e 'BundledScenes+Files.swift')
if [ "${1:-}" = "--files" ]; then echo "$files"; exit 0; fi
bad=0
for f in $files; do
    # A symbolic link is its target's file, checked there.
    [ -L "$f" ] && continue
    if ! swift format "$f" | cmp -s - "$f"; then
        echo "$f: not as swift format writes it" >&2
        bad=$((bad + 1))
    fi
done
echo "format: $(echo "$files" | wc -w) files, $bad differ"
[ "$bad" -eq 0 ]
