import { qualifyTypeReferences } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";

/**
 * Rewrites every type reference to a name the main file declares so it goes through the main file's
 * namespace import: `Pet[]` → `api.Pet[]`, `APIResponse<Pet>` → `api.APIResponse<api.Pet>`,
 * `Status.Active` → `api.Status.Active`. Other names (`Date`, `Record`, library types) stay as they are.
 * Type nodes are built for the main file; a separate hooks file reuses them through this.
 */
export function qualifyTypeNames(
  type: ts.TypeNode,
  mainFileNames: ReadonlySet<string>,
  namespace: string,
): ts.TypeNode {
  return qualifyTypeReferences(type, (name) => mainFileNames.has(name), namespace);
}
