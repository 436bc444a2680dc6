import type { ClientOutput } from "../output-unit.js";
import { axiosDeclaration } from "./declaration.js";

/** The `axios` client: its declaration, and its emitter, loaded when a run uses it. */
export const axiosOutput: ClientOutput = {
  declaration: axiosDeclaration,
  emitter: async () => (await import("./template.js")).axiosTemplate,
};
