'use strict';
// Tests of lib/launcher.js with a fake binary: a shell script put where the
// package keeps the real one. It checks the launcher's promises without
// needing a Go build: arguments, stdin, stdout, stderr, exit code and signals
// pass through unchanged, and the launcher itself prints nothing on stdout.
// The real binary is exercised through npx by smoke.js.
//
// Run: node --test npm/test/launcher.test.js

const test = require('node:test');
const assert = require('node:assert');
const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const lib = path.join(__dirname, '..', 'lib');
const { binaryPath } = require(path.join(lib, 'launcher.js'));
const skipOnWindows = process.platform === 'win32' ? 'the fake binary is a shell script' : false;

// makePackage lays out a package folder whose binary for this platform is the
// given shell script (or none when script is null), and returns its folder.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'engram-launcher-'));
test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

function makePackage(script, mode = 0o755) {
  const dir = fs.mkdtempSync(path.join(scratch, 'pkg-'));
  fs.mkdirSync(path.join(dir, 'lib'));
  for (const f of fs.readdirSync(lib)) fs.copyFileSync(path.join(lib, f), path.join(dir, 'lib', f));
  if (script !== null) {
    const bin = binaryPath(process.platform, process.arch).replace(path.join(__dirname, '..'), dir);
    fs.mkdirSync(path.dirname(bin), { recursive: true });
    fs.writeFileSync(bin, '#!/bin/sh\n' + script + '\n', { mode });
    fs.chmodSync(bin, mode);
  }
  return dir;
}

function runLauncher(pkg, args, options = {}) {
  return childProcess.spawnSync(process.execPath, [path.join(pkg, 'lib', 'engram.js'), ...args], {
    encoding: 'utf8',
    timeout: 20000,
    ...options,
  });
}

test('binaryPath covers the six release targets and nothing else', () => {
  const want = {
    'linux x64': 'linux-amd64/engram', 'linux arm64': 'linux-arm64/engram',
    'darwin x64': 'darwin-amd64/engram', 'darwin arm64': 'darwin-arm64/engram',
    'win32 x64': 'windows-amd64/engram.exe', 'win32 arm64': 'windows-arm64/engram.exe',
  };
  for (const [key, rel] of Object.entries(want)) {
    const [platform, arch] = key.split(' ');
    assert.ok(binaryPath(platform, arch).endsWith(path.join('bin', ...rel.split('/'))), key);
  }
  assert.strictEqual(binaryPath('linux', 'ia32'), null);
  assert.strictEqual(binaryPath('freebsd', 'x64'), null);
});

test('arguments pass through unchanged', { skip: skipOnWindows }, () => {
  const pkg = makePackage('for a in "$@"; do printf "[%s]\\n" "$a"; done');
  const args = ['version', '--json', 'two words', '', 'ünï', '"quoted"', '$HOME', '*'];
  const r = runLauncher(pkg, args);
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, args.map((a) => '[' + a + ']\n').join(''));
  assert.strictEqual(r.stderr, '');
});

test('stdin reaches the binary and its stdout comes back byte for byte', { skip: skipOnWindows }, () => {
  const pkg = makePackage('exec cat');
  const input = '{"jsonrpc":"2.0","id":1,"method":"ping"}\n'.repeat(1000) + 'no newline at the end';
  const r = runLauncher(pkg, [], { input });
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, input);
});

test('exit code and stderr pass through, stdout stays empty', { skip: skipOnWindows }, () => {
  const pkg = makePackage('echo "engram: unknown command" >&2; exit 2');
  const r = runLauncher(pkg, ['bogus']);
  assert.strictEqual(r.status, 2);
  assert.strictEqual(r.stdout, '');
  assert.strictEqual(r.stderr, 'engram: unknown command\n');
  const r7 = runLauncher(makePackage('exit 7'), []);
  assert.strictEqual(r7.status, 7);
});

test('a binary killed by a signal makes the launcher die of the same signal', { skip: skipOnWindows }, () => {
  const r = runLauncher(makePackage('kill -TERM $$'), []);
  assert.strictEqual(r.signal, 'SIGTERM');
  assert.strictEqual(r.stdout, '');
});

test('a signal sent to the launcher reaches the binary', { skip: skipOnWindows }, async () => {
  // The fake reports the signal and exits 42, so the exit code proves the
  // binary, not the launcher, handled it. Its loop ends by itself after 20 s,
  // so a failing run cannot leave it behind to hold CI's pipes open.
  const pkg = makePackage('trap "echo got-term >&2; exit 42" TERM\necho ready\ni=0; while [ $i -lt 400 ]; do sleep 0.05; i=$((i+1)); done');
  const child = childProcess.spawn(process.execPath, [path.join(pkg, 'lib', 'engram.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGTERM');
  const [code] = await new Promise((resolve) => child.on('exit', (...a) => resolve(a)));
  assert.strictEqual(code, 42);
  assert.strictEqual(stderr, 'got-term\n');
});

test('a binary that lost its execute bit still runs', { skip: skipOnWindows }, () => {
  const r = runLauncher(makePackage('echo ok', 0o644), []);
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, 'ok\n');
});

test('an unsupported platform is a clear error on stderr and exit 1', () => {
  const pkg = makePackage(null);
  const code = `Object.defineProperty(process, 'platform', { value: 'aix' });
require(${JSON.stringify(path.join(pkg, 'lib', 'launcher.js'))}).launch('engram');`;
  const r = childProcess.spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  assert.strictEqual(r.status, 1);
  assert.strictEqual(r.stdout, '');
  assert.match(r.stderr, /^engram: no bundled binary for aix\//);
  assert.match(r.stderr, /engram: hint: .*go install/);
});

test('a package without its binary is a clear error on stderr and exit 1', () => {
  const r = runLauncher(makePackage(null), ['version']);
  assert.strictEqual(r.status, 1);
  assert.strictEqual(r.stdout, '');
  assert.match(r.stderr, /^engram: this package is missing its binary /);
});
