import { importDeclaration, namedImport } from "../../ast/imports.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  call,
  constDeclaration,
  functionDeclaration,
  id,
  numericLiteral,
  objectLiteral,
  returnStatement,
  stringLiteral,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { ClientEmitContext, HttpClientTemplate, TemplateReads } from "../../emit/client-template.js";
import { moduleSpecifier } from "../../emit/module-specifier.js";
import { isStreamed } from "../../emit/operations/stream-type.js";
import { libraryImportDeclaration } from "../../splice/runtime-imports.js";
import { runtimeHelpers } from "../../splice/runtime-source.js";
import {
  clientDefaultsDeclaration,
  functionsContainer,
  ownImports,
  queryStyleConstant,
  runtimeSendCall,
} from "../shared/containers.js";
import { kyDeclaration } from "./declaration.js";

const { names } = kyDeclaration;

/**
 * `ky`: one `ky.create()` instance (configured by the setup file's `createKyConfig()` when `clientSetup`
 * is set). Works with ky 1 and ky 2: URLs are built here, never with `prefixUrl`/`prefix`/`searchParams`.
 * Methods resolve to the body (or `APIResponse<T>` with `responseShape: full`) and reject with `ApiError`.
 */
export const kyTemplate: HttpClientTemplate<TemplateReads<typeof kyDeclaration>> = {
  declaration: kyDeclaration,
  imports: (ctx) => {
    const setupFile = ctx.options.clientSetup;
    if (setupFile === undefined) return [kyImport(ctx)];
    const outFile = ctx.options.out ?? "generated.ts";
    return [kyImport(ctx), namedImport(moduleSpecifier(outFile, setupFile), [names.setupConfig.name])];
  },
  setupFile: () => kySetupFile(),
  prelude: (ctx) => [
    ...runtimeHelpers(...kyDeclaration.runtimeFiles),
    clientDefaults(ctx),
    kyInstance(ctx),
    queryStyleConstant(ctx),
  ],
  send: (method) =>
    runtimeSendCall(
      isStreamed(method.planned.response) ? names.streamSend.name : names.send.name,
      [id(names.instance.name), id(names.defaults.name)],
      method,
    ),
  container: (group, methods) => functionsContainer(group.clientName, methods),
};

/**
 * `import ky, { type KyInstance, type Options as KyOptions } from 'ky';`: the default for the instance, the
 * types as the runtime files import them (names both ky 1 and ky 2 export).
 */
function kyImport(ctx: ClientEmitContext<never>): ts.Statement {
  const { library } = names;
  return libraryImportDeclaration(
    [...kyDeclaration.runtimeFiles, ...ctx.runtime.streaming],
    library.module,
    ownImports(names, library.module),
  );
}

/** `export const clientDefaults: KyClientDefaults = { baseUrl: '...' };` */
function clientDefaults(ctx: ClientEmitContext<"baseUrl">): ts.Statement {
  return clientDefaultsDeclaration(
    ctx,
    names.defaults,
    "KyClientDefaults",
    objectLiteral([property("baseUrl", stringLiteral(ctx.options.baseUrl))]),
  );
}

/** `export const http: KyInstance = ky.create(createKyConfig());`, or `ky.create()` without a setup file. */
function kyInstance(ctx: ClientEmitContext<"clientSetup">): ts.Statement {
  const config = ctx.options.clientSetup === undefined ? [] : [call(referenceTo(names.setupConfig.name))];
  const create = call(memberAccess(referenceTo(names.library.name), "create"), config);
  return constDeclaration(names.instance.name, create, {
    type: referencedType("KyInstance"),
    exported: true,
  });
}

/**
 * The ky setup scaffold: `createKyConfig()` returns the options the generated main file creates its
 * instance with (timeouts, retry, hooks, default headers). It must not set `prefixUrl` / `prefix` or
 * `searchParams`: the client builds absolute URLs itself (`clientDefaults.baseUrl`).
 */
function kySetupFile(): ts.Statement[] {
  const config = objectLiteral(
    [property("timeout", numericLiteral(30000)), property("headers", objectLiteral())],
    true,
  );
  return [
    importDeclaration("ky", { typeOnly: true, names: [{ name: "Options", as: "KyOptions" }] }),
    withJsDoc(
      functionDeclaration(names.setupConfig.name, {
        exported: true,
        parameters: [],
        returnType: referencedType("KyOptions"),
        body: [returnStatement(config)],
      }),
      {
        description:
          "Options of the ky instance the generated client uses (timeout, retry, hooks, headers). Set the server in clientDefaults.baseUrl, not with prefixUrl/prefix.",
      },
    ),
  ];
}
