import type { ClientOutput } from "../output-unit.js";
import { ng2Declaration } from "./declaration.js";

/** The `ng2` client: its declaration, and its emitter, loaded when a run uses it. */
export const ng2Output: ClientOutput = {
  declaration: ng2Declaration,
  emitter: async () => (await import("./template.js")).ng2Template,
};
