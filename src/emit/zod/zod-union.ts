/**
 * Unions, mirroring `lowerUnionMember` in `emit/types/lower-schema.ts`: a member whose tag the type narrows
 * (`Cat & { petType: 'cat' }`) is its schema with the tag narrowed too. Where a discriminator exists and every
 * member is a plain object schema declared above (Zod reads the tag values of each option when the union is
 * made), the union is `z.discriminatedUnion`, which reports a wrong tag as one issue instead of one per
 * member; otherwise `z.union`, which accepts the same values.
 */

import { not } from "../../ast/expressions.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  call,
  id,
  keywordType,
  objectLiteral,
  parameter,
  stringLiteral,
} from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { Discriminator, EnumValue, SchemaId } from "../../model/types.js";
import { narrowedTags } from "../../plan/discriminator-tags.js";
import { typeAdmitsNull } from "../../plan/nullable-typing.js";
import type { PlanSchema } from "../../plan/type-model.js";
import { typeNameOf } from "../types/lower-schema.js";
import { enumMemberSchema, lowerZod } from "./lower-zod.js";
import { PROTO } from "./prototype-keys.js";
import { chain, literalSchema, schemaReference, type ZodEmitContext, zod } from "./zod-context.js";

type UnionSchema = Extract<PlanSchema, { kind: "union" }>;

export function lowerZodUnion(union: UnionSchema, ctx: ZodEmitContext): ts.Expression {
  const { members, discriminator } = union;
  const [only] = members;
  if (only === undefined) return zod("never");
  const options = discriminator && discriminatedOptions(union, discriminator, ctx);
  if (discriminator && options) {
    return zod("discriminatedUnion", [
      stringLiteral(discriminator.propertyName),
      arrayLiteral(options, true),
    ]);
  }
  const schemas = members.map((member, index) =>
    lowerMember(member, discriminator, union.tagEnums?.[index], ctx),
  );
  if (schemas.length === 1) return schemas[0] as ts.Expression;
  return zod("union", [arrayLiteral(schemas, true)]);
}

function lowerMember(
  member: PlanSchema,
  discriminator: Discriminator | undefined,
  tagEnum: SchemaId | undefined,
  ctx: ZodEmitContext,
): ts.Expression {
  const schema = lowerZod(member, ctx);
  if (discriminator && isFallback(member, discriminator)) return withUnmappedTag(schema, discriminator);
  const tags = discriminator && narrowedTags(member, discriminator, ctx.types.schemas);
  if (!discriminator || !tags) return schema;
  const shape = tagShape(discriminator.propertyName, tags, tagEnum, ctx);
  return zod("intersection", [schema, zod("object", [shape])]);
}

function isFallback(member: PlanSchema, discriminator: Discriminator): boolean {
  return (
    member.kind === "ref" && member.target === discriminator.fallback && discriminator.mapping.length > 0
  );
}

/**
 * The member of 3.2's `defaultMapping` takes only the values whose tag no mapping names (or that have none):
 * a mapped tag is its member's alone, so that a value its member rejects does not pass as the default's.
 * `Object(value)` reads a tag off any value (a primitive or `null` has none); an inherited member is no
 * string, so it counts as no tag, as JSON Schema would see it.
 */
function withUnmappedTag(schema: ts.Expression, discriminator: Discriminator): ts.Expression {
  const mapped = arrayLiteral(
    [...new Set(discriminator.mapping.map((entry) => entry.value))].map(stringLiteral),
  );
  const tag = memberAccess(call(id("Object"), [id("value")]), discriminator.propertyName);
  const unmapped = arrow(
    [parameter("value", { type: keywordType("unknown") })],
    not(call(memberAccess(mapped, "includes"), [tag])),
  );
  const message = `a \`${discriminator.propertyName}\` the mapping names selects its own member`;
  return chain(schema, "refine", [unmapped, stringLiteral(message)]);
}

/** `{ petType: z.enum(['cat']) }`, or the enum's member where one types the member's tag (see lowerUnionMember). */
function tagShape(
  propertyName: string,
  tags: readonly EnumValue[],
  tagEnum: SchemaId | undefined,
  ctx: ZodEmitContext,
): ts.Expression {
  const tag = tagEnum === undefined ? literalSchema(tags) : enumMemberSchema(tags, tagEnum, ctx);
  return objectLiteral([property(propertyName, tag)]);
}

/**
 * The options of `z.discriminatedUnion`, or undefined where one member is not a plain object schema declared
 * above with string tags of its own (a narrowed tag, or a required literal property), or two share a tag.
 */
function discriminatedOptions(
  union: UnionSchema,
  discriminator: Discriminator,
  ctx: ZodEmitContext,
): ts.Expression[] | undefined {
  if (ctx.types.multipart !== undefined) return undefined;
  const seen = new Set<EnumValue>();
  const options: ts.Expression[] = [];
  const members: readonly PlanSchema[] = union.members;
  for (const [index, member] of members.entries()) {
    if (member.kind !== "ref" || member.nullable || !isPlainObjectAbove(member.target, ctx)) return undefined;
    const tags = narrowedTags(member, discriminator, ctx.types.schemas);
    const values = tags ?? ownTags(member.target, discriminator.propertyName, ctx);
    if (values === undefined || values.length === 0) return undefined;
    for (const value of values) {
      if (typeof value !== "string" || seen.has(value)) return undefined;
      seen.add(value);
    }
    const reference = schemaReference(member.target, typeNameOf(member.target, ctx.types), ctx);
    const shape = tags && tagShape(discriminator.propertyName, tags, union.tagEnums?.[index], ctx);
    options.push(shape ? chain(reference, "extend", [shape]) : reference);
  }
  return options;
}

/**
 * Whether the named schema's schema is a `z.object` (or strict object) declared above, not annotated and not
 * refined: one that `.extend` and `.omit` apply to.
 */
export function isPlainObjectAbove(target: SchemaId, ctx: ZodEmitContext): boolean {
  const position = ctx.plan.positions.get(target);
  if (position === undefined || position >= ctx.position || ctx.plan.annotated.has(target)) return false;
  const schema = ctx.types.schemas.get(target)?.schema;
  if (schema?.kind !== "object" || ctx.types.enumMembers.has(target)) return false;
  if (typeAdmitsNull(schema, ctx.types.nullable)) return false;
  // Zod refuses to extend or omit from an object schema with refinements (see withCountChecks).
  const counts = schema.constraints;
  if (counts?.minProperties !== undefined || counts?.maxProperties !== undefined) return false;
  if (counts?.structuredValues !== undefined) return false;
  // An own `__proto__` is checked beside the object (prototype-keys.ts): no object schema to extend.
  if (schema.properties.some((entry) => entry.name === PROTO)) return false;
  return schema.properties.length > 0 || schema.additionalProperties !== undefined;
}

/** The values of a required, non-nullable literal tag property the schema declares itself. */
function ownTags(target: SchemaId, propertyName: string, ctx: ZodEmitContext): EnumValue[] | undefined {
  const schema = ctx.types.schemas.get(target)?.schema;
  if (schema?.kind !== "object") return undefined;
  const tag = schema.properties.find((entry) => entry.name === propertyName);
  if (!tag?.required || tag.schema.nullable) return undefined;
  if (tag.schema.kind === "const") return [tag.schema.value];
  if (tag.schema.kind === "enum") return tag.schema.values;
  return undefined;
}
