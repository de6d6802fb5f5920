// @modelcontextprotocol/client 2.4.0: the TypeScript client that speaks
// MCP 2026-07-28 when asked to. Pinned, it must get 2026-07-28 from
// server/discover; in auto mode its probe must find a modern server; left at
// its default it must still get 2025-11-25 over initialize.
import { Client, ProtocolError } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { flow, exchanges, MODERN, LEGACY_LATEST, SEARCH_QUERY } from '../lib/harness.mjs';
import { checkTools, checkSearch, checkInstructions, checkModernWire, checkLegacyWire } from '../lib/checks.mjs';

async function connect(t, mode) {
  const opts = mode ? { versionNegotiation: { mode } } : {};
  const client = new Client({ name: 'engram-interop', version: '1' }, opts);
  await client.connect(new StdioClientTransport({ ...t.server, stderr: 'pipe' }));
  return client;
}

// modernSession is what a 2026-07-28 session must show, pinned or auto.
async function modernSession(t, client) {
  t.eq(client.getNegotiatedProtocolVersion(), MODERN, 'negotiated protocol version');
  t.eq(client.getProtocolEra(), 'modern', 'protocol era');
  t.eq(client.getServerVersion()?.name, 'engram', 'serverInfo.name (from discover _meta)');
  checkInstructions(t, client.getInstructions());
  checkTools(t, (await client.listTools()).tools);
  checkSearch(t, await client.callTool({ name: 'engram_search', arguments: { query: SEARCH_QUERY } }));
}

function errorCode(err) {
  return err instanceof ProtocolError || typeof err?.code === 'number' ? err.code : String(err);
}

flow('ts client 2.4.0 pinned to 2026-07-28: discover, tools, search, modern fields on the wire', async (t) => {
  const client = await connect(t, { pin: MODERN });
  try {
    await modernSession(t, client);
    // A request with an unsupported version (user _meta wins over the
    // client's own) is -32022 naming what is supported and what was asked.
    try {
      await client.request({ method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '1900-01-01' } } });
      t.fail('an unsupported version was served');
    } catch (err) {
      t.eq(errorCode(err), -32022, 'unsupported version error code');
      t.eq(err.data, { supported: [MODERN], requested: '1900-01-01' }, 'unsupported version error data');
    }
  } finally {
    await client.close();
  }
  const wire = t.wire().filter((w) => JSON.stringify(w.msg ?? '').indexOf('1900-01-01') < 0);
  const xs = exchanges(wire);
  t.eq(xs[0].method, 'server/discover', 'first request');
  t.ok(!xs.some((x) => x.method === 'initialize'), 'no initialize sent');
  checkModernWire(t, wire);
});

flow('ts client 2.4.0 auto: the probe finds a modern server, the session runs 2026-07-28', async (t) => {
  const client = await connect(t, 'auto');
  try {
    await modernSession(t, client);
  } finally {
    await client.close();
  }
  const wire = t.wire();
  t.ok(!exchanges(wire).some((x) => x.method === 'initialize'), 'no initialize sent');
  checkModernWire(t, wire);
});

flow('ts client 2.4.0 default (legacy mode): initialize 2025-11-25', async (t) => {
  const client = await connect(t, undefined);
  try {
    t.eq(client.getNegotiatedProtocolVersion(), LEGACY_LATEST, 'negotiated protocol version');
    t.eq(client.getProtocolEra(), 'legacy', 'protocol era');
    checkInstructions(t, client.getInstructions());
    checkTools(t, (await client.listTools()).tools);
    checkSearch(t, await client.callTool({ name: 'engram_search', arguments: { query: SEARCH_QUERY } }));
  } finally {
    await client.close();
  }
  checkLegacyWire(t, t.wire(), LEGACY_LATEST);
});
