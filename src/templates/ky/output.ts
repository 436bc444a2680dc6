import type { ClientOutput } from "../output-unit.js";
import { kyDeclaration } from "./declaration.js";

/** The `ky` client: its declaration, and its emitter, loaded when a run uses it. */
export const kyOutput: ClientOutput = {
  declaration: kyDeclaration,
  emitter: async () => (await import("./template.js")).kyTemplate,
};
