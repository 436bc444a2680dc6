/**
 * The views and the `allOf` merge read only the schemas the operations need (`viewScope`): what the
 * operations reach, and every schema holding an `allOf` with what it reaches. Within that scope they come out
 * as over every schema: the same views, request views in the same order, the same merged schemas.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSpec } from "../src/load/load-spec.js";
import { buildModel } from "../src/model/build-model.js";
import type { Model, SchemaId } from "../src/model/types.js";
import { mergeRedeclaredProperties } from "../src/plan/merge-all-of.js";
import { planViews, type ViewedModel, viewScope } from "../src/plan/plan-views.js";
import { makeTempDir, type TempDir } from "./support/temp-dir.js";

type Json = Record<string, unknown>;

let folder: TempDir;
let written = 0;
beforeAll(async () => {
  folder = await makeTempDir("typewright-view-scope-");
});
afterAll(() => folder.cleanup());

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const id = (name: string): SchemaId => `#/components/schemas/${name}`;

async function modelOf(schemas: Json): Promise<Model> {
  const json = { "application/json": { schema: ref("Thing") } };
  const document = {
    openapi: "3.0.3",
    info: { title: "scope", version: "1" },
    paths: {
      "/things": {
        post: {
          operationId: "createThing",
          requestBody: { required: true, content: json },
          responses: { "200": { description: "OK", content: json } },
        },
      },
    },
    components: { schemas },
  };
  const file = path.join(folder.path, `description-${++written}.json`);
  await writeFile(file, JSON.stringify(document));
  return buildModel(await loadSpec(file));
}

const readOnlyId = { type: "object", properties: { id: { type: "string", readOnly: true } } };

/**
 * `Thing` (what the operation uses) reaches `Part`, which marks a readOnly property, and a cycle through
 * `Node`. `Hook` and `Payload` are used by no operation; `Hook` marks a property readOnly too (two views over
 * every schema, one in scope). `Wrapper` is used by no operation but holds an `allOf` whose members redeclare
 * `items` (merged), meeting `Thing`'s own members: it stays in scope, with `Base`, which it reaches.
 */
const SCHEMAS: Json = {
  Hook: { type: "object", properties: { id: { type: "string", readOnly: true }, payload: ref("Payload") } },
  Payload: { type: "object", properties: { thing: ref("Thing") } },
  Wrapper: {
    allOf: [ref("Base"), { type: "object", properties: { items: { type: "array", items: ref("Part") } } }],
  },
  Base: { type: "object", properties: { items: { type: "array", items: { type: "object" } } } },
  Thing: {
    allOf: [
      ref("Base"),
      { type: "object", properties: { items: { type: "array", items: ref("Part") }, node: ref("Node") } },
    ],
  },
  Part: readOnlyId,
  Node: { type: "object", properties: { next: ref("Node"), part: ref("Part") } },
};

function inScope(viewed: ViewedModel, scope: ReadonlySet<SchemaId>): [SchemaId, unknown][] {
  return [...viewed.schemas].filter(([key]) => scope.has(key)).map(([key, named]) => [key, named.schema]);
}

describe("viewScope", () => {
  it("holds what the operations reach and every schema with an allOf with what it reaches", async () => {
    const model = await modelOf(SCHEMAS);
    const scope = viewScope(model, model.operations);
    expect([...scope].sort()).toEqual(["Base", "Node", "Part", "Thing", "Wrapper"].map(id).sort());
  });

  it("views and merges the schemas in scope as over every schema", async () => {
    const model = await modelOf(SCHEMAS);
    const scope = viewScope(model, model.operations);
    const everySchema = planViews(model, model.operations, true);
    const scoped = planViews(model, model.operations, true, scope);
    // Over every schema, Hook and Payload (which reaches Thing) get request views as well.
    expect([...everySchema.requestViews.keys()]).toContain(id("Hook"));
    expect([...everySchema.requestViews.keys()]).toContain(id("Payload"));
    const requestViewsInScope = [...everySchema.requestViews].filter(([key]) => scope.has(key));
    expect([...scoped.requestViews]).toEqual(requestViewsInScope);
    const viewedScope = new Set([...scope, ...scoped.requestViews.values()]);
    expect(inScope(scoped, viewedScope)).toEqual(inScope(everySchema, viewedScope));
    expect(scoped.operations).toEqual(everySchema.operations);

    const mergedEverySchema = mergeRedeclaredProperties(everySchema);
    const mergedScoped = mergeRedeclaredProperties(scoped);
    // The merge rewrote Thing and Wrapper (their `items` meet wrongly), so the comparison is not vacuous.
    expect(mergedScoped.schemas.get(id("Thing"))).not.toBe(scoped.schemas.get(id("Thing")));
    expect(mergedScoped.schemas.get(id("Wrapper"))).not.toBe(scoped.schemas.get(id("Wrapper")));
    expect(inScope(mergedScoped, viewedScope)).toEqual(inScope(mergedEverySchema, viewedScope));
    expect(mergedScoped.operations).toEqual(mergedEverySchema.operations);
  });

  it("leaves a schema outside the scope as the model has it", async () => {
    const model = await modelOf(SCHEMAS);
    const scoped = planViews(model, model.operations, true, viewScope(model, model.operations));
    expect(scoped.schemas.get(id("Hook"))).toBe(model.schemas.get(id("Hook")));
    expect(scoped.requestViews.has(id("Hook"))).toBe(false);
  });
});
