import type { ClientDeclaration } from "../declaration-types.js";

/** `axios`: the exported `http` instance; methods resolve to axios' own response unless `responseShape` says otherwise. */
export const axiosDeclaration = {
  kind: "client",
  id: "axios",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "axios-client"],
  // With the names the main file imports from 'axios' for the runtime (a test holds them to its imports).
  methodCase: "upper case",
  browserMethodRules: false,
  reservedNames: [
    "http",
    "axios",
    "AxiosError",
    "AxiosInstance",
    "AxiosPromise",
    "AxiosRequestConfig",
    "AxiosResponse",
    "AxiosResponseHeaders",
    "RawAxiosResponseHeaders",
  ],
  bodyNames: ["sendAxiosRequest", "sendAxiosStreamRequest", "http"],
  requestOptions: { name: "AxiosRequestConfig", module: "axios" },
  abortSignal: "signal",
  response: {
    wrapper: "Promise",
    native: { name: "AxiosResponse", module: "axios", promise: "AxiosPromise" },
    bodyAccess: "bodyOf",
  },
  typedFailures: true,
  hooks: { supported: true },
  streaming: { runtimeFiles: ["axios-stream"] },
} as const satisfies ClientDeclaration;
