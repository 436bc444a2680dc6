/** The real pipeline (load, model, plan) over the small date descriptions of date-shapes and date-plan tests. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import type { Model } from "../../src/model/types.js";
import { type DateShape, DateShapes } from "../../src/plan/date-shapes.js";
import { type Plan, planOutput } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { id, type Json } from "./date-descriptions.js";
import { makeTempDir, type TempDir } from "./temp-dir.js";

export const dateTime: DateShape = { kind: "dateTime" };
export const date: DateShape = { kind: "date" };
export const refTo = (name: string): DateShape => ({ kind: "ref", target: id(name) });
export const object = (properties: Record<string, DateShape>): DateShape => ({
  kind: "object",
  properties: Object.entries(properties).map(([name, shape]) => ({ name, shape })),
});

let folder: TempDir;
let written = 0;

/** Gives the test file a temporary folder for the descriptions it writes; call at its top level. */
export function registerDescriptionFolder(): void {
  beforeAll(async () => {
    folder = await makeTempDir("typewright-date-shapes-");
  });
  afterAll(() => folder.cleanup());
}

/** A 3.1 description: these schemas, and `paths` (none by default). */
export function describeApi(schemas: Json, paths: Json = {}): Json {
  return { openapi: "3.1.0", info: { title: "dates", version: "1" }, paths, components: { schemas } };
}

export async function writeDescription(document: Json): Promise<string> {
  const file = path.join(folder.path, `description-${++written}.json`);
  await writeFile(file, JSON.stringify(document));
  return file;
}

export async function modelOf(document: Json): Promise<Model> {
  return buildModel(await loadSpec(await writeDescription(document)));
}

/** Both directions over the named schemas of `schemas`. */
export async function shapesOf(schemas: Json) {
  const model = await modelOf(describeApi(schemas));
  return { revive: new DateShapes(model.schemas, "revive"), format: new DateShapes(model.schemas, "format") };
}

/** The plan a fetch client of `document` gets, with the module's own names reserved as in a real run. */
export async function planOf(document: Json, options: Json = {}): Promise<Plan> {
  const resolved = resolveOptions(
    { src: await writeDescription(document), template: "fetch", ...options },
    BUILTIN_OUTPUTS,
  );
  const templates = await resolveTemplate(resolved.template);
  return planOutput(buildModel(await loadSpec(resolved.src)), resolved, templates.outputs);
}

export function converterNames(plan: Plan, direction: "revive" | "format"): Record<string, string> {
  return Object.fromEntries(
    [...plan.dates.converters[direction]].map(([schemaId, converter]) => [schemaId, converter.name]),
  );
}

export function plannedOperation(plan: Plan, operationId: string) {
  const planned = plan.groups
    .flatMap((group) => group.operations)
    .find((candidate) => candidate.operation.operationId === operationId);
  if (!planned) throw new Error(`no planned operation ${operationId}`);
  return planned;
}
