import type { ClientDeclaration } from "../../output-contract/declaration.js";

/** `ng2` (Angular 2+): an injectable class per group over `HttpClient`; methods return `Observable`s. */
export const ng2Declaration = {
  kind: "client",
  id: "ng2",
  containerKind: "class",
  runtimeFiles: ["request-parts", "ng2-client"],
  options: ["baseUrl", "queryParamsSerialization"],
  methodCase: "upper case",
  browserMethodRules: true,
  names: {
    injectable: { name: "Injectable", module: "@angular/core" },
    inject: { name: "inject", module: "@angular/core" },
    httpClient: { name: "HttpClient", module: "@angular/common/http" },
    send: { name: "sendRequest", inBodies: true },
    defaults: { name: "clientDefaults", inBodies: true },
    securedSend: { name: "observeWithCredentials", inBodies: true },
    pageAnswer: { name: "pageAnswer", inBodies: true },
    resource: { name: "operationResource", inBodies: true },
    credentialsNow: { name: "applyCredentialsNow", inBodies: true },
  },
  securityNames: { credentialsToken: "SECURITY_CREDENTIALS" },
  // Angular's own request options minus what the client sets itself; declared by the ng2 runtime.
  requestOptions: { name: "HttpCallOptions" },
  maxRetries: "maxRetries",
  response: { wrapper: "Observable", bodyAccess: "pipe" },
  typedFailures: true,
  hooks: {
    supported: false,
    reason:
      "its methods are an injectable service's Observables, not functions a query calls: with Angular, use angular-query over fetch, or ng2's resources",
  },
  pages: { answerOf: "pageAnswer" },
  resolvesRelativeUrls: true,
  resources: true,
} as const satisfies ClientDeclaration;
