import type { ClientDeclaration } from "../../output-contract/declaration.js";

/** `ng1` (AngularJS): a service class per group over `$http`; methods return `$http`'s digest-aware `IPromise`. */
export const ng1Declaration = {
  kind: "client",
  id: "ng1",
  containerKind: "class",
  runtimeFiles: ["request-parts", "ng1-client"],
  options: ["baseUrl", "queryParamsSerialization"],
  methodCase: "upper case",
  browserMethodRules: true,
  names: {
    defaults: { name: "clientDefaults", inBodies: true },
    send: { name: "sendRequest", inBodies: true },
    securedSend: { name: "withCredentialsIn", inBodies: true },
  },
  requestOptions: { name: "HttpCallConfig" },
  maxRetries: "maxRetries",
  // $http's IPromise must stay an IPromise (digest cycle), so the body is taken with its own `then`.
  response: { wrapper: "IPromise", bodyAccess: "then" },
  typedFailures: true,
  hooks: {
    supported: false,
    reason:
      "its methods are an AngularJS service's $http calls, run in its digest, not functions a query calls",
  },
  pages: true,
  resolvesRelativeUrls: true,
} as const satisfies ClientDeclaration;
