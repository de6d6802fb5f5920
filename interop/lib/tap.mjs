#!/usr/bin/env node
// tap.mjs LOG COMMAND [ARGS...]: runs COMMAND with stdio passed through
// byte for byte, and appends every line that crosses stdin or stdout to LOG
// as one JSON object {pid, dir, line} ("c>s" client to server, "s>c" server
// to client). Flows read LOG to assert what went over the wire: the
// clients' own APIs hide the protocol version of each request and the
// fields they strip from results. Several processes (a probe and the real
// session, say) may share one LOG; pid tells them apart.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const [log, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
const pid = process.pid;

function lineLogger(dir) {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString('utf8');
    let i;
    while ((i = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, i);
      pending = pending.slice(i + 1);
      appendFileSync(log, JSON.stringify({ pid, dir, line }) + '\n');
    }
  };
}

const toServer = lineLogger('c>s');
const toClient = lineLogger('s>c');
process.stdin.on('data', (chunk) => { toServer(chunk); child.stdin.write(chunk); });
process.stdin.on('end', () => child.stdin.end());
child.stdin.on('error', () => {}); // the server left first; its exit code tells
child.stdout.on('data', (chunk) => { toClient(chunk); process.stdout.write(chunk); });
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(sig, () => child.kill(sig));
}
child.on('close', (code, signal) => {
  appendFileSync(log, JSON.stringify({ pid, dir: 'exit', line: String(signal ?? code) }) + '\n');
  process.exit(code ?? 1);
});
