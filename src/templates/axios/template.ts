import type { HttpClientTemplate, TemplateReads } from "../../emit/client-template.js";
import { instanceClientTemplate } from "../shared/instance-client.js";
import { axiosDeclaration } from "./declaration.js";

/**
 * `axios`: methods send through the exported `http` instance (`http.defaults.baseURL` overrides the baked
 * `baseUrl`) and resolve to axios' own response (`AxiosPromise<T>`), to the body with
 * `responseShape: body`, or to that same response typed `APIResponse<T>` with `full`. Non-2xx responses
 * reject with axios' own `AxiosError` (`response.status`, `response.data`).
 */
export const axiosTemplate: HttpClientTemplate<TemplateReads<typeof axiosDeclaration>> =
  instanceClientTemplate(axiosDeclaration);
