import type { ClientDeclaration } from "../declaration-types.js";

/** `xior`: the exported `http` instance; methods resolve to xior's own response unless `responseShape` says otherwise. */
export const xiorDeclaration = {
  kind: "client",
  id: "xior",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "xior-client"],
  // With the names the main file imports from 'xior' for the runtime (a test holds them to its imports).
  methodCase: "upper case",
  browserMethodRules: true,
  reservedNames: ["http", "xior", "XiorError", "XiorInstance", "XiorRequestConfig", "XiorResponse"],
  bodyNames: ["sendXiorRequest", "sendXiorStreamRequest", "http"],
  requestOptions: { name: "XiorRequestConfig", module: "xior" },
  abortSignal: "signal",
  response: { wrapper: "Promise", native: { name: "XiorResponse", module: "xior" }, bodyAccess: "bodyOf" },
  typedFailures: true,
  hooks: { supported: true },
  streaming: { runtimeFiles: ["xior-stream"] },
} as const satisfies ClientDeclaration;
