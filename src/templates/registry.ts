/**
 * The built-in outputs, one line each. An output is one folder, `src/templates/<id>/`: its declaration
 * (`declaration.ts`, plain data), its emitter, and the unit listed here (`output.ts`: the declaration, and the
 * emitter loaded when a run uses it). Everything the stages below read of the outputs (option validation,
 * help, `schema.json`, reserved names, the runtime files) comes from this list, handed down by the top of
 * the pipeline as `BUILTIN_OUTPUTS`.
 */

import type { TemplateSelection } from "../config/types.js";
import type { SelectedTemplates } from "../emit/client-template.js";
import { TypewrightError } from "../errors.js";
import type { OutputCatalog } from "../output-contract/catalog.js";
import { angularQueryOutput } from "./angular-query/output.js";
import { axiosOutput } from "./axios/output.js";
import { fetchOutput } from "./fetch/output.js";
import { kyOutput } from "./ky/output.js";
import { ng1Output } from "./ng1/output.js";
import { ng2Output } from "./ng2/output.js";
import type { ClientOutput, LayerOutput } from "./output-unit.js";
import { piniaColadaOutput } from "./pinia-colada/output.js";
import { solidQueryOutput } from "./solid-query/output.js";
import { svelteQueryOutput } from "./svelte-query/output.js";
import { svelteQuery5Output } from "./svelte-query-5/output.js";
import { swrOutput } from "./swr/output.js";
import { tsqOutput } from "./tsq/output.js";
import { vueQueryOutput } from "./vue-query/output.js";
import { xiorOutput } from "./xior/output.js";

/** The built-in HTTP clients, in the order help text and messages list them. */
const CLIENTS: readonly ClientOutput[] = [
  axiosOutput,
  fetchOutput,
  xiorOutput,
  kyOutput,
  ng1Output,
  ng2Output,
];

/** The built-in reactive layers. */
const LAYERS: readonly LayerOutput[] = [
  swrOutput,
  tsqOutput,
  vueQueryOutput,
  piniaColadaOutput,
  svelteQueryOutput,
  svelteQuery5Output,
  solidQueryOutput,
  angularQueryOutput,
];

/** The declarations of the built-in outputs, as the stages below this one receive them. */
export const BUILTIN_OUTPUTS: OutputCatalog = {
  clients: CLIENTS.map((client) => client.declaration),
  layers: LAYERS.map((layer) => layer.declaration),
};

/** The templates the options select: built in, or loaded from a custom template folder. */
export async function resolveTemplate(selection: TemplateSelection): Promise<SelectedTemplates> {
  const client =
    selection.kind === "builtin"
      ? await registered(CLIENTS, selection.client).emitter()
      : // Loaded only for a custom template, as an emitter is: it brings the compiler API.
        await (await import("./custom-template.js")).loadCustomTemplate(selection.directory);
  const builtins = BUILTIN_OUTPUTS;
  if (selection.reactive === undefined) {
    return { client, outputs: { client: client.declaration, builtins } };
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
  const layer = await registered(LAYERS, selection.reactive).emitter();
  return {
    client,
    layer,
    outputs: { client: client.declaration, layer, builtins },
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
