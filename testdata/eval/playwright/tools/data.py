"""Memories of the playwright set: microsoft/playwright's own contributor and agent guidance on its
main branch at d4e1023 (2026-08-21): CLAUDE.md, CONTRIBUTING.md, .github/copilot-instructions.md and
the agent skills under .claude/skills/ (playwright-dev: library architecture, adding APIs, MCP tools
and CLI commands, vendoring and bundles, the trace system guide, the WebView backend, the WebKit
Safari version, bisecting published versions, the dashboard; playwright-triage;
playwright-test-results; playwright-devops); one memory per section or a few short sections, in the
project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")


# CLAUDE.md
mem("monorepo-packages", "knowledge", "Monorepo packages", ["packages", "monorepo", "playwright-core", "protocol"], [
    "`playwright-core` (npm `playwright-core`): browser automation engine: client, server, dispatchers, protocol. `playwright` (npm `playwright`): test runner + browser automation (public package). `playwright-test` (`@playwright/test`): test runner entry point. `playwright-client` (`@playwright/client`): standalone client package. `protocol` (internal): RPC protocol definitions (`protocol.yml` -> generated `channels.d.ts`).",
    "Browser packages: `playwright-chromium`, `playwright-firefox`, `playwright-webkit` are per-browser distributions; `playwright-browser-chromium`, `playwright-browser-firefox`, `playwright-browser-webkit` are binary packages.",
])
mem("tooling-packages-dirs", "knowledge", "Tooling packages and key directories", ["html-reporter", "trace-viewer", "recorder", "injected", "directories"], [
    "Tooling packages: `html-reporter` (HTML test report viewer), `trace-viewer` (trace viewer UI), `recorder` (test recorder), `web` (shared web UI components), `injected` (scripts injected into browser pages).",
    "Key directories: `tests/` (all test suites: page, library, playwright-test, mcp, etc.), `docs/src/` (API documentation, source of truth for public TypeScript types), `docs/src/api/` (per-class API reference, `class-page.md`, `class-locator.md`), `utils/` (build scripts, code generation, linting, doc tools), `browser_patches/` (browser engine patches).",
])
mem("build-watch", "skill", "Build and watch mode", ["build", "watch", "npm", "generated"], [
    "`npm run build` is the full build; `npm run watch` is watch mode (recommended during development).",
    "Assume watch is running and code is up to date. Generated files (types, channels, validators) are produced by watch automatically.",
])
mem("flint", "rule", "Lint and type check with flint", ["lint", "flint", "eslint", "tsc", "doclint"], [
    "`npm run flint` runs all lint checks in parallel: eslint, tsc, doclint, check-deps, generate_channels, generate_types, lint-tests, test-types, lint-packages, code-snippet linting.",
    "Always run `flint` before committing. Do not use `tsc --noEmit` or individual lint commands separately.",
])
mem("test-commands", "skill", "Test commands and filtering", ["tests", "ctest", "ttest", "ctest-mcp", "grep"], [
    "`npm run ctest <filter>`: Chromium only library tests, use during development. `npm run test <filter> -- --project=<chromium,firefox,webkit>`: all library / per project. `npm run ttest <filter>`: test runner (`tests/playwright-test/`). `npm run ctest-mcp <filter>` / `npm run test-mcp`: MCP tools (`tests/mcp/`).",
    "Filtering: `npm run ctest tests/page/locator-click.spec.ts` (specific file), `...spec.ts:12` (specific location), `npm run ctest -- --grep \"should click\"` (by test name), `npm run ctest-mcp snapshot` (by file name part).",
])
mem("test-directories", "rule", "Test directories and fixtures", ["tests", "fixtures", "pageTest", "browserTest", "playwright-test-fixtures"], [
    "`tests/page/` (`import { test, expect } from './pageTest'`; `page`, `server`, `browserName`): user interactions: click, fill, navigate, locators, assertions. `tests/library/` (`browserTest`; `browser`, `context`, `browserType`): browser/context lifecycle, cookies, permissions, browser-specific features. `tests/playwright-test/` (`playwright-test-fixtures`): test runner: reporters, config, annotations, retries. `tests/mcp/` (`client`, `server`): MCP tools via `client.callTool()`.",
    "Decision rule: does the test need `browser`/`browserType`/`context` -> `tests/library/`. Just needs `page` + `server` -> `tests/page/`.",
])
mem("deps-boundaries", "rule", "DEPS system: import boundaries", ["deps", "imports", "client", "server", "boundaries"], [
    "Import boundaries are enforced via `DEPS.list` files (52+ across the repo), checked by `npm run flint`.",
    "Key rule: client code NEVER imports server code. Server code NEVER imports client code. Communication is only through the protocol.",
    "When creating or moving files, update the relevant `DEPS.list` to declare allowed imports. Files marked `\"strict\"` can only import what is explicitly listed.",
])
mem("method-naming", "rule", "Coding convention for exported classes", ["naming", "private", "methods", "convention"], [
    "For exported classes: `private _method()` is only used within the class itself; `_method()` (no `private`) is used by other code in the same file, but not outside the file; `method()` (public) is used in other files.",
    "Non-exported classes have no naming convention; they are internal implementation details.",
])
mem("commit-convention", "rule", "Semantic commit messages", ["commit", "conventional-commits", "labels"], [
    "Semantic commit messages: `label(scope): description`. Labels: `fix` (bug fixes), `feat` (new features), `docs` (documentation-only changes), `test` (test-only changes), `devops` (changes to the CI or build), `chore` (everything else).",
    "The namespace is put in parentheses after the label, is optional and must be lowercase; the description is optional, in present tense; the footer contains \"fixes\" / \"references\" attribution to GitHub issues.",
])
mem("branch-and-pr", "rule", "Branches and pull-request descriptions", ["branch", "pull-request", "gh"], [
    "Branch naming for issue fixes: `fix-<issue-number>`. Open the PR with `gh pr create --repo microsoft/playwright` and a title in the commit format.",
    "Never add test plan to PR description. Keep PR description short, a few bullet points at most.",
])
mem("no-agent-attribution", "rule", "No agent attribution", ["attribution", "co-authored-by", "agent"], [
    "Coding agents ship with built-in instructions to append attribution footers; those defaults are revoked in this repo.",
    "Never emit a `Co-Authored-By:` trailer naming an agent, model, or tool, or a \"Generated with\" / \"Created with\" / robot footer, in commit messages, PR titles and bodies, PR and issue comments, review comments, and code comments.",
])
mem("never-amend-push", "rule", "Never amend commits, never push without being asked", ["git", "amend", "push"], [
    "Never amend commits. Always create a new commit for follow-up changes, even when iterating on an open PR; amending rewrites history and forces a force-push, losing the incremental review trail.",
    "Never `git push` without an explicit instruction to push, even when a PR is already open. Commit locally, report what was committed, and wait.",
])

# CONTRIBUTING.md
mem("issue-first", "rule", "Choosing an issue and the submission policy", ["issue", "contribution", "policy"], [
    "Playwright requires a corresponding issue for every contribution, with the exception of minor documentation fixes. If you would like to address a bug or feature that isn't currently listed, please file a new issue first.",
    "Pull requests submitted without a linked issue or prior approval will be closed. PRs that lack human oversight (including low-quality agentic submissions) will be closed without explanation.",
])
mem("dev-setup", "skill", "Make a change: setting up the repository", ["setup", "node", "npm-ci", "install"], [
    "Make sure you're running Node.js 20 or later. Clone the repository (fork it first if you plan to send a pull request).",
    "Install dependencies and run the build in watch mode: `npm ci`, `npm run watch`, `npx playwright install`.",
    "Playwright is a multi-package repository that uses npm workspaces. For browser APIs, look at `packages/playwright-core`. For test runner, see `packages/playwright`.",
])
mem("generated-files", "knowledge", "Files generated by the build", ["generated", "types", "docs-src", "watch"], [
    "Some files are generated by the build, so the watch process might override your changes if done in the wrong file. For example, TypeScript types for the API are generated from the `docs/src`.",
])
mem("coding-style-comments", "rule", "Coding style, lint and comments", ["eslint", "style", "comments", "lint"], [
    "Coding style is fully defined in `eslint.config.mjs`. Before creating a pull request, or at any moment during development, run linter: `npm run lint`.",
    "Comments should have an explicit purpose and should improve readability rather than hinder it. If the code would not be understood without comments, consider re-writing the code to make it self-explanatory.",
])
mem("document-api", "rule", "Write documentation for the public API", ["docs", "api", "documentation", "guides"], [
    "Every part of the public API should be documented in `docs/src`, in the same change that adds/changes the API. We use markdown files with custom structure to specify the API.",
    "Various other files are generated from the API specification. Larger changes will require updates to the documentation guides as well.",
])
mem("add-a-test", "rule", "Add a test", ["tests", "hermetic", "platforms"], [
    "Playwright requires a test for almost any new or modified functionality. An exception would be a pure refactoring.",
    "The two most important suites to run locally: library tests (`npm run ctest` fast path in Chromium, `npm run test` in three browsers) and test runner tests (`npm run ttest`).",
    "Tests should be hermetic, and not depend on external services. Tests should work on all three platforms: macOS, Linux and Windows.",
])
mem("small-prs", "rule", "Send a pull request", ["pull-request", "review", "small"], [
    "All submissions, including submissions by project members, require review. Make sure to keep your PR (diff) small and readable. If necessary, split your contribution into multiple PRs.",
    "After a successful code review, one of the maintainers will merge your pull request.",
])
mem("no-new-dependencies", "rule", "No new dependencies", ["dependencies", "package.json", "upgrade"], [
    "There is a very high bar for new dependencies, including updating to a new version of an existing dependency.",
    "We recommend to explicitly discuss this in an issue and get a green light from a maintainer, before creating a pull request that updates dependencies.",
])
mem("custom-browser-build", "skill", "Running tests with a custom browser build", ["CRPATH", "WKPATH", "FFPATH", "debug"], [
    "To run tests with custom browser executable, specify `CRPATH`, `WKPATH` or `FFPATH` env variable that points to browser executable: `CRPATH=<path-to-executable> npm run ctest`.",
    "`DEBUG=pw:browser` is useful for debugging custom-builds.",
])
mem("docs-site", "skill", "Building the documentation site", ["playwright.dev", "docs", "roll"], [
    "The playwright.dev documentation site lives in a separate repository, and documentation from `docs/src` is frequently rolled there.",
    "If you are doing something unusual in the docs, clone microsoft/playwright.dev, follow its README to \"roll docs\" against your local playwright repo, then \"run dev server\" to view your changes.",
])
mem("cla-conduct", "knowledge", "Contributor License Agreement and Code of Conduct", ["cla", "code-of-conduct"], [
    "Most contributions require you to agree to a Contributor License Agreement (CLA); a CLA bot will automatically determine whether you need to provide one when you submit a pull request.",
    "This project has adopted the Microsoft Open Source Code of Conduct.",
])

# .github/copilot-instructions.md
mem("pr-review-guidelines", "rule", "PR review guidelines", ["review", "comments", "pull-request"], [
    "Only comment on semantically meaningful issues: bugs, incorrect logic, security problems, or API contract violations. Skip style, formatting, naming, and whitespace observations unless they cause functional problems.",
    "Keep each comment short. Do not suggest refactors unrelated to the PR's stated goal. The review body MUST be empty; put findings only in inline comments on specific lines.",
])

# .claude/skills/playwright-dev/api.md
mem("api-docs-define", "skill", "Adding an API, step 1: define it in the documentation", ["api", "docs", "class-md", "since"], [
    "Define (or update) API in `docs/src/api/class-xxx.md`: `## async method: Page.methodName`, `* since: v1.XX`, `- returns: <[null]|[Response]>`, then `### param: Page.methodName.paramName` (required) and `### option: Page.methodName.optionName` (optional).",
    "For the new methods, params and options use the version from package.json (without `-next`). Keep methods, events and property definitions sorted alphabetically within the file.",
    "Watch will auto-generate `packages/playwright-core/types/types.d.ts` (public API types) and `packages/playwright/types/test.d.ts` (test API types).",
])
mem("api-docs-syntax", "knowledge", "API documentation syntax", ["docs", "langs", "deprecated", "params"], [
    "`* langs: js, python`: language filter; `* langs: alias-java: navigate`: language-specific method name; `* deprecated: v1.XX`: deprecation marker.",
    "Types: `<[string]>`, `<[int]>`, `<[float]>`, `<[boolean]>`; union `<[null]|[Response]>`; array `<[Array]<[Locator]>>`; `<[Object]>` with indented fields. `= %%-placeholder-name-%%` reuses a shared param definition from `docs/src/api/params.md`.",
    "Properties: `## property: Page.propName` with `- type:`; events: `## event: Page.eventName` with `- argument:`.",
])
mem("api-client", "skill", "Adding an API, step 2: implement the client", ["client", "ChannelOwner", "channel", "timeout"], [
    "Implement the new API in `packages/playwright-core/src/client/xxx.ts`. Client classes extend `ChannelOwner<XxxChannel>` and call through `this._channel`.",
    "Parameters are assembled into a single object for the channel call; timeout is processed through `this._timeout(options)` or `this._navigationTimeout(options)`; return values are unwrapped: `Response.fromNullable()`, `ElementHandle.from()`.",
    "Locator methods delegate to Frame (`this._frame.click(this._selector, { strict: true, ...options })`); Page methods often delegate to `this._mainFrame`.",
])
mem("api-protocol", "skill", "Adding an API, step 3: define the protocol channel", ["protocol", "protocol.yml", "channels", "validator"], [
    "Define (or update) the channel in `packages/protocol/src/protocol.yml`: methods under `commands:` with `title`, `parameters`, `returns` and `flags` (`slowMo`, `snapshot`, `pausesBeforeAction`, `pausesBeforeInput`).",
    "Type primitives: `string`, `int`, `float`, `boolean`, `binary`, `json`; append `?` for optional; arrays with `type: array` and `items:`; enums with `type: enum` and `literals:`; references by type name.",
    "Watch auto-generates `packages/protocol/src/channels.d.ts`, `packages/playwright-core/src/protocol/validator.ts` and `utils/isomorphic/protocolMetainfo.ts`.",
])
mem("api-dispatcher", "skill", "Adding an API, step 4: implement the dispatcher", ["dispatcher", "progress", "params"], [
    "Implement the handler in `packages/playwright-core/src/server/dispatchers/xxxDispatcher.ts`: `async method(params: channels.XxxMethodParams, progress: Progress): Promise<channels.XxxMethodResult>`.",
    "Convert dispatcher refs to server objects (`(params.frame as FrameDispatcher)._object`); wrap server objects as dispatchers in results (`ResponseDispatcher.fromNullable()`, `ElementHandleDispatcher.from()`). All methods receive `Progress` for timeout/cancellation.",
])
mem("api-server", "skill", "Adding an API, step 5: implement the server logic", ["server", "frames", "crPage", "ffPage", "wkPage"], [
    "The handler routes the call into the corresponding method in `packages/playwright-core/src/server/xxx.ts`; server methods implement the actual browser interaction and delegate to the browser-specific implementation (`this._page.delegate.navigateFrame(...)`).",
    "Browser-specific implementations: `server/chromium/crPage.ts` (Chromium, uses CDP: `this._client.send('Page.navigate', ...)`), `server/firefox/ffPage.ts` (Firefox), `server/webkit/wkPage.ts` (WebKit).",
])
mem("api-tests", "skill", "Adding an API, step 6: write tests", ["tests", "fixtures", "server", "skip"], [
    "Page-only tests: `tests/page/xxx.spec.ts` with the `page` fixture; context tests: `tests/library/xxx.spec.ts` with the `context` fixture (`contextTest`).",
    "Fixtures: `page`, `context`, `server` (`server.EMPTY_PAGE`, `server.PREFIX`, `server.CROSS_PROCESS_PREFIX`), `httpsServer`, `asset(name)`, `browserName`, `channel`, `isAndroid`, `isBidi`, `isElectron`, `isWindows`, `isMac`, `isLinux`, `mode`.",
    "Use `it.skip(isAndroid, 'Not supported on Android')` for unsupported platforms and annotate issues with `it.info().annotations.push({ type: 'issue', description: ... })`.",
])

# .claude/skills/playwright-dev/library.md
mem("protocol-codegen-wire", "knowledge", "Protocol layer: code generation and wire format", ["protocol", "wire", "generate_channels", "guid"], [
    "`protocol.yml` defines all RPC interfaces, commands (methods), events, and types. Running `node utils/generate_channels.js` (or via watch) produces channel types, runtime validators and method flags.",
    "Wire format: client -> server `{ id, guid, method, params, metadata? }`; response `{ id, result }` or `{ id, error, log? }`; event `{ guid, method, params }`; lifecycle `__create__` / `__adopt__` / `__dispose__`. Object references are serialized as `{ guid }` and resolved by validators.",
])
mem("client-layer", "knowledge", "Client layer: ChannelOwner and Connection", ["client", "ChannelOwner", "connection", "events", "subscription"], [
    "Every client-side API object (Page, Frame, Browser, etc.) extends `ChannelOwner<T>` (`client/channelOwner.ts`); `_channel` is a Proxy that validates params, wraps the call in `_wrapApiCall` and calls `_connection.sendMessageToServer()`.",
    "Event subscription optimization: `_eventToSubscriptionMapping` maps JS event names to protocol subscription events; the first listener calls `updateSubscription(event, true)`, so the server only sends events that have listeners.",
    "`client/connection.ts` keeps all live remote objects by GUID and pending calls by id, and dispatches responses, `__create__`, `__adopt__`, `__dispose__` and events.",
])
mem("server-layer", "knowledge", "Server layer: SdkObject, instrumentation and PageDelegate", ["server", "SdkObject", "instrumentation", "PageDelegate", "engines"], [
    "Every server-side domain object extends `SdkObject` (`server/instrumentation.ts`) with a `guid`, an `attribution` chain (playwright, browserType, browser, context, page, frame) and `instrumentation` hooks: `onBeforeCall`, `onAfterCall`, `onBeforeInputAction`, `onCallLog`, `onPageOpen/Close`, `onDialog`, `onDownload`.",
    "`Page` delegates browser-specific operations (`navigateFrame`, `takeScreenshot`, `adoptElementHandle`) to a `PageDelegate`. Engine directories: `chromium/` (CDP), `firefox/`, `webkit/`, `bidi/` (WebDriver BiDi), `android/` (ADB), `electron/`. `ProgressController` wraps async operations with timeout/cancellation/logging.",
])
mem("dispatcher-layer", "knowledge", "Dispatcher layer and object lifecycle", ["dispatcher", "lifecycle", "dispose", "gc"], [
    "Dispatchers do not implement things, they translate protocol to the server code calls. Each wraps an `SdkObject`; `static from(parentScope, object)` ensures one dispatcher per object; `_runCommand` wraps the call in `ProgressController`.",
    "`DispatcherConnection` validates params, creates `CallMetadata`, calls instrumentation hooks, runs the method, validates the result. GC: buckets with limits (JSHandle/ElementHandle: 100k, others: 10k); oldest 10% disposed when exceeded.",
    "Lifecycle: creation sends `__create__`, `adopt(child)` sends `__adopt__`, `_dispose()` recursively disposes children and sends `__dispose__`.",
])
mem("library-vs-page-tests", "rule", "tests/library vs tests/page", ["tests", "library", "page", "locators"], [
    "`tests/library` tests the public API surface, browser lifecycle and feature-level behaviour: Browser/BrowserType API, BrowserContext API (cookies, storage state, permissions, proxy, CSP, geolocation), browser-specific features (`chromium/` for CDP, tracing, extensions, coverage, OOPIF), protocol and channel tests, inspector/codegen/recorder (`inspector/`), events, unit tests for internal utilities (`unit/`).",
    "`tests/page` tests user-facing page interactions: locator API, ElementHandle interactions, expect/assertion matchers, navigation (`goto`, `waitForURL`), frame evaluation, request/response interception at page level, JSHandle, screenshot and visual comparison tests.",
])

# .claude/skills/playwright-dev/tools.md
mem("mcp-tool-define", "skill", "Adding an MCP tool: the tool file", ["mcp", "tools", "defineTabTool", "zod", "response"], [
    "Create `packages/playwright-core/src/tools/backend/<your-tool>.ts`; import zod from the MCP bundle and use `defineTool` or `defineTabTool`. `defineTabTool` (most tools) receives a `Tab` and auto-handles modal state (dialogs/file choosers); `defineTool` receives the full `Context`.",
    "Schema: `name` (`browser_` prefix), `title`, `description`, `inputSchema` (zod), `type`: `'action'` | `'input'` | `'readOnly'` | `'assertion'`.",
    "Response API: `addTextResult`, `addError`, `addCode` (generated Playwright code), `setIncludeSnapshot()` (ARIA snapshot), `addResult`, `registerImageResult`.",
])
mem("mcp-tool-register", "skill", "Adding an MCP tool: capability and registration", ["mcp", "capability", "caps", "registry"], [
    "If your tool doesn't fit an existing capability, add a new `ToolCapability` in `packages/playwright-core/src/tools/mcp/config.d.ts`. Tools with `core*` capabilities are always enabled; others must be enabled via `--caps` or config `capabilities`; `skillOnly: true` tools are only available in skill mode.",
    "Register the tool in `packages/playwright-core/src/tools/backend/tools.ts` (`browserTools`).",
])
mem("mcp-tool-tests", "skill", "Testing MCP tools", ["mcp", "tests", "callTool", "toHaveResponse"], [
    "Create `tests/mcp/<category>.spec.ts` with fixtures from `./fixtures`: `client` (`client.callTool({ name, arguments })`), `startClient(options?)`, `server`, `httpsServer`.",
    "Custom matchers: `toHaveResponse({ code?, snapshot?, page?, error?, isError?, result?, events?, modalState? })` and `toHaveTextResponse(text)`.",
    "Run tests: `npm run ctest-mcp <category>`. Do not run `test --debug`.",
])
mem("cli-command", "skill", "Adding a CLI command", ["cli", "declareCommand", "daemon", "category"], [
    "CLI commands are thin wrappers over MCP tools; implement the MCP tool first. In `packages/playwright-core/src/tools/cli-daemon/commands.ts`, use `declareCommand()` with `name` (kebab-case), `description`, `category`, `args`, `options`, `toolName` and `toolParams`, then add it to `commandsArray` in the right category.",
    "A new category goes in the `Category` type in `cli-daemon/command.ts` and the `categories` array in `cli-daemon/helpGenerator.ts`. `toolName: ''` marks a command handled by the daemon itself; use `numberArg` for numeric args.",
])
mem("cli-skill-file-tests", "skill", "CLI commands: SKILL file and CLI tests", ["cli", "skill", "SKILL.md", "tests"], [
    "Update `packages/playwright/src/skill/SKILL.md` with the new command documentation; add reference docs in `packages/playwright/src/skill/references/` if the feature is complex. Run `npm run playwright-cli -- --help` to verify the help output.",
    "Create `tests/mcp/cli-<category>.spec.ts` with `./cli-fixtures`: `cli(...args)` returns `{ output, error, exitCode, snapshot, attachments }`. Run `npm run ctest-mcp cli-<category>`.",
])
mem("mcp-config-option", "skill", "Adding a config option", ["config", "mcp", "env", "cli-options"], [
    "Update in order: the `Config` type with JSDoc in `tools/mcp/config.d.ts`; `CLIOptions` (and `FullConfig`/`defaultConfig` if resolved) in `config.ts`; `configFromCLIOptions()`; `configFromEnv()` (`PLAYWRIGHT_MCP_MY_OPTION` via `envToString`, `envToBoolean`, `numberParser`, list parsers); the flag in `tools/mcp/program.ts`; `mergeConfig()` if nested.",
    "Config resolution order: `defaultConfig` -> config file -> env vars -> CLI args (last wins).",
])
mem("tools-architecture", "knowledge", "MCP and CLI architecture", ["mcp", "cli", "daemon", "architecture"], [
    "`packages/playwright-core/src/tools/`: `backend/` (all MCP tool implementations: navigate, snapshot, form, keyboard, mouse, tabs, cookies, storage, network, route, console, evaluate, screenshot, pdf, dialogs, verify, tracing, video, runCode, devtools), `mcp/` (MCP server, config, program, browserFactory, cdpRelay), `cli-client/` (CLI client, sessions), `cli-daemon/` (commands, help, daemon), `dashboard/`.",
    "MCP mode: LLM -> `Server.callTool(name, args)` -> zod validates -> `Tool.handle(context|tab, params, response)` -> `response.serialize()`. CLI mode: `playwright-cli my-command` -> client parses with minimist -> daemon via socket -> `parseCommand()` -> `backend.callTool()` -> printed to stdout.",
])

# .claude/skills/playwright-dev/vendor.md
mem("bundles", "knowledge", "The bundles", ["bundle", "utilsBundle", "coreBundle", "babelBundle", "esbuild"], [
    "playwright-core: `lib/utilsBundle.js` holds vendored npm packages (`debug`, `mime`, `ws`, `yauzl`, `yazl`, `@modelcontextprotocol/sdk`, ...), the single home for third-party runtime code; `lib/coreBundle.js` re-exports playwright-core's own modules. `dynamicImportToRequirePlugin` rewrites vendored npm imports at bundle time (`require('./utilsBundle').debug`).",
    "playwright: `babelBundle` (babel), `esmLoader`, `common/index.js`, `runner/index.js` (runner, reporters, plugins), `matchers/expect.js`, worker and loader process entries. Files outside the bundled entries are compiled 1:1 by esbuild.",
])
mem("bundle-sidecars", "knowledge", "Bundle sidecars", ["bundle", "license", "ThirdPartyNotices"], [
    "Every bundled output has `<bundle>.js.txt` (a report listing inlined files with sizes, externals, total bytes) and `<bundle>.js.LICENSE` (third-party license texts for every inlined npm package, consumed by `ThirdPartyNotices.txt`). Both are included in the published npm package.",
])
mem("add-vendored-dep", "skill", "Adding a vendored npm dependency", ["vendor", "dependency", "utilsBundleMapping", "npm"], [
    "Add the package to the root `package.json` `devDependencies`; export it from `src/utilsBundle.ts`; add a mapping entry (`default`, `namespace` or `named`) to `utils/build/utilsBundleMapping.js`; authorize `node_modules/<pkg>` in the DEPS.list; run `npm run flint`.",
    "A missing mapping typically surfaces as `node_modules/` references leaking into `coreBundle.js`; the build fails via `assertCoreBundleHasNoNodeModules()`.",
])
mem("third-party-helpers", "skill", "In-tree third-party helpers and new bundle entries", ["third_party", "bundle", "exports"], [
    "In-tree helpers live in `packages/playwright-core/src/server/utils/third_party/` (`extractZip.ts`, `lockfile.ts`), re-exported from `server/utils/index.ts` and imported via `@utils/third_party/<name>`; their npm imports still go through `utilsBundle`.",
    "To add a new bundle entry: add an `EsbuildStep` in `utils/build/build.js`, pick the output location so relative externals line up with the runtime layout, and list externals for every sibling bundle. To expose a bundle file as a package subpath, add it to `exports` in the package's `package.json`.",
])
mem("deps-list-check", "knowledge", "DEPS.list syntax and check_deps", ["deps", "check_deps", "strict", "package.json"], [
    "Entries: relative or alias source imports (`./somefile.ts`, `@isomorphic/**`), `node_modules/<pkg>` (npm import allowed), `\"strict\"` (nothing inherited). `[filename.ts]` headers scope rules to a single file.",
    "`utils/check_deps.js` walks every import in `src/**`; npm packages not authorized by DEPS.list, not peer or vendored and not in the package's `dependencies` are reported with the files that import them.",
])

# .claude/skills/playwright-dev/webkit-safari-version.md, webview.md, bisect, dashboard
mem("webkit-safari-version", "skill", "Updating the WebKit Safari version", ["webkit", "safari", "user-agent", "version"], [
    "The Safari version string in the WebKit user-agent is `BROWSER_VERSION` in `packages/playwright-core/src/server/webkit/wkBrowser.ts`.",
    "Find the latest stable Safari version in the Safari Release Notes (not a Technology Preview), update `BROWSER_VERSION`, and run `npm run flint` to update generated files that embed the version.",
])
mem("webview-protocol", "knowledge", "WebView (iOS Safari) backend: what is available", ["webview", "ios", "safari", "web-inspector"], [
    "The `server/webkit/webview/` backend targets unmodified Mobile Safari on iOS/iPadOS or the iOS Simulator over the standard Web Inspector Protocol; anything Playwright added to its forked WebKit is not available (the `Playwright.*` domain, `Network.continueWithAuth`).",
    "Quick provenance check: `git log --all -S \"<symbol>\"` in WebKit; if every hit is a `chore(webkit): bootstrap build` commit, it's a Playwright patch.",
])
mem("webview-architecture", "knowledge", "WebView backend architecture and provisional targets", ["webview", "provisional", "process-swap", "WVPage"], [
    "The backend mirrors the regular WebKit backend (`wkConnection.ts` / `wkPage.ts` / `wkProvisionalPage.ts`): `WVConnection` is a dumb transport; `WVPage` owns per-target sessions and manages swaps.",
    "Cross-origin navigation can spawn a new process: `Target.setPauseOnStart` makes provisional targets arrive paused so `WVPage` can set up interception before `Target.resume`; otherwise `page.route(...)` never fires.",
])
mem("webview-tests", "skill", "WebView tests: local runs, pitfalls and CI", ["webview", "tests", "ios_webkit_debug_proxy", "expectations"], [
    "`tests/webview/` runs `tests/page/` against Mobile Safari; `expectations/webkit-webview-page.txt` lists `<test> [fail|flaky|timeout|skip]`; a `[fail]` entry skips the test, so a test that now passes must have its line removed.",
    "Run `./utils/run_webview_tests.sh` then `npm run wvtest -- -g \"<title>\"`. Pitfalls: several `ios_webkit_debug_proxy` processes, Chrome bound to 9222, a stale launchd socket. CI: `tests_webview_simulator.yml` on macos-15.",
])
mem("bisect-versions", "skill", "Bisecting a regression across published versions", ["bisect", "regression", "npm", "versions"], [
    "When a user reports a regression between two published versions, reproduce both side by side from npm in `~/tmp/<version>/` with a minimal single-chromium-project config; do not bisect against the monorepo source.",
    "The compiled JS in `node_modules/playwright-core/lib/` is the source of truth for what shipped; diff the candidate function across versions, verify by editing the bad install's JS in place, and report the offending lines of both versions and why they break.",
])
mem("dashboard-dev", "skill", "Developing the dashboard", ["dashboard", "cli", "show"], [
    "`packages/dashboard` contains the UI behind `playwright cli show`, a dashboard for supervising agents using playwright cli; `dashboardController.ts` has the backend; see the `show` section in `cli-client/program.ts`.",
    "Start it with `npx playwright cli show --port=0`, open it with `npx playwright cli open --session=dashboard localhost:PORT`, and take snapshots, screenshots or videos of the UI.",
])

# .claude/skills/playwright-dev/trace_system_guide.md
mem("trace-format", "knowledge", "Trace system: what is captured and the storage format", ["trace", "har", "snapshots", "jsonl"], [
    "The trace captures actions, network traffic (HAR 1.2), DOM snapshots, screencast frames, console messages, errors, logs and resources; types live in `packages/trace/src/` (`trace.ts`, `har.ts`, `snapshot.ts`).",
    "Storage: `<traceName>.trace` and `.network` (JSONL), `-chunkN.trace`, `.stacks`, and `resources/<sha1>`; optionally zipped. Live traces (test runner) write `events.jsonl`, `network.jsonl` and resources per test.",
])
mem("trace-recording", "knowledge", "Trace recording (tracing.ts)", ["trace", "tracing", "recording", "screencast"], [
    "`server/trace/recorder/tracing.ts`: `Tracing` is an `SdkObject` with a `Snapshotter` (DOM snapshots), a `HarTracer` (network) and screencast listeners; `start`, `startChunk`, `stopChunk`, `stop`.",
    "Recorded: before-action metadata, stack and snapshot (`onBeforeCall`), input actions, call logs, after-action time, return value, error, snapshot and attachments (`onAfterCall`), network entries, console messages, dialogs, page errors, downloads, screencast frames, stdio.",
])
mem("trace-loading", "knowledge", "Trace loading and the modernizer", ["trace", "traceLoader", "modernizer", "versions"], [
    "`utils/isomorphic/trace/traceLoader.ts` reads `.trace`/`.network` per ordinal through a `TraceLoaderBackend` (zip or live), parses with `TraceModernizer`, sorts actions by start time and terminates incomplete actions.",
    "`traceModernizer.ts` upgrades older traces (versions 3 to 8, latest 8) with `_modernize_N_to_N+1()`. A newer viewer can read older traces; an older viewer cannot read newer traces (TraceVersionError).",
])
mem("trace-viewer", "knowledge", "Trace viewer and show-trace", ["trace-viewer", "ui", "show-trace", "service-worker"], [
    "`packages/trace-viewer/src/`: `sw-main.ts` (service worker intercepting trace fetches) and `ui/` (workbench, actionList, callTab, snapshotTab, networkTab, consoleTab, timeline, filmStrip, logTab, attachmentsTab).",
    "`playwright show-trace [trace]` (`cli/program.ts`) serves the viewer for a zip, a directory or a URL, with `--host`, `--port` and `--stdin`.",
])
mem("trace-design", "knowledge", "Trace design patterns", ["trace", "callId", "snapshots", "chunks", "groups"], [
    "Every action uses a unique `callId` to correlate before, input, log and after events, snapshots (`before@callId`), attachments. Snapshots are stored by SHA1 and later snapshots reference earlier ones (`[[snapshotIndex, nodeIndex]]`).",
    "Dual time bases: `wallTime` for display, `monotonicTime` for correlation. Tests can have multiple chunks, each with its own `.trace` file. Actions can be grouped with `group()` / `groupEnd()` for test steps and fixtures.",
])

# .claude/skills/playwright-triage, -test-results, -devops
mem("triage-classify", "skill", "Issue triage: classify the issue", ["triage", "issue", "bug", "feature-request"], [
    "Judge by the content, not the label: bug (reproduce it), feature request (check it doesn't already exist; the ideal takeaway is an acceptance test), upstream / environment (find the real owner), question / usage (answer or point at the docs).",
    "`@playwright/mcp`, `playwright-vscode`, `-python`, `-java`, `-dotnet` are us, not upstream; never tell a reporter to refile in another Playwright repo. Triage ends at a reproduction and a status; don't jump to a fix.",
])
mem("triage-reproduce", "skill", "Issue triage: reproducing a bug", ["triage", "reproduce", "browsers", "versions"], [
    "Read the whole thread; pull version, browsers, OS, repro and expected-vs-actual. Reproduce on tip-of-tree first in `~/tmp/issue-<number>/` (`@playwright/test@next`, `PLAYWRIGHT_HTML_OPEN=never`); if ToT does not reproduce it, try the reported version to tell already-fixed from incomplete.",
    "Run across browsers and watch for divergence. Report a status (reproduced / fixed-on-latest / cannot-reproduce / not-a-bug) with the full matrix of what you ran, in the Playwright bot voice.",
])
mem("self-contained-repro-test", "rule", "Condense a repro into a self-contained test", ["tests", "repro", "fixtures", "setContent"], [
    "Write the repro the way our tests are: one `test(...)` using the `page` and `server` fixtures, tagged with the issue link. No `test.beforeAll` / `afterAll`, no `http.createServer`, no manual setup/teardown: use `server.setRoute(...)`, `server.setRedirect(...)`, `server.PREFIX`, `server.EMPTY_PAGE`, `page.setContent(...)`.",
    "Keep only what's needed to trigger the bug, end on the assertion that fails, drop it in `tests/page/` and run it with `npm run ctest`.",
])
mem("test-results-db", "skill", "Querying CI test results (DuckDB)", ["ci", "flaky", "duckdb", "test-results"], [
    "A single DuckDB file holds recent CI test results: `node utils/test-results-db/cli.ts download` (and `update --lookback-days 3`), queried through `@duckdb/node-api`; table `test_results` has one row per retry (run, workflow, sha, PR, `bot_name` with OS and arch, `project_name`, title, file, statuses).",
    "For failure and flakiness, group by `(project_name, file, test_title)` and scope to `expected_status = 'passed'`; a test is flaky across runs when its final verdict flips between runs.",
])
mem("ci-health-report", "skill", "CI health report for the last commit on main", ["ci", "devops", "failures", "logs"], [
    "Run `bash .claude/skills/playwright-devops/fetch-commit-logs.sh [<sha>]` to download failed job logs (from failed and in-progress workflows) into `~/tmp/commit-<sha>/` with `summary.json`.",
    "Report leading with a summary: possible regressions, pre-existing / flaky, infrastructure issues; group related failures; save it to `ci-failures-<sha>.md`.",
])
