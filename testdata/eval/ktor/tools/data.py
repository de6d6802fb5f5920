"""Memories of the ktor set: ktorio/ktor's own contributor and agent guidance (AGENTS.md, which
CLAUDE.md includes; CONTRIBUTING.md; the agent skill .claude/skills/fix-bug; the pull-request
template; build-logic/README.md, docs/develocity.md and ktor-test-server/README.md; snapshot of
2026-08-20), one memory per topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-20")


# AGENTS.md
mem("critical-workflow", "rule", "Before returning control", ["workflow", "tests", "lint", "abi"], [
    "NEVER return control to the user without ensuring: tests pass (`./gradlew :module-name:jvmTest`, and other platforms if touched); code compiles (`./gradlew :module-name:assemble`); code is formatted and linting passes (`formatKotlin`, then `lintKotlin`); ABI validated (`updateLegacyAbi` if public/protected API changed).",
    "Prefer this order to fail fast. Always prefer module-specific commands (`:module-name:task`) over project-wide commands.",
])
mem("project-requirements", "knowledge", "Project requirements", ["jdk", "multiplatform", "xcode", "android"], [
    "JDK 21 is required (in IntelliJ IDEA, select JDK 21 in Project Structure > Project > SDK). Kotlin Multiplatform: JVM, JS, Native.",
    "Apple targets require Xcode and the command line tools (launch it and accept the license terms first). Android targets are optional and enabled when the Android SDK is available.",
])
mem("flattened-modules", "knowledge", "Flattened Gradle module structure", ["gradle", "modules", "settings"], [
    "The project uses a flattened Gradle structure (see `settings.gradle.kts`): nested directory paths do NOT translate to nested Gradle project names. Example: `ktor-client/ktor-client-curl` is `:ktor-client-curl`, not `:ktor-client:ktor-client-curl`.",
])
mem("source-set-layout", "rule", "Platform-centric source set layout", ["source-sets", "multiplatform", "targets", "layout"], [
    "Kotlin Multiplatform sources use a flattened, platform-centric layout: `common/src`, `jvm/src`, `jvm/resources`, `jvm/test`, `jvm/test-resources`, ... Do not re-introduce `src/<platform>Main/...`.",
    "Build logic enforces \"no surprise source sets\": manually registering extra source sets is rejected. To add a new target or source set, add the directory or enable the target via `gradle.properties` (`target.<name>=true`).",
])
mem("build-commands", "skill", "Build and test commands", ["gradle", "build", "tests", "assemble"], [
    "Always prefer running tasks on the specific module you touched, not the entire project: `./gradlew :module-name:assemble` builds the module.",
    "`./gradlew :module-name:jvmTest` runs the module's JVM tests; `:module-name:allTests` runs tests across all platforms; add `--tests \"fully.qualified.TestClassName\"` (or `.methodName`) for one test.",
    "Project-wide, `./gradlew assemble` builds everything and `./gradlew jvmTest` runs all tests on the JVM, the minimum required for testing; code for other platforms needs those platforms' tests too. `./gradlew tasks` lists tasks.",
])
mem("format-lint", "skill", "Formatting and linting", ["formatting", "lint", "ktlint"], [
    "`./gradlew :module-name:formatKotlin` formats the module; `./gradlew :module-name:lintKotlin` lints it. Use `formatKotlin` rather than manual formatting.",
])
mem("code-style", "rule", "Code style (EditorConfig is authoritative)", ["style", "editorconfig", "imports", "kotlin"], [
    "Code should conform to the official Kotlin code style (IntelliJ `KOTLIN_OFFICIAL`), managed by `.editorconfig`: make sure the EditorConfig plugin is enabled in the IDE. Indent 4 spaces (JSON/YAML: 2); max line length 120; end of line LF.",
    "Star imports are preferred (always used) for `io.ktor.*` packages.",
])
mem("naming", "rule", "Naming", ["naming", "tests", "conventions"], [
    "Follow Kotlin conventions unless the surrounding package has a strong established pattern.",
    "Tests: prefer descriptive test names in backticks: `describe what is being tested`.",
])
mem("api-visibility", "rule", "Visibility and internal APIs", ["internal", "visibility", "internal-api", "opt-in"], [
    "Prefer `internal` by default; keep the public surface intentional.",
    "Public-but-not-for-users APIs that cannot be `internal` (for technical reasons) should use `@InternalAPI`. Keep `@OptIn(...)` scope minimal.",
])
mem("public-api-docs", "rule", "Document every public API", ["kdoc", "public-api", "documentation"], [
    "Every public API (functions, classes, objects and so on) requires KDoc: every parameter, property, return type and notable exception described properly.",
    "Keep KDoc correct when behavior or signatures change.",
])
mem("ktor-dsl", "rule", "DSL receivers", ["dsl", "plugins", "config"], [
    "All types used as receivers in DSL should be annotated with `@KtorDsl` (for example, all plugin configs).",
])
mem("error-handling", "rule", "Error handling", ["errors", "exceptions", "require", "check"], [
    "`require(...)` for argument validation, `check(...)` for state validation, `error(\"...\")` for unreachable states.",
    "Throw specific exceptions appropriate to the layer (IO parsing: `IOException`/`EOFException`; validation: Ktor exceptions like `BadRequestException`). Make error messages actionable; include the problematic value/context.",
])
mem("logging", "rule", "Logging", ["logging", "hot-paths"], [
    "Prefer Ktor log helpers where present. Avoid noisy logs in hot paths.",
])
mem("comments-headers", "rule", "Comments and copyright headers", ["comments", "copyright", "headers"], [
    "Avoid redundant comments; add them only for tricky invariants or platform-specific behavior.",
    "New source files must include the repository copyright header.",
])
mem("development-practices", "rule", "Development practices", ["tdd", "multiplatform", "jvm-first", "local-properties"], [
    "Prefer TDD where feasible: add or adjust tests, then implement. For multiplatform changes, start JVM-first unless the task requires another platform.",
    "Keep local-only build knobs (for example, developer `gradle.properties` overrides) out of commits.",
])
mem("adding-modules", "skill", "Adding or removing modules", ["modules", "artifacts", "publishing", "settings"], [
    "Module names must start with `ktor-`. The project uses a flattened Gradle structure with a custom DSL in `settings.gradle.kts`.",
    "When modules are added or removed or new targets enabled, run `./update-artifact-dumps.sh` to update the published artifact lists in `gradle/artifacts`. Publishing will fail if these dumps are stale.",
])
mem("abi-validation", "rule", "Binary compatibility and ABI dumps", ["abi", "binary-compatibility", "api-dumps", "public-api"], [
    "Binary compatibility is enforced using Kotlin Gradle Plugin ABI validation. All public API changes must be tracked in `/api/` directories within modules: all `public`/`protected` API changes require updating the `api/*.api` dumps.",
    "`./gradlew :module-name:checkLegacyAbi` validates ABI compatibility; `./gradlew :module-name:updateLegacyAbi` updates the signature files after changes (before a PR: `updateKotlinAbi`, then `checkKotlinAbi`). API changes must be intentional and well-documented.",
])
mem("release-branches", "rule", "Release branches and API policy", ["release", "branches", "breaking-changes", "patch"], [
    "Patch releases are maintained in `release/<major>.x` (v3 uses `release/3.x`); the next minor release is developed on `main`.",
    "Public API changes are allowed only for minor/major releases (on `main`), not for patch releases. Breaking changes are only allowed in major version releases.",
])

# CONTRIBUTING.md
mem("ways-to-contribute", "knowledge", "Ways to contribute", ["contributing", "code-of-conduct", "backlog"], [
    "You can contribute code, documentation, community support, and feedback or issue reports; whichever you choose, read and comply with the Code of Conduct.",
    "You are free to pick any bug or feature in the Ktor backlog; we recommend starting with the low hanging fruit (YouTrack issues tagged Up For Grabs).",
])
mem("webrtc-pulseaudio", "knowledge", "WebRTC tests on Linux", ["webrtc", "linux", "pulseaudio", "tests"], [
    "To run `ktor-client-webrtc` JVM tests on Linux you should have `pulseaudio` installed (`sudo apt install pulseaudio`). The actual audio is not played during tests, but the WebRTC native library depends on it.",
])
mem("legacy-native-deps", "knowledge", "Native libraries for Ktor before 3.1.0", ["libcurl", "ncurses", "native", "legacy"], [
    "For versions of Ktor before 3.1.0 to build correctly, install `libcurl` and `libncurses`: on Linux `sudo apt install libcurl4-openssl-dev libncurses-dev`; on macOS `brew install curl ncurses`; on Windows use Cygwin.",
])
mem("android-sdk", "skill", "Optional Android SDK", ["android", "sdk", "targets"], [
    "The Android SDK is optional for building Ktor: if it is not available, Android targets are automatically excluded from the build. Install it with Android Studio or sdkmanager.",
    "To enable Android targets, define the SDK path in the `ANDROID_HOME` environment variable or `sdk.dir` in `local.properties`.",
])
mem("cocoapods", "skill", "Optional CocoaPods for Apple targets", ["cocoapods", "apple", "macos", "webrtc"], [
    "CocoaPods is optional: if it is not available on macOS, Apple targets are automatically excluded from modules that require CocoaPods dependencies (e.g., `ktor-client-webrtc`); other modules still build Apple targets.",
    "You can give the path to the `pod` executable with `kotlin.native.cocoapods.bin` in `local.properties`.",
])
mem("local-artifacts", "skill", "Using a development Ktor in another project", ["maven-local", "include-build", "debugging"], [
    "To reference artifacts from the development Ktor locally in another project (usually for debugging), publish to Maven Local, or (simpler) use Gradle's `includeBuild`: add `includeBuild(\"/PATH/TO/KTOR\")` to the sample project's `settings.gradle(.kts)`.",
])
mem("ide-sync-mode", "skill", "Importing into IntelliJ IDEA and sync mode", ["intellij", "ide", "sync", "native"], [
    "Open the project folder and IntelliJ IDEA imports it as a Gradle project; delegate all building and test operations to Gradle.",
    "By default IDE sync uses light mode, which excludes native targets. To work on native targets in the IDE, set `ktorbuild.syncMode` in `~/.gradle/gradle.properties`: `light+macosArm64` for one native target, `full` for all (needs 10 GB of RAM for the Gradle daemon). See the Performance section of `gradle.properties`.",
])
mem("rust-modules", "skill", "Rust-based modules", ["rust", "webrtc-rs", "cargo"], [
    "The `ktor-client-webrtc-rs` module uses Rust components. Install Rust and Cargo and add `ktorbuild.rustCompilation=true` to your global `gradle.properties`; this setting must remain local, do not commit it.",
    "Cross-compilation may need additional dependencies; see the Gobley cross-compilation documentation.",
])
mem("branching-strategy", "rule", "Branching strategy", ["branches", "main", "release", "base-branch"], [
    "`main` is the next minor or major release: the target for new features and breaking changes. `release/*` is the next patch release: the target for bug fixes.",
    "Switch your branch base between `main` and `release/*` with `./switch-base-branch.sh [--dry-run]`; agents use `--dry-run` to print the git commands, then run them after user approval.",
])
mem("pull-requests", "rule", "Pull requests", ["pull-requests", "youtrack", "tests", "description"], [
    "Fork the repository, work on your fork, and open a PR to the appropriate branch. The description should be clear and refer to an existing ticket, prefixed with KTOR-{NUM} for the YouTrack issue.",
    "A new feature needs motivation and use-cases: why it provides value and why it belongs in the Ktor framework itself. If documentation needs updating, file a ticket on YouTrack.",
    "Make sure any code contributed is covered by tests and no existing tests are broken. Before submitting, run `./gradlew updateKotlinAbi`, `./gradlew formatKotlin`, then `./gradlew checkKotlinAbi lintKotlin`.",
])
mem("commit-messages", "rule", "Commit messages", ["commits", "messages", "imperative"], [
    "Commit messages are written in English, in present tense using imperative mood (\"Fix\", not \"Fixes\"; \"Improve\", not \"Improved\"), with the related bug reference.",
    "When applicable, prefix the commit message with KTOR-{NUM}, the YouTrack issue number.",
])
mem("design-process", "knowledge", "Design process", ["design", "features", "proposals"], [
    "Whether you're thinking of a new feature or want to change the design of an existing process, read how the team handles the design process (the Ktor design process blog post) before making any code contributions.",
])
mem("documentation-repo", "knowledge", "Documentation lives elsewhere", ["documentation", "ktor-documentation", "docs"], [
    "Ktor documentation is placed in a separate repository, ktorio/ktor-documentation; its Contributing section explains how to contribute to the docs.",
])
mem("community-support", "knowledge", "Community support", ["support", "community", "help"], [
    "Ktor provides a number of channels for support (ktor.io/support); besides the support engineers we count on the community. Join a community channel and help others out.",
])
mem("issue-reports", "rule", "Reporting issues", ["issues", "youtrack", "bug-reports", "feature-requests"], [
    "Use YouTrack to submit bug reports and feature requests, after searching for existing issues to avoid duplicates.",
    "A bug report is tested against the most recent release, names the platform (JVM, Native, JavaScript) and operating system, includes a complete but minimal reproducer (a unit test is even better), and explains expected versus actual behavior. A feature request explains the use case and the problem, more than a solution.",
])

# .claude/skills/fix-bug/SKILL.md
mem("bug-fix-workflow", "skill", "Fixing a bug from an issue", ["bugs", "fix", "workflow", "branches"], [
    "A bug fix goes: understand the issue (title, steps to reproduce, expected vs actual, affected module, comments), reproduce it in a failing test, commit the reproducer, implement the fix, validate, format and lint, validate the ABI, commit the fix, open a PR.",
    "Base branch: `release/3.x` for bug fixes that do not introduce new public APIs (patch release); `main` for fixes that require new public APIs or target the next minor release.",
    "Commit the failing test first (`<ISSUE-ID> Add failing test for <short bug description>`), then the fix (`<ISSUE-ID> <Imperative description of the fix>`). The PR title is `<ISSUE-ID> <Short fix description>`, with a summary of root cause and fix and a test plan.",
])
mem("reproducer-test", "rule", "The failing reproducer test", ["tests", "reproducer", "bugs", "source-sets"], [
    "Write a test that demonstrates the bug: minimal (only the buggy behavior), clear (a backtick name describing the bug, e.g. `KTOR-9352 request with empty body causes NPE`), and failing on the current codebase. If it passes, re-read the issue and adjust it.",
    "Place it near existing tests for the same module or feature; a platform-specific bug goes in that platform's source set (`jvm/test`, `posix/test`), a bug in shared code in `common/test` so it runs on all platforms.",
])
mem("fix-scope", "rule", "Keep the fix minimal", ["fix", "scope", "refactoring", "validation"], [
    "Keep changes minimal and focused: fix only the bug, do not refactor surrounding code, do not add features beyond what's needed, preserve existing comments and code style.",
    "Validate with the reproducer, then the module's tests: `jvmTest` for JVM-only changes, `allTests` for common or multiplatform changes. If any tests fail, investigate and fix; do not skip or disable tests.",
])
mem("docs-on-behavior-change", "rule", "When a change needs documentation", ["documentation", "behavior-change", "defaults", "ktor-documentation"], [
    "A documentation update is needed when a public API signature changed (new parameter, changed default, new overload), when behavior users observe changed (different error message, default or timing), when a workaround users adopted is no longer necessary, or when a new feature or configuration option was added.",
    "Then create an issue in ktorio/ktor-documentation: what changed and why, what should be documented (affected API, module, options), and a short usage snippet.",
])
mem("youtrack-mcp", "skill", "YouTrack issues from an agent", ["youtrack", "mcp", "issues"], [
    "Fetch YouTrack issues through the YouTrack MCP (`mcp__youtrack__get_issue` with the issue ID); if it is not configured, set it up with `claude mcp add --header \"Authorization: Bearer <token>\" --transport http youtrack https://youtrack.jetbrains.com/mcp`.",
    "For YouTrack issues, assign the issue to yourself and set State to In Progress when starting, and Ready for Review once the PR is open; these updates are not blocking.",
])

# .github/pull_request_template.md
mem("pr-template", "rule", "Pull request description", ["pull-requests", "template", "subsystem"], [
    "The PR description names the Subsystem (Client/Server, related modules), the Motivation (what problem the PR solves and why it is important, referring to a bug or ticket) and the Solution.",
])

# build-logic/README.md, docs/develocity.md, ktor-test-server/README.md
mem("build-logic", "knowledge", "Shared build logic", ["build-logic", "gradle", "composite-build", "buildsrc"], [
    "`build-logic` holds the build logic shared between Ktor subprojects. It is similar to `buildSrc`, but uses composite builds to prevent projects from becoming out-of-date on any change in `buildSrc`.",
    "It is included in the root `settings.gradle.kts` with `includeBuild(\"build-logic\")` and applied with the `ktorbuild.base` plugin.",
])
mem("develocity", "skill", "Build scans and remote build cache", ["develocity", "build-scans", "build-cache"], [
    "Build scans and the remote build cache (Develocity) are for JetBrains developers only: log in with `./gradlew :provisionDevelocityAccessKey`; scan logs are collected in `scan-journal.log`.",
    "Others disable publishing attempts with `ktor.develocity.skipBuildScans=true` in `~/.gradle/gradle.properties`.",
])
mem("test-server", "knowledge", "The integration test server", ["test-server", "integration-tests", "client-tests"], [
    "`ktor-test-server` is the server used for integration tests of Ktor itself. `-Pktorbuild.testServer.verbose=true` prints server-side exception stack traces to the build log, e.g. `./gradlew :ktor-client-core:jvmTest -Pktorbuild.testServer.verbose=true`.",
])
