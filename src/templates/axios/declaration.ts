import type { ClientDeclaration } from "../declarations.js";

/** `axios`: the exported `http` instance; methods resolve to axios' own response unless `responseShape` says otherwise. */
export const axiosDeclaration = {
  kind: "client",
  id: "axios",
  containerKind: "object",
  runtimeFiles: ["request-parts", "axios-client"],
  reservedNames: [
    "http",
    "axios",
    "AxiosInstance",
    "AxiosPromise",
    "AxiosRequestConfig",
    "AxiosResponse",
    "AxiosResponseHeaders",
    "RawAxiosResponseHeaders",
  ],
  requestOptions: { name: "AxiosRequestConfig", module: "axios" },
  response: {
    wrapper: "Promise",
    native: { name: "AxiosResponse", module: "axios", promise: "AxiosPromise" },
    bodyAccess: "bodyOf",
  },
  hooks: { supported: true },
} as const satisfies ClientDeclaration;
