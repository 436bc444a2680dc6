/**
 * `validate`: the description as read, against the official schema of its version (the devDependency
 * @seriousme/openapi-schema-validator), each violation one warning with file and pointer; the alternatives of
 * the schemas' choices the description never meant left out; a one-line error when the package is missing.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isTypewrightError } from "../../src/errors.js";
import { loadSpec, type ReadSource } from "../../src/load/load-spec.js";
import { type SchemaError, schemaViolations } from "../../src/load/schema-violations.js";
import type { JsonValue } from "../../src/load/types.js";
import { validateDescription } from "../../src/load/validate-description.js";
import { type Diagnostic, diagnosticLines, diagnosticList } from "../../src/text/diagnostics.js";
import { withTempDir } from "../support/temp-dir.js";

async function violations(content: object, resolve?: (name: string) => string): Promise<Diagnostic[]> {
  const sink = diagnosticList();
  const root = { content: content as JsonValue, display: "api.yaml" };
  await validateDescription(root, sink, resolve);
  return [...sink.diagnostics];
}

/** Each violation as `pointer: message`. */
async function messages(content: object): Promise<string[]> {
  return (await violations(content)).map(({ pointer, message }) => `${pointer}: ${message}`);
}

const INFO = { title: "t", version: "1" };
const PETSTORE_GET = {
  operationId: "listPets",
  parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }],
  responses: {
    "200": { description: "ok", content: { "application/json": { schema: { type: "string" } } } },
  },
};

