import type { LayerOutput } from "../output-unit.js";
import { svelteQueryDeclaration } from "./declaration.js";

/** The `svelte-query` layer: its declaration, and its emitter, loaded when a run uses it. */
export const svelteQueryOutput: LayerOutput = {
  declaration: svelteQueryDeclaration,
  emitter: async () => (await import("./layer.js")).svelteQueryLayer,
};
