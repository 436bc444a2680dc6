/** The plan of a small description, made the way a run makes it, for unit tests of plan and emit modules. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { ClientEmitContext } from "../../src/emit/client-template.js";
import { resolveCall } from "../../src/emit/response-shape.js";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject, LoadedSpec } from "../../src/load/types.js";
import { buildModel } from "../../src/model/build-model.js";
import type { Model } from "../../src/model/types.js";
import type { PlannedOperation } from "../../src/plan/operation-plan-types.js";
import { type Plan, planOutput } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { type DiagnosticSink, diagnosticLines, diagnosticList } from "../../src/text/diagnostics.js";
import { withTempDir } from "./temp-dir.js";

export type Json = Record<string, unknown>;

/** An OpenAPI 3.1 description with these paths and component schemas. */
export function describeApi(paths: Json, schemas: Json = {}): Json {
  return { openapi: "3.1.0", info: { title: "t", version: "1" }, paths, components: { schemas } };
}

/**
 * The model of an OpenAPI 3.x description given as a value, read without a file, with the lines of what
 * reading it found as a run's `warnings` give them (absent when none).
 */
export function modelOf(document: JsonObject): ModelWithWarnings {
  const originalVersion = typeof document.openapi === "string" ? document.openapi : "3.1.0";
  const places = { root: "memory.json", external: new Map(), upgraded: false, overlaid: new Map() };
  return modelWithWarnings({ document, source: "/memory.json", originalVersion, inputFiles: [], places });
}

export type ModelWithWarnings = Model & { warnings?: string[] };

export function modelWithWarnings(spec: LoadedSpec): ModelWithWarnings {
  const diagnostics = diagnosticList();
  const model = buildModel(spec, diagnostics);
  const warnings = diagnosticLines(diagnostics.diagnostics);
  return warnings.length === 0 ? model : { ...model, warnings };
}

/**
 * The plan a client of `document` gets with `options` (fetch unless they say otherwise); what planning warns
 * of goes to `diagnostics`, where given.
 */
export async function planOf(
  document: Json,
  options: Json = {},
  diagnostics?: DiagnosticSink,
): Promise<Plan> {
  return withTempDir(async (folder) => {
    const src = path.join(folder, "openapi.json");
    await writeFile(src, JSON.stringify(document));
    const resolved = resolveOptions({ src, template: "fetch", ...options }, BUILTIN_OUTPUTS, {
      requireOut: false,
    });
    const templates = await resolveTemplate(resolved.template);
    const model = buildModel(await loadSpec(resolved.src));
    return planOutput(model, resolved, templates.outputs, diagnostics);
  }, "typewright-plan-");
}

/** The plan and the context a client template's emitter gets for it, as emitFiles makes them. */
export async function clientContextOf(
  document: Json,
  options: Json = {},
): Promise<{ plan: Plan; ctx: ClientEmitContext }> {
  return withTempDir(async (folder) => {
    const src = path.join(folder, "openapi.json");
    await writeFile(src, JSON.stringify(document));
    const resolved = resolveOptions({ src, template: "fetch", ...options }, BUILTIN_OUTPUTS, {
      requireOut: false,
    });
    const templates = await resolveTemplate(resolved.template);
    const plan = planOutput(buildModel(await loadSpec(resolved.src)), resolved, templates.outputs);
    const ctx: ClientEmitContext = {
      options: resolved,
      types: {
        typeNames: plan.typeNames,
        schemas: plan.schemaTable,
        enumMembers: plan.enumMembers,
        nullable: plan.nullable,
        typing: plan.typing,
      },
      template: templates.client,
      response: resolveCall(templates.client.declaration.response, resolved.responseShape),
      dateConverters: plan.dates.converters,
      securitySchemes: plan.securitySchemes,
      runtime: plan.runtime,
    };
    return { plan, ctx };
  }, "typewright-plan-");
}

/** The planned operation of the method named `methodName`, in whichever group it is. */
export function operation(plan: Plan, methodName: string): PlannedOperation {
  const found = plan.groups
    .flatMap((group) => group.operations)
    .find((planned) => planned.methodName === methodName);
  if (!found) throw new Error(`no method ${methodName}`);
  return found;
}
