// Resources and prompts, which the server must advertise: engram://index
// and engram://memory/{id}, and the propose prompt. A resource that does
// not exist is -32002 in the legacy era and -32602 in MCP 2026-07-28
// (SEP-2164), with the URI in data and in the message, never an empty
// contents.
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { flow, MODERN, SEARCH_HIT } from '../lib/harness.mjs';
import { checkModernWire } from '../lib/checks.mjs';

const missing = 'engram://memory/no-such-memory';

async function checkResources(t, client, notFoundCode) {
  const caps = client.getServerCapabilities();
  // The product page exposes memories as resources and one prompt, so a
  // server without either capability fails here rather than skipping.
  t.ok(caps?.resources && caps?.prompts, `the server advertises resources and prompts (${JSON.stringify(caps)})`);
  const uris = (await client.listResources()).resources.map((r) => r.uri);
  t.includes(uris, 'engram://index', 'resources/list');
  t.includes(uris, `engram://memory/${SEARCH_HIT}`, 'resources/list');
  const read = await client.readResource({ uri: `engram://memory/${SEARCH_HIT}` });
  t.eq(read.contents?.[0]?.uri, `engram://memory/${SEARCH_HIT}`, 'resources/read contents[0].uri');
  t.ok(read.contents[0].text?.length > 0, 'resources/read returns the memory text');
  try {
    await client.readResource({ uri: missing });
    t.fail('reading a missing resource succeeded');
  } catch (err) {
    t.eq(err.code, notFoundCode, 'missing resource error code');
    t.eq(err.data?.uri, missing, 'missing resource error data.uri');
    // What the client shows its user: the message names the URI and how
    // to list what there is (it was "Resource not found" alone).
    t.ok(err.message.includes(`Resource not found: ${missing} (engram://index lists every memory this server can read; read one as engram://memory/<id>)`),
      `missing resource message names the URI (${JSON.stringify(err.message)})`);
  }
  t.includes((await client.listPrompts()).prompts.map((p) => p.name), 'propose', 'prompts/list');
}

flow('ts sdk 1.32.2 (legacy): resources and prompts, missing resource -32002', async (t) => {
  const client = new LegacyClient({ name: 'engram-interop', version: '1' });
  await client.connect(new LegacyTransport({ ...t.server, stderr: 'pipe' }));
  try {
    await checkResources(t, client, -32002);
  } finally {
    await client.close();
  }
});

flow('ts client 2.4.0 pinned to 2026-07-28: resources and prompts, missing resource -32602', async (t) => {
  const client = new Client({ name: 'engram-interop', version: '1' }, { versionNegotiation: { mode: { pin: MODERN } } });
  await client.connect(new StdioClientTransport({ ...t.server, stderr: 'pipe' }));
  try {
    await checkResources(t, client, -32602);
  } finally {
    await client.close();
  }
  checkModernWire(t, t.wire());
});
