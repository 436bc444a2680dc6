import type { ClientDeclaration } from "../../output-contract/declaration.js";

/** `ky`: one `ky.create()` instance; methods resolve to the body and reject with the runtime's `ApiError`. */
export const kyDeclaration = {
  kind: "client",
  id: "ky",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "response-parts", "ky-client"],
  // The setup file's path and the main file's: the main file imports `createKyConfig` from the one next to the other.
  options: ["baseUrl", "queryParamsSerialization", "clientSetup", "out"],
  methodCase: "as written",
  browserMethodRules: true,
  names: {
    library: { name: "ky", module: "ky", default: true },
    instance: { name: "http", inBodies: true },
    defaults: { name: "clientDefaults", inBodies: true },
    // The setup file's function, imported into the main file where `clientSetup` is set.
    setupConfig: { name: "createKyConfig" },
    send: { name: "sendKyRequest", inBodies: true },
    streamSend: { name: "sendKyStreamRequest", inBodies: true },
  },
  requestOptions: { name: "CallOptions" },
  abortSignal: "signal",
  // ky's own name for it, which the runtime reads as the call's retry limit.
  maxRetries: "retry",
  response: { wrapper: "Promise", bodyAccess: "bodyOf" },
  typedFailures: true,
  hooks: { supported: true },
  pages: true,
  streaming: { runtimeFiles: ["ky-stream"] },
} as const satisfies ClientDeclaration;
