// What the approval and note flows share: the candidates they propose, an
// elicitation handler that answers from a script and records what it was
// asked, and checks of the store on disk and through the engram CLI after
// a client wrote (or did not write) through the server.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Two candidates no memory of example/ resembles, so both are ADD.
export const BILLING = 'The billing worker runs on three replicas in production';
export const PINNING = 'Always pin container images by digest in deploy manifests';
export const SESSION_TEXT = `TYPE: knowledge | TEXT: ${BILLING}\nTYPE: rule | TEXT: ${PINNING}`;
// Two more for the decline and cancel cases, so each case has its own text.
export const QUEUE = 'The export queue drains every five minutes on weekdays';
export const FLAGS = 'Feature flags live in the flags table, never in environment variables';

// The note's secret: AWS's documented example key, which the server must
// turn into a placeholder before anything is shown or written.
export const AWS_KEY = 'AKIAIOSFODNN7EXAMPLE';
export const AWS_PLACEHOLDER = '<aws-access-key>';

export const text = (r) => r.content?.map((c) => c.text ?? '').join('') ?? '';
export const data = (r) => r.structuredContent?.data;

// scriptedElicitation answers elicitation/create with the next answer of
// the script (an object, or a function of the request params) and keeps
// every params it was given in asked.
export function scriptedElicitation(t) {
  const answers = [];
  const asked = [];
  return {
    asked,
    answers,
    answer: (a) => answers.push(a),
    handler: async (request) => {
      asked.push(request.params);
      const a = answers.shift();
      if (!a) t.fail(`unexpected elicitation/create: ${JSON.stringify(request.params).slice(0, 200)}`);
      return typeof a === 'function' ? a(request.params) : a;
    },
  };
}

// memoryFiles lists the memory Markdown files under a store (not the
// changelog, and not the inbox, proposals, archive or quarantine folders).
export function memoryFiles(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  const skip = new Set(['inbox', 'proposals', 'archive', 'quarantine']);
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) { if (!skip.has(name)) walk(p); }
      else if (name.endsWith('.md') && name !== 'changelog.md') out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

// filesMentioning lists the memory files of a store whose text contains s.
export function filesMentioning(dir, s) {
  return memoryFiles(dir).filter((f) => readFileSync(join(dir, f), 'utf8').includes(s));
}

const storeName = (t, dir) => (dir === t.global ? 'global store' : 'store');

// checkWritten: exactly one memory file of the store holds the text, file
// (relative to the store).
export function checkWritten(t, dir, s, file) {
  t.eq(filesMentioning(dir, s), [file], `${storeName(t, dir)}: memory files holding "${s.slice(0, 32)}…"`);
}

// checkNotWritten: no memory file of the store holds the text.
export function checkNotWritten(t, dir, s) {
  t.eq(filesMentioning(dir, s), [], `${storeName(t, dir)}: memory files holding "${s.slice(0, 32)}…"`);
}

// checkVerify: `engram verify` passes on the workspace.
export async function checkVerify(t) {
  const r = await t.engram('verify');
  if (r.code !== 0 || r.json?.data?.ok !== true) t.fail(`engram verify exited ${r.code}: ${r.stdout}${r.stderr}`);
  t.ok(true, `engram verify: exit 0, ${r.json.data.checked} files, all hashes match`);
}

// searchIDs runs `engram search` and returns the ids it found.
export async function searchIDs(t, query) {
  const r = await t.engram('search', query);
  if (r.code !== 0 || !r.json) t.fail(`engram search exited ${r.code}: ${r.stdout}${r.stderr}`);
  return r.json.data.entries.map((e) => e.id);
}
