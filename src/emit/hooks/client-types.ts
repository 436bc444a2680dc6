/**
 * What hooks need to know about the HTTP client under them, from its declaration: the type a client
 * method resolves to (the hooks' data type) and which library types a separate hooks file imports itself.
 */
import type { ImportName } from "../../ast/import-parts.js";
import { importDeclaration } from "../../ast/imports.js";
import type ts from "../../compiler-api.js";
import type { DeclaredType } from "../../output-contract/declaration.js";
import type { HookEmitContext } from "../client-template.js";
import { nativeResponseImport, resolvedType } from "../response-shape.js";

/**
 * The type a client method resolves to for a body of type `body`, which is what a hook's data is: the body,
 * `APIResponse<T>` or the library's own response, as `response-shape.ts` decides. Written as the hooks
 * file sees it.
 */
export function hookDataType(body: ts.TypeNode, ctx: HookEmitContext): ts.TypeNode {
  return resolvedType(body, ctx.response, ctx.typeInHooks);
}

/**
 * `import type { AxiosRequestConfig, AxiosResponse } from 'axios';` for a separate hooks file: the main
 * file imports these for itself and does not re-export them. Nothing for globals such as `RequestInit`,
 * or in a single file.
 */
export function clientTypeImports(ctx: HookEmitContext): ts.Statement[] {
  if (!ctx.separateFile) return [];
  const declared: DeclaredType[] = [ctx.template.declaration.requestOptions];
  const native = nativeResponseImport(ctx.response);
  if (native !== undefined) declared.push(native);
  const byModule = new Map<string, ImportName[]>();
  for (const type of declared) {
    if (type.module === undefined) continue;
    const names = byModule.get(type.module) ?? [];
    names.push(type.as === undefined ? { name: type.name } : { name: type.name, as: type.as });
    byModule.set(type.module, names);
  }
  return [...byModule].map(([module, names]) => importDeclaration(module, { typeOnly: true, names }));
}
