/**
 * The emitters of the built-in templates, keyed by the ids their declarations give (`declarations.ts`):
 * a declared id without an emitter here, or an emitter without a declaration, does not compile.
 */

import type { TemplateSelection } from "../config/types.js";
import type { HttpClientTemplate, ReactiveLayer, SelectedTemplates } from "../emit/client-template.js";
import { TypewrightError } from "../errors.js";
import type { HttpClientName, ReactiveLayerName } from "../template-declarations/index.js";
import { axiosTemplate } from "./axios/template.js";
import { loadCustomTemplate } from "./custom-template.js";
import { fetchTemplate } from "./fetch/template.js";
import { kyTemplate } from "./ky/template.js";
import { ng1Template } from "./ng1/template.js";
import { ng2Template } from "./ng2/template.js";
import { swrLayer } from "./swr/layer.js";
import { tsqLayer } from "./tsq/layer.js";
import { xiorTemplate } from "./xior/template.js";

const CLIENTS: Readonly<Record<HttpClientName, HttpClientTemplate>> = {
  axios: axiosTemplate,
  fetch: fetchTemplate,
  ky: kyTemplate,
  ng1: ng1Template,
  ng2: ng2Template,
  xior: xiorTemplate,
};

const LAYERS: Readonly<Record<ReactiveLayerName, ReactiveLayer>> = { swr: swrLayer, tsq: tsqLayer };

/** The templates the options select: built in, or loaded from a custom template folder. */
export async function resolveTemplate(selection: TemplateSelection): Promise<SelectedTemplates> {
  const client =
    selection.kind === "builtin" ? CLIENTS[selection.client] : await loadCustomTemplate(selection.directory);
  if (selection.reactive === undefined) return { client };
  const { hooks } = client.declaration;
  if (!hooks.supported) {
    // Named as the user chose it: the folder, not the id its declaration gives itself.
    const chosen = selection.kind === "builtin" ? selection.client : selection.directory;
    throw new TypewrightError(
      "template",
      `template: "${selection.reactive}" cannot sit on "${chosen}" (${hooks.reason})`,
    );
  }
  return { client, layer: LAYERS[selection.reactive] };
}
