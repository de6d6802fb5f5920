#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged ghostty-org/ghostty pull requests (the squash-merge
subjects ending in "(#1234)" among the first-parent commits before 2026-08-22, without those of the
ghostty-vouch[bot] account; every 25th of the last 1000, from the 4th, with the trailing "(#1234)"
removed; sampled before any router run), each labelled, from the files the pull request changed,
with the memories a contributor doing it should read, or nothing when no guidance covers it.
Labels name topic guidance only: the general build, test and formatting commands, the AI policy
and the pull-request rules apply to every title alike and are not counted as an answer (a title
about tests themselves counts the test commands)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("gh", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("terminal: Kitty Clipboard core logic (no apprt hookups yet)", ["libghostty-vt", "c-enum-sentinel", "snapshot-robustness"])
t("surface: keep clipboard content list on stack", [])
t("macos: don't put 0x7F as text in key event", ["input-stack-testing", "macos-app-build"])
t("libghostty: faster render state reads and updates on wasm targets", ["libghostty-vt", "c-abi", "running-benchmarks"])
t("libghostty: functions to detect and write until stream ground state", ["c-api-functions", "libghostty-vt"])
t("Update iTerm2 colorschemes", ["zig-cache-hash"])
t("terminal/kitty: evict without scratch allocation", ["libghostty-vt"])
t("Kitty graphics protocol bugs", ["libghostty-vt"])
t("gtk: improve split sizing", [])
t("url: exclude trailing spaces from path matches", [])
t("Fix desktop detection tests when running from Gnome", ["zig-tests"])
t("build(deps): bump mitchellh/vouch/action/sync-codeowners from 1.4.2 to 1.5.0", [])
t("fix(lib-vt): pass RGB color inputs by pointer", ["c-abi", "c-api-functions"])
t("lib-vt: expose selection gesture to Zig", ["libghostty-vt"])
t("terminal: hook up glyph protocol glossary to terminal state", ["glyph-protocol", "c-enum-sentinel", "libghostty-vt"])
t("macOS: clear stale OSC 11 background cache on config change", ["macos-app-build"])
t("Update iTerm2 colorschemes", ["zig-cache-hash"])
t("macOS: fix keybindings for end_search not working correctly", ["macos-app-build"])
t("ci: fix vouch-check-issue to checkout the template file", [])
t("macOS: fix App Icon update in Finder", ["macos-app-build"])
t("macOS: fix cannot rebind super+up and super+down", ["macos-app-build", "input-stack-testing"])
t("libghostty: C APIs for Kitty Graphics inspection", ["c-api-functions", "c-enum-sentinel", "doxygen-snippets", "c-abi"])
t("libghostty: export function table and make it growable for wasm", ["libghostty-vt", "wasm-packaging"])
t("windows: initialize MSVC C runtime in DLL mode", [])
t("build: fix zlib compilation on Windows with MSVC", [])
t("core: add function to get process info from the surface", [])
t("vt: expose focus encoding in C and Zig APIs", ["c-api-functions", "c-enum-sentinel"])
t("macOS: support injecting temporary defaults when testing", ["macos-app-build"])
t("macos: reset mouse state on focus loss to prevent phantom drag", ["macos-app-build"])
t("fix: zsh shell integration when `sudo` and `ssh` aliases are defined", [])
t("terminal: fix insertLines/deleteLines orphaned cells on full clear", ["libghostty-vt"])
t("core: add tests for `ghostty.h`", ["zig-tests"])
t("ci: point xcode to the mounted cache path by Namespace", [])
t("macos: swiftlint 'switch_case_alignment' rule", ["swiftlint", "macos-app-build"])
t("build(deps): bump namespacelabs/nscloud-cache-action from 1.4.1 to 1.4.2", [])
t("generate 256 palette", [])
t("Update VOUCHED list", ["vouch-system"])
t("build(deps): bump docker/build-push-action from 6.18.0 to 6.19.1", [])
t("ci(release-tip): track optional triggering PRs and retain URLs", [])
t("build(deps): bump cachix/cachix-action from 0fc020193b5a1fa3ac4575aa3a7d3aa6a35435ad to "
  "3ba601ff5bbb07c7220846facfa2cd81eeee15a1", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
