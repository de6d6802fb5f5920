"""Memories of the astro set: withastro/astro's own contributor and agent guidance on its main branch at 99d3d3dbbf
(2026-08-22, the newest commit of the stored snapshot): AGENTS.md, CONTRIBUTING.md, packages/language-tools/
CONTRIBUTING.md, reference/unit-testing.md, reference/handlers.md, reference/optimize-deps.md, and the agent skills
.agents/skills/astro-developer (SKILL.md, architecture.md, constraints.md, testing.md, debugging.md) and
.agents/skills/changeset/SKILL.md. The other skills (code review, PR writer, merge, triage, GitHub Action logs,
writing comments in full) and their evals are left out: AGENTS.md carries the comment rules. One memory per section or
a few short sections together, in the project's words (lightly cut). The text is the Astro team's (MIT licence); quoted
here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")

# AGENTS.md
mem("think-before-coding", "rule", "Think before coding: state assumptions, present interpretations, push back, stop and ask when unclear", ["assumptions", "clarify", "tradeoffs"], [
    "Don't assume. Don't hide confusion. Surface tradeoffs. Before implementing: state your assumptions explicitly; if uncertain, ask. If multiple interpretations exist, present them - don't pick silently.",
    "If a simpler approach exists, say so. Push back when warranted. If something is unclear, stop. Name what's confusing. Ask.",
])
mem("simplicity-first", "rule", "Simplicity first: minimum code that solves the problem, nothing speculative", ["simplicity", "abstractions", "scope"], [
    "No features beyond what was asked. No abstractions for single-use code. No flexibility or configurability that wasn't requested. No error handling for impossible scenarios.",
    "If you write 200 lines and it could be 50, rewrite it. Ask yourself: would a senior engineer say this is overcomplicated? If yes, simplify.",
])
mem("surgical-changes", "rule", "Surgical changes: touch only what you must, match existing style, clean up only your own orphans", ["diff", "style", "dead-code"], [
    "Don't improve adjacent code, comments, or formatting. Don't refactor things that aren't broken. Match existing style. If you notice unrelated dead code, mention it - don't delete it.",
    "Remove imports/variables/functions that your changes made unused; don't remove pre-existing dead code unless asked. Every changed line should trace directly to the user's request.",
])
mem("goal-driven-execution", "rule", "Goal-driven execution: turn tasks into verifiable goals (a failing test first) and loop until verified", ["goals", "verification", "plan"], [
    "Transform tasks into verifiable goals: add validation -> write tests for invalid inputs, then make them pass; fix the bug -> write a test that reproduces it, then make it pass; refactor X -> ensure tests pass before and after.",
    "For multi-step tasks, state a brief plan with a verify check per step.",
])
mem("biome-format-lint", "rule", "Style follows the surrounding code; formatting and lint rules live in biome.jsonc: run pnpm format and pnpm lint", ["style", "biome", "format", "lint"], [
    "Follow the conventions and patterns in the surrounding code. Formatting rules are defined in `biome.jsonc`, enforced by Biome. Run `pnpm format` to auto-format the entire repo (a GitHub Action also formats every commit after a PR is merged) and `pnpm lint:ai` to lint the entire repo; the linter creates warnings, not errors.",
])
mem("writing-comments", "rule", "Writing comments: for a reader at HEAD months later; no change history, no addressing the reviewer; JSDoc states the contract", ["comments", "jsdoc", "documentation"], [
    "Write for a contributor reading the code at HEAD, months later, with no access to the conversation, the PR, or the diff. Never narrate change history (now, previously, no longer) and never address the reviewer.",
    "Deletion test: a comment must state something the reader cannot recover from the code. `/** */` docs state the contract (behavior, params, returns, throws); `//` comments carry rationale only. Anchor a workaround to the GitHub issue or PR that motivates it. When a change alters documented behavior, extend or correct the existing prose.",
])
mem("docs-tagged-jsdoc", "knowledge", "@docs-tagged JSDoc in types/public/config.ts and core/errors/errors-data.ts is end-user documentation generated to the website", ["docs", "jsdoc", "config", "errors", "website"], [
    "`@docs`-tagged JSDoc in `types/public/config.ts` (configuration reference) and `core/errors/errors-data.ts` (error reference) is end-user documentation generated to the website; the comment-writing rules don't apply there.",
])
mem("node-for-scripting", "rule", "Use node -e for scripting tasks, not python", ["scripting", "node", "environment"], [
    "Use `node -e` for scripting tasks, not `python` or `python3`.",
])
mem("monorepo-structure", "knowledge", "A pnpm workspace of TypeScript packages: packages/, integrations in packages/integrations/, core in packages/astro; built files in node_modules map to source", ["monorepo", "pnpm", "packages", "integrations", "stack-trace"], [
    "A Git monorepo with a `pnpm` workspace, primarily TypeScript. All packages live in `packages/`, integration packages in `packages/integrations/`, the core Astro package is `packages/astro`.",
    "In error stack traces, `node_modules/astro/dist/...` maps to `packages/astro/src/...` and `node_modules/@astrojs/react/...` to `packages/integrations/react/src/...`. Edits to source files take effect after rebuilding the package via `pnpm build`. Use `pnpm -C <dir> <command>` for project-local scripts.",
])
mem("running-package-tests", "skill", "Run tests: pnpm test, or one package, file or pattern with pnpm -C DIR exec astro-scripts test and --match, --only, --parallel, --timeout", ["tests", "astro-scripts", "match", "pnpm"], [
    "Run `pnpm test` in the workspace root or a package directory for the full suite (slow). `pnpm -C <package-directory> exec astro-scripts test \"test/actions.test.js\"` runs one file; add `--match \"CSS\"` to filter by name (regex), `--only` for tests marked `.only`, `--parallel`, `--timeout` in milliseconds, `--watch`.",
    "Most tests used `mocha`; they are migrating to `node:test` through the custom `astro-scripts test` command. `pnpm run test:match \"cli\"` runs astro tests with cli in the name; `pnpm --filter @astrojs/rss run test` runs another package's tests.",
])
mem("astro-cli-reference", "knowledge", "Astro CLI: astro dev (HMR), build into dist/, preview, check (type checking), sync (generate types), add (install an integration); no other web servers", ["cli", "dev", "build", "preview", "check", "sync"], [
    "Use `astro dev` for the local dev server with HMR, `astro build` for a production build in `dist/`, `astro preview` to serve it; do not use other web servers (`python -m http.server`). `astro check` runs type checking and diagnostics, `astro sync` generates and updates TypeScript types, `astro add` installs and configures an official integration. Full docs: docs.astro.build.",
])
mem("background-dev-servers", "skill", "Long-running dev servers: astro dev --background, then dev logs, dev status, dev stop; never detach with &", ["dev-server", "background", "logs"], [
    "Use `astro dev --background` to start and manage long-running dev servers; do not start detached servers with `&`. `pnpm -C examples/minimal dev logs` (with `--follow` to stream), `dev status`, `dev stop` when done; a stale server blocking startup: stop it or use `--background --force`.",
])
mem("agent-browser", "skill", "Use agent-browser for web automation, UI interaction and HMR testing (not curl): open, snapshot -i, click and fill by ref", ["browser", "hmr", "ui", "automation"], [
    "Use `agent-browser` for web automation or when UI interaction, long-running browsers, or HMR testing is required. Do not use `curl` to test HMR issues. Workflow: `agent-browser open <url>`, `agent-browser snapshot -i` for interactive elements with refs, `click @e1` / `fill @e2 \"text\"`, re-snapshot after every page change.",
    "It is installed globally, not a dependency of the monorepo; if it is missing, ask the user to install it, or in headless mode fail the job.",
])
mem("dep-optimizer-cjs-dev", "knowledge", "Works in astro build but require is not defined in astro dev: Vite's dep optimizer missed a CJS dependency (optimizeDeps entries, include, noDiscovery)", ["vite", "optimizedeps", "cjs", "esm", "dev", "cloudflare"], [
    "When a bug works in `astro build` but fails in `astro dev` with errors like `require is not defined`, the root cause is almost always Vite's dep optimizer failing to pre-bundle a CJS dependency: the esbuild scan is intentionally shallow and misses deps reachable only through non-JS files (`.astro` components in `node_modules`). Key files: `packages/astro/src/vite-plugin-environment/index.ts` (sets `optimizeDeps.entries`) and `packages/astro/src/core/create-vite.ts` (`vitefu` / `crawlFrameworkPkgs`).",
    "`optimizeDeps.include` forces pre-bundling (`>` for transitive deps); `optimizeDeps.entries` says where the scan starts; `noDiscovery: true` uses only include. Only `.[cm]?[jt]s` files are optimizable. For `browser`/`webworker` platform environments (Cloudflare Workers, workerd) no `createRequire` banner is injected, so a surviving `require()` fails. The Cloudflare adapter sets its own `optimizeDeps.include` in `configEnvironment`. Full playbook: `reference/optimize-deps.md`.",
])
mem("handler-feature-checks", "skill", "Custom src/fetch.ts pipelines: add a PipelineFeatures flag, set it in the handler, and check it in BaseApp.#warnMissingFeatures", ["fetch", "handlers", "pipeline", "sessions", "i18n", "actions"], [
    "When a project provides a custom `src/fetch.ts`, the user composes the request pipeline and can omit a handler for a configured feature (sessions, i18n, actions). `BaseApp.#warnMissingFeatures()` (`packages/astro/src/core/app/base.ts`) warns after the first request about configured features the pipeline never called.",
    "Each handler has a bitmask flag in `PipelineFeatures` (`packages/astro/src/core/base-pipeline.ts`: redirects, sessions, actions, middleware, i18n, cache) and sets `pipeline.usedFeatures |= PipelineFeatures.x` when it runs. Add a check when the feature has a manifest config, a dedicated handler in `astro/fetch`, and omitting the handler silently breaks it: add the flag, set it in the handler, add the manifest check.",
])

# reference/unit-testing.md
mem("unit-test-conventions", "rule", "Unit tests live in test/units/ by area, use node:test and node:assert/strict (never vitest or jest), and import from the built dist/", ["unit-tests", "node-test", "dist"], [
    "Unit tests live in `test/units/` inside each package, in subfolders by area (`render/`, `middleware/`, `content-layer/`, `app/`, `cli/`). Add cases to the existing file for the module; otherwise create `<module-or-feature>.test.ts` in the right subfolder.",
    "Use `node:test` (`describe`, `it`) and `node:assert/strict` - do not use vitest, jest, or other frameworks. Import from the package's built output (`../../../dist/...`), not from source; the package must be built first. Keep tests focused and minimal.",
])
mem("unit-test-helpers", "knowledge", "Shared test helpers: test/units/test-utils.ts (SpyLogger, createBasicSettings, createBasicPipeline, createFixture), mocks.ts (createMockAPIContext, createTestApp) and per-area test-helpers.ts", ["unit-tests", "mocks", "helpers", "test-utils"], [
    "Always check the shared helpers before writing setup code, and do not duplicate them. `test/units/test-utils.ts`: `defaultLogger`, `SpyLogger` (assert on logs), `createBasicSettings`, `createBasicPipeline`, `createFixture(tree)` (real files in a temp directory), `createRequestAndResponse`, `renderThroughMiddleware`, `createMockNext`.",
    "`test/units/mocks.ts`: `createMockAPIContext`, `createMockFetchState`, `createTestApp`, `createPage`, `createRedirect`, `createEndpoint`, `createRouteData`, `installImageService`, `createMockAstroSource`. Per-area helpers: `app/test-helpers.ts`, `routing/test-helpers.ts` (`makeRoute`), `build/test-helpers.ts`, `i18n/test-helpers.ts`, `content-layer/test-helpers.ts`, `cli/utils.ts` (`SpyCommandExecutor`, `FakePrompt`).",
])

# CONTRIBUTING.md
mem("setup-prerequisites", "knowledge", "Setup: Node >= 22.12 and pnpm 10.28 (Corepack); pnpm install from the top level, then pnpm run build; blame ignore file and the pnpm-lock merge driver", ["setup", "node", "pnpm", "install", "lockfile"], [
    "Prerequisites: node `>=22.12.0`, pnpm `^10.28.0`, otherwise the build fails; Corepack recommended. Always run `pnpm install` from the top-level directory (it installs every package), then `pnpm run build`; `pnpm run dev` starts a watching build.",
    "Run `git config --local blame.ignoreRevsFile .git-blame-ignore-revs`; install the pnpm merge driver to resolve conflicts in `pnpm-lock.yaml`. GitHub Codespaces (dev containers) has everything preinstalled.",
])
mem("testing-changes-locally", "skill", "Try a change: run an example in examples/ (linked to local source), write a test, or pnpm link a separate project; pnpm.overrides for a local @astrojs/compiler", ["examples", "pnpm-link", "compiler", "overrides"], [
    "Run any of the examples in `/examples` (linked to the local Astro source): `pnpm --filter @example/minimal run dev`; write a test and run it; or create a separate project using local Astro through `pnpm link`.",
    "To test a local `@astrojs/compiler` (or another dependency), point `pnpm.overrides` in the root `package.json` to the local build (`file:../astro-compiler/packages/compiler`), run `pnpm install`, build the dependency first, and remove the override before committing.",
])
mem("node-apis-in-runtime", "rule", "Node.js APIs are forbidden in runtime/ folders and *runtime* files (Biome noNodejsModules) and in virtual modules; allowed in Vite plugins and cli/; prefer @astrojs/internal-helpers", ["node", "runtime", "cloudflare", "workers", "biome", "vite-plugin"], [
    "Astro code might run in runtimes other than Node.js (Cloudflare Workers, Deno, edge). Runtime-agnostic code goes in folders or files called `runtime` (`runtime/` or `runtime.ts`), where `node:` APIs are forbidden, enforced by the Biome rule `noNodejsModules`.",
    "Node.js APIs are allowed inside Vite plugin implementations, `src/cli/` and tests, but a virtual module returned by a plugin can't use them. In `core/` (mixed), avoid them and use cross-platform utilities from `@astrojs/internal-helpers` (`@astrojs/internal-helpers/path`). Some adapters (Cloudflare) use Vite's `NonRunnableDevEnvironment`, where `runner.import()` is unavailable.",
])
mem("debugging-vite", "skill", "Debug Vite by prefixing a command with DEBUG=vite:* (or vite:deps, vite:transform)", ["vite", "debug", "logging"], [
    "Prefix any command with `DEBUG`: `DEBUG=vite:* astro dev` debugs everything in Vite, `DEBUG=vite:[name] astro dev` a specific process such as `vite:deps` or `vite:transform`. Use the logger with levels (`logger.debug`), not `console.log`, for code that ships.",
])
mem("single-test-node", "skill", "Run a single test file with node --test, and a single case with .only plus --test-only before the path", ["tests", "node-test", "only"], [
    "Run one file with `node --test test/astro-basic.test.js`. For one case, postfix `it` and `describe` with `.only` (every nested describe too) and pass `--test-only` to Node.js: `node --test --test-only test/astro-basic.test.js`; both options must come before the path.",
])
mem("ci-test-timeouts", "skill", "A test timing out in CI: push a --parallel test script to see which file, then revert it", ["ci", "timeout", "flaky", "parallel"], [
    "When tests fail in CI on a timeout it is hard to see which file causes it (quirks of the Node.js test runner). Add `--parallel` to the package's `test` script (`astro-scripts test --parallel \"test/**/*.test.js\"`), push it to the PR to see the file, then revert the change and push again.",
])
mem("e2e-playwright", "rule", "E2E tests (Playwright against the dev server) only for browser behaviour such as HMR and client hydration; build output is tested by the main tests", ["e2e", "playwright", "hmr", "hydration"], [
    "Features like HMR and client hydration need end-to-end tests against the dev server with Playwright (`packages/astro/e2e/*.test.js`): `pnpm run test:e2e`, `pnpm run test:e2e:match \"Tailwind CSS\"`.",
    "Tests of `astro build` output, server-side logic or static HTML use the main tests, not E2E: they run faster than starting `astro preview` under Playwright.",
])
mem("fixture-unique-outdir", "rule", "Every test fixture needs a unique outDir (and build.client, build.server when reused): build output is cached and shared through ESM between tests", ["fixtures", "outdir", "cache", "tests"], [
    "When re-using a fixture with different configurations, configure unique `outDir`, `build.client` and `build.server` values so the build output isn't cached and shared by ESM between test runs. If tests start to fail for no apparent reason, look at the `outDir` first: `await loadFixture({ root: './fixtures/some-fixture', outDir: './dist/some-folder' })`.",
])
mem("changeset-required", "rule", "Every PR that changes a package needs a changeset (pnpm changeset --empty); examples/ are exempt", ["changeset", "pull-request", "release"], [
    "When making a pull request, add a changeset when something has changed in a package: `pnpm changeset --empty` from the repo root creates a file in `.changeset/`, then add the package bump and message. Only `examples/*` changes are exempt.",
    "Package names must match the `name` in package.json; bump `patch`, `minor` or `major`; major and minor bumps to `astro` are blocked by CI and need maintainer review.",
])
mem("changeset-message", "rule", "A changeset message is a user-facing CHANGELOG entry: a present-tense verb, the user's impact, the API in backticks; minor names the new API, major gives migration", ["changeset", "changelog", "message", "breaking"], [
    "Begin with a present tense verb completing \"This PR ...\" (Adds, Removes, Fixes, Updates, Refactors, Improves, Deprecates) and describe the change as someone building an Astro site will experience it, naming the API in backticks.",
    "New features: start with Adds, name the API and what users can now do. Breaking changes: Removes, Changes or Deprecates, with migration guidance; a changed default names the old and the new default and how to restore the old. Longer entries use `####` headings, never `##` or `###`.",
])
mem("benchmarks", "skill", "Benchmarks: pnpm run benchmark [name] from the root, or comment !bench on a PR to compare against main", ["benchmark", "performance", "memory"], [
    "Benchmarks keep performance under control; they are in the `benchmarks` directory with a CLI: `pnpm run benchmark` runs all, `pnpm run benchmark memory` one. Commenting `!bench` (or `!bench memory`) on a PR runs them on the PR branch and `main` and posts the results.",
])
mem("issue-triage-priority", "knowledge", "Maintainers' issue triage: template, duplicate, reproduction (needs repro), bug or feature; priorities p5 (most) to p1", ["triage", "issues", "priority", "labels"], [
    "Triage: close issues that don't follow the template or are duplicates; without a proper reproduction add `needs repro` (closed after 3 days); feature requests go to the roadmap; a real bug loses `needs triage` and gets a feature label (e.g. `feat: ssr`) and a priority.",
    "`p5`: impacts most projects, no workaround (dev server crashes, build breaks, huge performance regressions); `p4`: many projects, no workaround, still usable; `p3`: other bugs; `p2` and `p1` lower.",
])
mem("preview-releases", "skill", "Preview releases: the pr preview label publishes each package with a pending changeset; changeset snapshot releases by hand", ["release", "preview", "snapshot", "npm"], [
    "Add the `pr preview` label to a PR: a workflow publishes a preview release of each package with a pending changeset and comments how to install it (remove and re-add the label for another).",
    "Snapshot releases: `GITHUB_TOKEN=XXX npx changeset version --snapshot YYY`, review the diff, `npm run release --tag next--YYY`, then reset local changes.",
])
mem("typescript-project-references", "knowledge", "TypeScript project references: pnpm typecheck runs tsc -b; shared configs in configs/; each package has tsconfig.build.json, tsconfig.test.json and a solution tsconfig.json", ["typescript", "tsconfig", "typecheck", "references"], [
    "The repo uses TypeScript project references so `tsc -b` only rebuilds changed projects and their dependents. `pnpm typecheck` typechecks incrementally (`--clean` clears the cache). Shared configs in `configs/`: `tsconfig.base.json`, `tsconfig.build.json` (src to dist), `tsconfig.test.json` (test/, not fixtures), `tsconfig.language-tools.json` (commonjs).",
    "A package has `tsconfig.build.json` (its `references` mirror the workspace dependencies in package.json, by hand), `tsconfig.test.json`, and a solution `tsconfig.json`. When adding a new package, add it to the root `tsconfig.json` references.",
])
mem("code-structure", "knowledge", "packages/astro layout: components/, src/types, cli, core (Node: build, dev, SSR), runtime/client (browser), runtime/server (inside Vite SSR), vite-plugin-*", ["structure", "core", "runtime", "ssr", "vite-plugin"], [
    "`components/` built-in components (`astro/components/Code.astro`); `src/types/` TypeScript types, centralized to cut down on circular dependencies; `src/cli/` the `astro` CLI; `src/core/` code in the top-level scope (Node): `astro build`, `astro dev`, top-level SSR.",
    "`src/runtime/client/` runs in the browser (partial hydration); `src/runtime/server/` runs inside Vite's SSR; `src/vite-plugin-*/` the Vite plugins Astro needs; `src/virtual-modules/`, `src/content/` the content layer.",
])
mem("public-internal-exports", "rule", "Exports: a public entry goes in both exports and publishConfig.exports; ./_internal/* only in exports; import internals via the subpath (exports.test.ts checks)", ["exports", "package-json", "internal", "publish"], [
    "`packages/astro/package.json` declares `\"exports\"` (the monorepo view, public entries plus `./_internal/*` subpaths) and `\"publishConfig.exports\"` (the npm view; pnpm swaps it in at publish, so `_internal/*` never ships). A public export goes in both maps, an internal one in `exports` only.",
    "Other workspace packages import internals via the subpath (`astro/_internal/test/test-utils`), not a deep relative path. `packages/astro/test/exports.test.ts` fails if the two maps drift out of sync.",
])
mem("testable-business-logic", "rule", "Make code testable: decouple business logic from infrastructure (file system, network, randomness) and pass dependencies as arguments; prefer unit tests", ["testability", "dependency-injection", "unit-tests"], [
    "Decouple business logic from infrastructure (DB calls, file system, randomness, global logger): make external dependencies explicit by passing them as arguments or small interfaces (a `KeyGenerator`), so unit tests can pass fakes (`SpyLogger`, `FakeKeyGenerator`). Always test business logic; a thin wrapper around an npm package may rely on its own tests.",
    "Prefer unit tests; integration tests (`loadFixture`, full builds) only for what cannot be unit tested: virtual modules, the full build pipeline, Vite plugin or adapter integration (`testAdapter()` for SSR).",
])
mem("branches-and-releases", "knowledge", "main is active development, latest the stable release; releases merge the [ci] release PR from the changeset bot; prerelease mode publishes astro@next", ["branches", "release", "prerelease", "next"], [
    "`main` reflects the latest code (sometimes in a changesets prerelease state); `latest` holds the stable release and is updated on every stable publish. Releases are automatic: a core maintainer merges the `[ci] release` PR.",
    "Prerelease mode: `pnpm exec changeset pre enter next` and `\"baseBranch\": \"next\"` in `.changeset/config.json` publish under the `next` dist-tag; `changeset pre exit` leaves it; releasing `astro@latest` meanwhile is manual from a `release/0.X` branch.",
])
mem("language-tools", "skill", "Language tools (VS Code extension, language server, TS plugin): pnpm dev, launch the extension in the debugger, disable the installed extension, TSServer log", ["language-tools", "vscode", "language-server", "ts-plugin"], [
    "`packages/language-tools` (VS Code extension, language server, TS plugin) uses pnpm and Turbo: `pnpm install`, `pnpm build`, then `pnpm dev` in watch mode. In VS Code, Run and Debug, Launch Extension; the Debug Console's Attach to Server shows the language server's logs; restart Launch Client to pick up changes. Disable an installed Astro extension or your development one is not used.",
    "TS plugin logs go to the TSServer log (TypeScript: Open TS Server log); grep for \"Astro Plugin\".",
])

# .agents/skills/astro-developer
mem("pipelines", "knowledge", "Pipelines: RunnablePipeline and NonRunnablePipeline (dev), BuildPipeline (build, prerendering), AppPipeline (production SSR), ContainerPipeline; RenderContext is per request", ["pipeline", "render", "ssr", "prerender", "container"], [
    "A base `Pipeline` (`core/base-pipeline.ts`, static per session: config, logger, manifest, middleware, actions, caches) with five implementations: `RunnablePipeline` (`vite-plugin-app/pipeline.ts`, dev with runtime module loading and HMR), `NonRunnablePipeline` (`core/app/dev/pipeline.ts`, dev for adapters like Cloudflare, no runtime imports), `BuildPipeline` (`core/build/pipeline.ts`, build and prerendering), `AppPipeline` (`core/app/pipeline.ts`, production serverless/SSR, cold starts), `ContainerPipeline` (`container/pipeline.ts`, the Container API).",
    "`RenderContext` is per request: the URL, matched route, locals, i18n context, middleware execution.",
])
mem("virtual-modules", "rule", "New virtual modules use the virtual:astro:* prefix (resolved with \\0) and the filter/id/handler hook shape; @astro-page:* is legacy", ["virtual-modules", "vite-plugin", "manifest", "resolveId"], [
    "Virtual modules are generated at build/dev time. New ones use `virtual:astro:*` (not the legacy `@astro-page:*`): internal code imports `virtual:astro:x`, the plugin's `resolveId` returns `\\0virtual:astro:x`, `load` returns generated code; use the `filter/id/handler` structure for both hooks (see `core/build/plugins/plugin-ssr.ts`).",
    "Registry (`src/virtual-modules/`): `virtual:astro:routes`, `manifest` (single source of truth), `pages`, `renderers`, `middleware`, `dev-css`, `app`, `virtual:image-service`, `actions/entrypoint`, `adapter-config`, `adapter-entrypoint`.",
])
mem("content-layer", "knowledge", "Content layer (src/content/): content-layer.ts orchestrates loaders one at a time, data-store and mutable-data-store, runtime getCollection/getEntry, types-generator, watcher; live collections", ["content", "collections", "loaders", "data-store"], [
    "`packages/astro/src/content/`: `content-layer.ts` orchestration, `data-store.ts` read-only runtime store, `mutable-data-store.ts` build-time store, `runtime.ts` (`getCollection()`, `getEntry()`), `types-generator.ts`, `watcher.ts`. Loaders run sequentially (PQueue concurrency 1) to prevent races in the data store; live collections load at request time.",
    "Debug content collections by inspecting the data store in `.astro/`, the generated types, and the loaders' logs.",
])
mem("types-no-cycles", "rule", "Avoid circular dependencies: import types from the centralized types/ folder with import type, never from implementation files", ["types", "circular", "imports"], [
    "Circular dependencies cause undefined exports at runtime, type resolution issues and build failures, most often through type imports. Types are centralized in `packages/astro/src/types/`: import `AstroConfig` from `../types/public.js`, not from `../config/index.js`, and use `import type` for type-only imports.",
])
mem("build-runtime-boundary", "rule", "Runtime code never imports build code: data flows from build to runtime through the manifest (virtual:astro:manifest)", ["build", "runtime", "manifest", "boundaries"], [
    "`core/` runs in `astro build` and `astro dev` setup (Node APIs), `runtime/server/` in SSR rendering and `runtime/client/` in the browser (no Node APIs). Runtime code importing from `core/build/` creates coupling and grows the bundle: pass data from build to runtime via the manifest (`import { manifest } from 'virtual:astro:manifest'`).",
])
mem("workspace-catalog-deps", "rule", "Test fixtures and examples depend on workspace:* for Astro packages and catalog: for external packages, never pinned versions", ["dependencies", "fixtures", "workspace", "catalog", "package-json"], [
    "Test fixtures and examples must use workspace dependencies (`\"astro\": \"workspace:*\"`, `\"@astrojs/react\": \"workspace:*\"`), not versions like `^4.0.0`: they link the local packages and prevent mismatches. External packages use `catalog:` when available (`\"react\": \"catalog:\"`); the catalog is in the root `package.json`.",
])
mem("integration-test-gotchas", "rule", "Integration tests: loadFixture roots relative to the test file, await fixture.build(), stop every dev server in after(), testAdapter() for SSR", ["loadfixture", "dev-server", "fixtures", "integration-tests"], [
    "Integration tests build full projects with `loadFixture()` (`fixture.build()`, `startDevServer()`, `preview()`, `fetch()`, `readFile()`, `pathExists()`); use `testAdapter()` for SSR. Fixture roots are relative to the test file (`./fixtures/my-test/`); always `await fixture.build()` in `before`; stop dev servers in `after()`.",
    "Fixtures live in `test/fixtures/` with a `package.json` and `astro.config.mjs`; each integration has its own suite in `packages/integrations/*/test/` (`pnpm -C packages/integrations/react run test`, `pnpm run test:integrations`).",
])
mem("debugging-hmr", "skill", "Debugging HMR: reproduce in a browser with agent-browser, check HMR boundaries and the dev server logs", ["hmr", "dev", "debug", "css"], [
    "Debug HMR with `agent-browser` against a background dev server (not curl), check HMR boundaries (which module accepts the update), and read `dev logs`; common issues are full reloads instead of updates and styles not updating.",
])
mem("debugging-ssr-build", "skill", "Debugging: identify the execution context (core, Vite SSR, browser) first; inspect dist/ output and build plugin order; DEBUG logging or node --inspect", ["debug", "ssr", "build", "inspect"], [
    "Identify which context the failing code runs in (core in Node, runtime/server inside Vite, runtime/client in the browser): in `core/` you don't debug Vite's setup; in `runtime/server/` you do. Use `DEBUG=vite:*`, direct logging, or the Node inspector; inspect the build output in `dist/` and the order of build plugins (`core/build/plugins/`).",
    "\"Cannot find module 'node:fs'\" means a Node API reached runtime code; \"Virtual module not found\" a missing resolveId; intermittent failures are usually a shared `outDir`; \"Port already in use\" a dev server not stopped.",
])
mem("large-site-memory", "knowledge", "Large sites may hit memory limits during build: node --max-old-space-size=4096; no interactive commands in CI", ["memory", "build", "performance"], [
    "Large sites may hit memory limits during build: `node --max-old-space-size=4096 node_modules/.bin/astro build`. Build artifacts are cached in `.astro/` and `dist/`. No interactive commands (`git rebase -i`) in CI: there is no TTY.",
])
