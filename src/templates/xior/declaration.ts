import type { ClientDeclaration } from "../../output-contract/declaration.js";

/** `xior`: the exported `http` instance; methods resolve to xior's own response unless `responseShape` says otherwise. */
export const xiorDeclaration = {
  kind: "client",
  id: "xior",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "xior-client"],
  options: ["baseUrl", "queryParamsSerialization"],
  methodCase: "upper case",
  browserMethodRules: true,
  names: {
    library: { name: "xior", module: "xior", default: true },
    instance: { name: "http", inBodies: true },
    defaults: { name: "clientDefaults", inBodies: true },
    instanceType: { name: "XiorInstance", module: "xior", typeOnly: true },
    send: { name: "sendXiorRequest", inBodies: true },
    streamSend: { name: "sendXiorStreamRequest", inBodies: true },
  },
  requestOptions: { name: "CallConfig" },
  abortSignal: "signal",
  maxRetries: "maxRetries",
  response: { wrapper: "Promise", native: { name: "XiorResponse", module: "xior" }, bodyAccess: "bodyOf" },
  typedFailures: true,
  hooks: { supported: true },
  pages: true,
  streaming: { runtimeFiles: ["xior-stream"] },
} as const satisfies ClientDeclaration;
