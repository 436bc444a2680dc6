/**
 * A `pattern` that backtracks exponentially (`^(a+)+$`), through the command and a validating fetch client
 * against a live server: the command warns with the pointer and exits 0; the client, run in a child process,
 * answers a value of 32 `a`s and a `!` without running the pattern (every regular expression run is
 * counted), while a pattern that does not backtrack is still checked. The child's time limit only keeps a
 * hung child from holding vitest.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, runCli } from "../support/cli-process.js";
import { startRecordingServer } from "../support/http-server.js";

const DESCRIPTION = `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /code:
    get:
      operationId: getCode
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Code' }
  /word:
    get:
      operationId: getWord
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { type: string, pattern: '^[a-z]+$' }
components:
  schemas:
    Code: { type: string, pattern: '^(a+)+$' }
`;

const ADVERSARIAL = `${"a".repeat(32)}!`;

/**
 * Calls both operations in the generated client and prints what each did, and how many times each regular
 * expression ran. The exponential one, should the client run it, throws instead of holding the child for
 * minutes.
 */
const CALLER = `
import { getCode, getWord } from "./client.js";
const runs = {};
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function (input) {
  runs[this.source] = (runs[this.source] ?? 0) + 1;
  if (this.source === "^(a+)+$") throw new Error("the client ran the exponential pattern");
  return exec.call(this, input);
};
const outcome = async (call) => {
  try {
    return { resolved: await call() };
  } catch (error) {
    return { rejected: error.name };
  }
};
const code = await outcome(getCode);
const word = await outcome(getWord);
console.log(JSON.stringify({ code, word, runs }));
`;

/** Runs `node caller.mjs` in `folder`; `undefined` output when it has not ended within `timeoutMs`. */
function runChild(folder: string, timeoutMs: number): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["caller.mjs"], { cwd: folder, timeout: timeoutMs });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on("close", (status) => resolve({ status, stdout }));
  });
}

function transpile(folder: string, name: string): void {
  const source = readFileSync(path.join(folder, `${name}.ts`), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  writeFileSync(path.join(folder, `${name}.js`), outputText);
}

describe("a pattern that backtracks exponentially, end to end", () => {
  it("is warned about, left out of the client's checks, and a hostile value is answered without running it", async () => {
    // Inside the repository, so that the generated schema file's `zod` resolves from node_modules.
    const folder = path.join(ROOT, ".tmp", `backtracking-live-${process.pid}`);
    mkdirSync(folder, { recursive: true });
    const server = await startRecordingServer((request) => ({
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request.url.startsWith("/code") ? ADVERSARIAL : "abc!"),
    }));
    try {
      writeFileSync(path.join(folder, "openapi.yaml"), DESCRIPTION);
      const args = ["-s", "openapi.yaml", "-o", "client.ts", "-t", "fetch", "--validator", "zod"];
      const { status, stderr, stdout } = runCli(folder, [
        ...args,
        "--validateResponses",
        "--baseUrl",
        server.url,
      ]);
      expect(stderr).toBe(
        'typewright: warning: openapi.yaml#/components/schemas/Code/pattern: `pattern` "^(a+)+$" backtracks exponentially (a value of a few dozen characters would hold the client for minutes): the Zod schemas leave it out, and nothing checks it\n',
      );
      expect(stdout).toBe("typewright: wrote client.ts, client.zod.ts\n");
      expect(status).toBe(0);
      const schemas = readFileSync(path.join(folder, "client.zod.ts"), "utf8");
      expect(schemas).not.toContain("(a+)+");
      expect(schemas).toContain("^[a-z]+$");

      transpile(folder, "client");
      transpile(folder, "client.zod");
      writeFileSync(path.join(folder, "package.json"), '{ "type": "module" }\n');
      writeFileSync(path.join(folder, "caller.mjs"), CALLER);
      const child = await runChild(folder, 20_000);
      expect(child.status).toBe(0);
      const outcome = JSON.parse(child.stdout) as {
        code: { resolved?: string; rejected?: string };
        word: { resolved?: string; rejected?: string };
        runs: Record<string, number>;
      };
      expect(outcome.code.resolved).toBe(ADVERSARIAL);
      expect(outcome.word.rejected).toBe("ResponseValidationError");
      // Counted, not timed: the exponential pattern never ran, the other one did.
      expect(outcome.runs["^(a+)+$"]).toBeUndefined();
      expect(outcome.runs["^[a-z]+$"]).toBeGreaterThan(0);
      expect(server.requests.map((request) => request.url)).toEqual(["/code", "/word"]);
    } finally {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
