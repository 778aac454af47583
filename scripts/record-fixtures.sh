#!/usr/bin/env bash
# Re-records every fixture's expected.swift / expected.stderr from the current build.
# Review the result with `git diff Fixtures/` before committing: golden files are checked by
# eye and by the conformance tests (`make conformance`), never just accepted.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product observable-expand >/dev/null
bin="$PWD/.build/release/observable-expand"
only=${1:-}
find Fixtures -name input.swift | sort | while read -r input; do
  [[ -z "$only" || "$input" == *"$only"* ]] || continue
  dir=$(dirname "$input")
  rm -f "$dir/expected.swift.tmp"
  # Run inside the folder so that diagnostics name 'input.swift', as the golden test does;
  # standard output, so that there is no generated-file header.
  # Folder modes, as in GoldenFixtureTests: source-location/ with directives, explain/ notes only,
  # codable-keys/ with CodingKeys for Codable classes.
  flags=()
  case "$dir" in
    Fixtures/source-location/*) flags=(--source-location relative) ;;
    Fixtures/explain/*) flags=(--explain) ;;
    Fixtures/codable-keys/*) flags=(--codable-keys) ;;
  esac
  # A fixture's context/ folder is read for declarations (and compiled with it by the harness).
  [ -d "$dir/context" ] && flags+=(--context context)
  if [[ "$dir" == Fixtures/explain/* ]]; then
    # The notes go to standard output and the diagnostics to standard error, each as it comes:
    # one file holds both in the order a terminal shows them.
    (cd "$dir" && "$bin" input.swift "${flags[@]}" > expected.stderr 2>&1) || true
    rm -f "$dir/expected.swift.tmp"
    continue
  fi
  if (cd "$dir" && "$bin" input.swift "${flags[@]}" > expected.swift.tmp 2> expected.stderr); then
    mv "$dir/expected.swift.tmp" "$dir/expected.swift"
  else
    rm -f "$dir/expected.swift" "$dir/expected.swift.tmp"
  fi
  [ -s "$dir/expected.stderr" ] || rm -f "$dir/expected.stderr"
done
echo "re-recorded $(find Fixtures -name input.swift | wc -l) fixtures; review: git diff --stat Fixtures/"
