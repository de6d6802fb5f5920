#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged gohugoio/hugo commits (every 9th and every 23rd of the
last 600-1000, sampled before any router run), each labelled with the memory a contributor doing it
should read, or nothing when no guidance covers it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("hg", {})
N = "zero-match"
P = "pr-title"


def t(group, title, expect):
    C.case(N if not expect else group, title, expect)


t(P, "Add Data.Artifacts to css.Build and js.Build", ["docs-with-code"])
t(P, "hugolib: Fix page/section name collision regression", ["integration-tests"])
t(P, "pagesfromdata: Use relative path for content adapter template metrics", [])
t(P, "page: Add IsBranch and deprecate IsNode", ["docs-with-code"])
t(P, "tpl/tplimpl/embedded: Prevent leading newline in sitemap template", [])
t(P, "parser: Drop empty sub maps from hugo config output", [])
t(P, "testing: Use synctest where relevant", ["integration-tests"])
t(P, "common/constants: Remove unused consts", ["exports-globals"])
t(P, "resources/page: Add passing test for Issue #14325", ["test-naming"])
t(P, "readme: Fix links", [])
t(P, "Replace deprecated excludeFiles and includeFiles with files in tests", ["tests-latest-spec"])
t(P, "Replace deprecated :filename with :contentbasename in the permalinks test", ["tests-latest-spec"])
t(P, "resources: Use full path for Exif etc. decoding error/warning messages", [])
t(P, "snap: Stop building for ppc64el and s390x", [])
t(P, "server: Fix stuck server global error logging", ["integration-tests"])
t(P, "testing: Skip some slow tests when not running in CI", ["check-script"])
t(P, "page: Add IndexOf method to Pages", ["docs-with-code"])
t(P, "Remove some old deprecations", [])
t(P, "Fix typo in CONTRIBUTING.md", ["commit-messages"])
t(P, "releaser: Bump versions for release of 0.159.0", [])
t(P, "testing: Make commands tests pass in Go 1.26.1", ["check-script"])
t(P, "config: Skip taxonomy entries with empty keys or values", ["integration-tests"])
t(P, "tpl/collections: Speed up where and sort performance", [])
t(P, "Fix cascade draft panic", ["integration-tests"])
t(P, "images: Add a webp test with bg color", ["integration-tests"])
t(P, "testscripts: Move layouts file to new structure", ["tests-latest-spec"])
t(P, "github: Adjust workflow permissions", [])
t(P, "config: Increase test coverage", ["integration-tests"])
t(P, "create/skeletons: Adjust template names in theme skeleton", [])
t(P, "commands: Add --omitEmpty flag to gen chromastyles", ["docs-with-code"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
