/**
 * A `pattern` that backtracks exponentially (`^(a+)+$`), through the command and a validating fetch client
 * against a live server: the command warns with the pointer and exits 0; the client, run in a child process
 * with a time limit (so that a regression fails the test instead of holding vitest for minutes), answers a
 * value of 32 `a`s and a `!` at once, while a pattern that does not backtrack is still checked.
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

/** Calls both operations in the generated client and prints what each did and how long it took. */
const CALLER = `
import { getCode, getWord } from "./client.js";
const outcome = async (call) => {
  const started = performance.now();
  try {
    return { resolved: await call(), ms: performance.now() - started };
  } catch (error) {
    return { rejected: error.name, ms: performance.now() - started };
  }
};
console.log(JSON.stringify({ code: await outcome(getCode), word: await outcome(getWord) }));
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
  it("is warned about, left out of the client's checks, and a hostile value is answered at once", async () => {
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
      const outcome = JSON.parse(child.stdout) as Record<
        string,
        { resolved?: string; rejected?: string; ms: number }
      >;
      expect(outcome.code?.resolved).toBe(ADVERSARIAL);
      expect(outcome.code?.ms).toBeLessThan(1000);
      expect(outcome.word?.rejected).toBe("ResponseValidationError");
      expect(server.requests.map((request) => request.url)).toEqual(["/code", "/word"]);
    } finally {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
