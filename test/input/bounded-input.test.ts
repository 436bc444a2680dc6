/**
 * Bounded input (YAML aliases and deep nesting), through the real command: a description whose
 * YAML aliases expand too far, whose aliases make it contain itself, or whose objects and arrays nest deeper
 * than MAX_NESTING_DEPTH stops with one line naming the file and where, in bounded memory, writing
 * nothing. Descriptions inside the bounds generate: shared subtrees, every construct nested up to the limit
 * (with half of Node's stack), and chains of thousands of `$ref`s.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALIAS_EXPANSION_BASE, MAX_NESTING_DEPTH } from "../../src/load/document-bounds.js";
import { expectCompiles } from "../support/compile.js";
import { fingerprints, type RunResult, runCli } from "../support/run-cli.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

/** Generous for a shared 2-core machine; unbounded runs take gigabytes (and half a minute). */
const MEMORY_LIMIT_BYTES = 400 * 2 ** 20;
/** Half of Node's default stack (984 KB): what generating at the limit may use at most. */
const HALF_THE_STACK = "--stack-size=492";

let temp: TempDir;
let dir: string;

beforeEach(async () => {
  temp = await makeTempDir("typewright-bounded-");
  dir = temp.path;
});
afterEach(async () => {
  await temp.cleanup();
});

function write(name: string, text: string): void {
  writeFileSync(path.join(dir, name), text);
}

