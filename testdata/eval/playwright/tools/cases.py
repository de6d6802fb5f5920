#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged microsoft/playwright pull requests (squash-merge
subjects ending in "(#1234)" among the first-parent commits of main up to d4e1023, 2026-08-21,
without bots' (accounts ending in [bot]: microsoft-playwright-automation[bot], dependabot[bot];
Microsoft Open Source Security Bot; the Copilot coding-agent account); every 25th of the last 1000,
from the 1st, with the trailing " (#1234)" removed; they reach back to April 2026), sampled by stride
before any router run, each labelled, from the files the pull request changed (git show --stat and
the diff, not the title's wording), with the memories a contributor doing it should read, or nothing
when no guidance covers it.
Labelling rule (written before labelling and before any router run). Labels name topic guidance
only. Guidance that applies to every title alike is not counted: choosing an issue, the development
setup, build and watch, flint and the eslint style and comments, the commit convention, branches and
PR descriptions, agent attribution, amending and pushing, small PRs and review, the review
guidelines, the CLA, the package and directory overviews, and the generated-files note (the API
definition skill says the same for API changes).
Tests: a code change with new or changed tests counts the add-a-test rule plus the memory of the
directory the tests are in: tests/page or tests/library the library-vs-page rule, tests/playwright-test
the test-directories rule, tests/mcp the MCP tool tests skill, tests/mcp/cli-* and cli-fixtures the CLI
tests skill. A change to tests alone counts only the directory's memory (plus add-a-test when it adds
a new test), and the API tests skill when it adds skips, fixmes or annotations.
Public API (a docs/src/api or docs/src/test-reporter-api class file): the API definition skill and the
documentation rule, or when code changes with it the step skills it touches, in order: definition,
protocol (protocol.yml/spec), client (client/), dispatcher (server/dispatchers/), server (server
objects and engine PageDelegates), at most five. Protocol internals without a new API: the protocol
skill, the code generation and wire memory, the client and dispatcher layers it changes. Engine code
(crPage, ffPage, wkPage, bidi) outside an API change: the server layer memory. DEPS.list edits: the
DEPS rule and the DEPS.list syntax memory.
Subsystems: MCP tool code (tools/backend) the tool-definition skill, tools.ts the registration skill,
MCP config, env and program options the config-option skill, other MCP and CLI client plumbing
(browserFactory, cli-client) the tools architecture memory, cli-daemon commands the CLI command
skill, the CLI SKILL.md or its references the SKILL-file skill; tracing recorder the trace recording
memory (and the design memory for call ids and chunks), HAR the trace format memory, trace loading and
the viewer their memories; the WebView backend its architecture memory and its expectation files the
WebView tests skill; the dashboard the dashboard skill; the test-results database its skill; bundles,
vendored packages and dependency changes their memories; documentation guides in docs/src (not
release notes) the documentation rule; a guidance file the memory of the section it adds or edits.
Nothing: CI workflows (.github/workflows), browser_patches rolls, version marks, release notes, and
fixes with no test, no docs and no subsystem guidance. At most five labels, subsystem memories
first."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("playwright", {})
N = "zero-match"
P = "pr-title"
AT = ["add-a-test"]
LP = ["library-vs-page-tests"]
AD = ["api-docs-define"]
WV = ["webview-architecture", "webview-tests"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("feat(reporter): report step params in the chrome://tracing report", AD + ["document-api"] + AT + ["test-directories"])
t("fix(mcp): do not clobber chromiumSandbox from the config file", ["mcp-config-option", "mcp-tool-tests"] + AT)
t("chore(tracing): name action snapshots after call id, clarify chunk file sets", ["trace-recording", "trace-design"] + AT + LP)
t("feat(mcp): default codegen language from PW_LANG_NAME", ["mcp-config-option", "mcp-tool-tests"] + AT)
t("devops: extract reusable PR CI triage workflow", [])
t("feat(dialog): add dialogclosed event", AD + ["api-protocol", "api-client", "api-dispatcher", "api-server"])
t("fix(registry): evaluate `defaultCacheDirectory` lazily", AT + LP)
t("fix(webkit): do not override Accept-Language header set by the page", ["server-layer"] + AT + LP)
t("docs(test-parallel): add guidance on shared state in parallel tests", ["document-api"])
t("devops: use GitHub App client ID", [])
t("chore(bidi): reimplement `RawKeyboard.sendText()`", ["deps-boundaries", "deps-list-check", "server-layer"] + AT + LP)
t("devops(test-results-db): CLI to compact CI test results into DuckDB", ["test-results-db"])
t("feat(aria): distill ai snapshots to make them less verbose", AT + LP)
t("feat(test-runner): add Reporter.preprocessSuite() hook for test filtering", AD + ["document-api"] + AT + ["test-directories"])
t("fix(har): `APIRequestContext` cookie expires should be in ms", ["trace-format"] + AT + LP)
t("test: add test for allHeaders() on the worker script", AT + LP)
t("feat(webview): support `page.emulateMedia`", WV)
t("feat(webview): support iframes", WV)
t("chore: roll browser_patches", [])
t("fix(cli): support attaching to a Playwright browser server endpoint", ["tools-architecture", "cli-skill-file-tests"] + AT)
t("chore: throw on Frame.expect / Page.expectScreenshot failure", ["api-protocol", "protocol-codegen-wire", "client-layer", "dispatcher-layer"] + AT)
t("feat(test runner): add -G alias for grep-invert", AT + ["test-directories", "document-api"])
t("fix(webview): support site isolation and fix postData", WV)
t("docs: evaluate/evaluateHandle handle examples", AD + ["document-api"])
t("refactor(dashboard): turn emitAnnotate into a request/response API", ["dashboard-dev", "mcp-tool-define"])
t("test: skip a few", ["api-tests"] + LP)
t("docs: 1.60 release notes for Java, Python and C#", [])
t("docs(cli): document `&` URL escaping on Windows", ["cli-skill-file-tests"])
t("test(mcp): simplify PLAYWRIGHT_SOCKETS_DIR to hash of outputDir", ["cli-skill-file-tests"])
t("fix(test): support test_debug for manually created contexts", AT + ["mcp-tool-tests", "cli-skill-file-tests"])
t("fix(test-runner): race IPv4 and IPv6 webServer port checks", [])
t("fix(wsServer): reject WebSocket upgrades with cross-origin Origin", [])
t("feat(tracing): add resourcesDir option to Tracing.startHar", AD + ["api-client", "api-protocol", "api-dispatcher", "api-server"])
t("chrore(extension): mark 0.2.0", [])
t("feat(dashboard): use ListView for session tabs sidebar", ["dashboard-dev", "mcp-tool-tests"])
t("chore(dashboard): remove browser_pick_locator remnants", ["dashboard-dev", "mcp-tool-define"] + AD + ["api-protocol", "api-client"])
t("feat(cli): add generate-locator command", ["cli-command", "cli-skill-file-tests"] + AT)
t("fix(mcp): disable CDP timeout for extension connection", [])
t("chore: fix highlight tests on webkit", LP)
t("docs(skill): add bisect-published-versions playwright-dev guide", ["bisect-versions"])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
