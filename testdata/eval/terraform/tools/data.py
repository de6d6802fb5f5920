"""Memories of the terraform set: hashicorp/terraform's own contributor guidance on its main branch at
883c722 (2026-08-21): .github/CONTRIBUTING.md (proposing a change, the areas of special concern, the
pull-request lifecycle, changelog entries with changie, backports, the PR checks, the development
environment, acceptance tests, generated code, external dependencies, AI usage), the pull-request
template, .changes/README.md, BUILDING.md, BUGPROCESS.md, docs/ (the codebase documentation index and
what it links to: the architecture summary, the resource instance change lifecycle, planning
behaviors, resource destruction, the plugin protocol and releasing a new version of it, dependency
upgrades, Unicode, debugging; the stacks, promising and rpcapi READMEs), the equivalence tests' README
and the jsonformat renderer's README; one memory per section or a few short sections, in the
project's words (lightly cut). The text is HashiCorp's (Business Source License 1.1; the plugin
protocol documentation MPL-2.0); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")


# .github/CONTRIBUTING.md
mem("community-guidelines", "rule", "Communication follows the HashiCorp community guidelines", ["community", "conduct", "guidelines"], [
    "All communication on GitHub, the community forum, and other HashiCorp-provided communication channels is subject to the HashiCorp community guidelines.",
])
mem("core-vs-providers", "knowledge", "This repository is Terraform core; providers live elsewhere", ["providers", "registry", "repository", "plugins"], [
    "This repository contains Terraform core, which includes the command line interface and the main graph engine. Providers are implemented as plugins that each have their own repository linked from the Terraform Registry index; instructions for developing each provider are usually in the associated README file.",
    "This repository also does not include the source code for HCP Terraform, Terraform Enterprise, and the Terraform Registry; feedback about those products goes to tf-cloud@hashicorp.support or a support request.",
])
mem("report-with-issue-template", "rule", "Report bugs and proposals with the issue templates", ["issues", "bug-report", "feature-request", "templates"], [
    "To report a bug, an enhancement proposal, or give any other product feedback, please open a GitHub issue using the most appropriate issue template. Please fill in all of the information the issue templates request.",
])
mem("discuss-before-implementing", "rule", "Discuss the proposed solution with the core team first", ["proposal", "issue", "discussion", "design"], [
    "If you believe you can also implement the solution for your bug or feature, we request that you first discuss the proposed solution with the core maintainer team, on the issue you created. Getting the go-ahead from a core maintainer is the only way to ensure your code is reviewed for inclusion with the project.",
    "If the bug or enhancement isn't already covered by a GitHub issue that contains feedback from the Terraform team, start a discussion before you invest significant development time. We do not normally accept minor changes in comments or help text. For large proposals that could entail a significant design phase, we are unlikely to be able to give prompt feedback.",
])
mem("where-to-start", "knowledge", "Where to start contributing: docs, providers, the edges", ["documentation", "first-contribution", "functions", "backends", "graph"], [
    "The easiest way to get started is to make fixes or improvements to the documentation. Beyond that, it is easiest to contribute on the edges: finding and resolving issues in the providers is the best first step.",
    "Within the core repository, areas like functions or backends tend to have less harmful unintended interactions with the core of Terraform. It gets more difficult as you get closer to the core functionality (e.g., manipulating the graph and core language features). The Good First Issue label in this repository marks issues for new internal core team members.",
])
mem("tests-and-docs-with-changes", "rule", "Most changes update the test suite and the documentation", ["tests", "documentation", "voice"], [
    "Most changes will involve updates to the test suite, and changes to Terraform's documentation. The Terraform team can advise on different testing strategies for specific scenarios, and may ask you to revise the phrasing of your proposed documentation prose to match the standard voice of Terraform's documentation.",
])
mem("state-storage-backends", "rule", "State storage backends: no new backends; who maintains which", ["backends", "remote-state", "s3", "azure", "codeowners"], [
    "The Terraform team is not merging PRs for new state storage backends. Our priority is to find maintainers for existing backends and remove those backends without maintainers. See the CODEOWNERS file for the status of a given backend.",
    "There are three categories of backends: maintained by the core team (ex.: http), unlikely to see accepted contributions; maintained by one of HashiCorp's provider teams (AWS S3, Azure, etc.), reviewed irregularly, every few months; maintained by third party maintainers (ex.: Postgres, COS), reviewed at their availability, then reviewed and merged by the core team after the maintainer's positive review.",
])
mem("provisioners", "rule", "Provisioners: a last resort; vendor provisioners deprecated", ["provisioners", "local-exec", "remote-exec", "deprecated"], [
    "There are two main types of provisioners: the generic provisioners (file, local-exec, and remote-exec) and the tool-specific provisioners (chef, habitat, puppet and salt-masterless). The tool-specific provisioners are deprecated: we will not be accepting PRs for these areas of the codebase.",
    "Provisioners are a tool of last resort, often used in the place of configuration management tools or custom providers; expect that PRs and issues for provisioners are not high in priority.",
])
mem("codeowners-maintainers", "knowledge", "Maintainers in CODEOWNERS review their areas", ["maintainers", "codeowners", "review"], [
    "For code that has a listed maintainer in the CODEOWNERS file, the Terraform team will highlight them for participation in PRs which relate to the area of code they maintain; the maintainer reviews and works with the contributor before the code is merged. There is no expectation on response time for maintainers.",
    "To become a maintainer of an unmaintained area of code, make a PR against the CODEOWNERS file with your github handle attached to the appropriate area.",
])
mem("pr-lifecycle", "knowledge", "Pull request lifecycle", ["pull-request", "draft", "review", "merge"], [
    "You are welcome to submit a draft pull request for commentary before it is complete. If your change is user-facing, add a short description in a changelog entry. Core team members will look over your contribution and either merge or comment; we kindly ask that you do not target specific team members.",
    "It is the contributor's responsibility to address any changes requested. Merged PRs may or may not be included in the next release based on changes the Terraform team deems as breaking or not; the core team takes care of updating CHANGELOG.md as they merge. Some PRs are closed without merging, with clear reasoning.",
])
mem("small-documented-prs", "rule", "Merged faster: well-documented, small, passing tests", ["pull-request", "small", "description", "tests"], [
    "It is much easier to review pull requests that are well-documented (what the change does, why, and how to produce the new behavior; screen captures or terminal output), small (only one change per pull request: two bug fixes are best submitted as separate pull requests), and passing tests.",
    "If your pull request changes an interface or invalidates an assumption that causes a bunch of tests to fail, then you need to fix those tests before we can merge your PR. If we request changes, try to make them in a timely manner.",
])
mem("changelog-entries", "rule", "Changelog entries: a change file for user-facing changes", ["changelog", "changes", "no-changelog-needed", "version"], [
    "If your PR's changes are not user-facing add the label no-changelog-needed. If your PR's changes are user-facing then you will need to add a change file in the .changes/v1.XX/ folder that matches the version number present in version/VERSION on the main branch.",
    "If you are backporting, put the change file in the .changes/v1.XX/ folder for the earliest version that the change is being backported into (a PR labelled 1.11-backport and 1.10-backport: .changes/v1.10/ only).",
])
mem("changie-new", "skill", "Create a change file with changie, written for end users", ["changelog", "changie", "npx", "user-facing"], [
    "Use npx changie new to create a new changelog entry: select which kind of change you're introducing, provide a short description, enter the number of your GitHub PR.",
    "Your description should be written from an end-user's perspective and not describe implementation details: 'Fixed an issue where terraform stacks validate was failing to resolve relative paths for modules', not 'Ensured that SourceBundleParser always receives a relative path'. If there isn't an impact on the end user then there shouldn't be a changelog entry.",
    "Dependency bumps or Go version upgrades are only in the changelog if the change impacts the user or fixes a user-facing issue (for example a dependency bump that resolves a CVE that impacts Terraform).",
])
mem("change-kinds", "knowledge", "Change kinds: new features, enhancements, bug fixes, notes, upgrade notes, breaking changes", ["changelog", "breaking-change", "bug-fix", "enhancement", "upgrade-notes"], [
    "NEW FEATURES: new, separate functionality (e.g. ephemeral resources). ENHANCEMENTS: improved existing functionality (a new field on a remote-state backend, a new environment variable). BUG FIXES: a user-facing issue fixed (crash fixes, improvements to error feedback, regression fixes). NOTES: unlikely to cause user-facing issues but might have edge cases (how the binary is built).",
    "UPGRADE NOTES: users must take action when upgrading, or behaviour changes notably (deprecating a backend field, changing the output of Terraform operations). BREAKING CHANGES: a valid configuration could stop working after upgrading (removing a backend field, changing a builtin function's behavior, making validation stricter).",
])
mem("backport-labels", "skill", "Backport a PR to a past release", ["backport", "release-branch", "labels", "patch-release"], [
    "PRs can be backported to previous release versions as part of preparing a patch release. To backport your PR it needs one or more backport labels (e.g. 1.10-backport); the PR reviewer will then ensure that the PR is merged into those versions' release branches, as well as into main.",
])
mem("pr-checks", "knowledge", "PR checks: CLA, tests, change files, Vercel", ["ci", "cla", "checks", "tests"], [
    "When a PR is opened: the Contributor License Agreement (sign it on your first contribution); tests, unit and acceptance, which must all pass before a PR can be merged; change files, where automation verifies that PRs are labelled correctly and/or contain appropriate change files; Vercel, an internal tool that does not run correctly for external contributors.",
])
mem("dev-environment", "skill", "Development environment: Go version, go install, Linux and macOS", ["go", "go-version", "build", "install", "toolchain"], [
    "Install Go and Git. The development environment targets only Linux and Mac OS X: the unit test suite contains Unix-specific assumptions around maximum path lengths, path separators, etc.",
    "The file .go-version is the Go version Terraform is built with; the version in go.mod is the minimum compatible Go version. Clone the repository outside your GOPATH (Go Modules) and build with go install . ; the executable lands in the bin directory under go env GOPATH.",
])
mem("unit-tests", "skill", "Run the unit tests: go test ./..., or one package", ["tests", "go-test", "unit-tests", "packages"], [
    "Before you start to make changes, run the unit test suite to make sure everything is initially passing: go test ./... ; re-run it as you make changes. If you are working only on a specific package, test only that package or packages under a prefix: go test ./internal/command/... or go test ./internal/addrs.",
])
mem("acceptance-tests", "skill", "Acceptance tests: TF_ACC=1 for tests of external services", ["tests", "acceptance", "tf-acc", "registry", "external-services"], [
    "The unit test suite is self-contained, using mocks and local files, so it can run offline. Optional tests that do interact with external services (provider installation, the Terraform Registry, HCP Terraform, Terraform Enterprise) are acceptance tests, enabled with TF_ACC=1, best on the package you are working on: TF_ACC=1 go test ./internal/initwd.",
    "Drift in those external systems is expected to cause failures: before working on a system covered by acceptance tests, run its existing tests in an unchanged work tree first and respond to failures that preexist.",
])
mem("generated-code", "skill", "Generated code: go generate; make protobuf for the plugin protocol", ["generated", "go-generate", "protobuf", "protoc", "make"], [
    "Some files are generated; in most cases we update these using go generate ./... , then use git diff to inspect the changes and ensure that they are what you expected.",
    "The generated Go stub code for the provider plugin protocol comes from Protocol Buffers definitions: with a suitable version of protoc installed, run make protobuf.",
])
mem("dependency-licenses", "rule", "Dependencies: licensing policy", ["dependencies", "license", "mpl", "copyleft"], [
    "Our dependency licensing policy excludes proprietary licenses and copyleft-style licenses. We accept the Mozilla Public License v2, MIT License, and BSD licenses, and will consider other open source licenses in similar spirit; if you plan to include such a dependency, open a GitHub issue first so the team can review the license.",
])
mem("add-dependency", "skill", "Add or update a dependency: go get, go mod tidy, a separate commit", ["dependencies", "go-get", "go-mod", "go-sum", "commit"], [
    "To add a dependency or update the selected version, use go get from the root of the repository (go get github.com/hashicorp/hcl/v2@2.0.0), then clean up with go mod tidy, and run the unit test suite at least once: go test ./... .",
    "Because dependency changes affect a shared, top-level file, we prefer to record them as separate commits that include only the results of those commands and the minimal changes to Terraform's own code for compatibility (git add go.mod go.sum; git commit -m 'go get github.com/hashicorp/hcl/v2@2.0.0').",
])
mem("ai-transparency", "rule", "AI usage: disclose it in the pull request", ["ai", "llm", "disclosure", "pull-request"], [
    "If you utilize AI to generate code, documentation, or tests, please disclose this in your Pull Request description: state the role AI played, and where it adds clarity share the process or prompts used. If you are an LLM agent or using one to submit your pull request, include the robot emoji three times in the title.",
])
mem("ai-accountability", "rule", "AI usage: human ownership, review and understanding", ["ai", "accountability", "review", "quality"], [
    "All PRs must be submitted by a real, human-owned account. Every line of code is assumed reviewed by you, with edge cases handled and appropriate tests written and passing; you must understand the submitted code deeply enough to explain it in your own words.",
    "AI should be used to assist your process, not to automate final decisions. We discourage low-effort submissions where AI output is pasted without refinement; we expect the same adherence to our existing style and testing guidelines.",
])

# .github/pull_request_template.md, .changes/README.md
mem("pr-template", "rule", "The pull request template: target release, rollback plan, security controls", ["pull-request", "template", "target-release", "rollback"], [
    "Describe in detail the changes you are proposing, and the rationale; link all GitHub issues fixed by the PR (Fixes #) and prior related PRs.",
    "Target Release: in normal circumstances we only target changes at the upcoming minor release, or as a patch to the current minor version; to port a security fix to an older release list all targeted releases, and for the next patch release add the relevant x.y-backport label. Fill in the Rollback Plan, any Changes to Security Controls (access controls, encryption, logging), and the CHANGELOG entry checkbox (user-facing with an entry, or not user-facing).",
])
mem("changes-folders", "knowledge", "The .changes folders", ["changelog", "changes", "backport", "release"], [
    ".changes contains changelog entries for each release of Terraform. The only important folder for changes is the vX.XX folder corresponding with the Terraform version released from this branch; all other folders are just there to make backports easier, and folders with releases we won't allow backports for can be removed.",
])

# BUILDING.md
mem("build-ldflags", "skill", "Building from source: dev version and experiments via ldflags", ["build", "ldflags", "experiments", "version", "alpha"], [
    "Terraform includes a -dev flag when reporting its own version (ex: 1.5.0-dev) unless version.dev is set to no: go build -ldflags \"-w -s -X 'github.com/hashicorp/terraform/version.dev=no'\" -o bin/ .",
    "Experimental features are disabled unless main.experimentsAllowed is set to yes (-X 'main.experimentsAllowed=yes'). In the official build process experiments are only allowed in alpha release builds; third-party distributors should follow that convention.",
])
mem("cgo-enabled", "knowledge", "CGO_ENABLED: static binaries, except macOS", ["build", "cgo", "darwin", "dns", "release"], [
    "The release process relies on the Go toolchain defaults, except CGO_ENABLED: for most platforms we build with CGO_ENABLED=0 to produce a statically linked binary; for MacOS/Darwin we build with CGO_ENABLED=1 to avoid a platform-specific issue with DNS resolution.",
])

# BUGPROCESS.md
mem("bug-triage", "knowledge", "Bug triage: new, waiting-response, confirmed, explained", ["triage", "bugs", "labels", "issues"], [
    "When a bug report is filed, the goal is to get it ready for engineering to fix in an upcoming release, or close it and explain why. New issues are filtered: label backends, provisioners and providers to route them, point requests for help to the community forum, close reports against unsupported old versions, and prompt for missing reproduction cases (label waiting-response).",
    "Labels: new, explained (root cause described in code), waiting for reproduction, not reproducible, duplicate, confirmed (reproduced by a core team member), working as designed, pending project. Unanswered issues are prompted again after 30 days and may then be closed with a polite message.",
])

# docs/README.md, docs/architecture.md
mem("codebase-docs", "knowledge", "The Terraform Core codebase documentation", ["docs", "architecture", "contributors"], [
    "The docs directory contains documentation about the Terraform Core codebase, aimed at readers who are interested in making code contributions (for using Terraform, see the main Terraform CLI documentation). The Modules Runtime Architecture Summary is the best starting point when diving in to this codebase for the first time.",
])
mem("command-package", "knowledge", "CLI: the command package builds an operation", ["cli", "command", "commands-go", "operation", "flags"], [
    "Each time a user runs terraform, execution transfers from the root package into one of the command implementations in the command package; the mapping between user-facing command names and command types is in commands.go in the root of the repository.",
    "For plan and apply, the command reads the command line arguments, options and environment variables and produces a backendrun.Operation: the action, the workspace, root module input variables, the configuration directory (plan) or the plan to apply (apply), and less common options such as -target addresses and the force flag.",
])
mem("backends-operations", "knowledge", "Backends: where state is stored; local executes operations", ["backends", "local", "cloud", "remote", "operations"], [
    "A backend determines where Terraform stores its state snapshots; each backend name maps to an implementation of backend.Backend through the table in backend/init. Only the local backend and HCP Terraform's backends (remote, cloud) perform operations (backendrun.OperationsBackend); the command package wraps other backends in local.Local so the operation runs in the terraform process.",
    "The local backend uses a state manager to retrieve the workspace's state and the config loader to load the configuration, builds a terraform.Context and calls Plan or Apply on it, which construct a graph with a graph builder.",
])
mem("config-loader", "knowledge", "Configuration loader: configs, configload, HCL bodies", ["configs", "configload", "hcl", "modules", "init"], [
    "Configuration is represented by model types in package configs; a whole configuration (the root module plus descendants) is a configs.Config. The main entry point is configload.Loader, which installs child modules during terraform init and locates them again when a backend loads a configuration.",
    "Parts of the configuration that cannot be interpreted until the graph is walked remain low-level HCL types, hcl.Body and hcl.Expression, to be interpreted at a more appropriate time.",
])
mem("state-manager", "knowledge", "State managers: statemgr.Full and the JSON state format", ["state", "statemgr", "tfstate", "remote-state", "snapshots"], [
    "A state manager stores and retrieves snapshots of the state for a workspace, implementing interfaces in the statemgr package; there is little reason to write one that does not implement all of statemgr.Full. statemgr.Filesystem is the local terraform.tfstate file; other implementations are remote state, provided by backends.",
    "A state manager accepts and returns states.State; all state managers use the same JSON serialization format, stored in some kind of blob store.",
])
mem("graph-builder", "knowledge", "Graph builders and transforms", ["graph", "transformer", "vertex", "dependencies", "plan"], [
    "A graph builder, called by a terraform.Context method such as Plan or Apply, produces the graph of steps and their dependencies; vertices (also called nodes) represent configuration objects such as resource blocks, and edges represent must-happen-after relationships. Each operation has its own graph builder: plan builds from the configuration, apply from the changes in the plan.",
    "Builders are a sequence of transforms (terraform.GraphTransformer): ConfigTransformer (a vertex per resource block), StateTransformer (a vertex per resource instance in state), ReferenceTransformer (edges from references), ProviderTransformer (each resource to exactly one provider configuration, providers initialized first).",
])
mem("graph-walk-concurrency", "knowledge", "Graph walk: concurrent vertices, EvalContext per module, SyncState", ["graph", "walk", "concurrency", "evalcontext", "mutex"], [
    "The walk (dag.AcyclicGraph.Walk, with terraform.ContextGraphWalker) visits vertices respecting the happens-after edges; EnterPath gives a terraform.EvalContext per module, keeping module namespaces separate. The walk evaluates multiple vertices concurrently when it can, so vertex evaluation code must make careful use of concurrency primitives such as mutexes; states.SyncState implements safe concurrent reads and writes of the shared state.",
])
mem("vertex-execution", "knowledge", "Vertex evaluation: GraphNodeExecutable.Execute", ["graph", "execute", "node", "apply", "destroy"], [
    "A vertex must implement terraform.GraphNodeExecutable, whose single Execute method runs the actions for that vertex type: NodePlannableResourceInstance.Execute for plan, NodeApplyableResourceInstance.Execute for apply, NodeDestroyResourceInstance.Execute for destroy. BuiltinEvalContext gives coordinated access to plugins, the state and the plan. An evaluation error halts the walk and the errors are returned to the user.",
])
mem("expression-evaluation", "knowledge", "Expression evaluation: references, lang.Scope, cty values", ["expressions", "lang", "references", "cty", "functions"], [
    "Evaluation analyses expressions for references (lang.References, lang.ReferencesInBlock, lang.ReferencesInExpr), retrieves the referenced objects' data from the state into a lookup table, prepares the built-in functions table, and asks HCL to evaluate each expression against them, usually through lang.Scope's EvalBlock or EvalExpr.",
    "The result is a cty.Value, the Go type for Terraform language values that are eventually passed to provider plugins.",
])
mem("dynamic-subgraphs", "knowledge", "Sub-graphs: count and for_each expand dynamically", ["graph", "count", "for-each", "dynamic-expand", "instances"], [
    "A resource block with count initially has one vertex, which dynamically expands to a sub-graph with one vertex per instance (aws_instance.example[0], [1], ...), because count may refer to values not known when the main graph is built. Such vertices implement terraform.GraphNodeDynamicExpandable and have their own graph builder, walk and evaluation.",
])

# docs/resource-instance-change-lifecycle.md
mem("change-lifecycle-objects", "knowledge", "Resource instance change lifecycle: configuration, prior, proposed, planned, new state", ["lifecycle", "provider", "planned-state", "prior-state", "computed"], [
    "The goal is to merge a Configuration and a Previous Run State using resource-type-specific planning logic into a Planned State, change the remote system to match, and produce the New State saved for the next run. Unset attributes are null in the Configuration; values derived from unknown results are unknown.",
    "Terraform Core builds the Proposed New State from the Configuration value when non-null and the Prior State otherwise, so providers preserve previously-chosen values of optional+computed attributes. The New State must always be wholly known.",
])
mem("validate-resource-config", "knowledge", "ValidateResourceConfig: tolerate unknown values", ["provider", "validation", "unknown", "diagnostics"], [
    "ValidateResourceConfig takes the Configuration alone and may return error or warning diagnostics, for constraints the schema cannot express. Providers should avoid reporting errors for values that are unknown: Core calls it several times and eventually with a wholly-known configuration. It cannot modify the configuration.",
])
mem("plan-resource-change", "knowledge", "PlanResourceChange: constraints on the planned state", ["provider", "plan", "planned-state", "unknown", "computed"], [
    "A non-null configured attribute must keep the exact configuration value or the prior state's value; a computed attribute null in configuration may take any value. A known planned value must be unchanged after apply; use unknown for values decided at apply.",
    "PlanResourceChange is called twice: in planning (Initial Planned State, configuration may be unknown) and during apply with a wholly-known configuration (Final Planned State); known values in the initial plan must be identical in the final one.",
])
mem("apply-resource-change", "knowledge", "ApplyResourceChange: the new state matches the plan", ["provider", "apply", "new-state", "normalization"], [
    "ApplyResourceChange makes the remote objects match the Final Planned State and decides values left unknown, producing the New State. Known planned values must be identical (preserve the form the user wrote, not the provider's normalized form); no unknown values are permitted in the New State.",
])
mem("upgrade-and-read-resource", "knowledge", "UpgradeResourceState and ReadResource: schema upgrades, normalization versus drift", ["provider", "state-upgrade", "refresh", "drift", "schema"], [
    "UpgradeResourceState receives the Previous Run State as raw JSON and returns it in the current schema's shape; it should change the shape, not the meaning, of the data.",
    "ReadResource makes a best effort to detect changes made outside Terraform: for normalization (same meaning, different form) return the previous value; for drift return the remote value, which Terraform may report as a change outside of Terraform.",
])
mem("nested-blocks-import", "knowledge", "Nested blocks and import: ImportResourceState, partial import", ["import", "nested-blocks", "provider", "import-id"], [
    "Nested blocks are configuration-only: each must have a corresponding nested object in the planned and new state. Objects the remote system creates implicitly are reported via separate computed attributes. Protocol 6's structural-typed attributes follow the same rules.",
    "Import trades the user's Import ID for an Import Stub State via ImportResourceState, which Core always passes to ReadResource. A provider that cannot fully import may do a partial import (leaving attributes null) or return an error explaining why.",
])

# docs/planning-behaviors.md
mem("default-planning", "knowledge", "Default planning behavior: create, delete, update, replace, read, no-op", ["plan", "actions", "replace", "tainted", "data-sources"], [
    "Any action with externally-visible side-effects should be carried out via creating a plan and then applying it; new features should fit within this model. By default Core proposes Create (a resource block or instance key not in prior state), Delete (in prior state, not in configuration), Update (differences the provider does not classify as normalization), Replace (the instance is tainted), Read (a data block, during planning when possible, deferred to apply when the configuration has unknown values or depends on a pending change) and No-op.",
    "Replace is lowered to Delete then Create (default) or Create then Delete (the old object becomes deposed).",
])
mem("special-planning-behaviors", "knowledge", "Special planning behaviors: configuration-, provider- and single-run-driven", ["plan", "lifecycle", "moved", "ignore-changes", "plan-options"], [
    "Configuration-driven behaviors are set by module authors (ignore_changes, replace_triggered_by, create_before_destroy in lifecycle blocks; top-level moved blocks that rebind state before planning). Provider-driven behaviors come from a provider's PlanResourceChange response (attributes that require replacement; returning prior values for equivalent serializations to make a no-op).",
    "Single-run behaviors are plan options (replace, the refresh-only mode): the most burdensome to implement, since every wrapping UI or automation must offer them.",
])

# docs/destroying.md
mem("destroy-ordering", "knowledge", "Resource destruction and create_before_destroy ordering", ["destroy", "create-before-destroy", "replace", "dependencies", "graph"], [
    "Resources are created in dependency order and destroyed in reverse; a replacement destroys dependents before their dependencies. The graph diagrams use the inverted structure used internally, where edges represent dependencies rather than order of operations.",
    "create_before_destroy in the lifecycle block is the only user-controllable way to change the ordering of create and destroy: a replacement creates first and the old object is deposed; a dependency of a create_before_destroy resource is forced to create_before_destroy too.",
])

# docs/plugin-protocol/
mem("plugin-rpc-model", "knowledge", "The plugin protocol: gRPC, handshake on stdout", ["plugin-protocol", "grpc", "providers", "handshake"], [
    "Since v0.12 the plugin protocol is built on gRPC. Plugins are executables exposing gRPC services on the loopback interface; Core (the client) launches them, waits for a handshake on the plugin's stdout, connects as a gRPC client, and terminates them when no longer required. Only .proto files in Terraform release tags are official protocol versions; main may hold unfinished definitions.",
])
mem("protocol-versioning", "knowledge", "Plugin protocol versioning: major and minor versions", ["plugin-protocol", "versioning", "tfplugin5", "tfplugin6", "compatibility"], [
    "The minor version increases for optional new functionality prior implementations can ignore; the major version for breaking changes, encoded in the protobuf package name (tfplugin5, tfplugin6) so a plugin can serve several. Core and providers negotiate a mutually-supported major version in the handshake; without one, terraform init returns an error naming compatible provider versions.",
    "A tagged protocol specification is immutable: each change is a new .proto file. An SDK that removes support for an old major version forces a major release of providers.",
])
mem("update-plugin-protocol", "skill", "Updating the plugin protocol in core: a new minor version", ["plugin-protocol", "proto", "make-protobuf", "make-generate", "mocks"], [
    "New core features often require a new minor version of the plugin protocol; a minor release of Terraform introduces at most one. Edit the .proto files for protocols 5 and 6 in docs/plugin-protocol/ (raise the minor version in the header for the first change after a release), commit, run make protobuf (diffs in internal/tfplugin5/tfplugin5.pb.go and internal/tfplugin6/tfplugin6.pb.go), then make generate (diffs in internal/plugin/mock_proto/mock.go and internal/plugin6/mock_proto/mock.go).",
])
mem("new-protocol-major", "skill", "Releasing a new major protocol version", ["plugin-protocol", "release", "terraform-plugin-go", "registry"], [
    "A new major version needs: a new .proto file (copy the latest); a new package in hashicorp/terraform-plugin-go; the Registry's list of allowed versions; SupportedPluginProtocols in internal/getproviders/registry_client.go; a test with the provider test framework; and an end-to-end test of init and apply with a provider published to the registry.",
])

# docs/dependency-upgrades.md
mem("syncdeps", "skill", "Dependency upgrades: backend modules and make syncdeps", ["dependencies", "syncdeps", "go-mod", "backends", "codeowners"], [
    "The remote state backends are separate Go modules with their own go.mod and go.sum, but all link into one executable, so they must agree on versions. To upgrade, go get example.com/foo/bar@v1.0.0 (or @latest) in the root, then make syncdeps to update the child modules.",
    "Code owners rules request review from the teams of affected backends; remove review requests for backends whose only diff is go.sum. These PRs also need a Terraform Core team review.",
])
mem("dependabot-updates", "skill", "Dependabot PRs: run make syncdeps and amend", ["dependabot", "dependencies", "syncdeps", "ci"], [
    "Dependabot doesn't synchronize the change across the modules, so code consistency checks typically fail: check out its branch, run make syncdeps, add the modified files, amend Dependabot's commit and force-push. Dependabot monitors only the root go.mod; close any upgrade targeting a subdirectory module and do it at the root.",
])
mem("special-dependencies", "rule", "Dependencies with special requirements: HCL, cty, go-getter, go-tfe, OpenTelemetry", ["dependencies", "hcl", "cty", "go-getter", "go-tfe", "opentelemetry"], [
    "HCL, cty, golang.org/x/text and go-textseg contain Unicode logic: update them with care to keep one Unicode version. go-getter interprets module source addresses, protected by the v1.x compatibility promises: an upgrade must not expand or break the source address syntax (its use is encapsulated in internal/getmodules).",
    "go-tfe upgrades may require updating the mocks in internal/cloud, typically together with a project using the new Cloud features. The go.opentelemetry.io/otel modules are upgraded together in lockstep; contrib packages may lag.",
])

# docs/unicode.md
mem("unicode-go-version", "rule", "Unicode upgrades follow Go upgrades (.go-version)", ["unicode", "go-version", "upgrade", "changelog"], [
    "We adopt new Unicode versions in new minor releases, typically only together with a new Go version, since Go fixes its Unicode version (unicode.Version). A new Go version is adopted by editing .go-version; review the Go changelogs for behavior changes to pass on to users via the Terraform changelog. Other subsystems should always match unicode.Version.",
])
mem("unicode-hcl-textseg", "skill", "Unicode tables in HCL and go-textseg", ["unicode", "hcl", "textseg", "go-generate", "grapheme"], [
    "HCL's identifier rules derive from TF31 tables: edit hclsyntax/generate.go's unicode2ragel.rb URL, run go generate ./hclsyntax (Ruby and Ragel needed), test, and PR to HCL. Grapheme cluster segmentation (TR29) comes from go-textseg, used by HCL's source ranges and cty functions such as substr and length; new Unicode versions mean PRs there, then adopting their releases.",
])

# docs/debugging.md
mem("debugging-delve", "skill", "Debugging with Delve and VS Code", ["debugging", "delve", "dlv", "vscode", "tests"], [
    "Debugging an automated test is often the most straightforward workflow; the VS Code Go extension adds debug test above tests, and docs/debugging-configs has launch configurations. To debug a real configuration, go install -gcflags=\"all=-N -l\", then dlv exec $HOME/go/bin/terraform --headless --listen :2345 --log -- apply in the configuration's directory, and dlv connect :2345 (or VS Code's Connect to dlv server).",
])

# testing/equivalence-tests/README.md
mem("equivalence-tests", "skill", "Equivalence tests: E2E output comparisons", ["equivalence-tests", "e2e", "output", "ci"], [
    "Equivalence tests verify that the output of Terraform commands doesn't change in unexpected ways, comparing output before and after a change, using terraform-equivalence-testing (diff or update). On each PR, CI runs diff and comments the results; authors validate any output changes. On close, CI runs update and opens a PR with the new reference files. New tests go in the tests directory, one directory each.",
])

# internal/stacks, internal/promising, internal/rpcapi READMEs
mem("stacks-packages", "knowledge", "Terraform Stacks packages", ["stacks", "stackaddrs", "stackconfig", "stackruntime", "stackplan"], [
    "Stacks is an orchestration layer on top of trees of modules. stackaddrs builds on addrs; stackconfig loads and decodes the stacks language (like configs); stackplan and stackstate model plans and state; stackruntime holds all dynamic behavior; tfstackdata1 is an internal protobuf schema for plan and state data that callers must not rely on (the public interface is the RPC API).",
])
mem("promising", "knowledge", "Deadlock-free promises (promising)", ["promises", "stacks", "deadlock", "concurrency", "tasks"], [
    "Package promising implements promises that cannot deadlock, used by the Stacks runtime. Each promise is resolved by one responsible task; if a task returns without resolving its promises they resolve with an error, and an await that would form a cycle resolves the chain with an error carrying the promise ids, for reporting self-references.",
])
mem("rpcapi", "knowledge", "Terraform Core RPC API: handshake, handles", ["rpcapi", "grpc", "stacks", "handles", "handshake"], [
    "The RPC API is experimental, subject to breaking changes even in patch releases until Stacks is stable; terraform1.proto is its source of truth. Clients call Setup.Handshake exactly once first; services: Setup, Dependencies, Stacks.",
    "Live objects pass as int64 handles (Open... and Close...); in the wire protocol handle types are erased, so services check the type and accept each handle type as a separate request field.",
])

# internal/command/jsonformat/README.md
mem("jsonformat-renderer", "knowledge", "jsonformat: the structured plan renderer", ["jsonformat", "renderer", "plan", "json", "differ"], [
    "The jsonformat Renderer writes the JSON from terraform show -json in human-readable form. differ compares before and after values of jsonplan.Change objects and produces Diff objects from the computed package, keeping diff calculation separate from rendering.",
    "A new diff type implements computed.DiffRenderer with RenderHuman (and NoWarningsRenderer if it has no warnings); a new renderer adds a function to DiffRenderer and to Diff and implements it on all internal renderers.",
])
