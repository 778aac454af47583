#!/usr/bin/env bash
# Checks out the repositories of manifest.txt, at the commits listed, into checkouts/ (next to
# this script), for the bench's real-code figures. Needs git and the network; an existing
# checkout is left as it is. Only the Swift sources matter: the bench reads every .swift file.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$here/checkouts"
grep -v '^#' "$here/manifest.txt" | while read -r repository commit; do
    [ -n "$repository" ] || continue
    into="$here/checkouts/${repository//\//+}"
    if [ -d "$into" ]; then echo "kept $into"; continue; fi
    git init -q "$into"
    git -C "$into" fetch -q --depth 1 "https://github.com/$repository" "$commit"
    git -C "$into" checkout -q FETCH_HEAD
    echo "fetched $repository at $commit"
done
