import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TypewrightError } from "../src/errors.js";
import { formatPointer, parsePointer, resolveSegments } from "../src/load/json-pointer.js";
import { type LoadSpecOptions, loadSpec } from "../src/load/load-spec.js";
import { EXTERNAL_DOCUMENTS_KEY, type JsonObject, type JsonValue } from "../src/load/types.js";
import { collectRefs } from "../src/load/walk-document.js";
import { findJsonErrorOffset, lineColumnAt } from "../src/text/json-error-position.js";

const FIXTURES = fileURLToPath(new URL("../fixtures/load/", import.meta.url));
/** `fixtures/specs`: real public descriptions, copied unchanged with their origins (see its README.md). */
const SPECS = fileURLToPath(new URL("../fixtures/specs", import.meta.url));
const NO_NETWORK: typeof fetch = async () => {
  throw new Error("network disabled in tests");
};

async function loadFixture(source: string, options: LoadSpecOptions = {}) {
  return loadSpec(source, { cwd: FIXTURES, fetch: NO_NETWORK, ...options });
}

async function loadError(source: string, options: LoadSpecOptions = {}): Promise<TypewrightError> {
  try {
    await loadFixture(source, options);
  } catch (error) {
    if (error instanceof TypewrightError) return error;
    throw error;
  }
  throw new Error(`expected loading ${source} to fail`);
}

/** Walks a path of keys; fails the test with the path when a step is missing. */
function at(value: JsonValue, ...keys: (string | number)[]): JsonValue {
  const found = resolveSegments(value, keys.map(String));
  if (found === undefined) throw new Error(`nothing at ${formatPointer(keys.map(String))}`);
  return found;
}

function externals(document: JsonObject): JsonObject {
  return at(document, EXTERNAL_DOCUMENTS_KEY) as JsonObject;
}

/** The refs a generator would follow that are not local or do not resolve; `[]` for a good hand-off. */
function brokenRefs(document: JsonObject): string[] {
  return collectRefs(document, { sharedObjects: true })
    .filter((site) => site.kind === "ref")
    .filter((site) => {
      const segments = site.ref.startsWith("#") ? parsePointer(site.ref.slice(1)) : undefined;
      return !segments || resolveSegments(document, segments) === undefined;
    })
    .map((site) => `${site.pointer} → ${site.ref}`);
}

describe("json pointers", () => {
  it.each([
    ["", []],
    ["/", [""]],
    ["/components/schemas/Pet", ["components", "schemas", "Pet"]],
    ["/paths/~1pets~1{id}/get", ["paths", "/pets/{id}", "get"]],
    ["/a~01", ["a~1"]],
    ["/with%20space/100%25/100%", ["with space", "100%", "100%"]],
    ["/Период", ["Период"]],
  ])("%j parses to %j", (pointer, segments) => {
    expect(parsePointer(pointer)).toEqual(segments);
  });

  it("formats segments so that they parse back unchanged", () => {
    const segments = ["a/b~c", "with space", "50%25off", "~1", "Период", ""];
    expect(formatPointer(segments)).toBe("/a~1b~0c/with space/50%2525off/~01/Период/");
    expect(parsePointer(formatPointer(segments))).toEqual(segments);
  });

  it("rejects fragments that are not pointers", () => {
    expect(parsePointer("bad-fragment")).toBeUndefined();
    expect(parsePointer("components/schemas/Pet")).toBeUndefined();
  });
});

