// The write path through real clients (product page "Approval and commit"
// and "Approval dialog (elicitation)"): the token flow for a client without
// elicitation, the legacy elicitation/create dialog (accept, decline,
// cancel), and the 2026-07-28 input_required retry. After each, the store
// is read from disk and through the engram CLI (verify, search).
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { flow, exchanges, MODERN, LEGACY_LATEST } from '../lib/harness.mjs';
import { checkLegacyWire, checkModernWire } from '../lib/checks.mjs';
import {
  BILLING, PINNING, QUEUE, FLAGS, SESSION_TEXT, text, data, scriptedElicitation,
  checkWritten, checkNotWritten, checkVerify, searchIDs,
} from '../lib/store.mjs';

const TOKEN_PREFIX = 'engram-approval-';

// legacyClient connects sdk 1.32.2, with a scripted elicitation handler
// when elicit is given.
async function legacyClient(t, elicit) {
  const client = new LegacyClient({ name: 'engram-interop', version: '1' }, elicit ? { capabilities: { elicitation: { form: {} } } } : {});
  if (elicit) client.setRequestHandler(ElicitRequestSchema, elicit.handler);
  await client.connect(new LegacyTransport({ ...t.server, stderr: 'pipe' }));
  return client;
}

function checkNoToken(t, r, what) {
  t.ok(!text(r).includes(TOKEN_PREFIX) && !JSON.stringify(r.structuredContent ?? {}).includes('approval_token'), `${what}: no approval_token in the text or structuredContent`);
}

flow('ts sdk 1.32.2 without elicitation: propose 2, commit [1], token single-use, engram_commit needs the user', async (t) => {
  const client = await legacyClient(t);
  let written;
  try {
    const commitTool = (await client.listTools()).tools.find((x) => x.name === 'engram_commit');
    t.eq(commitTool?._meta?.['anthropic/requiresUserInteraction'], true, 'tools/list engram_commit _meta["anthropic/requiresUserInteraction"]');

    const p = await client.callTool({ name: 'engram_save_session', arguments: { text: SESSION_TEXT } });
    t.eq(p.isError ?? false, false, 'engram_save_session isError');
    t.eq(text(p).match(/^\d+\. Verdict: .*$/gm), ['1. Verdict: ADD', '2. Verdict: ADD'], 'preview Verdict lines');
    const d = data(p);
    t.eq(d.candidates.map((c) => [c.n, c.verdict, c.type]), [[1, 'ADD', 'knowledge'], [2, 'ADD', 'rule']], 'structuredContent.data.candidates [n, verdict, type]');
    const token = d.approval_token;
    t.ok(typeof token === 'string' && token.startsWith(TOKEN_PREFIX) && text(p).includes(token), 'structuredContent.data.approval_token is set and in the text');
    checkNotWritten(t, t.store, BILLING);

    const c = await client.callTool({ name: 'engram_commit', arguments: { approval_token: token, approve: [1] } });
    t.eq(c.isError ?? false, false, 'engram_commit isError');
    written = data(c).written;
    t.eq(written.map((w) => [w.n, w.verdict, w.scope, w.id]), [[1, 'ADD', 'workspace', d.candidates[0].id]], 'engram_commit written [n, verdict, scope, id]');
    t.eq(data(c).deferred, [], 'engram_commit deferred');
    checkWritten(t, t.store, BILLING, written[0].file);
    checkNotWritten(t, t.store, PINNING);

    const again = await client.callTool({ name: 'engram_commit', arguments: { approval_token: token, approve: 'all' } });
    t.eq(again.isError, true, 'engram_commit with the same token: isError');
    t.ok(text(again).includes('already used'), `the second commit says "already used": ${JSON.stringify(text(again))}`);
    checkNotWritten(t, t.store, PINNING);
  } finally {
    await client.close();
  }
  await checkVerify(t);
  t.includes(await searchIDs(t, 'billing worker replicas'), written[0].id, 'engram search "billing worker replicas"');
  checkLegacyWire(t, t.wire(), LEGACY_LATEST);
});

