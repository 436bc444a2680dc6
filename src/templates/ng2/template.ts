import { decorator } from "../../ast/declarations.js";
import { newExpression } from "../../ast/expressions.js";
import { namedImport } from "../../ast/imports.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  booleanLiteral,
  call,
  constDeclaration,
  functionDeclaration,
  id,
  nullish,
  objectLiteral,
  parameter,
  returnStatement,
  stringLiteral,
  typeReference,
} from "../../ast/nodes.js";
import { printNode } from "../../ast/print.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type {
  ClientEmitContext,
  HttpClientTemplate,
  MethodParts,
  TemplateReads,
} from "../../emit/client-template.js";
import { exampleCredential } from "../../emit/operations/security.js";
import { groupReads } from "../../emit/operations/stream-type.js";
import type { SecuritySchemeModel } from "../../model/types.js";
import { SECURITY_NAMES } from "../../output-contract/shared-names.js";
import { libraryImportDeclaration } from "../../splice/runtime-imports.js";
import { runtimeCall, runtimeType, runtimeValue } from "../../splice/runtime-names.js";
import { runtimeHelpers } from "../../splice/runtime-source.js";
import { classContainer, privateField, privateFieldAccess } from "../shared/class-container.js";
import { ownImports, queryStyleConstant, runtimeSendCall } from "../shared/containers.js";
import { headersParameter } from "../shared/setup-file.js";
import { ng2Declaration } from "./declaration.js";
import { resourceMethod } from "./resource.js";

/** The runtime files of a client: authentication's only where the description declares schemes. */
function ng2RuntimeFiles(ctx: ClientEmitContext<never>): string[] {
  return [...ng2Declaration.runtimeFiles, ...(ctx.securitySchemes ? ["ng2-security"] : [])];
}

const { names } = ng2Declaration;

/** The injection token of the credentials (descriptions with security schemes). */
const CREDENTIALS_TOKEN = ng2Declaration.securityNames.credentialsToken;

/**
 * `ng2` (Angular 2+): one `@Injectable({ providedIn: 'root' })` class per group, named like the planned
 * client in PascalCase (`petClient` → `PetClient`). Dependencies come from `inject()`, never constructor
 * parameters, so the classes compile with and without `experimentalDecorators`. The base URL is baked in
 * and replaced by providing the exported `BASE_URL` token. Methods return `Observable<T>` (or
 * `Observable<APIResponse<T>>` with `responseShape: full`); non-2xx responses error with Angular's
 * `HttpErrorResponse`, its `error` being the decoded body. Per-call options are `HttpCallOptions`
 * (Angular's own request options: headers, context, withCredentials, timeout, ...). The setup scaffold
 * exports `provideApiClient()`, the providers an application adds: `HttpClient`, `BASE_URL`, headers.
 */
export const ng2Template: HttpClientTemplate<TemplateReads<typeof ng2Declaration>> = {
  declaration: ng2Declaration,
  // What the runtime files import, and what the classes use themselves: `@Injectable`, `inject(HttpClient)`.
  imports: (ctx) => [
    ...[names.inject.module, names.httpClient.module, "rxjs"].map((module) =>
      libraryImportDeclaration(ng2RuntimeFiles(ctx), module, ownImports(names, module)),
    ),
  ],
  prelude: (ctx) => [
    ...runtimeHelpers(...ng2Declaration.runtimeFiles),
    withJsDoc(
      constDeclaration(names.defaults.name, objectLiteral([]), {
        type: runtimeType("ClientDefaults"),
        exported: true,
      }),
      {
        summary:
          "How calls are sent again (`maxRetries`), how long an attempt may take (`timeout`) and what refreshes expired credentials (`onUnauthorized`).",
      },
    ),
    queryStyleConstant(ctx),
    ...(ctx.securitySchemes
      ? [...runtimeHelpers("ng2-security"), credentialsToken(ctx.securitySchemes)]
      : []),
  ],
  send: (method) => sendRequestCall(method),
  credentials: () => privateFieldAccess("credentials"),
  // Resolved on subscription, like the request itself: every subscription reads fresh credentials.
  securedCall: (args) => runtimeCall(names.securedSend.name, args),
  setupFile: (mainModule, ctx) => ng2SetupFile(mainModule, ctx),
  resource: (method, ctx) => resourceMethod(method, ctx),
  container: (group, methods, ctx) => {
    const name = group.className;
    const reads = groupReads(group, ctx);
    return [
      classContainer({
        name,
        docs: {
          description: `Operations of \`${group.tag}\` as an injectable service: \`inject(${name})\`. Provide \`BASE_URL\` to call another server.`,
        },
        decorators: [injectableInRoot()],
        // Only what the service's methods read.
        members: reads.requests
          ? [
              privateField(
                "http",
                call(referenceTo(names.inject.name), [referenceTo(names.httpClient.name)]),
              ),
              privateField("baseUrl", injectedBaseUrl(ctx)),
              ...(reads.credentials ? [privateField("credentials", injectedCredentials())] : []),
            ]
          : [],
        methods,
      }),
    ];
  },
};