describe("validateDescription", () => {
  it("finds nothing in a valid description of each version", async () => {
    for (const version of ["3.0.3", "3.1.1", "3.2.0"]) {
      expect(
        await violations({ openapi: version, info: INFO, paths: { "/pets": { get: PETSTORE_GET } } }),
      ).toEqual([]);
    }
    const swagger = {
      swagger: "2.0",
      info: INFO,
      paths: {
        "/pets": {
          get: {
            parameters: [{ name: "limit", in: "query", type: "integer" }],
            responses: { "200": { description: "ok" } },
          },
        },
      },
    };
    expect(await violations(swagger)).toEqual([]);
  });

  it("reports each violation as a warning with the file, the pointer and the schema it breaks", async () => {
    const document = { openapi: "3.0.3", info: { title: "t" }, paths: { "/pets": { get: { colour: 1 } } } };
    expect(await violations(document)).toEqual([
      {
        code: "openapi-schema-violation",
        severity: "warning",
        file: "api.yaml",
        pointer: "#/info",
        message: "must have required property 'version' (OpenAPI 3.0 schema)",
      },
      {
        code: "openapi-schema-violation",
        severity: "warning",
        file: "api.yaml",
        pointer: "#/paths/~1pets/get",
        message: "must have required property 'responses' (OpenAPI 3.0 schema)",
      },
      {
        code: "openapi-schema-violation",
        severity: "warning",
        file: "api.yaml",
        pointer: "#/paths/~1pets/get",
        message: "must NOT have additional property 'colour' (OpenAPI 3.0 schema)",
      },
    ]);
  });

  it("judges each version by its own schema", async () => {
    // `responses` is required by 3.0 only; a response's `description` by 3.0 and 3.1; `summary` in `info` is new in 3.1.
    const paths = { "/pets": { get: { responses: { "200": {} } }, post: {} } };
    const info = { ...INFO, summary: "s" };
    expect(await messages({ openapi: "3.0.3", info, paths })).toEqual([
      "#/info: must NOT have additional property 'summary' (OpenAPI 3.0 schema)",
      "#/paths/~1pets/get/responses/200: must have required property 'description' (OpenAPI 3.0 schema)",
      "#/paths/~1pets/post: must have required property 'responses' (OpenAPI 3.0 schema)",
    ]);
    expect(await messages({ openapi: "3.1.1", info, paths })).toEqual([
      "#/paths/~1pets/get/responses/200: must have required property 'description' (OpenAPI 3.1 schema)",
    ]);
    expect(await messages({ openapi: "3.2.0", info, paths })).toEqual([]);
    const swagger = { swagger: "2.0", info, paths: { "/pets": { get: { responses: { "200": {} } } } } };
    expect(await messages(swagger)).toEqual([
      "#/info: must NOT have additional property 'summary' (Swagger 2.0 schema)",
      "#/paths/~1pets/get/responses/200: must have required property 'description' (Swagger 2.0 schema)",
    ]);
  });

  it("leaves out the alternatives a value does not claim: a Reference without $ref, a parameter of another `in`", async () => {
    const parameter = { name: "limit", in: "query", type: "integer", colour: "red" };
    const swagger = {
      swagger: "2.0",
      info: INFO,
      paths: { "/pets": { get: { parameters: [parameter], responses: { "200": { description: "ok" } } } } },
    };
    // ajv's own list has 27 entries here: each of the five kinds of parameter, the Reference, and three oneOfs.
    expect(await messages(swagger)).toEqual([
      "#/paths/~1pets/get/parameters/0: must NOT have additional property 'colour' (Swagger 2.0 schema)",
    ]);
    const referenced = { $ref: "#/parameters/limit", colour: "red" };
    const withReference = {
      ...swagger,
      parameters: { limit: { name: "limit", in: "query", type: "integer" } },
      paths: { "/pets": { get: { parameters: [referenced], responses: { "200": { description: "ok" } } } } },
    };
    // With `$ref` the value is a Reference, and what a Reference may not hold is the violation.
    expect(await messages(withReference)).toEqual([
      "#/paths/~1pets/get/parameters/0: must NOT have additional property 'colour' (Swagger 2.0 schema)",
    ]);
  });

  it("reports what failed in the alternative a value claims, not the other alternatives' `in`", async () => {
    const swagger = (parameter: object) => ({
      swagger: "2.0",
      info: INFO,
      paths: {
        "/pets/{id}": { get: { parameters: [parameter], responses: { "200": { description: "ok" } } } },
      },
    });
    // A path parameter must say `required: true`; ajv also says `in` must be body, header, formData or query.
    expect(await messages(swagger({ name: "id", in: "path", type: "string", required: false }))).toEqual([
      "#/paths/~1pets~1{id}/get/parameters/0/required: must be equal to one of the allowed values: true (Swagger 2.0 schema)",
    ]);
    // A query parameter without `type` (an OpenAPI 3 habit); ajv also says `in` must be body.
    expect(await messages(swagger({ name: "id", in: "query", enum: ["a"] }))).toEqual([
      "#/paths/~1pets~1{id}/get/parameters/0: must have required property 'type' (Swagger 2.0 schema)",
    ]);
  });

  it("says on one line the values the alternatives allow, when the value claims none: an `in` no parameter has", async () => {
    const parameter = { name: "limit", in: "querystring", type: "integer" };
    const swagger = {
      swagger: "2.0",
      info: INFO,
      paths: { "/pets": { get: { parameters: [parameter], responses: { "200": { description: "ok" } } } } },
    };
    expect(await messages(swagger)).toEqual([
      "#/paths/~1pets/get/parameters/0/in: must be equal to one of the allowed values: " +
        '"body", "header", "formData", "query", "path" (Swagger 2.0 schema)',
    ]);
  });

  it("names a component whose name the schema refuses at the name, with what it must match", async () => {
    const components = { schemas: { "Pet Shop": { type: "object" }, "a/b": { type: "string" } } };
    expect(await messages({ openapi: "3.1.1", info: INFO, paths: {}, components })).toEqual([
      '#/components/schemas/Pet Shop: property name must match pattern "^[a-zA-Z0-9._-]+$" (OpenAPI 3.1 schema)',
      '#/components/schemas/a~1b: property name must match pattern "^[a-zA-Z0-9._-]+$" (OpenAPI 3.1 schema)',
    ]);
  });

  it("names a version written as a number, which the schemas do not know", async () => {
    expect(await messages({ openapi: 3.0, info: INFO, paths: {} })).toEqual([
      "#/openapi: Cannot find supported swagger/openapi version in specification, version must be a string. (official OpenAPI schemas)",
    ]);
  });

  it("does not call a reference into another file unresolvable: typewright resolves each $ref itself", async () => {
    const get = {
      responses: {
        "200": {
          description: "ok",
          content: { "application/json": { schema: { $ref: "./schemas.yaml#/Pet" } } },
        },
      },
    };
    expect(await violations({ openapi: "3.0.3", info: INFO, paths: { "/pets": { get } } })).toEqual([]);
  });

  it("says in one line what to install when the package is missing", async () => {
    const missing = (name: string): string => {
      throw Object.assign(new Error(`Cannot find module '${name}'`), { code: "MODULE_NOT_FOUND" });
    };
    const failure = await violations({ openapi: "3.0.3", info: INFO, paths: {} }, missing).catch(
      (error: unknown) => error,
    );
    expect(isTypewrightError(failure)).toBe(true);
    expect((failure as Error).message).toBe(
      "validate needs the package @seriousme/openapi-schema-validator 2 " +
        "(npm install -D @seriousme/openapi-schema-validator@2); typewright does not carry it, to stay small",
    );
    expect((failure as { exitCode: number }).exitCode).toBe(1);
  });

  // An installed package of another major, whose entry exports something else than the Validator class that
  // typewright calls: the same kind of line as a missing one, naming the major it needs and the one found.
  it.each([
    ["1.4.0", "export class Validator {}", ", not 1.4.0"],
    ["3.0.1", "export const validate = () => true;", ", not 3.0.1"],
    ["2.0.0", "export const validate = () => true;", ": the installed 2.0.0 has no Validator"],
  ])("says in one line which major it needs when %s is installed", async (version, code, says) => {
    await withTempDir(async (folder) => {
      const packageFolder = path.join(folder, "node_modules/@seriousme/openapi-schema-validator");
      await mkdir(path.join(packageFolder, "dist"), { recursive: true });
      const manifest = { name: "@seriousme/openapi-schema-validator", version, type: "module" };
      await writeFile(path.join(packageFolder, "package.json"), JSON.stringify(manifest));
      const entry = path.join(packageFolder, "dist/index.js");
      await writeFile(entry, code);
      const failure = await violations({ openapi: "3.0.3", info: INFO, paths: {} }, () => entry).catch(
        (error: unknown) => error,
      );
      expect(isTypewrightError(failure)).toBe(true);
      expect((failure as Error).message).toBe(
        `validate needs the package @seriousme/openapi-schema-validator 2${says} ` +
          "(npm install -D @seriousme/openapi-schema-validator@2)",
      );
    }, "typewright-validator-");
  });
});

