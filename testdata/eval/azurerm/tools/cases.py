#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged hashicorp/terraform-provider-azurerm pull
requests (squash-merge subjects ending in "(#1234)" among the first-parent commits of main up to
69697b7, 2026-08-21, without bots' and without the changelog automation account's
(hc-github-team-tf-azure, "CHANGELOG.md for X.Y.Z"); every 25th of the last 1000, from the 1st,
with the trailing "(#1234)" removed; they reach back to October 2025), sampled by stride before any
router run, each labelled, from the files the pull request changed, with the memories a
contributor doing it should read, or nothing when no guidance covers it.
Labelling rule (written before any router run). Labels name topic guidance only. Guidance that
applies to every title alike is not counted: keeping PRs small, the PR title and body, AI
disclosure, squash-merge and the changelog (written by maintainers at merge, never by the PR),
merge conflicts, releases, issues and labels, building the provider, the project structure.
A new resource counts the new-resource guide, the Typed SDK rule, the required tests, Resource
Identity and the List Resource (both mandatory for new resources); a new data source the
new-data-source guide; a property added to or changed in a resource's (or action's) schema the
extending-resource guide, and in a data source's the extending-data-source guide; a List Resource
(a *_resource_list.go) the list-resource guide, and the sub-resource rule when it is listed under
a parent's ID; Resource Identity or its test generator (generator-tests, the //go:generate tag)
the resource-identity rule; a change to acceptance tests (new steps, fixes, new TestAcc
functions) the running-tests skill, and the test-name rule when it renames tests; code or tests
put behind the major release flag (features.FivePointOh / SixPointOh) or an upgrade-guide entry
the breaking-changes rule, plus the property deprecation skill when a property is renamed,
removed or deprecated, the removing-resources skill when a resource is, the default-values rule
when a default changes; an ARM API version upgrade the stable-API rule (a go-azure-sdk version bump
that keeps every API version counts nothing); a Go version bump the developer requirements;
splitting CreateUpdate the separate-create-update rule; utils.String/Bool or manual nil checks
replaced by pointer helpers the pointer-helpers rule; ID parsers and validators moved to shared
helpers the resource-ids rule; features-block flags the features-block skill; service
registrations (registration.go, internal/provider/services.go) the new-service-package skill;
documentation fixes the documentation standard they apply (argument format, notes); a guidance
file the memory of the section it edits. At most five labels, the most specific kept. CI
workflows, TeamCity, the examples/ folder, dependency bumps and fixes with neither a test nor a
schema change count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("azurerm", {})
N = "zero-match"
P = "pr-title"
RT = ["running-tests"]
XR = ["extending-resource"]
XD = ["extending-data-source"]
BC = ["breaking-changes"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('`azurerm_virtual_network` - standardize subnet address handling to use AddressPrefixes', [])
t('fix: gencheck failure', ["resource-identity"])
t('Linters - enable azproviderlint AZG004 - Services (appconfiguration - cognitive)', ["pointer-helpers"])
t('`azurerm_cognitive_account_rai_policy` - fix test prefix', ["test-package-naming"])
t('Test Fix: `TestAccEventGridEventSubscription_system`', RT)
t('fix: `changelog-update` action', [])
t('examples: replace retired fields and remove no longer valid examples', [])
t('`azurerm_cognitive_account_rai_policy` - make `severity_threshold` optional in `content_filter`', XR + RT)
t('5.0: `securitycenter` - resolve TODO 4.0', BC + ["deprecating-properties"])
t('Feat/systemcentervirtualmachinemanager list idimplementation', ["list-resource", "resource-identity"] + RT)
t('`keyvault` - Update API to `2026-02-01`', ["stable-api-versions"])
t('`azurerm_virtual_network_gateway`: Add support for `max_scale_unit` and `min_scale_unit`', XR + RT)
t('change in teamcity test comment', [])
t('`storage` - discontinue use of `FindAccount()`', BC + RT)
t('`action.azurerm_virtual_machine_power` - `power_action` now supports `deallocate`', XR + RT)
t('Services `S`/`T`/`V`/`W` - add support for 2 new features', ["features-block"])
t('`azurerm_logic_app_standard` - fix update path for `app_service_plan_id`', RT + BC)
t('dependencies: update `go` to `1.25.10`', ["developer-requirements"])
t('`loganalytics`: bump API version to `2023-09-01`', ["stable-api-versions"])
t('azurerm_automation_webhook - split\u200e CreateUpdate into Create and Update', ["separate-create-update"])
t('Resource Identity and List : `trafficmanager`', ["resource-identity", "list-resource"] + RT)
t('`azurerm_resource_group` - fix parallelism issue in `create_poller`', [])
t('azurerm_nginx_deployment: Deprecate diagnose_support_enabled in v5.0', BC + ["deprecating-properties"] + RT)
t('`azurerm_search_service`: add support for `endpoint` attribute', XR + XD + RT)
t('ci: simplify `unit-test` workflow', [])
t('Services `LM*` - migrate to common Nested Item ID helpers', ["resource-ids"] + BC)
t('`azurerm_private_dns_zone_virtual_network_link` implement list', ["list-resource", "list-sub-resources"] + RT)
t('chore: fix go generate separator issue on windows', ["resource-identity"])
t('New Resource: `azurerm_api_management_workspace_named_value`',
  ["new-resource", "typed-resources", "required-tests", "resource-identity", "list-resource"])
t('`azurerm_storage_account` - Update default value to the Azure Default', ["default-values"] + BC)
t('`azurerm_redis_cache*` - Fix acceptance tests', RT)
t('provider/services - Add sdk.FrameworkServiceRegistration support to all a-e services', ["new-service-package"])
t('`data.azurerm_logic_app_standard` - clean up schema and 5.0 upgrade guide', BC + XD)
t('test fix: Resource: storage_container_immutability_policy', RT)
t('dependencies: bump go-azure-sdk to `v0.20251217.1163055`', [])
t('`azurerm_lb` - fix removal of all frontends, now requires ForceNew of resource', ["docs-notes"] + RT)
t('services `D*` - deprecated function clean up', ["pointer-helpers"])
t('best-practices.md: highlight lack of default value docs implication of O+C props', ["optional-computed"])
t('document - a batch of fix for documents', ["docs-arguments"])
t('`azurerm_kubernetes_cluster_node_pool` - support for the `undrainable_node_behavior` and `max_unavailable` properties',
  XR + XD + RT)

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
