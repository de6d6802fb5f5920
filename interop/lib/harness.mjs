// The interop harness: a registry of flows, and the context each flow gets.
//
// A flow is one async function that drives the built engram-mcp with one
// real client and asserts what it got back. Register it from a file in
// flows/ (every file there is loaded, in name order):
//
//   import { flow } from '../lib/harness.mjs';
//   flow('client x: what it proves', async (t) => { ... });
//
// t.server is {command, args, env} for a fresh server over a fresh copy of
// example/ (t.workspace); it runs through lib/tap.mjs, so t.wire() returns
// every message that crossed the pipe. t.note() adds a line to the report,
// t.fail() stops the flow, and t.eq/t.ok/t.includes are assertions that say
// what they compared. t.skip(reason) marks a flow as not applicable.
// opts: {timeoutMs (default 60000), wireLines: how many requests of the
// wire summary to print (default 40)}.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

export const interopDir = dirname(dirname(fileURLToPath(import.meta.url)));
export const repoDir = dirname(interopDir);
export const binDir = process.env.ENGRAM_INTEROP_BIN; // set by run.sh
export const serverBinary = binDir && join(binDir, 'engram-mcp');
export const goClient = binDir && join(binDir, 'goclient');
const tmpRoot = process.env.ENGRAM_INTEROP_TMP;

// Protocol facts the flows share.
export const MODERN = '2026-07-28';
export const LEGACY_LATEST = '2025-11-25';
export const READ_TOOLS = ['engram_load', 'engram_route', 'engram_search', 'engram_verify', 'engram_status'];
// A memory of example/ that a search for SEARCH_QUERY must find.
export const SEARCH_QUERY = 'database migration';
export const SEARCH_HIT = 'migrations-are-reversible';

const registry = [];

export function flow(name, fn, opts = {}) {
  if (registry.some((f) => f.name === name)) throw new Error(`duplicate flow ${name}`);
  registry.push({ name, fn, timeoutMs: opts.timeoutMs ?? 60000, wireLines: opts.wireLines ?? 40 });
}

export function flows() { return registry; }

class FlowFailure extends Error {}
class FlowSkip extends Error {}

// context is what a flow gets; one per flow, with its own workspace, HOME
// and wire log.
export function context(name) {
  const dir = mkdtempSync(join(tmpRoot, 'flow-'));
  const workspace = join(dir, 'workspace');
  cpSync(join(repoDir, 'example'), workspace, { recursive: true });
  const home = join(dir, 'home');
  mkdirSync(home);
  const log = join(dir, 'wire.jsonl');
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    USERPROFILE: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    ENGRAM_CONFIG_DIR: join(home, '.engram'),
    ENGRAM_GLOBAL_DIR: join(home, '.engram', 'global'),
  };
  const notes = [];
  const t = {
    name, dir, workspace, home, env, notes,
    server: { command: process.execPath, args: [join(interopDir, 'lib', 'tap.mjs'), log, serverBinary, '--workspace', workspace], env },
    // serverArgv is the server as one argv, for CLIs that take a command.
    get serverArgv() { return [t.server.command, ...t.server.args]; },
    wire: () => readWire(log),
    note: (s) => notes.push(s),
    fail: (s) => { throw new FlowFailure(s); },
    skip: (s) => { throw new FlowSkip(s); },
    ok(cond, what) {
      if (!cond) t.fail(`expected ${what}`);
      notes.push(`ok   ${what}`);
    },
    eq(actual, want, what) {
      if (!isDeepStrictEqual(actual, want)) t.fail(`${what}: got ${show(actual)}, want ${show(want)}`);
      notes.push(`ok   ${what} = ${show(want)}`);
    },
    includes(list, item, what) {
      if (!Array.isArray(list) || !list.some((x) => isDeepStrictEqual(x, item))) t.fail(`${what}: ${show(item)} not in ${show(list)}`);
      notes.push(`ok   ${what} includes ${show(item)}`);
    },
    // run spawns a command (a client CLI) and returns {code, stdout, stderr}.
    run: (argv, opts = {}) => runCommand(argv, { env, cwd: dir, ...opts }),
    // store is the workspace store; global the global store (created on
    // the first global write).
    store: join(workspace, '.agents', '.engram'),
    global: env.ENGRAM_GLOBAL_DIR,
    // engram runs the built CLI (the same binary) on this flow's workspace
    // with --json and returns {code, stdout, stderr, json}: how a flow checks
    // the store after a client wrote through the server.
    async engram(...args) {
      const r = await runCommand([join(binDir, 'engram'), ...args, '--workspace', workspace, '--json'], { env, cwd: dir });
      try { r.json = JSON.parse(r.stdout); } catch { r.json = undefined; }
      return r;
    },
  };
  return t;
}

