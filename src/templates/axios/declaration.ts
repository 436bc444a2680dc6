import type { ClientDeclaration } from "../../output-contract/declaration.js";

/** `axios`: the exported `http` instance; methods resolve to axios' own response unless `responseShape` says otherwise. */
export const axiosDeclaration = {
  kind: "client",
  id: "axios",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "axios-client"],
  options: ["baseUrl", "queryParamsSerialization"],
  methodCase: "upper case",
  browserMethodRules: false,
  names: {
    library: { name: "axios", module: "axios", default: true },
    instance: { name: "http", inBodies: true },
    defaults: { name: "clientDefaults", inBodies: true },
    instanceType: { name: "AxiosInstance", module: "axios", typeOnly: true },
    send: { name: "sendAxiosRequest", inBodies: true },
    streamSend: { name: "sendAxiosStreamRequest", inBodies: true },
  },
  requestOptions: { name: "CallConfig" },
  abortSignal: "signal",
  maxRetries: "maxRetries",
  response: {
    wrapper: "Promise",
    native: { name: "AxiosResponse", module: "axios", promise: "AxiosPromise" },
    bodyAccess: "bodyOf",
  },
  typedFailures: true,
  hooks: { supported: true },
  pages: true,
  streaming: { runtimeFiles: ["axios-stream"] },
} as const satisfies ClientDeclaration;
