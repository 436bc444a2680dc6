/**
 * Hygiene of description text: bidirectional controls and NUL never reach generated code as they
 * are (Trojan Source), header and cookie names that are not HTTP tokens stop generation with the parameter's
 * JSON pointer, a multi-document YAML file and a bad `x-ts-type` get messages that speak of typewright and
 * name the file and the place. User-facing errors are checked through the real command: exit code, one line,
 * a memory bound, and every file left as it was.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { ENUM_OUTPUT, expectCompiles } from "../support/compile.js";
import { fingerprints, runCli } from "../support/run-cli.js";
import { stringLiteralNodes } from "../support/string-literals.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const MEMORY_LIMIT_BYTES = 400 * 2 ** 20;

/** Every character the output must never hold as it is: NUL (`\p{Cc}` but tab and line feed) and bidi controls. */
const HIDDEN = /[^\P{Cc}\t\n]|[\u202a-\u202e\u2066-\u2069]/u;
const RLO = "\u202e";
const LRI = "\u2066";
const PDI = "\u2069";

let temp: TempDir;
let dir: string;

beforeEach(async () => {
  temp = await makeTempDir("typewright-hygiene-");
  dir = temp.path;
});
afterEach(() => temp.cleanup());

function write(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  return file;
}

/** A failed run: exit 1, exactly one line on stderr matching `message`, bounded, nothing written. */
async function expectRefused(args: readonly string[], message: RegExp): Promise<string> {
  const before = fingerprints(dir);
  const result = await runCli(dir, args);
  expect(result.stderr.trimEnd().split("\n"), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(message);
  expect(result.status).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.peakMemoryBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
  expect(fingerprints(dir)).toEqual(before);
  return result.stderr;
}

function operation(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    openapi: "3.0.3",
    info: { title: "t", version: "1" },
    paths: {
      "/items": {
        get: { operationId: "listItems", responses: { "204": { description: "none" } }, ...extra },
      },
    },
  };
}

describe("Trojan Source: hidden characters from the description are escaped", () => {
  const text = (label: string) => `${label} ${RLO}evil${LRI} \u0000 end${PDI}`;
  const description = {
    openapi: "3.0.3",
    info: { title: text("title"), version: `1${RLO}`, description: text("info") },
    paths: {
      [`/items/${RLO}x/{id}`]: {
        post: {
          tags: [text("tag")],
          operationId: "sendItem",
          summary: text("summary"),
          description: text("description"),
          parameters: [
            { name: "id", in: "path", required: true, description: text("path"), schema: { type: "string" } },
            {
              name: `q${RLO}`,
              in: "query",
              description: text("query"),
              schema: { $ref: "#/components/schemas/Kind" },
            },
          ],
          requestBody: {
            description: text("body"),
            content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
          },
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Kind: {
          type: "string",
          description: text("kind"),
          enum: [`left${RLO}right`, `nul\u0000byte`, "plain"],
          "x-enum-descriptions": [text("member"), "", ""],
        },
        Item: {
          type: "object",
          title: text("item title"),
          required: [`name${LRI}`],
          properties: {
            [`name${LRI}`]: {
              type: "string",
              description: text("property"),
              default: `d${RLO}`,
              example: `e${RLO}`,
            },
            kind: { $ref: "#/components/schemas/Kind" },
            fixed: { type: "string", enum: [`only${RLO}`] },
          },
        },
      },
    },
  };

  const variants: [string, Omit<GenerateOptions, "src">][] = [
    ["fetch, union enums", { template: "fetch", testingFramework: "vitest" }],
    [
      "axios, enum declarations",
      { template: "axios", enumDeclarationStyle: "enum", testingFramework: "jest" },
    ],
    ["tsq hooks and mocks", { template: ["tsq", "fetch"], testingFramework: "vitest" }],
  ];
  for (const [label, options] of variants) {
    it(`${label}: no hidden character in the output, comments show \\uXXXX, strings keep their value`, async () => {
      const src = write("api.json", description);
      const result = await generateFiles({
        src,
        ...options,
        out: path.join(dir, "out", "client.ts"),
        mocks: path.join(dir, "out", "mocks.ts"),
      });
      const files = Object.fromEntries(
        result.files.map((file) => [
          `trojan/${label.replace(/\W+/g, "-")}/${path.basename(file.path)}`,
          file.content,
        ]),
      );
      for (const [name, code] of Object.entries(files)) expect(HIDDEN.test(code), name).toBe(false);
      const client = result.files[0]?.content ?? "";
      // Comments: the header (title), JSDoc of operations, schemas, properties, parameters and enum members.
      expect(client).toContain("// title \\u202Eevil\\u2066 \\u0000 end\\u2069 1\\u202E");
      for (const where of ["summary", "description", "kind", "property", "item title", "path", "query"]) {
        expect(client).toContain(`${where} \\u202Eevil\\u2066 \\u0000 end\\u2069`);
      }
      expect(client).toContain('@default "d\\u202E"');
      // Literals: escaped by the printer, and still the same strings to the compiler.
      expect(stringLiteralNodes(client).map((literal) => literal.text)).toEqual(
        expect.arrayContaining([`left${RLO}right`, `nul\u0000byte`, `name${LRI}`, `only${RLO}`, `q${RLO}`]),
      );
      expect(client).toContain("'left\\u202Eright'");
      expectCompiles(files, options.enumDeclarationStyle === "enum" ? ENUM_OUTPUT : {});
    });
  }

  it("an x-ts-type holding a bidirectional control is refused (it is printed verbatim)", async () => {
    write(
      "api.json",
      operation({
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { "x-ts-type": `string /*${RLO}*/` } } },
          },
        },
      }),
    );
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts"],
      /^typewright: api\.json: x-ts-type "string \/\*\\u202E\*\/" at #\/paths\/~1items\/get\/responses\/200\/content\/application~1json\/schema is not a valid TypeScript type: it contains a bidirectional or other control character\n$/,
    );
  });
});

