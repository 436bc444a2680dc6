import type { ClientDeclaration } from "../declarations.js";

/** `xior`: the exported `http` instance; methods resolve to xior's own response unless `responseShape` says otherwise. */
export const xiorDeclaration = {
  kind: "client",
  id: "xior",
  containerKind: "object",
  runtimeFiles: ["request-parts", "xior-client"],
  reservedNames: ["http", "xior", "XiorInstance", "XiorRequestConfig", "XiorResponse"],
  requestOptions: { name: "XiorRequestConfig", module: "xior" },
  response: { wrapper: "Promise", native: { name: "XiorResponse", module: "xior" }, bodyAccess: "bodyOf" },
  hooks: { supported: true },
} as const satisfies ClientDeclaration;