function show(v) {
  const s = v === undefined ? 'undefined' : JSON.stringify(v);
  return s.length > 200 ? s.slice(0, 200) + '…' : s;
}

// readWire parses the tap log into messages: {pid, dir, msg} where msg is
// the decoded JSON (or {unparsed: line} for a line that was not JSON).
export function readWire(log) {
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8').split('\n').filter(Boolean).map((l) => {
    const { pid, dir, line } = JSON.parse(l);
    if (dir === 'exit') return { pid, dir, exit: line };
    try { return { pid, dir, msg: JSON.parse(line) }; } catch { return { pid, dir, msg: { unparsed: line } }; }
  });
}

// exchanges pairs each client request with the server's answer, in the
// order the client sent them: {pid, method, version, params, result, error}.
// With fromServer, it pairs the server's requests (elicitation/create in
// the legacy era) with the client's answers instead; pos orders both kinds.
export function exchanges(wire, { fromServer = false } = {}) {
  const [ask, answer] = fromServer ? ['s>c', 'c>s'] : ['c>s', 's>c'];
  const out = [];
  const open = new Map();
  wire.forEach((w, pos) => {
    if (!w.msg) return;
    const m = w.msg;
    if (w.dir === ask && m.method && m.id !== undefined) {
      const meta = m.params?._meta ?? {};
      const x = { pid: w.pid, pos, method: m.method, id: m.id, params: m.params,
        version: meta['io.modelcontextprotocol/protocolVersion'] ?? (m.method === 'initialize' ? `initialize ${m.params?.protocolVersion}` : 'legacy session') };
      open.set(`${w.pid}/${JSON.stringify(m.id)}`, x);
      out.push(x);
    } else if (w.dir === answer && m.id !== undefined && !m.method) {
      const x = open.get(`${w.pid}/${JSON.stringify(m.id)}`);
      if (x) { x.result = m.result; x.error = m.error; x.answered = true; }
    }
  });
  return out;
}

// summarizeWire is the report's picture of a session: one line per request
// with the version it carried and what came back.
export function summarizeWire(wire) {
  const pids = [...new Set(wire.map((w) => w.pid))];
  const fromServer = exchanges(wire, { fromServer: true }).map((x) => ({ ...x, fromServer: true }));
  return [...exchanges(wire), ...fromServer].sort((a, b) => a.pos - b.pos).map((x) => {
    const proc = pids.length > 1 ? `[process ${pids.indexOf(x.pid) + 1}] ` : '';
    if (x.fromServer) {
      const answer = x.error ? `error ${x.error.code} ${x.error.message}` : x.answered ? (x.result?.action ?? 'ok') : 'no answer';
      return `${proc}  ⇠ server request ${x.method} ⇢ ${answer}`;
    }
    let what = x.method;
    if (x.method === 'tools/call') what += ` ${x.params?.name}`;
    if (x.params?.inputResponses) what += ` + inputResponses (${Object.entries(x.params.inputResponses).map(([k, v]) => `${k}: ${v?.action}`).join(', ')})`;
    if (x.params?.requestState) what += ' + requestState';
    let answer;
    if (x.error) answer = `error ${x.error.code} ${x.error.message}`;
    else if (!x.answered) answer = 'no answer';
    else {
      const r = x.result ?? {};
      const bits = [];
      if (r.protocolVersion) bits.push(`protocolVersion ${r.protocolVersion}`);
      if (r.supportedVersions) bits.push(`supportedVersions ${r.supportedVersions.join(',')}`);
      if (r.tools) bits.push(`${r.tools.length} tools`);
      for (const k of ['resources', 'resourceTemplates', 'prompts', 'contents', 'messages']) {
        if (Array.isArray(r[k])) bits.push(`${r[k].length} ${k}`);
      }
      if (r.content) bits.push(`${r.content.length} content${r.structuredContent ? ' + structuredContent' : ''}${r.isError ? ' isError' : ''}`);
      if (r.resultType) bits.push(`resultType ${r.resultType}`);
      if (r.ttlMs !== undefined) bits.push(`ttlMs ${r.ttlMs} ${r.cacheScope}`);
      answer = bits.join(', ') || 'ok';
    }
    return `${proc}→ ${what} (${x.version}) ← ${answer}`;
  });
}

export function runCommand(argv, { env, cwd, timeoutMs = 60000, input = '' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    const timer = setTimeout(() => { stderr += `\n(killed after ${timeoutMs} ms)`; child.kill('SIGKILL'); }, timeoutMs);
    child.on('close', (code, signal) => { clearTimeout(timer); resolve({ code: code ?? signal, stdout, stderr }); });
    // A child that exits before reading its input (a CLI that does not
    // read stdin) closes the pipe first: the write then fails with EPIPE,
    // which is not the command's result. Its exit status still is.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

export { FlowFailure, FlowSkip };
