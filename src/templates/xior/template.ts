import type { HttpClientTemplate, TemplateReads } from "../../emit/client-template.js";
import { instanceClientTemplate } from "../shared/instance-client.js";
import { xiorDeclaration } from "./declaration.js";

/**
 * `xior`: methods send through the exported `http` instance (`http.defaults.baseURL` overrides the baked
 * `baseUrl`) and resolve to xior's own response (`Promise<XiorResponse<T>>`), to the body with
 * `responseShape: body`, or to that same response typed `APIResponse<T>` with `full`. Non-2xx responses
 * reject with xior's own `XiorError` (`response.status`, `response.data`).
 */
export const xiorTemplate: HttpClientTemplate<TemplateReads<typeof xiorDeclaration>> =
  instanceClientTemplate(xiorDeclaration);
