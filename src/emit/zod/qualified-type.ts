import { qualifyTypeReferences } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { ZodEmitContext } from "./zod-context.js";

/** A type of the client module as the schema file names it: `Pet[]` → `api.Pet[]`. */
export function qualifiedType(type: ts.TypeNode, ctx: ZodEmitContext): ts.TypeNode {
  return qualifyTypeReferences(type, (name) => ctx.plan.schemaNames.has(name), ctx.typesNamespace);
}
