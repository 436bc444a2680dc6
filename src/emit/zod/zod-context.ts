import { isInstanceOf, jsonLiteral, newExpression } from "../../ast/expressions.js";
import { memberAccess } from "../../ast/keys.js";
import { arrayLiteral, arrow, call, id, parameter, stringLiteral, typeReference } from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { EnumValue, SchemaId } from "../../model/types.js";
import { SCHEMA_FILE_NAMES, type ValidatorPlan } from "../../plan/plan-schema-file.js";
import type { TypeEmitContext } from "../types/context.js";

/** What writing one schema of the schema file needs; the type context decides what the type says. */
export interface ZodEmitContext {
  types: TypeEmitContext;
  plan: ValidatorPlan;
  /**
   * Position of the named schema being declared (see `ValidatorPlan.positions`); a reference to one at or
   * after it is read lazily. Request types sit after every named schema.
   */
  position: number;
  /** The namespace the schema file imports the generated types under. */
  typesNamespace: string;
}

/** The name the schema file imports Zod under: `import { z } from "zod"`. */
export const ZOD = SCHEMA_FILE_NAMES.zod;

/** `z.name(args)` */
export function zod(
  name: string,
  args: readonly ts.Expression[] = [],
  typeArguments?: readonly ts.TypeNode[],
) {
  return call(memberAccess(referenceTo(ZOD), name), args, typeArguments);
}

/** `z.iso.name(args)` */
export function zodIso(name: string, args: readonly ts.Expression[] = []): ts.CallExpression {
  return call(memberAccess(memberAccess(referenceTo(ZOD), "iso"), name), args);
}

/** `schema.name(args)`: a check or a modifier of a schema. */
export function chain(
  schema: ts.Expression,
  name: string,
  args: readonly ts.Expression[] = [],
): ts.Expression {
  return call(memberAccess(schema, name), args);
}

/**
 * `z.custom<Name>((value) => value instanceof Name)`: the type the declaration names, where `z.instanceof`
 * would infer the constructor's instance type (`Uint8Array<ArrayBuffer>` for `Uint8Array`).
 */
export function instanceOf(name: string): ts.Expression {
  return zod(
    "custom",
    [arrow([parameter("value")], isInstanceOf(id("value"), id(name)))],
    [typeReference(name)],
  );
}

/** `new RegExp(pattern, "u")`: JSON Schema's patterns are ECMA-262 with Unicode semantics, as ajv reads them. */
export function regExp(pattern: ts.Expression, flags: ts.Expression): ts.Expression {
  return newExpression(id("RegExp"), [pattern, flags]);
}

/** The schema of the named schema `target`: its constant, lazily where it is not declared above. */
export function schemaReference(target: SchemaId, typeName: string, ctx: ZodEmitContext): ts.Expression {
  const name = ctx.plan.schemaNames.get(typeName) as string;
  const position = ctx.plan.positions.get(target);
  if (position === undefined || position < ctx.position) return id(name);
  return zod("lazy", [arrow([], id(name))]);
}

/** The context of a nested position, for the type context `types`. */
export function nested(ctx: ZodEmitContext, types: TypeEmitContext): ZodEmitContext {
  return types === ctx.types ? ctx : { ...ctx, types };
}

/** The schema of exactly these values: `z.enum([...])` for strings, else `z.literal(...)`; none: `z.never()`. */
export function literalSchema(values: readonly EnumValue[]): ts.Expression {
  const [only] = values;
  if (only === undefined) return zod("never");
  if (values.every((value) => typeof value === "string")) {
    return zod("enum", [arrayLiteral(values.map((value) => stringLiteral(value as string)))]);
  }
  if (values.length === 1) return zod("literal", [jsonLiteral(only)]);
  return zod("literal", [arrayLiteral(values.map((value) => jsonLiteral(value)))]);
}
