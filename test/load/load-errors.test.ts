import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, loadError, loadFixture } from "../support/load-fixtures.js";

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

  it("reports a loop reached through another ref where the walk from the first ref enters it", async () => {
    const schema = (ref: string) => ({ $ref: `#/components/schemas/${ref}` });
    const directory = mkdtempSync(path.join(tmpdir(), "typewright-ref-loop-"));
    const ok = { "200": { description: "ok", content: { "application/json": { schema: schema("B") } } } };
    const description = {
      openapi: "3.1.0",
      info: { title: "loop", version: "1" },
      paths: { "/b": { get: { responses: ok } } },
      components: { schemas: { A: schema("B"), B: schema("A"), C: schema("D"), D: { type: "string" } } },
    };
    writeFileSync(path.join(directory, "api.json"), JSON.stringify(description));
    const error = await loadError(path.join(directory, "api.json"));
    expect(error.message).toBe(
      `${path.join(directory, "api.json")}: circular $ref at #/components/schemas/B: "#/components/schemas/A" → "#/components/schemas/B" → "#/components/schemas/A" never reaches a value`,
    );
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
      'mapping-warning.yaml#/components/schemas/Pet/discriminator/mapping/dog: discriminator mapping "#/components/schemas/Dog" does not resolve (no "Dog" in #/components/schemas)',
    ]);
  });

  it("says mappings that fail alike on one line: the first, and how many others", async () => {
    const spec = await loadFixture("mapping-missing-file.yaml");
    const unreadable = (file: string) => `cannot read ${path.join("models", file)}: file not found`;
    expect(spec.warnings).toEqual([
      `mapping-missing-file.yaml#/components/schemas/Action/discriminator/mapping/reboot: discriminator mapping "models/actions.yml#/reboot" does not resolve (${unreadable("actions.yml")}) (also at 2 other places)`,
      'mapping-missing-file.yaml#/components/schemas/Action/discriminator/mapping/lock: discriminator mapping "#/components/schemas/Lock" does not resolve (no "Lock" in #/components/schemas)',
      `mapping-missing-file.yaml#/components/schemas/Record/discriminator/mapping/a: discriminator mapping "models/records.yml#/a" does not resolve (${unreadable("records.yml")})`,
      'mapping-missing-file.yaml#/components/schemas/Record/discriminator/mapping/unlock: discriminator mapping "#/components/schemas/Unlock" does not resolve (no "Unlock" in #/components/schemas)',
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
