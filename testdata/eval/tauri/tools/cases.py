#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged tauri-apps/tauri pull requests (squash-merge
subjects ending in "(#1234)" among the first-parent commits of dev up to a8105ec, 2024-10-24,
without bots' (renovate[bot], dependabot[bot], github-actions[bot]); every 25th of the last 1000,
from the 1st, with the trailing " (#1234)" removed; they reach back to May 2023), sampled by stride
after the memories were written and before any router run, each labelled, from the files the pull
request changed (git show --stat, the diff, its change files and description), with the memories a
contributor doing it should read, or nothing when no guidance covers it.
Paths: before the 2024 move, core/<crate> is crates/<crate>, tooling/bundler crates/tauri-bundler,
tooling/cli crates/tauri-cli, tooling/cli/node packages/cli, tooling/api packages/api,
tooling/macos-sign crates/tauri-macos-sign.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the issue guidelines, signed commits and squashing, a new feature's reason, a bug fix's
title and description, logging changes for a release and the change-file format, the PR title and
checks (cargo test, clippy, draft), the general setup, the introduction (what Tauri is),
create-tauri-app, the devcontainer, the security policy, tauri info.
Counted: the Rust code or doc comments of a crate changed (not only its CHANGELOG.md, Cargo.toml
version or Cargo.lock; a regenerated schema.json does not count) its crate memory (crate-tauri,
crate-tauri-build, crate-tauri-codegen, crate-tauri-macros, crate-tauri-runtime,
crate-tauri-runtime-wry, crate-tauri-utils, crate-tauri-cli with its templates, bundler-overview for
tauri-bundler with its NSIS/WiX templates and language files, tauri-macos-sign, tauri-driver,
schema-crates), with develop-bundler-rust-cli when tauri-cli or tauri-bundler changed and
develop-core-crates when tauri, tauri-macros, tauri-codegen, tauri-utils or the runtimes changed;
packages/api source package-js-api with develop-js-api; packages/cli (the Node wrapper) source
node-cli-package with develop-node-cli; bundle settings handled (name, identifier, icon, version,
resources, copyright, category, short or long description) bundler-general-settings, Debian or
macOS settings bundler-deb-macos-settings; an environment variable of ENVIRONMENT_VARIABLES.md added
or its reading changed its env-* memory; emit/listen functions event-system; updater artifacts or
their signing updating-flow (env-signing when the signing key variables' code changes); a wry or tao
API newly used or a wry/tao version change tao-wry; examples/api changed (beyond Cargo.lock)
example-api-testbed, the resources, streaming or file-associations examples
example-resources-streaming; .changes/config.json or the publish workflows covector-pipeline; the
version PR's files (pre.json, generated CHANGELOG.md entries) version-pull-request, a revert of a
version update publishing-failed; docs.rs / rustdoc rendering as the point of the change
build-docs-locally; the dev command's behaviour (dev.rs, dev server) development-flow, the build
command's (build.rs) release-flow; the plugin system, plugin template or plugin commands plugins; a
breaking change (feat!, a change file tagged breaking or a major bump) change-bump-semver with
change-tags. At most five labels, the most specific kept (a setting, variable or flow before a crate
memory, a crate memory before a develop-* skill)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("tauri", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('docs: fix wrongly rendered links on `docs.rs`', ['build-docs-locally', 'crate-tauri'])  # #11483 2024-10-24
t('fix(api): docs for core module __TAURI__ usage', ['package-js-api', 'develop-js-api'])  # #11324 2024-10-12
t('fix(cli): iOS app signature not retaining entitlements, closes #11089', ['tauri-macos-sign', 'crate-tauri-cli', 'develop-bundler-rust-cli'])  # #11184 2024-10-01
t('Change V1 links to V2 site', ['crate-tauri-utils', 'package-js-api', 'crate-tauri-cli'])  # #11111 2024-09-24
t('feat(cli/plugin): add `--no-example` flag', ['plugins', 'crate-tauri-cli', 'develop-bundler-rust-cli'])  # #11030 2024-09-16
t('feat(bundler): add `TAURI_BUNDLER_TOOLS_GITHUB_MIRROR`to specify a GitHub mirror', ['env-bundler', 'bundler-overview', 'develop-bundler-rust-cli'])  # #10866 2024-09-11
t('ci: fix a few relative paths', ['covector-pipeline'])  # #10813 2024-08-28
t('fix(cli): change supported URL Type "link:" in plugin template', ['plugins', 'crate-tauri-cli'])  # #10771 2024-08-26
t('fix(api): tslib path', ['package-js-api', 'develop-js-api'])  # #10681 2024-08-19
t('fix(cli): properly exit with code 0 on panic when running with bun', ['node-cli-package', 'develop-node-cli'])  # #10572 2024-08-13
t('feat(core): add option for custom Xcode project template (XcodeGen)', ['crate-tauri-utils', 'crate-tauri-cli', 'develop-bundler-rust-cli'])  # #10496 2024-08-07
t("Minor: 'cargo doc' reports links need to be wrapped in angle brackets.", ['build-docs-locally', 'crate-tauri-utils', 'bundler-overview', 'crate-tauri'])  # #10320 2024-07-30
t('fix(codegen): icon rewriting always triggering build to rerun', ['crate-tauri-codegen', 'crate-tauri-macros', 'develop-core-crates'])  # #10268 2024-07-12
t('feat!(core): add bundle createUpdaterArtifacts configuration', ['updating-flow', 'env-signing', 'change-bump-semver', 'change-tags', 'bundler-overview'])  # #9883 2024-07-01
t('fix(nsis): esitmated size unit', ['bundler-overview', 'develop-bundler-rust-cli'])  # #10086 2024-06-20
t('feat: expose `WebviewWinowBuilder::on_download`', ['crate-tauri', 'develop-core-crates'])  # #9922 2024-06-03
t('feat(tray): add `enter`, `move` and `leave` events', ['change-bump-semver', 'change-tags', 'crate-tauri', 'package-js-api', 'example-api-testbed'])  # #9777 2024-05-24
t('ci: pull `.crate` file from workspace `target` directory', ['covector-pipeline'])  # #9733 2024-05-10
t('Partially Revert "Apply Version Updates From Current Changes (#9551)"', ['publishing-failed', 'version-pull-request'])  # #9620 2024-04-30
t('feat(bundler): expose `{{long_description}}` to custom templates', ['bundler-general-settings', 'bundler-overview', 'develop-bundler-rust-cli'])  # #9494 2024-04-18
t('refactor(core): scope JS resources to the webview', ['change-bump-semver', 'change-tags', 'crate-tauri', 'crate-tauri-macros', 'develop-core-crates'])  # #9272 2024-04-02
t('feat(api/tray): add `TrayIcon.getById/removeById`', ['change-bump-semver', 'change-tags', 'crate-tauri', 'package-js-api', 'develop-js-api'])  # #9155 2024-03-12
t('fix(core): resolve symlink on fs scope check', ['crate-tauri', 'develop-core-crates'])  # #9072 2024-03-04
t('feat(utils): generate table markdown of permissions', ['crate-tauri-utils', 'develop-core-crates'])  # #9019 2024-02-28
t('fix(cli): adjust template for capabilities', ['crate-tauri-cli', 'develop-bundler-rust-cli'])  # #8907 2024-02-19
t('fix(cli): regression on --config not accepting file paths', ['development-flow', 'release-flow', 'crate-tauri-cli', 'develop-bundler-rust-cli'])  # #8783 2024-02-07
t('fix(cli): prevent creating interface twice avoiding double manifest rewrite', ['development-flow', 'release-flow', 'crate-tauri-cli', 'develop-bundler-rust-cli'])  # #7837 2024-02-02
t('refactor(core): allow scope deserialization to run setup code', ['plugins', 'crate-tauri', 'develop-core-crates'])  # #8699 2024-01-29
t('feat(cli): migrate tauri-build version', ['crate-tauri-cli', 'develop-bundler-rust-cli'])  # #8529 2024-01-02
t('refactor: replace `once_cell` with `std::sync::OnceLock`', ['crate-tauri', 'crate-tauri-cli', 'develop-core-crates', 'develop-bundler-rust-cli'])  # #8309 2023-11-29
t('refactor: Optimize Simplified Chinese language content', ['bundler-overview', 'develop-bundler-rust-cli'])  # #8137 2023-11-07
t('feat: move app plugin back to core', ['crate-tauri', 'package-js-api', 'example-api-testbed', 'develop-js-api', 'develop-core-crates'])  # #8039 2023-10-17
t('docs: use `http::*` qualified import instead of an alias', ['crate-tauri', 'crate-tauri-runtime', 'develop-core-crates'])  # #7873 2023-09-21
t('feat: add drag-n-drop position', ['tao-wry', 'crate-tauri-runtime-wry', 'crate-tauri-runtime', 'crate-tauri', 'develop-core-crates'])  # #7601 2023-08-16
t('feat(ios): expose `RunEvent::Opened`', ['crate-tauri-runtime', 'crate-tauri-runtime-wry', 'crate-tauri', 'example-resources-streaming', 'develop-core-crates'])  # #7440 2023-07-17
t('fix(cli): handle `npx` for mobile commands, closes #7209', ['node-cli-package', 'crate-tauri-cli', 'develop-node-cli', 'develop-bundler-rust-cli'])  # #7218 2023-06-16
t('chore(api): document new options from #6665', ['package-js-api', 'develop-js-api'])  # #7072 2023-05-27
t('fix: add missing file properties on Windows, closes #6676', ['bundler-general-settings', 'crate-tauri-build', 'bundler-overview', 'develop-bundler-rust-cli'])  # #6693 2023-05-22
t('feat(bundler/NSIS): allow specifying custom lang files', ['bundler-overview', 'crate-tauri-utils', 'develop-bundler-rust-cli'])  # #6867 2023-05-15
t('chore: update changelog with v1.3 remote IPC backport', ['version-pull-request'])  # #6848 2023-05-03

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