describe("loadSpec with validate", () => {
  const broken = '{"swagger": "2.0", "info": {"title": "t"}, "paths": {}}';
  const read: ReadSource = async (location) => ({ bytes: new TextEncoder().encode(broken), base: location });

  it("checks a description read from a URL like a file, as read: Swagger 2.0 by the 2.0 schema", async () => {
    const diagnostics = diagnosticList();
    const loaded = await loadSpec("https://api.test/a.json", {
      read,
      diagnostics,
      validate: true,
    });
    // The document handed on is the upgraded one; the check saw the one read.
    expect(loaded.document.openapi).toBe("3.1.1");
    expect(diagnosticLines(diagnostics.diagnostics)).toEqual([
      "https://api.test/a.json#/info: must have required property 'version' (Swagger 2.0 schema)",
    ]);
  });

  it("checks nothing when validate is off", async () => {
    const diagnostics = diagnosticList();
    await loadSpec("https://api.test/a.json", { read, diagnostics });
    expect(diagnostics.diagnostics).toEqual([]);
  });
});

describe("schemaViolations", () => {
  const error = (
    instancePath: string,
    keyword: string,
    message: string,
    more: Partial<SchemaError> = {},
  ) => ({
    instancePath,
    keyword,
    message,
    params: {},
    ...more,
  });

  it("keeps a choice's own line only where no violation at or beneath its place says more", () => {
    const choice = error("/a", "oneOf", "must match exactly one schema in oneOf");
    expect(schemaViolations([choice])).toEqual([
      { pointer: "#/a", message: "must match exactly one schema in oneOf" },
    ]);
    const beneath = error("/a/b", "type", "must be string");
    expect(schemaViolations([beneath, choice])).toEqual([{ pointer: "#/a/b", message: "must be string" }]);
    const elsewhere = error("/ab", "type", "must be string");
    expect(schemaViolations([elsewhere, choice])).toEqual([
      { pointer: "#/ab", message: "must be string" },
      { pointer: "#/a", message: "must match exactly one schema in oneOf" },
    ]);
  });

  it("keeps a Reference's demand when it is the only alternative that failed", () => {
    const reference = { required: ["$ref"] };
    const required = error("/a", "required", "must have required property '$ref'", {
      parentSchema: reference,
      data: {},
    });
    const choice = error("/a", "oneOf", "must match exactly one schema in oneOf", { data: {} });
    expect(schemaViolations([required, choice])).toEqual([
      { pointer: "#/a", message: "must have required property '$ref'" },
    ]);
  });

  it("keeps every alternative's violations when rule 1 would leave a choice without any", () => {
    const data = { in: "b", x: 1 };
    const pinned = (value: string) => ({ properties: { in: { enum: [value] } } });
    const first = error("/p", "additionalProperties", "must NOT have additional properties", {
      params: { additionalProperty: "x" },
      parentSchema: pinned("a"),
      data,
    });
    const second = error("/p", "required", "must have required property 'y'", {
      parentSchema: pinned("c"),
      data,
    });
    const choice = error("/p", "oneOf", "must match exactly one schema in oneOf", { data });
    expect(schemaViolations([first, second, choice])).toEqual([
      { pointer: "#/p", message: "must NOT have additional property 'x'" },
      { pointer: "#/p", message: "must have required property 'y'" },
    ]);
    // One alternative that takes `in: b` is the one meant: the other's demand is left out.
    const claimed = error("/p", "required", "must have required property 'z'", {
      parentSchema: pinned("b"),
      data,
    });
    expect(schemaViolations([first, claimed, choice])).toEqual([
      { pointer: "#/p", message: "must have required property 'z'" },
    ]);
  });

  it("says which property or values ajv's message leaves out", () => {
    expect(
      schemaViolations([
        error("", "additionalProperties", "must NOT have additional properties", {
          params: { additionalProperty: "x" },
        }),
        error("/u", "unevaluatedProperties", "must NOT have unevaluated properties", {
          params: { unevaluatedProperty: "y" },
        }),
        error("/e", "enum", "must be equal to one of the allowed values", {
          params: { allowedValues: ["a", 1] },
        }),
        error("/c", "const", "must be equal to constant", { params: { allowedValue: "b" } }),
      ]).map((violation) => violation.message),
    ).toEqual([
      "must NOT have additional property 'x'",
      "must NOT have unevaluated property 'y'",
      'must be equal to one of the allowed values: "a", 1',
      'must be equal to constant: "b"',
    ]);
  });
});
