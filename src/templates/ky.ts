import path from "node:path";
import ts from "typescript";
import { exportModifier, stringLiteral, typeReference } from "../ast/nodes.js";
import {
  callExpression,
  methodParameters,
  objectContainer,
  queryStyleConstant,
  thenData,
} from "./containers.js";
import { runtimeStatements } from "./runtime-source.js";
import type { ClientEmitContext, HttpClientTemplate } from "./types.js";

/**
 * `ky`: one `ky.create()` instance (configured by the setup file's `createKyConfig()` when `clientSetup`
 * is set). Works with ky 1 and ky 2: URLs are built here, never with `prefixUrl`/`prefix`/`searchParams`.
 * Methods resolve to the body (or `APIResponse<T>` with `responseShape: full`) and reject with `ApiError`.
 */
export const kyTemplate: HttpClientTemplate = {
  client: "ky",
  imports: (ctx) => {
    const setupFile = ctx.options.clientSetup;
    if (setupFile === undefined) return [kyImport()];
    const outFile = path.resolve(ctx.options.out ?? "generated.ts");
    return [kyImport(), namedImport("createKyConfig", setupImportSpecifier(outFile, setupFile))];
  },
  prelude: (ctx) => [
    ...runtimeStatements("request-parts"),
    ...sharedResponsePieces(),
    ...runtimeStatements("ky-client"),
    clientDefaults(ctx),
    kyInstance(ctx),
    queryStyleConstant(
      ctx.options.queryParamsSerialization.allowDots,
      ctx.options.queryParamsSerialization.arrayFormat,
      stringLiteral,
    ),
  ],
  requestOptionsType: () => typeReference(KY_OPTIONS),
  returnType: (responseType, ctx) =>
    typeReference("Promise", [
      ctx.options.responseShape === "full" ? typeReference("APIResponse", [responseType]) : responseType,
    ]),
  methodBody: (method, ctx) => {
    const call = callExpression(
      ts.factory.createIdentifier("sendKyRequest"),
      [method.responseType],
      [
        ts.factory.createIdentifier("http"),
        ts.factory.createIdentifier("clientDefaults"),
        method.request,
        ts.factory.createIdentifier("queryStyle"),
        ts.factory.createIdentifier(method.planned.optionsName),
      ],
    );
    return [ts.factory.createReturnStatement(ctx.options.responseShape === "full" ? call : thenData(call))];
  },
  container: (group, methods, ctx) => [
    objectContainer(
      group.clientName,
      methods.map((parts) => ({
        parts,
        parameters: methodParameters(parts, kyTemplate.requestOptionsType(ctx)),
        returnType: kyTemplate.returnType(parts.responseType, ctx),
        body: kyTemplate.methodBody(parts, ctx),
      })),
    ),
  ],
};

/** ky's `Options` under a name no schema is likely to have (`Options` is a common schema name). */
const KY_OPTIONS = "KyOptions";

/** `import ky, { type KyInstance, type Options as KyOptions } from 'ky';`: names both ky 1 and ky 2 export. */
function kyImport(): ts.Statement {
  return ts.factory.createImportDeclaration(
    undefined,
    ts.factory.createImportClause(
      undefined,
      ts.factory.createIdentifier("ky"),
      ts.factory.createNamedImports([
        ts.factory.createImportSpecifier(true, undefined, ts.factory.createIdentifier("KyInstance")),
        ts.factory.createImportSpecifier(
          true,
          ts.factory.createIdentifier("Options"),
          ts.factory.createIdentifier(KY_OPTIONS),
        ),
      ]),
    ),
    stringLiteral("ky"),
  );
}

/** `import { name } from 'specifier';` */
function namedImport(name: string, specifier: string): ts.Statement {
  return ts.factory.createImportDeclaration(
    undefined,
    ts.factory.createImportClause(
      undefined,
      undefined,
      ts.factory.createNamedImports([
        ts.factory.createImportSpecifier(false, undefined, ts.factory.createIdentifier(name)),
      ]),
    ),
    stringLiteral(specifier),
  );
}

const JS_EXTENSION_OF: Readonly<Record<string, string>> = {
  ".ts": ".js",
  ".tsx": ".js",
  ".mts": ".mjs",
  ".cts": ".cjs",
  ".js": ".js",
  ".jsx": ".js",
  ".mjs": ".mjs",
  ".cjs": ".cjs",
};

/**
 * The ESM import specifier of the setup file as seen from the generated file: relative, `/`-separated,
 * starting with `./` or `../`, and with the extension the compiled file will have (`.ts` → `.js`), because
 * Node's ESM resolution and TypeScript's `nodenext` need the runtime extension.
 */
export function setupImportSpecifier(outFile: string, setupFile: string): string {
  const relative = path.relative(path.dirname(outFile), setupFile).split(path.sep).join("/");
  const extension = path.posix.extname(relative);
  const jsExtension = JS_EXTENSION_OF[extension.toLowerCase()];
  const withJs =
    jsExtension === undefined ? `${relative}.js` : relative.slice(0, -extension.length) + jsExtension;
  return withJs.startsWith("../") ? withJs : `./${withJs}`;
}

/**
 * `APIResponse`, `ApiError` and `readBody` from the fetch runtime: ky responses are standard `Response`s,
 * so both templates decode bodies and report failures identically.
 */
const SHARED_RESPONSE_NAMES: readonly string[] = ["APIResponse", "ApiError", "readBody"];

function sharedResponsePieces(): ts.Statement[] {
  const pieces = runtimeStatements("fetch-client").filter((statement) =>
    SHARED_RESPONSE_NAMES.includes(declaredName(statement) ?? ""),
  );
  // A rename in fetch-client.ts must fail here, not as a missing name in every generated ky client.
  if (pieces.length !== SHARED_RESPONSE_NAMES.length) {
    throw new Error(`fetch-client.ts no longer declares all of ${SHARED_RESPONSE_NAMES.join(", ")}`);
  }
  return pieces;
}

function declaredName(statement: ts.Statement): string | undefined {
  const name = (statement as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? name.text : undefined;
}

/** `export const clientDefaults: KyClientDefaults = { baseUrl: '...' };` */
function clientDefaults(ctx: ClientEmitContext): ts.Statement {
  return exportedConst(
    "clientDefaults",
    typeReference("KyClientDefaults"),
    ts.factory.createObjectLiteralExpression([
      ts.factory.createPropertyAssignment("baseUrl", stringLiteral(ctx.options.baseUrl)),
    ]),
  );
}

/** `export const http: KyInstance = ky.create(createKyConfig());`, or `ky.create()` without a setup file. */
function kyInstance(ctx: ClientEmitContext): ts.Statement {
  const config =
    ctx.options.clientSetup === undefined
      ? []
      : [ts.factory.createCallExpression(ts.factory.createIdentifier("createKyConfig"), undefined, [])];
  return exportedConst(
    "http",
    typeReference("KyInstance"),
    ts.factory.createCallExpression(
      ts.factory.createPropertyAccessExpression(ts.factory.createIdentifier("ky"), "create"),
      undefined,
      config,
    ),
  );
}

function exportedConst(name: string, type: ts.TypeNode, value: ts.Expression): ts.Statement {
  return ts.factory.createVariableStatement(
    [exportModifier()],
    ts.factory.createVariableDeclarationList(
      [ts.factory.createVariableDeclaration(name, undefined, type, value)],
      ts.NodeFlags.Const,
    ),
  );
}
