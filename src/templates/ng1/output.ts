import type { ClientOutput } from "../output-unit.js";
import { ng1Declaration } from "./declaration.js";

/** The `ng1` client: its declaration, and its emitter, loaded when a run uses it. */
export const ng1Output: ClientOutput = {
  declaration: ng1Declaration,
  emitter: async () => (await import("./template.js")).ng1Template,
};
