#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged openai/openai-agents-python pull requests (the
squash-merge subjects of every 25th first-parent commit of the last 1000, from the 7th, with the
trailing "(#1234)" removed; sampled before any router run), each labelled, after reading the
files it changed, with the memory a contributor doing it should read, or nothing when no
guidance covers it. Labels name topic guidance only: the verification, review, PR-summary and
commit rules apply to every code change alike and are not counted as an answer."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("oaa", {})


def t(group, title, expect):
    C.case(N if not expect else group, title, expect)


N = "zero-match"
P = "pr-title"

t(P, "test: update auto-run list", [])
t(P, "fix(core/extensions): reject terminal failed/incomplete responses in non-streaming get_response", ["model-provider"])
t(P, "fix(realtime): truncate audio at zero elapsed time", ["realtime-session"])
t(P, "fix: isolate RunState checkpoint tool decisions", ["runstate-schema"])
t(P, "fix(apply-diff): apply stacked anchors sequentially", [])
t(P, "test: harden release compatibility contracts", ["release-candidate-prep"])
t(P, "fix(sandbox): reject unsafe mount credential configurations", ["sandbox-security", "sandbox-runtime"])
t(P, "fix(sessions): preserve DaprSession created_at across writes", ["session-persistence"])
t(P, "fix(tracing): catch only the context reset on generator close", ["tracing-lifecycle"])
t(P, "feat: support MCP Python SDK v1 and v2", ["mcp-server-lifecycle"])
t(P, "fix(mcp): derive streamable HTTP retry backoff from backoffs taken", ["mcp-server-lifecycle"])
t(P, "chore: add implementation-final-review skill to the repo", ["implementation-final-review"])
t(P, "chore(deps): bump actions/stale from 10.3.0 to 11.0.0", [])
t(P, "feat(tool): expose original callable through wrapped", [])
t(P, "docs: update translated pages", ["translation-safe-docs"])
t(P, "fix: reject unsupported streamed STT audio dtypes", ["voice-pipeline"])
t(P, "feat(sandbox): add Vercel cloud mount strategy", ["sandbox-runtime"])
t(P, "Release 0.18.3", ["release-candidate-prep"])
t(P, "refactor: remove unused Responses include validator", ["model-provider"])
t(P, "fix(realtime): make session cleanup deterministic", ["realtime-session"])
t(P, "docs: update translated pages", ["translation-safe-docs"])
t(P, "fix: add hint to duplicated MCP server tool name error message", ["tool-identity"])
t(P, "fix: suppress handoff whitespace tool-name warnings", ["tool-identity"])
t(P, "fix: export MCPListToolsItem, ToolSearchCallItem, and ToolSearchOutputItem from agents", ["public-api-compat"])
t(P, "[codex] Harden release tag workflow", ["release-candidate-prep"])
t(P, "fix: #781 replace assertion in handoff() with UserError", [])
t(P, "fix(handoffs): preserve HandoffInputData.input_items in remove_all_tools", [])
t(P, "fix: drop reasoning items orphaned by dropped tool calls", ["run-item-lifecycle"])
t(P, "fix: restore session history after compaction replacement failures", ["session-persistence"])
t(P, "docs: updates for #3128", ["docs-verification-tiers"])
t(P, "fix: #3074 restore SIGINT defaults for UnixLocal PTY children", ["sandbox-runtime", "test-determinism"])
t(P, "fix: tighten tar and zip member validation", ["sandbox-security"])
t(P, "fix: bound manifest description truncation", ["sandbox-runtime"])
t(P, "fix: tolerate None text in ResponseOutputText content items", ["run-item-lifecycle"])
t(P, "feat: #2135 add public flush_traces API", ["tracing-lifecycle", "public-api-compat"])
t(P, "chore: make sync", ["dev-workflow"])
t(P, "fix: default realtime websocket model to gpt-realtime-1.5", ["openai-knowledge"])
t(P, "docs: streamline models page and UI tweak", ["docs-verification-tiers"])
t(P, "chore: improve implementation-strategy skill details", ["implementation-strategy"])
t(P, "Serialize structured realtime tool outputs as JSON", ["realtime-session"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
