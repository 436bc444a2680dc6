/** Runs and plans of the reactive layers over small descriptions, for the tests of names in hooks output. */
import path from "node:path";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { ReactiveLayerName, ResolvedOptions } from "../../src/config/types.js";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { layerDeclaration } from "../../src/output-contract/catalog.js";
import { planOutput } from "../../src/plan/plan-output.js";
import type { HooksPlan } from "../../src/plan/query-layer/hooks-plan.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { tanstackDeclaredNames } from "../../src/templates/tanstack/declared-names.js";
import { fixturePath } from "./generated-module.js";

/** Every built-in reactive layer, as the registry lists them: a new layer is in every name test at once. */
export const LAYERS: readonly ReactiveLayerName[] = BUILTIN_OUTPUTS.layers.map((layer) => layer.id);

export async function generateInto(dir: string, options: Omit<GenerateOptions, "out">) {
  const result = await generateFiles({ ...options, out: path.join(dir, "src", "client.ts") });
  return Object.fromEntries(result.files.map((file) => [path.relative(dir, file.path), file.content]));
}

export function virtualFiles(folder: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([file, text]) => [`${folder}/${file}`, text]));
}

/** The plan as a run makes it, with the module's own names reserved. */
export async function planFor(resolved: ResolvedOptions) {
  const templates = await resolveTemplate(resolved.template);
  return planOutput(buildModel(await loadSpec(resolved.src)), resolved, templates.outputs);
}

/** `{ namespace: { queries: [...hooks], mutations: [...hooks], keys: [...key functions] } }` as planned. */
export async function plannedHooks(fixture: string, options: Omit<GenerateOptions, "src"> = {}) {
  const resolved = resolveOptions(
    { src: fixturePath(fixture), template: "swr", ...options },
    BUILTIN_OUTPUTS,
  );
  const hooks = (await planFor(resolved)).hooks;
  return Object.fromEntries(
    (hooks?.groups ?? []).map((group) => [
      group.namespaceName,
      {
        queries: group.queries.map((query) => query.hookName),
        mutations: group.mutations.map((mutation) => mutation.hookName),
        keys: group.queries.map((query) => query.keyName),
      },
    ]),
  );
}

/**
 * Every top-level name `hooks` plans for the hooks code: each hook's function and options factory, and the
 * names of the types a hook declares (its data, its failure, its query key, its mutation's variables).
 */
export function plannedHookNames(hooks: HooksPlan | undefined): string[] {
  return (hooks?.groups ?? []).flatMap((group) => [
    ...[...group.queries, ...group.mutations].flatMap((hook) => [
      hook.exportName,
      ...(hook.optionsFactory ? [hook.optionsFactory.exportName] : []),
      hook.dataName,
      hook.failureName,
    ]),
    ...group.queries.flatMap((hook) => [
      hook.keyTypeName,
      ...(hook.argumentsTypeName === undefined ? [] : [hook.argumentsTypeName]),
    ]),
    ...group.mutations.flatMap((hook) => (hook.variablesName === undefined ? [] : [hook.variablesName])),
  ]);
}

/** Whether the layer's plan names every hook's types (data, failure, key), as its own choice says. */
export async function namesEveryHookType(id: ReactiveLayerName): Promise<boolean> {
  const resolved = resolveOptions({ src: fixturePath("petstore.yaml"), template: id }, BUILTIN_OUTPUTS);
  const hooks = (await planFor(resolved)).hooks;
  if (hooks === undefined) throw new Error(`${id} planned no hooks`);
  return hooks.namesEveryType;
}

/** A hook's name in the layer's idiom: `useAll`, or `injectAll` where its declaration names another word. */
export function hookNamed(id: ReactiveLayerName, rest: string): string {
  return `${layerDeclaration(BUILTIN_OUTPUTS, id).hookPrefix}${rest}`;
}

/** Whether the layer's code imports a value of this name from its library (React's TanStack `queryOptions`). */
export function importsLibraryValue(id: ReactiveLayerName, name: string): boolean {
  const { imports } = layerDeclaration(BUILTIN_OUTPUTS, id).names;
  return Object.values(imports).some((imported) => imported.name === name);
}

/**
 * Whether the layer is written by the TanStack core (tsq, vue-query, ...), whose hooks are constants over one
 * argument tuple and name every type: it declares every name the core declares.
 */
export function isTanStackLayer(id: ReactiveLayerName): boolean {
  const declared: Record<string, string> = layerDeclaration(BUILTIN_OUTPUTS, id).names.declared;
  return Object.keys(tanstackDeclaredNames).every((key) => key in declared);
}
