/**
 * The usual broken inputs, through the real command: an empty file, binary garbage, truncated
 * JSON and YAML, documents that are not OpenAPI, unsupported versions, missing and looping `$ref`s, a URL
 * nobody answers, a 404, a redirect loop, and option errors. Each run must end with exit code 1 (2 for
 * options), exactly one line on stderr that names the file (and the JSON pointer, for a `$ref`) without
 * control or bidirectional characters, nothing on stdout, within a memory bound, and with every
 * file that existed before, the output file written beforehand included, byte-identical afterwards.
 */
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { fingerprints, type RunResult, runCli } from "../support/run-cli.js";
import { smallDescription } from "../support/small-description.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const MEMORY_LIMIT_BYTES = 400 * 2 ** 20;
/** What the output file holds before each run; a failed run must leave it as it is. */
const EXISTING_OUTPUT = "// written by hand before the run: a failed run must not touch it\n";
/** Line breaks, terminal escapes and bidirectional controls (a message prints them as `\uXXXX`). */
const HIDDEN = /(?!\t)\p{Cc}|[\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

let temp: TempDir;
let dir: string;

beforeEach(async () => {
  temp = await makeTempDir("typewright-bad-input-");
  dir = temp.path;
  writeFileSync(path.join(dir, "client.ts"), EXISTING_OUTPUT);
});
afterEach(async () => {
  await temp.cleanup();
});

function write(name: string, content: string | Uint8Array): void {
  writeFileSync(path.join(dir, name), content);
}

/** Runs the command; expects `exitCode`, one clean line on stderr matching `message`, and no change on disk. */
async function expectFailure(
  args: readonly string[],
  message: RegExp,
  exitCode: 1 | 2 = 1,
): Promise<RunResult> {
  const before = fingerprints(dir);
  const result = await runCli(dir, args);
  const lines = result.stderr.split("\n");
  expect(lines, result.stderr).toHaveLength(2);
  expect(lines[1]).toBe("");
  expect(lines[0]).toMatch(/^typewright: /);
  expect(lines[0]).not.toMatch(HIDDEN);
  expect(lines[0]).not.toMatch(/unexpected error/);
  expect(lines[0]).toMatch(message);
  expect(result.stdout).toBe("");
  expect(result.status).toBe(exitCode);
  expect(result.peakMemoryBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
  expect(fingerprints(dir)).toEqual(before);
  return result;
}

const generateFrom = (src: string) => ["-s", src, "-o", "client.ts", "-t", "fetch"];

const RESPONSE_POINTER = "#/paths/~1pets/get/responses/200/content/application~1json/schema";

describe("files that are not a description", () => {
  it("an empty file", async () => {
    write("api.yaml", "");
    await expectFailure(generateFrom("api.yaml"), /^typewright: api\.yaml: file is empty$/);
  });

  it("a file of only whitespace", async () => {
    write("api.json", " \n\t\r\n");
    await expectFailure(generateFrom("api.json"), /^typewright: api\.json: file is empty$/);
  });

  it("binary garbage (a PNG header, NUL bytes and every other byte value)", async () => {
    const bytes = new Uint8Array(4096);
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 167 + 13) % 256;
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    write("image.png", bytes);
    write("api.json", bytes);
    await expectFailure(
      generateFrom("image.png"),
      /^typewright: image\.png: not an OpenAPI or Swagger document/,
    );
    await expectFailure(
      generateFrom("api.json"),
      /^typewright: api\.json:1:1: invalid JSON: unexpected "\uFFFD"$/,
    );
  });

  it("truncated JSON, with the line and column", async () => {
    write("api.json", '{\n  "openapi": "3.0.3",\n  "info": { "title": "t",\n');
    await expectFailure(generateFrom("api.json"), /^typewright: api\.json:4:1: invalid JSON: /);
  });

  it("truncated YAML, with the line and column", async () => {
    write("api.yaml", 'openapi: 3.0.3\ninfo:\n  title: "t\n  version: 1\npaths: {\n');
    await expectFailure(generateFrom("api.yaml"), /^typewright: api\.yaml:6:1: invalid YAML: /);
  });

  it("a JSON error quoting a bidirectional control shows it escaped", async () => {
    write("api.json", "\u202e{}");
    await expectFailure(
      generateFrom("api.json"),
      /^typewright: api\.json:1:1: invalid JSON: unexpected "\\u202E"$/,
    );
  });

  it("valid JSON and YAML that are not OpenAPI", async () => {
    write("package.json", JSON.stringify({ name: "app", version: "1.0.0", scripts: {} }));
    await expectFailure(
      generateFrom("package.json"),
      /^typewright: package\.json: not an OpenAPI or Swagger document \(no `openapi` or `swagger` field\)$/,
    );
    write("compose.yaml", "services:\n  web:\n    image: nginx\n");
    await expectFailure(
      generateFrom("compose.yaml"),
      /^typewright: compose\.yaml: not an OpenAPI or Swagger document/,
    );
    write("list.json", "[1, 2, 3]");
    await expectFailure(
      generateFrom("list.json"),
      /^typewright: list\.json: not an OpenAPI or Swagger document \(the top level is not an object\)$/,
    );
  });

  it("unsupported versions: openapi 4.0.0 and swagger 1.2", async () => {
    write("v4.yaml", 'openapi: 4.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n');
    await expectFailure(
      generateFrom("v4.yaml"),
      /^typewright: v4\.yaml: unsupported version "4\.0\.0" \(supported: OpenAPI 3\.0, 3\.1, 3\.2 and Swagger 2\.0\)$/,
    );
    write("v1.json", JSON.stringify({ swagger: "1.2", info: { title: "t", version: "1" }, apis: [] }));
    await expectFailure(generateFrom("v1.json"), /^typewright: v1\.json: unsupported version "1\.2"/);
  });

  it("a description that does not exist, and a folder", async () => {
    await expectFailure(
      generateFrom("missing.yaml"),
      /^typewright: cannot read missing\.yaml: file not found$/,
    );
    await expectFailure(generateFrom("."), /^typewright: cannot read \S+: it is a directory, not a file$/);
  });

  it("a file name with a line break is shown on one line", async () => {
    write("api\nv2.json", "");
    await expectFailure(generateFrom("api\nv2.json"), /^typewright: api\\u000Av2\.json: file is empty$/);
  });
});

describe("$refs that lead nowhere", () => {
  it("a local pointer to a schema that is not there names the pointer and the $ref", async () => {
    write("api.json", smallDescription({ $ref: "#/components/schemas/Nope" }, { Pet: { type: "object" } }));
    await expectFailure(
      generateFrom("api.json"),
      new RegExp(
        `^typewright: api\\.json: unresolved \\$ref "#/components/schemas/Nope" at ${escapeRegExp(RESPONSE_POINTER)} \\(no "Nope" in #/components/schemas\\)$`,
      ),
    );
  });

  it("a missing external file", async () => {
    write("api.json", smallDescription({ $ref: "./schemas/pet.yaml" }));
    await expectFailure(
      generateFrom("api.json"),
      new RegExp(
        `^typewright: api\\.json: unresolved \\$ref "\\./schemas/pet\\.yaml" at ${escapeRegExp(RESPONSE_POINTER)} \\(cannot read schemas/pet\\.yaml: file not found\\)$`,
      ),
    );
  });

  it("a pointer that an existing external file does not hold", async () => {
    write("api.json", smallDescription({ $ref: "./pets.yaml#/Cat" }));
    write("pets.yaml", "Dog:\n  type: object\n");
    await expectFailure(
      generateFrom("api.json"),
      /^typewright: api\.json: unresolved \$ref "\.\/pets\.yaml#\/Cat" at #\/paths\/\S+ \(no "Cat" in pets\.yaml#\)$/,
    );
  });

  it("a loop of $refs inside the description", async () => {
    write(
      "api.json",
      smallDescription(
        { $ref: "#/components/schemas/A" },
        { A: { $ref: "#/components/schemas/B" }, B: { $ref: "#/components/schemas/A" } },
      ),
    );
    await expectFailure(
      generateFrom("api.json"),
      /^typewright: api\.json: circular \$ref at #\/components\/schemas\/A: .* never reaches a value$/,
    );
  });

  it("a loop of $refs between two files", async () => {
    write("api.json", smallDescription({ $ref: "./a.yaml#/A" }));
    write("a.yaml", 'A: {$ref: "./b.yaml#/B"}\n');
    write("b.yaml", 'B: {$ref: "./a.yaml#/A"}\n');
    await expectFailure(
      generateFrom("api.json"),
      /^typewright: [ab]\.yaml: circular \$ref at #\/[AB]: .* never reaches a value$/,
    );
  });
});

describe("URLs that do not answer with a description", () => {
  let server: RecordingServer;
  let closedPort: number;

  beforeAll(async () => {
    server = await startRecordingServer((request) => {
      if (request.path === "/loop.json") return { status: 302, headers: { location: "/loop-again.json" } };
      if (request.path === "/loop-again.json") return { status: 302, headers: { location: "/loop.json" } };
      if (request.path === "/api.json") {
        return { body: JSON.parse(smallDescription({ $ref: "./gone.json#/Pet" })) as object };
      }
      return { status: 404, headers: { "content-type": "text/plain" }, body: "not here" };
    });
    closedPort = await freePort();
  });
  afterAll(() => server.close());

  it("a closed port on 127.0.0.1", async () => {
    await expectFailure(
      generateFrom(`http://127.0.0.1:${closedPort}/api.json`),
      new RegExp(
        `^typewright: cannot read http://127\\.0\\.0\\.1:${closedPort}/api\\.json: network error \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${closedPort}\\)$`,
      ),
    );
  });

  it("HTTP 404", async () => {
    await expectFailure(
      generateFrom(`${server.url}/missing.json`),
      /^typewright: http:\/\/127\.0\.0\.1:\d+\/missing\.json: HTTP 404 Not Found$/,
    );
  });

  it("a redirect loop", async () => {
    await expectFailure(
      generateFrom(`${server.url}/loop.json`),
      /^typewright: cannot read http:\/\/127\.0\.0\.1:\d+\/loop\.json: network error \(redirect count exceeded\)$/,
    );
  });

  it("a remote $ref answered with 404 names the $ref and its pointer", async () => {
    await expectFailure(
      generateFrom(`${server.url}/api.json`),
      new RegExp(
        `^typewright: http://127\\.0\\.0\\.1:\\d+/api\\.json: unresolved \\$ref "\\./gone\\.json#/Pet" at ${escapeRegExp(RESPONSE_POINTER)} \\(.*gone\\.json.*404.*\\)$`,
      ),
    );
  });
});

describe("option errors end with exit code 2", () => {
  beforeEach(() => {
    write("api.json", smallDescription({ type: "string" }));
  });

  it("an unknown template", async () => {
    await expectFailure(
      ["-s", "api.json", "-o", "client.ts", "-t", "jquery"],
      /^typewright: --template: unknown template "jquery"; use one of /,
      2,
    );
  });

  it("an unknown flag", async () => {
    await expectFailure(
      ["-s", "api.json", "-o", "client.ts", "--sauce"],
      /^typewright: unknown flag --sauce; see --help$/,
      2,
    );
  });

  it("a size cap that is not a number", async () => {
    await expectFailure(
      ["-s", "api.json", "-o", "client.ts", "--maxInputSize", "lots"],
      /^typewright: --maxInputSize: must be a positive whole number of megabytes \(got "lots"\)$/,
      2,
    );
  });

  it("no output path", async () => {
    await expectFailure(["-s", "api.json"], /^typewright: out: is required$/, 2);
  });

  it("a truncated configuration file, with the line and column", async () => {
    write("typewright.json", '{ "src": "api.json",\n');
    await expectFailure(["-c", "typewright.json"], /^typewright: typewright\.json:2:1: invalid JSON: /, 2);
  });

  it("a configuration value of the wrong type", async () => {
    write("typewright.json", JSON.stringify({ src: 5, out: "client.ts" }));
    await expectFailure(
      ["-c", "typewright.json"],
      /^typewright: typewright\.json: src: must be a non-empty path or URL \(got 5\)$/,
      2,
    );
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A port on 127.0.0.1 that was free a moment ago and has nothing listening on it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