describe("header and cookie names must be HTTP tokens", () => {
  it("refuses a header parameter with a space, naming its JSON pointer", async () => {
    write(
      "api.json",
      operation({
        parameters: [
          { name: "X-Ok", in: "header", schema: { type: "string" } },
          { name: "X Bad", in: "header", schema: { type: "string" } },
        ],
      }),
    );
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts"],
      /^typewright: #\/paths\/~1items\/get\/parameters\/1: header parameter "X Bad" is not an HTTP header name: only letters, digits and !#\$%&'\*\+-\.\^_`\|~ are allowed \(RFC 9110 token\); leave it out with "modifiers": \{ "parameters": \{ "X Bad": "ignore" \} \}\n$/,
    );
  });

  it("names the component a $ref'd header parameter is written in, and refuses a cookie name with ';'", async () => {
    const description = operation({
      parameters: [{ $ref: "#/components/parameters/Tenant" }],
    });
    (description as { components?: unknown }).components = {
      parameters: { Tenant: { name: "Tenant:Id", in: "header", schema: { type: "string" } } },
    };
    write("api.json", description);
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts"],
      /^typewright: #\/components\/parameters\/Tenant: header parameter "Tenant:Id"/,
    );
    write(
      "cookie.json",
      operation({ parameters: [{ name: "a;b", in: "cookie", schema: { type: "string" } }] }),
    );
    await expectRefused(
      ["-s", "cookie.json", "-o", "client.ts"],
      /#\/paths\/~1items\/get\/parameters\/0: cookie parameter "a;b" is not a cookie name/,
    );
  });

  it("a parameter the options ignore is not checked, and a path-level one is named where it is written", async () => {
    const description = operation({});
    (description.paths as Record<string, Record<string, unknown>>)["/items"] = {
      ...(description.paths as Record<string, Record<string, unknown>>)["/items"],
      parameters: [{ name: "Bad\u00e9", in: "header", schema: { type: "string" } }],
    };
    write("api.json", description);
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts"],
      /#\/paths\/~1items\/parameters\/0: header parameter "Badé"/,
    );
    const ignored = await runCli(dir, ["-s", "api.json", "-o", "client.ts", "--modifier", "Badé=ignore"]);
    expect(ignored.stderr).toBe("");
    expect(ignored.status).toBe(0);
  });

  it("a header parameter with an empty name (as in Notion's description) is refused, and left out by its modifier", async () => {
    write("api.json", operation({ parameters: [{ name: "", in: "header", schema: { type: "string" } }] }));
    await expectRefused(
      ["-s", "api.json", "-o", "client.ts"],
      /header parameter "" is not an HTTP header name: .*; leave it out with "modifiers": \{ "parameters": \{ "": "ignore" \} \}\n$/,
    );
    const ignored = await runCli(dir, ["-s", "api.json", "-o", "client.ts", "--modifier", "=ignore"]);
    expect(ignored.stderr).toBe("");
    expect(ignored.status).toBe(0);
    expect(readFileSync(path.join(dir, "client.ts"), "utf8")).toMatch(
      /export function listItems\(options\?: /,
    );
  });
});

