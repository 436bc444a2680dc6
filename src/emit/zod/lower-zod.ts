/**
 * A schema as a Zod schema expression whose inferred type is the type `emit/types/lower-schema.ts` writes
 * for it in the same context: each case here mirrors one there, so that `z.infer<typeof PetSchema>` and
 * `Pet` are the same type (proven by test/emit/zod-agreement.test.ts). The checks JSON Schema states and no type
 * can (lengths, ranges, patterns, item counts, uniqueness) are added by `zod-checks.ts`.
 */

import { asType, jsonLiteral } from "../../ast/expressions.js";
import { property } from "../../ast/keys.js";
import {
  arrayLiteral,
  booleanLiteral,
  literalType,
  objectLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import { constrainingMembers } from "../../model/composition.js";
import type { EnumValue, SchemaId } from "../../model/types.js";
import { balancedTree } from "../../plan/balanced-tree.js";
import { typeAdmitsNull } from "../../plan/nullable-typing.js";
import type { PlanSchema } from "../../plan/type-model.js";
import { enumMembersType, includesNull, typeNameOf } from "../types/lower-schema.js";
import { inlinedForFiles, isFilePosition, itemContext } from "../types/multipart.js";
import { lowerTsType } from "../types/ts-type.js";
import { typedCheckMembers } from "./checks-member.js";
import { qualifiedType } from "./qualified-type.js";
import {
  withArrayChecks,
  withCountChecks,
  withNumberChecks,
  withStringChecks,
  withStructuredValues,
} from "./zod-checks.js";
import {
  chain,
  instanceOf,
  literalSchema,
  nested,
  schemaReference,
  ZOD,
  type ZodEmitContext,
  zod,
  zodIso,
} from "./zod-context.js";
import { lowerZodObject } from "./zod-object.js";
import { isPlainObjectAbove, lowerZodUnion } from "./zod-union.js";

/** The schema's Zod schema, `.nullable()` where the type adds `| null`. */
export function lowerZod(schema: PlanSchema, ctx: ZodEmitContext): ts.Expression {
  const node = withStructuredValues(lowerZodNode(schema, ctx), schema.constraints);
  if (typeAdmitsNull(schema, ctx.types.nullable) && !includesNull(schema)) {
    return chain(node, "nullable");
  }
  return node;
}

function lowerZodNode(schema: PlanSchema, ctx: ZodEmitContext): ts.Expression {
  switch (schema.kind) {
    case "ref": {
      const inlined = inlinedForFiles(schema.target, ctx.types);
      if (inlined) {
        const written = lowerZod(inlined.schema, nested(ctx, inlined.ctx));
        return schema.without && inlined.schema.kind === "object"
          ? omitted(written, schema.without)
          : written;
      }
      const typeName = typeNameOf(schema.target, ctx.types);
      const reference = schemaReference(schema.target, typeName, ctx);
      if (!schema.without) return reference;
      return isPlainObjectAbove(schema.target, ctx)
        ? omitted(reference, schema.without)
        : typedAsOmitted(reference, typeName, schema.without, ctx);
    }
    case "primitive":
      return lowerPrimitive(schema, ctx);
    case "binary":
      return isFilePosition(ctx.types) ? instanceOf("Blob") : zod("string");
    case "unknown":
      return anyValue(ctx);
    case "never":
      return zod("never");
    case "object":
      return lowerZodObject(schema, ctx);
    case "array":
      return withArrayChecks(zod("array", [lowerZod(schema.items, items(ctx))]), schema.constraints);
    case "tuple": {
      const itemCtx = items(ctx);
      const elements = zod("tuple", [
        arrayLiteral(schema.items.map((item) => lowerZod(item, itemCtx))),
        ...(schema.rest ? [lowerZod(schema.rest, itemCtx)] : []),
      ]);
      const { constraints } = schema;
      const unique = withArrayChecks(elements, constraints?.uniqueItems ? { uniqueItems: true } : undefined);
      // Without a rest item the length is the type's own.
      return schema.rest ? withCountChecks(unique, constraints, "items") : unique;
    }
    case "enum":
      return schema.memberOf === undefined
        ? literalSchema(schema.values)
        : enumMemberSchema(schema.values, schema.memberOf, ctx);
    case "const":
      return schema.memberOf === undefined
        ? literalSchema([schema.value])
        : enumMemberSchema([schema.value], schema.memberOf, ctx);
    case "intersection":
      return lowerIntersection(schema.members, ctx);
    case "union":
      return lowerZodUnion(schema, ctx);
    case "tsType":
      // The type as written, checked by nothing: as loose as the type says.
      return zod("custom", [], [qualifiedType(lowerTsType(schema.text), ctx)]);
  }
}

/**
 * Values typed as the members of a TypeScript enum (see the model's `memberOf`), each literal asserted to its
 * member's type, `z.literal('switch' as api.Kind.Switch)`: the schema then infers the enum's member, as the
 * type says, not a literal that has no value in common with the enum. The values are written out, since a
 * schema file the client imports may run before the client has made its enums.
 */
export function enumMemberSchema(
  values: readonly EnumValue[],
  enumId: SchemaId,
  ctx: ZodEmitContext,
): ts.Expression {
  const literals = values.map((value) =>
    asType(jsonLiteral(value), qualifiedType(enumMembersType([value], enumId, ctx.types), ctx)),
  );
  const [only] = literals;
  if (only === undefined) return zod("never");
  return zod("literal", [literals.length === 1 ? only : arrayLiteral(literals)]);
}

/** `z.unknown()`, or `z.any()` with `preferAny`, as the type says. */
export function anyValue(ctx: ZodEmitContext): ts.Expression {
  return zod(ctx.types.typing.untypedValue);
}

function items(ctx: ZodEmitContext): ZodEmitContext {
  return nested(ctx, itemContext(ctx.types));
}

function lowerPrimitive(
  schema: Extract<PlanSchema, { kind: "primitive" }>,
  ctx: ZodEmitContext,
): ts.Expression {
  const { constraints } = schema;
  switch (schema.type) {
    case "string": {
      const isDate = schema.format === "date" || schema.format === "date-time";
      // With `dateFormat: "Date"` the types describe values after revival: `Date`s.
      if (isDate && ctx.types.typing.datesAsDate) return zod("date");
      if (schema.format === "date") return withStringChecks(zodIso("date"), constraints);
      if (schema.format === "date-time") {
        return withStringChecks(zodIso("datetime", [offsetAllowed()]), constraints);
      }
      return withStringChecks(zod("string"), constraints);
    }
    case "integer":
      return withNumberChecks(zod("int"), constraints);
    case "number":
      return withNumberChecks(zod("number"), constraints);
    case "boolean":
      return zod("boolean");
    default:
      return zod("null");
  }
}

/** RFC 3339 date-times carry an offset (`+02:00`) or `Z`; Zod accepts only `Z` unless told. */
function offsetAllowed(): ts.Expression {
  return objectLiteral([property("offset", booleanLiteral(true))]);
}

function lowerIntersection(members: PlanSchema[], ctx: ZodEmitContext): ts.Expression {
  const meaningful = constrainingMembers(typedCheckMembers(members, ctx));
  // A member the merge took every property out of (`Omit<Base, ...all>`) adds nothing to the type; Zod would
  // type what is left, an empty shape, as `Record<string, never>`, which no other member's object fits.
  const contributing = meaningful.filter((member) => !isEmptiedByMerge(member, ctx));
  const schemas = (contributing.length > 0 ? contributing : meaningful).map((member) =>
    lowerZod(member, ctx),
  );
  // `intersectionType([])` is `unknown` (not `any`, whatever preferAny says).
  if (schemas.length === 0) return zod("unknown");
  return balancedTree(schemas, (left, right) => zod("intersection", [left, right]));
}

function isEmptiedByMerge(member: PlanSchema, ctx: ZodEmitContext): boolean {
  if (member.kind !== "ref" || !member.without || !isPlainObjectAbove(member.target, ctx)) return false;
  const target = ctx.types.schemas.get(member.target)?.schema;
  const without = member.without;
  return (
    target?.kind === "object" &&
    target.additionalProperties === undefined &&
    target.properties.every((entry) => without.includes(entry.name))
  );
}

/**
 * The properties an `allOf` merge took out of a member (`Omit<Wrapper, "data">`, plan/merge-all-of.ts):
 * `WrapperSchema.omit({ data: true })`.
 */
function omitted(schema: ts.Expression, names: readonly string[]): ts.Expression {
  return chain(schema, "omit", [objectLiteral(names.map((name) => property(name, booleanLiteral(true))))]);
}

/**
 * A member Zod cannot `omit` from (not an object schema declared above): its schema, typed as the type says,
 * `Omit<api.Wrapper, "data">`. It still checks the properties left out, as JSON Schema's `allOf` does.
 */
function typedAsOmitted(
  schema: ts.Expression,
  typeName: string,
  names: readonly string[],
  ctx: ZodEmitContext,
): ts.Expression {
  const type = typeReference("Omit", [
    referencedType(`${ctx.typesNamespace}.${typeName}`),
    unionType(names.map(literalType)),
  ]);
  return asType(schema, referencedType(`${ZOD}.ZodType`, [type, type]));
}
