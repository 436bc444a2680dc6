import { typeReference } from "../ast/nodes.js";
import { instanceClientTemplate } from "./instance-client.js";
import type { HttpClientTemplate } from "./types.js";

/**
 * `axios`: methods send through the exported `http` instance (`http.defaults.baseURL` overrides the baked
 * `baseUrl`) and resolve to axios' own response (`AxiosPromise<T>`), to the body with
 * `responseShape: body`, or to that same response typed `APIResponse<T>` with `full`. Non-2xx responses
 * reject with axios' own `AxiosError` (`response.status`, `response.data`).
 */
export const axiosTemplate: HttpClientTemplate = instanceClientTemplate({
  client: "axios",
  module: "axios",
  runtime: "axios-client",
  send: "sendAxiosRequest",
  instanceType: "AxiosInstance",
  requestConfigType: "AxiosRequestConfig",
  runtimeTypes: [
    "AxiosInstance",
    "AxiosPromise",
    "AxiosRequestConfig",
    "AxiosResponse",
    "AxiosResponseHeaders",
    "RawAxiosResponseHeaders",
  ],
  nativeReturnType: (responseType) => typeReference("AxiosPromise", [responseType]),
  nativeReturnTypeImports: ["AxiosPromise"],
});
