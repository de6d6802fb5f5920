// No SDK here: one connection that a 2025-03-26 legacy session and
// stateless 2026-07-28 requests share, all written at once without waiting,
// so the server answers them concurrently. Every answer must be one whole
// JSON line, every id answered once, and neither era may leak into the
// other: legacy results on 2025-03-26 carry annotations but no titles,
// structuredContent or resultType; modern ones carry all of them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { flow, MODERN, SEARCH_QUERY, SEARCH_HIT } from '../lib/harness.mjs';

const modernMeta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };

function session(t) {
  const child = spawn(t.server.command, t.server.args, { env: t.server.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const lines = [];
  const waiters = [];
  createInterface({ input: child.stdout }).on('line', (l) => {
    lines.push(l);
    waiters.splice(0).forEach((w) => w());
  });
  return {
    send: (msg) => child.stdin.write(JSON.stringify(msg) + '\n'),
    async waitFor(n, ms = 20000) {
      const deadline = Date.now() + ms;
      while (lines.length < n) {
        if (Date.now() > deadline) t.fail(`got ${lines.length} of ${n} answers`);
        await new Promise((r) => { waiters.push(r); setTimeout(r, 200); });
      }
      return lines;
    },
    close: () => new Promise((r) => { child.on('close', r); child.stdin.end(); }),
  };
}

flow('raw stdio: legacy 2025-03-26 and 2026-07-28 interleaved, 60 requests in flight', async (t) => {
  const s = session(t);
  s.send({ jsonrpc: '2.0', id: 'init', method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
  await s.waitFor(1);
  const want = new Map(); // id -> kind
  for (let i = 0; i < 10; i++) {
    const calls = [
      ['legacy-list', { method: 'tools/list' }],
      ['modern-list', { method: 'tools/list', params: { _meta: modernMeta } }],
      ['legacy-search', { method: 'tools/call', params: { name: 'engram_search', arguments: { query: SEARCH_QUERY } } }],
      ['modern-search', { method: 'tools/call', params: { _meta: modernMeta, name: 'engram_search', arguments: { query: SEARCH_QUERY } } }],
      ['modern-ping', { method: 'ping', params: { _meta: modernMeta } }],
      ['modern-nocaps', { method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN } } }],
    ];
    for (const [kind, msg] of calls) {
      const id = `${kind}-${i}`;
      want.set(id, kind);
      s.send({ jsonrpc: '2.0', id, ...msg });
    }
  }
  const lines = await s.waitFor(1 + want.size);
  await s.close();
  const seen = new Map();
  for (const line of lines.slice(1)) {
    let m;
    try { m = JSON.parse(line); } catch { t.fail(`not one whole JSON line: ${line.slice(0, 120)}`); }
    if (seen.has(m.id)) t.fail(`id ${m.id} answered twice`);
    seen.set(m.id, m);
  }
  const missing = [...want.keys()].filter((id) => !seen.has(id));
  if (missing.length || seen.size !== want.size) t.fail(`unanswered: ${missing.join(', ')}; answered ${seen.size}`);
  t.ok(true, `all ${want.size} ids answered once, each on one whole JSON line`);
  for (const [id, kind] of want) {
    const m = seen.get(id);
    const r = m.result ?? {};
    const tool = r.tools?.[0];
    const bad = (why) => t.fail(`${id}: ${why}: ${JSON.stringify(m).slice(0, 300)}`);
    switch (kind) {
      case 'legacy-list':
        if (!tool?.annotations || tool.annotations.readOnlyHint !== true) bad('2025-03-26 tools need annotations');
        if ('title' in tool || 'resultType' in r || 'ttlMs' in r) bad('title/resultType/ttlMs leaked into 2025-03-26');
        break;
      case 'modern-list':
        if (r.resultType !== 'complete' || !tool?.title || typeof r.ttlMs !== 'number' || !r.cacheScope) bad('modern tools/list fields');
        break;
      case 'legacy-search':
        if ('structuredContent' in r || 'resultType' in r) bad('structuredContent/resultType leaked into 2025-03-26');
        if (!r.content?.[0]?.text.includes(SEARCH_HIT)) bad('search hit');
        break;
      case 'modern-search':
        if (r.resultType !== 'complete' || r.structuredContent?.data?.entries?.[0]?.id !== SEARCH_HIT) bad('modern search');
        break;
      case 'modern-ping':
        if (m.error?.code !== -32601) bad('ping is -32601 in 2026-07-28');
        break;
      case 'modern-nocaps':
        if (m.error?.code !== -32602) bad('missing clientCapabilities is -32602');
        break;
    }
  }
  t.ok(true, '2025-03-26 results: annotations, no title/structuredContent/resultType; 2026-07-28 results: resultType, titles, structuredContent, ttlMs');
  t.ok(true, '2026-07-28: ping is -32601, missing clientCapabilities is -32602');
}, { wireLines: 8 });
