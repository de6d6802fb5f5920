// Checks that several flows share: what every client must see of Engram,
// whichever era it negotiated.
import { exchanges, READ_TOOLS, SEARCH_HIT } from './harness.mjs';

// checkTools: the read tools, in order, each read-only; titles only where
// the version has them.
export function checkTools(t, tools, { titles = true } = {}) {
  const names = tools.map((x) => x.name);
  t.eq(READ_TOOLS.filter((n) => names.includes(n)), READ_TOOLS, 'read tools listed');
  for (const name of READ_TOOLS) {
    const tool = tools.find((x) => x.name === name);
    if (tool.annotations?.readOnlyHint !== true) t.fail(`${name}: annotations.readOnlyHint is ${tool.annotations?.readOnlyHint}, want true`);
    if (tool.inputSchema?.type !== 'object') t.fail(`${name}: inputSchema.type is ${tool.inputSchema?.type}`);
    if (titles && !tool.title) t.fail(`${name}: no title`);
  }
  t.ok(true, `every read tool has annotations.readOnlyHint true${titles ? ' and a title' : ''}`);
}

// checkSearch: a search for SEARCH_QUERY finds SEARCH_HIT, in the text and
// in the structuredContent envelope {contract_version, ok, data, diagnostics}.
export function checkSearch(t, result) {
  t.eq(result.isError ?? false, false, 'engram_search isError');
  const text = result.content?.[0]?.text ?? '';
  t.ok(text.includes(SEARCH_HIT), `engram_search text names ${SEARCH_HIT}`);
  const sc = result.structuredContent;
  if (!sc) t.fail('engram_search returned no structuredContent');
  t.eq(Object.keys(sc).sort(), ['contract_version', 'data', 'diagnostics', 'ok'], 'structuredContent keys');
  t.eq(sc.ok, true, 'structuredContent.ok');
  const first = sc.data?.entries?.[0];
  t.eq(first?.id, SEARCH_HIT, 'structuredContent.data.entries[0].id');
  t.ok(['id', 'type', 'scope', 'score'].every((k) => k in first), 'search entries carry id, type, scope and score');
}

// checkInstructions: the same instructions in both eras, naming the tools
// and the human gate, at most 512 characters.
export function checkInstructions(t, instructions) {
  if (typeof instructions !== 'string') t.fail(`instructions: ${instructions}`);
  t.ok(instructions.length <= 512 && instructions.includes('engram_load') && instructions.includes('engram_commit'),
    `instructions (${instructions.length} chars) name engram_load and engram_commit`);
}

// checkModernWire: on the wire, every request carried 2026-07-28 and client
// capabilities, no initialize or ping was sent, every result has
// resultType complete (or, with inputRequired, input_required for a
// tools/call), and cacheable ones ttlMs and cacheScope.
export function checkModernWire(t, wire, { inputRequired = false } = {}) {
  const xs = exchanges(wire);
  if (xs.length === 0) t.fail('no requests on the wire');
  for (const x of xs) {
    const meta = x.params?._meta ?? {};
    if (meta['io.modelcontextprotocol/protocolVersion'] !== '2026-07-28') t.fail(`${x.method} carried protocol version ${meta['io.modelcontextprotocol/protocolVersion']}`);
    if (typeof meta['io.modelcontextprotocol/clientCapabilities'] !== 'object') t.fail(`${x.method} carried no client capabilities`);
    if (['initialize', 'ping'].includes(x.method)) t.fail(`the client sent ${x.method} in the modern era`);
    if (x.error) continue;
    if (!x.answered) t.fail(`${x.method} was not answered`);
    const asked = inputRequired && x.method === 'tools/call' && x.result.resultType === 'input_required';
    if (x.result.resultType !== 'complete' && !asked) t.fail(`${x.method}: resultType ${x.result.resultType}`);
    const si = x.result._meta?.['io.modelcontextprotocol/serverInfo'];
    if (si?.name !== 'engram') t.fail(`${x.method}: _meta serverInfo ${JSON.stringify(si)}`);
    const cacheable = ['server/discover', 'tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read'].includes(x.method);
    if (cacheable && !(Number.isInteger(x.result.ttlMs) && x.result.ttlMs >= 0 && ['public', 'private'].includes(x.result.cacheScope))) {
      t.fail(`${x.method}: ttlMs ${x.result.ttlMs}, cacheScope ${x.result.cacheScope}`);
    }
  }
  t.ok(true, `wire: all ${xs.length} requests carried 2026-07-28 + clientCapabilities; results have resultType complete${inputRequired ? ' (or input_required)' : ''}, serverInfo, and ttlMs/cacheScope where cacheable`);
  if (wire.some((w) => w.dir === 's>c' && w.msg?.method && w.msg?.id !== undefined)) t.fail('the server sent a request to a modern client');
}

// checkLegacyWire: the session opened with initialize at want, nothing was
// probed, and no modern field leaked into a legacy result.
export function checkLegacyWire(t, wire, want) {
  const xs = exchanges(wire);
  const init = xs.find((x) => x.method === 'initialize');
  if (!init) t.fail('no initialize on the wire');
  t.eq(init.result?.protocolVersion, want, 'wire: initialize result protocolVersion');
  for (const x of xs) {
    if (x.result && ('resultType' in x.result || 'ttlMs' in x.result || 'cacheScope' in x.result)) t.fail(`${x.method}: modern field in a legacy result`);
  }
  t.ok(true, 'wire: no resultType/ttlMs/cacheScope in legacy results');
}
