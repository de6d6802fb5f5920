#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged hashicorp/terraform pull requests (squash-merge
subjects ending in "(#1234)" among the first-parent commits of main up to 883c722, 2026-08-21,
without bots' (dependabot[bot], hashicorp-tsccr[bot], github-actions[bot]) and the release
automation account's (hc-github-team-tf-core: "Prepare before/Cleanup after ... release"); every
25th of the last 1000, from the 1st, with the trailing " (#1234)" removed; they reach back to
November 2023), sampled by stride before any router run, each labelled, from the files the pull
request changed (git show --stat and the diff), with the memories a contributor doing it should
read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the community guidelines, core versus providers, the issue templates, discussing before
implementing, where to start, tests and docs with changes, CODEOWNERS maintainers, the pull-request
lifecycle, small well-documented PRs, the pull-request template, the PR checks, the development
environment, running the unit tests, AI usage (both), bug triage, the codebase documentation index.
Counted: a change file under .changes/ (or a CHANGELOG.md edit) changelog-entries, changie-new and
change-kinds, and backport-labels when it is under .changes/backported/; a dependency's version in
the root go.mod add-dependency, with the backend modules' go.mod/go.sum changed too syncdeps, a new
dependency dependency-licenses, HCL, cty, x/text, go-textseg, go-getter, go-tfe or OpenTelemetry
special-dependencies; the backend modules' go.mod/go.sum changed by a change that is not an upgrade
(requirements synchronised) syncdeps; code of a backend under internal/backend/remote-state/
state-storage-backends; provisioners provisioners; the operations code of the local, remote and
cloud backends, or a new backend.Backend implementation, backends-operations; a new or changed
command-line flag (internal/command/arguments) or commands.go command-package; an experiment gated
on experimental builds, or ldflags, build-ldflags; CGO_ENABLED cgo-enabled; configuration loading or
decoding (internal/configs, configload) config-loader; a state manager (statemgr, states/remote)
state-manager; a graph builder or its transforms (graph_builder*.go, transform_*.go, in
internal/terraform or another graph such as moduletest/graph) graph-builder; a graph node's Execute
vertex-execution; internal/lang expression evaluation expression-evaluation; dynamic expansion
dynamic-subgraphs; the walk's concurrency graph-walk-concurrency; a provider's (or the test mock
provider's) handling of one of the lifecycle RPCs the memory of that RPC (validate, plan, apply,
upgrade/read, import); planning actions (replace, tainted, moved, ignore_changes, refresh-only,
create_before_destroy) default-planning, special-planning-behaviors, destroy-ordering; the gRPC
plugin client or server plumbing (internal/plugin, internal/plugin6, internal/grpcwrap)
plugin-rpc-model; a .proto edit of the plugin protocol, or its files, update-plugin-protocol and
protocol-versioning; SupportedPluginProtocols new-protocol-major; regenerated code (*.pb.go, go
generate output, the code generators) generated-code; internal/stacks stacks-packages; promising
promising; internal/rpcapi rpcapi; internal/command/jsonformat jsonformat-renderer; equivalence
tests, Unicode tables and debugging their memories; a guidance file the memory of the section it
edits. At most five labels, the most specific kept (the topic's own memories first, then
changelog-entries, backport-labels, changie-new, change-kinds). Test-only changes, views and
messages, release scripts, provider key files and website prose with none of these count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("terraform", {})
N = "zero-match"
P = "pr-title"
CH = ["changelog-entries", "changie-new", "change-kinds"]
PROTO = ["update-plugin-protocol", "protocol-versioning", "generated-code"]
ST = ["stacks-packages"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("Adding state migrate-specific methods to state migrate's JSON view - Part 2", [])
t('PSS: Add state store provider installation security features to `state migrate` command', [])
t('fix: Suppress interactive confirmation of state migration when `state migrate` is run with `-force-copy`.', ["command-package"])
t('Skip policy evaluation if plan/apply fails', ["vertex-execution"])
t('test: Update tests in command package to use t.Parallel', [])
t('fix: Append lost warnings in MaybeGetSchemas', [])
t('Limit backend block validation in the `validate` command to just backend type', CH)
t('update gpg with latest version from website', [])
t('command: Fix copy-paste error in error message', [])
t('Generate Resource Config: set state in proto req', ["plugin-rpc-model"])
t('PSS: Fix hashing without provider version', ["syncdeps", "config-loader"])
t('Set let require_unimplemented_servers default to true when generating code from .proto files', ["generated-code", "rpcapi", "plugin-rpc-model"])
t('actions: return an error if config is omitted but the schema has required attrs', ["vertex-execution"])
t('fix minor regression in tests', [])
t('Update info for debugging why this test may fail', [])
t("Pull `init` command's Run method logic into separate method in new file, enable accessing experimental version of init logic via experiments and flags or ENVs", ["command-package", "build-ldflags"])
t('PSS: Add packages for presenting a provider as an instance of backend.Backend', ["backends-operations", "state-manager", "syncdeps"])
t('Testing list blocks with the gRPC Provider', ["graph-builder", "plugin-rpc-model"])
t('terraform test: push context initialisation into the graph', ["graph-builder"])
t('Update Plugin Protocol for List and Implement `ValidateListResourceConfig`', PROTO + ["plugin-rpc-model"])
t('Cleanup Terraform Plugin Protocol Files', PROTO)
t("Fix defects where `done` is called before the command's `Run` method is invoked", [])
t('Add TRACE logs when uploading to the cloud and remote backends', ["backends-operations"])
t('Marshall resource identity schemas in jsonprovider', [])
t('Replace custom inode-based file comparison with os.SameFile.', ["config-loader"])
t('Dockerfile: Install `ca-certificates`', ["changelog-entries", "backport-labels", "changie-new", "change-kinds"])
t('update go-cty to latest patch release', ["add-dependency", "syncdeps", "special-dependencies", "changelog-entries", "backport-labels"])
t('terraform test: allow computed/mocked values override during planning', ["plan-resource-change", "vertex-execution", "config-loader", "changelog-entries", "changie-new"])
t('Add changelog and version scripts to automate releases', [])
t('Add new auth for tencentcloud cos backend', ["state-storage-backends", "add-dependency", "dependency-licenses", "syncdeps"])
t('configgen: escape any invalid HCL syntax in map keys', [])
t('stacks: add a test for removed blocks in embedded stacks', ST)
t('stacks: fix bug preventing unconfigured clients within Terraform', ST)
t('upgrade github.com/hashicorp/go-retryablehttp & deps', ["add-dependency", "syncdeps"])
t("Add support for partial addresses and targets that start with 'resource.'", [])
t('stacks: Fix unknown provider values crashing validation phase', ST)
t('Fix anchor link to code formatting in style guide', [])
t('terraform test: prevent crash when mocking dynamic types', [])
t('deps: bump go-slug to v0.13.3', ["add-dependency"])
t('moduletest/mocking: make object and map iteration deterministic', [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
