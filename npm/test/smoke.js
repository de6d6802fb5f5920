'use strict';
// Smoke test of the packed npm wrapper through npx, the way a host runs it:
//
//   node npm/test/smoke.js PACKAGE.tgz VERSION
//
// scripts/npm-smoke.sh packs the package and runs this with an empty npm
// cache, npm offline and (where it can) no network at all, proving that npx
// needs nothing but the tarball. Prints one line per check and a final
// "N passed, N failed"; exits 1 if any check failed.

const assert = require('node:assert');
const childProcess = require('child_process');
const path = require('path');

const [tarball, version] = process.argv.slice(2);
if (!tarball || !version) {
  process.stderr.write('usage: node smoke.js PACKAGE.tgz VERSION\n');
  process.exit(2);
}
const npxArgs = ['-y', '--package', path.resolve(tarball)];
const shell = process.platform === 'win32'; // npx is npx.cmd there

function npx(args, input = '') {
  return childProcess.spawnSync('npx', [...npxArgs, ...args], { input, encoding: 'utf8', timeout: 120000, shell });
}

// assertJSONLines checks that stdout holds only JSON-RPC messages, one per
// line: a host treats anything else on the server's stdout as a broken stream.
function assertJSONLines(stdout) {
  const lines = stdout.split('\n');
  assert.strictEqual(lines.pop(), '', 'stdout must end with a newline');
  return lines.map((line) => {
    let msg;
    assert.doesNotThrow(() => { msg = JSON.parse(line); }, 'stdout line is not JSON: ' + JSON.stringify(line));
    assert.strictEqual(msg.jsonrpc, '2.0', 'not a JSON-RPC message: ' + line);
    return msg;
  });
}

// initialize runs `npx … engram-mcp`, sends initialize, waits for the answer,
// then closes stdin as a host does on shutdown, and collects what happened.
function initialize() {
  const request = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'smoke', version: '1' } } };
  return new Promise((resolve, reject) => {
    const child = childProcess.spawn('npx', [...npxArgs, 'engram-mcp'], { stdio: ['pipe', 'pipe', 'pipe'], shell });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error('no exit within 120 s; stderr: ' + stderr)); }, 120000);
    child.stdout.on('data', (d) => {
      stdout += d;
      if (stdout.includes('\n')) child.stdin.end();
    });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('exit', (code, signal) => { clearTimeout(timer); resolve({ code, signal, stdout, stderr }); });
    child.stdin.write(JSON.stringify(request) + '\n');
  });
}

const checks = [
  ['npx … engram-mcp answers initialize with only JSON lines on stdout, then exits 0 on EOF', async () => {
    const r = await initialize();
    const msgs = assertJSONLines(r.stdout);
    const res = msgs.find((m) => m.id === 1);
    assert.ok(res, 'no response to id 1; stdout ' + JSON.stringify(r.stdout) + ', stderr ' + JSON.stringify(r.stderr));
    assert.ok(res.result, 'initialize failed: ' + JSON.stringify(res));
    assert.strictEqual(res.result.serverInfo.name, 'engram');
    assert.strictEqual(res.result.protocolVersion, '2025-11-25');
    assert.strictEqual(res.result.serverInfo.version, version, 'serverInfo.version is the package version');
    assert.strictEqual(r.code, 0, 'exit on EOF; stderr ' + r.stderr);
    return JSON.stringify(res);
  }],
  ['npx … engram version prints the package version', () => {
    const r = npx(['engram', 'version']);
    assert.strictEqual(r.status, 0, r.stderr);
    assert.strictEqual(r.stdout, version + '\n');
    return r.stdout.trim();
  }],
  ['npx … engram version --json passes the flag through', () => {
    const r = npx(['engram', 'version', '--json']);
    assert.strictEqual(r.status, 0, r.stderr);
    const info = JSON.parse(r.stdout);
    assert.strictEqual(info.version, version);
    return r.stdout.trim();
  }],
  ['npx … engram with an unknown command exits 2, says so on stderr, prints nothing on stdout', () => {
    const r = npx(['engram', 'no such command']);
    assert.strictEqual(r.status, 2, r.stderr);
    assert.strictEqual(r.stdout, '');
    assert.match(r.stderr, /engram: unknown command "no such command"/);
    return 'exit ' + r.status;
  }],
];

(async () => {
  let passed = 0;
  let failed = 0;
  for (const [name, fn] of checks) {
    try {
      const detail = await fn();
      passed++;
      console.log('ok   ' + name + (detail ? '\n     ' + detail : ''));
    } catch (err) {
      failed++;
      console.log('FAIL ' + name + '\n     ' + err.message.split('\n').join('\n     '));
    }
  }
  console.log(passed + ' passed, ' + failed + ' failed');
  process.exitCode = failed ? 1 : 0;
})();
