import type { ClientOutput } from "../output-unit.js";
import { xiorDeclaration } from "./declaration.js";

/** The `xior` client: its declaration, and its emitter, loaded when a run uses it. */
export const xiorOutput: ClientOutput = {
  declaration: xiorDeclaration,
  emitter: async () => (await import("./template.js")).xiorTemplate,
};
