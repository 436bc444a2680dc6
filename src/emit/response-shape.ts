/**
 * What a generated call resolves to, decided in one place for every template and hook layer. The template
 * declares its facts (its async wrapper, its library's native response, how it reaches the body); the
 * `responseShape` option chooses; methods, hooks and mocks ask here.
 *
 * | responseShape | resolves to                            | method returns               |
 * |---------------|----------------------------------------|------------------------------|
 * | `body`        | `T`                                    | `Wrapper<T>`                 |
 * | `full`        | `APIResponse<T>`                       | `Wrapper<APIResponse<T>>`    |
 * | unset         | the native response (`AxiosResponse<T>`) where the library has one, else `T` | `AxiosPromise<T>` / `Wrapper<Native<T>>` / `Wrapper<T>` |
 */
import { memberAccess } from "../ast/keys.js";
import { arrow, call, id, parameter } from "../ast/nodes.js";
import { referencedType, referenceTo } from "../ast/references.js";
import type ts from "../compiler-api.js";
import type { ResolvedOptions } from "../config/types.js";
import type { DeclaredType, ResponseDeclaration } from "../output-contract/declaration.js";
import { BODY_ACCESS_NAMES } from "../output-contract/shared-names.js";
import { runtimeCall, runtimeType, SHARED_BODY_HELPERS } from "../splice/runtime-names.js";

export type CallShape = "body" | "full" | "native";

export interface CallResolution {
  readonly shape: CallShape;
  readonly response: ResponseDeclaration;
}

/** The one decision: `responseShape` if set, else the library's native response if it has one, else the body. */
export function resolveCall(
  response: ResponseDeclaration,
  responseShape: ResolvedOptions["responseShape"],
): CallResolution {
  const shape = responseShape ?? (response.native === undefined ? "body" : "native");
  return { shape, response };
}

/**
 * The type a call resolves to for a body of type `body` (a hook's data). `inMainFile` rewrites a type the
 * main file declares as another file writes it (`APIResponse` → `api.APIResponse` from a hooks file); the
 * native response type is the library's and is never rewritten.
 */
export function resolvedType(
  body: ts.TypeNode,
  resolution: CallResolution,
  inMainFile: (type: ts.TypeNode) => ts.TypeNode = (type) => type,
): ts.TypeNode {
  switch (resolution.shape) {
    case "body":
      return inMainFile(body);
    case "full":
      return inMainFile(runtimeType("APIResponse", [body]));
    case "native":
      return referencedType(nativeResponse(resolution).name, [inMainFile(body)]);
  }
}

/** Whether a call resolves to the body itself, so a body that is not there resolves to `undefined`. */
export function resolvesToBody(resolution: CallResolution): boolean {
  return resolution.shape === "body";
}

/** A method's declared return type: `Promise<T>`, `Observable<APIResponse<T>>`, `AxiosPromise<T>`, ... */
export function methodReturnType(body: ts.TypeNode, resolution: CallResolution): ts.TypeNode {
  const promise = resolution.shape === "native" ? nativeResponse(resolution).promise : undefined;
  if (promise !== undefined) return referencedType(promise, [body]);
  return referencedType(resolution.response.wrapper, [resolvedType(body, resolution)]);
}

/** What a method returns for its sender's call: the call itself, or its body with `responseShape: body`. */
export function methodResult(send: ts.Expression, resolution: CallResolution): ts.Expression {
  if (resolution.shape !== "body") return send;
  switch (resolution.response.bodyAccess) {
    case "bodyOf":
      return runtimeCall(SHARED_BODY_HELPERS.bodyOf, [send]);
    case "then":
      return call(memberAccess(send, "then"), [pickData()]);
    case "pipe":
      return call(memberAccess(send, "pipe"), [call(referenceTo(BODY_ACCESS_NAMES.pipe.map), [pickData()])]);
  }
}

/** The library type names a file that declares methods must import: the native return type when it is used. */
export function nativeTypeNames(resolution: CallResolution): string[] {
  if (resolution.shape !== "native") return [];
  const native = nativeResponse(resolution);
  return [native.promise ?? native.name];
}

/** The native response type a hooks file imports for itself (`AxiosResponse`), when calls resolve to it. */
export function nativeResponseImport(resolution: CallResolution): DeclaredType | undefined {
  return resolution.shape === "native" ? nativeResponse(resolution) : undefined;
}

function nativeResponse(resolution: CallResolution): DeclaredType & { readonly promise?: string } {
  const native = resolution.response.native;
  if (native === undefined) throw new Error("a native call shape without a native response type");
  return native;
}

/** `response => response.data`, the callback that unwraps `APIResponse<T>` to its body. */
function pickData(): ts.ArrowFunction {
  const response = id("response");
  return arrow([parameter(response)], memberAccess(response, "data"));
}
