import type { ClientDeclaration } from "../declaration-types.js";

/** `ky`: one `ky.create()` instance; methods resolve to the body and reject with the runtime's `ApiError`. */
export const kyDeclaration = {
  kind: "client",
  id: "ky",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "response-parts", "ky-client"],
  methodCase: "as written",
  browserMethodRules: true,
  reservedNames: ["http", "clientDefaults", "createKyConfig", "ky", "KyInstance", "KyOptions"],
  // ky's `Options` under a name no schema is likely to have (`Options` is a common schema name).
  bodyNames: ["sendKyRequest", "sendKyStreamRequest", "http", "clientDefaults"],
  requestOptions: { name: "CallOptions" },
  abortSignal: "signal",
  response: { wrapper: "Promise", bodyAccess: "bodyOf" },
  typedFailures: true,
  hooks: { supported: true },
  streaming: { runtimeFiles: ["ky-stream"] },
} as const satisfies ClientDeclaration;
