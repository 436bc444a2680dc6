import type { LayerOutput } from "../output-unit.js";
import { tsqDeclaration } from "./declaration.js";

/** The `tsq` layer: its declaration, and its emitter, loaded when a run uses it. */
export const tsqOutput: LayerOutput = {
  declaration: tsqDeclaration,
  emitter: async () => (await import("./layer.js")).tsqLayer,
};
