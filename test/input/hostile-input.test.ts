/**
 * Hostile and broken input, through the real command: every read is bounded (only regular files,
 * a size cap on files and URL bodies), a remote description cannot pull local files, a `$ref` to something
 * that is not a document of objects is an error naming it, and no output is ever written over a file the run
 * reads. Each case checks the exit code, the one-line message, a memory bound, and that every file
 * that existed before is byte-identical after.
 */
import { spawn } from "node:child_process";
import { linkSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fingerprints, type RunResult, runCli } from "../support/run-cli.js";
import { smallDescription } from "../support/small-description.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

/**
 * Not timed: a run that reads without limit fails with another message (its 30 s read time-out's) or is ended
 * by the child's time-out (status `null`), and one that buffers what it reads exceeds the memory bound.
 */
const MEMORY_LIMIT_BYTES = 400 * 2 ** 20;

function spec(schemas: Record<string, unknown>): string {
  return smallDescription(schemas.Pet, schemas);
}

let temp: TempDir;
let dir: string;

beforeEach(async () => {
  temp = await makeTempDir("typewright-hostile-");
  dir = temp.path;
});
afterEach(async () => {
  await temp.cleanup();
});

/** A failed run: exit 1, one line on stderr matching `message`, nothing on stdout, within the bounds. */
async function expectRefused(
  args: readonly string[],
  message: RegExp,
  status: 1 | 2 = 1,
): Promise<RunResult> {
  const before = fingerprints(dir);
  const result = await runCli(dir, args);
  expect(result.stderr.trimEnd().split("\n"), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(message);
  expect(result.status).toBe(status);
  expect(result.peakMemoryBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
  expect(fingerprints(dir)).toEqual(before);
  return result;
}

describe("reads are bounded", () => {
  it("refuses a $ref to a device such as /dev/zero", async () => {
    writeFileSync(path.join(dir, "api.json"), spec({ Pet: { $ref: "/dev/zero" } }));
    await expectRefused(["-s", "api.json", "-o", "client.ts"], /dev\/zero: not a regular file/);
  });

  it.skipIf(process.platform === "win32")("refuses a $ref to a FIFO instead of waiting on it", async () => {
    writeFileSync(path.join(dir, "api.json"), spec({ Pet: { $ref: "pipe.json" } }));
    await new Promise<void>((resolve, reject) =>
      spawn("mkfifo", [path.join(dir, "pipe.json")])
        .on("close", (code) => (code === 0 ? resolve() : reject(new Error(`mkfifo: ${code}`))))
        .on("error", reject),
    );
    await expectRefused(["-s", "api.json", "-o", "client.ts"], /pipe\.json: not a regular file/);
  });

  it("refuses a description larger than maxInputSize, and reads it when the cap is raised", async () => {
    const padding = "x".repeat(2 ** 20);
    const big = JSON.parse(spec({ Pet: { type: "object", description: padding + padding } }));
    writeFileSync(path.join(dir, "api.json"), JSON.stringify(big));
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts", "--maxInputSize", "1"],
      /api\.json: larger than the input size limit of 1 MB \(raise it with maxInputSize\)/,
    );
    const raised = await runCli(dir, ["-s", "api.json", "-o", "client.ts", "--maxInputSize", "5"]);
    expect(raised.stderr).toBe("");
    expect(raised.status).toBe(0);
  });

  it("refuses an external $ref file larger than the cap", async () => {
    writeFileSync(path.join(dir, "api.json"), spec({ Pet: { $ref: "pet.json" } }));
    writeFileSync(
      path.join(dir, "pet.json"),
      JSON.stringify({ type: "string", description: "y".repeat(1_100_000) }),
    );
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts", "--maxInputSize", "1"],
      /pet\.json: larger than/,
    );
  });
});

describe("URL reads", () => {
  let server: Server;
  let base: string;
  const localSecret = "LOCAL-SECRET-TEXT";

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/forever.json") {
        // Streams without end and without a length, as fast as the client reads.
        response.writeHead(200, { "content-type": "application/json" });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          while (response.write(chunk)) {
            if (response.destroyed) return;
          }
          response.once("drain", pump);
        };
        response.on("close", () => response.removeAllListeners("drain"));
        pump();
        return;
      }
      if (request.url === "/announced.json") {
        response.writeHead(200, {
          "content-type": "application/json",
          "content-length": String(5 * 2 ** 20),
        });
        response.end();
        return;
      }
      if (request.url === "/page.html") {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<!doctype html><html><body>Not found, sorry</body></html>");
        return;
      }
      const local = request.url?.startsWith("/steals-")
        ? request.url.slice("/steals-".length, -".json".length)
        : "";
      if (local !== "") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(spec({ Pet: { $ref: `file://${decodeURIComponent(local)}` } }));
        return;
      }
      if (request.url === "/uses-page.json") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(spec({ Pet: { $ref: "page.html" } }));
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("stops a response that streams forever at the cap", async () => {
    await expectRefused(
      ["-s", `${base}/forever.json`, "-o", "client.ts", "--maxInputSize", "2"],
      /forever\.json: larger than the input size limit of 2 MB/,
    );
  });

  it("refuses an announced length over the cap without reading the body", async () => {
    await expectRefused(
      ["-s", `${base}/announced.json`, "-o", "client.ts", "--maxInputSize", "4"],
      /announced\.json: larger than the input size limit of 4 MB/,
    );
  });

  it("does not let a remote description reference a local file", async () => {
    const secret = path.join(dir, "secret.json");
    writeFileSync(secret, JSON.stringify({ type: "string", description: localSecret }));
    const result = await expectRefused(
      ["-s", `${base}/steals-${encodeURIComponent(secret)}.json`, "-o", "client.ts"],
      /may only reference http\(s\) URLs, not local files/,
    );
    expect(result.stderr).not.toContain(localSecret);
  });

  it("names a $ref whose target is an HTML page instead of returning an unknown type", async () => {
    await expectRefused(
      ["-s", `${base}/uses-page.json`, "-o", "client.ts"],
      /unresolved \$ref "page\.html" at #\/\S+ \(http:\/\/127\.0\.0\.1:\d+\/page\.html is not a JSON or YAML document of objects\)$/m,
    );
  });
});

