/**
 * The built-in outputs, one line each. An output is one folder, `src/templates/<id>/`: its declaration
 * (`declaration.ts`, plain data) and its emitter, which carries that declaration; the emitter is the unit
 * listed here. Everything the stages below read of the outputs (option validation, help, `schema.json`,
 * reserved names, the runtime files) comes from this list, handed down by the top of the pipeline as
 * `BUILTIN_OUTPUTS`.
 */

import type { TemplateSelection } from "../config/types.js";
import type { HttpClientTemplate, ReactiveLayer, SelectedTemplates } from "../emit/client-template.js";
import { TypewrightError } from "../errors.js";
import type { OutputCatalog } from "../output-contract/catalog.js";
import { axiosTemplate } from "./axios/template.js";
import { loadCustomTemplate } from "./custom-template.js";
import { fetchTemplate } from "./fetch/template.js";
import { kyTemplate } from "./ky/template.js";
import { ng1Template } from "./ng1/template.js";
import { ng2Template } from "./ng2/template.js";
import { swrLayer } from "./swr/layer.js";
import { tsqLayer } from "./tsq/layer.js";
import { xiorTemplate } from "./xior/template.js";

/** The built-in HTTP clients, in the order help text and messages list them. */
const CLIENTS: readonly HttpClientTemplate[] = [
  axiosTemplate,
  fetchTemplate,
  xiorTemplate,
  kyTemplate,
  ng1Template,
  ng2Template,
];

/** The built-in reactive layers. */
const LAYERS: readonly ReactiveLayer[] = [swrLayer, tsqLayer];

/** The declarations of the built-in outputs, as the stages below this one receive them. */
export const BUILTIN_OUTPUTS: OutputCatalog = {
  clients: CLIENTS.map((client) => client.declaration),
  layers: LAYERS.map((layer) => layer.declaration),
};

/** The templates the options select: built in, or loaded from a custom template folder. */
export async function resolveTemplate(selection: TemplateSelection): Promise<SelectedTemplates> {
  const client =
    selection.kind === "builtin"
      ? registered(CLIENTS, selection.client)
      : await loadCustomTemplate(selection.directory);
  const builtins = BUILTIN_OUTPUTS;
  if (selection.reactive === undefined) {
    return { client, declarations: { client: client.declaration, builtins } };
  }
  const { hooks } = client.declaration;
  if (!hooks.supported) {
    // Named as the user chose it: the folder, not the id its declaration gives itself.
    const chosen = selection.kind === "builtin" ? selection.client : selection.directory;
    throw new TypewrightError(
      "template",
      `template: "${selection.reactive}" cannot sit on "${chosen}" (${hooks.reason})`,
    );
  }
  const layer = registered(LAYERS, selection.reactive);
  return {
    client,
    layer,
    declarations: { client: client.declaration, layer: layer.declaration, builtins },
  };
}

/**
 * The output of this id. Option validation admits only the ids of `BUILTIN_OUTPUTS`, so an id without an
 * output here is typewright's own mistake.
 */
function registered<Output extends { readonly declaration: { readonly id: string } }>(
  outputs: readonly Output[],
  id: string,
): Output {
  const found = outputs.find((output) => output.declaration.id === id);
  if (found === undefined) throw new Error(`internal: no built-in output "${id}" is registered`);
  return found;
}