describe("messages", () => {
  it("a multi-document YAML file speaks of typewright, not of the parser's API", async () => {
    write("api.yaml", 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\n---\nsecond: document\n');
    const stderr = await expectRefused(
      ["-s", "api.yaml", "-o", "client.ts"],
      /^typewright: api\.yaml:4:1: invalid YAML: a second YAML document starts here \("---"\); typewright reads one description per file\n$/,
    );
    expect(stderr).not.toMatch(/parseAllDocuments|YAML\./);
  });

  it("an invalid x-ts-type names the file and the JSON pointer, in the description and in an external file", async () => {
    write(
      "api.yaml",
      [
        "openapi: 3.0.3",
        'info: {title: t, version: "1"}',
        "paths:",
        "  /items:",
        "    get:",
        "      operationId: listItems",
        "      responses:",
        '        "200":',
        "          description: ok",
        "          content:",
        "            application/json:",
        "              schema:",
        "                type: object",
        "                properties:",
        '                  tags: {x-ts-type: "Array<string"}',
        "                  pet: {$ref: './pet.yaml#/Pet'}",
      ].join("\n"),
    );
    write("pet.yaml", 'Pet:\n  type: object\n  properties:\n    age: {x-ts-type: "number |"}\n');
    await expectRefused(
      ["-s", "api.yaml", "-o", "client.ts"],
      /^typewright: api\.yaml: x-ts-type "Array<string" at #\/paths\/~1items\/get\/responses\/200\/content\/application~1json\/schema\/properties\/tags is not a valid TypeScript type: '>' expected\.\n$/,
    );
    write(
      "api.yaml",
      "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet: {$ref: './pet.yaml#/Pet'}\n",
    );
    await expectRefused(
      ["-s", "api.yaml", "-o", "client.ts"],
      /^typewright: pet\.yaml: x-ts-type "number \|" at #\/Pet\/properties\/age is not a valid TypeScript type: Type expected\. \(referenced from api\.yaml at #\/components\/schemas\/Pet\)\n$/,
    );
  });
});

describe("option keys that are parameter names stay own properties", () => {
  it("a choice given as a prototype member name is an unknown choice, quoted as written", async () => {
    write("api.json", operation({}));
    const result = await runCli(dir, [
      "-s",
      "api.json",
      "-o",
      "client.ts",
      "--enumNamesStyle",
      "constructor",
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'typewright: --enumNamesStyle: must be one of "original", "PascalCase" (got "constructor")\n',
    );
  });

  it("modifiers for a parameter named __proto__ apply, from the command line and merged with a config file", async () => {
    write(
      "api.json",
      operation({
        parameters: [
          { name: "__proto__", in: "header", schema: { type: "string" } },
          { name: "constructor", in: "query", schema: { type: "string" } },
        ],
      }),
    );
    const fromFlag = await runCli(dir, ["-s", "api.json", "-o", "flag.ts", "--modifier", "__proto__=ignore"]);
    expect(fromFlag.status, fromFlag.stderr).toBe(0);
    // Written as text: `__proto__` in an object literal would set the prototype (and not be written).
    write(
      "config.json",
      '{"src": "api.json", "out": "merged.ts", "modifiers": {"parameters": {"__proto__": "ignore"}}}',
    );
    const merged = await runCli(dir, ["-c", "config.json", "--modifier", "constructor=required"]);
    expect(merged.status, merged.stderr).toBe(0);
    for (const file of ["flag.ts", "merged.ts"]) {
      const code = readFileSync(path.join(dir, file), "utf8");
      expect(code).not.toMatch(/\bproto\??: string/);
      expect(code).toMatch(/listItems\(constructor\??: string/);
    }
    expect(readFileSync(path.join(dir, "merged.ts"), "utf8")).toMatch(/listItems\(constructor: string/);
  });
});
