#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged pulumi/pulumi pull requests among the first-parent
commits of master up to 1b5949891b (2026-08-21): squash-merge subjects ending in "(#N)" with that
suffix removed; without bots' (dependabot, pulumi-bot, "[bot]" authors, "build(deps)"/"chore(deps)",
"Bump x from"): every 25th of the last 1000, from the 1st (tools/sample.py), sampled before any router
run, each labelled from the files the pull request changed (`git show --stat` and the diff; not the
title's wording) with the memories a contributor doing it should read, or nothing when no guidance
covers it.
Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as
an answer: the repository layout, mise and the tools, the command canon, the changelog entry and its
wording and components, the PR description and squash merge, copyright headers, comments, the
forbidden git commands, make lint/format, fabrication, minimal changes, the general escalations
(ambiguity, failing tests), the checks after any .go change, running pkg/'s tests, discussing
features, the fork workflow, PR artifacts, AI in the loop, the development environment, unit tests.
Counted: a change in pkg/codegen/ codegen-tests; in pkg/backend/display/ display-tests; to the engine,
resource options or the provider/plugin interface (pkg/engine, pkg/resource/deploy,
sdk/go/common/resource/plugin) lifecycle-tests; proto/ proto-in-sync; a go.mod change go-modules-tidy
(a new external runtime module also no-new-runtime-deps); pkg/codegen/schema/pulumi.json
metaschema-json; files under sdk/go/ sdk-go-commands, under sdk/nodejs/ sdk-nodejs-commands, under
sdk/python/ sdk-python-commands; an exported type or function of sdk/go, sdk/nodejs or sdk/python
added or changed escalate-public-sdk; a command's flags, arguments, help or output under
pkg/cmd/pulumi/ escalate-cli-interface; state serialization, the resource lifecycle or engine events
escalate-engine-state; tests/ integration-tests; pkg/testing/pulumi-test-language, a language host's
conformance snapshots or scripts/run-conformance.sh conformance-tests, a new conformance test
conformance-authoring too; regenerated golden or snapshot files generated-files-golden; a changelog
entry for pkg/cmd/pulumi/neo/ neo-changelog-scope, its scrollback rendering neo-printlnblock; pages
under docs/ docs-writing and docs-sphinx; a release freeze releasing. At most five labels (the last
named in this list dropped first)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("pulumi", {})
N = "zero-match"
P = "pr-title"
CONF = ["conformance-authoring", "conformance-tests", "generated-files-golden"]
SDKGO = ["sdk-go-commands", "escalate-public-sdk"]
CLI = ["escalate-cli-interface"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('Add l2-large-map test', CONF)
t('Fix run-conformance script', ["conformance-tests"])
t('Rewrite `pulumi login` and `pulumi logout` help text', CLI)
t('Pulumi do auto resource names', ["codegen-tests"] + CLI)
t('fix(cli/stack): report program errors in `stack history events --summary`', CLI)
t('Add conformance test for providers map inheritance into remote components', CONF)
t('resolve outputs for skipped creates correctly', ["proto-in-sync", "lifecycle-tests", "conformance-authoring", "conformance-tests", "escalate-engine-state"])
t('freeze 3.255.0', ["releasing"])
t('Plumb the byte string capability through the monitor, Go SDK, PCL, and callbacks', ["lifecycle-tests", "sdk-go-commands", "generated-files-golden"])
t('do: use string flags verbatim; add --flag+ for expressions', CLI)
t('redact secrets in regular logs', SDKGO)
t('Add a language conformance test for onError resource hooks', ["codegen-tests"] + CONF)
t('include command name in log display', CLI)
t('Bind hooks to the onError resource option in PCL', ["codegen-tests", "conformance-tests", "generated-files-golden"])
t('Add pulumi neo debug command', ["display-tests", "neo-changelog-scope"] + CLI + SDKGO)
t('Instrument `NewResolverServer`', [])
t('Remove unused `@types/split` dev dependency', ["sdk-nodejs-commands"])
t('Add a comment to PRs that were rejected by the merge-queue block', [])
t('Pull host construction out of the engine', ["lifecycle-tests"])
t('[engine] Pass the Pulumi access token and API address to resource providers', ["lifecycle-tests"] + SDKGO)
t('fix typos in CLI help strings', CLI)
t('Fix custom-gcl to rebuild on Go version changes', [])
t('fix pnpm test', ["sdk-nodejs-commands"])
t("Don't let transformations unset the Parent name in Go", ["sdk-go-commands"])
t('make SessionKeyType an enum', SDKGO)
t('Remove EnsurePlugins from Host', ["lifecycle-tests"] + SDKGO + ["conformance-tests"])
t('Cache package references per-deployment in generated SDKs to fix concurrent inline programs', ["codegen-tests", "conformance-tests", "generated-files-golden"])
t('Go Automation API: Inline BaseOptions fields in generated *Options', SDKGO)
t('cli/neo: add --print/-p for non-interactive one-shot prompts', ["neo-changelog-scope"] + CLI)
t('Support specific versions in registry-backed templates', SDKGO + CLI)
t('fix arguments for `pulumi stack webhook new`', CLI)
t('Refactor property evaluation', [])
t('[cli/import] Strip InputType after union reduction in structural typing', [])
t('Go Automation API Code Generation: Imports and Output Directory', ["sdk-go-commands"])
t('bump java and yaml dependencies', [])
t('[Neo] Return bare stack name from pulumi_preview/pulumi_up tool results', ["neo-changelog-scope"])
t('Remove ListAnalyzers from Host', ["lifecycle-tests"] + SDKGO + ["conformance-tests"])
t('Bundle `pcl`', ["sdk-go-commands"])
t('Refactor pulumi neo to be an inline program', ["neo-printlnblock", "neo-changelog-scope", "go-modules-tidy"])
t('Tighten parsing on new property paths', ["lifecycle-tests", "escalate-engine-state", "display-tests"] + SDKGO)

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
