'use strict';
// Measures what the Node launcher adds to start-up: `engram version` run
// through lib/engram.js against the bundled binary run directly, alternating
// the two in one run so that machine noise hits both alike.
//
//   node npm/test/bench.js PACKAGE_DIR [RUNS]     (PACKAGE_DIR: a staged or
//                                                  unpacked package, with bin/)
//
// Prints min and median wall time of each and their ratio, and of a bare
// `node -e 0` to tell Node's own start-up from the launcher's work. Both are spawned
// the same way (spawnSync from this process), so the spawn cost cancels out.

const childProcess = require('child_process');
const path = require('path');

const pkg = path.resolve(process.argv[2] || '');
const runs = Number(process.argv[3] || 20);
const { binaryPath } = require(path.join(pkg, 'lib', 'launcher.js'));
const bare = binaryPath(process.platform, process.arch);
const launcher = [process.execPath, path.join(pkg, 'lib', 'engram.js')];

function timeOnce(cmd, args) {
  const start = process.hrtime.bigint();
  const r = childProcess.spawnSync(cmd, args, { encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(cmd + ' failed: ' + r.stderr);
  return ms;
}

const times = { bare: [], launcher: [], node: [] };
for (let i = 0; i < runs; i++) {
  times.bare.push(timeOnce(bare, ['version']));
  times.launcher.push(timeOnce(launcher[0], [launcher[1], 'version']));
  times.node.push(timeOnce(process.execPath, ['-e', '0']));
}
const stats = (a) => {
  const s = [...a].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return { min: s[0], median: s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2 };
};
const b = stats(times.bare);
const l = stats(times.launcher);
const n = stats(times.node);
const f = (ms) => ms.toFixed(2) + ' ms';
console.log(`engram version, ${runs} runs each (node ${process.version}, ${process.platform}/${process.arch})`);
console.log(`  bare binary:    min ${f(b.min)}, median ${f(b.median)}`);
console.log(`  node launcher:  min ${f(l.min)}, median ${f(l.median)}`);
console.log(`  node -e 0:      min ${f(n.min)}, median ${f(n.median)}   (Node's own start-up)`);
console.log(`  launcher adds:  median ${f(l.median - b.median)}, ratio ${(l.median / b.median).toFixed(1)}x (min ratio ${(l.min / b.min).toFixed(1)}x)`);
