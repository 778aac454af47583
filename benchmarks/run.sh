#!/usr/bin/env bash
# `make bench`: builds the CLI and the benchmark in release mode, in their own scratch folder,
# and runs every figure of issue 6. Prints one table and writes it, with the machine and the
# date, to benchmarks/RESULTS.md. Extra arguments go to the benchmark (try --help, --quick).
# Takes about 4 minutes on 2 cores; generated corpora live in a temporary folder only.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
SCRATCH="${BENCH_SCRATCH:-.build-bench}"

# Built as `make release` builds the CLI (runtime linked in statically), so that its start-up
# is measured as shipped; the bench is built the same way so that both share one build.
BUILD=("$SWIFT" build -c release --scratch-path "$SCRATCH" --static-swift-stdlib)
"${BUILD[@]}" --product observable-expand
"${BUILD[@]}" --product observable-expand-bench
BIN="$("${BUILD[@]}" --show-bin-path)"

export BENCH_COMMAND="make bench${*:+ BENCH_ARGS=\"$*\"}"
exec "$BIN/observable-expand-bench" --cli "$BIN/observable-expand" --results benchmarks/RESULTS.md "$@"