/** `sendRequest(this.#http, this.#baseUrl, clientDefaults, { ...descriptor }, queryStyle, options)` */
function sendRequestCall(method: MethodParts): ts.Expression {
  return runtimeSendCall(
    names.send.name,
    [privateFieldAccess("http"), privateFieldAccess("baseUrl"), id(names.defaults.name)],
    method,
  );
}

/** `@Injectable({ providedIn: 'root' })` */
function injectableInRoot(): ts.Decorator {
  return decorator(
    call(referenceTo(names.injectable.name), [
      objectLiteral([property("providedIn", stringLiteral("root"))]),
    ]),
  );
}

/** `inject(BASE_URL, { optional: true }) ?? '<baseUrl option>'` */
function injectedBaseUrl(ctx: ClientEmitContext<"baseUrl">): ts.Expression {
  const provided = call(referenceTo(names.inject.name), [
    runtimeValue("BASE_URL"),
    objectLiteral([property("optional", booleanLiteral(true))]),
  ]);
  return nullish(provided, stringLiteral(ctx.options.baseUrl));
}

/**
 * `export const SECURITY_CREDENTIALS: InjectionToken<SecurityCredentials> = new InjectionToken<...>(...);`, typed
 * rather than inferred so that the file compiles under `isolatedDeclarations` too.
 */
function credentialsToken(schemes: readonly SecuritySchemeModel[]): ts.Statement {
  const tokenType = referencedType("InjectionToken", [typeReference(SECURITY_NAMES.credentialsType)]);
  const token = newExpression(
    referenceTo("InjectionToken"),
    [stringLiteral(CREDENTIALS_TOKEN)],
    [typeReference(SECURITY_NAMES.credentialsType)],
  );
  const example = exampleCredential(schemes);
  const provider =
    example &&
    objectLiteral([
      property("provide", id(CREDENTIALS_TOKEN)),
      property("useValue", objectLiteral([property(example.name, example.value)])),
    ]);
  return withJsDoc(constDeclaration(CREDENTIALS_TOKEN, token, { exported: true, type: tokenType }), {
    description:
      "Provide the credentials of the security schemes (`useValue`, or `useFactory` to read them from a service with `inject`); without a provider the clients read `clientCredentials`.",
    extra: provider === undefined ? [] : ["@example", printNode(provider).trimEnd()],
  });
}

/** `inject(SECURITY_CREDENTIALS, { optional: true }) ?? clientCredentials` */
function injectedCredentials(): ts.Expression {
  const provided = call(referenceTo(names.inject.name), [
    id(CREDENTIALS_TOKEN),
    objectLiteral([property("optional", booleanLiteral(true))]),
  ]);
  return nullish(provided, id(SECURITY_NAMES.credentials));
}

/**
 * The ng2 setup scaffold: the providers an application adds once (`bootstrapApplication(App, {
 * providers: [provideApiClient()] })`): `HttpClient` on fetch, the server, and headers for every request
 * (an interceptor, the Angular way; it sees every `HttpClient` request of the application).
 */
function ng2SetupFile(mainModule: string, ctx: ClientEmitContext<"baseUrl">): ts.Statement[] {
  const baseUrl = id("baseUrl");
  const headers = id("headers");
  const providers = arrayLiteral(
    [
      call(referenceTo("provideHttpClient"), [
        call(referenceTo("withFetch")),
        call(referenceTo("withInterceptors"), [arrayLiteral([headersInterceptor(headers)])]),
      ]),
      objectLiteral([property("provide", runtimeValue("BASE_URL")), property("useValue", baseUrl)]),
    ],
    true,
  );
  const declaration = functionDeclaration("provideApiClient", {
    exported: true,
    parameters: [
      parameter(baseUrl, { initializer: stringLiteral(ctx.options.baseUrl) }),
      headersParameter(headers),
    ],
    returnType: referencedType("EnvironmentProviders"),
    body: [returnStatement(call(referenceTo("makeEnvironmentProviders"), [providers]))],
  });
  return [
    namedImport("@angular/core", ["makeEnvironmentProviders"], ["EnvironmentProviders"]),
    namedImport("@angular/common/http", ["provideHttpClient", "withFetch", "withInterceptors"]),
    namedImport(mainModule, ["BASE_URL"]),
    withJsDoc(declaration, {
      description:
        "Add to the application's providers once: the server the clients talk to and headers for every request (e.g. authorization).",
    }),
  ];
}

/** `(request, next) => next(request.clone({ setHeaders: headers }))` */
function headersInterceptor(headers: ts.Identifier): ts.ArrowFunction {
  const request = id("request");
  const next = id("next");
  const clone = call(memberAccess(request, "clone"), [objectLiteral([property("setHeaders", headers)])]);
  return arrow([parameter(request), parameter(next)], call(next, [clone]));
}