flow('ts sdk 1.32.2 with an elicitation handler: the dialog accepts c1 in workspace, declines, cancels', async (t) => {
  const elicit = scriptedElicitation(t);
  const client = await legacyClient(t, elicit);
  let accepted;
  try {
    // accept: c1 only, and "both" narrowed to workspace.
    elicit.answer({ action: 'accept', content: { c1: true, c2: false, scope: 'workspace' } });
    const a = await client.callTool({ name: 'engram_save_session', arguments: { text: SESSION_TEXT, scope: 'both' } });
    t.eq(elicit.asked.length, 1, 'elicitation/create requests during engram_save_session');
    const form = elicit.asked[0];
    t.eq(form.mode, 'form', 'elicitation/create mode');
    const props = form.requestedSchema.properties;
    t.eq(Object.keys(props).sort(), ['c1', 'c2', 'scope'], 'requestedSchema properties');
    t.ok(props.c1.type === 'boolean' && /^1\. ADD knowledge: [a-z0-9-]+ \(new\)$/.test(props.c1.title), `c1 is a boolean titled "1. ADD knowledge: <id> (new)" (${props.c1.title})`);
    t.ok(props.c2.type === 'boolean' && /^2\. ADD rule: [a-z0-9-]+ \(new[;)]/.test(props.c2.title), `c2 is a boolean titled "2. ADD rule: <id> (new…)" (${props.c2.title})`);
    t.eq(props.scope.enum, ['both', 'workspace', 'global'], 'scope enum');
    t.ok(!JSON.stringify(form).includes(BILLING), 'the form never shows the memory text');
    t.eq(a.isError ?? false, false, 'accept: isError');
    checkNoToken(t, a, 'accept');
    accepted = data(a).written;
    t.eq(accepted.map((w) => [w.n, w.verdict, w.scope, w.id]), [[1, 'ADD', 'workspace', props.c1.title.split(': ')[1].split(' ')[0]]], 'accept: written [n, verdict, scope, id]');
    checkWritten(t, t.store, BILLING, accepted[0].file);
    checkNotWritten(t, t.store, PINNING);
    checkNotWritten(t, t.global, BILLING);

    // decline: nothing written, no token.
    elicit.answer({ action: 'decline' });
    const d = await client.callTool({ name: 'engram_save', arguments: { text: QUEUE } });
    t.eq(d.isError ?? false, false, 'decline: isError');
    t.eq(data(d), { declined: true }, 'decline: structuredContent.data');
    checkNoToken(t, d, 'decline');
    checkNotWritten(t, t.store, QUEUE);

    // cancel: nothing written, the token flow instead, and its token works.
    elicit.answer({ action: 'cancel' });
    const c = await client.callTool({ name: 'engram_save', arguments: { text: FLAGS } });
    t.eq(c.isError ?? false, false, 'cancel: isError');
    t.ok(text(c).startsWith('nothing was saved'), `cancel: the text starts with "nothing was saved" (${JSON.stringify(text(c).slice(0, 60))})`);
    const token = data(c).approval_token;
    t.ok(token?.startsWith(TOKEN_PREFIX) && text(c).includes(token), 'cancel: an approval_token in structuredContent and the text');
    checkNotWritten(t, t.store, FLAGS);
    t.eq(elicit.asked.length, 3, 'elicitation/create requests in all');
    const commit = await client.callTool({ name: 'engram_commit', arguments: { approval_token: token, approve: 'all' } });
    t.eq(data(commit)?.written?.length, 1, 'engram_commit with the cancelled dialog\'s token: written');
    checkWritten(t, t.store, FLAGS, data(commit).written[0].file);
  } finally {
    await client.close();
  }
  await checkVerify(t);
  const ids = await searchIDs(t, 'billing worker replicas');
  t.includes(ids, accepted[0].id, 'engram search "billing worker replicas"');
  t.eq((await searchIDs(t, 'export queue drains weekdays')).filter((id) => id.includes('export-queue')), [], 'engram search "export queue drains weekdays": declined memory ids');
  const wire = t.wire();
  checkLegacyWire(t, wire, LEGACY_LATEST);
  t.eq(exchanges(wire, { fromServer: true }).map((x) => [x.method, x.result?.action]),
    [['elicitation/create', 'accept'], ['elicitation/create', 'decline'], ['elicitation/create', 'cancel']], 'wire: server requests [method, the client\'s action]');
});

