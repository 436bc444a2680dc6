import type { ClientDeclaration } from "./index.js";

/** Type names the xior runtime helpers import from 'xior' (the main file imports them for them). */
export const XIOR_RUNTIME_TYPES = ["XiorError", "XiorInstance", "XiorRequestConfig", "XiorResponse"] as const;

/** `xior`: the exported `http` instance; methods resolve to xior's own response unless `responseShape` says otherwise. */
export const xiorDeclaration = {
  kind: "client",
  id: "xior",
  containerKind: "object",
  runtimeFiles: ["request-parts", "xior-client"],
  reservedNames: ["http", "xior", ...XIOR_RUNTIME_TYPES],
  requestOptions: { name: "XiorRequestConfig", module: "xior" },
  response: { wrapper: "Promise", native: { name: "XiorResponse", module: "xior" }, bodyAccess: "bodyOf" },
  typedFailures: true,
  hooks: { supported: true },
  streaming: { runtimeFiles: ["xior-stream"] },
} as const satisfies ClientDeclaration;
