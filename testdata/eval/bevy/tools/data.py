"""Memories of the bevy set: bevyengine/bevy's own contributor guidance. On its main branch at 4805ca7
(2026-08-22): the pull-request template, the release-content process (_release-content/: migration
guides, release notes and their templates), docs/linters.md, docs/debugging.md, docs/profiling.md,
the header of docs/cargo_features.md, benches/README.md, crates/bevy_audio/CONTRIBUTING.md, the
compile-fail test READMEs (tools/compile_fail_utils, crates/bevy_ecs/compile_fail), docs-rs/README.md,
errors/README.md and the header of examples/README.md. CONTRIBUTING.md itself only points to the
contributor guide on bevy.org, whose source is the bevyengine/bevy-website repository
(content/learn/contribute/): the introduction, opening pull requests (with the style guide), writing
documentation, creating examples, reviewing pull requests, the AI policy and the triage reference.
One memory per section or a few short sections, in the project's words (lightly cut). The text is
the Bevy contributors' (bevy: MIT OR Apache-2.0; bevy-website: MIT OR Apache-2.0 for its content);
quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")


# bevy-website content/learn/contribute/introduction.md
mem("design-goals", "knowledge", "What we're trying to build: Bevy's design goals", ["design-goals", "ecs", "modular", "game-engine"], [
    "Bevy is a completely free and open source game engine built in Rust. Design goals: Capable (a complete 2D and 3D feature set); Simple (easy for newbies to pick up, but infinitely flexible for power users); Data Focused (data-oriented architecture using the Entity Component System paradigm); Modular (use only what you need, replace what you don't like); Fast (app logic should run quickly, and when possible, in parallel); Productive (changes should compile quickly).",
    "Development process goals: rapid experimentation over API stability; a consistent vision; flexibility over bureaucracy; focus: build a small number of features excellently over merging every new community-contributed feature quickly; user-facing API ergonomics come first.",
])
mem("modularity-and-merging", "rule", "Modularity over deep integration; don't merge everything, don't merge too early", ["modularity", "crates", "features", "third-party-plugin"], [
    "Individual crates and features should be \"pluggable\" whenever possible. Don't tie crates, features, or types together that don't need to be.",
    "Every feature we add increases maintenance burden and compile times. Only merge features that are \"generally\" useful. When possible, make a 3rd party plugin / crate first, then consider merging once the API has been tested in the wild.",
])
mem("dependency-policy", "rule", "Control and consistency over 3rd party code reuse: adding a dependency", ["dependencies", "crates", "compile-times", "wgpu", "winit"], [
    "Only add a dependency if it is absolutely necessary. Every dependency we add decreases our autonomy and consistency. Dependencies also have the potential to increase compile times and risk pulling in sub-dependencies we don't want / need.",
    "Don't re-invent every wheel: if there is a crate in the Rust ecosystem that is the \"de-facto\" standard (ex: wgpu or winit), we should heavily consider using it, and drive the improvements we need into these core ecosystem crates. Rust-first: never compromise a Rust interface in the interest of compatibility with other languages.",
])
mem("public-interfaces", "rule", "Thoughtful public interfaces over maximal configurability", ["public-api", "visibility", "api-design", "pub"], [
    "Symbols and APIs should be private by default. Every public API should be thoughtfully, and consistently, designed. Don't expose unnecessary internal implementation details. Don't allow users to \"shoot themselves in the foot\", instead favor one \"happy path\" API over multiple APIs for different use cases.",
])
mem("test-what-you-need", "rule", "Test what you need to", ["testing", "unit-tests", "examples", "ci"], [
    "Write useful tests. Don't write tests that aren't useful. We generally aren't strict about unit testing every line of code.",
    "Most new features should have at least one minimal example; these also serve as simple integration tests, as they are run as part of our CI process. The more complex, or \"core\", a feature is, the more strict we are about unit tests. We use Rust's built in testing framework.",
])
mem("rendering-example-runner", "skill", "Testing rendering changes across examples and platforms: dev docs and the example runner", ["rendering", "examples", "platforms", "dev-docs", "example-runner"], [
    "If you're working on the engine, the Dev Docs (dev-docs.bevy.org) are a prebuilt version of the docs for the latest main that shows docs for all of Bevy's internals.",
    "If you're making rendering changes, testing your changes across all of the examples and platforms can be incredibly tedious. Use the bevy-example-runner to automate this: open an issue in that repository with your issue number in the title (and an empty body) and it'll kick off a run. This uses a ton of CI resources, so try to do some quick local validation first.",
])

# bevy-website content/learn/contribute/helping-out/opening-pull-requests.md
mem("making-changes", "knowledge", "Making changes to Bevy: discussions, issues, pull requests and approval", ["process", "issues", "discussions", "pull-request", "review"], [
    "Most changes don't require much process. Start with a GitHub Discussion to propose a feature or specific implementation, an Issue to track a bug or feature, or a Pull Request; consider an Issue or Discussion for larger changes or if you aren't certain about a design.",
    "Other community members review; once content (design, code quality, documentation, tests) reviewers leave Approved reviews. After consensus and CI passes, the S-Ready-For-Final-Review label is added, and the Project Lead or a Maintainer performs a final code review and queues the PR for merging.",
])
mem("complex-changes-rfc", "knowledge", "Complex changes: issue, draft PR or RFC, split-out parts", ["rfc", "design", "draft", "complex", "rework"], [
    "Major new features and reworks require more design work and scrutiny: an issue lays out the general problem; it is discussed on the issue, in Discussions or on Discord; then a Draft Pull Request or an RFC is made (complex features need RFCs, submitted before or after prototyping).",
    "If feasible, parts that work on their own get split out into individual PRs to make them easier to review.",
])
mem("contributing-code-workflow", "skill", "Contributing code: fork, fast builds, commits, pushing and responding", ["fork", "git", "commits", "force-push", "review"], [
    "Fork bevyengine/bevy. (Optional) Copy .cargo/config_fast_builds.toml to .cargo/config.toml. Make your changes in a local clone of your fork, in its own branch; split your work into separate commits, each with a distinct purpose.",
    "Respond to CI failures or review feedback: CI failures must be fixed, but you do not need to agree with all feedback, merely acknowledge it. When updating your PR branch, avoid force pushing; merge the main branch into your feature branch to resolve conflicts.",
])
mem("ci-locally", "skill", "Run CI validations locally: cargo run -p ci", ["ci", "cargo", "lints", "clippy", "doc-tests", "tools-ci"], [
    "To test CI validations locally, run cargo run -p ci. Sub-commands iterate faster: cargo run -p ci -- lints (formatting and Clippy), -- test (tests), -- doc (doc tests and doc checks), -- compile (everything that must compile still does, examples and benches, and the compile_fail crates do not). See the tools/ci crate.",
])
mem("markdown-toml-typos-lint", "rule", "Markdown, TOML and typos checks in CI: markdownlint, taplo, typos", ["markdown", "markdownlint", "toml", "taplo", "typos", "spelling"], [
    "Bevy's CI checks markdown (.md) files with markdownlint: run markdownlint -f -c .github/linters/.markdown-lint.yml . in the root directory.",
    "Bevy's CI checks TOML (.toml) files for style and correctness using taplo: taplo fmt --check --diff, fix with taplo fmt. Bevy's CI checks for typos using typos: run typos, fix with typos -w.",
])
mem("new-crate-checklist", "rule", "Adding a new official Bevy crate: publish.sh and cargo_features.md", ["new-crate", "publish", "cargo-features", "workspace"], [
    "If you end up adding a new official Bevy crate to the bevy repository: add the new crate to the tools/publish.sh file, and check if a new cargo feature was added; update docs/cargo_features.md as needed.",
])
mem("contribution-checklist", "rule", "When contributing: small PRs, doc comments, tests, examples", ["pull-request", "documentation", "tests", "examples"], [
    "Prefer small PRs that incrementally improve things. Explain what you're doing and why. Consult the style guide. Document new code with doc comments. Include clear, simple tests. Add or improve the examples when adding new user-facing functionality. Break work into digestible chunks.",
])
mem("code-style-general", "rule", "Style guide: imports, comments and error codes", ["style", "imports", "comments", "doc-comments", "error-codes"], [
    "Prefer granular imports over glob imports like bevy_ecs::prelude::*. Use a consistent comment style: /// doc comments belong above #[derive(Trait)] invocations; // comments go above the line in question, rather than in-line; avoid /* */ block comments; use `variable_name` code blocks in comments; start comments with capital letters and end them with a period if they are sentence-like. Use comments to organize long and complex stretches of code.",
    "When using Bevy error codes include a link to the relevant error on the Bevy website in the returned error message: ... See: https://bevy.org/learn/errors/b0003.",
])
mem("rust-api-guidelines", "knowledge", "Rust API guidelines and where Bevy disagrees", ["api-guidelines", "rustdoc", "unwrap", "deref", "api-design"], [
    "As a reference for our API development we use the Rust API guidelines, except: \"All items have a rustdoc example\" is too strong: for functionality that requires more context or a more interactive demonstration (such as rendering or input features), use the examples folder instead; \"Examples use ?, not try!, not unwrap\" is usually reasonable, but not always required; \"Only smart pointers implement Deref and DerefMut\" is deliberately violated for single-element wrapper types like Life(u32).",
])
mem("responding-to-reviews", "knowledge", "Receiving and responding to reviews", ["review", "feedback", "follow-up"], [
    "Shepherd your PR through community review. If it sits for a few weeks with no interest, solicit reviews on Discord. If you disagree with a reviewer, it's fine to politely say \"no\" or indicate that their suggestion would be better left to a follow-up PR.",
])
mem("adopting-prs", "rule", "Adopting pull requests: S-Adopt-Me, credit and Adopted #N", ["adopt", "s-adopt-me", "pull-request", "credit"], [
    "Another contributor may adopt a stalled pull request: create a new pull request based on the original, address outstanding feedback, fix merge conflicts and finish the work. Fork the original author's branch so that they still get credit and the commit history is retained.",
    "Reference the original PR in the description like this: Adopted #number-original-pull-request; copy other important content such as migration guides from the old description, then notify org members to close the original. S-Needs-Help PRs welcome PRs to fix the last few points.",
])

# bevy-website content/learn/contribute/helping-out/writing-docs.md
mem("docs-priorities", "rule", "Writing documentation: accuracy first, technical inline docs", ["documentation", "docs", "inline-docs", "rfc"], [
    "Inaccurate documentation is worse than no documentation; prioritize fixing broken docs. Bevy is remarkably unstable; before tackling a new major documentation project, check in with the community about the stability of that feature.",
    "Code documentation (doc examples and in the examples folder) is easier to maintain because the compiler will tell us when it breaks. Inline documentation should be technical and to the point; link relevant examples or other explanations if broader context is useful. Accepted RFCs are not documentation.",
])
mem("inline-docs-doctests", "skill", "Inline docs: docs.rs, dev-docs, cargo doc and doc-tests", ["rustdoc", "doc-tests", "cargo-doc", "docs-rs"], [
    "The inline docs for each release are published to docs.rs; dev-docs.bevy.org has the latest API reference built from main on every commit. To check local changes run cargo doc --open.",
    "The code in doc comments is compiled and tested to ensure that the examples work for our readers. Doc-tests are run as part of the normal cargo test suite; to only run doc-tests, use cargo test --doc.",
])
mem("website-docs", "knowledge", "The website, the Bevy Book and the Quick Start Guide", ["website", "bevy-book", "quick-start", "zola"], [
    "We also consider bevy.org to be part of our core documentation. The website has its own repository (bevy-website) built with the Zola static site engine; the Bevy Book is hosted there, targeted towards beginners. Code in the learning materials is compiled, formatted and tested (learning-code-examples, validate_examples.sh).",
    "Learning material is split into the Quick Start Guide (example-first: get started making your first game now) and the Bevy Book (definition-first: understand how Bevy works).",
])
mem("docs-style-tone", "rule", "Documentation style: tone, explanations and copyediting", ["documentation", "style", "american-english", "prose"], [
    "Use clear, simple language; precise technical terms when needed, avoiding jargon. Prefer short sentences. Use \"we\" and \"you\" pronouns. Avoid idioms and slang. Bold new vocabulary words where they are first used. When introducing a concept: explain it and why it's useful, linking to the API docs; demonstrate basic usage; briefly discuss tradeoffs.",
    "Bevy uses American English spelling. Chapter and section titles use title case. No footnotes or extended parentheticals. The names used in the text should match the Rust types and function arguments discussed. Mathematical expressions should be accompanied by a plain English explanation.",
])
mem("docs-links", "rule", "Documentation links: specific, latest, readable without the link", ["documentation", "links", "docs-rs", "latest"], [
    "Always link to the most specific location you can, whether that's a section on a page or a method on a struct. When referencing a Rust API by name, mark it as a link every time. Use the latest tag when linking to Bevy docs and source code so it won't go stale every time the version is updated.",
    "Make sure the text reads well even when removing the link: \"Start exploring [our examples]\" rather than \"Start exploring our examples [here]\".",
])

# bevy-website content/learn/contribute/helping-out/creating-examples.md
mem("example-requirements", "rule", "Each example must be goal-driven, working, clear, relevant and minimal; register it", ["examples", "cargo-toml", "readme", "build-templated-pages"], [
    "Each example in Bevy must be: goal-driven (a single clearly stated learning-focused goal); working (compile and run); clear (descriptive variable names, formatted, commented); relevant; minimal.",
    "When you add a new example, add it to the root Cargo.toml file and update the relevant README.md based on the type of example: run cargo run -p build-templated-pages -- build-example-page to do this automatically. Use a generous sprinkling of keywords in your description.",
])
mem("example-types", "knowledge", "Types of examples: API, usage, games, stress tests and testbeds", ["examples", "stress-tests", "testbeds", "games", "usage"], [
    "API examples clearly demonstrate a single feature or group of closely related small features. Usage examples teach users opinionated patterns for common game development tasks. Small games integrate these patterns into a cohesive whole.",
    "Stress tests use extreme entity counts or otherwise unrealistic settings to readily detect performance changes in performance-sensitive hot paths. Testbeds test features and scenes that rely on graphical rendering or interactivity, in both an automated and manual fashion. Stress tests and testbeds should be configurable.",
])
mem("when-to-add-example", "knowledge", "When should I add an example?", ["examples", "documentation", "doc-tests", "games"], [
    "A good API example is complementary to good API documentation, and should only be added to promote the discovery of important features, show API usage in context, or show off graphical, audible or interactive functionality. When possible, prefer documentation tests and module documentation over API examples.",
    "Game examples are much more expensive to maintain and should be used sparingly: each should demonstrate a new genre or style of game, a few hundred to a few thousand lines at most. Full game templates go to bevy-assets.",
])
mem("example-organization", "rule", "Example organization: folders, one .rs file, no shared utilities, no tests", ["examples", "folders", "assets", "structure"], [
    "API examples live in examples/api, usage examples in examples/usage, game examples in examples/games; stress tests in the root stress-tests folder; testbeds in the root tests folder, subdivided by domain. Each subfolder has a README.md with a table listing of the examples.",
    "Each example should consist of exactly one .rs file, except where assets or shaders are required; order: imports, fn main(), example logic. Examples should typically not have tests. Examples should not share common utility logic: if you feel this is warranted, improve the engine instead.",
])
mem("example-assets", "rule", "Example assets: reuse, keep them small", ["assets", "examples", "repository-size"], [
    "Assets live in /assets, organized by kind, rather than by example. Adding new assets permanently increases the size of the Bevy repository. Reuse assets for your examples whenever possible; if you need an asset to demonstrate a newly added feature, make it as small as possible. A new example that requires a new asset will almost certainly be rejected for now.",
])
mem("example-platforms-deps", "rule", "Examples: platform support and dependencies", ["examples", "platforms", "web", "wasm", "dev-dependencies"], [
    "By default, every example must work on our desktop platforms: Linux, Windows and MacOS. It is acceptable (but not ideal) if certain examples do not work on web, or low end hardware; this should be prominently called out and explained inside of the examples.",
    "Examples should not take on new dependencies unless they are required for core functionality of that example, can never take on dependencies to Bevy ecosystem crates, and list any dependencies as dev-dependencies.",
])
mem("example-style", "rule", "Example stylistic preferences and code conventions", ["examples", "naming", "queries", "prelude", "constants"], [
    "Use simple, descriptive variable names (SparseComponent or Life rather than MyComponent; Color rather than ColorComponent). Prefer glob imports of bevy::prelude::* in examples. Avoid making variables pub unless needed.",
    "Refactor magic numbers into constants with clear names. Prefer for loops over .for_each. Use .single and .single_mut where appropriate. In Queries, prefer With<T> filters over fetching unused data with &T; prefer disjoint queries using With and Without over param sets. Prefer structs with named fields over tuple structs. Use enum-labels over string-labels.",
])
mem("example-visuals", "rule", "Example visual guidelines, feature examples and game examples", ["examples", "showcase", "clear-color", "instruction-text", "games"], [
    "Examples may be displayed in the example showcase: use the default ClearColor and WindowResolution unless absolutely necessary. Instruction Text should use the default font, color, and size, inset 12 pixels from the edge of the window.",
    "Feature examples focus on exactly one feature and should have a visible effect when run. Game examples live in /examples/games, are minimum but viable, use enums and states, small components and systems, and /// doc comments as if part of a production codebase.",
])

# bevy-website content/learn/contribute/helping-out/reviewing-pull-requests.md
mem("reviewing-feedback", "knowledge", "Reviewing pull requests: who can review and giving feedback", ["review", "feedback", "approval"], [
    "Anyone can review: catch missing tests, unclear docs, logic errors. Prioritize your specific skills (unsafe code, rendering, web). Focus on constructive, actionable feedback; provide code suggestions; it's okay to approve while noting your limitations. Push for a smaller scope with clearly tracked follow-ups.",
    "It is always acceptable to ask an author to fix an issue or bug, or request additional documentation or tests; otherwise avoid asking for additional work. Keep scope in mind; don't be afraid to escalate; not all review comments will necessarily be addressed.",
])
mem("merge-rules", "knowledge", "How pull requests are merged", ["merge", "maintainers", "controversial", "approval"], [
    "Trivial PRs can be merged without community approvals. Relatively uncontroversial PRs can be merged following approval from at least two community members with appropriate expertise. Controversial PRs need the approval of the Project Lead, or two Subject Matter Experts in the area of the PR.",
    "If two Maintainers have approved a controversial PR they can start the clock: if 45 days elapse without SME or Project Lead action, the PR can be merged by maintainers.",
])

# bevy-website content/learn/contribute/policies/ai.md
mem("ai-ownership-disclosure", "rule", "AI policy: ownership, disclosure, learning", ["ai", "llm", "disclosure", "pull-request"], [
    "Contributors are wholly responsible for their own submissions, regardless of how they are created: you must personally understand every line of code and documentation that you submit.",
    "Non-trivial AI use must be disclosed, typically in the PR description, with context about how AI was used (collaborative design work, bug finding or any authorship of code). \"Co-authored by Claude\" commit messages are not sufficient. Never serve as a direct pipe for an LLM.",
])
mem("ai-large-changes-writing", "rule", "AI policy: large changes, refinement, writing, design", ["ai", "large-changes", "prose", "release-notes", "design"], [
    "Do not prepare or submit sweeping changes (by number of files touched, PRs opened or total lines of code) without prior discussion. Do not dump raw generative AI output on other contributors.",
    "AI should never be used to draft large blocks of public-facing prose: module docs, release notes, lengthy PR descriptions, or book chapters. Publicly shared design documents must be personally authored.",
])
mem("ai-art-assets", "rule", "AI policy: no AI art assets; translation", ["ai", "art", "assets", "translation"], [
    "Out of respect for the craft of artists, AI must not be used for creating or manipulating art assets: find a permissively licensed asset, commission something appropriate, or make one by hand.",
    "LLMs may be used for translation, but you must provide the original untranslated text as well.",
])

# bevy-website content/learn/contribute/reference/triage.md
mem("labels-area-category", "knowledge", "Triage labels: area, category, difficulty", ["labels", "triage", "a-ecs", "c-bug", "d-unsafe"], [
    "A: Area (A-Animation, A-ECS, A-Rendering, ...). C: Category: C-Bug (unexpected or incorrect behavior), C-Enhancement, C-Docs, C-Code-Quality, C-Performance (a change motivated by speed, memory usage, or compile times), C-Tracking-Issue.",
    "D: Difficulty: D-Trivial (typos, one-line bug fixes, reorganization, renames), D-Straightforward, D-Modest, D-Complex; D-Domain-Expert and D-Domain-Agnostic modifiers; D-Unsafe is applied to any code that touches unsafe Rust, which requires special skills and scrutiny. O: Operating System (O-Linux, O-Web, O-Windows).",
])
mem("labels-status-meta", "knowledge", "Triage labels: status, controversy and meta (release note, migration guide)", ["labels", "triage", "m-needs-migration-guide", "m-needs-release-note", "x-controversial"], [
    "S: Status (S-Ready-For-Implementation, S-Needs-Triage, S-Adopt-Me, S-Blocked, S-Needs-Review, S-Waiting-On-Author, S-Ready-For-Final-Review, S-Needs-Help, S-Nominated-To-Close). X: Controversiality (X-Uncontroversial, X-Contentious, X-Controversial, X-Blessed).",
    "M-Needs-Release-Note: work that should be called out in the blog post due to impact. M-Needs-Migration-Guide: a breaking change to Bevy's public API, which requires advice on how to migrate existing code; these changes cannot be shipped in minor versions.",
])
mem("controversial-changes", "knowledge", "What makes a change controversial or complex; splitting PRs", ["controversial", "dependencies", "licensing", "unsafe", "split"], [
    "Reasons for X-Controversial or X-Contentious: changes to a project-wide workflow or style; new architecture for a large feature; serious tradeoffs; heavy user impact; new footguns; adding a new dependency of unknown repute; touching licensing information; adding root-level files and folders. X-Uncontroversial: fixing typos, grammar and dead links; removing dead code or unused dependencies; fixing Clippy lints and warnings.",
    "D-Complex: high technical complexity, soundness-relevant code (if it touches unsafe, add D-Unsafe), large-scale reorganization. Split controversial changes from less controversial ones, and simple changes from complex ones.",
])
mem("closing-prs", "knowledge", "Closing PRs and issues", ["close", "triage", "stale", "obsolete"], [
    "PRs are closed if spam, already done elsewhere or obsolete, adopted, low quality with an author resistant to coaching, adding features of limited value that could be recreated outside of the engine, bitrotten, pointlessly large, or controversial and inactive for 6 months. When closing a PR without a linked issue, consider creating one.",
])

# bevy: .github/pull_request_template.md
mem("pr-template", "rule", "Pull request template: objective, solution, testing, showcase", ["pull-request", "template", "testing", "showcase"], [
    "Objective: describe the objective or issue this PR addresses; if you're fixing a specific issue, say \"Fixes #X\". Solution: describe the solution used. Testing: did you test these changes, how, what needs more testing, how can reviewers test, and what platforms did you test on.",
    "Showcase (optional): if this PR adds a new feature or public API, consider a brief pseudo-code snippet of it in action; if it includes a visual change, a screenshot, GIF or video, even a before/after comparison.",
])

# bevy: _release-content/migration_guides.md and its template
mem("migration-guide-when", "rule", "Migration guides: a draft with every breaking change, in _release-content/migration-guides", ["migration-guide", "breaking-change", "release-content", "m-needs-migration-guide"], [
    "When we make breaking changes to Bevy, we need to communicate them to users. Bevy asks authors (and reviewers) to write a draft migration guide as part of the pull requests that make breaking changes (the M-Migration-Guide label).",
    "If your PR introduces a new breaking change relative to the previous version, start a new guide by copying the template (migration_guides_template.md, with title and pull_requests metadata) into a new file in the _release-content/migration-guides folder. Also update the existing migration guides in the other files, if your change affects them.",
])
mem("migration-guide-content", "rule", "Migration guide content and grouping", ["migration-guide", "breaking-change", "grouping", "searchable"], [
    "Migration guides briefly communicate: what has been changed since the last release, why we made this breaking change, how users can migrate their existing code. Drafts do not need to be polished. Prefer terse, technical language with terms that users might search for: guides are navigated via Ctrl+F as the reader follows the compiler errors.",
    "Migration guides reflect the complete experience of migrating from the last major version: if there are multiple breaking changes layered on top of each other, edit the existing migration guide rather than write a new one. Each is given a clear name matching the section title, naming the old feature that was broken or changed.",
])
mem("deprecated-attribute", "rule", "The #[deprecated] attribute does not replace a migration guide", ["deprecated", "deprecation", "migration-guide", "warnings"], [
    "Rust's #[deprecated] attribute is a compiler-aware way to mark code as obsolete and slated for removal; it downgrades errors to warnings and makes the migration information available in the user's IDE, e.g. #[deprecated(since = \"0.17.0\", note = \"...\")].",
    "However, it's not always possible to use this attribute, and Bevy does not consider it to be a substitute to a migration guide entry.",
])
mem("migration-guide-style", "rule", "Migration guide style guide", ["migration-guide", "style", "backticks", "relocations"], [
    "What, then why, then how to migrate. Standard phrases: `OldType` is now `NewType`. Replace all references and imports; the `Type::method` method has been removed, use `Type::other_method` instead; `function` now returns `Option<String>` instead of `String`. Name the types and methods involved; use backticks. Avoid headings (only level two).",
    "Give a code example with // 0.15 and // 0.16 comments rather than code diffs. When moving items to a new module or crate, consider a Relocations table of the before and after paths.",
])

# bevy: _release-content/release_notes.md and its template
mem("release-notes-when", "rule", "Release notes: drafts for high-impact features in _release-content/release-notes", ["release-notes", "release-content", "m-needs-release-note", "feature"], [
    "When we make high-impact changes to Bevy, Bevy asks authors (and reviewers) to write draft release notes as part of the pull requests that add high-impact features (the M-Release-Note label). To start a new release note, copy the template (title, authors, pull_requests) into a new file in the _release-content/release-notes folder.",
    "Release notes capture what has been changed or added, why it is a big deal for users, and how they can use it. They are organized by rough feature, not per PR: if you make changes or extensions to an upcoming major feature, revise the release note for that feature and add your PR and name to its metadata.",
])
mem("release-notes-media", "rule", "Release notes: no multimedia in the repository; headings", ["release-notes", "images", "video", "repository-size"], [
    "Images and videos are lovely, but do not put multimedia content in the release-notes folder: it bloats the git repo for bevyengine/bevy. Drop them in your PR description instead.",
    "You may use markdown headings levels two and three, and must not start with a heading. Prose is appreciated, but bullet points are acceptable.",
])

# bevy: docs/linters.md
mem("rustfmt-clippy", "rule", "Code format and lints: rustfmt and Clippy with -D warnings", ["rustfmt", "clippy", "lints", "warnings", "formatting"], [
    "Code format: cargo fmt --all (validated by cargo run -p ci). Clippy: cargo clippy --workspace --all-targets --all-features -- -D warnings: no warnings are allowed in the codebase.",
    "super-linter provides markdownlint for .md files, configured in .github/linters/.markdown-lint.yml; other super-linter linters are not activated.",
])

# bevy: docs/debugging.md
mem("macro-debugging", "skill", "Macro debugging: cargo expand", ["macros", "proc-macro", "derive", "cargo-expand", "debugging"], [
    "Print the final output of a macro using cargo rustc --profile=check -- -Zunstable-options --pretty=expanded, or install and use cargo expand (cargo expand --color always | less -R). Print output during macro compilation using eprintln!.",
])
mem("wgpu-trace", "skill", "Capturing a wgpu trace for a suspected wgpu error", ["wgpu", "trace", "rendering", "render-plugin", "debugging"], [
    "When a suspected wgpu error occurs, capture a wgpu trace so that Bevy and wgpu devs can debug using the wgpu player tool: pass a folder path to bevy_render::RenderPlugin via render_creation (the trace_path field in WgpuSettings), add wgpu with the trace feature to Cargo.toml, and replicate the error.",
    "Zip up the folder and attach it to the issue; new wgpu issues go in the wgpu repository with the wgpu revision from Cargo.lock.",
])

# bevy: docs/profiling.md
mem("tracing-spans", "skill", "CPU profiling: Bevy's tracing spans and adding your own", ["profiling", "tracing", "spans", "trace", "info_span"], [
    "Bevy has built-in tracing spans to profile ECS systems, render logic, engine internals, and user app code. Enable the trace cargo feature; the tracing level must be at least info; wgpu and naga spans are filtered out by default (RUST_LOG=info).",
    "Add spans with info_span!(\"span_name\", name = \"span_name\").entered(); the span's timer stops when it is dropped. Search for info_span! in this repo for real-world examples.",
])
mem("tracy-profiler", "skill", "Profiling with Tracy", ["tracy", "profiling", "trace_tracy", "memory"], [
    "Run your bevy app with --features bevy/trace_tracy --release (memory with bevy/trace_tracy_memory; debug names for Bevy's own systems with bevy/debug). Find the correct Tracy version with cargo tree --features bevy/trace_tracy | grep tracy. tracy-capture records with less overhead. Compare two traces with the Compare button.",
])
mem("chrome-perf-flamegraph", "skill", "Chrome tracing format and perf flame graphs", ["profiling", "trace_chrome", "perfetto", "flamegraph", "perf"], [
    "cargo run --release --features bevy/trace_chrome writes a json file in the chrome tracing format; open it with ui.perfetto.dev.",
    "cargo-flamegraph needs no instrumentation and shows finer-grained flame graphs of actual code call trees: RUSTFLAGS='-C force-frame-pointers=y' cargo flamegraph --example EXAMPLE_NAME.",
])
mem("gpu-profiling", "knowledge", "GPU runtime profiling: vendor tools and Tracy's RenderQueue", ["gpu", "profiling", "rendering", "render-queue", "diagnostics"], [
    "Graphics work may be a CPU bottleneck (extracting to the render world, wgpu resource tracking, recording commands), a GPU bottleneck, or a data transfer bottleneck. If CPU profiling shows GPU work is the bottleneck, use the vendor's tool (Nsight Graphics, Radeon GPU Profiler, Graphics Frame Analyzer, Xcode's Metal debugger); RenderDoc is not a profiler.",
    "With trace_tracy, GPU spans show in a RenderQueue row. Bevy will not automatically add GPU profiling spans: add GPU timing spans yourself for any custom rendering work (see RenderDiagnosticsPlugin).",
])
mem("compile-time-profiling", "skill", "Compile time profiling", ["compile-time", "cargo-timings", "self-profile", "llvm-lines", "bloat"], [
    "Run cargo clean before timing; disable sccache (RUSTC_WRAPPER=\"\"); measure noise with hyperfine; avoid laptops and mixed-core processors. cargo build --timings shows how much time each crate took to build; RUSTC_BOOTSTRAP=1 cargo rustc --package bevy_render -- -Z self-profile for a self-profile.",
    "cargo-llvm-lines shows the LLVM lines generated by generic functions; cargo-bloat shows the size of each function in the binary.",
])

# bevy: docs/cargo_features.md (header)
mem("cargo-features-doc", "rule", "Cargo features and profiles: docs/cargo_features.md is generated", ["cargo-features", "features", "profiles", "build-templated-pages"], [
    "Bevy exposes many Cargo features to customize the engine; enabling them adds functionality but may come at the cost of longer compilation times and extra dependencies. Profiles are high-level groups of cargo features scoped to a domain, paired with default-features = false.",
    "docs/cargo_features.md is generated: use cargo run -p build-templated-pages -- update features to generate this file.",
])

# bevy: benches/README.md
mem("benchmarks", "skill", "Running benchmarks: cargo bench -p benches and Criterion", ["benchmarks", "criterion", "cargo-bench", "performance", "baseline"], [
    "Run benchmarks with cargo bench -p benches; just compile with --no-run; for one crate --bench ecs; filter by name with -- name_fragment; save a baseline with -- --save-baseline before and compare with -- --baseline before to find performance gains and regressions.",
    "Bevy's benchmarks use Criterion; compare named runs with critcmp.",
])

# bevy: tools/compile_fail_utils/README.md and crates/bevy_ecs/compile_fail/README.md
mem("compile-fail-crates", "knowledge", "Compile fail tests live in separate crates outside the workspace", ["compile-fail", "tests", "ui-test", "bevy_ecs", "ci"], [
    "The compile_fail crate is separate from bevy_ecs and not part of the Bevy workspace in order to not fail crater tests. The tests assert on the exact compiler errors and can easily fail for new Rust versions. The CI workflow executes these tests on the stable Rust toolchain (tools/ci).",
])
mem("compile-fail-annotations", "skill", "Writing compile fail test cases: //@ and //~ annotations", ["compile-fail", "ui-test", "annotations", "stderr", "bless"], [
    "Test cases are annotated .rs files (see ui_test). Global annotations are prefixed with //@ (//@check-pass makes any compile error a failure); error annotations are prefixed with //~: an optional location (^ above, v below, | connected) and a matcher: E#### a rustc error code, a lint name, LEVEL: <substring> or LEVEL: /<regex>/, e.g. //~v ERROR: missing trait.",
    "Create or regenerate the .stderr files by running the tests with the BLESS environment variable set.",
])
mem("compile-fail-new-crate", "skill", "Adding compile fail tests for a crate that doesn't have them", ["compile-fail", "new-crate", "tests", "ci"], [
    "Create a compile_fail subdirectory within the crate, add compile_fail_utils as a dev-dependency, create a tests folder with a test runner file calling one of this crate's test functions, add a [[test]] table with harness = false, and modify the CI tool to run cargo test on this crate.",
])

# bevy: docs-rs/README.md and errors/README.md
mem("docs-rs-trait-tags", "knowledge", "docs.rs extensions: trait tags", ["docs-rs", "rustdoc", "trait-tags", "docsrs_dep"], [
    "docs-rs/ holds templates and styling extending rustdoc's output for Bevy's documentation on docs.rs: tags indicating core bevy_ecs traits. Build locally with RUSTDOCFLAGS=\"--html-after-content docs-rs/trait-tags.html --cfg docsrs_dep\" RUSTFLAGS=\"--cfg docsrs_dep\" cargo doc --no-deps --package <package_name>.",
])
mem("error-codes", "knowledge", "Bevy error codes (errors/)", ["error-codes", "errors", "b0001", "documentation"], [
    "The errors crate lists and tests explanations and examples of Bevy's error codes (errors/B0001.md ...); a rendered version is at bevy.org/learn/errors.",
])

# bevy: examples/README.md (header)
mem("examples-readme-generated", "knowledge", "Running examples; the examples README is generated", ["examples", "readme", "wayland", "x11", "build-templated-pages"], [
    "To run an example, use cargo run --example <Example>, with --features x11 or --features wayland to force a window compositor. There are often large incompatible API differences between the crates.io release and main: view the examples of your version (the latest tag).",
    "The examples README.md is generated from docs-template/EXAMPLE_README.md.tpl: use cargo run -p build-templated-pages -- build-example-page.",
])

# bevy: crates/bevy_audio/CONTRIBUTING.md
mem("audio-realtime", "rule", "bevy_audio: code in the audio thread must be real-time safe", ["audio", "real-time", "lock-free", "allocation", "cpal"], [
    "Code running in the audio thread has buffer_size/samplerate seconds to complete, beyond which the user perceives a glitch. Real-time programming: no allocation on the heap (no Vec, Box or standard collection), no locking a mutex (or any system call), no spinloops; use wait-free and lock-free structures.",
    "Any code directly or indirectly called by audio threads must be real-time safe: the callbacks of cpal::Stream::build_input_stream and build_output_stream, and implementations of the Source trait. Code run in Bevy systems does not need to be.",
])
mem("audio-thread-communication", "knowledge", "bevy_audio: sample rate, buffers and communicating with the audio thread", ["audio", "sample-rate", "latency", "ring-buffer", "parameters"], [
    "Typical values are 512 samples at 48 kHz, about 10.7 ms of latency per callback. Audio parameters can be atomic floating point values picked up at the next buffer, smoothed over time to avoid stair-steps; precise timing uses a clock counting processed samples.",
    "Audio data is transferred between threads with circular buffers, which are wait-free and lock-free.",
])
