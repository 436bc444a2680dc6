import type { LayerOutput } from "../output-unit.js";
import { svelteQuery5Declaration } from "./declaration.js";

/** The `svelte-query-5` layer: its declaration, and its emitter, loaded when a run uses it. */
export const svelteQuery5Output: LayerOutput = {
  declaration: svelteQuery5Declaration,
  emitter: async () => (await import("./layer.js")).svelteQuery5Layer,
};
