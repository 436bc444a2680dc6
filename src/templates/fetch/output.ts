import type { ClientOutput } from "../output-unit.js";
import { fetchDeclaration } from "./declaration.js";

/** The `fetch` client: its declaration, and its emitter, loaded when a run uses it. */
export const fetchOutput: ClientOutput = {
  declaration: fetchDeclaration,
  emitter: async () => (await import("./template.js")).fetchTemplate,
};
