// What the server sends unasked, as a real client receives it (edge48):
// notifications/cancelled for an approval dialog the server stopped waiting
// for, which the TS sdk turns into an abort of the dialog's handler (a host
// closes its dialog there), and notifications/resources/list_changed after
// every write that changes resources/list, which reaches the client's
// notification handler.
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ResourceListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { flow, LEGACY_LATEST } from '../lib/harness.mjs';
import { checkLegacyWire } from '../lib/checks.mjs';
import { BILLING, text, data, checkNotWritten, checkWritten } from '../lib/store.mjs';

flow('ts sdk 1.32.2: a dialog nobody answers is cancelled by the server, the handler sees the abort, the token flow follows', async (t) => {
  t.server.env = { ...t.server.env, ENGRAM_ELICITATION_TIMEOUT: '1s' };
  const client = new LegacyClient({ name: 'engram-interop', version: '1' }, { capabilities: { elicitation: { form: {} } } });
  let asked = 0;
  let aborted = false;
  client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
    asked++;
    // A human who never answers: the dialog stays open until the server
    // says it no longer waits.
    return new Promise((resolve) => {
      extra.signal.addEventListener('abort', () => { aborted = true; resolve({ action: 'cancel' }); });
    });
  });
  await client.connect(new LegacyTransport({ ...t.server, stderr: 'pipe' }));
  let r;
  try {
    r = await client.callTool({ name: 'engram_save', arguments: { text: BILLING } });
  } finally {
    await client.close();
  }
  t.eq(asked, 1, 'elicitation/create requests');
  t.ok(aborted, "the dialog handler's AbortSignal fired (the server cancelled its elicitation/create)");
  t.ok(text(r).startsWith('nothing was saved'), `the result starts with "nothing was saved" (${JSON.stringify(text(r).slice(0, 60))})`);
  t.ok(typeof data(r)?.approval_token === 'string', 'the result carries an approval_token');
  checkNotWritten(t, t.store, BILLING);
  const wire = t.wire();
  const ask = wire.find((w) => w.dir === 's>c' && w.msg?.method === 'elicitation/create');
  const cancel = wire.find((w) => w.dir === 's>c' && w.msg?.method === 'notifications/cancelled');
  t.ok(ask && cancel && cancel.msg.params?.requestId === ask.msg.id, `wire: notifications/cancelled names the elicitation/create id (${ask?.msg?.id})`);
  t.eq(wire.filter((w) => w.dir === 'c>s' && w.msg?.id === ask?.msg?.id).length, 0, 'wire: client answers to the cancelled elicitation/create');
  checkLegacyWire(t, wire, LEGACY_LATEST);
});

flow('ts sdk 1.32.2: resources/list_changed after a working note and after a memory commit, none after a read', async (t) => {
  const client = new LegacyClient({ name: 'engram-interop', version: '1' });
  let changed = 0;
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () => { changed++; });
  await client.connect(new LegacyTransport({ ...t.server, stderr: 'pipe' }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
  try {
    t.eq(client.getServerCapabilities()?.resources?.listChanged, true, 'initialize: capabilities.resources.listChanged');
    const n = await client.callTool({ name: 'engram_note', arguments: { text: 'the deploy script needs the VPN up first' } });
    const note = await client.callTool({ name: 'engram_commit', arguments: { approval_token: data(n).approval_token, approve: 'all' } });
    await settle();
    t.eq(changed, 1, 'list_changed after the note');
    const uris = (await client.listResources()).resources.map((x) => x.uri);
    t.includes(uris, `engram://memory/${data(note).id}`, 'resources/list after the note');

    await client.callTool({ name: 'engram_search', arguments: { query: 'deploy' } });
    await settle();
    t.eq(changed, 1, 'list_changed after a read');

    const s = await client.callTool({ name: 'engram_save', arguments: { text: BILLING } });
    const c = await client.callTool({ name: 'engram_commit', arguments: { approval_token: data(s).approval_token, approve: 'all' } });
    await settle();
    t.eq(changed, 2, 'list_changed after the memory commit');
    checkWritten(t, t.store, BILLING, data(c).written[0].file);
  } finally {
    await client.close();
  }
  checkLegacyWire(t, t.wire(), LEGACY_LATEST);
});
