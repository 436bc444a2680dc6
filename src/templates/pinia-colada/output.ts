import type { LayerOutput } from "../output-unit.js";
import { piniaColadaDeclaration } from "./declaration.js";

/** The `pinia-colada` layer: its declaration, and its emitter, loaded when a run uses it. */
export const piniaColadaOutput: LayerOutput = {
  declaration: piniaColadaDeclaration,
  emitter: async () => (await import("./layer.js")).piniaColadaLayer,
};
