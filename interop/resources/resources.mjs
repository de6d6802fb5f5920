// Drives engram-mcp's resources and the propose prompt with the official
// TypeScript MCP SDK (@modelcontextprotocol/sdk 1.32.2), the client most
// hosts embed. It spawns the built binary as engram-mcp over stdio against a
// copy of the example store, and prints "N passed, N failed".
//
//   ENGRAM_BIN=/path/to/engram node resources.mjs   (or: npm test)
//
// Without ENGRAM_BIN it builds the binary from ../.. with `go build`.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..", "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "engram-interop-resources-"));
const exe = process.platform === "win32" ? ".exe" : "";

let passed = 0;
let failed = 0;
function check(name, ok, detail = "") {
  if (ok) {
    passed++;
    console.log(`ok - ${name}`);
  } else {
    failed++;
    console.log(`not ok - ${name}${detail ? ": " + detail : ""}`);
  }
}

// binaries returns the engram CLI and an engram-mcp next to it: the binary
// serves MCP when its name is engram-mcp, as hosts run it.
function binaries() {
  let bin = process.env.ENGRAM_BIN;
  if (!bin) {
    bin = path.join(tmp, "engram" + exe);
    execFileSync("go", ["build", "-o", bin, "."], { cwd: repo, stdio: "inherit" });
  }
  const server = path.join(tmp, "engram-mcp" + exe);
  fs.copyFileSync(bin, server);
  fs.chmodSync(server, 0o755);
  return { bin: path.resolve(bin), server };
}

// sandbox is a workspace holding a copy of the example store and an empty
// home, so nothing of the developer's own memory is read or written.
function sandbox() {
  const ws = path.join(tmp, "ws");
  fs.cpSync(path.join(repo, "example", ".agents"), path.join(ws, ".agents"), { recursive: true });
  const home = path.join(tmp, "home");
  fs.mkdirSync(home);
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: home,
    USERPROFILE: home,
    ENGRAM_CONFIG_DIR: path.join(home, ".engram"),
    ENGRAM_GLOBAL_DIR: path.join(home, ".engram", "global"),
  };
  if (process.env.SYSTEMROOT) env.SYSTEMROOT = process.env.SYSTEMROOT;
  return { ws, env };
}

// expectError runs a call that must fail with an MCP error code.
async function expectError(name, promise, code, uri) {
  try {
    await promise;
    check(name, false, "the call succeeded");
  } catch (err) {
    const dataOK = uri === undefined || err?.data?.uri === uri;
    check(name, err?.code === code && dataOK, `code ${err?.code}, data ${JSON.stringify(err?.data)}`);
  }
}

async function main() {
  const { bin, server } = binaries();
  const { ws, env } = sandbox();
  const transport = new StdioClientTransport({ command: server, args: ["--workspace", ws], env, stderr: "inherit" });
  const client = new Client({ name: "engram-interop-resources", version: "1.0.0" });
  await client.connect(transport);
  try {
    await run(client, bin, ws, env);
  } finally {
    await client.close();
  }
}

async function run(client, bin, ws, env) {
  const caps = client.getServerCapabilities() ?? {};
  check("capabilities advertise resources and prompts", !!caps.resources && !!caps.prompts, JSON.stringify(caps));

  const list = (await client.listResources()).resources;
  check("resources/list starts with engram://index", list[0]?.uri === "engram://index", list[0]?.uri);
  check("resources/list holds the 7 example memories", list.length === 8, `${list.length} resources`);
  const described = list.slice(1).every((r) => r.uri === `engram://memory/${r.name}` && r.title && r.description && r.mimeType === "text/markdown");
  check("memory resources have name = id, title, description, text/markdown", described, JSON.stringify(list[1]));

  const templates = (await client.listResourceTemplates()).resourceTemplates;
  check("resources/templates/list offers engram://memory/{id}", templates.some((t) => t.uriTemplate === "engram://memory/{id}"), JSON.stringify(templates));

  const index = (await client.readResource({ uri: "engram://index" })).contents[0]?.text ?? "";
  const cards = index.trim().split("\n");
  check("engram://index is one card per memory", cards.length === 7 && cards.every((l) => l.startsWith("- ")), index);

  const uri = "engram://memory/release-the-api";
  const body = (await client.readResource({ uri })).contents[0]?.text;
  await client.readResource({ uri });
  const cli = execFileSync(bin, ["load", "--id", "release-the-api", "--workspace", ws], { env, encoding: "utf8" });
  check("engram://memory/{id} is the body of engram load --id", body === cli, JSON.stringify({ body, cli }));

  const after = (await client.listResources()).resources.map((r) => r.uri);
  check("the memory read twice lists first after the index", after[1] === uri, after.join(" "));
  const usage = JSON.parse(fs.readFileSync(path.join(ws, ".agents", ".engram", "usage.json"), "utf8"));
  check("usage.json counts the two reads", usage["workspace:release-the-api"]?.fetches === 2, JSON.stringify(usage));

  for (const bad of ["engram://memory/../x", "engram://memory/%2e%2e%2fx", "engram://memory/no-such-memory", "file:///etc/passwd"]) {
    await expectError(`reading ${bad} is -32002 with data.uri`, client.readResource({ uri: bad }), -32002, bad);
  }

  const prompts = (await client.listPrompts()).prompts;
  check("prompts/list offers propose", prompts.length === 1 && prompts[0].name === "propose", JSON.stringify(prompts));
  const got = await client.getPrompt({ name: "propose", arguments: { scope: "global" } });
  const text = got.messages[0]?.content?.text ?? "";
  const protocolOK = ["TYPE: rule|skill|workflow|knowledge | TEXT:", "engram_save_session", "engram_commit", "Nothing is saved until the human approves", 'scope: "global"']
    .every((s) => text.includes(s));
  check("prompts/get propose returns the proposal protocol", got.messages[0]?.role === "user" && protocolOK, text.slice(0, 200));
  await expectError("an unknown prompt is -32602", client.getPrompt({ name: "nope" }), -32602);
}

try {
  await main();
} catch (err) {
  check("session ran to the end", false, err?.stack ?? String(err));
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
