# observable-expand: common tasks. `make help` lists them.
SWIFT ?= swift
PREFIX ?= /usr/local
EXAMPLE ?= Examples/FoodTruckModel.swift

.PHONY: all build release test conformance record-fixtures run install help clean bench profile fuzz

all: build

build:
	$(SWIFT) build

## A release build with the Swift runtime and Foundation linked in: it starts about twice as
## fast as a dynamically linked one (see benchmarks/RESULTS.md), at the cost of a larger file.
release:
	$(SWIFT) build -c release --product observable-expand --static-swift-stdlib

## All tests: tokenizer/parser tables, golden fixtures, CLI, runtime and the conformance
## harness against the real macro (needs swiftc; skips with a reason without it).
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

## Only the conformance harness: every Fixtures/*/expected.swift against the real macro.
conformance:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing --filter ConformanceTests

## Re-record every fixture's expected.swift / expected.stderr; then review `git diff Fixtures/`.
record-fixtures:
	scripts/record-fixtures.sh

## Expand the shipped example and print the result.
run:
	@$(SWIFT) build -q --product observable-expand
	@"$$($(SWIFT) build --show-bin-path)/observable-expand" $(EXAMPLE)

## Install the release build, stripped of symbols, as $(PREFIX)/bin/observable-expand.
install: release
	install -d "$(PREFIX)/bin"
	install -m 755 -s .build/release/observable-expand "$(PREFIX)/bin/observable-expand"
	@ls -l "$(PREFIX)/bin/observable-expand"

## Benchmark (issue 6): throughput against a byte floor, scaling, peak memory, CLI start-up,
## the 1,000-file folder and the build-time gain over the macro. Prints one table and rewrites
## benchmarks/RESULTS.md (about 2.5 minutes). BENCH_ARGS=--quick for a smoke run.
bench:
	SWIFT=$(SWIFT) benchmarks/run.sh $(BENCH_ARGS)

## Where the time goes: make profile STAGE=parser CORPUS=interfaces (or models)
profile:
	SWIFT=$(SWIFT) benchmarks/profile.sh $(or $(STAGE),expansion) $(or $(CORPUS),interfaces)

## Fuzz the tokenizer, parser and expansion with libFuzzer for SECONDS (not part of the tests).
fuzz:
	scripts/fuzz.sh $(or $(SECONDS),600)

clean:
	rm -rf .build .build-bench .build-fuzz

## List the targets, each with its description.
help:
	@awk '/^## /{ text = text "    " substr($$0, 4) "\n"; next } /^[a-z-]+:/{ split($$0, name, ":"); printf "%s\n%s", name[1], text; text = ""; next } { text = "" }' Makefile
