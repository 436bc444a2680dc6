/**
 * The declarations of the built-in outputs, as the stages below the registry receive them: the registry
 * (src/templates/registry.ts) lists the outputs, and the top of the pipeline hands their declarations down
 * (to option validation, to planning, to the runtime reading), so that no lower stage imports a template.
 * Below the registry a template's id is a `string`, checked against a catalog at run time.
 */
import type { ClientDeclaration, LayerDeclaration } from "./declaration.js";
import { MSW_RUNTIME_FILE, SHARED_RUNTIME_FILES } from "./runtime-files.js";

export interface OutputCatalog {
  /** The built-in HTTP clients, in the order help text and messages list them. */
  readonly clients: readonly ClientDeclaration[];
  /** The built-in reactive layers, in the same order. */
  readonly layers: readonly LayerDeclaration[];
}

/** The built-in client of this id, or undefined where the catalog has none. */
export function findClient(catalog: OutputCatalog, id: string): ClientDeclaration | undefined {
  return catalog.clients.find((declaration) => declaration.id === id);
}

/** The built-in layer of this id; option validation admits no other, so a missing one is typewright's bug. */
export function layerDeclaration(catalog: OutputCatalog, id: string): LayerDeclaration {
  const found = catalog.layers.find((declaration) => declaration.id === id);
  if (found === undefined) throw new Error(`internal: no reactive layer "${id}" is registered`);
  return found;
}

/** The runtime files of streamed responses: the shared parser and each library's sender. */
export function streamRuntimeFiles(catalog: OutputCatalog): string[] {
  return [
    ...new Set([
      "stream-parts",
      ...catalog.clients.flatMap((client) => client.streaming?.runtimeFiles ?? []),
    ]),
  ];
}

/** Every runtime helper file a built-in client or companion file splices in, each once. */
export function builtinRuntimeFiles(catalog: OutputCatalog): string[] {
  return [
    ...new Set([
      ...catalog.clients.flatMap((client) => client.runtimeFiles),
      ...SHARED_RUNTIME_FILES,
      MSW_RUNTIME_FILE,
      ...catalog.clients.flatMap((client) => client.streaming?.runtimeFiles ?? []),
    ]),
  ];
}
