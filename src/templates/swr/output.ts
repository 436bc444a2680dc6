import type { LayerOutput } from "../output-unit.js";
import { swrDeclaration } from "./declaration.js";

/** The `swr` layer: its declaration, and its emitter, loaded when a run uses it. */
export const swrOutput: LayerOutput = {
  declaration: swrDeclaration,
  emitter: async () => (await import("./layer.js")).swrLayer,
};
