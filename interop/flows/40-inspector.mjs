// @modelcontextprotocol/inspector 2.12.0 in --cli mode, the way a developer
// checks a server by hand: tools/list (with --strict, which reports tool
// schemas that some hosts cannot use) and tools/call, in its default legacy
// era and with --protocol-era modern.
import { join } from 'node:path';
import { flow, exchanges, interopDir, MODERN, LEGACY_LATEST, SEARCH_QUERY } from '../lib/harness.mjs';
import { checkTools, checkSearch, checkModernWire, checkLegacyWire } from '../lib/checks.mjs';

const inspector = join(interopDir, 'node_modules', '.bin', 'mcp-inspector');

async function inspect(t, args) {
  const res = await t.run([inspector, '--cli', '--format', 'json', ...args, ...t.serverArgv]);
  if (res.code !== 0) t.fail(`mcp-inspector ${args.join(' ')} exited ${res.code}\n${res.stdout}\n${res.stderr}`);
  try { return JSON.parse(res.stdout).result; } catch { t.fail(`mcp-inspector printed no JSON: ${res.stdout}\n${res.stderr}`); }
}

flow('inspector 2.12.0 --cli: tools/list --strict and tools/call (legacy era)', async (t) => {
  const list = await inspect(t, ['--method', 'tools/list', '--strict']);
  checkTools(t, list.tools);
  t.ok(true, '--strict found no tool-schema portability error (exit 0)');
  checkSearch(t, await inspect(t, ['--method', 'tools/call', '--tool-name', 'engram_search', '--tool-args-json', JSON.stringify({ query: SEARCH_QUERY })]));
  checkLegacyWire(t, t.wire(), LEGACY_LATEST);
});

flow('inspector 2.12.0 --cli --protocol-era modern: tools/list and tools/call on 2026-07-28', async (t) => {
  const list = await inspect(t, ['--protocol-era', 'modern', '--method', 'tools/list', '--strict']);
  checkTools(t, list.tools);
  t.ok(true, '--strict found no tool-schema portability error (exit 0)');
  checkSearch(t, await inspect(t, ['--protocol-era', 'modern', '--method', 'tools/call', '--tool-name', 'engram_search', '--tool-args-json', JSON.stringify({ query: SEARCH_QUERY })]));
  const wire = t.wire();
  t.ok(exchanges(wire).some((x) => x.method === 'server/discover'), 'the inspector probed server/discover');
  t.ok(!exchanges(wire).some((x) => x.method === 'initialize'), 'no initialize sent');
  checkModernWire(t, wire);
});
