"""Memories of the swift-nio set: apple/swift-nio's own contributor guidance (CONTRIBUTING.md, the
commit template dev/git.commit.template and the pull-request template, SECURITY.md, and the docs
CONTRIBUTING.md points to or that sit beside it for contributors: docs/public-api.md,
docs/optimization-tips.md, docs/debugging-allocations.md, docs/advanced-performance-analysis.md,
docs/io_uring.md, docs/workarounds.md, the allocation-counting article in Sources/NIO/Docs.docc and
IntegrationTests/tests_04_performance/test_01_resources/README.md; snapshot of 2026-07-24), one
memory per topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-07-01")


# CONTRIBUTING.md
mem("contribution-license", "rule", "Licensing of contributions", ["legal", "license", "apache"], [
    "By submitting a pull request, you represent that you have the right to license your contribution to Apple and the community, and agree that your contributions are licensed under the Apache 2.0 license (see `LICENSE.txt`).",
])
mem("bug-reports", "rule", "How to submit a bug report", ["bugs", "issues", "reproduction"], [
    "Specify the SwiftNIO commit hash, contextual information (what you were trying to achieve), the simplest possible steps to reproduce (the more complex, the lower the priority), and anything relevant: `swift --version`, OS version and `uname -a`, network configuration.",
    "A pull request with a failing test case is preferred, but pasting the test case into the issue description is fine.",
])
mem("good-patch", "rule", "What a good patch is", ["patches", "tests", "documentation"], [
    "A good SwiftNIO patch is concise (as few changes as needed), tested (the tests fail before the patch and pass after it), documented (API documentation for new functions and properties), and has a great commit message using the commit message template.",
])
mem("commit-template", "rule", "Commit and pull request message template", ["commits", "template", "pull-requests"], [
    "Commit messages must match the template: `git config commit.template dev/git.commit.template`. It is a one-line description, then Motivation (the context and the problem), Modifications, and Result (what changes after it).",
    "Contributions are taken with \"Squash and Merge\", so the format applies to the pull request (its template has the same sections) rather than every commit in it.",
])
mem("supported-swift-versions", "rule", "Supported Swift versions and CI", ["swift-versions", "ci", "act"], [
    "Make sure your patch works for all supported versions of Swift: currently all versions >= 5.9. The CI does this, but a project maintainer must kick it off for you.",
    "To test locally use `act`: `act pull_request` runs the full suite of checks; matrix testing uses nightly builds, so `--action-offline-mode` avoids repulling them.",
])
mem("performance-allocations", "rule", "Make sure your code is performant", ["performance", "allocations", "integration-tests"], [
    "SwiftNIO has been created to be high performance. The integration tests cover some measures of performance including allocations, which should be avoided if possible; for allocation problems see the guide to allocation debugging (`docs/debugging-allocations.md`).",
])
mem("formatting", "rule", "Formatting with swift-format", ["formatting", "swift-format", "soundness"], [
    "Keep lines under 120 characters so GitHub displays changes correctly. SwiftNIO uses swift-format with the `.swift-format` configuration; it is checked and enforced on PRs with the current most recent stable toolchain.",
    "Format locally with `check-swift-format.sh` (your toolchain) or match CI exactly with `act --action-offline-mode --bind workflow_call --job soundness --input format_check_enabled=true` (add `--container-architecture linux/amd64` on ARM64 machines such as Apple Silicon Macs).",
])
mem("extensibility", "rule", "Extensibility of the public interface", ["public-api", "extensibility", "api-design"], [
    "Try to make sure your code is robust to future extensions. The public interface is very hard to change after release; refer to the API guidelines (`docs/public-api.md`).",
])
mem("review-process", "knowledge", "Submitting and review", ["pull-requests", "review", "ci"], [
    "Open a pull request at github.com/apple/swift-nio, make sure the CI passes, then wait for code review. After making requested changes, use GitHub's request re-review feature or mention the reviewers by name in a comment.",
])

# SECURITY.md
mem("security-versions", "knowledge", "Versions receiving security fixes", ["security", "versions", "patch-releases"], [
    "The core team addresses security vulnerabilities in all SwiftNIO 2.x versions: patch releases are made for the last SwiftNIO versions that supported each older Swift version line, plus mainline. SwiftNIO 1.x is end of life and receives no security patches.",
])
mem("security-disclosures", "rule", "Reporting a vulnerability", ["security", "vulnerabilities", "disclosure"], [
    "Report security or privacy vulnerabilities with GitHub's private vulnerability feature, with affected versions, a technical description, reproduction steps and a proof of concept; acknowledgement within 7 days.",
    "Known, publicly disclosed CVEs can be normal issues. Output from automated scans or fuzzers must come with a proof of concept. Crashes from malformed input are typically not treated as vulnerabilities unless they affect other processes. Reports are not eligible for Apple Security Bounties.",
])

# docs/public-api.md
mem("semver-public-api", "rule", "What the public API is", ["public-api", "semver", "underscore"], [
    "SwiftNIO (all of `github.com/apple/swift-nio*`) follows SemVer 2.0.0; its public API is declared by `docs/public-api.md` and the API documentation.",
    "Any exported type or method of the `NIO*` modules is API unless its name starts with an underscore (for `init`s, the first parameter's name); underscored symbols and modules not starting with NIO (e.g. `CNIOAtomics`) are not API and may differ per platform.",
])
mem("protocol-conformances", "rule", "Conformances to and from NIO protocols", ["public-api", "protocols", "conformances"], [
    "It is acceptable to conform NIO types to protocols you control, not to standard library protocols or others outside your control (NIO may add that conformance later).",
    "It is acceptable to conform your own types to NIO protocols (`extension MyHandler: ChannelHandler`), not types you don't control (`extension Array: EventLoopGroup`).",
])
mem("extending-nio-types", "rule", "Extending NIO types", ["public-api", "extensions", "bytebuffer"], [
    "Public methods or properties added to NIO types must take one of your own types as a non-default argument or be prefixed to prevent clashes (`myProjectReadInteger`); `private`/`internal` additions are always acceptable. `extension ByteBuffer { public func readBool(...) }` is not, since NIO might add the same signature later.",
])
mem("global-namespace-prefix", "rule", "No unprefixed global additions", ["public-api", "namespace", "modules", "c-symbols"], [
    "In a minor or patch version, every global type, module or function NIO adds has an `NIO*`/`nio*`/`CNIO*`/`cnio*`/`c_nio*` prefix, including C symbols visible to others (e.g. `c_nio_SSL_write`), so users' code never hits ambiguity errors.",
    "No new system library dependency is added without a new major version.",
])
mem("depending-on-nio", "rule", "Depending on NIO packages", ["dependencies", "package-swift", "versions"], [
    "Depend on the projects in the NIO family up to the next major version: `.package(url: \"https://github.com/apple/swift-nio.git\", from: \"2.0.0\")` or `.upToNextMajor(from:)`, never `.exact` or `.upToNextMinor`. Users can ask to join the source compatibility suite.",
])

# docs/optimization-tips.md
mem("nioany-size", "rule", "Keep pipeline types small for NIOAny", ["performance", "nioany", "heap-allocation", "pipeline"], [
    "Anything passing through a NIO pipeline that `NIOAny` does not special-case (`ByteBuffer`, `FileRegion`, `IOData`, `AddressedEnvelope<ByteBuffer>`) must be no greater than 24 bytes to avoid a heap allocation each time it is wrapped; check with `MemoryLayout.size`.",
    "Narrow a value type by placing it in a copy-on-write box; for an enum with associated data, make the case `indirect`. The Swift repository's optimization tips are a good general start.",
])

# allocation counting (Docs.docc article, docs/debugging-allocations.md, test_01_resources/README.md)
mem("alloc-counter-tests", "skill", "Running the allocation counter tests", ["allocations", "integration-tests", "alloc-counter"], [
    "Most allocation tests use NIO's own framework (`IntegrationTests/allocation-counter-tests-framework`); in swift-nio they live in `IntegrationTests/tests_04_performance/test_01_resources`. From there run `./run-nio-alloc-counter-tests.sh` (slow: builds SwiftNIO in release mode), or one test with `./run-nio-alloc-counter-tests.sh test_future_lots_of_callbacks.swift`.",
    "To iterate faster, go to the temporary package it prints (`/tmp/.nio_alloc_counter_tests_*`) and run `swift run -c release`; without `-c release` the results are meaningless.",
])
mem("alloc-output", "knowledge", "Reading allocation counter output", ["allocations", "leaks", "output"], [
    "`remaining_allocations: 0` means the test didn't leak. Workloads run 1000 times, so `total_allocations` / 1000 is allocations per run (an extra one is runtime noise). The `DEBUG:` line lists each of the 10 runs: fluctuation means the test doesn't allocate deterministically, which you want to fix.",
])
mem("alloc-regressions", "skill", "Investigating an allocation regression", ["allocations", "regressions", "thresholds", "ci"], [
    "Allocation counts are not comparable between operating systems, OS versions or Swift versions. When CI reports a regression, reproduce it locally by running the tests once on `main` and again on your branch.",
    "Tests check results against thresholds kept per supported Swift version (e.g. `Thresholds/nightly-main.json`); a change that legitimately moves allocations updates them.",
])
mem("alloc-tools", "skill", "Finding where allocations come from", ["allocations", "instruments", "dtrace", "bpftrace"], [
    "Disable the malloc hooking with `./run-nio-alloc-counter-tests.sh -- -n <test>.swift` (counts read zero) to use Instruments' Allocations instrument (lifespan \"Created & Destroyed\") or `dtrace` on the binary in the temporary package's `.build/release/`.",
    "`dev/malloc-aggregation.d` (dtrace) and `dev/malloc-aggregation.bt` (bpftrace, best with pid-based tracing) aggregate allocations by stack; diff two runs with `dev/stackdiff-dtrace.py old new`. Runs are 11 (1 warm-up), each of 1000 executions.",
])
mem("package-benchmark", "skill", "package-benchmark benchmarks", ["benchmarks", "package-benchmark", "jemalloc", "thresholds"], [
    "The `package-benchmark` benchmarks live in `Benchmarks/` and need `jemalloc`. From there: `swift package benchmark` runs all, `swift package benchmark list`, `--filter WaitOnPromise` for a subset.",
    "Thresholds per supported Swift version are in `Benchmarks/Thresholds`; check them with `swift package benchmark threshold check --path Thresholds/nightly-main`. The binary built as a side effect can be run directly (`./.build/release/NIOCoreBenchmarks --filter ...`).",
])
mem("alloc-hooking", "knowledge", "How the allocation counting works", ["allocations", "malloc", "hooking", "dyld"], [
    "The framework counts `malloc` and friends and `free` with two atomic counters: on Linux the `bootstrap` executable defines `free` itself; on Darwin the `HookedFunctions` dylib uses `DYLD_INTERPOSE`; `AtomicCounter` is a separate C package.",
    "The HTTP1 test runs 1000 requests over one connection, 10 times, and takes the lowest count; it only fails against a baseline such as `MAX_ALLOCS_ALLOWED_1000_reqs_1_conn=327000`.",
])

# docs/advanced-performance-analysis.md
mem("cpu-bound-analysis", "skill", "Analysing CPU-bound performance changes", ["performance", "perf", "instructions", "benchmarks"], [
    "First check that the benchmark is stable in wall-clock time and CPU-bound (one core at 100%); instability from I/O or allocations needs other tools (strace, Instruments, Memory Graph Debugger).",
    "Compare executed instructions before and after with `perf stat -e instructions -- ./benchmark`: a real improvement should reduce both run time and instructions. Same instructions but different run time points to CPU stalls.",
])
mem("cpu-stalls", "knowledge", "CPU stalls and code alignment", ["performance", "cpu-stalls", "alignment", "microbenchmarks"], [
    "Look at stall counters (`stalled-cycles-frontend`, `uops_executed.stall_cycles`, `resource_stalls.any`, `cycle_activity.stalls_mem_any`) and search `perf list` for stall and penalty counters.",
    "A slowdown in unrelated micro-benchmarks can come from code alignment (e.g. `dsb2mite_switches.penalty_cycles`): it rarely matters outside micro-benchmarks but must be understood before it is ignored. PMU access is hard under Docker for Mac and other virtualisation.",
])

# docs/io_uring.md
mem("io-uring", "knowledge", "io_uring support", ["io-uring", "linux", "liburing", "epoll"], [
    "SwiftNIO has basic io_uring support as a notification (poll) mechanism on Linux 5.1+, with optional multishot polls and poll updates (5.13+); performance is similar to epoll for now.",
    "Build with liburing installed: `swift build -Xcc -DSWIFTNIO_USE_IO_URING=1 -Xlinker -luring -Xswiftc -DSWIFTNIO_USE_IO_URING` (add `-Xswiftc -DSWIFTNIO_IO_URING_MULTISHOT`); debug output flags `SWIFTNIO_IO_URING_DEBUG_SELECTOR`, `_DEBUG_URING`, `_DEBUG_DUMP_CQE`.",
])

# docs/workarounds.md
mem("compiler-workarounds", "knowledge", "Compiler workarounds", ["workarounds", "compiler", "optimizer"], [
    "`docs/workarounds.md` lists the PRs and commits applied to work around bugs or cases where the Swift compiler was unable to sufficiently optimize the code (e.g. apple/swift-nio#1374, #2046, #3303, #3452-#3455); check it before simplifying such code, and add new workarounds to it.",
])
