#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged astral-sh/uv pull requests (every 9th and every 23rd
commit of the last 600-1000, sampled before any router run), each labelled with the memory a contributor
doing it should read, or nothing when no guidance covers it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("uv", {})


def t(group, title, expect):
    C.case(N if not expect else group, title, expect)


N = "zero-match"
P = "pr-title"

t(P, "Use Rust 1.96 pattern assertions and update remaining toolchains (#21260)", ["rust-style"])
t(P, "Fix human-readable size rounding at unit boundaries (#21136)", [])
t(P, "Allow automated fixes after regression-test updates (#21220)", ["privileged-workflows"])
t(P, "Restore NumPy in the smoke tests (#21207)", ["tests-style"])
t(P, "Use zizmor annotations outside the upstream repository (#21172)", ["privileged-workflows"])
t(P, "Fall back to logical cache accounting on unsupported filesystems (#21133)", [])
t(P, "Exercise invalid cache paths in version integration coverage (#21111)", ["tests-style"])
t(P, "Use shared helpers for cache filesystem tests (#21099)", ["tests-style"])
t(P, "Add regression test for uv#21062 (#21070)", ["tests-style"])
t(P, "fix: Allow whitespace before the version for LenientRequirement star-operator patches (#21012)", [])
t(P, "docs: tighten tag pattern for GH publish example (#20973)", ["docs-style"])
t(P, "Report reclaimed disk space during cache cleanup (#20925)", ["cli-messages"])
t(P, "Avoid metadata lookups during bytecode compilation (#20928)", ["benchmarking"])
t(P, "Upgrade BLAKE2 to unify hashing digest versions (#20834)", ["lockfile-updates"])
t(P, "Reject multi-dot pylock filenames (#20440)", [])
t(P, "Replace `process::exit(2)` with Result-based error handling (#20620)", ["fallible-code"])
t(P, "docs: Move contributing to references (#20552)", ["docs-style"])
t(P, "Keep the virtual-environment hint when the interpreter is not in `bin` (#21146)", ["cli-messages"])
t(P, "Isolate resource limit integration test commands (#21108)", ["tests-style"])
t(P, "Track Git commit changes in linked worktrees (#21080)", [])
t(P, "Replace astral-tokio-tar with tar-codec (#19979)", ["lockfile-updates"])
t(P, "docs: fix --python-pin flag typo in uv init example (should be --pin-python) (#20876)", ["docs-style"])
t(P, "Add IndexOptions to clean up `settings.rs` (a bit) (#20819)", ["generated-files"])
t(P, "Update Rust crate ref-cast to v1.0.26 (#20713)", ["lockfile-updates"])
t(P, "Assign promoted pull requests to the promoter (#20656)", ["privileged-workflows"])
t(P, "Allow `uv upgrade` to update multiple declarations of the same package (#20335)", [])
t(P, "Avoid panics for invalid pylock artifact URLs (#20373)", ["fallible-code"])
t(P, "Use Packse for workspace build constraints test (#20261)", ["tests-style"])
t(P, "Avoid allocating static Windows executable names (#20200)", ["windows-from-unix"])
t(P, "Preserve conditional extra markers in exports (#20148)", [])
t(P, "Test tool lock invalidation and upgrades (#20016)", ["tests-style"])
t(P, "Validate PEP 517 backend paths (#19834)", [])
t(P, "Stream workspace metadata JSON serialization (#20990)", ["benchmarking"])
t(P, "Recognize `UV_NO_INSTALL_PROJECT`, `UV_NO_INSTALL_WORKSPACE`, `UV_NO_INSTALL_LOCAL` (#19323)", ["generated-files"])
t(P, "Bump version to 0.12.4 (#21105)", ["releases"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
