// What a user sees when a call goes wrong, through the two TypeScript
// clients hosts embed (ux57): each error names what was wrong and what to
// do, arrives at once (never as the client's own timeout), and the server
// keeps serving. An unknown tool is a protocol error (-32602); a wrong or
// missing argument is a tool result with isError; a request over the 4 MiB
// limit for one message is -32600 with the request's own id (it was id
// null, which neither client can match to its call: both waited their
// whole timeout and said "Request timed out"); a call the user cancels
// (the client's AbortSignal) ends that call and no other.
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { flow, MODERN } from '../lib/harness.mjs';

const text = (r) => r.content?.[0]?.text ?? '';

// call is callTool with request options: the sdk 1 takes them third (after
// a result schema), the client 2 second.
async function errorPaths(t, client, call) {
  try {
    await client.callTool({ name: 'engram_nope', arguments: {} });
    t.fail('an unknown tool did not fail');
  } catch (err) {
    t.eq(err.code, -32602, 'unknown tool: error code');
    t.ok(/unknown tool "engram_nope"/.test(err.message), `unknown tool: the message names it (${JSON.stringify(err.message)})`);
  }
  for (const [args, want] of [
    [{ name: 'engram_route', arguments: {} }, 'error: argument "query" is required'],
    [{ name: 'engram_search', arguments: { query: 'x', limit: 'ten' } }, 'error: argument "limit" must be a whole number from 1 to 100'],
    [{ name: 'engram_search', arguments: { query: 'x', bogus: 1 } }, 'error: invalid arguments: unknown field "bogus" (arguments: limit, query)'],
    [{ name: 'engram_load', arguments: { id: [7] } }, 'error: argument "id" must be a string or an array of strings'],
  ]) {
    const r = await client.callTool(args);
    t.ok(r.isError === true && text(r) === want, `${args.name} ${JSON.stringify(args.arguments)}: isError, ${JSON.stringify(want)}`);
  }
  const started = Date.now();
  try {
    await call({ name: 'engram_save', arguments: { text: 'Always run the migrations first. '.repeat(140000) } }, { timeout: 30000 });
    t.fail('a 4.4 MiB request was served');
  } catch (err) {
    t.eq(err.code, -32600, 'a request over 4 MiB: error code');
    t.ok(/the message is 4\.4 MiB, over the limit of 4\.0 MiB for one message/.test(err.message),
      `a request over 4 MiB: the message says its size and the limit (${JSON.stringify(err.message.slice(0, 120))}), after ${Date.now() - started} ms`);
  }
  const ac = new AbortController();
  const cancelled = call({ name: 'engram_load', arguments: { query: 'release the api '.repeat(20000) } }, { signal: ac.signal });
  ac.abort('the user pressed Esc');
  try {
    await cancelled;
    t.fail('a cancelled call returned');
  } catch (err) {
    t.ok(/the user pressed Esc/.test(String(err.message ?? err)), `a cancelled call ends with the client's reason (${JSON.stringify(String(err.message ?? err).slice(0, 80))})`);
  }
  const status = await client.callTool({ name: 'engram_status', arguments: {} });
  t.ok(!status.isError && text(status).includes('integrity: ok'), 'engram_status afterwards: served, integrity ok');
}

flow('ts sdk 1.32.2 (legacy): error paths: unknown tool, wrong and missing arguments, a request over 4 MiB, a cancelled call', async (t) => {
  const client = new LegacyClient({ name: 'engram-interop', version: '1' });
  await client.connect(new LegacyTransport({ ...t.server, stderr: 'pipe' }));
  try {
    await errorPaths(t, client, (params, opts) => client.callTool(params, undefined, opts));
  } finally {
    await client.close();
  }
});

flow('ts client 2.4.0 pinned to 2026-07-28: error paths: unknown tool, wrong and missing arguments, a request over 4 MiB, a cancelled call', async (t) => {
  const client = new Client({ name: 'engram-interop', version: '1' }, { versionNegotiation: { mode: { pin: MODERN } } });
  await client.connect(new StdioClientTransport({ ...t.server, stderr: 'pipe' }));
  try {
    t.eq(client.getNegotiatedProtocolVersion(), MODERN, 'negotiated protocol version');
    await errorPaths(t, client, (params, opts) => client.callTool(params, opts));
  } finally {
    await client.close();
  }
});
