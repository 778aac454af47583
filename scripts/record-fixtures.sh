#!/usr/bin/env bash
# Re-records every fixture's expected.swift / expected.stderr from the current build.
# Review the result with `git diff Fixtures/` before committing: golden files are checked by
# eye and by the conformance tests (`make conformance`), never just accepted.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product observable-expand >/dev/null
bin="$PWD/.build/release/observable-expand"
find Fixtures -name input.swift | sort | while read -r input; do
  dir=$(dirname "$input")
  rm -f "$dir/expected.swift.tmp"
  # Run inside the folder so that diagnostics name 'input.swift', as the golden test does;
  # standard output, so that there is no generated-file header.
  if (cd "$dir" && "$bin" input.swift > expected.swift.tmp 2> expected.stderr); then
    mv "$dir/expected.swift.tmp" "$dir/expected.swift"
  else
    rm -f "$dir/expected.swift" "$dir/expected.swift.tmp"
  fi
  [ -s "$dir/expected.stderr" ] || rm -f "$dir/expected.stderr"
done
echo "re-recorded $(find Fixtures -name input.swift | wc -l) fixtures; review: git diff --stat Fixtures/"
