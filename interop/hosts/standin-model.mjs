// A stand-in model for `codex exec`: an OpenAI Responses API endpoint on
// 127.0.0.1 that answers the first turn with one call of the engram_commit
// tool (arguments from ENGRAM_STANDIN_ARGS) and every later turn with a
// short message quoting the tool's output. It records each request's tool
// names and tool outputs to ENGRAM_STANDIN_LOG, one JSON object per line.
// It listens on an ephemeral port and prints it as "port N" on stdout.
import http from 'node:http';
import fs from 'node:fs';

const log = process.env.ENGRAM_STANDIN_LOG;
const commitArgs = process.env.ENGRAM_STANDIN_ARGS || '{}';
let served = 0;

function sse(res, events) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const e of events) res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
  res.end();
}

function outputsOf(body) {
  const out = [];
  for (const item of body.input || []) {
    if (item.type === 'function_call_output' || item.type === 'custom_tool_call_output') {
      out.push(typeof item.output === 'string' ? item.output : JSON.stringify(item.output));
    }
  }
  return out;
}

function toolNames(body) {
  const names = [];
  for (const t of body.tools || []) {
    if (t.name) names.push(t.name);
    for (const sub of t.tools || []) if (sub.name) names.push(`${t.name}/${sub.name}`);
  }
  return names;
}

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => { raw += c; });
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url.endsWith('/responses')) {
      res.writeHead(404); res.end(); return;
    }
    served++;
    const body = JSON.parse(raw || '{}');
    const tools = toolNames(body);
    const outputs = outputsOf(body);
    if (log) fs.appendFileSync(log, JSON.stringify({ turn: served, tools, outputs }) + '\n');
    const id = `resp_${served}`;
    const created = { type: 'response.created', response: { id } };
    const completed = { type: 'response.completed', response: { id, usage: { input_tokens: 1, input_tokens_details: null, output_tokens: 1, output_tokens_details: null, total_tokens: 2 } } };
    const commitTool = tools.find((n) => n.endsWith('engram_commit'));
    if (outputs.length === 0 && commitTool) {
      let item = { type: 'function_call', id: 'fc_1', call_id: 'call_commit_1', name: commitTool, arguments: commitArgs };
      if (commitTool.includes('/')) {
        const [ns, name] = commitTool.split('/');
        item = { ...item, namespace: ns, name };
      }
      sse(res, [created, { type: 'response.output_item.done', output_index: 0, item }, completed]);
      return;
    }
    const text = outputs.length ? `tool said: ${outputs.join(' | ').slice(0, 400)}` : 'no engram_commit tool was offered';
    const item = { type: 'message', role: 'assistant', id: 'msg_1', content: [{ type: 'output_text', text }] };
    sse(res, [created, { type: 'response.output_item.done', output_index: 0, item }, completed]);
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`port ${server.address().port}`);
});
