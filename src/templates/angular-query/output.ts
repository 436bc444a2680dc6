import type { LayerOutput } from "../output-unit.js";
import { angularQueryDeclaration } from "./declaration.js";

/** The `angular-query` layer: its declaration, and its emitter, loaded when a run uses it. */
export const angularQueryOutput: LayerOutput = {
  declaration: angularQueryDeclaration,
  emitter: async () => (await import("./layer.js")).angularQueryLayer,
};
