/**
 * The one list of findings that do not stop a run (src/text/diagnostics.ts): how it becomes lines (repeats
 * folded, count and length bounded, what would act on a terminal escaped), and that the API's three calls
 * and the command report the same list, the options' warnings included, each once.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { check, generate, generateFiles } from "../../src/index.js";
import { type Diagnostic, diagnosticLines, diagnosticList, LINE_BOUNDS } from "../../src/text/diagnostics.js";
import { escapeForTerminal } from "../../src/text/terminal-text.js";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT, runCli } from "../support/cli-process.js";
import { OPERATION_SERVERS_DESCRIPTION } from "../support/small-description.js";
import { withTempDir } from "../support/temp-dir.js";

const PETSTORE = path.join(ROOT, "fixtures/petstore.yaml");
const FORCE_SETUP = 'forceSetup: has no effect without "clientSetup"';
const SERVERS =
  "`servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL";

const warning = (fields: Omit<Diagnostic, "severity" | "code"> & Partial<Diagnostic>): Diagnostic => ({
  code: "unhonoured-field",
  severity: "warning",
  ...fields,
});

describe("diagnosticLines", () => {
  it("says a finding at several places once: the first place and how many others", () => {
    const list = diagnosticList();
    for (const pointer of ["#/a", "#/b", "#/c", "#/b"]) list.report(warning({ pointer, message: "m" }));
    list.report(warning({ pointer: "#/d", message: "other" }));
    expect(list.diagnostics).toHaveLength(4);
    expect(diagnosticLines(list.diagnostics)).toEqual(["#/a: m (also at 2 other places)", "#/d: other"]);
  });

  it("names the file, with the line and column where the text gives them, before the pointer", () => {
    expect(
      diagnosticLines([
        warning({ code: "yaml-duplicate-key", file: "a.yaml", line: 6, column: 3, message: "dup" }),
        warning({ code: "unused-self", file: "a.yaml", pointer: "#/$self", message: "is not used" }),
        warning({ code: "unresolved-mapping", file: "a.yaml", message: "no mapping" }),
        warning({ code: "option-no-effect", message: FORCE_SETUP }),
      ]),
    ).toEqual(["a.yaml:6:3: dup", "a.yaml#/$self: is not used", "a.yaml: no mapping", FORCE_SETUP]);
  });

  it("folds by construct where one is given", () => {
    const mapping = (ref: string, construct: string) =>
      warning({ code: "unresolved-mapping", file: "d.yaml", message: `mapping ${ref}`, construct });
    expect(
      diagnosticLines([
        mapping("a", "cannot read m.yml"),
        mapping("b", "cannot read m.yml"),
        mapping("c", "x"),
      ]),
    ).toEqual(["d.yaml: mapping a (also at 1 other place)", "d.yaml: mapping c"]);
  });

  it("gives at most 20 lines of one kind, then one line counting the rest of that kind", () => {
    const many = Array.from({ length: 100_000 }, (_, index) =>
      warning({ code: "unsendable-method", pointer: `#/p${index}`, message: `problem ${index}` }),
    );
    many.splice(50, 0, warning({ pointer: "#/other", message: "another kind" }));
    const lines = diagnosticLines(many);
    expect(LINE_BOUNDS).toEqual({ maxLines: 100, maxLinesPerKind: 20, maxLength: 1000, maxPlaceLength: 300 });
    expect(lines).toEqual([
      ...Array.from({ length: 20 }, (_, index) => `#/p${index}: problem ${index}`),
      "#/other: another kind",
      "… and 99980 more unsendable-method warnings",
    ]);
  });

  it("gives at most maxLines lines of all kinds, counting what is left out under its kind", () => {
    const bounds = { ...LINE_BOUNDS, maxLines: 3, maxLinesPerKind: 2 };
    const of = (code: Diagnostic["code"], index: number) =>
      warning({ code, pointer: `#/${code}${index}`, message: `m${index}` });
    const lines = diagnosticLines(
      [
        of("unsendable-method", 0),
        of("unsendable-method", 1),
        of("unsendable-method", 2),
        of("composition-cycle", 0),
        of("duplicate-parameter", 0),
      ],
      bounds,
    );
    expect(lines).toEqual([
      "#/unsendable-method0: m0",
      "#/unsendable-method1: m1",
      "#/composition-cycle0: m0",
      "… and 1 more unsendable-method warning",
      "… and 1 more duplicate-parameter warning",
    ]);
  });

  it("shortens a long place and a long message in their middle, saying how many characters are left out", () => {
    const key = `start${"k".repeat(2_000_000)}end`;
    const lines = diagnosticLines([
      warning({
        pointer: `#/paths/${key}`,
        message: `"${key}" is not an HTTP method; no method is generated for it`,
        construct: "same",
      }),
      warning({ pointer: "#/paths/other", message: "the same construct elsewhere", construct: "same" }),
    ]);
    expect(lines).toHaveLength(1);
    const [line = ""] = lines;
    expect(line.length).toBeLessThanOrEqual(1000 + " (also at 1 other place)".length);
    expect(line).toMatch(
      /^#\/paths\/startk+…\(1999\d{3} characters left out\)…k+end: "startk+…\(1999\d{3} characters left out\)…k+end" is not an HTTP method; no method is generated for it \(also at 1 other place\)$/,
    );
  });

  it("cuts between escapes and never between the halves of a surrogate pair", () => {
    const [escaped = ""] = diagnosticLines([warning({ message: "\u001b".repeat(2000) })]);
    expect(escaped).toMatch(/^(\\u001B)+…\(\d+ characters left out\)…(\\u001B)+$/);
    expect(escaped.length).toBeLessThanOrEqual(1000);
    const [emoji = ""] = diagnosticLines([warning({ message: `${"a".repeat(998)}${"😀".repeat(400)}` })]);
    expect(emoji).toMatch(/^a+…\(\d+ characters left out\)…(😀)+$/u);
  });

  it("writes what would act on a terminal as visible \\uXXXX text", () => {
    const message = "a\u001b[31mb\rc\nd\u0085e\u2028f\u2029g\u202eh\u2066i\u200fj\u000bk\u000cl\u007fm\tn";
    expect(diagnosticLines([warning({ pointer: "#/x", message })])).toEqual([
      "#/x: a\\u001B[31mb\\u000Dc\\u000Ad\\u0085e\\u2028f\\u2029g\\u202Eh\\u2066i\\u200Fj\\u000Bk\\u000Cl\\u007Fm\tn",
    ]);
    expect(escapeForTerminal("plain text, no change")).toBe("plain text, no change");
  });
});

describe("a description's findings, through the API", () => {
  it("are bounded and escaped in `warnings`, every one in `diagnostics`", async () => {
    // 150 operations, each with a path parameter whose name the path does not hold: 150 different findings.
    const paths = Object.fromEntries(
      Array.from({ length: 150 }, (_, index) => [
        `/items${index}`,
        {
          get: {
            operationId: `get${index}`,
            parameters: [
              { name: `id${index}\u2028\u001b[2J`, in: "path", required: true, schema: { type: "string" } },
            ],
            responses: { "204": { description: "none" } },
          },
        },
      ]),
    );
    await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      writeFileSync(src, JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }));
      const result = await generateFiles({ src, template: "fetch" });
      expect(result.diagnostics).toHaveLength(150);
      expect(result.diagnostics.every((found) => found.code === "path-parameter-mismatch")).toBe(true);
      expect(result.warnings).toHaveLength(21);
      expect(result.warnings[0]).toBe(
        `${src}#/paths/~1items0/get/parameters/0: path parameter "id0\\u2028\\u001B[2J" has no {id0\\u2028\\u001B[2J} in the path /items0; its argument is not sent`,
      );
      expect(result.warnings[20]).toBe("… and 130 more path-parameter-mismatch warnings");
    });
  });
});

describe("a finding's place", () => {
  const TYPO =
    '"strnig" is no JSON Schema type (array, boolean, integer, null, number, object, string): the schema is read without it';

  it("is the file the user edits: a document a $ref reads is named, with the pointer within it", async () => {
    await withTempDir(async (folder) => {
      const root = path.join(folder, "openapi.json");
      const shared = path.join(folder, "models", "shared.json");
      const ref = { $ref: "models/shared.json#/Pet" };
      const response = { description: "ok", content: { "application/json": { schema: ref } } };
      const paths = { "/pets": { get: { responses: { "200": response } } } };
      writeFileSync(root, JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }));
      mkdirSync(path.dirname(shared));
      writeFileSync(
        shared,
        JSON.stringify({ Pet: { type: "object", properties: { id: { type: "strnig" } } } }),
      );
      const result = await generateFiles({ src: root, template: "fetch" });
      expect(result.warnings).toEqual([`${shared}#/Pet/properties/id/type: ${TYPO}`]);
      expect(result.diagnostics).toEqual([
        {
          code: "malformed-description",
          severity: "warning",
          file: shared,
          pointer: "#/Pet/properties/id/type",
          message: TYPO,
        },
      ]);
    });
  });

  it("is checked in path items, parameters and responses written in $ref'd documents, each once", async () => {
    await withTempDir(async (folder) => {
      const root = path.join(folder, "openapi.json");
      const item = path.join(folder, "pets.json");
      const common = path.join(folder, "common.json");
      const paths = { "/pets": { $ref: "pets.json" }, "/dogs": { $ref: "pets.json" } };
      writeFileSync(root, JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }));
      const limit = { $ref: "common.json#/Limit" };
      const get = {
        parameters: [limit],
        responses: { "2XX0": { description: "no" }, "200": { $ref: "common.json#/Ok" } },
      };
      writeFileSync(item, JSON.stringify({ get }));
      const ok = {
        description: "ok",
        content: { "application/json": { schema: { type: "number", maximum: "1e400" } } },
      };
      const text = JSON.stringify({
        Limit: { name: "limit", in: "query", schema: { type: "strnig" } },
        Ok: ok,
      });
      writeFileSync(common, text.replace('"1e400"', "1e400"));
      const result = await generateFiles({ src: root, template: "fetch" });
      expect(result.warnings).toEqual([
        `${item}#/get/responses/2XX0: "2XX0" is no status code (OpenAPI: \`200\`, \`4XX\` or \`default\`): this response is not read`,
        `${common}#/Limit/schema/type: ${TYPO}`,
        `${common}#/Ok/content/application~1json/schema/maximum: \`maximum\` holds Infinity, a number JSON cannot carry (YAML's \`.inf\`/\`.nan\`, or a literal past the largest double): the keyword is left out, as if absent`,
      ]);
    });
  });

  it("is the pointer into the OpenAPI 3.1 form, and no file, for a Swagger 2.0 description", async () => {
    await withTempDir(async (folder) => {
      const src = path.join(folder, "swagger.json");
      const definitions = { Pet: { type: "object", properties: { id: { type: "strnig" } } } };
      const get = { responses: { "200": { description: "ok", schema: { $ref: "#/definitions/Pet" } } } };
      const swagger = {
        swagger: "2.0",
        info: { title: "t", version: "1" },
        paths: { "/pets": { get } },
        definitions,
      };
      writeFileSync(src, JSON.stringify(swagger));
      const result = await generateFiles({ src, template: "fetch" });
      expect(result.warnings).toEqual([`#/components/schemas/Pet/properties/id/type: ${TYPO}`]);
      expect(result.diagnostics[0]?.file).toBeUndefined();
    });
  });
});

describe("option warnings", () => {
  const expectOptionWarningFirst = (result: { warnings: string[]; diagnostics: Diagnostic[] }) => {
    expect(result.warnings).toEqual([FORCE_SETUP]);
    expect(result.diagnostics).toEqual([
      { code: "option-no-effect", severity: "warning", message: FORCE_SETUP },
    ]);
  };

  it("are returned by generateFiles(), generate() and check()", async () => {
    await withTempDir(async (folder) => {
      const options = { src: PETSTORE, template: "fetch", forceSetup: true } as const;
      expectOptionWarningFirst(await generateFiles(options));
      const out = path.join(folder, "client.ts");
      expectOptionWarningFirst(await generate({ ...options, out }));
      expectOptionWarningFirst(await check({ ...options, out }));
    });
  });

  it("come before the description's", async () => {
    await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      writeFileSync(src, JSON.stringify(OPERATION_SERVERS_DESCRIPTION));
      const result = await generateFiles({ src, template: "fetch", forceSetup: true });
      expect(result.warnings).toEqual([FORCE_SETUP, `${src}#/paths/~1p/post/servers: ${SERVERS}`]);
      expect(result.diagnostics.map((found) => found.code)).toEqual(["option-no-effect", "unhonoured-field"]);
    });
  });
});

describe("the command", () => {
  beforeAll(() => buildIfStale());

  it("prints an option warning once", async () => {
    await withTempDir((folder) => {
      const cli = runCli(folder, ["-s", PETSTORE, "-o", "client.ts", "-t", "fetch", "--forceSetup"]);
      expect(cli.status).toBe(0);
      expect(cli.stderr).toBe(`typewright: warning: ${FORCE_SETUP}\n`);
    });
  });

  it("prints it before the failure of a job that fails", async () => {
    await withTempDir((folder) => {
      const cli = runCli(folder, ["-s", "missing.yaml", "-o", "client.ts", "-t", "fetch", "--forceSetup"]);
      expect(cli.status).not.toBe(0);
      const lines = cli.stderr.trimEnd().split("\n");
      expect(lines[0]).toBe(`typewright: warning: ${FORCE_SETUP}`);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^typewright: .*missing\.yaml/);
    });
  });
});
