#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged ktorio/ktor pull requests (the squash-merge subjects
ending in "(#1234)" among the first-parent commits before 2026-08-20, without those of bot accounts
(renovate, dependabot); every 25th of the last 1000, from the 4th, with the trailing "(#1234)"
removed; sampled before any router run), each labelled, from the files the pull request changed,
with the memories a contributor doing it should read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the critical workflow and the build, test, format and lint commands, the code style,
comments and copyright headers, the development practices, the pull-request rules and template,
the commit messages, and "keep the fix minimal". A bug fix counts the fix-bug skill's workflow and
its reproducer test; a change to the `.api` dumps counts the ABI rule (and a new public API the
KDoc rule); a title about the linter counts the formatting guidance; build-logic, source-set,
CocoaPods and default-behaviour changes count the guidance on those."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("kt", {})
N = "zero-match"
P = "pr-title"
FIX = ["bug-fix-workflow", "reproducer-test"]
API = ["abi-validation", "public-api-docs"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('KTOR-9657 Fix shortening recursive refs in schema', FIX)
t('renovate: Change base branch and enable dependency dashboard approval', [])
t('Update libcurl to 8.20.0', [])
t('KTOR-470 Sessions. Add sendOnlyIfModified option to skip unchanged session resend', API)
t('Make CodeRabbit settings match ktorio organization', [])
t('KTOR-9243 Update libcurl to 8.18.0', [])
t('KTOR-9157 Introduce signal for SIGINT on js and wasm, and SIGTERM on Native', ["source-set-layout"])
t('KTOR-9061 Make CocoaPods optional for building the project', ["cocoapods", "build-logic"])
t('Add changelog for 3.3.1', [])
t('Extend authorizeUrlInterceptor to accept ApplicationRequest for more flexibility when adjusting the authorization OAuth call', API)
t('KTOR-8618 Fix race condition in ReaderJob.flushAndClose', FIX)
t('Add extension to discovery routing root node', API)
t('KTOR-8378: Deprecate wrap and wrapWithContent', ["abi-validation", "release-branches"])
t('#4801 Set HTTP method earlier in the request builder block', FIX)
t('Auto-approve and auto-merge renovate updates', [])
t('KTOR-6242 Add reconnection in client sse', API)
t('KTOR-8083 Refactor automatic targets configuration', ["build-logic", "source-set-layout"])
t('KTOR-7435 Add serialization for SSE', API)
t('Version 3.0.3-SNAPSHOT', [])
t('KTOR-7726 Support binary (Smile) encoding in JacksonConverter', [])
t('KTOR-7596 Make multipart Content-Type check case-insensitive', FIX)
t('KTOR-7518 Add ReadableByteChannel to ByteReadChannel interop util', API)
t('KTOR-7355 Check in usePreconfiguredSession that delegate is set', FIX + ["error-handling"])
t('KTOR-7324 Fix ByteChannel busy loop', FIX + ["abi-validation"])
t('Commonize server modules and support JS and WasmJS targets', ["source-set-layout", "build-logic"])
t('Gradle buildSrc config tidying', ["build-logic"])
t('Apply kotlinx-atomicfu compiler plugin', [])
t('KTOR-6666 Fix Ktor build problem; cannot compile native targets', [])
t('Fix api dump in ktor-http', ["abi-validation"])
t('Release 3.0.0-beta-1', [])
t('Drop libcurl interop from winhttp config', [])
t('KTOR-6292 Make client use Dispatchers.IO by default', ["abi-validation", "docs-on-behavior-change"])
t('KTOR-6150 Fixed the status code of error response in call.respond(status, body) and error in body', FIX + ["abi-validation"])
t('KTOR-6169 Changelog for 2.3.3', [])
t('Update ktlint version', ["format-lint", "code-style"])
t('KTOR-5876 Allow access to RateLimiters related to call', [])
t("KTOR-4673 Add '425 Too Early' http status code", API)
t('KTOR-5662 Update dependencies', ["abi-validation"])
t('KTOR-5533 Add MIME type for .mjs extension', [])
t('KTOR-5444 Fix FileNotFoundException thrown by FileCacheStorage', FIX)

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
