// engram_note through real clients (product page "Working-tier notes"): a
// redacted task note written to the gitignored working tier after one
// yes/cancel answer, through the legacy dialog, the token flow, and the
// 2026-07-28 input_required retry. The note text carries an AWS access key,
// which must become a placeholder before anything is shown or written.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { flow, MODERN } from '../lib/harness.mjs';
import { AWS_KEY, AWS_PLACEHOLDER, text, data, scriptedElicitation, memoryFiles, checkVerify } from '../lib/store.mjs';

const NOTE = `Staging deploy fails with 403 until the key ${AWS_KEY} is rotated in the deploy job`;
const OBJECTIVE = 'fix the staging deploy';
const noteArgs = { text: NOTE, objective: OBJECTIVE };

// checkNoteForm: the one yes/cancel question, which never shows the key.
function checkNoteForm(t, form) {
  t.eq(Object.keys(form.requestedSchema.properties), ['save'], 'the note dialog asks one question');
  t.eq(form.requestedSchema.properties.save.type, 'boolean', 'the note dialog\'s "save" type');
  t.ok(!JSON.stringify(form).includes(AWS_KEY), 'the note dialog does not show the AWS key');
}

// checkNoteWritten: engram_note's {id, file, valid_until}, the file in
// working/ with the key replaced, nothing durable, and no server message
// that carried the key.
async function checkNoteWritten(t, note) {
  t.eq(Object.keys(note ?? {}).sort(), ['file', 'id', 'valid_until'], 'structuredContent.data keys');
  t.eq(note.file, `working/${note.id}.md`, 'structuredContent.data.file');
  t.ok(/^\d{4}-\d{2}-\d{2}$/.test(note.valid_until) && note.valid_until > new Date().toISOString().slice(0, 10), `valid_until ${note.valid_until} is a future date`);
  const path = join(t.store, note.file);
  t.ok(existsSync(path), `${note.file} exists in the workspace store`);
  const body = readFileSync(path, 'utf8');
  t.ok(body.includes(AWS_PLACEHOLDER) && !body.includes(AWS_KEY), `${note.file} has ${AWS_PLACEHOLDER} and not the key`);
  for (const line of ['tier: working', 'source: note', `valid_until: ${note.valid_until}`]) {
    if (!body.includes(line)) t.fail(`${note.file} has no "${line}" line:\n${body}`);
  }
  t.ok(body.includes(OBJECTIVE), `${note.file}: tier working, source note, valid_until, objective`);
  t.eq(memoryFiles(t.store).filter((f) => !f.startsWith('working/') && readFileSync(join(t.store, f), 'utf8').includes('Staging deploy fails')), [], 'durable memory files holding the note');
  t.ok(readFileSync(join(t.store, '.gitignore'), 'utf8').split('\n').includes('working/'), 'working/ is gitignored in the store');
  const leaked = t.wire().filter((w) => w.dir === 's>c' && JSON.stringify(w.msg).includes(AWS_KEY));
  t.eq(leaked.length, 0, 'wire: server messages carrying the AWS key');
  await checkVerify(t);
}

async function legacyClient(t, elicit) {
  const client = new LegacyClient({ name: 'engram-interop', version: '1' }, elicit ? { capabilities: { elicitation: {} } } : {});
  if (elicit) client.setRequestHandler(ElicitRequestSchema, elicit.handler);
  await client.connect(new LegacyTransport({ ...t.server, stderr: 'pipe' }));
  return client;
}

flow('ts sdk 1.32.2 with an elicitation handler: engram_note, {save: true} writes working/<id>.md, the AWS key redacted', async (t) => {
  const elicit = scriptedElicitation(t);
  const client = await legacyClient(t, elicit); // elicitation: {} (form, the 2025-06-18 way of saying it)
  let note;
  try {
    elicit.answer({ action: 'accept', content: { save: true } });
    const r = await client.callTool({ name: 'engram_note', arguments: noteArgs });
    t.eq(elicit.asked.length, 1, 'elicitation/create requests during engram_note');
    checkNoteForm(t, elicit.asked[0]);
    t.eq(r.isError ?? false, false, 'engram_note isError');
    t.ok(!text(r).includes('engram-approval-'), 'no approval_token in the result');
    note = data(r);
  } finally {
    await client.close();
  }
  await checkNoteWritten(t, note);
});

flow('ts sdk 1.32.2 without elicitation: engram_note preview, engram_commit writes working/<id>.md, the AWS key redacted', async (t) => {
  const client = await legacyClient(t);
  let note;
  try {
    const p = await client.callTool({ name: 'engram_note', arguments: noteArgs });
    t.eq(p.isError ?? false, false, 'engram_note isError');
    t.ok(text(p).includes(AWS_PLACEHOLDER) && !text(p).includes(AWS_KEY), `the preview shows ${AWS_PLACEHOLDER}, not the key`);
    const d = data(p);
    t.eq(d.candidates.map((c) => [c.n, c.verdict]), [[1, 'NOTE']], 'structuredContent.data.candidates [n, verdict]');
    t.ok(d.approval_token?.startsWith('engram-approval-'), 'structuredContent.data.approval_token');
    t.eq(existsSync(join(t.store, d.candidates[0].file)), false, `${d.candidates[0].file} exists before engram_commit`);
    const c = await client.callTool({ name: 'engram_commit', arguments: { approval_token: d.approval_token, approve: 'all' } });
    t.eq(c.isError ?? false, false, 'engram_commit isError');
    note = data(c);
    t.eq(note?.id, d.candidates[0].id, 'engram_commit returns the proposed note id');
  } finally {
    await client.close();
  }
  await checkNoteWritten(t, note);
});

flow('ts client 2.4.0 pinned to 2026-07-28 with an elicitation handler: engram_note via input_required, the AWS key redacted', async (t) => {
  const elicit = scriptedElicitation(t);
  const client = new Client({ name: 'engram-interop', version: '1' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: MODERN } } });
  client.setRequestHandler('elicitation/create', elicit.handler);
  await client.connect(new StdioClientTransport({ ...t.server, stderr: 'pipe' }));
  let note;
  try {
    elicit.answer({ action: 'accept', content: { save: true } });
    const r = await client.callTool({ name: 'engram_note', arguments: noteArgs });
    t.eq(elicit.asked.length, 1, 'the elicitation handler ran once for engram_note');
    checkNoteForm(t, elicit.asked[0]);
    t.eq(r.isError ?? false, false, 'engram_note isError');
    note = data(r);
  } finally {
    await client.close();
  }
  await checkNoteWritten(t, note);
  t.eq(t.wire().filter((w) => w.dir === 's>c' && w.msg?.method && w.msg.id !== undefined).length, 0, 'wire: server-to-client requests');
});
