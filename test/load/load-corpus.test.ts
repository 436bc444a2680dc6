import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TypewrightError } from "../../src/errors.js";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject } from "../../src/load/types.js";
import { collectRefs } from "../../src/load/walk-document.js";
import { at, brokenRefs, externals, NO_NETWORK, SPECS } from "../support/load-fixtures.js";

describe("loadSpec: real multi-file specs", () => {
  it("loads the DigitalOcean spec (~2,000 files) without reading its x-codeSamples files", async () => {
    const spec = await loadSpec(
      `${SPECS}/openapi-typescript/examples/digital-ocean-api/DigitalOcean-public.v2.yaml`,
    );
    const ext = externals(spec.document);
    // Counted, not timed (the time of a load is the benchmark's): of its 2,034 files, the 1,017 code samples
    // (`resources/*/examples/`) are not read.
    const read = spec.inputFiles.map((file) =>
      path.relative(`${SPECS}/openapi-typescript/examples/digital-ocean-api`, file),
    );
    expect(read.filter((file) => /^resources\/[^/]+\/examples\//.test(file))).toEqual([]);
    expect(read.length).toBeGreaterThan(900);
    expect(read.length).toBeLessThanOrEqual(2034 - 1017);
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
