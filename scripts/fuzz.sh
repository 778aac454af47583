#!/usr/bin/env bash
# Fuzzes the tokenizer, declaration parser and expansion with libFuzzer for a bounded time.
#
#   scripts/fuzz.sh SECONDS        (make fuzz SECONDS=600)
#
# Builds Fuzz/FuzzTarget.swift together with the library's sources
# (swiftc -sanitize=fuzzer,address) into .build-fuzz/, seeds a corpus with every
# Fixtures/**/input.swift and runs one fuzzing process for SECONDS seconds. Each input is
# checked against the invariants listed in Fuzz/FuzzTarget.swift; a violation, a crash, a
# hang (10 s per input) or a leak stops the run with exit status 1 and the input saved as
# crash-*/timeout-*/leak-* in the artefact folder printed at the end.
#
# The corpus lives in a temporary folder unless FUZZ_CORPUS names one to keep it across runs
# (outside the repository, or under the git-ignored fuzz-out/). Corpora and crash artefacts are
# never committed: turn a finding into a test in Tests/ObservableExpanderTests/RegressionTests.swift.
# Extra libFuzzer flags may follow SECONDS (for example -seed=1 or -max_len=8192).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/fuzz.sh SECONDS [libFuzzer flags...]" >&2
  exit 64
fi
duration=$1
shift

build=.build-fuzz
mkdir -p "$build"
binary="$build/observable-expand-fuzz"
# The library's two modules as SwiftPM builds them: ObservableSyntax (with testing enabled, so
# that the target may check internal invariants), then ObservableExpander's sources together
# with the fuzz target.
syntax_sources=($(find Sources/ObservableSyntax -name "*.swift" | sort))
sources=($(find Sources/ObservableExpander -name "*.swift" | sort) Fuzz/FuzzTarget.swift)
# Rebuild only when a source is newer than the binary.
if [ ! -x "$binary" ] || [ -n "$(find "${syntax_sources[@]}" "${sources[@]}" -newer "$binary" -print -quit)" ]; then
  echo "building $binary" >&2
  mkdir -p "$build/modules"
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -enable-testing \
    -module-name ObservableSyntax -package-name observable_expand "${syntax_sources[@]}" \
    -emit-module -emit-module-path "$build/modules/ObservableSyntax.swiftmodule" \
    -emit-library -static -o "$build/libObservableSyntax.a"
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -I "$build/modules" \
    -module-name ObservableExpanderFuzz -package-name observable_expand "${sources[@]}" \
    -L "$build" -lObservableSyntax -o "$binary"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/observable-expand-fuzz.XXXXXX")
corpus=${FUZZ_CORPUS:-$work/corpus}
seeds="$work/seeds"
artifacts="$work/artifacts"
mkdir -p "$corpus" "$seeds" "$artifacts"
n=0
while IFS= read -r -d '' input; do
  n=$((n + 1))
  cp "$input" "$seeds/$(echo "$input" | tr '/' '_')"
done < <(find Fixtures -name input.swift -print0)
echo "seeds: $n fixture inputs; corpus: $corpus; artefacts: $artifacts" >&2

# A trap is reported by libFuzzer and AddressSanitizer; Swift's own backtracer would run
# under AddressSanitizer too, and trip it.
export SWIFT_BACKTRACE=enable=no
status=0
started=$(date +%s)
"$binary" "$corpus" "$seeds" \
  -dict=Fuzz/swift.dict \
  -max_total_time="$duration" \
  -timeout=10 \
  -rss_limit_mb=4096 \
  -max_len=16384 \
  -artifact_prefix="$artifacts/" \
  -print_final_stats=1 \
  "$@" || status=$?
echo "fuzz: ran $(( $(date +%s) - started )) s, exit status $status" >&2

if [ -n "$(ls -A "$artifacts")" ]; then
  echo "fuzz: findings kept in $artifacts:" >&2
  ls -l "$artifacts" >&2
  [ "$status" -ne 0 ] || status=1
else
  rm -rf "$seeds" "$artifacts"
  [ -n "${FUZZ_CORPUS:-}" ] && rmdir "$work" 2>/dev/null || true
  [ -z "${FUZZ_CORPUS:-}" ] && rm -rf "$work"
fi
exit "$status"
