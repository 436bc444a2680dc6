import { shorthandProperty } from "../../ast/expressions.js";
import { namedImport } from "../../ast/imports.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrow,
  assignment,
  call,
  id,
  keywordType,
  objectLiteral,
  parameter,
  spread,
  stringLiteral,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { ClientEmitContext, HttpClientTemplate, TemplateReads } from "../../emit/client-template.js";
import { isStreamed } from "../../emit/operations/stream-type.js";
import { runtimeHelpers } from "../../splice/runtime-source.js";
import {
  clientDefaultsDeclaration,
  functionsContainer,
  queryStyleConstant,
  runtimeSendCall,
} from "../shared/containers.js";
import { exportedSetupFunction, headersParameter } from "../shared/setup-file.js";
import { fetchDeclaration } from "./declaration.js";

const { names } = fetchDeclaration;

/**
 * `fetch`: no dependency. Methods resolve to the body (or `APIResponse<T>` with `responseShape: full`)
 * and reject with `ApiError` (status, decoded body, headers) for non-2xx responses.
 */
export const fetchTemplate: HttpClientTemplate<TemplateReads<typeof fetchDeclaration>> = {
  declaration: fetchDeclaration,
  imports: () => [],
  prelude: (ctx) => [
    ...runtimeHelpers(...fetchDeclaration.runtimeFiles),
    clientDefaults(ctx),
    queryStyleConstant(ctx),
  ],
  send: (method) =>
    runtimeSendCall(
      isStreamed(method.planned.response) ? names.streamSend.name : names.send.name,
      [id(names.defaults.name)],
      method,
    ),
  setupFile: (mainModule) => fetchSetupFile(mainModule),
  container: (group, methods) => functionsContainer(group.clientName, methods),
};

/** `export const clientDefaults: ClientDefaults = { baseUrl: '...', init: {}, fetch: (input, init) => fetch(input, init) };` */
function clientDefaults(ctx: ClientEmitContext<"baseUrl">): ts.Statement {
  const input = id("input");
  const init = id("init");
  const value = objectLiteral(
    [
      property("baseUrl", stringLiteral(ctx.options.baseUrl)),
      property("init", objectLiteral()),
      property(
        "fetch",
        // Looked up on each call, so a fetch installed later (polyfill, test double) is used.
        arrow([parameter(input), parameter(init)], call("fetch", [input, init])),
      ),
    ],
    true,
  );
  return clientDefaultsDeclaration(ctx, names.defaults, "ClientDefaults", value);
}

/**
 * The fetch setup scaffold: one function that points the client at a server and sets default headers;
 * the user calls it once at start-up and edits it as needed.
 */
function fetchSetupFile(mainModule: string): ts.Statement[] {
  const defaults = referenceTo(names.defaults.name);
  const baseUrl = id("baseUrl");
  const headers = id("headers");
  return [
    namedImport(mainModule, [names.defaults.name]),
    exportedSetupFunction(
      "setupClient",
      [
        parameter(baseUrl, { type: keywordType("string"), initializer: memberAccess(defaults, "baseUrl") }),
        headersParameter(headers),
      ],
      [
        assignment(memberAccess(defaults, "baseUrl"), baseUrl),
        assignment(
          memberAccess(defaults, "init"),
          objectLiteral([spread(memberAccess(defaults, "init")), shorthandProperty(headers)]),
        ),
      ],
      "Call once at start-up, before the first request: the server to talk to and headers for every request (e.g. authorization).",
    ),
  ];
}
