#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged apple/swift-nio pull requests (the squash-merge
subjects ending in "(#1234)" among the first-parent commits before 2026-07-24; every 25th of the
last 1000, from the 4th, with the trailing "(#1234)" removed; sampled before any router run), each
labelled, from the files the pull request changed, with the memories a contributor doing it should
read, or nothing when no guidance covers it. Labels name topic guidance only: the patch, commit
message, formatting and review rules apply to every title alike and are not counted. A pull
request whose diff adds public declarations under Sources/ is labelled with the public-API
guidance (extensibility, what the public API is; a new module or C symbols also the prefix rule);
one that changes performance code or thresholds with the performance guidance."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("nio", {})
N = "zero-match"
P = "pr-title"
API = ["extensibility", "semver-public-api"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("Add variants of flatMap which can return EventLoopFuture<NonSendable>", API)
t("[NIOFileSystem] Fallback to rename when `renameat2` is not available", [])
t("Preserve getaddrinfo error code in SocketAddressError", API)
t("test: Port EventLoopTest to Swift Testing.", [])
t("Fix benchmark succeeding – even though Benchmark build failed", ["package-benchmark"])
t("Add homeDirectory accessor to FileSystem", API)
t("Quality of Life: Add `NIOLoopBoundBox.withValue`", API)
t("[perf] Manually implement `firstIndex(where:)` in `ByteBufferView`",
  ["performance-allocations", "cpu-bound-analysis"] + API)
t("Add a NIOFilePath based NIOFileSystem", API + ["global-namespace-prefix"])
t("[wasm][2/2] Include WebAssembly SDK checks in PR and main workflows", [])
t("Structured Concurrency compliant MTELG create/shutdown", API)
t("Add `scheduleCallback` APIs to `NIOIsolatedEventLoop`", API)
t("Enable visionOS xcodebuilds by default in CI", [])
t("Strict concurrency for NIOPosixTests EchoServerClient", [])
t("Update install_static_sdk.sh to cope with versions with no patch", [])
t("Enable strict concurrency checking for NIOHTTP1Client", [])
t("Add strict concurrency to NIOUDPEchoServer", [])
t("Fast-path isolated view for EmbeddedEventLoop", ["performance-allocations"] + API)
t("Update release.yml and label action", [])
t("Remove noasync from NIOFileHandle", [])
t("Fix SemVer major label check", [])
t("Provide APIs to read file into more data types", API)
t("Work around a type checking error when using the Static Linux SDK", ["compiler-workarounds"])
t("Make `assumeIsolated` work with SerialExecutors that are backed by EventLoops", API)
t("Fix typo in comment in WebSocketErrorCodes.swift", [])
t("Disable warnings as errors on Swift 6 and main", ["supported-swift-versions", "alloc-regressions"])
t("put snippet code inside @available function", [])
t("Tolerate IPv6 address resolution failure", [])
t("Fix CoW performance bug in `NIOThreadPool` work queue", ["performance-allocations", "alloc-regressions"])
t("Fix test availability annotations", [])
t("Mention file length in bytes in `readFileSize` explicitly", [])
t("Fix test availability for tests", [])
t("Add bootstrap APIs for VSOCK sockets", API + ["global-namespace-prefix"])
t("Allocations regressed in 5.9", ["alloc-regressions", "alloc-counter-tests"])
t("NIOThrowingAsyncSequenceProducer throws when cancelled", [])
t("mark syncShutdownGracefully noasync", API)
t("Add Swift 5.8 CI and update nightly CI to Ubuntu 22.04", ["supported-swift-versions"])
t("Correctly include netinet/in.h", [])
t("Ensure fatalError for the NIOAsyncSequenceProducer when finished", [])
t("Validate missing imports in CI", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
