#!/usr/bin/env bash
# Where the time goes, by callgrind (instruction counts, exact and repeatable even on a busy
# machine). Usage:
#   benchmarks/profile.sh [tokenizer|parser|expansion|floor|run] [interfaces|models|real-shaped|PATH...]
# interfaces (default): the toolchain's .swiftinterface files; models: 100 generated annotated
# model files; real-shaped: the 1,000 files of the bench's real-shaped section (stage run: the
# whole run in-process, as that section times it). Collects only inside the measured loop (not file loading), then prints the
# functions by self cost and our functions by inclusive cost.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
SCRATCH="${BENCH_SCRATCH:-.build-bench}"
STAGE="${1:-expansion}"
shift || true
CORPUS=("$@")
[ ${#CORPUS[@]} -eq 0 ] && CORPUS=(interfaces)

BUILD=("$SWIFT" build -c release --scratch-path "$SCRATCH" --static-swift-stdlib)   # as benchmarks/run.sh
"${BUILD[@]}" --product observable-expand-bench >&2
BENCH="$("${BUILD[@]}" --show-bin-path)/observable-expand-bench"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/observable-expand-profile.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

case "${CORPUS[0]}" in
interfaces)
    CORPUS=("$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib")
    ;;
models)
    "$BENCH" --generate "$WORK" >&2
    CORPUS=("$WORK/models-100")
    ;;
real-shaped)
    "$BENCH" --generate "$WORK" >&2
    CORPUS=("$WORK/real-shaped-1000")
    ;;
esac

OUT="$WORK/callgrind.out"
valgrind --tool=callgrind --toggle-collect='*measuredWork*' --toggle-collect='*measuredRun*' --callgrind-out-file="$OUT" \
    "$BENCH" --run-stage "$STAGE" "${CORPUS[@]}" 2>&1 | grep -E 'refs|MB/s' >&2
echo "== $STAGE: functions by self cost (instructions)"
callgrind_annotate --inclusive=no "$OUT" | sed -n '/file:function/,/^-- Auto/p' | head -32 | cut -c1-200
echo "== $STAGE: our functions by inclusive cost"
callgrind_annotate --inclusive=yes "$OUT" | sed -n '/file:function/,/^-- Auto/p' \
    | grep -E 'Sources/Observable(Expander|Syntax)' | grep -v "'2" | head -30 | cut -c1-200
