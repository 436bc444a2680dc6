/**
 * The hooks code of a reactive template, for either place it can go: after the client in the main file,
 * or in its own file (`hooksOut`) that reaches the main file through a namespace import.
 */

import { namespaceImport } from "../../ast/imports.js";
import ts from "../../compiler-api.js";
import type { ReactiveLayerName } from "../../config/types.js";
import type { HooksPlan } from "../../plan/plan-hooks.js";
import { runtimeDeclaredNames } from "../runtime-source.js";
import type { ClientEmitContext } from "../types.js";
import { clientTypeImports } from "./client-types.js";
import { qualifyTypeNames } from "./qualify-types.js";
import { swrLayer } from "./swr.js";
import { tsqLayer } from "./tsq.js";
import type { HookEmitContext, ReactiveLayer } from "./types.js";

export { clientDirective } from "./hook-declarations.js";

const LAYERS: Readonly<Record<ReactiveLayerName, ReactiveLayer>> = { swr: swrLayer, tsq: tsqLayer };

export interface HookStatements {
  /** Library imports (and, in a separate file, the main file's namespace import and client types). */
  imports: ts.Statement[];
  /** Option types, helpers and one namespace per group. */
  declarations: ts.Statement[];
}

/**
 * `mainModule` is the import specifier of the main file as seen from the hooks file when the hooks have
 * their own file, `undefined` when they go into the main file. `typeNames` are the schema type names the
 * main file declares.
 */
export function hookStatements(
  hooks: HooksPlan,
  typeNames: Iterable<string>,
  clientCtx: ClientEmitContext,
  mainModule: string | undefined,
): HookStatements {
  if (clientCtx.options.template.kind !== "builtin") return { imports: [], declarations: [] };
  const layer = LAYERS[hooks.layer];
  const namespace = hooks.names.mainModule;
  const mainFileNames = new Set([...typeNames, ...runtimeDeclaredNames()]);
  const ctx: HookEmitContext = {
    ...clientCtx,
    hooks,
    template: clientCtx.template,
    separateFile: mainModule !== undefined,
    typeInHooks: (type) =>
      mainModule === undefined ? type : qualifyTypeNames(type, mainFileNames, namespace),
  };
  const imports = [...layer.imports(ctx), ...clientTypeImports(ctx)];
  if (mainModule !== undefined) imports.push(namespaceImport(namespace, mainModule));
  const namespaces = hooks.groups.flatMap((group) =>
    layer.namespace(group, clientExpression(group.group.clientName, ctx), ctx),
  );
  return { imports, declarations: [...layer.prelude(ctx), ...namespaces] };
}

/** `petClient`, or `api.petClient` from a separate hooks file. */
function clientExpression(clientName: string, ctx: HookEmitContext): ts.Expression {
  if (!ctx.separateFile) return ts.factory.createIdentifier(clientName);
  return ts.factory.createPropertyAccessExpression(
    ts.factory.createIdentifier(ctx.hooks.names.mainModule),
    clientName,
  );
}
