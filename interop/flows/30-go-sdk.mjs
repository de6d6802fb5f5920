// github.com/modelcontextprotocol/go-sdk v1.8.0's client, through
// goclient/ (built by run.sh). With its defaults it probes server/discover
// before anything else and must end up on 2026-07-28 without initialize;
// asked for 2025-06-18 it must get exactly that over initialize.
import { flow, exchanges, goClient, MODERN, SEARCH_QUERY } from '../lib/harness.mjs';
import { checkTools, checkSearch, checkInstructions, checkModernWire, checkLegacyWire } from '../lib/checks.mjs';

async function runGoClient(t, extra = []) {
  const res = await t.run([goClient, ...extra, '-query', SEARCH_QUERY, '--', ...t.serverArgv]);
  let report;
  try { report = JSON.parse(res.stdout); } catch { t.fail(`goclient exited ${res.code}: ${res.stdout}${res.stderr}`); }
  if (report.error || res.code !== 0) t.fail(`goclient: ${report.error} (exit ${res.code})\n${res.stderr}`);
  return report;
}

function checkReport(t, r) {
  t.eq(r.serverInfo?.name, 'engram', 'serverInfo.name');
  checkInstructions(t, r.instructions);
  checkTools(t, r.tools.map((x) => ({ name: x.name, title: x.title, annotations: { readOnlyHint: x.readOnlyHint }, inputSchema: { type: 'object' } })));
  checkSearch(t, r.search);
  const load = r.load.structuredContent?.data ?? {};
  t.ok(['selected_keys', 'body_keys', 'card_ids', 'omitted_ids', 'tokens'].every((k) => k in load), 'engram_load structuredContent.data has selected_keys, body_keys, card_ids, omitted_ids, tokens');
  t.eq(r.unknownTool?.code, -32602, 'unknown tool error code');
  t.eq(r.oversize?.code, -32600, 'a request over 4 MiB: error code');
  t.ok(/the message is 4\.4 MiB, over the limit of 4\.0 MiB for one message/.test(r.oversize?.message ?? ''),
    `a request over 4 MiB: the error names its size and the limit (${JSON.stringify(r.oversize?.message?.slice(0, 90))})`);
}

flow('go sdk 1.8.0 defaults: server/discover first, 2026-07-28, tools, search, load', async (t) => {
  const r = await runGoClient(t);
  t.eq(r.protocolVersion, MODERN, 'negotiated protocol version');
  checkReport(t, r);
  const wire = t.wire();
  const xs = exchanges(wire);
  t.eq(xs[0]?.method, 'server/discover', 'first request');
  t.ok(!xs.some((x) => x.method === 'initialize'), 'no initialize sent');
  checkModernWire(t, wire);
});

flow('go sdk 1.8.0 asking for 2025-06-18: initialize, structuredContent', async (t) => {
  const r = await runGoClient(t, ['-version', '2025-06-18']);
  t.eq(r.protocolVersion, '2025-06-18', 'negotiated protocol version');
  checkReport(t, r);
  checkLegacyWire(t, t.wire(), '2025-06-18');
});
