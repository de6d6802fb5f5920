#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged tigerbeetle/tigerbeetle pull requests among the first-parent
merge commits of main up to 52ad553f96 (2026-07-01): "Merge pull request #N from OWNER/BRANCH", the title being
the first line of the commit body; without bots ("[bot]" authors, dependabot branches) and "Bump x from"; every
25th of the last 1000, from the 1st (tools/sample.py), sampled after the memories were written and before any
router run, each labelled from the files the pull request changed (`git diff --stat` against the first parent
and the diff; not the title's wording) with the memories a contributor doing it should read, or nothing when no
guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
design-goals, zero-technical-debt, simple-control-flow, function-length, compiler-warnings-and-pace,
conditions-and-errors, commit-messages-and-comments, formatting, building (unless the Zig download or the
release build itself changes), pull-request-review. A change of wording or layout only counts what its files
count. Counted, in this order (at most five labels, the last named dropped first):
src/vsr/** and src/vsr.zig by the part touched: requests, prepares, commits, replies, the client, the clock
vsr-normal-protocol; view change, primary election vsr-view-change; journal, WAL, client-reply or grid repair
vsr-repair; state sync, checkpoints while syncing state-sync; superblock, checkpoint state superblock; the grid,
free set or data file layout data-file-zones; src/lsm/** by the part touched: tables, compaction, trees, grooves,
caches lsm-tables-compaction; manifest, snapshots, scans lsm-snapshots-manifest; src/testing/** or src/vopr.zig
(the simulator, its cluster, network and storage faults) deterministic-simulation, its printed status line
vopr-output, how the VOPR is run or seeded running-vopr; how tests, fuzzers or CI are run (build.zig test, fuzz
or ci steps, src/fuzz_tests.zig, src/scripts/ci.zig, .github/workflows/ci.yml, a fuzzer) running-tests;
src/scripts/cfo.zig cfo-fuzzing; src/tidy.zig or the check/run/fmt steps useful-commands; src/clients/<lang>/**
client-builds, its docs.zig or src/scripts/client_readmes.zig client-readmes; src/scripts/release.zig,
.github/workflows/release*.yml, packaging or publishing release-artifacts, release validation
release-error-handling; CHANGELOG.md (release pull requests) release-manager and versioning-and-changelog;
src/multiversion*.zig or the upgrade protocol multiversion-binaries; a change to the on-disk format, the wire
protocol or the release/upgrade path (versions v and v+1) version-compatibility-review; docs/** (user docs)
docs-structure and docs-writing-style, docs/internals/** the internals topic it documents; src/docs_website/**
docs-website; docs/TIGER_STYLE.md the memory of the section changed; src/tigerbeetle/benchmark* benchmark.
A change whose point is one TigerStyle topic counts that memory: assertions added, removed or split assertions
(compile-time constants assert-positive-and-negative-space); names changed naming; helper/callback names or
order function-order-and-callbacks; allocation static-allocation; a bound, a limit or a fixed-size type
put-a-limit-on-everything; an options struct or defaults passed explicitly explicit-options; aliases, *const,
in-place init cache-invalidation; index/count/size or division off-by-one; a dependency added or removed
zero-dependencies; a shell or third-party tool replaced by Zig, or a new script, tooling-in-zig; a hot path or
latency change performance-sketches. Metrics, tracing, the CLI's own flags and the Vortex driver count nothing
unless a rule above names them."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("tigerbeetle", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


CL = ["release-manager", "versioning-and-changelog"]
DOCS = ["docs-structure", "docs-writing-style"]

t('ci: Remove unnecessary env variable', ["release-artifacts"])
t('vsr: switch to stdx.SocketAddress', ["benchmark"])
t('python: replace hatchling with make_wheel.zig', ["running-tests", "useful-commands", "client-builds", "release-artifacts", "zero-dependencies"])
t('release: Mark 0.17.5 as unreleased', CL)
t('clock: warn after 50ms instead of 1ms', ["vsr-normal-protocol"])
t('metric: add object cache fill percentage.', ["lsm-tables-compaction"])
t('Remove startup program reference in financial-accounting.md', DOCS)
t('release: 2026-04-03', CL)
t('Revert "Revert the release_validate to use the checkout the latest tag"', ["release-artifacts", "release-error-handling"])
t('release 2026-03-06', CL)
t('Vortex: Disable "lose" network faults', [])
t('style: PR descriptions are ephemeral', ["commit-messages-and-comments"])
t('C: ensure public contrat is stated in the header file', ["client-builds"])
t('Scripts/Release: Remove apk workaround', ["release-artifacts"])
t("node: don't discard high 16 bits of timestamp", ["client-builds"])
t('vsr: op_checkpoint_sync for in-memory checkpoint during state sync', ["state-sync"])
t("rust client: Don't try to drive the tigerbeetle build", ["client-builds"])
t('doc: consitently name individual flags in the docs', DOCS)
t('ci: validate client release versions', ["running-tests", "client-builds", "release-error-handling"])
t('LSM: remove asserts from hot data path.', ["lsm-tables-compaction", "assertions", "performance-sketches"])
t('vsr: clients hedge request, backups send replies', ["vsr-normal-protocol", "deterministic-simulation", "version-compatibility-review"])
t('vsr: fix typo in assertion', ["state-sync", "assertions"])
t('vsr: better names for journal and grid message budgets', ["vsr-repair", "naming"])
t('cli: align allocator naming with code style', ["naming"])
t('cfo: Merge ok seeds with previous ok seed', ["cfo-fuzzing"])
t('Initialize `IO` early', ["benchmark"])
t('fix: always copy fields from vsr_options to build_options', [])
t('ci: run fuzzers as part of `zig build ci -- test`', ["running-tests"])
t('fuzz: fix stack probing to not actually _use_ all the stack', ["running-tests"])
t('vsr: implement request throttling for grid repair', ["vsr-repair", "put-a-limit-on-everything"])
t('git-review: add split subcommand', [])
t("ci: don't rely on default token permissions", ["running-tests", "release-artifacts", "release-error-handling", "explicit-options"])
t('vsr: minor, group commit-related fields together', ["vsr-normal-protocol"])
t('vsr: clarify precedence', [])
t('Remove anonymous structs', ["superblock", "lsm-tables-compaction", "lsm-snapshots-manifest", "deterministic-simulation", "running-tests"])
t('tidy: fix TigerStyle URL', [])
t('Multiversion: Fix upgrade/downgrade TOCTOU', ["multiversion-binaries", "version-compatibility-review"])
t('VOPR: Test misdirected writes', ["superblock", "lsm-tables-compaction", "deterministic-simulation", "running-tests"])
t('docs: workaround buggy cache invalidation in build.zig', ["docs-website"])
t('vsr: tone down false warning in clock', ["vsr-normal-protocol"])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
