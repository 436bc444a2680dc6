import { constructorDeclaration } from "../../ast/declarations.js";
import { importDeclaration, namedImport } from "../../ast/imports.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrayType,
  assignment,
  block,
  expressionStatement,
  functionDeclaration,
  id,
  keywordType,
  objectLiteral,
  parameter,
  returnStatement,
  stringLiteral,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type {
  ClientEmitContext,
  HttpClientTemplate,
  MethodParts,
  TemplateReads,
} from "../../emit/client-template.js";
import { groupReads } from "../../emit/operations/stream-type.js";
import { libraryImportDeclaration } from "../../splice/runtime-imports.js";
import { runtimeCall } from "../../splice/runtime-names.js";
import { runtimeHelpers } from "../../splice/runtime-source.js";
import { classContainer, privateField, privateFieldAccess, staticField } from "../shared/class-container.js";
import { clientDefaultsDeclaration, queryStyleConstant, runtimeSendCall } from "../shared/containers.js";
import { ng1Declaration } from "./declaration.js";

const { names } = ng1Declaration;

/**
 * `ng1` (AngularJS): one service class per group, named like the planned client in PascalCase
 * (`petClient` → `PetClient`) and registered under the planned name (`petClient`) by the exported
 * `registerClients(module)`. The module imports only types from 'angular', so it works as an ES module
 * without the `angular` global; `$http` is injected through the class's `$inject`. The base URL lives in
 * the exported `clientDefaults` object. Methods return `IPromise<T>` (or `IPromise<APIResponse<T>>` with
 * `responseShape: full`); non-2xx responses reject with `$http`'s response object (`status`, decoded
 * `data`). Per-call options are `$http`'s own `IRequestShortcutConfig` (a `timeout` promise aborts) and `baseUrl`.
 * The setup scaffold exports `setupClient(module, baseUrl)`: the server, and the services registered.
 */
export const ng1Template: HttpClientTemplate<TemplateReads<typeof ng1Declaration>> = {
  declaration: ng1Declaration,
  // Types only, as the runtime files import them: the generated module never loads `angular`.
  imports: (ctx) => [libraryImportDeclaration(ng1RuntimeFiles(ctx), "angular", { typeOnly: true })],
  prelude: (ctx) => [
    ...runtimeHelpers(...ng1RuntimeFiles(ctx)),
    clientDefaults(ctx),
    queryStyleConstant(ctx),
  ],
  send: (method) => sendRequestCall(method),
  // `$http` must be called inside the digest cycle: `$q` adopts the native promise of the credentials.
  securedCall: (args) => runtimeCall(names.securedSend.name, [privateFieldAccess("q"), ...args]),
  setupFile: (mainModule) => ng1SetupFile(mainModule),
  container: (group, methods, ctx) => {
    const name = group.className;
    // Only the services the class's methods read: `$q` resolves credentials for a secured one.
    const reads = groupReads(group, ctx);
    const services: InjectedService[] = !reads.requests ? [] : reads.credentials ? [HTTP, Q] : [HTTP];
    return [
      classContainer({
        name,
        docs: {
          description: `Operations of \`${group.tag}\`, registered as the service \`${group.clientName}\` by \`registerClients\`.`,
        },
        decorators: [],
        members: [
          // Typed, not inferred: the class then compiles under `isolatedDeclarations` too.
          staticField(
            "$inject",
            arrayType(keywordType("string")),
            arrayLiteral(services.map(([service]) => stringLiteral(service))),
          ),
          ...services.map(([, field, type]) =>
            privateField(field, /* initializer */ undefined, referencedType(type)),
          ),
          ...(services.length === 0 ? [] : [servicesConstructor(services)]),
        ],
        methods,
      }),
      registration(group.clientName, name),
    ];
  },
};

/** `sendRequest(this.#http, clientDefaults, { ...descriptor }, queryStyle, options)` */
function sendRequestCall(method: MethodParts): ts.Expression {
  return runtimeSendCall(names.send.name, [privateFieldAccess("http"), id(names.defaults.name)], method);
}

/** An AngularJS service a client class injects: its name, the private field holding it, and its type. */
type InjectedService = readonly [service: string, field: string, type: string];
const HTTP: InjectedService = ["$http", "http", "IHttpService"];
const Q: InjectedService = ["$q", "q", "IQService"];

/** `constructor($http: IHttpService) { this.#http = $http; }` (and `$q` likewise, when secured). */
function servicesConstructor(services: readonly InjectedService[]): ts.ConstructorDeclaration {
  return constructorDeclaration(
    services.map(([service, , type]) => parameter(service, { type: referencedType(type) })),
    block(services.map(([service, field]) => assignment(privateFieldAccess(field), id(service)))),
  );
}

/** `addClientService('petClient', PetClient);`: makes `registerClients` register the class. */
function registration(serviceName: string, className: string): ts.Statement {
  return expressionStatement(runtimeCall("addClientService", [stringLiteral(serviceName), id(className)]));
}

/** `export const clientDefaults: ClientDefaults = { baseUrl: '<baseUrl option>' };` */
function clientDefaults(ctx: ClientEmitContext<"baseUrl">): ts.Statement {
  return clientDefaultsDeclaration(
    ctx,
    names.defaults,
    "ClientDefaults",
    objectLiteral([property("baseUrl", stringLiteral(ctx.options.baseUrl))]),
  );
}

/**
 * The ng1 setup scaffold: one function the application calls with its module before bootstrapping, which
 * sets the server and registers the client services (`setupClient(angular.module('app', []))`).
 */
function ng1SetupFile(mainModule: string): ts.Statement[] {
  const module = id("module");
  const baseUrl = id("baseUrl");
  const defaultsBaseUrl = memberAccess(referenceTo(names.defaults.name), "baseUrl");
  const declaration = functionDeclaration("setupClient", {
    exported: true,
    parameters: [
      parameter(module, { type: referencedType("IModule") }),
      parameter(baseUrl, { type: keywordType("string"), initializer: defaultsBaseUrl }),
    ],
    returnType: referencedType("IModule"),
    body: [assignment(defaultsBaseUrl, baseUrl), returnStatement(runtimeCall("registerClients", [module]))],
  });
  return [
    importTypes("angular", ["IModule"]),
    namedImport(mainModule, [names.defaults.name, "registerClients"]),
    withJsDoc(declaration, {
      description:
        "Call once with the application's module, before it bootstraps: the server the clients talk to, and the client services registered on the module. Headers for every request: `$httpProvider.defaults.headers.common`.",
    }),
  ];
}

/**
 * The runtime files of a client: authentication's only where the description declares schemes (`$q` adopts
 * the credentials' promise into the digest cycle).
 */
function ng1RuntimeFiles(ctx: ClientEmitContext<never>): string[] {
  return [...ng1Declaration.runtimeFiles, ...(ctx.securitySchemes ? ["ng1-security"] : [])];
}

/** `import type { A, B } from 'angular'`: erased, so the generated module never loads `angular`. */
function importTypes(module: string, names: string[]): ts.ImportDeclaration {
  return importDeclaration(module, { typeOnly: true, names });
}
