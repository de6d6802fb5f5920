// Engram against the real host CLIs (issue 18, "Done when"): for each host
// and scope, `engram link` → the host's own `mcp list` / `mcp get` sees
// engram (and connects where it checks) → `engram unlink` → the host no
// longer lists it; the same after the host added and removed a server of
// its own; and a `codex exec` session against a stand-in model on 127.0.0.1
// showing that engram_commit does not run without approval under "prompt".
// Every check prints the host's own output lines it relied on.
// Usage: node check.mjs (run.sh sets ENGRAM_HOSTS_BIN and the npm prefix).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const engramBin = process.env.ENGRAM_HOSTS_BIN;
const hostBin = path.join(here, 'node_modules', '.bin');
const only = process.argv.slice(2);
let passed = 0, failed = 0;

const strip = (s) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
const noise = /WARNING: proceeding, even though|^Stack backtrace|^\s+\d+: <unknown>|^\s*$/;

function scratch(name) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `engram-hosts-${name}-`));
  const home = path.join(root, 'home'), ws = path.join(root, 'project');
  fs.mkdirSync(home); fs.mkdirSync(ws);
  const env = {
    HOME: home, PATH: [engramBin, hostBin, '/usr/local/bin', '/usr/bin', '/bin'].join(path.delimiter),
    TERM: 'dumb', NO_COLOR: '1', LANG: 'C.UTF-8', TMPDIR: process.env.TMPDIR || os.tmpdir(),
    npm_config_cache: process.env.npm_config_cache || path.join(home, '.npm'),
  };
  return { root, home, ws, env };
}

function run(s, cmd, args, opts = {}) {
  if (s.etc) {
    // A policy flow: the command runs in a mount namespace of its own whose
    // /etc is an overlay with s.etc on top, so the hosts' system policy
    // files (/etc/claude-code, /etc/gemini-cli) exist for it alone.
    args = ['-m', '--propagation', 'private', 'sh', '-c',
      'mount -t overlay overlay -o "lowerdir=/etc,upperdir=$0,workdir=$1" /etc && shift && exec "$@"',
      s.etc, s.etcWork, cmd, ...args];
    cmd = 'unshare';
  }
  const r = spawnSync(cmd, args, { cwd: s.ws, env: s.env, encoding: 'utf8', timeout: 120000, input: opts.input ?? '' });
  const out = strip((r.stdout || '') + (r.stderr || ''));
  return { code: r.status, out, lines: out.split('\n').filter((l) => !noise.test(l)) };
}

function quote(label, r, pattern) {
  const hits = r.lines.filter((l) => pattern ? pattern.test(l) : true);
  for (const l of (hits.length ? hits : r.lines).slice(0, 6)) console.log(`      ${label}| ${l}`);
}

