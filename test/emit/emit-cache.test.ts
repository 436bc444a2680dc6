/**
 * The emit cache (`--watch`, several jobs) must never change what is generated: after any edit of a
 * description, a run with a warm cache writes exactly what a fresh run writes. Each description goes through
 * a chain of edits (property types, dates, docs, nullability, failures, tags, response schemas, and back)
 * with one cache, and every step is compared with a run without one.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dump, load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { EmitCache } from "../../src/emit/emit-cache.js";
import { generate } from "../../src/generate.js";
import type { GenerateOptions } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = [
  "fixtures/clients/everything.yaml",
  "fixtures/petstore.yaml",
  "fixtures/clients/request-shapes.yaml",
];
const VARIANTS: [string, Partial<GenerateOptions>][] = [
  ["fetch", { template: "fetch" }],
  ["axios full", { template: "axios", responseShape: "full", nullableStrategy: "include" }],
  ["ng2 grouped", { template: "ng2", queryParamsSerialization: { queryParamsAsObject: 1 } }],
  ["tsq objects", { template: ["tsq", "xior"], argumentStyle: "object" }],
  ["swr + hooksOut", { template: ["swr", "ky"], hooksOut: "hooks.ts", dateFormat: "string" }],
  ["schemas", { generationMode: "schemas", schemaDeclarationStyle: "type", enumDeclarationStyle: "enum" }],
];

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value ?? {}) as Json;

/** The first component schema that has properties, and the first operation. */
function parts(document: Json) {
  const schemas = object(object(document.components).schemas);
  const [schemaName, schema] = Object.entries(schemas).find(([, value]) => object(value).properties) ?? [];
  const operations = Object.values(object(document.paths)).flatMap((item) =>
    Object.entries(object(item))
      .filter(([method]) => ["get", "post", "put", "delete", "patch"].includes(method))
      .map(([, operation]) => object(operation)),
  );
  return { schemaName: schemaName ?? "", schema: object(schema), operation: operations[0] ?? {} };
}

/** Each edit changes the document in place; they apply one after another. */
const EDITS: [string, (document: Json) => void][] = [
  [
    "a property's type",
    (document) => {
      const properties = object(parts(document).schema.properties);
      const [name] = Object.keys(properties);
      if (name) properties[name] = { type: "integer", description: "now a number" };
    },
  ],
  [
    "a date-time property",
    (document) => {
      object(parts(document).schema.properties).editedAt = { type: "string", format: "date-time" };
    },
  ],
  [
    "an operation's summary",
    (document) => {
      const { operation } = parts(document);
      operation.summary = `${String(operation.summary ?? "")} (edited)`;
    },
  ],
  [
    "nullability",
    (document) => {
      parts(document).schema.nullable = true;
    },
  ],
  [
    "a documented failure",
    (document) => {
      const { operation, schemaName } = parts(document);
      object(operation.responses)["418"] = {
        description: "teapot",
        content: { "application/json": { schema: { $ref: `#/components/schemas/${schemaName}` } } },
      };
    },
  ],
  [
    "a tag",
    (document) => {
      parts(document).operation.tags = ["edited"];
    },
  ],
  [
    "a response schema",
    (document) => {
      const { operation, schemaName } = parts(document);
      object(operation.responses)["200"] = {
        description: "now a list",
        content: {
          "application/json": {
            schema: { type: "array", items: { $ref: `#/components/schemas/${schemaName}` } },
          },
        },
      };
    },
  ],
];

describe("the emit cache", () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await makeTempDir("typewright-emit-cache-");
  });
  afterAll(() => temp.cleanup());

  it.each(FIXTURES)("gives what a fresh run gives after every edit of %s", async (fixture) => {
    const original = readFileSync(path.join(ROOT, fixture), "utf8");
    const src = path.join(temp.path, path.basename(fixture));
    const versions = [original];
    const document = load(original) as Json;
    for (const [, edit] of EDITS) {
      edit(document);
      versions.push(dump(document));
    }
    versions.push(original);
    for (const [variant, overrides] of VARIANTS) {
      const cache = new EmitCache();
      const options = resolveOptions(
        {
          src,
          out: path.join(temp.path, "client.ts"),
          ...overrides,
          ...(overrides.hooksOut ? { hooksOut: path.join(temp.path, overrides.hooksOut) } : {}),
        },
        BUILTIN_OUTPUTS,
      );
      for (const [step, text] of versions.entries()) {
        writeFileSync(src, text);
        const warm = await generate(options, { emitCache: cache, write: false });
        const fresh = await generate(options, { write: false });
        const label = `${variant}, ${step === 0 ? "original" : (EDITS[step - 1]?.[0] ?? "back to the original")}`;
        expect(
          warm.files.map((file) => file.content),
          label,
        ).toEqual(fresh.files.map((file) => file.content));
        cache.sweep();
      }
    }
  });

  // A declaration is keyed by the type options as the plan decided them, and by the enum members it reads.
  it("gives what a fresh run gives when the type options change under one cache", async () => {
    const steps: Partial<GenerateOptions>[] = [
      {},
      { enumDeclarationStyle: "enum" },
      { enumDeclarationStyle: "enum", enumNamesStyle: "PascalCase" },
      { enumDeclarationStyle: "enum", nullableStrategy: "include" },
      { nullableStrategy: "nullableAsOptional" },
      { preferAny: true },
      { dateFormat: "string" },
      { schemaDeclarationStyle: "type" },
      {},
    ];
    for (const fixture of ["fixtures/types/kitchen-sink-3.0.yaml", "fixtures/petstore.yaml"]) {
      const cache = new EmitCache();
      for (const overrides of steps) {
        const options = resolveOptions(
          {
            src: path.join(ROOT, fixture),
            out: path.join(temp.path, "client.ts"),
            ...overrides,
          },
          BUILTIN_OUTPUTS,
        );
        const warm = await generate(options, { emitCache: cache, write: false });
        const fresh = await generate(options, { write: false });
        expect(
          warm.files.map((file) => file.content),
          `${fixture}, ${JSON.stringify(overrides)}`,
        ).toEqual(fresh.files.map((file) => file.content));
        cache.sweep();
      }
    }
  });
});
