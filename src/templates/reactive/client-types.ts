import { importDeclaration } from "../../ast/imports.js";
/**
 * What hooks need to know about the HTTP client under them: the type a client method resolves to (the
 * hooks' data type), and which of the client library's types a separate hooks file must import itself.
 */

import { typeReference } from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { HttpClientName } from "../../config/types.js";
import type { HookEmitContext } from "./types.js";

interface ClientLibraryTypes {
  module: string;
  /** The per-call options type as the client template names it: `[exported name, local name]`. */
  requestOptions: readonly [string, string];
  /** The library's own response type, which the method resolves to when `responseShape` is unset. */
  nativeResponse?: string;
}

/** fetch needs no import: its per-call options are the global `RequestInit`. */
const LIBRARY_TYPES: Partial<Record<HttpClientName, ClientLibraryTypes>> = {
  axios: {
    module: "axios",
    requestOptions: ["AxiosRequestConfig", "AxiosRequestConfig"],
    nativeResponse: "AxiosResponse",
  },
  xior: {
    module: "xior",
    requestOptions: ["XiorRequestConfig", "XiorRequestConfig"],
    nativeResponse: "XiorResponse",
  },
  ky: { module: "ky", requestOptions: ["Options", "KyOptions"] },
};

/** Hooks sit only on the built-in clients; other names have no library types. */
function libraryTypesOf(ctx: HookEmitContext): ClientLibraryTypes | undefined {
  const client = ctx.template.client;
  return Object.hasOwn(LIBRARY_TYPES, client)
    ? LIBRARY_TYPES[client as keyof typeof LIBRARY_TYPES]
    : undefined;
}

/**
 * The type a client method resolves to for a body of type `body`, which is what a hook's data is: the body
 * (`body`, and fetch/ky by default), `APIResponse<T>` (`full`), or axios'/xior's own response (unset).
 * Written as the hooks file sees it.
 */
export function hookDataType(body: ts.TypeNode, ctx: HookEmitContext): ts.TypeNode {
  const native = libraryTypesOf(ctx)?.nativeResponse;
  switch (ctx.options.responseShape) {
    case "body":
      return ctx.typeInHooks(body);
    case "full":
      return ctx.typeInHooks(typeReference("APIResponse", [body]));
    default:
      return native === undefined ? ctx.typeInHooks(body) : typeReference(native, [ctx.typeInHooks(body)]);
  }
}

/**
 * `import type { AxiosRequestConfig, AxiosResponse } from 'axios';` for a separate hooks file: the main
 * file imports these for itself and does not re-export them. Nothing for fetch, or in a single file.
 */
export function clientTypeImports(ctx: HookEmitContext): ts.Statement[] {
  const library = libraryTypesOf(ctx);
  if (!ctx.separateFile || library === undefined) return [];
  const names: (readonly [string, string])[] = [library.requestOptions];
  if (ctx.options.responseShape === undefined && library.nativeResponse !== undefined) {
    names.push([library.nativeResponse, library.nativeResponse]);
  }
  return [
    importDeclaration(library.module, { typeOnly: true, names: names.map(([name, as]) => ({ name, as })) }),
  ];
}
