import type { HttpClientName, TemplateSelection } from "../config/types.js";
import { axiosTemplate } from "./axios.js";
import { loadCustomTemplate } from "./custom-template.js";
import { fetchTemplate } from "./fetch.js";
import { kyTemplate } from "./ky.js";
import { ng1Template } from "./ng1.js";
import { ng2Template } from "./ng2.js";
import type { HttpClientTemplate } from "./types.js";
import { xiorTemplate } from "./xior.js";

const TEMPLATES: Record<HttpClientName, HttpClientTemplate> = {
  axios: axiosTemplate,
  fetch: fetchTemplate,
  ky: kyTemplate,
  ng1: ng1Template,
  ng2: ng2Template,
  xior: xiorTemplate,
};

export function httpClientTemplate(client: HttpClientName): HttpClientTemplate {
  return TEMPLATES[client];
}

/** The HTTP client template the options select: built in, or loaded from a custom template folder. */
export async function resolveTemplate(selection: TemplateSelection): Promise<HttpClientTemplate> {
  return selection.kind === "builtin" ? TEMPLATES[selection.client] : loadCustomTemplate(selection.directory);
}
