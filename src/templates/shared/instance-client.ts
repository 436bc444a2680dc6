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
  numericLiteral,
  objectLiteral,
  parameter,
  stringLiteral,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { ClientEmitContext, HttpClientTemplate } from "../../emit/client-template.js";
import { isStreamed } from "../../emit/operations/stream-type.js";
import { nativeTypeNames } from "../../emit/response-shape.js";
import type { ClientDeclaration, WrittenName } from "../../output-contract/declaration.js";
import { libraryImportDeclaration } from "../../splice/runtime-imports.js";
import { type RuntimeValueName, runtimeType } from "../../splice/runtime-names.js";
import { runtimeHelpers } from "../../splice/runtime-source.js";
import { baseUrlDocs, functionsContainer, queryStyleConstant, runtimeSendCall } from "./containers.js";
import { exportedSetupFunction, headersParameter } from "./setup-file.js";

/**
 * The names the template of an axios-like library (axios, xior) writes, by what each is: each has an instance
 * made by its default export's `create`, and a runtime send function for plain and for streamed calls. The
 * rest, an object container per group, is shared.
 */
export interface InstanceNames {
  /** The package's default import (`axios`). */
  readonly library: WrittenName & { readonly module: string };
  /** The exported instance; users configure it at runtime (`http.defaults.baseURL = ...`). */
  readonly instance: WrittenName;
  readonly instanceType: WrittenName;
  /** The exported retry defaults (`clientDefaults.maxRetries`, `onUnauthorized`), of the runtime's `ClientDefaults`. */
  readonly defaults: WrittenName;
  /** The runtime's `(http, request, style, config) => Promise<native response>`. */
  readonly send: WrittenName & { readonly name: RuntimeValueName };
  /** The runtime's sender for streaming operations. */
  readonly streamSend: WrittenName & { readonly name: RuntimeValueName };
}

export function instanceClientTemplate(
  declaration: ClientDeclaration & { readonly names: InstanceNames },
): HttpClientTemplate<InstanceReads> {
  const { names } = declaration;
  const module = names.library.module;
  return {
    declaration,
    imports: (ctx) => [
      importDeclaration(module, { default: names.library.name }),
      libraryImportDeclaration([...declaration.runtimeFiles, ...ctx.runtime.streaming], module, {
        typeOnly: true,
        own: ownTypes(declaration, ctx).map((name) => ({ name, typeOnly: true })),
      }),
    ],
    prelude: (ctx) => [
      ...runtimeHelpers(...declaration.runtimeFiles),
      withJsDoc(
        instanceDeclaration(names, ctx.options.baseUrl),
        baseUrlDocs(ctx, `${names.instance.name}.defaults.baseURL`),
      ),
      withJsDoc(
        constDeclaration(names.defaults.name, objectLiteral([]), {
          type: runtimeType("ClientDefaults"),
          exported: true,
        }),
        {
          summary:
            "How calls are sent again (`maxRetries`) and what refreshes expired credentials (`onUnauthorized`).",
        },
      ),
      queryStyleConstant(ctx),
    ],
    // The native response already is an `APIResponse<T>`: `full` returns it as it is, like the default.
    send: (method) =>
      runtimeSendCall(
        isStreamed(method.planned.response) ? names.streamSend.name : names.send.name,
        [id(names.instance.name), id(names.defaults.name)],
        method,
      ),
    setupFile: (mainModule) => instanceSetupFile(mainModule, names.instance.name),
    container: (group, methods) => functionsContainer(group.clientName, methods),
  };
}

/**
 * The setup scaffold: one function that points the exported instance at a server and adds default
 * headers; users call it at start-up and grow it (interceptors, timeouts, auth).
 */
function instanceSetupFile(mainModule: string, instance: string): ts.Statement[] {
  const defaults = memberAccess(referenceTo(instance), "defaults");
  const baseUrl = id("baseURL");
  const headers = id("headers");
  return [
    namedImport(mainModule, [instance]),
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

/** Milliseconds one attempt may take, the library's own `timeout`. */
const ATTEMPT_TIMEOUT = 60_000;

/** The options an axios-like template reads: what its instance and query style are written from. */
type InstanceReads = "baseUrl" | "queryParamsSerialization";

/** The library types the template's own code names: the instance, the per-call options, the native response. */
function ownTypes(
  declaration: ClientDeclaration & { names: InstanceNames },
  ctx: ClientEmitContext<never>,
): string[] {
  const { requestOptions } = declaration;
  // Per-call options the runtime declares (axios' config with `maxRetries`) are not the library's to import.
  return [
    declaration.names.instanceType.name,
    ...(requestOptions.module === undefined ? [] : [requestOptions.name]),
    ...nativeTypeNames(ctx.response),
  ];
}

/**
 * `export const http: AxiosInstance = axios.create({ baseURL: '<baseUrl>', timeout: 60000 });`: each attempt
 * of a call may take a minute, as the fetch client's (docs/production.md).
 */
function instanceDeclaration(names: InstanceNames, baseUrl: string): ts.Statement {
  const create = call(memberAccess(referenceTo(names.library.name), "create"), [
    objectLiteral([
      property("baseURL", stringLiteral(baseUrl)),
      property("timeout", numericLiteral(ATTEMPT_TIMEOUT)),
    ]),
  ]);
  return constDeclaration(names.instance.name, create, {
    type: referencedType(names.instanceType.name),
    exported: true,
  });
}
