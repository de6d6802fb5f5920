"""Memories of the vite set: vitejs/vite's own contributor and agent guidance
(CONTRIBUTING.md, .github/copilot-instructions.md, .github/commit-convention.md,
.github/PULL_REQUEST_TEMPLATE.md, .github/SECURITY.md and docs/guide/philosophy.md, which
CONTRIBUTING.md asks contributors to read; snapshot of 2026-08-22), one memory per topic,
in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


mem("repo-setup", "skill", "Repo setup for developing Vite", ["setup", "pnpm", "monorepo", "build"], [
    "The Vite repo is a monorepo using pnpm workspaces; the package manager must be pnpm, at the version in `package.json` under the `packageManager` key.",
    "Run `pnpm i` in Vite's root folder, then `pnpm run build` in Vite's root folder.",
    "If you are developing Vite itself, go to `packages/vite` and run `pnpm run dev` to automatically rebuild Vite whenever you change its code.",
    "If you work on multiple projects with different versions of pnpm, enable Corepack by running `corepack enable`.",
])
mem("windows-clone", "knowledge", "Cloning the repo on Windows", ["windows", "symlinks", "git"], [
    "On Windows, activate Developer Mode to resolve issues with symlink creation for non-admins.",
    "Set git `core.symlinks` to `true` to resolve issues with symlinks in git.",
])
mem("git-blame-ignore", "knowledge", "Ignoring formatting commits in git blame", ["git", "blame", "formatting"], [
    "The `.git-blame-ignore-revs` file lists formatting changes to ignore.",
    "Run `git config --local blame.ignoreRevsFile .git-blame-ignore-revs` so `git blame` uses it.",
])
mem("code-standards", "rule", "Lint and format", ["lint", "format", "oxfmt", "style"], [
    "Run `pnpm run lint` to ensure that your code adheres to the code standards, and `pnpm run format` to format your code.",
    "Modified files are automatically formatted with Oxfmt on commit (Git hooks via simple-git-hooks), so there is no need to worry about code style once the dev dependencies are installed.",
    "Build: `pnpm run build`. Test: `pnpm run test` (uses Vitest and Playwright).",
])
mem("code-style", "rule", "Code style and standards", ["typescript", "style", "comments", "performance"], [
    "Code follows TypeScript best practices and maintains the existing code structure and organization.",
    "Comments explain \"why\", not \"what\".",
    "No concerning performance impacts.",
])
mem("repo-structure", "knowledge", "Repository structure", ["structure", "packages", "playground"], [
    "`docs/`: documentation.",
    "`packages/create-vite`: the source code for the `create-vite` command.",
    "`packages/plugin-legacy`: the source code for the `@vitejs/plugin-legacy` plugin.",
    "`packages/vite`: the source code for the Vite core.",
    "`playground/`: E2E tests.",
])
mem("docs-site", "skill", "Developing the documentation site", ["docs", "documentation", "vitepress"], [
    "Documentation changes go in the `docs/` folder; update documentation for public API changes.",
    "Run `pnpm run build` in Vite's root folder first: it generates the types for `twoslash` to work in the code examples.",
    "Then run `pnpm run docs` in Vite's root folder.",
    "To add a new language to the Vite docs, see `vite-docs-template`.",
])
mem("dependencies", "rule", "Think before adding a dependency", ["dependencies", "npm", "bundle", "size"], [
    "Vite aims to be lightweight, and this includes being aware of the number of npm dependencies and their size.",
    "We use Rolldown to pre-bundle most dependencies before publishing, so most dependencies, even those used in runtime source code, should be added under `devDependencies` by default.",
    "Exceptions: type packages (`@types/*`), deps that cannot be properly bundled due to binary files (`esbuild`), deps that ship their own types used in Vite's own public types (`rollup`).",
    "Avoid deps with large transitive dependencies that result in bloated size compared to the functionality it provides.",
])
mem("lazy-require", "rule", "Lazy-loading a dependency", ["dependencies", "esm", "require", "startup"], [
    "In some cases we intentionally lazy-require some dependencies to improve start-up performance.",
    "We cannot use simple `require('somedep')` calls since these are ignored in ESM files, so the dependency won't be included in the bundle.",
    "Instead, use `(await import('somedep')).default`.",
])
mem("type-support", "rule", "Ensure type support for bundled dependencies", ["types", "typescript", "dependencies"], [
    "Vite aims to be fully usable as a dependency in a TypeScript project and in `vite.config.ts`.",
    "We inline some dependencies' types in `packages/vite/src/types` so we can expose the typing but bundle the dependency's source code.",
    "Use `pnpm run build-types-check` to check that the bundled types do not rely on types in `devDependencies`.",
    "Types shared between client and node go in `packages/vite/types`; they are not bundled and are published as is (though still considered internal).",
])
mem("new-options", "rule", "Think before adding yet another option", ["config", "options", "api"], [
    "We already have many config options; avoid fixing an issue by adding yet another one.",
    "Before adding an option, consider whether the problem is really worth addressing, can be fixed with a smarter default, has a workaround using existing options, or can be addressed with a plugin instead.",
])
mem("debug-breakpoints", "skill", "Debugging with breakpoints in VS Code", ["debugging", "vscode", "breakpoints"], [
    "Add a `debugger` statement where you want to stop the code execution.",
    "Click the \"Run and Debug\" icon in the activity bar, then the \"JavaScript Debug Terminal\" button.",
    "From that terminal, go to `playground/xxx` and run `pnpm run dev`; execution stops at the `debugger` statement.",
])
mem("debug-playwright", "skill", "Debugging errors in Vitest tests using Playwright (Chromium)", ["debugging", "playwright", "vitest", "chromium"], [
    "Some errors are masked by the layers of abstraction and sandboxed nature of Vitest, Playwright and Chromium.",
    "Add a `debugger` statement to the `playground/vitestSetup.ts` -> `afterAll` hook, then run `pnpm run debug-serve resolve`.",
    "Wait for inspector devtools to open and the debugger to attach, resume execution, and inspect the Chromium instance's devtools console.",
])
mem("debug-logging", "knowledge", "Debug logging", ["debugging", "logging", "debug"], [
    "Set the `--debug` option to turn on debugging logs (e.g. `vite --debug resolve`); `vite --debug *` shows all of them and is quite noisy.",
    "Run `grep -r \"createDebugger('vite:\" packages/vite/src/` to see a list of available debug scopes.",
])
mem("source-maps", "knowledge", "Source maps of Vite's own source", ["sourcemap", "debugging"], [
    "Source maps for Vite's source code are enabled by default when Vite is placed outside `node_modules`.",
    "When developing source map related features, set `DEBUG_DISABLE_SOURCE_MAP=1` when running Vite to disable them.",
])
mem("external-packages", "skill", "Testing Vite against external packages", ["testing", "pnpm", "overrides", "link"], [
    "After building Vite, use pnpm `overrides` to test your locally modified copy against another package built with Vite.",
    "In pnpm v10.5+, specify `overrides` in the root `pnpm-workspace.yaml` (`vite: link:../path/to/vite/packages/vite`) and list the package as a dependency in the root `package.json`, then re-run `pnpm install`.",
])
mem("integration-tests", "rule", "Integration tests in the playground", ["testing", "e2e", "playground", "vitest", "playwright"], [
    "Each package under `playground/` contains a `__tests__` directory; tests run with Vitest + Playwright (setup in `vitest.config.e2e.ts` and `playground/vitest*.ts`).",
    "To add new tests, find a related playground to the fix or feature (or create a new one); E2E tests should be added in the `playground/` directory.",
    "Each integration test can run under dev server mode or build mode: `pnpm test` runs all (and unit tests), `pnpm run test-serve` and `pnpm run test-build` one mode, with a `[match]` filter.",
    "Variants: a spec in a nested folder in `__tests__` uses the config file `vite.config-{folderName}.js` at the playground's root.",
    "Before running the tests, make sure that Vite has been built.",
])
mem("bundled-dev-tests", "rule", "Tests under bundled dev mode", ["testing", "bundled-dev", "serve"], [
    "`pnpm run test-serve-bundled` runs tests under serve mode with `experimental.bundledDev` force-enabled.",
    "Spec files that do not pass in this mode yet are listed in `bundledDevExclude` in `vitest.config.e2e.ts`; remove a file from that list once it passes.",
    "When only a few cases in a file fail, keep the file out of that list and mark those cases with `test.skipIf(isBundledDev)` using the `isBundledDev` flag from `~utils`.",
])
mem("unit-tests", "rule", "Unit tests", ["testing", "unit", "vitest", "mocks"], [
    "Prefer unit tests if it can be tested without using mocks.",
    "Packages might contain unit tests under their `__tests__` directory, powered by Vitest (config in `vitest.config.ts` files).",
    "`pnpm run test-unit [match]` runs unit tests under each package.",
])
mem("test-helpers", "knowledge", "Playground test env and helpers", ["testing", "helpers", "playwright"], [
    "Inside playground tests, import the `page` object from `~utils`: a Playwright `Page` already navigated to the served page of the current playground.",
    "Common test helpers (`testDir`, `isBuild`, `editFile`) are in `playground/test-utils.ts`.",
    "The test build environment uses a different default set of Vite config to skip transpilation, which may produce a different result compared to the default production build.",
])
mem("editfile-size", "rule", "Test edits must change the file size", ["testing", "hmr", "watcher", "flaky"], [
    "The dev server's file watcher runs in polling mode during tests; chokidar only registers a change when the size differs or the mtime strictly increases.",
    "An edit that keeps the exact same byte length can be missed, so the expected HMR update or rebuild never fires (flaky timeouts).",
    "`editFile` throws if your replacement leaves the file's byte length unchanged; make the edit change the size, for example with a trailing space.",
])
mem("test-dependencies", "rule", "Mock dependencies in tests", ["testing", "dependencies", "mocks", "pnpm"], [
    "Mock dependencies with the `link:` and `file:` protocols: pnpm treats `link:` as symlinks and `file:` as hardlinks.",
    "To test dependencies as if they were copied into `node_modules`, use `file:`; otherwise use `link:`.",
    "Give a mock dependency a `@vitejs/test-` prefix in its package name to avoid false-positive alerts.",
])
mem("ai-policy", "rule", "AI policy", ["ai", "llm", "policy"], [
    "Never let an LLM speak for you: all comments, issues and PR descriptions should be written in your own words.",
    "Never let an LLM think for you: only submit contributions you fully understand and can explain.",
    "If you have used AI, disclose and describe how you have reviewed its code; keep the PR description concise.",
])
mem("pr-guidelines", "rule", "Pull request guidelines", ["pull-request", "features", "bugfix", "tests"], [
    "Checkout a topic branch from a base branch (e.g. `main`) and merge back against that branch.",
    "A new feature: add an accompanying test case and provide a convincing reason; ideally open a suggestion issue first and have it approved.",
    "A bug fix: add `(fix #xxxx)` to the PR title, describe the bug and what caused it, and add test coverage that fails without the PR.",
    "Check that there isn't already a PR that solves the problem the same way.",
])
mem("refactors", "rule", "Chores and refactors", ["refactor", "chore", "typos", "style"], [
    "For typos and comment changes, try to combine multiple of them into a single PR.",
    "We discourage code refactors that are largely stylistic; refactors are only accepted if they improve performance or objectively improve code quality, as a separate PR.",
    "Respect the established conventions when contributing code.",
])
mem("commit-convention", "rule", "Commit message and PR title convention", ["commits", "pull-request", "changelog"], [
    "PR titles and commit messages follow the convention so that changelogs can be generated: `(revert: )?(feat|fix|docs|style|refactor|perf|test|build|ci|chore)(scope)?!?: subject`.",
    "The scope is the place of the change, e.g. `dev`, `build`, `workflow`, `cli`.",
    "The subject uses the imperative, present tense, no capital first letter and no dot at the end.",
    "A revert begins with `revert: ` followed by the header of the reverted commit.",
])
mem("issue-triage", "knowledge", "Issue triaging workflow", ["issues", "triage", "labels"], [
    "Close issues that do not follow the template or are duplicates; label `needs reproduction` when there is no proper reproduction (the bot auto-closes it after 3 days).",
    "For a real bug, remove the `pending triage` label, add the related feature label (e.g. `feat: ssr`) and priority labels: p5 urgent, p4 important, p3 minor bug, p2 edge case with a workaround.",
])
mem("pr-review", "knowledge", "Pull request review workflow", ["review", "pull-request", "merge", "ecosystem-ci"], [
    "A strict fix (an obvious oversight with no side effects) is verified locally, needs a test case if applicable, and merges when approved by 2 or more team members.",
    "Features and non-strict fixes are discussed (side effects, implicit behaviour changes), may run vite-ecosystem-ci, and are merged after a team meeting.",
    "Use 'Squash and Merge', edit the commit message to follow the convention, and list fixed issues in the body.",
])
mem("release", "skill", "Releasing a package", ["release", "publish", "npm", "changelog"], [
    "All publishable packages (`vite`, `create-vite`, `plugin-legacy`) use a pull-request-driven release flow.",
    "Run the Prepare Release workflow from `main`, select the package and a release type (or an exact version); it opens a release PR with the version bump and changelog.",
    "Merge the PR keeping its `release: <tag>` commit subject (`release: v<version>` for Vite, `release: <package>@<version>` otherwise), approve the `Release` environment deployment, and verify the new version on npm.",
])
mem("release-recovery", "knowledge", "Release recovery", ["release", "publish", "npm", "recovery"], [
    "If release preparation fails, fix the cause and rerun the preparation workflow.",
    "If npm publishing succeeds but tag or GitHub release creation fails, do not rerun the publish job blindly because npm versions are immutable: create the tag at the original release commit by hand.",
    "The npm trusted publishers must be restricted to `vitejs/vite`, `.github/workflows/publish.yml` and the `Release` environment.",
])
mem("threat-model", "knowledge", "Security threat model", ["security", "dev-server", "vulnerability"], [
    "The dev server and preview server must treat all inbound network requests as potentially hostile, including malformed requests.",
    "Developers, their infrastructure, `vite.config.*`, plugins, project files and dependencies are trusted.",
    "In scope: file contents outside the `server.fs` boundary, HMR message injection over WebSocket, missing origin or host validation, XSS in code Vite injects into the bundle.",
    "Availability issues are not considered vulnerabilities; report vulnerabilities privately at github.com/vitejs/vite/security.",
])
mem("lean-core", "knowledge", "Lean, extendable core", ["philosophy", "plugins", "rolldown"], [
    "Vite keeps its core lean and maintainable long-term and provides strong primitives and APIs that plugins can build on.",
    "Vite's plugin system is based on a superset of Rollup's plugin API; Rolldown maintains compatibility with Rollup's plugin interface.",
])
mem("modern-web", "rule", "Pushing the modern web", ["philosophy", "esm", "workers", "browser"], [
    "Source code can only be written in ESM; non-ESM dependencies need to be pre-bundled as ESM in order to work.",
    "Web workers are encouraged to be written with the `new Worker` syntax; Node.js modules cannot be used in the browser.",
    "New features follow these patterns to create a future-proof API.",
])
mem("performance", "knowledge", "A pragmatic approach to performance", ["philosophy", "performance", "oxc", "rolldown"], [
    "Vite's dev server architecture allows HMR that stays fast as projects scale.",
    "Intensive tasks use native tools (the Oxc toolchain and Rolldown) and the rest of the code stays in JS to balance speed with flexibility.",
])
