#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged Kong/kong pull requests (squash-merge subjects
ending in "(#1234)" among the first-parent commits of master up to 22246ef, 2026-07-01, without
bots'; every 25th of the last 1000, from the 1st, with the trailing "(#1234)" removed; they reach
back to September 2023), sampled by stride before any router run, each labelled, from the files
the pull request changed, with the memories a contributor doing it should read, or nothing when no
guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: submitting a patch, branches, commit atomicity, the commit message format, types, scopes
and subject, the pull-request template, the basic code style, linting. A changelog YAML file added
or moved under changelog/unreleased/kong counts the changelog rule (CHANGELOG.md itself, rebuilt
at release, counts nothing); a pull request of type tests, or one adding a test case (a new `it(`
in a *_spec.lua), the writing-tests rule; one changing where or how test setup runs (setup,
lazy_setup, before_each) the setup-helpers rule; the test helpers' environment or prefix cleaning
the test-environment note; a new bundled plugin the new-plugins rule; a database migration the
migration and upgrade-test rule; a change made for speed (type perf, or "optimize" / "avoid
overhead" in its title) the LuaJIT performance rule, and the cache-globals rule when it localizes
built-in globals (local x = ngx.y, table.z, string.w); the Bazel build or Bazelisk the Bazel build
skill; OpenResty, Nginx C modules or their patches (build/openresty/patches) the C-module skill;
release packages or their platforms the official-build skill, cross-build platforms the
cross-compiling skill; a guidance file the memory of the section it edits; a style-type pull
request the style rules its diff applies. At most five labels, the most specific kept. CI
workflows, manifest fixtures, refactors and fixes with neither a new test nor a changelog file
count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("kong", {})
N = "zero-match"
P = "pr-title"
CL = ["changelog-entry"]
T = ["writing-tests"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('chore(cd): amazonlinux-2 EOL', ["official-release-build", "cross-compiling"])
t('doc(developer): fix a dead link in dev md', ["test-suites"])
t('feat(anonymous_reports): report the state of new_dns_client', T)
t('fix(dns): fix the new DNS client to handle timeout option in resolv.conf correctly', CL)
t('fix(db): add missing select statement for export', [])
t('fix(clustering/sync): insert default values to delta entities before validation', T)
t('refactor(clustering): use tools.table.EMPTY to avoid overhead', ["luajit-performance"])
t('fix(clustering/rpc): sync if versions dont equal', [])
t('docs(changelog): fix the broken 3.9.0 link in CHANGELOG.md', [])
t('tests(busted): make all setup() and teardown() calls lazy', T + ["setup-helpers-scope"])
t('fix(clustering/rpc): try sync after rpc is ready', [])
t('tests(cmd): clean and prepare the prefix directory for each test case', T + ["setup-helpers-scope", "test-environment"])
t('refactor(clustering/rpc): code clean of full sync in rpc', [])
t('feat(gui): add a new feature to support multiple domains for KM GUI', CL)
t('fix(ci): verify manifest fails with OpenSSL 3.2.3', [])
t('feat(tools): add `get_updated_now()` in time tools', [])
t('feat(queue): added a new configuration `concurrency_limit`(integer, default to 1) for Queue to specify the number of delivery timers', CL + T)
t('feat(dns): use new `resolver_*` directives for new DNS client', CL + T)
t('refactor(dns): simplify the code of new dns utils', [])
t('fix(plugins/request-size-limiting): Check the file size when the request body buffered to a temporary file', CL + T)
t('refactor(pdk/log): optimize log serialize', ["luajit-performance"])
t('chore(deps): bump `bazelisk` from `1.19.0` to `1.20.0`', ["bazel-build"])
t('refactor(tools/time): updating references of time functions', [])
t('feat(plugins): standard-webhooks', ["new-plugins"] + CL + T)
t('fix(cjson): port cjson fix that improves robustness when handling', CL + ["nginx-c-modules"])
t('fix(core): ensure ngx.ctx.host_port is a number (and not a string)', CL)
t('feat(dns): function to force no sync toip()', CL + T)
t('chore(patches): fix pcre2 regex memory corruption issues', ["nginx-c-modules"])
t('fix(otel): fix otel sampling mode lua panic bug when http_response_header_for_traceid option enable', CL + T)
t('docs(changelog): move "expressions_not_operator" entry to the correct folder', CL)
t('style(conf_loader): simplify the code of listener parse', ["variable-naming"])
t('perf(router): unify cache key and context generation in expressions router', ["luajit-performance", "cache-globals"])
t('refactor(tools): remove reference of module from utils', [])
t('refactor(router): only load configured flavor module', [])
t('refactor(tools): separate module-related functions from tool.utils', [])
t('chore(deps): bump resty-openssl from 0.8.25 to 1.0.1', CL)
t('refactor(tools): separate sha256 functions from tools.utils', [])
t('refactor(clustering): simplify parse_proxy_url()', [])
t('feat(wasm): add /schemas/filters/:name API endpoint', T)
t('feat(cp): add dp metadata on prem (KAG-2444)', CL + T + ["migration-upgrade-tests"])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