flow('ts client 2.4.0 pinned to 2026-07-28 with an elicitation handler: input_required, retry with requestState, accept and decline', async (t) => {
  const elicit = scriptedElicitation(t);
  const client = new Client({ name: 'engram-interop', version: '1' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: MODERN } } });
  client.setRequestHandler('elicitation/create', elicit.handler);
  await client.connect(new StdioClientTransport({ ...t.server, stderr: 'pipe' }));
  let written;
  try {
    t.eq(client.getNegotiatedProtocolVersion(), MODERN, 'negotiated protocol version');
    elicit.answer({ action: 'accept', content: { c1: true, scope: 'workspace' } });
    const a = await client.callTool({ name: 'engram_save', arguments: { text: BILLING } });
    t.eq(elicit.asked.length, 1, 'the elicitation handler ran once for engram_save');
    t.ok(/^1\. ADD knowledge: /.test(elicit.asked[0].requestedSchema?.properties?.c1?.title), 'the handler got the form with c1 "1. ADD knowledge: <id>"');
    t.eq(a.isError ?? false, false, 'accept: isError');
    checkNoToken(t, a, 'accept');
    written = data(a).written;
    t.eq(written.map((w) => [w.n, w.verdict, w.scope]), [[1, 'ADD', 'workspace']], 'accept: written [n, verdict, scope]');
    checkWritten(t, t.store, BILLING, written[0].file);

    elicit.answer({ action: 'decline' });
    const d = await client.callTool({ name: 'engram_save', arguments: { text: QUEUE } });
    t.eq(elicit.asked.length, 2, 'the elicitation handler ran again for the second engram_save');
    t.eq(data(d), { declined: true }, 'decline: structuredContent.data');
    checkNoToken(t, d, 'decline');
    checkNotWritten(t, t.store, QUEUE);
  } finally {
    await client.close();
  }
  await checkVerify(t);
  t.includes(await searchIDs(t, 'billing worker replicas'), written[0].id, 'engram search "billing worker replicas"');

  // The wire: each engram_save went out twice, first answered
  // input_required with a requestState, then retried on a new id with
  // inputResponses.approval and that state byte for byte; the server never
  // wrote a request to stdout.
  const wire = t.wire();
  const saves = exchanges(wire).filter((x) => x.method === 'tools/call' && x.params?.name === 'engram_save');
  t.eq(saves.map((x) => x.result?.resultType), ['input_required', 'complete', 'input_required', 'complete'], 'wire: engram_save resultTypes');
  for (const [first, retry, action] of [[saves[0], saves[1], 'accept'], [saves[2], saves[3], 'decline']]) {
    const state = first.result.requestState;
    t.ok(typeof state === 'string' && state.length > 0 && first.result.inputRequests?.approval?.method === 'elicitation/create',
      `wire: the first call's input_required carries inputRequests.approval (elicitation/create) and a requestState`);
    t.ok(retry.id !== first.id && retry.params.requestState === state && retry.params.inputResponses?.approval?.action === action,
      `wire: the retry has a new id, the same requestState and inputResponses.approval.action ${action}`);
  }
  t.eq(wire.filter((w) => w.dir === 's>c' && w.msg?.method && w.msg.id !== undefined).length, 0, 'wire: server-to-client requests');
  checkModernWire(t, wire, { inputRequired: true });
});