describe("JSON error positions (for V8 messages without one)", () => {
  it.each([
    ['{"a": 1}', undefined],
    ['{"\\u00e9": "\\n", "b": [true, null, -1.5e3]}', undefined],
    ['{"a":[true,fals]}', 11],
    ['{"a":1,}', 7],
    ['{"a":"\\q"}', 6],
    ['{"a" 1}', 5],
    ["[1,2", 4],
    ["{} {}", 3],
  ])("%s → %s", (text, offset) => {
    expect(findJsonErrorOffset(text)).toBe(offset);
  });

  it("counts lines and columns from 1", () => {
    expect(lineColumnAt("ab\ncd\nef", 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt("ab\ncd\nef", 99)).toEqual({ line: 3, column: 3 });
  });
});

describe("loadSpec: multi-file bundling", () => {
  let document: JsonObject;
  let ext: JsonObject;

  beforeAll(async () => {
    const spec = await loadFixture("multi/spec/root.yaml");
    expect(spec.source).toBe(path.join(FIXTURES, "multi/spec/root.yaml"));
    expect(spec.originalVersion).toBe("3.0.3");
    expect(spec.warnings).toEqual([]);
    document = spec.document;
    ext = externals(document);
  });

  it("names each external document after its file, in discovery order, deduplicating with _2", () => {
    expect(Object.keys(ext)).toEqual([
      "parameters",
      "pet",
      "owners",
      "owner",
      "odd names",
      "pet_2",
      "defs",
      "tag",
    ]);
  });

  it("copies external documents verbatim, reading each once", () => {
    expect(at(ext, "pet_2")).toEqual({ type: "object", properties: { name: { type: "string" } } });
    expect(at(ext, "tag")).toEqual({ type: "string", enum: ["a", "b"] });
    // `odd names.yaml` is referred to as `odd names.yaml` and as `odd%20names.yaml`: one copy.
    expect(Object.keys(at(ext, "odd names", "components", "schemas") as JsonObject)).toEqual([
      "a/b~c",
      "with space",
    ]);
  });

  it("rewrites fragment refs, whole-file refs and refs that climb out with ../", () => {
    const pets = at(document, "paths", "/pets", "get") as JsonObject;
    expect(at(pets, "parameters", 0, "$ref")).toBe(
      "#/x-typewright-external/parameters/components/parameters/Limit",
    );
    const ok = at(pets, "responses", "200") as JsonObject;
    expect(at(ok, "content", "application/json", "schema", "items", "$ref")).toBe(
      "#/x-typewright-external/pet/Pet",
    );
    expect(at(document, "paths", "/owners", "$ref")).toBe("#/x-typewright-external/owners");
    expect(
      at(ext, "owners", "get", "responses", "200", "content", "application/json", "schema", "$ref"),
    ).toBe("#/x-typewright-external/owner");
  });

  it("walks names that look like keywords or extensions: a property `example`, a property `x-id`, a header `x-rate-limit`", () => {
    const properties = at(document, "components", "schemas", "Local", "properties") as JsonObject;
    expect(at(properties, "example", "$ref")).toBe("#/x-typewright-external/pet/Pet");
    expect(at(properties, "x-id", "$ref")).toBe("#/x-typewright-external/owner");
    const headers = at(document, "paths", "/pets", "get", "responses", "200", "headers") as JsonObject;
    expect(at(headers, "x-rate-limit", "$ref")).toBe(
      "#/x-typewright-external/parameters/components/headers/RateLimit",
    );
  });

  it("escapes names in rewritten pointers (~0, ~1) and decodes percent-encoded fragments", () => {
    const properties = at(document, "components", "schemas", "Local", "properties") as JsonObject;
    expect(at(properties, "odd", "$ref")).toBe(
      "#/x-typewright-external/odd names/components/schemas/a~1b~0c",
    );
    expect(at(properties, "spaced", "$ref")).toBe(
      "#/x-typewright-external/odd names/components/schemas/with space",
    );
    expect(at(properties, "other", "$ref")).toBe("#/x-typewright-external/pet_2");
    expect(at(properties, "id", "$ref")).toBe("#/x-typewright-external/defs/$defs/Id");
  });

  it("rewrites refs inside an external document: local ones into its copy, ones back to the root to root pointers", () => {
    const pet = at(ext, "pet", "Pet", "properties") as JsonObject;
    expect(at(pet, "owner", "$ref")).toBe("#/x-typewright-external/pet/Owner");
    expect(at(pet, "tag", "$ref")).toBe("#/x-typewright-external/tag");
    expect(at(pet, "home", "$ref")).toBe("#/components/schemas/Local");
    // Circular schemas stay references.
    expect(at(pet, "friends", "items", "$ref")).toBe("#/x-typewright-external/pet/Pet");
    expect(at(ext, "owner", "properties", "pets", "items", "$ref")).toBe("#/x-typewright-external/pet/Pet");
  });

  it("rewrites discriminator mapping values that are refs, and leaves local ones alone", () => {
    expect(at(document, "components", "schemas", "Animal", "discriminator", "mapping")).toEqual({
      pet: "#/x-typewright-external/pet/Pet",
      local: "#/components/schemas/Local",
    });
  });

  it("never follows or rewrites refs in x-*, example, examples and default (their files do not exist)", () => {
    const pets = at(document, "paths", "/pets", "get") as JsonObject;
    expect(at(pets, "x-codeSamples", 0, "$ref")).toBe("./samples/missing-sample.yaml");
    const media = at(pets, "responses", "200", "content", "application/json") as JsonObject;
    expect(at(media, "example", "$ref")).toBe("./examples/missing-example.yaml");
    expect(at(media, "examples", "first", "$ref")).toBe("./examples/missing-examples.yaml");
    expect(at(document, "components", "schemas", "Local", "default", "$ref")).toBe(
      "./defaults/missing-default.yaml",
    );
    expect(at(document, "components", "examples", "Sample", "$ref")).toBe(
      "./examples/missing-component-example.yaml",
    );
    expect(at(ext, "pet", "Pet", "x-internal", "$ref")).toBe("./nowhere.yaml");
  });

  it("leaves root-local refs as written and every followable ref resolving", () => {
    expect(at(document, "components", "schemas", "Self", "$ref")).toBe("#/components/schemas/Local");
    expect(brokenRefs(document)).toEqual([]);
  });

  it("resolves a relative source against cwd, and names files relative to it in messages", async () => {
    const spec = await loadSpec("root.yaml", { cwd: path.join(FIXTURES, "multi/spec") });
    expect(Object.keys(externals(spec.document))).toHaveLength(8);
    const error = await loadError("unresolved-external.yaml");
    expect(error.message).toContain("cannot read does-not-exist.yaml: file not found");
  });
});

describe("loadSpec: formats", () => {
  it.each([
    ["bom.yaml", "3.1.0", "BOM YAML"],
    ["bom.json", "3.0.3", "BOM JSON"],
    ["extensionless/yaml-spec", "3.2.0", "Extension-less YAML"],
  ])("reads %s", async (source, version, title) => {
    const spec = await loadFixture(source);
    expect(spec.originalVersion).toBe(version);
    expect(at(spec.document, "info", "title")).toBe(title);
  });

  it("decides extension-less files by content: JSON spec with a ref to an extension-less YAML file", async () => {
    const spec = await loadFixture("extensionless/json-spec");
    expect(at(spec.document, "components", "schemas", "Plain", "$ref")).toBe(
      "#/x-typewright-external/yaml-part/Plain",
    );
    expect(at(externals(spec.document), "yaml-part", "Plain")).toEqual({ type: "string" });
  });

  it("keeps YAML keys and version numbers as written, merges `<<`, and warns about duplicate keys", async () => {
    const spec = await loadFixture("yaml-quirks.yaml");
    expect(spec.originalVersion).toBe("3.0");
    expect(at(spec.document, "openapi")).toBe("3.0");
    expect(at(spec.document, "info", "version")).toBe("1.10");
    expect(at(spec.document, "info", "title")).toBe("YAML quirks (duplicate)");
    const responses = at(spec.document, "paths", "/things", "get", "responses") as JsonObject;
    expect(Object.keys(responses)).toEqual(["200", "404"]);
    expect(at(responses, "404")).toEqual({
      description: "not found",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
    });
    expect(
      Object.keys(at(spec.document, "components", "schemas", "Thing", "properties") as JsonObject),
    ).toEqual(["1.10", "default"]);
    expect(spec.warnings).toEqual(["yaml-quirks.yaml:6:3: duplicate key; the last value is used"]);
  });

  it("supports `!!merge <<: *anchor` (openapi-typescript yaml-merge.yaml)", async () => {
    const spec = await loadSpec(`${SPECS}/openapi-typescript/fixtures/yaml-merge.yaml`);
    const responses = at(spec.document, "paths", "/admin/ping", "get", "responses") as JsonObject;
    expect(Object.keys(responses)).toEqual(["200", "4XX"]);
    expect(at(responses, "4XX", "content", "application/json", "schema", "$ref")).toBe(
      "#/components/schemas/HTTPError",
    );
  });
});

describe("loadSpec: errors name the file and say what is wrong, on one line", () => {
  it.each([
    ["bad-token.json", "spec", 'bad-token.json:5:11: invalid JSON: unexpected "tru"'],
    ["bad-comma.json", "spec", "bad-comma.json:5:1: invalid JSON: Expected double-quoted property name"],
    ["bad.yaml", "spec", "bad.yaml:8:3: invalid YAML: "],
    ["empty.yaml", "spec", "empty.yaml: file is empty"],
    ["blank.json", "spec", "blank.json: file is empty"],
    [
      "not-openapi.yaml",
      "spec",
      "not-openapi.yaml: not an OpenAPI or Swagger document (no `openapi` or `swagger` field)",
    ],
    ["unsupported-version.yaml", "spec", 'unsupported-version.yaml: unsupported version "4.0.0"'],
    ["swagger-1.2.json", "spec", 'swagger-1.2.json: unsupported version "1.2"'],
    ["no-such-file.yaml", "input", "cannot read no-such-file.yaml: file not found"],
    ["multi", "input", "cannot read multi: it is a directory, not a file"],
  ])("%s → %s error", async (source, code, text) => {
    const error = await loadError(source);
    expect(error.code).toBe(code);
    expect(error.message).toContain(text);
    expect(error.message).not.toContain("\n");
    expect(error.file).toBe(path.join(FIXTURES, source));
  });

  it("reports an unresolved local ref with the file, the pointer of the $ref and the missing target", async () => {
    const error = await loadError("unresolved-local.yaml");
    expect(error.code).toBe("ref");
    expect(error.message).toBe(
      'unresolved-local.yaml: unresolved $ref "#/components/schemas/Missing" at #/paths/~1pets/get/responses/200/content/application~1json/schema (no "Missing" in #/components/schemas)',
    );
    expect(error.pointer).toBe("#/paths/~1pets/get/responses/200/content/application~1json/schema");
  });

  it("reports a missing external file at the ref that needs it, naming the referencing file", async () => {
    const error = await loadError("unresolved-external.yaml");
    expect(error.code).toBe("ref");
    expect(error.message).toBe(
      'unresolved-external.yaml: unresolved $ref "./does-not-exist.yaml#/Pet" at #/paths/~1pets/get/responses/200/content/application~1json/schema (cannot read does-not-exist.yaml: file not found)',
    );
    expect(error.file).toBe(path.join(FIXTURES, "unresolved-external.yaml"));
  });

  it("rejects chains of refs that never reach a value, but keeps recursive schemas", async () => {
    const error = await loadError("ref-loop.yaml");
    expect(error.code).toBe("ref");
    expect(error.message).toContain("ref-loop.yaml: circular $ref at #/components/schemas/A");
    expect(error.problems).toHaveLength(1);
  });

  it("reports an external file that does not parse with its own line:column, and who refers to it", async () => {
    const error = await loadError("bad-external/root.yaml");
    expect(error.code).toBe("spec");
    expect(error.message).toBe(
      "bad-external/broken.json:4:3: invalid JSON: Expected double-quoted property name (referenced from bad-external/root.yaml at #/components/schemas/Broken)",
    );
    expect(error.file).toBe(path.join(FIXTURES, "bad-external/broken.json"));
  });

  it("warns about a discriminator mapping that does not resolve, without failing", async () => {
    const spec = await loadFixture("mapping-warning.yaml");
    expect(spec.warnings).toEqual([
      'mapping-warning.yaml: discriminator mapping "#/components/schemas/Dog" at #/components/schemas/Pet/discriminator/mapping/dog does not resolve (no "Dog" in #/components/schemas)',
    ]);
  });

  it("rejects a document whose top level is not an object", async () => {
    const error = await loadError("array.json");
    expect(error.code).toBe("spec");
    expect(error.message).toBe(
      "array.json: not an OpenAPI or Swagger document (the top level is not an object)",
    );
  });
});

describe("loadSpec: Swagger 2.0", () => {
  let document: JsonObject;

  beforeAll(async () => {
    const spec = await loadFixture("swagger2/api.yaml");
    expect(spec.originalVersion).toBe("2.0");
    document = spec.document;
  });

  it("is upgraded to OpenAPI 3.1 with every ref resolving", () => {
    expect(at(document, "openapi")).toMatch(/^3\.1\./);
    expect(at(document, "servers")).toEqual([{ url: "http://api.example.com/v1" }]);
    expect(brokenRefs(document)).toEqual([]);
  });

  it("turns `type: file` into {type: string, format: binary}, in form fields and in responses", () => {
    const form = at(
      document,
      "paths",
      "/upload",
      "post",
      "requestBody",
      "content",
      "multipart/form-data",
      "schema",
    );
    expect(at(form, "properties", "file")).toEqual({ type: "string", format: "binary" });
    expect(at(form, "required")).toEqual(["file"]);
    // The operation's own `produces` wins over the document's.
    const download = at(document, "paths", "/download", "get", "responses", "200", "content") as JsonObject;
    expect(download).toEqual({
      "application/octet-stream": { schema: { type: "string", format: "binary" } },
    });
    expect(at(document, "components", "schemas", "Pet", "properties", "photo")).toEqual({
      type: "string",
      format: "binary",
    });
  });

  it("makes x-nullable complete in 3.1 terms: null in the type and in the enum, anyOf for a $ref", () => {
    const pet = at(document, "components", "schemas", "Pet", "properties") as JsonObject;
    expect(at(pet, "status")).toEqual({ type: ["string", "null"], enum: ["available", "sold", null] });
    expect(at(pet, "owner")).toEqual({ anyOf: [{ $ref: "#/components/schemas/Owner" }, { type: "null" }] });
    // A definition in another file, which the upgrader does not see.
    expect(at(externals(document), "shared", "definitions", "Remote", "properties", "level")).toEqual({
      type: ["integer", "null"],
      enum: [1, 2, null],
    });
  });

  it("upgrades parameters and responses that live in another file, and body parameters behind a local ref", () => {
    const list = at(document, "paths", "/pets", "get") as JsonObject;
    expect(at(list, "parameters", 0)).toMatchObject({
      name: "status",
      in: "query",
      style: "form",
      explode: false,
      schema: { type: "array", items: { type: "string", enum: ["available", "sold"] } },
    });
    expect(at(list, "responses", "200", "content", "application/json", "schema", "items", "$ref")).toBe(
      "#/x-typewright-external/shared/definitions/Remote",
    );
    const create = at(document, "paths", "/pets", "post") as JsonObject;
    expect(create.parameters).toBeUndefined();
    expect(at(create, "requestBody")).toEqual({
      required: true,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
    });
  });

  it("loads the OAI petstore split over files (../common/Error.json, sibling Pet.json, parameters.json)", async () => {
    const spec = await loadSpec(`${SPECS}/oai/v2.0/json/petstore-separate/spec/swagger.json`);
    const ext = externals(spec.document);
    expect(Object.keys(ext).sort()).toEqual(["Error", "NewPet", "Pet", "parameters"]);
    const find = at(spec.document, "paths", "/pets", "get") as JsonObject;
    expect((at(find, "parameters") as JsonObject[]).map((parameter) => parameter.name)).toEqual([
      "tags",
      "limit",
    ]);
    expect(at(find, "responses", "200", "content", "application/json", "schema", "items", "$ref")).toBe(
      "#/x-typewright-external/Pet",
    );
    expect(at(find, "responses", "default", "content", "application/json", "schema", "$ref")).toBe(
      "#/x-typewright-external/Error",
    );
    expect(at(ext, "NewPet", "allOf", 0, "$ref")).toBe("#/x-typewright-external/Pet");
    expect(brokenRefs(spec.document)).toEqual([]);
  });
});

describe("loadSpec: real multi-file specs", () => {
  it("loads the DigitalOcean spec (~2,000 files) without reading its x-codeSamples files", async () => {
    const started = performance.now();
    const spec = await loadSpec(
      `${SPECS}/openapi-typescript/examples/digital-ocean-api/DigitalOcean-public.v2.yaml`,
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `DigitalOcean: ${Object.keys(externals(spec.document)).length} files bundled in ${seconds.toFixed(2)} s`,
    );
    const ext = externals(spec.document);
    expect(Object.keys(at(spec.document, "paths") as JsonObject).length).toBeGreaterThan(250);
    // Code samples are `{lang, source}` files; none of them was read.
    const codeSamples = Object.values(ext).filter(
      (value) => value !== null && typeof value === "object" && "lang" in value,
    );
    expect(codeSamples).toEqual([]);
    const oneClicks = at(spec.document, "paths", "/v2/1-clicks", "get", "$ref") as string;
    expect(oneClicks).toBe("#/x-typewright-external/oneClicks_list");
    expect(at(ext, "oneClicks_list", "x-codeSamples", 0, "$ref")).toBe("examples/curl/oneClicks.yml");
    expect(brokenRefs(spec.document)).toEqual([]);
  });

  it("loads swaggie external-refs/main.yml", async () => {
    const spec = await loadSpec(`${SPECS}/swaggie/external-refs/main.yml`);
    const pets = at(spec.document, "paths", "/pets") as JsonObject;
    expect(at(pets, "get", "parameters", 0, "$ref")).toBe(
      "#/x-typewright-external/parameters/components/parameters/OrgId",
    );
    expect(at(pets, "post", "requestBody", "$ref")).toBe(
      "#/x-typewright-external/request-bodies/components/requestBodies/CreatePetBody",
    );
    const ext = externals(spec.document);
    expect(at(ext, "schemas", "components", "schemas", "Pet", "properties", "category", "$ref")).toBe(
      "#/x-typewright-external/schemas/components/schemas/Category",
    );
    expect(at(ext, "common", "components", "schemas", "User", "properties", "address", "$ref")).toBe(
      "#/x-typewright-external/address/components/schemas/Address",
    );
    expect(brokenRefs(spec.document)).toEqual([]);
  });

  it("walks a response header named x-correlation-id (swaggie main-unsupported-section.yml)", async () => {
    const spec = await loadSpec(`${SPECS}/swaggie/external-refs/main-unsupported-section.yml`);
    expect(
      at(spec.document, "paths", "/test", "get", "responses", "200", "headers", "x-correlation-id", "$ref"),
    ).toBe("#/x-typewright-external/headers/components/headers/CorrelationId");
  });

  it.each([
    [
      "main-missing-file.yml",
      'swaggie/external-refs/main-missing-file.yml: unresolved $ref "./components/no-such-file.yml#/components/schemas/User" at #/paths/~1test/get/responses/200/content/application~1json/schema (cannot read swaggie/external-refs/components/no-such-file.yml: file not found)',
    ],
    [
      "main-missing-pointer.yml",
      'swaggie/external-refs/main-missing-pointer.yml: unresolved $ref "./components/schemas.yml#/components/schemas/Nope" at #/paths/~1test/get/responses/200/content/application~1json/schema (no "Nope" in swaggie/external-refs/components/schemas.yml#/components/schemas)',
    ],
    [
      "main-bad-local-fragment.yml",
      'swaggie/external-refs/main-bad-local-fragment.yml: unresolved $ref "#bad-fragment" at #/paths/~1test/get/responses/200/content/application~1json/schema (the part after # is not a JSON pointer',
    ],
    [
      "main-circular-non-components.yml",
      'swaggie/external-refs/components/circular-a.yml: circular $ref at #/x/a: "./circular-b.yml#/x/b" → "./circular-a.yml#/x/a"',
    ],
  ])("swaggie %s fails with a ref error", async (file, text) => {
    const error = await loadSpec(`swaggie/external-refs/${file}`, { cwd: SPECS }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TypewrightError);
    expect((error as TypewrightError).code).toBe("ref");
    expect((error as TypewrightError).message).toContain(text);
  });

  it.each([
    ["main-extensionless-json.yml", "plain-json", "Box"],
    ["main-extensionless-yaml.yml", "plain", "PlainModel"],
  ])("swaggie %s: extension-less external files", async (file, name, schema) => {
    const spec = await loadSpec(`${SPECS}/swaggie/external-refs/${file}`);
    expect(at(externals(spec.document), name, "components", "schemas", schema, "type")).toBe("object");
  });

  it("loads hey-api 3.1.x/external.yaml: 71 refs into external-shared.json", async () => {
    const spec = await loadSpec(`${SPECS}/hey-api/3.1.x/external.yaml`);
    const rewritten = collectRefs(spec.document, { sharedObjects: true }).filter((site) =>
      site.ref.startsWith("#/x-typewright-external/external-shared/components/"),
    );
    expect(rewritten).toHaveLength(71);
    expect(Object.keys(externals(spec.document))).toEqual(["external-shared"]);
    expect(brokenRefs(spec.document)).toEqual([]);
  });

  it("resolves $defs refs, local and remote (openapi-typescript jsonschema-defs.yaml)", async () => {
    const spec = await loadSpec(`${SPECS}/openapi-typescript/fixtures/jsonschema-defs.yaml`);
    const schemas = at(spec.document, "components", "schemas") as JsonObject;
    expect(at(schemas, "Object", "properties", "rootDef", "$ref")).toBe("#/$defs/StringType");
    expect(at(schemas, "Object", "properties", "nestedDef", "$ref")).toBe(
      "#/components/schemas/OtherObject/$defs/nestedDef",
    );
    expect(at(schemas, "RemoteDefs", "$defs", "remoteDef", "$ref")).toBe(
      "#/x-typewright-external/_jsonschema-remote-obj/RemoteObject/$defs/remoteDef",
    );
    expect(brokenRefs(spec.document)).toEqual([]);
  });
});

describe("loadSpec: URLs", () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
      if (pathname === "/hang") return; // never answers
      if (pathname.startsWith("/redirect/")) {
        response.writeHead(302, { location: pathname.slice("/redirect".length) }).end();
        return;
      }
      const file = path.join(FIXTURES, pathname);
      if (!file.startsWith(FIXTURES) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
        response.writeHead(404, { "content-type": "text/plain" }).end("not here");
        return;
      }
      response.writeHead(200, { "content-type": "application/yaml" }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("loads a multi-file spec over HTTP with the same bundle as from disk", async () => {
    const fromUrl = await loadSpec(`${origin}/multi/spec/root.yaml`);
    const fromDisk = await loadFixture("multi/spec/root.yaml");
    expect(fromUrl.source).toBe(`${origin}/multi/spec/root.yaml`);
    expect(fromUrl.document).toEqual(fromDisk.document);
  });

  it("resolves relative refs against the final URL after a redirect", async () => {
    const spec = await loadSpec(`${origin}/redirect/multi/spec/root.yaml`);
    expect(Object.keys(externals(spec.document))).toHaveLength(8);
  });

  it("reports an HTTP error status with the URL", async () => {
    const error = await loadError(`${origin}/missing.yaml`, { fetch });
    expect(error.code).toBe("input");
    expect(error.message).toBe(`${origin}/missing.yaml: HTTP 404 Not Found`);
  });

  it("reports a ref to a missing URL at the ref, naming the referencing URL", async () => {
    const error = await loadError(`${origin}/url/broken-ref.yaml`, { fetch });
    expect(error.code).toBe("ref");
    expect(error.message).toBe(
      `${origin}/url/broken-ref.yaml: unresolved $ref "./gone.yaml#/Gone" at #/components/schemas/Gone (${origin}/url/gone.yaml: HTTP 404 Not Found)`,
    );
  });

  it("follows an absolute http URL ref from a file, through the `fetch` option", async () => {
    const redirectToServer: typeof fetch = (input, init) =>
      fetch(String(input).replace("http://typewright.invalid", origin), init);
    const spec = await loadFixture("url/absolute-ref.yaml", { fetch: redirectToServer });
    expect(at(spec.document, "components", "schemas", "Remote", "$ref")).toBe(
      "#/x-typewright-external/pet/Owner",
    );
    expect(brokenRefs(spec.document)).toEqual([]);
  });

  it("gives up on a server that never answers after timeoutMs", async () => {
    const started = performance.now();
    const error = await loadError(`${origin}/hang`, { fetch, timeoutMs: 200 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error.code).toBe("input");
    expect(error.message).toBe(`cannot read ${origin}/hang: no complete response within 200 ms`);
  });

  it("refuses a source URL of a scheme it does not read, instead of reading it as a path", async () => {
    const error = await loadError("ftp://example.test/spec.yaml");
    expect(error.code).toBe("input");
    expect(error.message).toBe(
      'cannot read ftp://example.test/spec.yaml: unsupported URI scheme "ftp:" (http, https and file are read)',
    );
  });

  it("reports a network failure with the URL", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/spec.yaml`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await loadError(url, { fetch });
    expect(error.code).toBe("input");
    expect(error.message).toMatch(
      new RegExp(`^cannot read ${url.replace(/[.]/g, "\\.")}: network error \\(.*ECONNREFUSED`),
    );
  });
});

describe("loadSpec: every OpenAPI/Swagger root under fixtures/specs", () => {
  const roots = findSpecRoots(SPECS);

  it("finds the roots", () => {
    expect(roots.length).toBeGreaterThan(60);
  });

  it.each(roots)("%s loads or fails with a TypewrightError", async (root) => {
    try {
      const spec = await loadSpec(root, { cwd: SPECS, fetch: NO_NETWORK });
      expect(brokenRefs(spec.document)).toEqual([]);
      expect(String(spec.document.openapi)).toMatch(/^3\./);
    } catch (error) {
      // The message names the file the problem is in: the root, or the external file that has it.
      expect(error).toBeInstanceOf(TypewrightError);
      const { message, file } = error as TypewrightError;
      expect(file).toBeDefined();
      expect(message).toContain(path.relative(SPECS, file as string));
    }
  });
});

/** Files with a top-level `openapi:`/`swagger:` (YAML) or `"openapi"`/`"swagger"` key (JSON). */
function findSpecRoots(directory: string): string[] {
  const roots: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (isSpecRoot(readFileSync(full, "utf8"))) roots.push(path.relative(directory, full));
    }
  };
  visit(directory);
  return roots.sort();
}

function isSpecRoot(text: string): boolean {
  if (/^\uFEFF?(?:openapi|swagger)\s*:/m.test(text)) return true;
  if (!/^\uFEFF?\s*\{/.test(text)) return false;
  try {
    const value = JSON.parse(text.replace(/^\uFEFF/, "")) as JsonObject;
    return value.openapi !== undefined || value.swagger !== undefined;
  } catch {
    return false;
  }
}
