import { typeReference } from "../ast/nodes.js";
import { instanceClientTemplate } from "./instance-client.js";
import type { HttpClientTemplate } from "./types.js";

/**
 * `xior`: methods send through the exported `http` instance (`http.defaults.baseURL` overrides the baked
 * `baseUrl`) and resolve to xior's own response (`Promise<XiorResponse<T>>`), to the body with
 * `responseShape: body`, or to that same response typed `APIResponse<T>` with `full`. Non-2xx responses
 * reject with xior's own `XiorError` (`response.status`, `response.data`).
 */
export const xiorTemplate: HttpClientTemplate = instanceClientTemplate({
  client: "xior",
  module: "xior",
  runtime: "xior-client",
  send: "sendXiorRequest",
  instanceType: "XiorInstance",
  requestConfigType: "XiorRequestConfig",
  runtimeTypes: ["XiorInstance", "XiorRequestConfig", "XiorResponse"],
  nativeReturnType: (responseType) =>
    typeReference("Promise", [typeReference("XiorResponse", [responseType])]),
  nativeReturnTypeImports: ["XiorResponse"],
});