function check(what, ok, r, label, pattern) {
  if (r) quote(label, r, pattern);
  console.log(`    ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  ok ? passed++ : failed++;
  return ok;
}

function engram(s, ...args) {
  const r = run(s, 'engram', args);
  for (const l of r.lines) console.log(`      engram| ${l}`);
  if (r.code !== 0) { console.log(`    FAIL engram ${args.join(' ')} exited ${r.code}`); failed++; }
  return r;
}

// runPrinted runs the "run: …" line engram printed for the user (every
// one with all) in sh, as a user pasting it would: its quoting is the
// shell's to read.
function runPrinted(s, r, label, all = false) {
  const lines = r.lines.filter((l) => l.startsWith('run: '));
  if (!lines.length) { check('engram printed a command to run', false, r, label); return; }
  for (const line of all ? lines : lines.slice(0, 1)) {
    const cmd = line.slice(5).split('   (')[0].trim();
    const out = run(s, 'sh', ['-c', cmd]);
    check(`ran the printed "${cmd}" in sh`, out.code === 0, out, label);
  }
}

function leftovers(s, dir) {
  const out = [];
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p); else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

const flows = [];
const flow = (name, fn) => flows.push({ name, fn });

// withPolicy gives s a private /etc (run's overlay) holding files, paths
// relative to /etc; false (the flow skipped, said why) where a mount
// namespace cannot be made: it needs root and unshare.
let policyOK;
function withPolicy(s, files) {
  policyOK ??= process.getuid?.() === 0 && spawnSync('unshare', ['-m', 'true']).status === 0;
  if (!policyOK) { console.log('    skip (needs root and unshare -m for a private /etc)'); return false; }
  s.etc = path.join(s.root, 'etc'); s.etcWork = path.join(s.root, 'etc-work');
  fs.mkdirSync(s.etcWork);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(s.etc, rel)), { recursive: true });
    fs.writeFileSync(path.join(s.etc, rel), text);
  }
  return true;
}

// ---- Claude Code ------------------------------------------------------
function claudeScratch(name) {
  const s = scratch(name);
  // What a user's click on "approve this project's servers" stores; without
  // it Claude lists a project server as "Pending approval" and never starts it.
  fs.mkdirSync(path.join(s.home, '.claude'), { recursive: true });
  fs.writeFileSync(path.join(s.home, '.claude', 'settings.json'), '{"enableAllProjectMcpServers": true}\n');
  return s;
}

function claudeSees(s, scope, want) {
  const list = run(s, 'claude', ['mcp', 'list']);
  const get = run(s, 'claude', ['mcp', 'get', 'engram']);
  if (want) {
    check(`claude mcp list: engram ✔ Connected`, /^engram: .*✔ Connected/m.test(list.out), list, 'claude mcp list', /^engram:/);
    check(`claude mcp get engram: ${scope}`, get.code === 0 && get.out.includes(scope), get, 'claude mcp get', /Scope|Status|Command/);
  } else {
    check('claude mcp list/get: no engram', !/^engram:/m.test(list.out) && get.code !== 0, get, 'claude mcp get', /engram/);
  }
}

for (const round of ['plain', 'after claude added and removed its own server']) {
  flow(`claude workspace (${round})`, () => {
    const s = claudeScratch('claude-ws');
    engram(s, 'link', 'claude');
    if (round !== 'plain') {
      check('claude mcp add --scope project other', run(s, 'claude', ['mcp', 'add', '--scope', 'project', 'other', '--', 'other-cmd']).code === 0);
      check('claude mcp remove other -s project', run(s, 'claude', ['mcp', 'remove', 'other', '-s', 'project']).code === 0);
    }
    claudeSees(s, 'Project config', true);
    engram(s, 'unlink', 'claude');
    claudeSees(s, '', false);
    const left = leftovers(s, s.ws);
    check(`workspace after unlink: ${left.join(', ') || 'empty'}`, round !== 'plain' || left.length === 0);
  });
  flow(`claude user scope (${round})`, () => {
    const s = claudeScratch('claude-user');
    runPrinted(s, engram(s, 'link', '--global', 'claude'), 'printed');
    if (round !== 'plain') {
      check('claude mcp add --scope user other', run(s, 'claude', ['mcp', 'add', '--scope', 'user', 'other', '--', 'other-cmd']).code === 0);
      check('claude mcp remove other -s user', run(s, 'claude', ['mcp', 'remove', 'other', '-s', 'user']).code === 0);
    }
    claudeSees(s, 'User config', true);
    const doc = engram(s, 'doctor');
    check('engram doctor reads ~/.claude.json', /pass +host\.claude\.global/.test(doc.out));
    runPrinted(s, engram(s, 'unlink', '--global', 'claude'), 'printed');
    claudeSees(s, '', false);
  });
}

// Claude Code's user and local scopes live in ~/.claude.json, which only
// 'claude mcp' edits: a server there from engram 0.0.28 is re-pinned by the
// lines 'engram upgrade' prints, and doctor checks the local one.
flow('claude user and local scopes upgraded from 0.0.28', () => {
  const s = claudeScratch('claude-upgrade');
  const old = ['--', 'npx', '-y', '--package', '@the-long-ride/engram@0.0.28', 'engram-mcp'];
  for (const scope of ['local', 'user']) {
    check(`claude mcp add --scope ${scope} engram (0.0.28)`, run(s, 'claude', ['mcp', 'add', '--scope', scope, 'engram', ...old]).code === 0);
  }
  const before = engram(s, 'doctor');
  check('engram doctor: host.claude.local pinned to 0.0.28', /warn +host\.claude\.local .*pinned to 0\.0\.28/.test(before.out));
  runPrinted(s, engram(s, 'upgrade'), 'printed', true);
  const get = run(s, 'claude', ['mcp', 'get', 'engram']);
  check('claude mcp get engram: Local config, engram-mcp', /Local config/.test(get.out) && /Command: engram-mcp/.test(get.out) && !get.out.includes('0.0.28'), get, 'claude mcp get', /Scope|Command/);
  const after = engram(s, 'doctor');
  check('engram doctor: host.claude.local and .global pass', /pass +host\.claude\.local/.test(after.out) && /pass +host\.claude\.global/.test(after.out), after, 'doctor', /host\.claude/);
  claudeSees(s, 'Local config', true);
});

// The same from a project whose path holds spaces and non-ASCII, the old
// server started with --workspace naming it: the printed pair, pasted into
// sh, must give Claude the path as one argument, or the server fails.
flow('claude local scope in "My Projects/café app" upgraded from 0.0.28', () => {
  const s = claudeScratch('claude-spaces');
  s.ws = path.join(s.root, 'My Projects', 'café app');
  fs.mkdirSync(s.ws, { recursive: true });
  const old = ['--', 'npx', '-y', '--package', '@the-long-ride/engram@0.0.28', 'engram-mcp', '--workspace', s.ws];
  check('claude mcp add --scope local engram (0.0.28, --workspace with spaces)', run(s, 'claude', ['mcp', 'add', '--scope', 'local', 'engram', ...old]).code === 0);
  runPrinted(s, engram(s, 'upgrade'), 'printed', true);
  const get = run(s, 'claude', ['mcp', 'get', 'engram']);
  check('claude mcp get engram: engram-mcp --workspace …/café app', /Command: engram-mcp/.test(get.out) && get.out.includes(s.ws) && !get.out.includes('0.0.28'), get, 'claude mcp get', /Scope|Command|Args/);
  claudeSees(s, 'Local config', true);
});

// Claude Code's policy (hosts_claudemanaged.go): a managed deniedMcpServers
// naming engram, an allowlist without it, or a managed-mcp.json without it
// keeps engram out of 'claude mcp list'; link names the file and doctor
// warns. The last row is the control: a managed allowlist naming engram.
for (const [what, files, blocked] of [
  ['managed-settings.json denies engram', { 'claude-code/managed-settings.json': '{"deniedMcpServers": [{"serverName": "engram"}]}' }, true],
  ['a managed-settings.d allowlist without engram', { 'claude-code/managed-settings.d/10-mcp.json': '{"allowedMcpServers": [{"serverName": "other"}]}' }, true],
  ['managed-mcp.json without engram', { 'claude-code/managed-mcp.json': '{"mcpServers": {}}' }, true],
  ['a managed allowlist naming engram', { 'claude-code/managed-settings.json': '{"allowedMcpServers": [{"serverName": "engram"}]}' }, false],
]) {
  flow(`claude policy: ${what}`, () => {
    const s = claudeScratch('claude-policy');
    if (!withPolicy(s, files)) return;
    const l = engram(s, 'link', 'claude');
    check(`engram link ${blocked ? 'names' : 'says nothing of'} the policy file`, /note: \/etc\/claude-code\/.*(does not start it|loads only)/.test(l.out) === blocked);
    claudeSees(s, 'Project config', !blocked);
    const doc = engram(s, 'doctor');
    check(`engram doctor: ${blocked ? 'warn' : 'no'} host.claude_blocked`, /warn +host\.claude_blocked +\/etc\/claude-code\//.test(doc.out) === blocked);
  });
}

// A "no" to Claude Code's question about the project's servers
// (disabledMcpjsonServers in ~/.claude.json's entry for the project):
// Claude Code neither starts engram nor asks again; link names the
// command that undoes the answer, and after it Claude asks again.
flow('claude: the project\'s servers declined', () => {
  const s = scratch('claude-declined');
  fs.writeFileSync(path.join(s.home, '.claude.json'), JSON.stringify({ projects: { [s.ws]: { disabledMcpjsonServers: ['engram'] } } }));
  const l = engram(s, 'link', 'claude');
  check('engram link names claude mcp reset-project-choices', /disabledMcpjsonServers.*reset-project-choices/.test(l.out));
  // 'claude mcp get' still shows the declined server; the list leaves it out.
  const declined = run(s, 'claude', ['mcp', 'list']);
  check('claude mcp list: no engram', !/^engram:/m.test(declined.out), declined, 'claude mcp list', /engram|No MCP/);
  const doc = engram(s, 'doctor');
  check('engram doctor: warn host.claude_declined', /warn +host\.claude_declined/.test(doc.out));
  check('claude mcp reset-project-choices', run(s, 'claude', ['mcp', 'reset-project-choices']).code === 0);
  const list = run(s, 'claude', ['mcp', 'list']);
  check('claude mcp list: engram Pending approval', /^engram: .*Pending approval/m.test(list.out), list, 'claude mcp list', /^engram:/);
  const again = engram(s, 'link', 'claude');
  check('engram link: Claude Code asks when it first starts here', /it asks when it first starts here/.test(again.out) && !/disabledMcpjsonServers/.test(again.out));
});

// ---- Gemini CLI -------------------------------------------------------
function geminiScratch(name) {
  const s = scratch(name);
  fs.mkdirSync(path.join(s.home, '.gemini'), { recursive: true });
  // Gemini suppresses every MCP server in an untrusted folder.
  fs.writeFileSync(path.join(s.home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [s.ws]: 'TRUST_FOLDER' }));
  return s;
}

for (const [scope, flag, gscope] of [['workspace', [], 'project'], ['user scope', ['--global'], 'user']]) {
  for (const round of ['plain', 'after gemini added and removed its own server']) {
    flow(`gemini ${scope} (${round})`, () => {
      const s = geminiScratch('gemini');
      engram(s, 'link', ...flag, 'gemini');
      if (round !== 'plain') {
        check(`gemini mcp add -s ${gscope} other`, run(s, 'gemini', ['mcp', 'add', '-s', gscope, 'other', 'other-cmd']).code === 0);
        check(`gemini mcp remove -s ${gscope} other`, run(s, 'gemini', ['mcp', 'remove', '-s', gscope, 'other']).code === 0);
      }
      const list = run(s, 'gemini', ['mcp', 'list']);
      check('gemini mcp list: ✓ engram … Connected', /✓ engram: .*Connected/.test(list.out), list, 'gemini mcp list', /engram/);
      engram(s, 'unlink', ...flag, 'gemini');
      const after = run(s, 'gemini', ['mcp', 'list']);
      check('gemini mcp list: no engram', !/engram/.test(after.out), after, 'gemini mcp list', /server/i);
    });
  }
}

// A dotfiles manager (stow, a symlinking chezmoi setup) keeps
// ~/.gemini/settings.json as a link into its repository: link edits the
// file it points to and leaves the link a link, Gemini CLI reads the
// server through it, and unlink gives the file back byte for byte; a link
// to nothing (the repository moved) is refused, never replaced.
flow('gemini user scope through a dotfiles symlink', () => {
  const s = geminiScratch('gemini-dotfiles');
  const dot = path.join(s.home, 'dotfiles', 'gemini');
  fs.mkdirSync(dot, { recursive: true });
  const mine = '{\n  // kept by my dotfiles\n  "ui": {"theme": "GitHub"}\n}\n';
  fs.writeFileSync(path.join(dot, 'settings.json'), mine);
  const link = path.join(s.home, '.gemini', 'settings.json');
  fs.symlinkSync(path.join('..', 'dotfiles', 'gemini', 'settings.json'), link);
  engram(s, 'link', '--global', 'gemini');
  check('~/.gemini/settings.json is still a link', fs.lstatSync(link).isSymbolicLink());
  const list = run(s, 'gemini', ['mcp', 'list']);
  check('gemini mcp list: ✓ engram … Connected', /✓ engram: .*Connected/.test(list.out), list, 'gemini mcp list', /engram/);
  engram(s, 'unlink', '--global', 'gemini');
  check('unlink gave the dotfile back byte for byte', fs.readFileSync(path.join(dot, 'settings.json'), 'utf8') === mine && fs.lstatSync(link).isSymbolicLink());
  fs.rmSync(dot, { recursive: true });
  const r = run(s, 'engram', ['link', '--global', 'gemini']);
  check('a link to nothing: exit 3, the link kept', r.code === 3 && fs.lstatSync(link).isSymbolicLink() && !fs.existsSync(path.join(dot, 'settings.json')), r, 'engram', /link to/);
});

// Gemini CLI's system settings and system defaults (root's files in
// /etc/gemini-cli): an mcp.allowed without engram or an mcp.excluded
// naming it blocks engram; link names the file, doctor warns.
for (const [what, file, text] of [
  ['system settings allow only another server', 'settings.json', '{"mcp": {"allowed": ["other"]}}'],
  ['system defaults exclude engram', 'system-defaults.json', '{"mcp": {"excluded": ["engram"]}}'],
]) {
  flow(`gemini ${what}`, () => {
    const s = geminiScratch('gemini-system');
    if (!withPolicy(s, { [`gemini-cli/${file}`]: text })) return;
    const l = engram(s, 'link', 'gemini');
    check(`engram link names /etc/gemini-cli/${file}`, l.out.includes(`note: /etc/gemini-cli/${file}: mcp.`));
    const list = run(s, 'gemini', ['mcp', 'list']);
    check('gemini mcp list: engram Blocked', /engram.*Blocked/.test(list.out), list, 'gemini mcp list', /engram/);
    const doc = engram(s, 'doctor');
    check('engram doctor: warn host.gemini_blocked', /warn +host\.gemini_blocked +\/etc\/gemini-cli\//.test(doc.out));
  });
}

// ---- Codex ------------------------------------------------------------
function codexScratch(name) {
  const s = scratch(name);
  fs.mkdirSync(path.join(s.home, '.codex'), { recursive: true });
  // The answer to Codex's "trust this folder?" question, which it asks
  // before reading a project's .codex/config.toml.
  fs.writeFileSync(path.join(s.home, '.codex', 'config.toml'), `[projects.${JSON.stringify(s.ws)}]\ntrust_level = "trusted"\n`);
  return s;
}

function codexSees(s, want) {
  const list = run(s, 'codex', ['mcp', 'list']);
  const get = run(s, 'codex', ['mcp', 'get', 'engram']);
  if (want) {
    check('codex mcp list: engram enabled', /^engram\s+engram-mcp\s.*enabled/m.test(list.out), list, 'codex mcp list', /^(Name|engram)/);
    check('codex mcp get engram: command engram-mcp', get.code === 0 && /command: engram-mcp/.test(get.out), get, 'codex mcp get', /engram|command/);
  } else {
    check('codex mcp list/get: no engram', !/^engram\s/m.test(list.out) && get.code !== 0, get, 'codex mcp get', /engram/);
  }
}

for (const [scope, flag] of [['workspace', []], ['user scope', ['--global']]]) {
  for (const round of ['plain', 'after codex added and removed its own server']) {
    flow(`codex ${scope} (${round})`, () => {
      const s = codexScratch('codex');
      engram(s, 'link', ...flag, 'codex');
      const file = flag.length ? path.join(s.home, '.codex', 'config.toml') : path.join(s.ws, '.codex', 'config.toml');
      if (round !== 'plain') {
        // codex mcp add/remove rewrite ~/.codex/config.toml.
        check('codex mcp add other', run(s, 'codex', ['mcp', 'add', 'other', '--', 'other-cmd']).code === 0);
        check('codex mcp remove other', run(s, 'codex', ['mcp', 'remove', 'other']).code === 0);
        codexSees(s, true);
        const relink = engram(s, 'link', ...flag, 'codex');
        check('engram link again leaves one intact block', /# >>> engram/.test(fs.readFileSync(file, 'utf8')) && !/not registered here/.test(relink.out));
      }
      codexSees(s, true);
      engram(s, 'unlink', ...flag, 'codex');
      codexSees(s, false);
    });
  }
}

// A git worktree of a repository trusted in Codex: Codex trusts the
// worktree by the main repository's entry, so link gives no trust note
// and 'codex mcp list' shows engram from the worktree's config.
flow('codex in a git worktree of a trusted repository', () => {
  const s = codexScratch('codex-worktree');
  const git = (...a) => run(s, 'git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...a]);
  check('git init, commit, worktree add', git('init', '-q').code === 0 && git('commit', '-q', '--allow-empty', '-m', 'init').code === 0 &&
    git('worktree', 'add', '-q', path.join(s.root, 'wt'), '-b', 'wt').code === 0);
  s.ws = path.join(s.root, 'wt');
  const l = engram(s, 'link', 'codex');
  check('engram link: no trust note', !/only in a project you trust/.test(l.out));
  codexSees(s, true);
  engram(s, 'unlink', 'codex');
  codexSees(s, false);
});

// Codex reads servers written as one inline value (`mcp_servers = { … }`,
// valid TOML), which no [mcp_servers.engram] table may extend: link writes
// nothing, names the line and what to change (it said "would not parse
// here" and "cannot parse", ux57); with the servers written as tables it
// links, and Codex lists both; unlink leaves the user's tables as written.
flow('codex user scope: servers written as one inline mcp_servers value', () => {
  const s = codexScratch('codex-inline');
  const file = path.join(s.home, '.codex', 'config.toml');
  const trust = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, 'mcp_servers = { docs = { command = "docs-mcp" } }\n' + trust);
  const before = fs.readFileSync(file, 'utf8');
  const list = run(s, 'codex', ['mcp', 'list']);
  check('codex mcp list: docs (Codex reads the inline value)', /^docs\s+docs-mcp/m.test(list.out), list, 'codex mcp list', /^(Name|docs)/);
  const l = run(s, 'engram', ['link', '--global', 'codex']);
  for (const line of l.lines) console.log(`      engram| ${line}`);
  check('engram link: exit 3, names config.toml:1:1 and the [mcp_servers.NAME] tables, no "parse"',
    l.code === 3 && /config\.toml:1:1: mcp_servers is written as one value/.test(l.out) && /\[mcp_servers\.NAME\]/.test(l.out) && !/parse/.test(l.out));
  check('config.toml unchanged', fs.readFileSync(file, 'utf8') === before);
  const tables = '[mcp_servers.docs]\ncommand = "docs-mcp"\n\n' + trust;
  fs.writeFileSync(file, tables);
  engram(s, 'link', '--global', 'codex');
  codexSees(s, true);
  const both = run(s, 'codex', ['mcp', 'list']);
  check('codex mcp list: docs still there', /^docs\s+docs-mcp/m.test(both.out), both, 'codex mcp list', /^docs/);
  engram(s, 'unlink', '--global', 'codex');
  codexSees(s, false);
  check('config.toml as the user wrote it', fs.readFileSync(file, 'utf8') === tables);
});

// What a user adds to the managed block (a key, an env, a server option)
// link keeps and Codex reads; link --force writes the block anew and said
// nothing of what it dropped: it names each now (never a value), and Codex
// runs the plain entry.
flow('codex user scope: link --force names what it dropped from the block', () => {
  const s = codexScratch('codex-force');
  const file = path.join(s.home, '.codex', 'config.toml');
  engram(s, 'link', '--global', 'codex');
  const added = fs.readFileSync(file, 'utf8')
    .replace(/^args = \[(.*)\]$/m, (_, a) => `args = [${a ? a + ', ' : ''}"--no-elicitation"]\nstartup_timeout_sec = 30\nenv = { ENGRAM_FLOW = "s3cret" }`);
  fs.writeFileSync(file, added);
  const get = run(s, 'codex', ['mcp', 'get', 'engram']);
  check('codex mcp get engram: --no-elicitation and the env', /--no-elicitation/.test(get.out) && /ENGRAM_FLOW/.test(get.out), get, 'codex mcp get', /args|env|command/);
  const l = engram(s, 'link', '--global', 'codex');
  check('engram link keeps them: config.toml unchanged', fs.readFileSync(file, 'utf8') === added && /unchanged .*config\.toml/.test(l.out));
  const f = engram(s, 'link', '--global', 'codex', '--force');
  check('engram link --force names "startup_timeout_sec", "env", the options --no-elicitation, no value',
    /dropped what you had added to it: "startup_timeout_sec", "env", the options --no-elicitation; a link without --force keeps it/.test(f.out) && !/s3cret/.test(f.out));
  codexSees(s, true);
  const after = run(s, 'codex', ['mcp', 'get', 'engram']);
  check('codex mcp get engram: neither any more', !/--no-elicitation|ENGRAM_FLOW/.test(after.out), after, 'codex mcp get', /args|env/);
  engram(s, 'unlink', '--global', 'codex');
  codexSees(s, false);
});

// codexSession runs `codex exec` against the stand-in model, which calls
// engram_commit with a real token; returns the output and whether the
// memory file was written.
async function codexSession(s, mode) {
  const save = run(s, 'engram', ['save', 'Always run the linter before pushing a branch.', '--json']);
  const token = JSON.parse(save.out).data.approval_token;
  const log = path.join(s.root, 'standin.log');
  const model = spawn(process.execPath, [path.join(here, 'standin-model.mjs')], {
    env: { ...s.env, ENGRAM_STANDIN_LOG: log, ENGRAM_STANDIN_ARGS: JSON.stringify({ approval_token: token, approve: 'all' }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    model.stdout.on('data', (d) => { const m = /port (\d+)/.exec(String(d)); if (m) resolve(m[1]); });
    model.on('exit', () => reject(new Error('stand-in model exited')));
  });
  try {
    const r = run(s, 'codex', ['exec', '--skip-git-repo-check',
      '-c', 'model="stand-in"', '-c', 'model_provider="standin"',
      '-c', `model_providers.standin={name="standin",base_url="http://127.0.0.1:${port}/v1",wire_api="responses"}`,
      'Save the linter rule to project memory.']);
    const written = fs.existsSync(path.join(s.ws, '.agents', '.engram', 'rules', 'always-run-the-linter-before-pushing-a-branch.md'));
    const turns = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [];
    return { r, written, tools: (turns[0] || {}).tools || [] };
  } finally {
    model.kill();
  }
}

for (const mode of ['prompt', 'approve', 'missing']) {
  flow(`codex exec session, approval_mode = "${mode}"`, async () => {
    const s = codexScratch('codex-exec');
    engram(s, 'init');
    engram(s, 'link', 'codex');
    const file = path.join(s.ws, '.codex', 'config.toml');
    const text = fs.readFileSync(file, 'utf8');
    if (mode === 'approve') fs.writeFileSync(file, text.replace('approval_mode = "prompt"', 'approval_mode = "approve"'));
    if (mode === 'missing') fs.writeFileSync(file, text.replace('[mcp_servers.engram.tools.engram_commit]\napproval_mode = "prompt"\n', ''));
    const { r, written, tools } = await codexSession(s, mode);
    check('the stand-in model was offered engram_commit (Codex connected to engram-mcp)', tools.some((t) => t.endsWith('engram_commit')));
    quote('codex exec', r, /^(mcp:|MCP tool call|approval:)/);
    if (mode === 'prompt') {
      check('engram_commit not run: Codex requires approval', /MCP tool call requires approval/.test(r.out) && !/engram_commit \(completed\)/.test(r.out));
      check('no memory file written', !written);
      const doc = run(s, 'engram', ['doctor']);
      check('engram doctor: pass host.codex_approval', /pass +host\.codex_approval/.test(doc.out), doc, 'engram doctor', /codex_approval/);
    } else if (mode === 'missing') {
      // What Codex does without the table is its default; doctor fails it
      // either way, since nothing then promises that a human is asked.
      console.log(`    note engram_commit ${/engram_commit \(completed\)/.test(r.out) ? 'ran' : 'did not run'}, memory file ${written ? 'written' : 'not written'}`);
      const doc = run(s, 'engram', ['doctor']);
      check('engram doctor: fail host.codex_approval (table missing)', /fail +host\.codex_approval/.test(doc.out), doc, 'engram doctor', /codex_approval/);
    } else {
      check('engram_commit ran without anyone asked', /engram_commit \(completed\)/.test(r.out));
      check('the memory file was written', written);
      const doc = run(s, 'engram', ['doctor']);
      check('engram doctor: fail host.codex_approval', /fail +host\.codex_approval/.test(doc.out), doc, 'engram doctor', /codex_approval/);
    }
  });
}

// ---- OpenCode ---------------------------------------------------------
// OpenCode's `mcp add` is interactive and it has no `mcp remove`, so only
// link → list → unlink is driven here.
for (const [scope, flag] of [['workspace', []], ['user scope', ['--global']]]) {
  flow(`opencode ${scope}`, () => {
    const s = scratch('opencode');
    engram(s, 'link', ...flag, 'opencode');
    const list = run(s, 'opencode', ['mcp', 'list']);
    check('opencode mcp list: ✓ engram connected', /✓ engram\s+connected/.test(list.out), list, 'opencode mcp list', /engram|server/);
    engram(s, 'unlink', ...flag, 'opencode');
    const after = run(s, 'opencode', ['mcp', 'list']);
    check('opencode mcp list: no engram', !/engram/.test(after.out), after, 'opencode mcp list', /server|MCP/i);
  });
}

// OpenCode reads and merges opencode.jsonc and opencode.json: with
// Engram's entry in opencode.json and a .jsonc of the user's beside it,
// link re-pins the .json and leaves the .jsonc byte for byte; unlink
// leaves OpenCode no engram in either.
flow('opencode with opencode.json and opencode.jsonc', () => {
  const s = scratch('opencode-pair');
  engram(s, 'link', 'opencode');
  const mine = '{\n  // mine, with a trailing comma\n  "$schema": "https://opencode.ai/config.json",\n}\n';
  const jsonc = path.join(s.ws, 'opencode.jsonc');
  fs.writeFileSync(jsonc, mine);
  engram(s, 'link', 'opencode');
  check('opencode.jsonc unchanged by link', fs.readFileSync(jsonc, 'utf8') === mine);
  const list = run(s, 'opencode', ['mcp', 'list']);
  check('opencode mcp list: ✓ engram connected', /✓ engram\s+connected/.test(list.out), list, 'opencode mcp list', /engram|server/);
  engram(s, 'unlink', 'opencode');
  const after = run(s, 'opencode', ['mcp', 'list']);
  check('opencode mcp list: no engram', !/engram/.test(after.out), after, 'opencode mcp list', /server|MCP/i);
  check('opencode.jsonc still the user\'s', fs.readFileSync(jsonc, 'utf8') === mine);
});

// A new user links Claude Code, then Codex, then OpenCode in one project
// (ux56): the CLAUDE.md that link claude made holds only Engram's block,
// which AGENTS.md gets too, so link codex gives no note that OpenCode stops
// reading CLAUDE.md (it told the user to make AGENTS.md a link to it).
// Every host lists engram; unlink leaves the project empty.
flow('new user: claude, codex and opencode in one project', () => {
  const s = claudeScratch('newuser-three');
  fs.mkdirSync(path.join(s.home, '.codex'), { recursive: true });
  fs.writeFileSync(path.join(s.home, '.codex', 'config.toml'), `[projects.${JSON.stringify(s.ws)}]\ntrust_level = "trusted"\n`);
  engram(s, 'init');
  engram(s, 'link', 'claude');
  const l = engram(s, 'link', 'codex');
  check('engram link codex: no OpenCode note about a CLAUDE.md holding only Engram\'s block', !/OpenCode reads only/.test(l.out));
  check('AGENTS.md holds the Engram block', /engram_load/.test(fs.readFileSync(path.join(s.ws, 'AGENTS.md'), 'utf8')));
  engram(s, 'link', 'opencode');
  claudeSees(s, 'Project config', true);
  codexSees(s, true);
  const list = run(s, 'opencode', ['mcp', 'list']);
  check('opencode mcp list: ✓ engram connected', /✓ engram\s+connected/.test(list.out), list, 'opencode mcp list', /engram|server/);
  engram(s, 'unlink', 'all');
  claudeSees(s, '', false);
  codexSees(s, false);
  const left = leftovers(s, s.ws).filter((f) => !f.startsWith(path.join('.agents', '.engram')));
  check(`project after unlink all: ${left.join(', ') || 'only the store'}`, left.length === 0);
});

// What the user had before link comes back byte for byte after unlink
// (ux58): an empty "mcpServers": {} in .mcp.json and "hooks": {} in the
// project's Claude settings (unlink dropped both), and an opencode.json
// holding "{ }" (it came back "{}"). The hosts list engram in between and
// read the files unlink gives back.
flow('unlink gives back empty containers and an empty config', () => {
  const s = claudeScratch('given-back');
  const files = {
    '.mcp.json': '{\n  "mcpServers": {}\n}\n',
    [path.join('.claude', 'settings.json')]: '{"hooks": {}, "env": {}}\n',
    'opencode.json': '{ }\n',
  };
  fs.mkdirSync(path.join(s.ws, '.claude'));
  for (const [rel, text] of Object.entries(files)) fs.writeFileSync(path.join(s.ws, rel), text);
  engram(s, 'link', 'claude');
  engram(s, 'link', 'opencode');
  claudeSees(s, 'Project config', true);
  const list = run(s, 'opencode', ['mcp', 'list']);
  check('opencode mcp list: ✓ engram connected', /✓ engram\s+connected/.test(list.out), list, 'opencode mcp list', /engram|server/);
  engram(s, 'unlink', 'claude');
  engram(s, 'unlink', 'opencode');
  for (const [rel, text] of Object.entries(files)) {
    const got = fs.readFileSync(path.join(s.ws, rel), 'utf8');
    check(`${rel} as before link: ${JSON.stringify(got)}`, got === text);
  }
  claudeSees(s, '', false);
  const after = run(s, 'opencode', ['mcp', 'list']);
  check('opencode mcp list: no engram', after.code === 0 && !/engram/.test(after.out), after, 'opencode mcp list', /server|MCP/i);
});

for (const f of flows) {
  if (only.length && !only.some((w) => f.name.includes(w))) continue;
  console.log(`\n== ${f.name}`);
  try { await f.fn(); } catch (e) { console.log(`    FAIL ${e.stack}`); failed++; }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
