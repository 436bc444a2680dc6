import type { LayerOutput } from "../output-unit.js";
import { solidQueryDeclaration } from "./declaration.js";

/** The `solid-query` layer: its declaration, and its emitter, loaded when a run uses it. */
export const solidQueryOutput: LayerOutput = {
  declaration: solidQueryDeclaration,
  emitter: async () => (await import("./layer.js")).solidQueryLayer,
};