/** Exit 1, one line on stderr matching `message`, within the bounds, and every file as it was (no output). */
async function expectRefused(args: readonly string[], message: RegExp): Promise<RunResult> {
  const before = fingerprints(dir);
  const result = await runCli(dir, ["-o", "client.ts", ...args]);
  expect(result.stderr.trimEnd().split("\n"), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(message);
  expect(result.status).toBe(1);
  expect(result.peakMemoryBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
  expect(existsSync(path.join(dir, "client.ts"))).toBe(false);
  expect(fingerprints(dir)).toEqual(before);
  return result;
}

async function expectGenerated(args: readonly string[], nodeArgs: readonly string[] = []): Promise<string> {
  const result = await runCli(dir, ["-o", "client.ts", ...args], { nodeArgs });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return readFileSync(path.join(dir, "client.ts"), "utf8");
}

const YAML_HEAD = `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Pet"}
`;

/**
 * "Billion laughs" in a schema: each level is an object whose `levels` properties all alias the level
 * below, so the last one expands to `fanout ** levels` strings. About a kilobyte.
 */
function aliasBomb(levels: number, fanout = 4, indent = "        "): string {
  const lines = [`${indent}l0: &l0 {type: string}`];
  for (let level = 1; level <= levels; level++) {
    const properties = Array.from({ length: fanout }, (_, index) => `p${index}: *l${level - 1}`);
    lines.push(`${indent}l${level}: &l${level} {type: object, properties: {${properties.join(", ")}}}`);
  }
  return lines.join("\n");
}

describe("YAML aliases are expanded within a budget", () => {
  const bombSpec = `${YAML_HEAD}components:
  schemas:
    Pet:
      type: object
      properties:
${aliasBomb(10)}
`;
  const expansion =
    /YAML aliases expand the document beyond [\d,]+ values at #\/components\/schemas\/Pet\/properties\/l\d+\/properties\/p\d/;

  it("refuses an alias bomb in a schema, naming the file and the pointer", async () => {
    write("bomb.yaml", bombSpec);
    expect(bombSpec.length).toBeLessThan(1500);
    const result = await expectRefused(["-s", "bomb.yaml"], /^typewright: bomb\.yaml: /);
    expect(result.stderr).toMatch(expansion);
    expect(result.stderr).toContain(`${ALIAS_EXPANSION_BASE.toLocaleString("en-US")} plus one per byte`);
  });

  it("refuses it when the precise YAML parser reads the file", async () => {
    // An unquoted numeric version sends the file to the second parser (see parse-text.ts).
    write("bomb.yaml", bombSpec.replace("openapi: 3.0.3", "openapi: 3.0"));
    await expectRefused(["-s", "bomb.yaml"], /^typewright: bomb\.yaml: .*alias/);
  });

  it("refuses an alias bomb in an example, which only the JSDoc would expand", async () => {
    const example = ["          v0: &v0 [lol, lol]"];
    for (let level = 1; level <= 12; level++) {
      example.push(
        `          v${level}: &v${level} [${Array(4)
          .fill(`*v${level - 1}`)
          .join(", ")}]`,
      );
    }
    write(
      "example.yaml",
      `${YAML_HEAD}components:
  schemas:
    Pet:
      type: object
      example:
${example.join("\n")}
`,
    );
    await expectRefused(
      ["-s", "example.yaml"],
      /example\.yaml: YAML aliases expand .* at #\/components\/schemas\/Pet\/example\//,
    );
  });

  it("refuses an alias bomb in an external $ref file, naming that file", async () => {
    write("api.yaml", `${YAML_HEAD}components:\n  schemas:\n    Pet: {$ref: "pet.yaml"}\n`);
    write("pet.yaml", `type: object\nproperties:\n${aliasBomb(10, 4, "  ")}\n`);
    await expectRefused(
      ["-s", "api.yaml"],
      /pet\.yaml: YAML aliases expand .* at #\/properties\/l\d+\/properties\/p\d/,
    );
  });

  it("refuses an alias inside the node it names", async () => {
    write(
      "cycle.yaml",
      `${YAML_HEAD}components:\n  schemas:\n    Pet: &pet\n      type: object\n      properties:\n        self: *pet\n`,
    );
    await expectRefused(
      ["-s", "cycle.yaml"],
      /cycle\.yaml: the YAML alias at #\/components\/schemas\/Pet\/properties\/self refers to a node that contains it/,
    );
  });

  it("keeps subtrees that a description shares through aliases", async () => {
    // The way real descriptions use aliases: one error response and one paging parameter, used everywhere.
    const paths = Array.from(
      { length: 300 },
      (_, index) => `  /things/${index}:
    get:
      operationId: getThing${index}
      parameters: [*page]
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}}
        default: *error`,
    );
    write(
      "shared.yaml",
      `openapi: 3.0.3
info: {title: t, version: "1"}
x-shared:
  page: &page {name: page, in: query, schema: {type: integer, minimum: 1}}
  error: &error
    description: failure
    content:
      application/json:
        schema:
          type: object
          required: [code, message]
          properties:
            code: {type: integer}
            message: {type: string}
            details: {type: array, items: {type: object, properties: {field: {type: string}, reason: {type: string}}}}
paths:
${paths.join("\n")}
components:
  schemas:
    Pet: {type: object, properties: {name: {type: string}}}
`,
    );
    const client = await expectGenerated(["-s", "shared.yaml", "-t", "fetch"]);
    expect(client).toContain("getThing299(");
    expect(client.match(/page\?: number/g)?.length).toBe(300);
  });
});

/** How each construct nests a schema, written as JSON text (JSON.stringify itself recurses per level). */
const NESTINGS = {
  object: ['{"type":"object","properties":{"n":', "}}"],
  additionalProperties: ['{"type":"object","additionalProperties":', "}"],
  array: ['{"type":"array","items":', "}"],
  allOf: ['{"allOf":[', ',{"type":"object","properties":{"p":{"type":"string"}}}]}'],
  oneOf: ['{"oneOf":[', ',{"type":"integer"}]}'],
} as const;
type Nesting = keyof typeof NESTINGS;

const DATE_LEAF = '{"type":"string","format":"date-time"}';

function nestedSchema(kind: Nesting, levels: number): string {
  const [open, close] = NESTINGS[kind];
  return open.repeat(levels) + DATE_LEAF + close.repeat(levels);
}

/** A description of `schemas`; each of `exposed` (default: all) is returned by a GET and sent by a POST. */
function jsonSpec(schemas: Record<string, string>, exposed = Object.keys(schemas)): string {
  const paths = exposed.map((name) => {
    const ref = `{"$ref":"#/components/schemas/${name}"}`;
    const content = `{"application/json":{"schema":${ref}}}`;
    return `"/${name}":{"get":{"operationId":"get${name}","responses":{"200":{"description":"ok","content":${content}}}},"post":{"operationId":"post${name}","requestBody":{"content":${content}},"responses":{"204":{"description":"done"}}}}`;
  });
  const components = Object.entries(schemas).map(([name, schema]) => `"${name}":${schema}`);
  return `{"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{${paths.join(",")}},"components":{"schemas":{${components.join(",")}}}}`;
}

/** Levels of objects and arrays inside one another, the root being 1 (iterative: the value may be deep). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, level] = next;
    if (current === null || typeof current !== "object") continue;
    deepest = Math.max(deepest, level);
    for (const child of Object.values(current)) pending.push([child, level + 1]);
  }
  return deepest;
}

/** The most levels of `kind` whose description stays within MAX_NESTING_DEPTH. */
function levelsAtTheLimit(kind: Nesting): number {
  let levels = MAX_NESTING_DEPTH;
  while (depthOf(JSON.parse(jsonSpec({ Deep: nestedSchema(kind, levels) }))) > MAX_NESTING_DEPTH) levels--;
  return levels;
}

/** Block-style YAML: `levels` objects inside one another under `Deep`. */
function nestedYamlBlock(levels: number): string {
  const lines: string[] = [];
  let indent = "      ";
  for (let level = 0; level < levels; level++) {
    lines.push(`${indent}type: object`, `${indent}properties:`, `${indent}  n:`);
    indent += "    ";
  }
  lines.push(`${indent}type: string`);
  return `${YAML_HEAD.replaceAll("Pet", "Deep")}components:\n  schemas:\n    Deep:\n${lines.join("\n")}\n`;
}

describe("nesting is bounded", () => {
  const tooDeep = new RegExp(
    `deep\\.json: objects and arrays nested more than ${MAX_NESTING_DEPTH} levels deep at #/components/schemas/Deep/`,
  );

  for (const kind of Object.keys(NESTINGS) as Nesting[]) {
    it(`refuses ${kind} nested 300 and 3000 levels deep in JSON, naming the pointer`, async () => {
      for (const levels of [300, 3000]) {
        write("deep.json", jsonSpec({ Deep: nestedSchema(kind, levels) }));
        await expectRefused(["-s", "deep.json"], tooDeep);
      }
    });
  }

  it("refuses YAML nested a few hundred and a few thousand levels deep, naming the line and column", async () => {
    const tooDeepYaml = new RegExp(
      `deep\\.yaml:\\d+:\\d+: objects and arrays nested more than ${MAX_NESTING_DEPTH} levels deep`,
    );
    write("deep.yaml", nestedYamlBlock(300));
    await expectRefused(["-s", "deep.yaml"], tooDeepYaml);
    // Flow style keeps a few thousand levels small: `{type: object, properties: {n: {...}}}`.
    const flow = `${"{type: object, properties: {n: ".repeat(3000)}{type: string}${"}}".repeat(3000)}`;
    write("deep.yaml", `${YAML_HEAD.replaceAll("Pet", "Deep")}components:\n  schemas:\n    Deep: ${flow}\n`);
    await expectRefused(["-s", "deep.yaml"], tooDeepYaml);
  });

  it("refuses nesting that only YAML aliases make too deep, naming the pointer through the alias", async () => {
    const nested = (inner: string) => `${"[".repeat(70)}${inner}${"]".repeat(70)}`;
    write("deep.yaml", `${YAML_HEAD}x-deep:\n  a: &deep ${nested("1")}\n  b: ${nested("*deep")}\n`);
    await expectRefused(
      ["-s", "deep.yaml"],
      /deep\.yaml: objects and arrays nested more than 128 levels deep at #\/x-deep\/b\/0\/0\/0\/0\/0\/0\/0\/0\/0\/0\/…$/m,
    );
  });

  it("refuses deep nesting in data that only the JSDoc would print", async () => {
    const example = "[".repeat(5000) + "]".repeat(5000);
    write("deep.json", jsonSpec({ Deep: `{"type":"array","example":${example}}` }));
    await expectRefused(
      ["-s", "deep.json"],
      /deep\.json: objects and arrays nested more than \d+ levels deep at #\/components\/schemas\/Deep\/example\/0\/0\//,
    );
  });

  it("generates every construct nested up to the limit with half of Node's stack, and the output compiles", async () => {
    const schemas: Record<string, string> = {};
    for (const kind of Object.keys(NESTINGS) as Nesting[]) {
      schemas[`Deep${kind}`] = nestedSchema(kind, levelsAtTheLimit(kind));
    }
    write("deep.json", jsonSpec(schemas));
    expect(depthOf(JSON.parse(readFileSync(path.join(dir, "deep.json"), "utf8")))).toBe(MAX_NESTING_DEPTH);
    // Date converters nest code per level, hooks wrap the client: the most stack-hungry outputs.
    const client = await expectGenerated(
      ["-s", "deep.json", "-t", "axios", "--dateFormat", "Date"],
      [HALF_THE_STACK],
    );
    expectCompiles({ "client.ts": client });
    await expectGenerated(["-s", "deep.json", "-t", "tsq", "--dateFormat", "Date"], [HALF_THE_STACK]);
    // The same in YAML block style, one level of objects less than the JSON limit allows.
    write("deep.yaml", nestedYamlBlock(levelsAtTheLimit("object")));
    await expectGenerated(["-s", "deep.yaml", "-t", "fetch"], [HALF_THE_STACK]);
  });

  it("refuses one level more than the limit", async () => {
    const levels = levelsAtTheLimit("additionalProperties") + 1;
    write("deep.json", jsonSpec({ Deep: nestedSchema("additionalProperties", levels) }));
    await expectRefused(["-s", "deep.json"], tooDeep);
  });
});

describe("chains of $refs", () => {
  /** `count` component schemas `<prefix>0` … each referring to the next through `link`. */
  function chain(prefix: string, count: number, link: (next: string) => string): Record<string, string> {
    const schemas: Record<string, string> = {};
    for (let index = 0; index < count; index++) {
      const next = `{"$ref":"#/components/schemas/${prefix}${index + 1}"}`;
      schemas[`${prefix}${index}`] =
        index + 1 === count
          ? `{"type":"object","properties":{"at":${DATE_LEAF},"file":{"type":"string","format":"binary"}}}`
          : link(next);
    }
    return schemas;
  }

  it("generates chains of thousands of schemas (each stays a named type)", async () => {
    write(
      "chain.json",
      jsonSpec(
        {
          ...chain("Linked", 3000, (next) => `{"type":"object","properties":{"next":${next}}}`),
          ...chain("Alias", 3000, (next) => next),
          ...chain("Extended", 3000, (next) => `{"allOf":[${next},{"type":"object"}]}`),
          ...chain("Choice", 3000, (next) => `{"oneOf":[${next},${DATE_LEAF}]}`),
        },
        ["Linked0", "Alias0", "Extended0", "Choice0"],
      ),
    );
    const client = await expectGenerated(["-s", "chain.json", "-t", "axios", "--dateFormat", "Date"]);
    expect(client).toContain("export type Alias0 = Alias1;");
    expect(client).toContain("next?: Linked2999;");
  });

  it("ends in one line when date converters would nest a chain of thousands of unions", async () => {
    // Each union's object members disagree, so its converter is written out from the next schema's: the
    // converter code would nest as deep as the chain. The stack runs out; the run says so in one line.
    const union = (next: string) => `{"oneOf":[${next},{"type":"object","properties":{"at":${DATE_LEAF}}}]}`;
    write("chain.json", jsonSpec(chain("Choice", 5000, union), ["Choice0"]));
    await expectRefused(
      ["-s", "chain.json", "--dateFormat", "Date"],
      /^typewright: chain\.json: nested too deeply to generate \(the call stack ran out; see typewright's docs\/safety\.md\)$/m,
    );
  });

  it("refuses a multipart body that would write out a long chain in place, naming the schema", async () => {
    const schemas = chain("Part", 200, (next) => `{"allOf":[${next},{"type":"object"}]}`);
    const spec = JSON.parse(jsonSpec(schemas, ["Part0"]));
    const post = spec.paths["/Part0"].post;
    post.requestBody.content = { "multipart/form-data": post.requestBody.content["application/json"] };
    write("chain.json", JSON.stringify(spec));
    await expectRefused(
      ["-s", "chain.json"],
      /#\/components\/schemas\/Part64: typing the file parts of a multipart body writes out more than 64 schemas inside one another/,
    );
  });
});
