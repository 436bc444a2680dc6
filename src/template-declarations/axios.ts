import type { ClientDeclaration } from "./index.js";

/** Type names the axios runtime helpers import from 'axios' (the main file imports them for them). */
export const AXIOS_RUNTIME_TYPES = [
  "AxiosError",
  "AxiosInstance",
  "AxiosPromise",
  "AxiosRequestConfig",
  "AxiosResponse",
  "AxiosResponseHeaders",
  "RawAxiosResponseHeaders",
] as const;

/** `axios`: the exported `http` instance; methods resolve to axios' own response unless `responseShape` says otherwise. */
export const axiosDeclaration = {
  kind: "client",
  id: "axios",
  containerKind: "object",
  runtimeFiles: ["request-parts", "axios-client"],
  reservedNames: ["http", "axios", ...AXIOS_RUNTIME_TYPES],
  requestOptions: { name: "AxiosRequestConfig", module: "axios" },
  response: {
    wrapper: "Promise",
    native: { name: "AxiosResponse", module: "axios", promise: "AxiosPromise" },
    bodyAccess: "bodyOf",
  },
  typedFailures: true,
  hooks: { supported: true },
  streaming: { runtimeFiles: ["axios-stream"] },
} as const satisfies ClientDeclaration;
