// @modelcontextprotocol/sdk 1.32.2: the legacy TypeScript client most hosts
// embed today. It only knows initialize, so it must negotiate 2025-11-25.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { flow, exchanges, LEGACY_LATEST, SEARCH_QUERY } from '../lib/harness.mjs';
import { checkTools, checkSearch, checkInstructions, checkLegacyWire } from '../lib/checks.mjs';

flow('ts sdk 1.32.2 (legacy): initialize 2025-11-25, tools, search, instructions', async (t) => {
  const client = new Client({ name: 'engram-interop', version: '1' });
  await client.connect(new StdioClientTransport({ ...t.server, stderr: 'pipe' }));
  try {
    t.eq(client.getServerVersion()?.name, 'engram', 'serverInfo.name');
    checkInstructions(t, client.getInstructions());
    checkTools(t, (await client.listTools()).tools);
    checkSearch(t, await client.callTool({ name: 'engram_search', arguments: { query: SEARCH_QUERY } }));
    await client.ping();
    try {
      await client.callTool({ name: 'engram_nope', arguments: {} });
      t.fail('an unknown tool did not fail');
    } catch (err) {
      t.eq(err instanceof McpError ? err.code : String(err), -32602, 'unknown tool error code');
    }
  } finally {
    await client.close();
  }
  const wire = t.wire();
  checkLegacyWire(t, wire, LEGACY_LATEST);
  t.eq(exchanges(wire)[0].method, 'initialize', 'first request');
});
