// Runs every registered flow (flows/*.mjs, in name order) against the
// engram-mcp that run.sh built, prints what each flow checked and the
// requests its client made, and ends with one line "N passed, N failed".
// Arguments filter flows by a substring of their names.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { context, flows, interopDir, summarizeWire, FlowSkip, serverBinary } from './lib/harness.mjs';

if (!serverBinary || !process.env.ENGRAM_INTEROP_TMP) {
  console.error('run.mjs: start the suite with interop/run.sh, which builds the server and the Go client');
  process.exit(2);
}
for (const f of readdirSync(join(interopDir, 'flows')).filter((f) => f.endsWith('.mjs')).sort()) {
  await import(pathToFileURL(join(interopDir, 'flows', f)).href);
}

const filters = process.argv.slice(2);
const selected = flows().filter((f) => filters.length === 0 || filters.some((s) => f.name.includes(s)));
let passed = 0, failed = 0, skipped = 0;
for (const f of selected) {
  const t = context(f.name);
  const started = Date.now();
  let status, detail = '';
  let timer;
  try {
    await Promise.race([
      f.fn(t),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`timed out after ${f.timeoutMs} ms`)), f.timeoutMs); }),
    ]);
    status = 'PASS'; passed++;
  } catch (err) {
    if (err instanceof FlowSkip) { status = 'SKIP'; skipped++; detail = err.message; }
    else { status = 'FAIL'; failed++; detail = err?.stack && !err.constructor.name.startsWith('Flow') ? err.stack : String(err?.message ?? err); }
  } finally {
    clearTimeout(timer);
  }
  console.log(`${status} ${f.name} (${((Date.now() - started) / 1000).toFixed(1)}s)${detail ? ': ' + detail : ''}`);
  for (const n of t.notes) console.log(`     ${n}`);
  const wire = summarizeWire(t.wire());
  if (wire.length) {
    console.log('     wire:');
    for (const w of wire.slice(0, f.wireLines)) console.log(`       ${w}`);
    if (wire.length > f.wireLines) console.log(`       … ${wire.length - f.wireLines} more requests`);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
