/**
 * The hooks code of a reactive layer, for either place it can go: after the client in the main file,
 * or in its own file (`hooksOut`) that reaches the main file through a namespace import.
 */

import { namespaceImport } from "../../ast/imports.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess } from "../../ast/keys.js";
import { constDeclaration, id } from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { PlannedGroup } from "../../plan/operation-plan-types.js";
import { valueInHooks } from "../../plan/query-layer/hook-body-names.js";
import type { HooksPlan, PlannedHookGroup } from "../../plan/query-layer/hooks-plan.js";
import type { ClientEmitContext, HookEmitContext, ReactiveLayer } from "../client-template.js";
import { templateContext } from "../template-context.js";
import { clientTypeImports } from "./client-types.js";
import { qualifyTypeNames } from "./qualify-types.js";

export { clientDirective } from "./hook-declarations.js";

export interface HookStatements {
  /** Library imports (and, in a separate file, the main file's namespace import and client types). */
  imports: ts.Statement[];
  /** The layer's prelude (option types, helpers): what every group's hooks read. */
  shared: Iterable<ts.Statement>;
  /** Each group's, index-aligned with the plan's hook groups. */
  groups: readonly HookGroupStatements[];
}

export interface HookGroupStatements {
  /** `const listPets2 = listPets;` for the values its hooks reach under another name. */
  aliases: readonly ts.Statement[];
  /** Its hooks and namespace, built as the printer reads them. */
  hooks: Iterable<ts.Statement>;
}

/**
 * `mainModule` is the import specifier of the main file as seen from the hooks file when the hooks have
 * their own file, `undefined` when they go into the main file. `mainFileNames` are the names the main file
 * declares (schema types, runtime helpers): a separate hooks file qualifies them.
 */
export function hookStatements(
  layer: ReactiveLayer,
  hooks: HooksPlan,
  mainFileNames: ReadonlySet<string>,
  clientCtx: ClientEmitContext,
  mainModule: string | undefined,
): HookStatements {
  const namespace = hooks.bodyNames.mainModule;
  const ctx: HookEmitContext = {
    ...clientCtx,
    hooks,
    separateFile: mainModule !== undefined,
    typeInHooks: (type) =>
      mainModule === undefined ? type : qualifyTypeNames(type, mainFileNames, namespace),
  };
  const imports = [...layer.imports(layerContext(layer, ctx)), ...clientTypeImports(ctx)];
  if (mainModule !== undefined) imports.push(namespaceImport(namespace, mainModule));
  const aliases = valueAliases(ctx);
  const aliasesOf = (group: PlannedGroup) =>
    aliases.filter((alias) => alias.group === group).map(({ statement }) => statement);
  const grouped = new Set(ctx.hooks.groups.map((group) => group.group));
  const ungrouped = aliases.filter((alias) => !grouped.has(alias.group)).map(({ statement }) => statement);
  return {
    imports,
    shared: sharedDeclarations(layer, ctx, ungrouped),
    groups: ctx.hooks.groups.map((group) => ({
      aliases: aliasesOf(group.group),
      hooks: groupDeclarations(layer, group, ctx),
    })),
  };
}

/** The statements of one hooks file: the shared ones, every value alias, then each group's hooks. */
export function* everyHookDeclaration(code: HookStatements): Generator<ts.Statement, void, undefined> {
  yield* code.shared;
  for (const group of code.groups) yield* group.aliases;
  for (const group of code.groups) yield* group.hooks;
}

/** The layer's prelude, built when the printer reaches it, and the aliases no group's hooks declare. */
function* sharedDeclarations(
  layer: ReactiveLayer,
  ctx: HookEmitContext,
  aliases: readonly ts.Statement[],
): Generator<ts.Statement, void, undefined> {
  yield* layer.prelude(layerContext(layer, ctx));
  yield* aliases;
}

/** One group's namespace and hooks, built when the printer reaches them. */
function* groupDeclarations(
  layer: ReactiveLayer,
  group: PlannedHookGroup,
  ctx: HookEmitContext,
): Generator<ts.Statement, void, undefined> {
  yield* layer.namespace(group, clientExpression(group.group.clientName, ctx), layerContext(layer, ctx));
}

/** The context the layer's own functions get: the options its declaration lists, and no others. */
function layerContext(layer: ReactiveLayer, ctx: HookEmitContext): HookEmitContext {
  return templateContext(ctx, layer.declaration.options);
}

/**
 * `const listPets2 = listPets;` for each value a hook argument hides (see `HookBodyNames`), before the hooks
 * that call it; in a separate hooks file only its own values (the main file's go through its namespace).
 */
function valueAliases(ctx: HookEmitContext): { group: PlannedGroup; statement: ts.Statement }[] {
  return ctx.hooks.bodyNames.aliases
    .filter((alias) => !(alias.inMainFile && ctx.separateFile))
    .map(({ alias, value, group }) => ({
      group,
      statement: withJsDoc(constDeclaration(alias, id(value)), {
        description: `\`${value}\`, under a name no hook argument takes.`,
      }),
    }));
}

/** `petClient`, or `api.petClient` from a separate hooks file. */
function clientExpression(clientName: string, ctx: HookEmitContext): ts.Expression {
  if (!ctx.separateFile) return id(valueInHooks(ctx.hooks.bodyNames, clientName));
  return memberAccess(referenceTo(ctx.hooks.bodyNames.mainModule), clientName);
}
