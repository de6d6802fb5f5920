#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged tokio-rs/tokio pull requests (squash-merge
subjects ending in "(#1234)" among the first-parent commits of master up to ea91b33, 2026-08-20,
without bots'; every 25th of the last 1000, from the 1st, with the trailing " (#1234)" removed;
they reach back to September 2023), sampled by stride before any router run, each labelled, from
the files the pull request changed, with the memories a contributor doing it should read, or
nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the code of conduct, getting help, the quick start, opening an issue before a large change,
fork and branch, implement and verify, cargo --all-features, commits, the commit message, squashing,
the pull-request template, discuss and update, issues and bug reports, the labels, reviewing, the
licence, related projects and the overview of Tokio's components.
Counted: a code change with a new or changed test in a tests/*.rs file the tests-required and
integration-tests rules (a tests-only change, or a mechanical refactor of test code, does not count
them); a new or changed example in a doc comment the doc-tests rule (and doc-tests-facade when it
edits hidden `/// #` lines); tests gated on --cfg flags (tokio_unstable, loom, miri, wasi) the
cfg-flags-in-tests skill, loom tests loom-tests, miri miri-tests, fuzz fuzz-tests; docsrs or
cfg(doc) conditional documentation docs-build-docsrs; spellcheck.dic spellcheck-dic; an API gated on
tokio_unstable unstable-features; Cargo features feature-flags; a dependency's version in a crate's
Cargo.toml dependency-oldest-version (a path dependency path-dependency-unreleased); the MSRV
msrv-policy and msrv-update-locations; the clippy version or lint fixes clippy-ci-version;
formatting rustfmt-not-cargo-fmt; release preparation versioning-policy and crate-changelogs;
benches/ or a change made for speed benchmarks-criterion; WASM or WASI wasm-support; illumos
illumos-ci; other platforms supported-platforms; target-specs no-atomic-u64-target; tests-build/,
tests-integration/ and examples/ their memories; the I/O driver's internals (Registration,
ScheduledIo) the reactor memory that describes them; a guidance file the memory of the section it
edits. At most five labels, the most specific kept. CI-only and internal changes with none of these,
and API documentation prose without an example, count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("tokio", {})
N = "zero-match"
P = "pr-title"
T = ["tests-required", "integration-tests"]
REL = ["versioning-policy", "crate-changelogs"]
CFG = ["cfg-flags-in-tests"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('rt: rename `shared` to `sharded` in internal ShardedList', [])
t('net: enable various tests for WASI', ["wasm-support"] + CFG)
t('ci: preserve QEMU exit status in uring kernel tests', [])
t('sync: implement cancellation token getter for drop guard', [])
t('time: move lazy-registration state into `Sleep`', T + CFG)
t('tokio-stream: implement FusedStream for Fuse', T)
t('runtime: optional eager I/O driver/timer handoff when polling tasks', T + ["unstable-features"] + CFG + ["docs-build-docsrs"])
t('stream: impl `FromStream` for `std::collections::*`', T)
t('io: clarify the behavior of `AsyncWriteExt::shutdown()`', [])
t('deps: bump `tokio` to `1.47.0`', ["dependency-oldest-version"])
t('rt: mention `LocalRuntime` in `new_current_thread` docs', [])
t('stream: work around the rustc bug in `StreamExt::collect`', [])
t('chore: prepare tokio-util v0.7.17', REL)
t('deps: bump windows-sys to version 0.61', ["dependency-oldest-version"])
t('examples: bump `http` crate from `0.2` to `1`', ["examples", "dependency-oldest-version"])
t('stream: improve the the docs of `TcpListenerStream`', ["doc-tests"])
t('blocking: clarify that spawn_blocking is aborted if not yet started', [])
t('chore: update CI to clippy 1.88', ["clippy-ci-version"])
t('macros: add biased mode to join! and try_join!', T + ["doc-tests"])
t('ci: Test AArch64 Windows', ["supported-platforms"])
t('test: remove unused dependencies', [])
t('sync: implement `oneshot::Receiver::is_terminated()`', T + ["doc-tests"])
t('sync: add `broadcast::Sender::closed`', T + ["doc-tests"])
t('util: enable `Either` to use underlying `AsyncWrite` implementation', [])
t('io: avoid ptr->ref->ptr roundtrip in `RegistrationSet`', ["io-driver-readiness", "miri-tests"] + CFG + T)
t('ci: test more things with miri', ["miri-tests"] + CFG)
t('macros: render more comprehensible documentation for `join!`', ["docs-build-docsrs"])
t('tokio: update code according to new MSRV', ["msrv-policy", "msrv-update-locations"])
t('time: support `IntoFuture` with `timeout`', [])
t('time: avoid traversing entries in the time wheel twice', ["benchmarks-criterion"])
t('metrics: fix blocking_threads count', T + CFG)
t('chore: fix latest rust-1.78.0 warnings', ["wasm-support", "clippy-ci-version"])
t('macros: render more comprehensible documentation for `select!`', ["docs-build-docsrs"])
t('chore: prepare tokio-test v0.4.4', REL)
t('sync: add `forget_permits` method to semaphore', ["tests-required", "loom-tests"])
t('ci: update cargo-check-external-types to 0.1.10', [])
t('sync: improve safety comments for `WakeList`', [])
t('chore: prepare Tokio v1.34.0 release', REL)
t('chore: remove bin directory', [])
t('tokio: remove wildcard in match patterns', [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
