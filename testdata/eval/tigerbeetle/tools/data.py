"""Memories of the tigerbeetle set: tigerbeetle/tigerbeetle's own contributor guidance on its main branch at
52ad553f96 (2026-07-01, the newest commit of the stored snapshot): docs/TIGER_STYLE.md (the style guide),
docs/internals/ (HACKING, testing, vopr, releases, upgrades, docs, data_file, vsr, sync, lsm),
src/clients/README.md and src/docs_website/README.md. The user documentation (docs/coding, docs/operating,
docs/reference), the talks list and the architecture essay are left out: they describe using the database, not
changing it. One memory per section or a few short sections, in the project's words (lightly cut).
The text is TigerBeetle's authors' (Apache License 2.0); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-07-01")

# docs/TIGER_STYLE.md
mem("design-goals", "rule", "Design goals: safety, performance, and developer experience, in that order", ["style", "design"], [
    "Our design goals are safety, performance, and developer experience. In that order. All three are important. Good style advances these goals. Style is more than readability; readability is table stakes.",
    "Simplicity is not the first attempt but the hardest revision. An hour or day of design is worth weeks or months in production.",
])
mem("zero-technical-debt", "rule", "Zero technical debt: do it right the first time", ["style", "debt"], [
    "A problem solved in production is many times more expensive than a problem solved in implementation, or a problem solved in design. We don't allow potential memcpy latency spikes, or exponential complexity algorithms to slip through. TigerBeetle has a zero technical debt policy. We do it right the first time.",
])
mem("simple-control-flow", "rule", "Only simple, explicit control flow; no recursion; a minimum of abstractions", ["style", "safety", "control-flow"], [
    "Use only very simple, explicit control flow for clarity. Do not use recursion to ensure that all executions that should be bounded are bounded. Use only a minimum of excellent abstractions, and only if they make the best sense of the domain. Abstractions are never zero cost.",
])
mem("put-a-limit-on-everything", "rule", "Put a limit on everything: all loops and queues have a fixed upper bound", ["safety", "limits", "loops", "queues"], [
    "Put a limit on everything because, in reality, everything has a limit. All loops and all queues must have a fixed upper bound to prevent infinite loops or tail latency spikes (fail-fast). Where a loop cannot terminate (e.g. an event loop), this must be asserted.",
    "Use explicitly-sized types like `u32` for everything, avoid architecture-specific `usize`.",
])
mem("assertions", "rule", "Assert arguments, return values, pre/postconditions and invariants; at least two assertions per function", ["assertions", "safety", "invariants"], [
    "Assertions detect programmer errors. Unlike operating errors, which are expected and must be handled, assertion failures are unexpected; the only correct way to handle corrupt code is to crash. Assertions downgrade catastrophic correctness bugs into liveness bugs, and are a force multiplier for discovering bugs by fuzzing.",
    "Assert all function arguments and return values, pre/postconditions and invariants. The assertion density of the code must average a minimum of two assertions per function.",
    "Pair assertions: for every property, find at least two code paths where an assertion can be added, e.g. assert validity of data right before writing it to disk and immediately after reading from disk.",
    "Split compound assertions: prefer `assert(a); assert(b);` over `assert(a and b);`. Use a single-line `if` to assert an implication: `if (a) assert(b)`.",
])
mem("assert-positive-and-negative-space", "rule", "Assert the positive space and the negative space; test with valid and invalid data", ["assertions", "testing", "invariants"], [
    "The golden rule of assertions is to assert the positive space that you do expect AND the negative space that you do not expect, because where data moves across the valid/invalid boundary is where interesting bugs are found. This is also why tests must test exhaustively, not only with valid data but also with invalid data, and as valid data becomes invalid.",
    "Assert the relationships of compile-time constants as a sanity check, to document subtle invariants or type sizes: compile-time assertions check a program's design integrity before it executes.",
    "Assertions are a safety net, not a substitute for understanding: build a precise mental model first, encode it as assertions, and use the VOPR as the final line of defense.",
])
mem("static-allocation", "rule", "All memory is statically allocated at startup; no allocation after initialization", ["memory", "allocation", "safety"], [
    "All memory must be statically allocated at startup. No memory may be dynamically allocated (or freed and reallocated) after initialization. This avoids unpredictable behavior that can significantly affect performance, and avoids use-after-free, and makes for simpler designs that consider all memory usage upfront.",
])
mem("function-length", "rule", "A hard limit of 70 lines per function; push ifs up and fors down", ["style", "functions"], [
    "We enforce a hard limit of 70 lines per function. Good function shape is the inverse of an hourglass: a few parameters, a simple return type, and a lot of meaty logic.",
    "Centralize control flow: when splitting a large function, keep the switch/if statements in the parent function and move non-branchy logic to helpers. Centralize state manipulation: let the parent keep state in locals and helpers compute what needs to change. Keep leaf functions pure.",
    "Declare variables at the smallest possible scope, and minimize the number of variables in scope.",
])
mem("compiler-warnings-and-pace", "rule", "All compiler warnings at the strictest setting; run at your own pace, not in reaction to external events", ["style", "warnings", "events", "batching"], [
    "Appreciate, from day one, all compiler warnings at the compiler's strictest setting.",
    "Whenever your program has to interact with external entities, don't do things directly in reaction to external events. Your program should run at its own pace: this keeps control flow under your control, lets you batch instead of context switching on every event, and makes it easier to bound work per time period.",
])
mem("conditions-and-errors", "rule", "Split compound conditions, state invariants positively, handle all errors", ["style", "errors", "conditions"], [
    "Split compound conditions into simple conditions using nested if/else branches; split complex else-if chains into else { if { } } trees. Consider whether a single if also needs a matching else.",
    "Negations are not easy: state invariants positively, e.g. `if (index < length)` rather than `if (index >= length)`.",
    "All errors must be handled. Almost all (92%) catastrophic system failures are the result of incorrect handling of non-fatal errors explicitly signaled in software.",
])
mem("explicit-options", "rule", "Pass options to library functions explicitly at the call site", ["style", "options", "defaults"], [
    "Explicitly pass options to library functions at the call site, instead of relying on the defaults, e.g. `@prefetch(a, .{ .cache = .data, .rw = .read, .locality = 3 })` over `@prefetch(a, .{})`. This avoids latent bugs in case the library ever changes its defaults.",
    "Zig has named arguments through the `options: struct` pattern. Use it when arguments can be mixed up: a function taking two `u64` must use an options struct.",
])
mem("performance-sketches", "rule", "Performance: back-of-the-envelope sketches, slowest resources first, batching", ["performance", "batching", "design"], [
    "Think about performance from the outset: the best time to get the huge 1000x wins is the design phase, when we can't measure or profile.",
    "Perform back-of-the-envelope sketches with respect to the four resources (network, disk, memory, CPU) and their two main characteristics (bandwidth, latency). Optimize for the slowest resources first, after compensating for frequency of use.",
    "Distinguish between the control plane and data plane. Amortize network, disk, memory and CPU costs by batching accesses. Let the CPU be a sprinter: give it large enough chunks of work.",
    "Be explicit: extract hot loops into stand-alone functions with primitive arguments without `self`, so the compiler need not prove it can cache struct fields in registers.",
])
mem("naming", "rule", "Naming: snake_case, no abbreviations, units and qualifiers last", ["naming", "style"], [
    "Get the nouns and verbs just right. Use `snake_case` for function, variable, and file names (not Zig's `CamelCase.zig` for struct files). Do not abbreviate variable names. Use long form arguments in scripts: `--force`, not `-f`. Use proper capitalization for acronyms (`VSRState`, not `VsrState`).",
    "Add units or qualifiers to variable names and put them last, sorted by descending significance: `latency_ms_max` rather than `max_latency_ms`.",
    "Choose related names with the same number of characters so they line up (`source` and `target` over `src` and `dest`). Don't overload names with multiple meanings; prefer nouns that can be used in documentation (`replica.pipeline` vs `replica.preparing`).",
])
mem("function-order-and-callbacks", "rule", "Helper names carry the caller's prefix; callbacks go last; important things first in a file", ["naming", "callbacks", "structs"], [
    "When a function calls out to a helper or callback, prefix the helper with the calling function's name: `read_sector()` and `read_sector_callback()`. Callbacks go last in the list of parameters.",
    "Order matters for readability: put important things near the top, `main` first. In structs the order is fields, then types, then methods. If a nested type is complex, make it a top-level struct.",
    "Dependencies like an allocator or a tracer are threaded through constructors positionally, from the most general to the most specific.",
])
mem("commit-messages-and-comments", "rule", "Descriptive commit messages; comments say why and are sentences", ["commits", "comments", "documentation"], [
    "Write descriptive commit messages that inform and delight the reader. A pull request description is not stored in the git repository and is invisible in `git blame`, so it is not a replacement for a commit message.",
    "Always say why: use comments to explain why you wrote the code the way you did. Say how: when writing a test, describe its goal and methodology at the top.",
    "Comments are sentences, with a space after the slash, a capital letter and a full stop. Comments after the end of a line can be phrases.",
])
mem("cache-invalidation", "rule", "Don't alias state; pass large arguments as *const; initialize large structs in place", ["style", "pointers", "state"], [
    "Don't duplicate variables or take aliases to them, so state does not get out of sync.",
    "If an argument type is more than 16 bytes and you don't mean it to be copied, pass it as `*const`.",
    "Construct larger structs in place by passing an out pointer during initialization (`fn init(target: *LargeStruct) !void`): this assumes pointer stability and immovable types and avoids copies. In-place initialization is viral.",
    "Calculate or check variables close to where they are used (avoid place-of-check to place-of-use gaps). Prefer simpler return types: `void` trumps `bool`, `bool` trumps `u64`, `u64` trumps `?u64`, `?u64` trumps `!u64`.",
    "Be on guard for buffer bleeds: a buffer not fully utilized, with padding not zeroed, may leak information and break determinism. Group resource allocation and its `defer` with newlines.",
])
mem("off-by-one", "rule", "Off-by-one: index, count and size are distinct types; show intent in division", ["off-by-one", "integers", "division"], [
    "The usual suspects for off-by-one errors are casual interactions between an `index`, a `count` or a `size`. To go from an index to a count add one (indexes are 0-based, counts 1-based); from a count to a size multiply by the unit.",
    "Show your intent with respect to division: use `@divExact()`, `@divFloor()` or `div_ceil()`.",
])
mem("formatting", "rule", "Run zig fmt; 4 spaces; lines at most 100 columns; braces on if", ["formatting", "zig-fmt", "line-length"], [
    "Run `zig fmt`. Use 4 spaces of indentation. Hard limit all line lengths, without exception, to at most 100 columns. To wrap a function signature, call or data structure, add a trailing comma and let `zig fmt` do the rest.",
    "Add braces to the `if` statement unless it fits on a single line.",
])
mem("zero-dependencies", "rule", "Zero dependencies, apart from the Zig toolchain", ["dependencies", "supply-chain"], [
    "TigerBeetle has a zero dependencies policy, apart from the Zig toolchain. Dependencies inevitably lead to supply chain attacks, safety and performance risk, and slow install times; for foundational infrastructure the cost of any dependency is amplified throughout the stack.",
])
mem("tooling-in-zig", "rule", "Tooling: write scripts in Zig, not shell", ["tooling", "scripts", "zig"], [
    "A small standardized toolbox is simpler to operate than an array of specialized instruments. Our primary tool is Zig. The next time you write a script, instead of `scripts/*.sh`, write `scripts/*.zig`: it is cross-platform, portable and type safe, and avoids Bash/Shell/OS-specific issues.",
])

# docs/internals/HACKING.md
mem("building", "skill", "Build TigerBeetle with the downloaded Zig toolchain", ["build", "zig", "setup"], [
    "TigerBeetle needs a fairly modern kernel (>= 5.6) and CPU (io_uring, CPU instructions for cryptography). Only Linux is supported for production, but it also works on Windows and macOS.",
    "`./zig/download.ps1` (yes, .ps1 even on Linux), then `./zig/zig build -Drelease` and `./tigerbeetle version`.",
])
mem("running-tests", "skill", "Run the tests: zig build test, a specific test, fuzzers, the CI entry point", ["testing", "fuzz", "ci"], [
    "All database tests: `./zig/zig build test`. A specific test: `./zig/zig build test -- parse_addresses`.",
    "Fuzzing (src/fuzz_tests.zig): `./zig/zig build fuzz -- smoke`, `./zig/zig build fuzz -- lsm_tree`.",
    "Continuous Integration entry point (see .github/workflows/ci.yml): `./zig/zig build ci`.",
])
mem("running-vopr", "skill", "Run the VOPR simulator, with a seed for a deterministic reproduction", ["vopr", "simulation", "seed"], [
    "The bulk of testing happens via our deterministic simulator: `./zig/zig build vopr`. To run the VOPR with a specific seed (a fully deterministic, reproducible outcome): `./zig/zig build vopr -- 123`. See testing.md for the output format.",
])
mem("cfo-fuzzing", "knowledge", "The CFO: continuous fuzzing on a cluster of machines, results on devhub", ["fuzz", "cfo", "devhub"], [
    "Besides the GitHub CI used for tests and the merge queue, a cluster of machines does continuous fuzzing via the Continuous Fuzzing Orchestrator (src/scripts/cfo.zig). Results are on devhub (devhub.tigerbeetle.com).",
    "To direct the CFO towards your PR, apply one of the `fuzz` labels, e.g. `fuzz vopr`.",
])
mem("client-builds", "skill", "Build and test a language client: zig build clients:lang, then the package manager", ["clients", "build", "testing"], [
    "Each client is built using language-specific tooling (npm, maven, dotnet, go) and links to a native library built with Zig: `./zig/zig build clients:lang`, then `cd src/clients/lang` and run the package manager's test. See `src/clients/$LANG/ci.zig` for the exact CI commands.",
    "Each client is tested by unit tests in the language's test framework and integration tests that run sample projects against a real `tigerbeetle` process, orchestrated by src/scripts/ci.zig: `./zig/zig build scripts -- ci --language=go`.",
])
mem("useful-commands", "skill", "Check, format, lint (tidy) and run", ["build", "lint", "tidy", "format"], [
    "Build and immediately run: `./zig/zig build run -- format ...`. Check that the code compiles without generating the binary: `./zig/zig build check`.",
    "Reformat according to style: `./zig/zig fmt .`. Run lint checks: `./zig/zig build test -- tidy`.",
])
mem("benchmark", "skill", "Run the macro benchmark", ["benchmark", "performance"], [
    "Run the macro benchmark: `./zig/zig build -Drelease run -- benchmark`. See the comments at the top of src/tigerbeetle/benchmark_load.zig for details of benchmarking.",
])
mem("pull-request-review", "rule", "Assign a single reviewer; merge when ready; rebase to synchronize", ["pull-requests", "review", "merge-queue"], [
    "When submitting a pull request, assign a single person to be its reviewer (assign, not request review: the reviewer is co-responsible for the PR not stalling). The author chooses the reviewer.",
    "After approval the author merges with \"merge when ready\", which may be engaged before review completes. To synchronize, rebase on main; the merge queue tests the merge commit, so you need not synchronize proactively.",
])
mem("version-compatibility-review", "rule", "A change with version compatibility implications gets a second reviewer for upgrade bugs", ["upgrades", "compatibility", "review"], [
    "If a change potentially has non-trivial version compatibility implications (you need to think at all about versions `v` and `v+1`), it should have one additional reviewer, whose job is to find upgrade bugs.",
])

# docs/internals/testing.md, vopr.md
mem("vopr-output", "knowledge", "Reading the VOPR's output columns", ["vopr", "simulator", "testing"], [
    "Documentation for code in the `src/testing` directory. Each VOPR line shows: replica index; event (`!` crash, `^` recover, `$` sync, `X` reformat, `[` checkpoint start, `]` checkpoint done); role (`/` primary, `\\` backup, `|` standby, `~` syncing); status (`.` normal, `v` view_change, `r` recovering, `h` recovering_head, `s` sync); view; checkpoint and commit (`op_checkpoint/commit_min/commit_max`); journal ops; journal faulty/dirty headers; WAL prepare ops; syncing ops; release version; grid blocks acquired and queued for remote read or repair; pipeline prepares and requests.",
])
mem("deterministic-simulation", "knowledge", "Deterministic simulation testing: the VOPR stubs the clock, network and disk", ["vopr", "simulation", "determinism"], [
    "Because the simulator is deterministic based on a seed and the Git commit, any bug found can be reproduced exactly. The VOPR can speed up time: one minute of VOPR time is days of real-world testing.",
    "The VOPR tests safety and liveness, focusing on consensus and recovery. All non-deterministic parts (clock, network, disk) are stubbed out; the seed tunes fault injection: dropped and reordered packets, partitions, corrupt reads and writes.",
    "The same infrastructure tests specific cases that are hard to reach by random simulation (src/vsr/replica_test.zig).",
    "Assertions stay on in production. On top of them the simulator has checkers, e.g. that caught-up replicas' data files are byte-for-byte identical.",
])

# docs/internals/releases.md
mem("release-manager", "skill", "The release manager algorithm: Friday changelog PR, Monday release workflow", ["release", "changelog", "devhub"], [
    "Friday: check devhub (you are the release manager, VOPR results, graphs of RSS, data file size, executable size). Run `./zig/zig build scripts -- changelog` to scaffold the new CHANGELOG.md entry with the patch version incremented. Categorize PRs into Safety And Performance, Features, Internals; drop minor ones; pick the TigerTrack. Submit the changelog PR; after merge push `origin/main:release`. The CFO fuzzes the release branch over the weekend.",
    "Monday: check no VOPR failures on the release branch, triage devhub issues, trigger the release workflow from the `release` branch, have someone approve it, add the release sketch.",
])
mem("release-error-handling", "knowledge", "Release errors: re-run the idempotent workflow, fix forward, or reuse the release triple", ["release", "errors", "validation"], [
    "The release process is idempotent for client packages: the script skips a package version already published, so the workflow can be re-run after a full or partial failure; delete the release draft and re-trigger.",
    "A bad release is fixed forward by a normal release through the VSR upgrade protocol. If even that fails, a release can reuse the same VSR release triple (`version_info.release_triple` in release.zig).",
    "If validation fails due to a bug in the validation code (a client's `validate_release`), fix it on main: release_validate.yml runs validation from main against the last released tag.",
])
mem("release-artifacts", "knowledge", "What a release is: binaries and client packages, published in lockstep", ["release", "clients", "packages", "publishing"], [
    "TigerBeetle is distributed in binary form, released in lockstep with the client libraries. The canonical release is a `dist/` folder: zipped `tigerbeetle` binaries for all architectures, a NuGet package, the Go client source with native libraries, a Java .jar, a Node .tgz.",
    "Artifacts go to GitHub releases, npm, Maven Central and NuGet; Go is pushed to tigerbeetle-go, docs to tigerbeetle/docs. Publishing keys live in the GitHub `release` environment; the Go and docs personal access tokens expire yearly.",
])
mem("versioning-and-changelog", "rule", "The version comes from CHANGELOG.md; what goes in the changelog; skipping a release", ["release", "changelog", "version"], [
    "The source of truth for the version is CHANGELOG.md: the version at the top becomes the new release's version. Version numbers are monotonic but can have gaps.",
    "Skip trivial changes in the changelog, but don't skip meaningful changes of the internals. If there is a story behind a series of PRs, tell it.",
    "Releases are weekly and cheap to skip; a skipped release still gets a changelog under `## TigerBeetle (unreleased)`.",
])

# docs/internals/upgrades.md
mem("multiversion-binaries", "knowledge", "Upgrades: multiversion binaries bundle past releases in .tb_mvh and .tb_mvb sections", ["upgrades", "multiversion", "release"], [
    "Upgrades bundle multiple TigerBeetle binaries of different versions into one multiversion binary, so a replica can crash after the binary was replaced and still come back, and migrations over a range of versions need no manual steps. When the primary sees that all replicas have the new binary, it coordinates the upgrade.",
    "Building: two extra `noload` sections are added by an objcopy step after the regular build: `.tb_mvh` (header: past versions, offsets, sizes, checksums) and `.tb_mvb` (the pack of binaries). The build pulls the last release from GitHub to get its pack. MachO uses fat binaries.",
    "Monitoring: every second the binary is `stat`ed; on a change it is re-read, checksums verified, and new versions advertised without a restart. Executing: on Linux `execveat` from a `memfd`; `exec_release` copies an older release out of the pack. The newest version always starts up and decides what to run.",
])

# docs/internals/docs.md
mem("docs-structure", "rule", "Docs: user docs are tutorial, guides, reference and concepts; internals are ingest-optimized", ["documentation", "docs"], [
    "All docs are in `./docs`; developer docs in `./docs/internals`. TIGER_STYLE applies to documentation as well. Docs must read well on docs.tigerbeetle.com, on GitHub, and as raw markdown.",
    "User docs follow the Django-style organization: a tutorial (start.md), guides (every page under coding/ and operating/, which always explain the why), and the reference (random-access, maximum precision), plus concepts explaining why TigerBeetle is the way it is.",
    "Internal docs follow no structure: if unsure where something goes, add a new file to ./internals.",
])
mem("docs-writing-style", "rule", "Docs style: fewest words, hard wrap at 100, Oxford comma, American English, `-` lists", ["documentation", "writing", "markdown"], [
    "Every line of documentation is a line spent: list the facts, then find the shortest set of words that explains them all. Cool URIs don't change: think hard about file and section names.",
    "GitHub Flavored Markdown; hard wrap long lines at 100; Oxford comma; Standard American English; `_underscores_` for italics and `**double stars**` for bold; `-`, not `*`, for lists.",
])

# src/clients/README.md, src/docs_website/README.md
mem("client-readmes", "skill", "Client READMEs are generated from each client's docs.zig", ["clients", "documentation", "readme"], [
    "Client README.md files are generated from src/scripts/client_readmes.zig. Each client implements the `Docs` struct from src/clients/docs_types.zig in its own `docs.zig` (dotnet, go, java, node, python).",
    "Run the generator with `./zig/zig build scripts -- ci`, or for one language `./zig/zig build scripts -- ci --language=go`. READMEs change only when there is a diff.",
])
mem("docs-website", "knowledge", "The docs website generator: links checked, spelling by vale", ["documentation", "website", "links"], [
    "docs.tigerbeetle.com is generated via `zig build` (`./zig/zig build docs`) from the Markdown in /docs and /src/clients/$lang/README.md, and pushed to github.com/tigerbeetle/docs.",
    "Links are checked by ./src/file_checker.zig. Spelling is checked by vale; accepted words are in ./styles/config/vocabularies/docs/accept.txt. ci.zig runs it in the merge queue (broken links), release.zig publishes it.",
])

# docs/internals/data_file.md
mem("data-file-zones", "knowledge", "The data file: write-ahead log, superblock and grid", ["data-file", "storage", "grid", "superblock"], [
    "Each replica stores all data in a single data file (`.tigerbeetle`), divided into zones: the write-ahead log, the superblock and the grid.",
    "The grid is an elastic array of 512KiB blocks, a raw storage layer onto which the LSM tree is mapped. A block is referenced by a `u64` index and a `u128` checksum stored outside the block, to protect from misdirected writes. Because TigerBeetle is deterministic, the used grid is identical across up-to-date replicas, which state sync and grid repair exploit.",
])
mem("superblock", "knowledge", "The superblock: the root pointer, four copies, written infrequently", ["superblock", "checkpoint", "storage"], [
    "The superblock holds the logical root pointer: block references to the LSM manifests and the free set (a compressed bitset of unallocated grid blocks). New grid blocks are written immediately, but the superblock is updated only after many blocks, atomically, with a new free set and manifest.",
    "The superblock is stored as 4 copies; on startup a replica picks the latest superblock with at least 2 copies written, because the superblock stores its own checksum and is vulnerable to misdirected reads.",
    "The WAL is a ring buffer of prepares, the logical diff to apply to the superblock/grid state. After a crash, replaying the operations after the superblock gives exactly the same state, by determinism.",
])

# docs/internals/vsr.md
mem("vsr-normal-protocol", "knowledge", "VSR: the normal protocol prepares and commits client requests", ["vsr", "consensus", "replication", "prepare"], [
    "Documentation for code in the `src/vsr` directory. The client sends `command=request` to the primary; the primary converts it into `command=prepare` with an `op` and `timestamp`; each replica, in a chain from the primary, writes the prepare to the WAL and acknowledges; once a replication quorum acknowledges, the primary commits and replies.",
    "TigerBeetle does not implement VRR's Recovery Protocol: replicas persist their VSR state to the superblock, so a recovering replica never backtracks to an older view. Replicas ping each other to synchronize clocks; clients ping to learn the current view.",
])
mem("vsr-view-change", "knowledge", "VSR view changes: start-view-change, join_view, get_view and view", ["vsr", "view-change", "primary"], [
    "The Start-View-Change (exit_view) protocol initiates view changes with minimal disruption and runs in both status normal and view_change. A replica sends `command=join_view` with the view it tries to start; the new primary collects a view-change quorum, using present and nacked headers to decide what to truncate (Protocol Aware Recovery).",
    "A backup sends `get_view` when it learns of a newer view or cannot make progress committing; the primary replies with `command=view`: the view's header suffix and the current checkpoint.",
    "Quorums: the replication quorum completes a commit, the view-change quorum a view change, the nack quorum truncates an uncommitted op.",
])
mem("vsr-repair", "knowledge", "VSR repair: journal headers, WAL prepares, client replies and grid blocks", ["vsr", "repair", "wal", "grid"], [
    "`get_headers`/`headers` repair gaps or breaks in the journal's headers, backwards from the head by hash-chaining; repaired headers are a prerequisite for repairing prepares. Missing or corrupt prepares in the WAL are repaired chronologically.",
    "The replica stores the latest reply to each client; corrupt replies are repaired with `get_reply`. Clients register with `operation=register`; at the maximum number of clients the oldest is evicted (`command=eviction`).",
    "Grid repair: a replica with a corrupt or missing block sends `command=get_blocks` (addresses and checksums); others reply with `command=block`. Both sides can run while the grid is opened at startup.",
])

# docs/internals/sync.md
mem("state-sync", "knowledge", "State sync: a lagging replica catches up to the cluster's checkpoint", ["sync", "checkpoint", "replica"], [
    "State sync synchronizes a lagging replica whose log no longer intersects the cluster's (WAL repair cannot catch it up): a replica down or partitioned for a while, or a newly formatted one. It is triggered by a `view` message with a more advanced checkpoint, or by `repair_sync_timeout` when a block or prepare cannot be repaired.",
    "Syncing replicas participate in replication normally but don't count toward their checkpoint's replication quorum. A checkpoint id is a hash of the superblock's `CheckpointState`, attached to commit, ping and prepare messages. If checkpoint ids mismatch (non-determinism), the replica panics.",
])

# docs/internals/lsm.md
mem("lsm-tables-compaction", "knowledge", "LSM: mutable and immutable tables, incremental compaction in bars and beats", ["lsm", "compaction", "tables"], [
    "Documentation for code in the `src/lsm` directory. A tree is a hierarchy of in-memory and on-disk tables: all updates go to the single mutable table; the immutable table flushes it to disk. A groove is a collection of trees storing objects and their indices.",
    "Compaction merges and moves tables into the next levels, incrementally to bound latency: a bar is `lsm_compaction_ops` beats. It selects the level-A table overlapping the fewest level-B tables; a table that overlaps none is moved (move table optimization) by updating the manifest.",
])
mem("lsm-snapshots-manifest", "knowledge", "LSM snapshots and the manifest", ["lsm", "snapshots", "manifest"], [
    "Each table has `snapshot_min` and `snapshot_max`; a table is visible to snapshot S when `snapshot_min <= S <= snapshot_max`. During compaction input tables' `snapshot_max` is truncated and output tables' `snapshot_min` set to the next half-bar.",
    "The manifest is a tree's index of table locations: one ManifestLog shared by all trees (on disk: tables created, updated, moved by compaction) and one in-memory ManifestLevel per level, queried by snapshot and key range.",
])
