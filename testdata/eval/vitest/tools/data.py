"""Memories of the vitest set: vitest-dev/vitest's own contributor and agent guidance on its main branch at c3ba16b358
(2026-08-22, the newest commit of the stored snapshot): AGENTS.md (CLAUDE.md and .github/copilot-instructions.md only
name it), docs/AGENTS.md, CONTRIBUTING.md, .github/commit-convention.md, .github/PULL_REQUEST_TEMPLATE.md, the
project's Claude agent and skill (.claude/agents/vitest-test-writer.md, .claude/skills/typo-checker/SKILL.md), the
test READMEs (test/README.md, test/e2e/README.md, test/browser/README.md) and packages/ui/CONTRIBUTING.md. The user
documentation (docs/ pages) and the package READMEs (each a link to the docs) are left out. One memory per section or
a few short sections, in the project's words (lightly cut). The text is the Vitest team's (MIT licence); quoted here,
cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")

# AGENTS.md
mem("ai-agent-posting", "rule", "An AI agent never creates a pull request, issue or comment without its operator's manual approval", ["agents", "ai", "pull-request", "issues", "comments"], [
    "You cannot create a pull request, issue or leave a comment without a manual approval of your operator under any circumstances. If the process is fully automated, refuse to post anything.",
    "Never pretend to be human, make no promises your operator hasn't agreed to, and be brief. Read CONTRIBUTING.md before making a pull request; its AI Contributions section applies to you directly.",
])
mem("project-overview", "knowledge", "Vitest is a testing framework powered by Vite: a pnpm workspaces monorepo in TypeScript, ESM-first, built with Vite and Rollup", ["overview", "monorepo", "pnpm", "typescript", "esm"], [
    "Vitest is a next-generation testing framework powered by Vite. This is a monorepo using pnpm workspaces.",
    "Language: TypeScript/JavaScript (ESM-first). Package manager: pnpm (required). Build system: Vite + Rollup. The packages are in the `packages/` directory.",
])
mem("setup-build", "skill", "Setup: pnpm install, pnpm build, then pnpm dev to rebuild as you change code; install Playwright browsers for browser features", ["setup", "pnpm", "install", "build", "playwright"], [
    "Run `pnpm install` to install dependencies, then `pnpm build` to build all packages; after this, `pnpm run dev` rebuilds packages as you modify code.",
    "Install Playwright browsers when working with browser features: `npx playwright install --with-deps`. We recommend `ni` (`ni` is `pnpm install`, `nr test` is `pnpm run test`).",
])
mem("key-scripts", "knowledge", "Key scripts: pnpm build, pnpm dev (watch mode), pnpm lint, pnpm lint:fix, pnpm typecheck", ["scripts", "pnpm", "build", "lint", "typecheck"], [
    "`pnpm build` builds all packages; `pnpm dev` is watch mode for development; `pnpm lint` runs ESLint; `pnpm lint:fix` fixes linting issues automatically; `pnpm typecheck` runs TypeScript type checking.",
])
mem("running-tests", "skill", "Running tests: CI=true pnpm test:ci for all, test:examples, one suite from its test folder, test/unit by file, browser tests with test:browser:playwright", ["tests", "running", "pnpm", "ci", "suites"], [
    "All tests: `CI=true pnpm test:ci`. Examples: `CI=true pnpm test:examples`. A specific test suite: `CI=true cd test/<test-folder> && pnpm test <test-file>`.",
    "Unit directory test: `CI=true pnpm test <test-file>` (for `test/unit`). Browser tests: `CI=true pnpm test:browser:playwright`. `pnpm run test` runs the core tests.",
])
mem("pnpm-test-filters", "rule", "Do not use -- when passing test filters to pnpm: it drops the filter and runs every test", ["tests", "pnpm", "filters", "cli"], [
    "Do NOT use `--` when passing test filters to pnpm. Using `--` causes pnpm to drop the filter, resulting in a full test run instead of a filtered one.",
    "Wrong: `pnpm test -- basic.test.ts -t 'expect'`. Correct: `pnpm test basic.test.ts -t 'expect'`.",
])
mem("inline-snapshots-not-tocontain", "rule", "In tests avoid toContain: assert with toMatchInlineSnapshot, and update a failing snapshot rather than revert to toContain", ["tests", "snapshots", "tocontain", "inline-snapshot", "assertions"], [
    "When writing tests, AVOID using `toContain` for validation. Prefer using `toMatchInlineSnapshot` to include the test error and its stack.",
    "If a snapshot is failing, update the snapshot instead of reverting it to `toContain`. toContain fails to catch extra unexpected output, repeated output and subtle formatting differences.",
])
mem("rebuild-before-tests", "rule", "Tests execute the built dist output while typecheck reads the source: rebuild before re-running tests", ["build", "dist", "tests", "typecheck", "workspace"], [
    "Tests execute built output: test suites resolve `vitest` through workspace symlinks whose package exports point at `dist/`, while `pnpm typecheck` resolves TypeScript source.",
    "A passing typecheck never proves `dist` is fresh; rebuild before re-running tests.",
])
mem("which-package-to-rebuild", "skill", "Which package to rebuild: vitest inlines the @vitest/* packages from source, @vitest/mocker is never inlined, runtime workers load from dist", ["build", "mocker", "inline", "runtime", "workers"], [
    "`vitest` and `@vitest/browser` inline the other `@vitest/*` workspace packages from TypeScript source (the `__vitest_source__` export condition): after changing `@vitest/utils`, `@vitest/expect`, `@vitest/snapshot`, `@vitest/spy` or `@vitest/pretty-format`, `pnpm --filter vitest build` alone is enough. Rebuild the sub-package itself only when tests import it directly.",
    "`@vitest/mocker` is the exception: a runtime dependency of `vitest`, never inlined; run `pnpm --filter @vitest/mocker build`. Worker-side code in `packages/vitest/src/runtime/` is loaded from built `dist/workers/*.js`.",
    "`pnpm dev` (watch mode) rebuilds JS only; the `.d.ts` bundling configs are skipped. After changing public types, run a full build before checking anything against `dist/*.d.ts`.",
])
mem("test-utilities", "skill", "Test utilities: runInlineTests for file system setups of more than one file, runVitest to run Vitest programmatically", ["tests", "runinlinetests", "runvitest", "test-utils", "e2e"], [
    "`runInlineTests` from `test/test-utils/index.ts` - you must use this for complex file system setups (more than one file).",
    "`runVitest` from `test/test-utils/index.ts` - you can use this to run Vitest programmatically. For integration tests, always use `runInlineTests` to define inline test files and validate their output.",
])
mem("no-mocking-in-tests", "rule", "Never mock anything in Vitest's own tests", ["tests", "mocking", "policy"], [
    "No mocking policy - you must never mock anything in tests.",
])
mem("runvitest-config", "knowledge", "runVitest treats its first argument as the on-disk config; pass CLI-only options via $cliOptions; it forces watch false, maxWorkers 1, the verbose reporter, no cache and NO_COLOR", ["tests", "runvitest", "config", "reporters", "cliOptions"], [
    "`runVitest(config)` treats its first argument as the on-disk config, so a fixture's own config file takes priority over it. Pass overriding or CLI-only options via `$cliOptions`, or `config: false` to skip config discovery.",
    "Unless overridden, it forces `watch: false`, `maxWorkers: 1`, `reporters: ['verbose']` (pass `reporters: 'none'` to restore Vitest's real default), `cache: false`, and `NO_COLOR`.",
])
mem("runvitest-assertions", "skill", "Asserting on runVitest and runInlineTests: they never throw; check stderr is empty and testTree() or errorTree() with an inline snapshot", ["tests", "runvitest", "runinlinetests", "testtree", "errortree"], [
    "`runVitest`/`runInlineTests` never throw and close the started Vitest automatically. Assert with `expect(stderr).toBe('')` plus `expect(testTree()).toMatchInlineSnapshot(...)`, or `errorTree()` for failures; output is ANSI-stripped and paths are normalized to `<root>/`. Check the returned `thrown` and `stderr` for startup errors.",
    "`runInlineTests` writes files to a `vitest-test-<uuid>` directory under cwd, adds an empty `vitest.config.js` when there is no config, and deletes the directory afterwards (`VITEST_FS_CLEANUP=false` keeps it). Config objects go through `JSON.stringify`, so functions and regexps are dropped: write such configs as whole-file strings.",
    "`runVitestCli` spawns the real CLI binary, appends `--maxWorkers=1`, and kills the subprocess when the test finishes; interact via `vitest.waitForStdout()` and `vitest.write()`.",
])
mem("fixture-files-immutable", "rule", "Never mutate committed fixture files from a test: e2e tests run in parallel; tests needing git-tracked files go in serialTests", ["tests", "fixtures", "e2e", "parallel", "serial"], [
    "Never mutate committed fixture files from a test; e2e tests run in parallel. Tests that only need an editable directory must use `runInlineTests`.",
    "Tests that genuinely need git-tracked files (for example `--changed`) must be added to the `serialTests` list in `test/e2e/vitest.config.ts`.",
])
mem("watch-mode-tests", "rule", "Watch-mode tests change files only with createFile and editFile inside a test, with a small explicit root", ["tests", "watch", "watcher", "files", "e2e"], [
    "In watch-mode tests, mutate files only with `createFile`/`editFile` from `test/test-utils`: they restore content and mtime after the test, so the next test's watcher sees no phantom change.",
    "Call them inside a test, not in hooks (cleanup registers via `onTestFinished`). Always pass a small explicit `root`; `runVitest({ watch: true, root })` waits for the watcher to be ready before resolving.",
])
mem("no-stray-only", "rule", "ESLint's test rules are off here: check for and remove a stray .only yourself", ["tests", "eslint", "only", "lint"], [
    "ESLint's test rules are disabled in this repo, so a stray `.only` passes lint. Check for and remove it yourself.",
])
mem("windows-paths-ci", "rule", "CI runs on Windows and macOS: normalize backslashes before comparing paths, no unix-only commands in package.json scripts", ["ci", "windows", "macos", "paths", "scripts"], [
    "CI runs the unit, e2e, coverage, and browser suites on Windows, plus an e2e leg on macOS. Vitest reports paths with forward slashes, so normalize `\\` to `/` before comparing against `import.meta.filename`, `process.execArgv`, or other raw OS paths.",
    "Never use unix-only commands like `rm -rf` or `cp -r` in package.json scripts; use a node script or rimraf.",
])
mem("packages-layout", "knowledge", "The core packages: vitest, browser and its providers, ui, expect, spy, snapshot, coverage-v8 and coverage-istanbul, utils, mocker, pretty-format, web-worker", ["packages", "monorepo", "layout", "coverage", "browser"], [
    "`vitest` is the main testing framework, including the test runner core (all imported packages from this repository, except `@vitest/mocker`, are inlined into its bundle).",
    "`browser` browser testing support; `browser-playwright` / `browser-preview` browser mode providers; `ui` web UI for test results; `expect` assertion library; `spy` mocking and spying utilities; `snapshot` snapshot testing; `coverage-v8` / `coverage-istanbul` code coverage; `utils` shared utilities; `mocker` module mocking; `pretty-format` value serialization; `web-worker` Web Worker simulation for Node.js.",
])
mem("test-layout", "knowledge", "Test folders: test/unit core functionality, test/e2e through runVitest, test/browser, test/node-runner without Vitest APIs", ["tests", "layout", "unit", "e2e", "node-runner"], [
    "`test/unit` - core functionality tests; `test/e2e` - end-to-end tests run through `runVitest`/`runInlineTests`; `test/browser` - browser-specific tests.",
    "`test/node-runner` - tests that must have no access to Vitest APIs in the test process (run with `node --test`). Various test suites organized by feature.",
])
mem("important-directories", "knowledge", "Other directories: docs (VitePress), examples, scripts, .github workflows, patches for pnpm package patches", ["layout", "docs", "examples", "scripts", "patches"], [
    "`docs/` - documentation (Vite-powered); `examples/` - example projects and integrations; `scripts/` - build and development scripts; `.github/` - GitHub Actions workflows; `patches/` - package patches via pnpm.",
])
mem("lint-fix", "rule", "Always run pnpm lint:fix after changes; run CI=true pnpm lint from an editor or agent harness", ["lint", "eslint", "formatting", "ci"], [
    "Always run `pnpm lint:fix` after making changes, and fix non-auto-fixable errors manually.",
    "Run lint as `CI=true pnpm lint` from a terminal inside an editor or agent harness: the config disables some rules when it detects an editor environment, and those rules still fail in CI.",
])
mem("no-path-import", "rule", "Never import from 'path': use pathe (node:path only in Node-only code)", ["imports", "path", "pathe", "eslint", "node"], [
    "Never `import ... from 'path'`; it is an ESLint error everywhere. Prefer `pathe` (the dominant convention; it normalizes paths to posix), though `node:path` is allowed in Node-only code.",
])
mem("no-vitest-import-in-packages", "rule", "Source in packages/*/src must not import from vitest or vitest/node, except packages with vitest as a peer dependency", ["imports", "packages", "vitest", "peer-dependency", "eslint"], [
    "Source in `packages/*/src` must not import from `vitest` or `vitest/node`, even type-only.",
    "Exception: packages that declare vitest as a peer dependency (`coverage-*`, `ui`, `browser`, `browser-*`, `web-worker`).",
])
mem("no-console-log", "rule", "console.log in package source is an ESLint error: only console.warn and console.error", ["console", "logging", "eslint", "debug"], [
    "`console.log` in package source is an ESLint error; only `console.warn` and `console.error` are allowed.",
    "Remove debug logging, and give intentional console output an explicit eslint-disable comment.",
])
mem("globalthis-and-esm-rules", "rule", "Use globalThis, never global or self; no top-level await in packages, no const enum, no export =", ["globalthis", "esm", "await", "enum", "eslint"], [
    "Use `globalThis`, never `global` or `self` (allowed only in `docs/`, `packages/web-worker/`, and `test/unit/`).",
    "No top-level `await` in `packages/*/src` (allowed in `test/`, `scripts/`, and config files); no `const enum`; no `export =`.",
])
mem("ivya-imports", "rule", "In packages/browser import ivya only from the files that already do, so it stays in one rollup chunk", ["browser", "ivya", "imports", "rollup", "chunks"], [
    "In `packages/browser`, do not import from `ivya` outside the files that already do; ESLint enforces this so ivya stays in a single rollup chunk. Reuse the existing entry points.",
])
mem("typescript-typecheck", "knowledge", "Strict TypeScript: pnpm typecheck skips test/e2e, test/browser, test/typescript, docs and examples; the UI client has its own typecheck:client", ["typescript", "typecheck", "tsconfig", "ui", "types"], [
    "Strict TypeScript configuration; use `pnpm typecheck` to verify types. Configuration files: `tsconfig.base.json`, `tsconfig.build.json`, `tsconfig.check.json`.",
    "Root `pnpm typecheck` excludes `test/e2e`, `test/browser`, `test/typescript`, `docs`, and `examples` (see `tsconfig.check.json`). It does not cover the UI client Vue code; when changing `packages/ui/client`, also run `pnpm -C packages/ui typecheck:client`.",
])
mem("vitest-utils-imports", "rule", "Use the utilities from @vitest/utils/* subpaths; never import the @vitest/utils main entry", ["utils", "imports", "helpers", "packages"], [
    "Use utilities from `@vitest/utils/*` when available. Never import from `@vitest/utils` main entry point directly.",
    "ESM-first approach; follow existing patterns in the codebase.",
])
mem("node-engines-minimum", "rule", "Runtime code must not use APIs newer than the minimum Node version in engines", ["node", "engines", "compatibility", "runtime", "ci"], [
    "Runtime code must not use APIs newer than the minimum Node version in `engines`.",
    "CI's main matrix runs newer Node versions with a single minimum-version e2e leg, so a breakage there may surface in only one CI job.",
])
mem("comments-policy", "rule", "Comments: only public methods must have comments; comment an edge case briefly, no walls of text or jargon", ["comments", "style", "jsdoc", "naming"], [
    "Avoid writing comments for every change. Only public methods MUST have comments; exported internal functions, properties or constants SHOULD not. The name SHOULD be expressive enough.",
    "You MIGHT leave a comment for an edge case that is not obvious from the context. Be BRIEF and do not overexplain; do not use overly specific jargon. A big comment means there may be a simpler change.",
])
mem("adding-features", "skill", "Adding a feature: find the package, follow its patterns, add tests, run pnpm build, typecheck and lint:fix", ["features", "workflow", "tests", "build"], [
    "Identify the appropriate package in `packages/`, follow existing code patterns, add tests using the testing utilities.",
    "Run `pnpm build && pnpm typecheck && pnpm lint:fix`, and add tests with the relevant test suites.",
])
mem("cli-options-docs", "rule", "After any change to CLI options in cli-config.ts run pnpm -C docs run cli-table and commit cli-generated.md; never edit it by hand", ["cli", "options", "docs", "generated", "cli-config"], [
    "After ANY change to CLI options or their descriptions in `packages/vitest/src/node/cli/cli-config.ts`, run `pnpm -C docs run cli-table` and commit the regenerated `docs/guide/cli-generated.md`; never edit that file by hand.",
    "When adding cli options, run `pnpm -C docs run cli-table` to update the cli-generated.md file.",
])
mem("generated-files", "rule", "CI fails on stale generated files (git diff --exit-code): commit the regenerated LICENSE.md, cli-generated.md, pnpm-workspace.yaml and contributor names", ["ci", "generated", "license", "git-diff", "pnpm-workspace"], [
    "CI builds everything and then runs `git diff --exit-code`, so stale generated files fail CI. Commit regenerated files instead of reverting them, and never edit them by hand.",
    "`packages/vitest/LICENSE.md` is rewritten by `pnpm --filter vitest build` when bundled dependencies change; `docs/guide/cli-generated.md` comes from `cli-config.ts`; `pnpm-workspace.yaml` may change on `pnpm install` (`cleanupUnusedCatalogs`, `minimumReleaseAgeExclude`); `docs/.vitepress/contributor-names.json` is generated by `pnpm docs:contributors`.",
])
mem("knip-unused-code", "rule", "Knip fails CI on unused files, exports and dependencies: delete dead code; exceptions live in knip.jsonc", ["knip", "ci", "unused", "exports", "dead-code"], [
    "Knip (`pnpm knip`) fails on unused files, exports, and dependencies. Delete dead code instead of leaving unused exports; exceptions live in `knip.jsonc`.",
])
mem("workflow-edits", "rule", "Edits to .github/workflows are gated by actionlint and zizmor: pin actions to full commit SHAs, run zizmor before suppressing", ["ci", "workflows", "github-actions", "zizmor", "actionlint"], [
    "Edits to `.github/workflows/` are gated by actionlint and zizmor (pedantic persona). Pin `uses:` actions to full commit SHAs.",
    "Suppress zizmor false positives inline with `# zizmor: ignore[rule]` plus a justification comment - you MUST run zizmor first when making changes to workflow files.",
])
mem("adding-dependencies", "rule", "New runtime deps of packages usually go into devDependencies (Rollup bundles them); add with pnpm add so the catalog holds the version; bump a shared dep in its catalog entry", ["dependencies", "pnpm", "catalog", "devdependencies", "rollup"], [
    "New runtime deps for `packages/*` usually go into `devDependencies`: Rollup marks only `dependencies` as external and bundles everything else. Use `dependencies` only for `@types/*` packages, deps that cannot be bundled (binaries), or deps whose own types appear in Vitest's public types.",
    "Add deps with `pnpm add <pkg>` inside the target package: `catalogMode: prefer` writes `catalog:` into package.json and adds the version to the default catalog in `pnpm-workspace.yaml`. To bump a shared dep, edit its catalog entry, never per-package ranges.",
])
mem("dependency-overrides", "knowledge", "pnpm-workspace.yaml overrides force one vite, rollup, @types/node, acorn and mlly; CI also tests the previous Vite major (pnpm override-vite7)", ["dependencies", "overrides", "vite", "rollup", "peer-range"], [
    "The `overrides` in `pnpm-workspace.yaml` force one version of `vite`, `rollup`, `@types/node`, `acorn`, and `mlly` across the workspace; editing a range in an individual package.json changes what gets published, not what installs locally.",
    "The workspace develops against the latest supported Vite major, but `vitest` supports the full peer range and CI runs a dedicated job against the previous major (`pnpm override-vite7` reproduces it locally). Do not rely on newest-Vite-only APIs without a fallback.",
])
mem("patched-dependencies", "rule", "Patched dependencies (acorn, cac, @sinonjs/fake-timers, rrweb-snapshot, istanbul-lib-*) are version-locked: regenerate the patch with pnpm patch to bump one", ["dependencies", "patches", "pnpm-patch", "fake-timers", "istanbul"], [
    "Deps listed under `patchedDependencies` (`acorn`, `cac`, `@sinonjs/fake-timers`, `rrweb-snapshot`, istanbul-lib-*) are version-locked.",
    "Bumping one requires regenerating the patch with `pnpm patch` and updating the version-keyed entry in `pnpm-workspace.yaml`.",
])
mem("allow-builds-release-age", "knowledge", "Dependency build scripts run only for packages under allowBuilds; pnpm's 24h minimumReleaseAge may pick an older version or add an exclude", ["dependencies", "pnpm", "postinstall", "release-age", "pnpm-workspace"], [
    "Dependency build scripts run only for packages listed under `allowBuilds` in `pnpm-workspace.yaml`; a new dep with a postinstall step installs unbuilt unless added there.",
    "pnpm enforces a 24h `minimumReleaseAge`: installing a version published less than a day ago either resolves to an older version or appends the pick to `minimumReleaseAgeExclude` in `pnpm-workspace.yaml`. Both are expected; commit the yaml change.",
])
mem("browser-providers", "knowledge", "Browser mode providers are Playwright (@vitest/browser-playwright) and preview; WebdriverIO is maintained outside; component testing via vitest-browser-* packages", ["browser", "providers", "playwright", "webdriverio", "components"], [
    "Providers: Playwright (`@vitest/browser-playwright`) and preview (`@vitest/browser-preview`); the WebDriverIO provider is maintained outside this monorepo.",
    "Component testing supported (Vue, React, Svelte via official `vitest-browser-*` packages, other frameworks via Testing Library).",
])
mem("performance-critical", "rule", "Vitest is performance-critical: mind import costs and bundle size, load lazily, consider worker threads", ["performance", "imports", "bundle-size", "lazy-loading", "workers"], [
    "This is a performance-critical testing framework. Pay attention to import costs and bundle size.",
    "Use lazy loading where appropriate. Consider worker thread implications.",
])
mem("troubleshooting", "knowledge", "Common issues: use pnpm not npm or yarn, build before running tests, check the Node.js version, install Playwright browsers for browser tests", ["troubleshooting", "pnpm", "node", "playwright", "build"], [
    "Ensure pnpm is used (not npm/yarn). Build before running tests. Check Node.js version compatibility. Playwright browsers must be installed for browser tests.",
    "Check existing issues and documentation, review CONTRIBUTING.md, follow patterns in existing code.",
])
mem("commit-convention", "rule", "PR titles and commits: <type>(<scope>): <subject>, type feat|fix|docs|dx|refactor|perf|test|workflow|build|ci|chore|types|wip|release|deps, subject at most 50 characters, imperative, lowercase", ["commits", "pr-title", "convention", "changelog", "squash"], [
    "PRs are squash-merged, so the PR title becomes the commit message. Follow `.github/commit-convention.md`: `<type>(<scope>): <subject>` with type one of `feat|fix|docs|dx|refactor|perf|test|workflow|build|ci|chore|types|wip|release|deps`, subject at most 50 characters, lowercase, imperative, no trailing dot.",
    "`feat`, `fix` and `perf` appear in the changelog, and any BREAKING CHANGE always does. A revert begins with `revert: ` and the reverted header, and says `This reverts commit <hash>.`. The footer names breaking changes and the issues it closes.",
])
mem("automated-pr-marker", "rule", "An AI-assisted pull request description must end with the <!-- VITEST_AUTOMATED_PR --> comment or it is closed", ["pull-request", "ai", "description", "agents"], [
    "When creating a pull request, you MUST include the HTML comment `<!-- VITEST_AUTOMATED_PR -->` at the bottom of the PR description.",
    "This allows maintainers to identify AI-assisted PRs for triage. If the description doesn't have this comment, it will be closed automatically.",
])
mem("pr-limit", "rule", "Without write access the repository allows one open PR: do not bypass it with drafts", ["pull-request", "limit", "drafts", "policy"], [
    "This repository has a limit of 1 PR if you don't have write access. DO NOT try to bypass it by creating draft PRs.",
    "If you cannot create a pull request, let a human know that you will not breach this repository's policy.",
])

# docs/AGENTS.md
mem("docs-build", "skill", "Docs: pnpm docs for the dev server, pnpm docs:build to build (regenerates the CLI table); run pnpm build first", ["docs", "vitepress", "build", "dev-server"], [
    "Local dev server: `pnpm docs` (from the repo root). Build with `pnpm docs:build` from the repo root; it sets the required env vars and regenerates the CLI table first.",
    "The build type-checks code samples against the built workspace packages, so run `pnpm build` at the repo root first.",
])
mem("twoslash-samples", "rule", "ts twoslash code blocks are type-checked only by docs:build: mark intended errors with // @errors; public type changes can break samples", ["docs", "twoslash", "types", "samples", "build"], [
    "Code blocks tagged `ts twoslash` are type-checked during `pnpm docs:build` only; the dev server skips twoslash and will not catch broken samples.",
    "A sample that intentionally fails needs `// @errors: <code>`; use `// ---cut---` and `// @filename:` to hide setup lines. Changing public types in `packages/` can break twoslash samples.",
])
mem("docs-dead-links", "rule", "Dead internal links fail the docs build: a new CLI option needs a docs/config/<option>.md page or a skipConfig entry", ["docs", "links", "cli", "config", "build"], [
    "Dead internal links fail the build. Every CLI option gets a generated link to `/config/<option>`.",
    "A new option needs a matching `docs/config/<option>.md` page (or an entry in `skipConfig` in `docs/.vitepress/scripts/cli-generator.ts`).",
])
mem("docs-conventions", "rule", "Docs conventions: add new pages to the sidebar in docs/.vitepress/config.ts, mark versions with <Version>, experimental and deprecated APIs, config page frontmatter", ["docs", "sidebar", "version", "experimental", "deprecated"], [
    "New docs pages are not auto-discovered: add a sidebar entry in `docs/.vitepress/config.ts` (the `/config`, `/guide`, and `/api` sidebars are hand-maintained arrays).",
    "Mark the version an API appeared in with `<Version>X.Y.Z</Version>` in the heading plus an explicit `{#anchor}`. Experimental APIs use `<Version type=\"experimental\">X.Y.Z</Version>` with `<Experimental />`; deprecated APIs use `<Deprecated />`.",
    "Config pages use frontmatter `title: <name> | Config`, `outline: deep`, and a `- **Type:** / - **Default:** / - **CLI:**` list.",
])

# CONTRIBUTING.md
mem("testing-external-packages", "skill", "Testing a local Vitest against another package: a pnpm overrides link in pnpm-workspace.yaml, the package in root dependencies, VITEST_MODULE_DIRECTORIES", ["local", "link", "overrides", "external", "pnpm"], [
    "After building Vitest, use `overrides` at the root of the other project, in `pnpm-workspace.yaml`: `vitest: 'link:../path/to/vitest/packages/vitest'`. List the package as a dependency in the root `package.json` and re-run `pnpm install`.",
    "Add a `.npmrc` file next to the `package.json` with `VITEST_MODULE_DIRECTORIES=/node_modules/,/packages/`.",
])
mem("unreleased-commits", "knowledge", "Each main commit and PRs labelled cr-tracked are published to pkg.pr.new: npm i https://pkg.pr.new/vitest@{commit}", ["pkg-pr-new", "unreleased", "publish", "preview"], [
    "Each commit on the main branch and PRs with a `cr-tracked` label are published to pkg.pr.new.",
    "You can install a specific commit with `npm i https://pkg.pr.new/vitest@{commit}`.",
])
mem("pr-guidelines", "rule", "Pull requests: a new feature needs a test and a convincing reason (an approved issue first); a bug fix names (fix #xxxx) in its title and adds test coverage", ["pull-request", "features", "bug-fix", "tests", "issues"], [
    "Checkout a topic branch from a base branch, e.g. `main`, and merge back against that branch. Multiple small commits are fine - GitHub squashes them.",
    "If adding a new feature: add an accompanying test case, and provide a convincing reason to add this feature; ideally open a suggestion issue first and have it approved.",
    "If fixing a bug: add `(fix #xxxx[,#xxxx])` in your PR title for a better release log, describe the bug in detail (live demo preferred), add test coverage if applicable. Make sure tests pass; use `pnpm run lint:fix`.",
])
mem("ai-contributions", "rule", "A real person must be behind every issue and pull request: disclose the AI tool used; fully automated ones are labelled maybe automated and closed", ["ai", "agents", "issues", "pull-request", "disclosure"], [
    "All issues and pull requests must be opened by a real person using the official templates. If AI assisted in creating a pull request, disclose the tool used (e.g. Claude, Codex, Copilot).",
    "Pull requests or issues entirely generated by AI with no human involvement are labelled \"maybe automated\" and closed after 1 day unless a real person responds. AI-generated comments that add no value are hidden.",
])
mem("release-branches", "knowledge", "Release branches: main for the next line, vN the latest minor of an older major, vN.M older minors; backport PR titles carry [backport to vN]", ["release", "branches", "backport", "versions", "maintenance"], [
    "`main` is the active development branch for the next release line. `vN` is the latest maintained minor line for non-main major version `N`. `vN.M` is an older minor line kept when it still needs releases or backports.",
    "Changes land on `main` first; a fix for the latest maintained minor of major `N` targets `vN`, an older maintained minor `vN.M`. Backport PR titles include the target branch in a `[backport to x]` marker, for example `fix: [backport to v4] ...`.",
])
mem("docs-branches", "knowledge", "Documentation branches: main is main.vitest.dev, release is vitest.dev (moved by hand for stable releases), vN the old major sites", ["docs", "branches", "release", "site"], [
    "`main` is the source for unreleased documentation at main.vitest.dev. `release` points to the latest stable release line used for vitest.dev; release managers update it manually for non-beta releases.",
    "`vN` branches are used for old major documentation sites, for example v3.vitest.dev uses `v3`.",
])
mem("release-process", "skill", "Releasing: run the Prepare Publish workflow, merge the chore: release PR, approve the Release environment, approve the npm staged publish", ["release", "publish", "npm", "workflow", "version-bump"], [
    "Run the `Prepare Publish` workflow with `target_branch` (the release branch) and `release` or `version` (the bump; `release: next` is the next patch or prerelease). It pushes the bump and opens the release PR; `pnpm release` previews it locally.",
    "Check the version bump and merge so the `chore: release v*` commit lands - that commit triggers the `Publish Package` workflow, which pauses for `Release` environment approval; then approve the staged packages on npm with 2FA and confirm npm, the tag and the GitHub release.",
])
mem("release-protections", "knowledge", "Release protections: branch and tag rulesets, a Release environment needing a second maintainer, npm trusted publishing with OIDC and staged publishes", ["release", "security", "rulesets", "npm", "oidc"], [
    "Branch ruleset on `main` and `v*`: required reviewed pull request, squash-only merges, no force-push or deletion, code scanning must pass. Tag ruleset on `v*`: only the vitest-release-bot app creates tags.",
    "The `Release` environment requires a reviewer other than the one who triggered it, and deploys only from release branches. npm uses trusted publishing (OIDC, provenance) and staged publishing approved with 2FA.",
])
mem("issue-triage", "skill", "Triaging an issue: template followed, duplicate, reproduction, real bug; then feature label and priority p2 to p5", ["issues", "triage", "labels", "priority", "reproduction"], [
    "Close issues that did not follow the template or are duplicates; label `needs reproduction` when there is none (auto-closed after 3 days).",
    "For a real bug remove `pending triage`, add the feature label (e.g. `feat: browser`) and a priority: p5 urgent (unusable for most users), p4 important, p3 minor bug, p2 edge case with a workaround.",
])
mem("pr-review-workflow", "skill", "Reviewing a PR: a strict fix is verified locally with a test case; a feature's need is discussed; merge with Squash and Merge after two approvals, the message following the convention", ["review", "pull-request", "merge", "squash", "maintainers"], [
    "A strict fix (an obvious oversight with no side effects): verify locally, review code quality, require a test case if applicable. A non-strict fix: discuss its side effects. A feature: discuss its necessity and whether it is the best way.",
    "Merge if approved by 2 or more team members: use Squash and Merge, edit the commit message to follow the convention, and list the fixed issues in the body (`fix #1234`).",
])
mem("think-before-dependency", "rule", "Vitest aims to be lightweight: think before adding a dependency, avoid large transitive trees, most deps go in devDependencies", ["dependencies", "size", "lightweight", "bundle", "fork"], [
    "Vitest aims to be lightweight, including the number of npm dependencies and their size. Most deps should be added to `devDependencies` even if needed at runtime; exceptions are `@types/*` packages, deps with binary files, and deps whose types are used in vitest's public types.",
    "Avoid deps with large transitive dependencies. A library that does not meet the size requirements can be forked to reduce its size while the changes are upstreamed.",
])
mem("think-before-option", "rule", "Think before adding yet another config option: is it worth it, could a smarter default, an existing option or a plugin solve it", ["config", "options", "api-design", "defaults", "plugins"], [
    "We already have many config options, and we should avoid fixing an issue by adding yet another one.",
    "Before adding an option, think whether the problem is really worth addressing, can be fixed with a smarter default, has a workaround using existing options, or can be addressed with a plugin instead.",
])

# .github/PULL_REQUEST_TEMPLATE.md
mem("pr-template", "rule", "The PR template: reference an issue, include a test that fails without the PR, do not touch pnpm-lock.yaml unless adding a test example, run test:ci, document new functionality", ["pull-request", "template", "lockfile", "tests", "documentation"], [
    "Reference an issue where the change is discussed ahead of time; substantial or breaking changes without a discussion may be closed. Ideally include a test that fails without this PR but passes with it.",
    "Don't make changes to `pnpm-lock.yaml` unless you introduce a new test example. Run the tests with `pnpm test:ci`. If you introduce new functionality, document it (`pnpm run docs`).",
    "The changelog is generated from the PR name: prefix it with `feat:`, `fix:`, `perf:`, `docs:`, or `chore:`. AI agents disclose agent authorship and human-review status.",
])

# .claude/agents/vitest-test-writer.md
mem("test-location", "rule", "Where tests go: unit tests in test/unit, integration tests of the CLI in test/e2e, browser mode in test/browser, features of both modes in test/e2e", ["tests", "unit", "e2e", "browser", "integration"], [
    "Unit tests go in `test/unit/`: they test individual functions by importing them directly, regardless of which package defines them.",
    "Integration tests go in `test/e2e/`: they test CLI functionality and features that require running Vitest as a process. Browser mode tests go in `test/browser/`; if a feature supports both normal and browser tests, place the tests in `test/e2e/`.",
])
mem("normalize-dynamic-output", "skill", "Dynamic output in test snapshots: normalise timings, root paths and process ids with the test-utils helpers or a replace", ["tests", "snapshots", "normalize", "paths", "timing"], [
    "When output contains dynamic content (timestamps, absolute paths, durations), first check `test-utils` for existing utilities that normalize it; if none exists, process it with `stdout.replace(regexp, 'normalized-value')`.",
    "Common patterns: timing information (`1.234s` to `[time]`), root paths (`/Users/name/project` to `<root>`), process ids or temporary file paths.",
])
mem("failing-test-for-bugs", "rule", "Tests must be deterministic and independent; a bug found while writing tests gets a failing test and a report", ["tests", "bugs", "regression", "flaky", "deterministic"], [
    "Ensure tests are deterministic (no flaky behavior), independent and not relying on execution order; cover error cases and boundary conditions; group related tests in describe blocks.",
    "If you encounter a bug in the behaviour, write a failing test and report that there is a bug or an unexpected behaviour.",
])

# .claude/skills/typo-checker/SKILL.md
mem("typo-checker", "skill", "Fixing typos: run typos-cli, fix real typos (renaming identifiers everywhere), add false positives to _typos.toml", ["typos", "spelling", "typos-cli", "hygiene", "chore"], [
    "Scan with `typos --format=brief` (it respects .gitignore). Classify each finding: a real typo is fixed, a false positive goes into `_typos.toml` `[default.extend-words]` with a comment (or `[files].extend-exclude` for files).",
    "Fix comments and docs directly; rename misspelled variables and properties everywhere; fix test names and their snapshots; rename files with their imports. Commit as `chore: fix typos and update _typos.toml`.",
])

# test/README.md, test/e2e/README.md, test/browser/README.md
mem("test-categories", "knowledge", "Test categories: core (one config, no new Vitest instance per test), config for config options, cli for complex interactions, browser, ui (playwright), watch for file changes", ["tests", "categories", "config", "cli", "watch"], [
    "core: tests in different pools with a single config file; if you just need to test a function call, place it here. It is the only category that doesn't start a new Vitest instance for every test.",
    "config: testing a config option. cli: a complex interaction (type fixtures under `test/e2e/dts/`). browser: browser mode. ui: e2e tests of the UI package with playwright. watch: Vitest behaviour when a file is created, updated or removed.",
])
mem("snapshot-integration-tests", "knowledge", "test/e2e/snapshots holds the meta-tests of snapshot functionality: update, error formatting, summary, obsolete snapshots", ["snapshots", "e2e", "tests", "fixtures", "obsolete"], [
    "The `test/e2e/snapshots` directory contains integration tests for Vitest's snapshot functionality: integration tests programmatically run fixture tests to validate snapshot update, snapshot error formatting, summary reporting, obsolete snapshots handling.",
    "Run them with `pnpm -C test/e2e test --project=snapshots`, or one fixture with `pnpm -C test/e2e test --root snapshots/fixtures/domain`.",
])
mem("browser-tests-running", "skill", "Running the browser tests: per provider and browser (TEST_BROWSER, PROVIDER), one fixture with test-fixtures --root, remote Playwright through docker", ["browser", "tests", "playwright", "docker", "fixtures"], [
    "`pnpm run test` runs all providers and browsers; `pnpm run test:playwright` only playwright; `TEST_BROWSER=chromium pnpm run test:playwright` one browser; `PROVIDER=playwright TEST_BROWSER=firefox pnpm run test-fixtures --root ./fixtures/locators` one fixture.",
    "With docker playwright: `pnpm docker up -d`, then `BROWSER_WS_ENDPOINT=true pnpm run test:playwright` (not for `fixtures/inspect` and `fixtures/insecure-context`).",
])

# packages/ui/CONTRIBUTING.md
mem("ui-development", "skill", "Developing the UI with HMR: the UI dev server (dev:client, VITE_PORT) against a Vitest --ui server; BROWSER_DEV for Browser Mode UI; HTML_REPORT_DIR for the HTML report", ["ui", "dev-server", "hmr", "html-report", "browser-mode"], [
    "Start the UI dev server with `VITE_PORT=3023 pnpm -C packages/ui dev:client` and a Vitest UI/API server, e.g. `pnpm test --ui --open=false` (port 51204 by default, 3023 for test/unit).",
    "Browser Mode UI: `pnpm -C packages/ui test:ui --ui --open=false`, then `BROWSER_DEV=true pnpm -C packages/ui dev:client` (`BROWSER_DEV_PORT` if not 63315). HTML report: `HTML_REPORT_DIR=<dir> pnpm -C packages/ui dev:client`.",
])
