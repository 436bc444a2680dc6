import type { ClientDeclaration } from "../../output-contract/declaration.js";

/** `fetch`: no dependency; methods resolve to the body and reject with the runtime's `ApiError`. */
export const fetchDeclaration = {
  kind: "client",
  id: "fetch",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "response-parts", "fetch-client"],
  options: ["baseUrl", "queryParamsSerialization"],
  methodCase: "as written",
  browserMethodRules: true,
  names: {
    send: { name: "sendRequest", inBodies: true },
    streamSend: { name: "sendStreamRequest", inBodies: true },
    defaults: { name: "clientDefaults", inBodies: true },
  },
  requestOptions: { name: "CallOptions" },
  abortSignal: "signal",
  maxRetries: "maxRetries",
  response: { wrapper: "Promise", bodyAccess: "bodyOf" },
  typedFailures: true,
  hooks: { supported: true },
  pages: true,
  streaming: { runtimeFiles: ["fetch-stream"] },
} as const satisfies ClientDeclaration;
