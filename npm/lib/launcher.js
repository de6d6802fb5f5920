'use strict';
// Runs the Engram binary bundled in this package for the current platform.
//
// The package carries one prebuilt binary per platform in bin/<goos>-<goarch>/
// (scripts/release.sh puts them there), so installing it downloads nothing
// and runs no install script. This launcher only picks the binary and gets
// out of the way: arguments, stdin, stdout and stderr are the binary's own
// (stdio 'inherit'), its exit code or terminating signal becomes ours, and
// nothing is ever written to stdout, which an MCP host reads as JSON-RPC.
//
// Server mode: the binary serves MCP when argv[0]'s basename is engram-mcp.
// We start it with argv0 set to the command's name rather than inserting an
// `mcp` argument, so the binary sees exactly what an installed engram-mcp
// link would give it and the user's arguments reach it untouched.

const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

// Node's platform and arch names, mapped to the Go GOOS-GOARCH folders.
const targets = {
  'linux x64': 'linux-amd64',
  'linux arm64': 'linux-arm64',
  'darwin x64': 'darwin-amd64',
  'darwin arm64': 'darwin-arm64',
  'win32 x64': 'windows-amd64',
  'win32 arm64': 'windows-arm64',
};

// Signals a host or terminal may send to us; the binary gets them too, so it
// can shut down as it would if it had been started directly. Not on Windows:
// there Ctrl-C and closing the console already reach every process in the
// console, and child.kill() would terminate the binary outright.
const forwardedSignals = process.platform === 'win32' ? [] : ['SIGINT', 'SIGTERM', 'SIGHUP'];

// binaryPath returns the bundled binary for platform/arch, or null when this
// package has none for it.
function binaryPath(platform, arch) {
  const dir = targets[platform + ' ' + arch];
  if (!dir) return null;
  const exe = platform === 'win32' ? 'engram.exe' : 'engram';
  return path.join(__dirname, '..', 'bin', dir, exe);
}

function fail(lines) {
  for (const line of lines) process.stderr.write('engram: ' + line + '\n');
  process.exit(1);
}

// ensureExecutable restores the execute bit if an unpacker dropped it.
function ensureExecutable(file) {
  if (process.platform === 'win32') return;
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch (err) {
    if (err.code === 'EACCES') fs.chmodSync(file, 0o755);
  }
}

function launch(name) {
  const bin = binaryPath(process.platform, process.arch);
  if (bin === null) {
    fail([
      'no bundled binary for ' + process.platform + '/' + process.arch,
      'hint: supported are linux, darwin and win32 on x64 and arm64; elsewhere build from source with `go install .`',
    ]);
  }
  if (!fs.existsSync(bin)) {
    fail(['this package is missing its binary ' + bin, 'hint: reinstall @the-long-ride/engram, or build from source with `go install .`']);
  }
  ensureExecutable(bin);

  // Handlers go in before the spawn: a signal that arrives while a loaded
  // machine has not yet scheduled us after the spawn would otherwise take the
  // default action, killing the launcher and orphaning the binary. Handlers
  // run only after this synchronous block, so child is always set by then.
  let child = null;
  const forward = (signal) => child && child.kill(signal);
  for (const s of forwardedSignals) process.on(s, forward);
  child = childProcess.spawn(bin, process.argv.slice(2), {
    argv0: name,
    stdio: 'inherit',
    windowsHide: true,
  });

  child.on('error', (err) => fail(['cannot run ' + bin + ': ' + err.message]));
  child.on('exit', (code, signal) => {
    for (const s of forwardedSignals) process.removeListener(s, forward);
    if (signal) {
      // Die of the same signal, so our parent sees what the binary did.
      process.kill(process.pid, signal);
      // Reached only if the signal does not end us (it is ignored, or this is
      // Windows): exit the way a shell reports a signal death.
      process.exit(128 + (os.constants.signals[signal] || 0));
    }
    process.exit(code);
  });
}

module.exports = { launch, binaryPath, targets };
