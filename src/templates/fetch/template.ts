import { namedImport } from "../../ast/imports.js";
import { arrow, parameter, stringLiteral, typeReference } from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import type { ClientEmitContext, HttpClientTemplate } from "../../emit/client-template.js";
import { objectContainer, queryStyleConstant, runtimeSendCall } from "../containers.js";
import { runtimeHelpers } from "../runtime-source.js";
import { assignment, exportedSetupFunction, headersParameter } from "../setup-file.js";
import { fetchDeclaration } from "./declaration.js";

/**
 * `fetch`: no dependency. Methods resolve to the body (or `APIResponse<T>` with `responseShape: full`)
 * and reject with `ApiError` (status, decoded body, headers) for non-2xx responses.
 */
export const fetchTemplate: HttpClientTemplate = {
  declaration: fetchDeclaration,
  imports: () => [],
  prelude: (ctx) => [
    ...runtimeHelpers(...fetchDeclaration.runtimeFiles),
    clientDefaults(ctx),
    queryStyleConstant(ctx),
  ],
  send: (method) => runtimeSendCall("sendRequest", [ts.factory.createIdentifier("clientDefaults")], method),
  setupFile: (mainModule) => fetchSetupFile(mainModule),
  container: (group, methods) => [objectContainer(group.clientName, methods)],
};

/** `export const clientDefaults: ClientDefaults = { baseUrl: '...', init: {}, fetch: (input, init) => fetch(input, init) };` */
function clientDefaults(ctx: ClientEmitContext): ts.Statement {
  const input = ts.factory.createIdentifier("input");
  const init = ts.factory.createIdentifier("init");
  const value = ts.factory.createObjectLiteralExpression(
    [
      ts.factory.createPropertyAssignment("baseUrl", stringLiteral(ctx.options.baseUrl)),
      ts.factory.createPropertyAssignment("init", ts.factory.createObjectLiteralExpression()),
      ts.factory.createPropertyAssignment(
        "fetch",
        // Looked up on each call, so a fetch installed later (polyfill, test double) is used.
        arrow(
          [parameter(input), parameter(init)],
          ts.factory.createCallExpression(ts.factory.createIdentifier("fetch"), undefined, [input, init]),
        ),
      ),
    ],
    true,
  );
  return ts.factory.createVariableStatement(
    [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)],
    ts.factory.createVariableDeclarationList(
      [
        ts.factory.createVariableDeclaration(
          "clientDefaults",
          undefined,
          typeReference("ClientDefaults"),
          value,
        ),
      ],
      ts.NodeFlags.Const,
    ),
  );
}

/**
 * The fetch setup scaffold: one function that points the client at a server and sets default headers;
 * the user calls it once at start-up and edits it as needed.
 */
function fetchSetupFile(mainModule: string): ts.Statement[] {
  const defaults = ts.factory.createIdentifier("clientDefaults");
  const baseUrl = ts.factory.createIdentifier("baseUrl");
  const headers = ts.factory.createIdentifier("headers");
  return [
    namedImport(mainModule, ["clientDefaults"]),
    exportedSetupFunction(
      "setupClient",
      [
        parameter(baseUrl, { initializer: ts.factory.createPropertyAccessExpression(defaults, "baseUrl") }),
        headersParameter(headers),
      ],
      [
        assignment(ts.factory.createPropertyAccessExpression(defaults, "baseUrl"), baseUrl),
        assignment(
          ts.factory.createPropertyAccessExpression(defaults, "init"),
          ts.factory.createObjectLiteralExpression([
            ts.factory.createSpreadAssignment(ts.factory.createPropertyAccessExpression(defaults, "init")),
            ts.factory.createShorthandPropertyAssignment(headers),
          ]),
        ),
      ],
      "Call once at start-up, before the first request: the server to talk to and headers for every request (e.g. authorization).",
    ),
  ];
}
