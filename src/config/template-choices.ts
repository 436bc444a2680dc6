/**
 * The names the `template` option admits, derived from the declarations of the built-in outputs that the
 * caller hands in (`OutputCatalog`): config sits below the templates, so it lists none of its own.
 */
import type { OutputCatalog } from "../output-contract/catalog.js";

export interface TemplateChoices {
  /** The built-in HTTP clients' ids, in the order help text and messages list them. */
  readonly clients: readonly string[];
  /** The built-in reactive layers' ids. */
  readonly layers: readonly string[];
  /** HTTP clients a reactive layer can sit on, the one a layer alone uses first (ng1/ng2 cannot carry hooks). */
  readonly reactiveClients: readonly string[];
}

const derived = new WeakMap<OutputCatalog, TemplateChoices>();

export function templateChoices(outputs: OutputCatalog): TemplateChoices {
  let choices = derived.get(outputs);
  if (choices === undefined) {
    const supported = outputs.clients.filter((client) => client.hooks.supported).map((client) => client.id);
    const first = outputs.layers[0]?.defaultClient;
    choices = {
      clients: outputs.clients.map((client) => client.id),
      layers: outputs.layers.map((layer) => layer.id),
      reactiveClients: first === undefined ? supported : [first, ...supported.filter((id) => id !== first)],
    };
    derived.set(outputs, choices);
  }
  return choices;
}
