"""Memories of the tokio set: tokio-rs/tokio's own contributor guidance on its master branch at
ea91b33 (2026-08-20): CONTRIBUTING.md, docs/contributing/ (the quick start, pull requests with the
cargo commands, spellcheck, tests, benchmarks and commits, contributing in issues, crate dependency
versions, the labels, reviewing), SECURITY.md, the pull-request template, README.md (MSRV, release
schedule, LTS, changelogs, related projects, licence), the READMEs of .github/buildomat,
target-specs, tests-build, tests-integration and examples, the I/O driver design note
(tokio/docs/reactor-refactor.md) and the crate documentation's feature flags, unstable features and
platforms (tokio/src/lib.rs); one memory per section or a few short sections, in the project's
words (lightly cut). The text is the Tokio contributors' (MIT License); quoted here, cut, only as
evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-20")


# CONTRIBUTING.md
mem("code-of-conduct", "rule", "Code of Conduct", ["conduct", "community", "moderation"], [
    "The Tokio project adheres to the Rust Code of Conduct. This describes the minimum behavior expected from all contributors. Instances of violations of the Code of Conduct can be reported by contacting the project team at moderation@tokio.rs.",
])
mem("getting-help", "knowledge", "Getting help: guides, Discord and discussions", ["help", "discord", "discussions", "questions"], [
    "First, see if the answer to your question can be found in the Guides (https://tokio.rs/tokio/tutorial) or the Tokio Discord server. You can also ask your question on the discussions page. Reach out to us on the Discord server for any concern not covered in the contributing guide.",
])
mem("lts-releases", "knowledge", "LTS guarantees and the bug patching policy", ["lts", "backport", "patch-release", "release"], [
    "In Tokio >=1.0.0, each LTS release comes with the guarantee of at least one year of backported fixes. The goal of these guarantees is to provide stability to the ecosystem.",
    "For the purposes of making patch releases with bugfixes, we have designated certain minor releases as LTS (long term support) releases. Whenever a bug warrants a patch release with a fix for the bug, it will be backported and released as a new patch release for each LTS minor version. Current LTS releases: 1.47.x (until September 2026, MSRV 1.70) and 1.51.x (until March 2027, MSRV 1.71).",
    "If you wish to use a fixed minor release in your project, we recommend that you use an LTS release, specified with a tilde: tokio = { version = \"~1.47\", features = [...] }.",
])
mem("msrv-policy", "rule", "Minimum Supported Rust Version (MSRV) policy", ["msrv", "rust-version", "compiler", "policy"], [
    "All Tokio >=1.0.0 releases will support at least a 6-month old Rust compiler release. The MSRV will only be increased on 1.x releases.",
    "Tokio will keep a rolling MSRV policy of at least 6 months. When increasing the MSRV, the new Rust version must have been released at least six months ago. The current MSRV is 1.71. The MSRV is not increased automatically, and only as part of a minor release.",
    "Although we try to avoid the situation where a dependency transitively increases the MSRV of Tokio, we do not guarantee that this does not happen. However, every minor release will have some set of versions of dependencies that works with the MSRV of that minor release.",
])
mem("msrv-update-locations", "skill", "Where the MSRV is written: update every place together", ["msrv", "rust-version", "ci", "cargo-toml", "readme"], [
    "When updating the MSRV, also update: .github/workflows/ci.yml, CONTRIBUTING.md, README.md, tokio/README.md, tokio/Cargo.toml, tokio-util/Cargo.toml, tokio-test/Cargo.toml, tokio-stream/Cargo.toml.",
    "The MSRV history for past minor releases is kept in the README: 1.48 to now - Rust 1.71; 1.39 to 1.47 - Rust 1.70; 1.30 to 1.38 - Rust 1.63; 1.27 to 1.29 - Rust 1.56; 1.17 to 1.26 - Rust 1.49.",
])
mem("versioning-policy", "rule", "Versioning policy: what patch and minor releases may contain", ["semver", "versioning", "patch-release", "minor-release", "deprecation"], [
    "With Tokio >=1.0.0: patch (1._.x) releases should only contain bug fixes or documentation changes. Besides this, these releases should not substantially change runtime behavior.",
    "Minor (1.x) releases may contain new functionality, MSRV increases, minor dependency updates, deprecations, and larger internal implementation changes. This is as defined by Semantic Versioning 2.0.",
])
mem("release-schedule", "knowledge", "Release schedule", ["release", "schedule", "minor-release", "patch-release"], [
    "Tokio doesn't follow a fixed release schedule, but we typically make one minor release each month. We make patch releases for bugfixes as necessary.",
])
mem("crate-changelogs", "knowledge", "Each crate has its own changelog", ["changelog", "crates", "tokio-util", "tokio-stream", "tokio-macros"], [
    "The Tokio repository contains multiple crates. Each crate has its own changelog: tokio/CHANGELOG.md, tokio-util/CHANGELOG.md, tokio-stream/CHANGELOG.md, tokio-macros/CHANGELOG.md, tokio-test/CHANGELOG.md.",
])

# docs/contributing/README.md
mem("contributing-quick-start", "knowledge", "Contributing quick start: where to begin", ["contributing", "issues", "getting-started"], [
    "Do not let this guide intimidate you: it is a map to help you navigate the process. Want to report or triage a bug? Start with Contributing in Issues. Looking for something to work on? Check the open issues (some might be in progress or still under discussion, so leave a comment before starting the work). Planning to submit a PR? Read Pull Requests for the full workflow and required checks. Interested in code review? See Reviewing Pull Requests.",
])

# docs/contributing/pull-requests.md
mem("large-change-issue-first", "rule", "Before a large change, open an issue first", ["pull-request", "issue", "design", "feedback"], [
    "Pull Requests are the way concrete changes are made to the code, documentation, and dependencies in the Tokio repository. Even tiny pull requests (e.g., one-character pull request fixing a typo in API documentation) are greatly appreciated.",
    "Before making a large change, it is usually a good idea to first open an issue describing the change to solicit feedback and guidance. This will increase the likelihood of the PR getting merged.",
])
mem("fork-and-branch", "skill", "Fork, clone and create a feature branch", ["git", "fork", "branch", "workflow"], [
    "Fork the repository to your GitHub account and clone your fork locally. If you've previously cloned the repository, ensure your local copy is up to date (git checkout master; git pull upstream master).",
    "Never commit directly to your local master branch. Instead, create a descriptive feature branch for each change you work on (git checkout -b my-feature). A dedicated branch keeps your default branch clean and makes it easier to update your Pull Request during code review.",
])
mem("implement-and-verify", "skill", "Implement and verify your changes before opening the PR", ["workflow", "verify", "tests", "documentation"], [
    "Make the code or documentation changes needed. Check your work with git diff to confirm the changes look correct. If your changes introduce new functionality or modify existing behavior, consider whether additional tests or documentation should also be added.",
    "Before opening a Pull Request, run the project's verification steps (the cargo commands, tests, clippy, rustfmt and docs builds). Then commit following the commit message guidelines (git commit -m \"module: describe your change\"), push, and open the Pull Request from your feature branch.",
])
mem("cargo-all-features", "skill", "Cargo commands need --all-features", ["cargo", "features", "all-features", "build", "io-uring"], [
    "Due to the extensive use of features in Tokio, you will often need to add extra arguments to many common cargo commands: cargo build --all-features, cargo check --all-features, cargo test --all-features.",
    "There are some features that are not available in some systems (e.g., io-uring which is Linux only). In that case you cannot use --all-features and you should specify only the features that are supported (e.g., --features=full).",
])
mem("clippy-ci-version", "rule", "Run clippy with the same version as CI", ["clippy", "lints", "ci", "rust-version"], [
    "Ideally, you should use the same version of clippy as the one used in CI (defined by env.rust_clippy in .github/workflows/ci.yml), because newer versions might have new lints: cargo +1.88 clippy --all --tests --all-features.",
    "When updating the clippy version, also update .github/workflows/ci.yml, README.md, tokio/README.md and the crates' Cargo.toml files.",
])
mem("docs-build-docsrs", "skill", "Building the documentation as docs.rs does", ["documentation", "rustdoc", "docs-rs", "cfg", "tokio-unstable"], [
    "When building documentation, a simple cargo doc is not sufficient. To produce documentation equivalent to docs.rs's builds of Tokio's docs use: RUSTDOCFLAGS=\"--cfg docsrs --cfg tokio_unstable\" RUSTFLAGS=\"--cfg docsrs --cfg tokio_unstable\" cargo +nightly doc --all-features [--open].",
    "This turns on indicators to display the Cargo features required for conditionally compiled APIs, and it enables documentation of unstable Tokio features; the cfg flags must be passed to both RustDoc and rustc. A more concise way is cargo docs-rs (cargo install --locked cargo-docs-rs; cargo +nightly docs-rs), which reads the flags out of Tokio's Cargo.toml as docs.rs itself does.",
])
mem("rustfmt-not-cargo-fmt", "rule", "Formatting: cargo fmt does not work, use rustfmt directly", ["rustfmt", "formatting", "style", "cargo-fmt"], [
    "The cargo fmt command does not work on the Tokio codebase. Use instead (Mac or Linux): rustfmt --check --edition 2021 $(git ls-files '*.rs'); on PowerShell: Get-ChildItem . -Filter \"*.rs\" -Recurse | foreach { rustfmt --check --edition 2021 $_.FullName }.",
    "The --check argument prints the things that need to be fixed. If you remove it, rustfmt will update your files locally instead.",
])
mem("loom-tests", "skill", "Running loom tests (concurrency permutation testing)", ["loom", "concurrency", "tests", "cfg-loom"], [
    "You can run loom tests with: cd tokio; LOOM_MAX_PREEMPTIONS=1 LOOM_MAX_BRANCHES=10000 RUSTFLAGS=\"--cfg loom -C debug_assertions\" cargo test --lib --release --features full -- --test-threads=1 --nocapture.",
    "Additionally, you can add --cfg tokio_unstable to the RUSTFLAGS environment variable to run loom tests that test unstable features.",
])
mem("miri-tests", "skill", "Running miri tests (undefined behaviour checks)", ["miri", "unsafe", "tests", "nightly"], [
    "You can run miri tests with: MIRIFLAGS=\"-Zmiri-disable-isolation -Zmiri-strict-provenance\" cargo +nightly miri test --features full --lib --tests.",
])
mem("spellcheck-run", "skill", "Performing spellcheck on the Tokio codebase", ["spellcheck", "cargo-spellcheck", "documentation", "typos"], [
    "You can perform a spell-check on the Tokio codebase with https://github.com/drahnr/cargo-spellcheck: first install the plugin (cargo install --locked cargo-spellcheck), then run cargo spellcheck check.",
])
mem("spellcheck-dic", "rule", "A rejected word: backtick it or add it to spellcheck.dic", ["spellcheck", "spellcheck-dic", "backtick", "documentation"], [
    "If the spellcheck command rejects a word, you should backtick the rejected word if it's code related. If not, the rejected word should be put into the spellcheck.dic file.",
    "When you add a word into the file, you should also update the first line, which tells the spellcheck tool the total number of words included in the file.",
])
mem("tests-required", "rule", "A change to code includes tests; Tokio avoids unit tests", ["tests", "regression", "integration-tests", "doc-tests", "unit-tests"], [
    "If the change being proposed alters code (as opposed to only documentation), it is either adding new functionality to Tokio or it is fixing existing, broken functionality. In both cases, the pull request should include one or more tests to ensure that Tokio does not regress in the future. Bug fixes and new features should include tests.",
    "There are two ways to write tests: integration tests and documentation tests. Tokio avoids unit tests as much as possible.",
])
mem("cfg-flags-in-tests", "skill", "Conditional compilation: running tests that need --cfg flags", ["cfg", "rustflags", "tokio-unstable", "tests", "conditional-compilation"], [
    "Tokio uses conditional compilation attributes throughout the codebase, to modify rustc's behavior. Code marked with such attributes can be enabled using the RUSTFLAGS and RUSTDOCFLAGS environment variables; one of the most prevalent flags passed in these variables is the --cfg option. To run tests in a particular file, check first what options the #![cfg] declaration defines for that file.",
    "For instance, to run a test marked with the tokio_unstable cfg option, pass this flag to the compiler: RUSTFLAGS=\"--cfg tokio_unstable\" cargo test -p tokio --all-features --test rt_metrics.",
])
mem("integration-tests", "rule", "Integration tests: in the same crate, in the existing style", ["integration-tests", "tests", "dev-dependency", "crates"], [
    "Integration tests go in the same crate as the code they are testing. Each sub crate should have a dev-dependency on tokio itself. This makes all Tokio utilities available to use in tests, no matter the crate being tested.",
    "The best strategy for writing a new integration test is to look at existing integration tests in the crate and follow the style.",
])
mem("fuzz-tests", "skill", "Fuzz tests with cargo-fuzz", ["fuzz", "cargo-fuzz", "tests", "linked-list"], [
    "Some of our crates include a set of fuzz tests, marked by a directory fuzz. It is a good idea to run fuzz tests after each change. Install cargo-fuzz (cargo install --locked cargo-fuzz); list the harnesses with cargo fuzz list (e.g. fuzz_linked_list) in the tokio directory and run one with cargo fuzz run fuzz_linked_list.",
    "By default a fuzz test runs forever and will only exit if you ctrl-c or it finds a bug.",
])
mem("doc-tests", "rule", "Every API has at least one documentation test", ["doc-tests", "documentation", "examples", "api"], [
    "Ideally, every API has at least one documentation test that demonstrates how to use the API. Documentation tests are run with cargo test --doc. This ensures that the example is correct and provides additional test coverage.",
    "The trick to documentation tests is striking a balance between being succinct for a reader to understand and actually testing the API.",
])
mem("doc-tests-facade", "rule", "Documentation examples use the tokio facade, with hidden setup lines", ["doc-tests", "documentation", "facade", "re-export", "examples"], [
    "When writing a documentation test, the full tokio crate is available, which is useful for getting access to the runtime to run the example. Documentation tests are visible from both the crate-specific documentation and the tokio facade documentation via the re-export: the example should be written from the point of view of a user of the tokio crate, using the API via the facade and not by directly referencing the crate.",
    "The type level example for tokio::time::timeout is a good documentation test (a oneshot channel wrapped in a 10 ms timeout, inside # async fn dox()). Lines that start with /// # are removed when the documentation is generated.",
])
mem("benchmarks-criterion", "skill", "Running benchmarks (Criterion)", ["benchmarks", "criterion", "performance", "cargo-bench"], [
    "You can run benchmarks locally for the changes you've made. Tokio uses Criterion as its benchmarking tool: cd benches; cargo bench (all benchmarks); cargo bench --bench fs (all in benches/fs.rs); cargo bench async_read_buf (one benchmark).",
    "After running benches, you can check the statistics under tokio/target/criterion/. See the Criterion docs for additional options.",
])
mem("commits-logical", "rule", "Commits: logically grouped; squash checkpoints", ["commits", "git", "squash"], [
    "Keep your changes as logically grouped as possible within individual commits. There is no limit to the number of commits any single Pull Request may have, and many contributors find it easier to review changes that are split across multiple commits.",
    "If you have a number of commits that are checkpoints and don't represent a single logical change, please squash those together. Multiple commits often get squashed when they are landed.",
])
mem("commit-message-first-line", "rule", "Commit message first line: module prefix, lowercase, imperative", ["commit-message", "module", "prefix", "title"], [
    "A good commit message should describe what changed and why. The first line should contain a short description (preferably 50 characters or less, no more than 72), be entirely in lowercase with the exception of proper nouns, acronyms, and the words that refer to code, like function/variable names, start with an imperative verb, not have a period at the end, and be prefixed with the name of the module being changed; usually this is the same as the M-* label on the PR.",
    "Examples: time: introduce `Timeout` and deprecate `Deadline`; codec: export `Encoder`, `Decoder`, `Framed*`; ci: fix the FreeBSD ci configuration.",
])
mem("commit-message-body", "rule", "Commit message body, wrapping and Fixes/Refs", ["commit-message", "body", "fixes", "refs"], [
    "Keep the second line blank. Wrap all other lines at 72 columns (except for long URLs).",
    "If your patch fixes an open issue, add a reference to it at the end of the log with the Fixes: # prefix and the issue number (Fixes: #1337). For other references use Refs: # (Refs may include multiple issues, separated by a comma).",
])
mem("pull-request-template", "rule", "Opening the pull request: fill in the template", ["pull-request", "template", "motivation", "solution"], [
    "From within GitHub, opening a new Pull Request will present you with a template that should be filled out: Motivation (the context and why you're making that change; what problem are you trying to solve) and Solution (summarize the solution and provide any context needed to understand the code change). Do your best at filling out the details, but feel free to skip parts if you're not sure what to put.",
    "The contributors guide includes instructions for running rustfmt and building the documentation, which requires special commands beyond cargo fmt and cargo doc.",
])
mem("discuss-and-update", "knowledge", "Discuss and update: feedback and conflicting reviews", ["review", "feedback", "code-owners", "rebase"], [
    "You will probably get feedback or requests for changes to your Pull Request. This is a big part of the submission process so don't be discouraged. Any community member can review a PR and you might get conflicting feedback: keep an eye out for comments from code owners to provide guidance on conflicting feedback.",
    "Once the PR is open, do not rebase the commits.",
])
mem("commit-squashing", "rule", "Do not squash commits during review", ["squash", "commits", "review", "landing"], [
    "In most cases, do not squash commits that you add to your Pull Request during the review process. When the commits in your Pull Request land, they may be squashed into one commit per logical change. Metadata will be added to the commit message (links to the Pull Request and relevant issues, and the names of the reviewers). The commit history of your Pull Request will stay intact on the Pull Request page.",
])

# docs/contributing/contributing-in-issues.md
mem("issues-three-ways", "knowledge", "Three ways to contribute to an issue", ["issues", "triage", "contributing"], [
    "For any issue, there are three ways to contribute: opening the issue for discussion (a bug in Tokio is reported in the tokio-rs/tokio issue tracker), helping to triage it (supporting details such as a test case that demonstrates a bug, suggestions on how to address it, or ensuring it is tagged correctly), or helping to resolve it (demonstrating that it is not a problem after all, or more often opening a Pull Request). Anybody can participate in any stage of contribution.",
])
mem("asking-general-help", "knowledge", "Asking for general help, and contributing back documentation", ["help", "discussions", "documentation"], [
    "If you have reviewed existing documentation and still have questions or are having problems, you can open a discussion asking for help. In exchange for receiving help, we ask that you contribute back a documentation PR that helps others avoid the problems that you encountered.",
])
mem("bug-report", "rule", "Submitting a bug report: behaviour and a minimal test case", ["bug-report", "issues", "mcve", "reproduce"], [
    "When opening a new issue you will be presented with a basic template that should be filled in. The two most important pieces of information are a description of the behavior you are seeing and a simple test case we can use to recreate the problem. If we cannot recreate the issue, it becomes impossible for us to fix.",
    "In order to rule out the possibility of bugs introduced by userland code, test cases should be limited, as much as possible, to using only Tokio APIs. See How to create a Minimal, Complete, and Verifiable example.",
])
mem("triaging-bugs", "knowledge", "Triaging a bug report", ["triage", "issues", "discussion"], [
    "Discussion around an issue is part of the process and should be kept focused, helpful, and professional. Short, clipped responses that provide neither additional context nor supporting detail are not helpful or professional. If you feel an issue is not a problem that needs fixing, or contains incorrect information, explain why with supporting context, and be willing to be convinced that you may be wrong.",
])
mem("resolving-bugs", "knowledge", "Resolving a bug report", ["issues", "pull-request", "review"], [
    "In the majority of cases, issues are resolved by opening a Pull Request. The process carries with it a necessary review and approval workflow that ensures that the proposed changes meet the minimal quality and functional guidelines of the Tokio project.",
])

# docs/contributing/how-to-specify-crates-dependencies-versions.md
mem("dependency-oldest-version", "rule", "Crate dependencies list the oldest version the crate works with", ["dependencies", "cargo-toml", "versions", "tokio-util", "tokio-stream"], [
    "Each crate (tokio-util, tokio-stream, etc.) lists, for a dependency, the oldest version that the crate works with (if tokio-util works with tokio 1.44 but not 1.43, tokio-util specifies 1.44 for its tokio dependency). We don't require users to use the latest version unnecessarily.",
    "When a crate starts using a newer feature in a dependency, the version should be bumped to the version that introduced it; the version should only be bumped when adding a new feature in the crate that relies on a newer version.",
])
mem("path-dependency-unreleased", "skill", "Depending on an unreleased feature: a path dependency blocks the release", ["dependencies", "path-dependency", "release", "cargo-toml"], [
    "If a crate depends on an unreleased feature in a dependency, it may use a path = dependency to specify this. Since path dependencies must be removed during the release of the crate, this ensures that it can't be released until the dependency has a new version.",
    "Example from tokio-stream: tokio = { version = \"1.38.0\", path = \"../tokio\", features = [\"sync\"] }. Local development uses the local tokio via the path, so tokio-stream cannot be released until tokio is released first; once tokio 1.38.0 is released, the path dependency should be removed.",
])

# docs/contributing/keeping-track-of-issues-and-prs.md
mem("labels-area", "knowledge", "Area labels: the crates an issue or PR concerns", ["labels", "area", "crates", "triage"], [
    "The area label describes the crates relevant to an issue or PR: A-ci (our GitHub Actions setup), A-tokio (the main Tokio crate), A-readme (documentation such as README.md), A-benches (the benchmarks), A-examples (the examples), A-tokio-test, A-tokio-util, A-tokio-macros (only for the procedural macros, not join! or select!), A-tokio-stream. Most contributors aren't able to set these labels.",
])
mem("labels-category", "knowledge", "Category labels", ["labels", "category", "bug", "enhancement", "maintenance"], [
    "C-bug is a bug-report (bug-fix PRs use C-enhancement instead); C-enhancement a PR that adds a new feature; C-maintenance an issue or PR about documentation, GitHub Actions or code quality; C-feature-request a feature request; C-feature-accepted means a PR for it won't be closed with the reason \"we don't want this\"; C-musing tracking issues or roadmaps; C-proposal a request for comments; C-question a user question; C-request a non-feature request.",
])
mem("labels-participation", "knowledge", "Calls for participation: E- labels", ["labels", "help-wanted", "easy", "difficulty"], [
    "E-help-wanted: stuff where we want help, often with C-bug or C-feature-accepted. E-easy: quick documentation fixes to stuff you can do after reading the tutorial. E-medium: not E-easy or E-hard. E-hard: very tricky code, or something we don't know how to solve. E-needs-mvce: a bug missing a minimal complete and verifiable example. The E- prefix is the same as in the Rust compiler repository.",
])
mem("labels-module", "knowledge", "Module labels: the part of Tokio a change touches", ["labels", "module", "runtime", "sync", "io", "net", "time"], [
    "The module label is a more fine grained categorization than Area: M-blocking (spawn_blocking, block_in_place), M-codec (tokio_util::codec), M-compat (tokio_util::compat), M-coop, M-fs (tokio::fs), M-io (tokio::io), M-macros (any kind of macro), M-metrics (tokio::runtime::metrics), M-net (tokio::net), M-process, M-runtime (tokio::runtime), M-signal, M-sync (tokio::sync), M-task (tokio::task), M-time (tokio::time), M-tracing (tracing support), M-taskdump.",
])
mem("labels-topic", "knowledge", "Topic labels", ["labels", "topic", "docs", "io-uring", "performance", "wasm"], [
    "T-docs: about documentation. T-io-uring: about io-uring (Linux). T-performance: about performance. T-v0.1.x: about old Tokio. T-wasm: about Web Assembly. Any label not listed is not in active use.",
])

# docs/contributing/reviewing-pull-requests.md
mem("reviewing-responsibility", "rule", "Reviewing: helpful feedback, explain a no", ["review", "feedback", "community"], [
    "Any Tokio community member is welcome to review any pull request. Reviews and feedback must be helpful, insightful, and geared towards improving the contribution as opposed to simply blocking it. If there are reasons why you feel the PR should not land, explain what those are; be open to having your mind changed and to working with the contributor.",
    "Reviews that are dismissive or disrespectful of the contributor or any other reviewers are strictly counter to the Code of Conduct. Even if a Pull Request does not land, the submitters should come away feeling their effort was not wasted or unappreciated.",
])
mem("review-a-bit-at-a-time", "rule", "Review a bit at a time: the most significant aspects first", ["review", "incremental", "new-contributors"], [
    "Do not overwhelm new contributors; do not succumb to micro-optimizing relative performance, perfect grammar, or exact style matches. Focus first on: does this change make sense for Tokio; does it make Tokio better, even if only incrementally; are there clear bugs or larger scale issues; is the commit message readable and correct, and if it contains a breaking change is it clear enough?",
    "Only incremental improvement is needed to land a PR: it does not need to be perfect, only better than the status quo. When changes are necessary, request them, do not demand them, and do not assume that the submitter already knows how to add a test or run a benchmark.",
])
mem("review-nits", "rule", "Nits: mark them, do not stall the PR", ["review", "nits", "comments"], [
    "Nits (requests for small changes that are not essential) are fine, but try to avoid stalling the Pull Request; most can be fixed by the Tokio Collaborator landing it. Clearly indicate nits: Nit: change foo() to bar(). But this is not blocking.",
    "If your comments were addressed but were not folded automatically after new commits, or if they proved to be mistaken, hide them with the appropriate reason to keep the conversation concise and relevant.",
])
mem("person-behind-the-code", "knowledge", "Be aware of the person behind the code", ["review", "communication", "community"], [
    "How you communicate requests and reviews in your feedback can have a significant impact on the success of the Pull Request. We may land a particular change that makes Tokio better, but the individual might just not want to have anything to do with Tokio ever again. The goal is not just having good code.",
])
mem("abandoned-prs", "rule", "Abandoned or stalled pull requests: ask, then credit", ["review", "stalled", "credit", "author"], [
    "If a Pull Request appears to be abandoned or stalled, first check with the contributor to see if they intend to continue the work before checking if they would mind if you took it over (especially if it just has nits left). Give the original contributor credit for the work they started, by preserving their name and email address in the commit log, or by using an Author: meta-data tag in the commit.",
])

# SECURITY.md
mem("security-reports", "rule", "Report security issues privately", ["security", "vulnerability", "disclosure"], [
    "Security issues should be reported privately via security@tokio.rs. Security issues should not be reported via the public GitHub Issue tracker.",
])
mem("vulnerability-coordination", "knowledge", "Vulnerability coordination", ["security", "vulnerability", "advisory", "coordination"], [
    "Remediation of security vulnerabilities is prioritized by the project team, which coordinates remediation with third-party stakeholders (the reporter, affected direct or indirect users, maintainers of upstream dependencies) via GitHub Security Advisories. Downstream maintainers and users can request participation by sending their contact email address and GitHub username(s) to security@tokio.rs.",
])
mem("security-advisories", "knowledge", "Security advisories: release notes and RustSec", ["security", "advisory", "rustsec", "cargo-audit"], [
    "The Tokio team announces security issues via the project GitHub Release notes and the RustSec advisory database (i.e. cargo-audit).",
])

# .github/buildomat, target-specs, tests-build, tests-integration, examples
mem("illumos-ci", "knowledge", "illumos CI (Buildomat) failures", ["ci", "illumos", "buildomat", "platform"], [
    "The .github/buildomat directory contains CI configurations for the illumos operating system; Tokio's illumos CI jobs run on Buildomat, a CI system developed by Oxide Computer.",
    "If your pull request's CI build fails on illumos and you aren't able to easily reproduce the failure on other operating systems, don't worry: the tokio-rs/illumos team maintains Tokio's illumos support; tag @tokio-rs/illumos to ask for help resolving build failures on illumos.",
])
mem("no-atomic-u64-target", "skill", "The no-atomic-u64 target spec (i686 without AtomicU64)", ["ci", "atomic-u64", "target-spec", "nightly"], [
    "target-specs/ is used for the no-atomic-u64-test ci check that verifies that Tokio works even if the AtomicU64 type is missing.",
    "When increasing the nightly compiler version, you may need to regenerate this target: rustc +nightly -Z unstable-options --print target-spec-json --target i686-unknown-linux-gnu | grep -v 'is-builtin' | sed 's/\"max-atomic-width\": 64/\"max-atomic-width\": 32/' > target-specs/i686-unknown-linux-gnu.json.",
])
mem("tests-build-features", "skill", "tests-build: feature-flag combinations and compile-fail output", ["tests-build", "features", "trybuild", "macros"], [
    "tests-build tests the various combinations of feature flags; it is broken out to a separate crate to work around limitations with cargo features. Run all of its tests with cargo test --features full and cargo test --features rt.",
    "If any of the tests fail, you can pass TRYBUILD=overwrite to the cargo test command that failed to have it regenerate the test output.",
])
mem("tests-integration-crate", "knowledge", "tests-integration: tests needing more than the tokio crate", ["tests-integration", "tests", "crates"], [
    "tests-integration holds tests that require additional components than just the tokio crate.",
])
mem("examples", "knowledge", "The examples directory", ["examples", "cargo-run", "tutorial"], [
    "The examples directory contains a number of examples showcasing various capabilities of the tokio crate; run one with cargo run --example $name. Good starting points are hello_world and echo-tcp; the tokio website has guides for some of them, and mini-redis is a larger real world example.",
    "If you've got an example you'd like to see here, open an issue; if you've got an example you'd like to add, please feel free to make a PR.",
])

# README.md
mem("tokio-components", "knowledge", "What Tokio is: scheduler, reactor, sockets, timer", ["overview", "runtime", "scheduler", "reactor", "io-driver"], [
    "Tokio is an event-driven, non-blocking I/O platform for writing asynchronous applications with Rust. Its major components: a multithreaded, work-stealing based task scheduler; a reactor backed by the operating system's event queue (epoll, kqueue, IOCP, etc.); asynchronous TCP and UDP sockets.",
    "The crate also provides tools for working with asynchronous tasks (synchronization primitives and channels, timeouts, sleeps and intervals), filesystem operations, process and signal management, and a high performance timer.",
])
mem("related-projects", "knowledge", "Related projects maintained by Tokio", ["ecosystem", "hyper", "tracing", "mio", "bytes"], [
    "Besides the crates in this repository, the Tokio project maintains axum (web framework), hyper (HTTP/1.1 and HTTP/2), tonic (gRPC), warp, tower (modular networking components), tracing (application-level tracing, formerly tokio-trace), mio (the low-level cross-platform I/O abstraction that powers tokio), bytes (byte buffers) and loom (a testing tool for concurrent Rust code).",
])
mem("license", "rule", "License: MIT, and contributions are MIT", ["license", "mit", "contribution"], [
    "This project is licensed under the MIT license. Unless you explicitly state otherwise, any contribution intentionally submitted for inclusion in Tokio by you shall be licensed as MIT, without any additional terms or conditions.",
])

# tokio/src/lib.rs: crate documentation
mem("feature-flags", "knowledge", "Feature flags of the tokio crate", ["features", "cargo-toml", "full", "rt", "net"], [
    "full enables all features except test-util and unstable features; rt enables tokio::spawn, the current-thread scheduler and non-scheduler utilities; rt-multi-thread the multi-threaded work-stealing scheduler; io-util the IO based Ext traits; io-std Stdout, Stdin and Stderr; net the tokio::net types (TcpStream, UnixStream, UdpSocket, AsyncFd, PollAio); time the tokio::time types and the built-in timer; process; macros (#[tokio::main], #[tokio::test]); sync; signal; fs; test-util (testing infrastructure for the runtime); parking_lot (parking_lot's primitives internally, needed for some const constructors).",
    "AsyncRead and AsyncWrite do not require any features and are always available.",
])
mem("library-features", "rule", "Libraries enable only the features they need", ["features", "libraries", "dependencies"], [
    "As a library author your goal should be to provide the lightest weight crate that is based on Tokio: only enable the features you need, so users can pick up your crate without having to enable unnecessary features (e.g. tokio = { version = \"1\", features = [\"rt\", \"net\"] }). Applications can simply go with full.",
])
mem("unstable-features", "knowledge", "Unstable features: the tokio_unstable cfg flag", ["tokio-unstable", "unstable", "cfg", "rustflags", "semver"], [
    "Some feature flags are only available with the tokio_unstable flag: tracing (tracing events), schedule-latency (task scheduling latencies), io-uring (Linux only), taskdump (Linux only); the flag also enables access to unstable APIs. The public API of these features may break in 1.x releases.",
    "To enable them, pass --cfg tokio_unstable to rustc: in .cargo/config.toml ([build] rustflags = [\"--cfg\", \"tokio_unstable\"], not in Cargo.toml) or with RUSTFLAGS=\"--cfg tokio_unstable\".",
])
mem("supported-platforms", "knowledge", "Supported platforms", ["platforms", "linux", "windows", "macos", "freebsd", "android"], [
    "Tokio guarantees support for Linux, Windows, Android (API level 21), macOS, iOS and FreeBSD. Future releases may change requirements such as the minimum libc version on Linux, the API level on Android, or the supported FreeBSD release.",
    "Beyond these, Tokio is intended to work on all platforms supported by the mio crate, but they may become unsupported in the future. Wine is considered to be a different platform from Windows.",
])
mem("wasm-support", "knowledge", "WASM support", ["wasm", "wasi", "platforms", "tokio-unstable"], [
    "Without tokio_unstable, on WASM the features sync, macros, io-util, rt and time are supported; enabling any other feature (including full) causes a compilation failure. The time module only works on WASM platforms with timers (e.g. wasm32-wasi); if the runtime becomes indefinitely idle, it panics instead of blocking forever.",
    "With tokio_unstable, tokio::net can be used on wasm32-wasi, but sockets must be created via the FromRawFd trait, since WASI does not support creating new sockets from within WASM.",
])

# tokio/docs/reactor-refactor.md: the I/O driver
mem("io-driver-readiness", "knowledge", "I/O driver: Registration, edge-triggered readiness", ["io-driver", "registration", "readiness", "mio", "epoll"], [
    "Registration, an implementation detail backing I/O resources such as TcpStream, supports waiting for an arbitrary interest set with &self, so concurrent waiters can have different readiness interests. A registration creates a ScheduledIo entry with the I/O driver and registers the resource with mio.",
    "Because Tokio uses edge-triggered notifications, the I/O driver only receives readiness from the OS once the ready state changes, so it tracks each resource's known readiness (preventing syscalls that would return EWOULDBLOCK). A read awaits readiness(interest), tries the mio read, and on WouldBlock calls clear_readiness(event) and loops.",
])
mem("scheduled-io-waiters", "knowledge", "ScheduledIo: intrusive waiter list, cancel interest on drop", ["io-driver", "scheduled-io", "waker", "linked-list", "cancellation"], [
    "ScheduledIo keeps its readiness in an AtomicUsize and its waiters in an intrusive linked list of Waiter nodes held by the futures returned by readiness() (each with its interest; Waiter is !Unpin). On an event from mio, every waiter whose interest overlaps the readiness is notified; the others stay in the list.",
    "If the readiness() future is dropped early, it is essential that its waker is removed from the list: this prevents leaking memory.",
])
mem("io-driver-tick-race", "knowledge", "The I/O driver tick: clearing readiness without losing events", ["io-driver", "race-condition", "tick", "deadlock", "readiness"], [
    "If a readiness event arrives between the read returning WouldBlock and clear_readiness(), the read could deadlock: clear_readiness unsets the new event and the next readiness().await blocks forever. The driver keeps a tick, incremented on every mio poll() and packed into ScheduledIo's readiness word (shutdown 1 bit, generation 7 bits, driver tick 8 bits, readiness 16 bits); readiness is only cleared if the current tick matches the tick in the ReadyEvent.",
])
mem("asyncread-wakers", "knowledge", "AsyncRead/AsyncWrite: one waker per direction", ["asyncread", "asyncwrite", "waker", "io-driver", "poll"], [
    "The AsyncRead and AsyncWrite traits use a poll based API, so they cannot use the intrusive list. ScheduledIo includes dedicated waker values for the read direction and the write direction; the events assumed are read ready, read closed, write ready and write closed.",
    "The traits are only implemented for resource types themselves, not for &Resource: that would permit concurrent operations, and with a single waker per direction concurrent usage would deadlock (a Vec<Waker> would leak memory).",
])