describe("a $ref to a local file that is not a document of objects", () => {
  it("is an error naming the $ref", async () => {
    writeFileSync(path.join(dir, "api.json"), spec({ Pet: { $ref: "notes.txt" } }));
    writeFileSync(path.join(dir, "notes.txt"), "Just some notes about pets.\n");
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts"],
      /^typewright: api\.json: unresolved \$ref "notes\.txt" at #\/\S+ \(notes\.txt is not a JSON or YAML document of objects\)$/m,
    );
  });
});

describe("outputs never overwrite an input", () => {
  beforeEach(() => {
    writeFileSync(path.join(dir, "api.json"), spec({ Pet: { $ref: "pet.json" } }));
    writeFileSync(
      path.join(dir, "pet.json"),
      JSON.stringify({ type: "object", properties: { id: { type: "integer" } } }),
    );
  });

  // Before anything is read, as an option problem: the paths resolve to the description.
  it("refuses -o through a symlink to the description", async () => {
    symlinkSync(path.join(dir, "api.json"), path.join(dir, "client.ts"));
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts"],
      /^typewright: out client\.ts would overwrite api\.json, which is the description \(src\)\n$/,
      2,
    );
  });

  it("refuses -o into a symlinked folder onto the description", async () => {
    symlinkSync(dir, path.join(dir, "linked"));
    await expectRefused(
      ["-s", "api.json", "-o", "linked/api.json"],
      /^typewright: out linked\/api\.json would overwrite api\.json, which is the description \(src\)\n$/,
      2,
    );
  });

  it("refuses -o onto an external $ref file, and onto a hard link of it", async () => {
    await expectRefused(
      ["-s", "api.json", "-o", "pet.json"],
      /pet\.json: it is .*pet\.json, which this run reads/,
    );
    linkSync(path.join(dir, "pet.json"), path.join(dir, "hard.ts"));
    await expectRefused(["-s", "api.json", "-o", "hard.ts"], /hard\.ts: it is .*pet\.json/);
  });

  it("refuses a companion file (mocks, hooksOut, clientSetup) onto an input", async () => {
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts", "--mocks", "pet.json", "--testingFramework", "vitest"],
      /pet\.json: it is .*pet\.json/,
    );
    symlinkSync(path.join(dir, "pet.json"), path.join(dir, "hooks.ts"));
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts", "-t", "swr", "--hooksOut", "hooks.ts"],
      /hooks\.ts: a symbolic link to .*pet\.json; typewright never writes through a link/,
    );
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts", "--clientSetup", "pet.json"],
      /pet\.json: it is .*pet\.json/,
    );
  });

  it("still writes an ordinary output next to its inputs", async () => {
    mkdirSync(path.join(dir, "out"));
    const result = await runCli(dir, ["-s", "api.json", "-o", "out/client.ts"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, "out/client.ts"), "utf8")).toContain("export interface Pet");
  });
});

describe("apiKey scheme names", () => {
  /** The small description with one apiKey scheme, required by its operation. */
  function securedBy(scheme: Record<string, unknown>): string {
    const description = JSON.parse(spec({ Pet: { type: "object" } }));
    description.components.securitySchemes = { key: { type: "apiKey", ...scheme } };
    description.security = [{ key: [] }];
    return JSON.stringify(description);
  }

  it("refuses a cookie or header scheme name that is not a token, naming its pointer", async () => {
    writeFileSync(path.join(dir, "cookie.json"), securedBy({ in: "cookie", name: "role=admin; sid" }));
    await expectRefused(
      ["-s", "cookie.json", "-o", "client.ts"],
      /#\/components\/securitySchemes\/key\/name: cookie apiKey scheme "role=admin; sid" is not a cookie name: only letters/,
    );
    writeFileSync(path.join(dir, "header.json"), securedBy({ in: "header", name: "X-Key\r\nX-Evil: 1" }));
    await expectRefused(
      ["-s", "header.json", "-o", "client.ts"],
      /#\/components\/securitySchemes\/key\/name: header apiKey scheme "X-Key\\r\\nX-Evil: 1" is not an HTTP header name/,
    );
  });

  it("accepts a query apiKey name of any text, which the URL percent-encodes", async () => {
    writeFileSync(path.join(dir, "query.json"), securedBy({ in: "query", name: "api key&x" }));
    const result = await runCli(dir, ["-s", "query.json", "-o", "client.ts"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
