#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged dotnet/aspire pull requests (the squash-merge
subjects of every 25th first-parent commit of the last 1000, from the 7th, with the trailing
"(#1234)" removed; sampled before any router run), each labelled, after reading the files it
changed, with the memory a contributor doing it should read, or nothing when no guidance covers
it. Labels name topic guidance only: the formatting, nullable, build and test-running rules
apply to every code change alike and are not counted as an answer."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("asp", {})


def t(group, title, expect):
    C.case(N if not expect else group, title, expect)


N = "zero-match"
P = "pr-title"

t(P, "Bump Microsoft.Bcl.Memory to 10.0.5 to fix CVE-2026-26127", ["dependency-update", "config-files"])
t(P, "Add AzDO public pipeline documentation", ["azdo-pipeline", "markdown"])
t(P, "Partially fix quarantined test: Update stale snapshot for DeployAsync_WithMultipleComputeEnvironments_Works",
  ["quarantined-tests", "fix-flaky-test", "snapshot-testing"])
t(P, "Add Network Security Group (NSG) support for Azure Virtual Networks", ["xmldoc"])
t(P, "Only export env values with FromSpec", ["dashboard-testing"])
t(P, "Fix template version parsing for .NET 10.0 SDK separator change", [])
t(P, "Add Dashboard Telemetry HTTP API", ["dashboard-testing"])
t(P, "More command options/arguments cleanup", [])
t(P, "Fix incorrect ResourceType being returned", [])
t(P, "Restrict deployments directory permissions to current user only", [])
t(P, "Bump Azure.Identity dependency", ["dependency-update"])
t(P, "Consolidate four feature-requiring test attributes into RequiresFeatureAttribute with Flags support", ["testing-style"])
t(P, "[Automated] Update AI Foundry Models", [])
t(P, "Fix flaky CLI orphan detector tests", ["fix-flaky-test", "flaky-patterns"])
t(P, "Bump versions used by MAUI playground app", [])
t(P, "Fall back to process execution if IDE execution fails (local app run)", [])
t(P, "Add DebuggerDisplay attributes to EndpointReferenceExpression and ReferenceExpression", [])
t(P, "Dashboard: Show copy button even when value is hidden", ["dashboard-testing"])
t(P, "Bump Aspire branding from 13.1 to 13.2", [])
t(P, "Log entries for a GenAI span now link to GenAI visualizer", ["dashboard-testing"])
t(P, "Reverted the extension method to support automatic scaling of Azure App Service", ["snapshot-testing"])
t(P, "Dynamically augment existing Vite config to enable HTTPS endpoint at run time", [])
t(P, "Fix: Use consistent warning icon for unresolved parameters", [])
t(P, "Re-enable performance tracing capability for local runs", ["startup-perf"])
t(P, "Print app service url when deploying", [])
t(P, "Fix container image builds for resources with dashes in names", ["snapshot-testing"])
t(P, "Default OpenAISettings.EnableSensitiveTelemetryData to TelemetryHelpers.EnableSensitiveDataDefault", [])
t(P, "Remove serverReadyAction for apphost, manually open the dashboard URL using vs code APIs", ["vscode-extension", "typescript"])
t(P, "Check aspire exists on path before command or starting aspire debug session", ["vscode-extension"])
t(P, "Refactor user secrets to DI-based factory with thread-safe synchronization", [])
t(P, "Make IReportingStep and IReportingTask completion idempotent", [])
t(P, "Add README.md for the Aspire.Hosting.Azure.AppService package", ["hosting-readme", "markdown"])
t(P, "Add eshop-update scenario for testing aspire update on real-world applications", ["markdown"])
t(P, "Localized file check-in by OneLocBuild Task: Build definition ID 1309: Build ID 2826120", ["localization"])
t(P, "Add DoCommand as general pipeline entry point", [])
t(P, "Make PipelineConfigurationContext.StepToResourceMap nullable for type safety", ["nullable"])
t(P, "Update copilot instructions for localization files", ["localization"])
t(P, "Fix PackagePath for aspire-apphost-singlefile template files", [])
t(P, "Improve AI models enum", [])
t(P, "Implement custom Foundry Local models list.", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
