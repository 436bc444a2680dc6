import type { LayerOutput } from "../output-unit.js";
import { vueQueryDeclaration } from "./declaration.js";

/** The `vue-query` layer: its declaration, and its emitter, loaded when a run uses it. */
export const vueQueryOutput: LayerOutput = {
  declaration: vueQueryDeclaration,
  emitter: async () => (await import("./layer.js")).vueQueryLayer,
};
