import { importDeclaration, namedImport } from "../../ast/imports.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  assignment,
  call,
  constDeclaration,
  expressionStatement,
  id,
  keywordType,
  nullish,
  objectLiteral,
  parameter,
  stringLiteral,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { ClientEmitContext, HttpClientTemplate } from "../../emit/client-template.js";
import { isStreamed } from "../../emit/operations/stream-type.js";
import { nativeTypeNames } from "../../emit/response-shape.js";
import { libraryImportDeclaration } from "../../splice/runtime-imports.js";
import type { RuntimeValueName } from "../../splice/runtime-names.js";
import { runtimeHelpers } from "../../splice/runtime-source.js";
import type { ClientDeclaration } from "../declaration-types.js";
import { baseUrlDocs, functionsContainer, queryStyleConstant, runtimeSendCall } from "./containers.js";
import { exportedSetupFunction, headersParameter } from "./setup-file.js";

/**
 * What differs between the axios-like libraries (axios, xior) beyond their declarations: each has an
 * instance made by its default export's `create`, and one runtime send function. The rest, an object
 * container per group, is shared.
 */
export interface InstanceLibrary {
  readonly declaration: ClientDeclaration;
  /** The package, also the name of its default import (`axios`). */
  readonly module: string;
  /** The runtime's `(http, request, style, config) => Promise<native response>`. */
  readonly send: RuntimeValueName;
  /** The runtime's sender for streaming operations, where the library can stream (see `streaming`). */
  readonly streamSend?: RuntimeValueName;
  readonly instanceType: string;
}

/** Name of the exported instance; users configure it at runtime (`http.defaults.baseURL = ...`). */
const INSTANCE = "http";

export function instanceClientTemplate(library: InstanceLibrary): HttpClientTemplate {
  return {
    declaration: library.declaration,
    imports: (ctx) => [
      importDeclaration(library.module, { default: library.module }),
      libraryImportDeclaration(
        [...library.declaration.runtimeFiles, ...ctx.runtime.streaming],
        library.module,
        {
          typeOnly: true,
          own: ownTypes(library, ctx).map((name) => ({ name, typeOnly: true })),
        },
      ),
    ],
    prelude: (ctx) => [
      ...runtimeHelpers(...library.declaration.runtimeFiles),
      withJsDoc(instanceDeclaration(library, ctx.options.baseUrl), baseUrlDocs(ctx, "http.defaults.baseURL")),
      queryStyleConstant(ctx),
    ],
    // The native response already is an `APIResponse<T>`: `full` returns it as it is, like the default.
    send: (method) =>
      runtimeSendCall(
        library.streamSend !== undefined && isStreamed(method.planned.response)
          ? library.streamSend
          : library.send,
        [id(INSTANCE)],
        method,
      ),
    setupFile: (mainModule) => instanceSetupFile(mainModule),
    container: (group, methods) => functionsContainer(group.clientName, methods),
  };
}

/**
 * The setup scaffold: one function that points the exported instance at a server and adds default
 * headers; users call it at start-up and grow it (interceptors, timeouts, auth).
 */
function instanceSetupFile(mainModule: string): ts.Statement[] {
  const defaults = memberAccess(referenceTo(INSTANCE), "defaults");
  const baseUrl = id("baseURL");
  const headers = id("headers");
  return [
    namedImport(mainModule, [INSTANCE]),
    exportedSetupFunction(
      "setupClient",
      [
        parameter(baseUrl, {
          type: keywordType("string"),
          initializer: nullish(memberAccess(defaults, "baseURL"), stringLiteral("")),
        }),
        headersParameter(headers),
      ],
      [
        assignment(memberAccess(defaults, "baseURL"), baseUrl),
        expressionStatement(
          call(memberAccess(id("Object"), "assign"), [memberAccess(defaults, "headers"), headers]),
        ),
      ],
      "Call once at start-up, before the first request: the server to talk to and headers for every request (e.g. authorization).",
    ),
  ];
}

/** The library types the template's own code names: the instance, the per-call options, the native response. */
function ownTypes(library: InstanceLibrary, ctx: ClientEmitContext): string[] {
  return [library.instanceType, library.declaration.requestOptions.name, ...nativeTypeNames(ctx.response)];
}

/** `export const http: AxiosInstance = axios.create({ baseURL: '<baseUrl>' });` */
function instanceDeclaration(library: InstanceLibrary, baseUrl: string): ts.Statement {
  const create = call(memberAccess(referenceTo(library.module), "create"), [
    objectLiteral([property("baseURL", stringLiteral(baseUrl))]),
  ]);
  return constDeclaration(INSTANCE, create, { type: referencedType(library.instanceType), exported: true });
}
