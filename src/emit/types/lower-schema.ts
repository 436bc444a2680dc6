import { isValidIdentifier } from "../../ast/identifiers.js";
import { propertyName as propertyKey } from "../../ast/keys.js";
import {
  arrayType,
  intersectionType,
  keywordType,
  literalType,
  propertySignature,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { distinctUnionType, restType, tupleType, typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { TypewrightError } from "../../errors.js";
import { constrainingMembers } from "../../model/composition.js";
import type { Discriminator, EnumValue, SchemaId } from "../../model/types.js";
import { isDateFormat } from "../../plan/date-shapes.js";
import { narrowedTags } from "../../plan/discriminator-tags.js";
import { typeAdmitsNull } from "../../plan/nullable-typing.js";
import type { PlanSchema } from "../../plan/type-model.js";
import type { TypeEmitContext } from "./context.js";
import { lowerObjectLiteral } from "./lower-object.js";
import { inlinedForFiles, isFilePosition, itemContext } from "./multipart.js";
import { lowerTsType } from "./ts-type.js";

/** A schema as a type node, with `| null` added when the schema is nullable and the strategy says so. */
export function lowerSchema(schema: PlanSchema, ctx: TypeEmitContext): ts.TypeNode {
  const type = lowerSchemaNode(schema, ctx);
  if (typeAdmitsNull(schema, ctx.nullable) && !includesNull(schema)) {
    return distinctUnionType([type, keywordType("null")]);
  }
  return type;
}

/** The schema's own kind as a type node, ignoring its nullability. */
export function lowerSchemaNode(schema: PlanSchema, ctx: TypeEmitContext): ts.TypeNode {
  switch (schema.kind) {
    case "ref": {
      const inlined = inlinedForFiles(schema.target, ctx);
      const type = inlined
        ? lowerSchema(inlined.schema, inlined.ctx)
        : typeReference(typeNameOf(schema.target, ctx));
      // Properties another `allOf` member's declaration merges (plan/merge-all-of.ts).
      return schema.without
        ? typeReference("Omit", [type, unionType(schema.without.map(literalType))])
        : type;
    }
    case "primitive":
      return lowerPrimitive(schema.type, schema.format, ctx);
    case "binary":
      // Bytes are a file only in a multipart part; JSON (and every named type) carries them as text.
      return isFilePosition(ctx) ? typeReference("Blob") : keywordType("string");
    case "unknown":
      return keywordType(ctx.typing.untypedValue);
    case "never":
      return keywordType("never");
    case "object":
      return lowerObjectLiteral(schema, ctx);
    case "array":
      return arrayType(lowerSchema(schema.items, itemContext(ctx)));
    case "tuple":
      return lowerTuple(schema.items, schema.rest, ctx);
    case "enum":
      return schema.memberOf === undefined
        ? unionType(schema.values.map(literalType))
        : enumMembersType(schema.values, schema.memberOf, ctx);
    case "const":
      return schema.memberOf === undefined
        ? literalType(schema.value)
        : enumMembersType([schema.value], schema.memberOf, ctx);
    case "intersection":
      return lowerIntersection(schema.members, ctx);
    case "union":
      return distinctUnionType(
        schema.members.map((member, index) =>
          lowerUnionMember(member, schema.discriminator, schema.tagEnums?.[index], ctx),
        ),
      );
    case "tsType":
      return lowerTsType(schema.text);
  }
}

export function typeNameOf(id: SchemaId, ctx: TypeEmitContext): string {
  const name = ctx.typeNames.get(id);
  if (name === undefined) {
    throw new TypewrightError(
      "unsupported",
      `internal: schema ${id} is used but was not planned for output`,
      {
        pointer: id,
      },
    );
  }
  return name;
}

function lowerPrimitive(type: string, format: string | undefined, ctx: TypeEmitContext): ts.TypeNode {
  switch (type) {
    case "string":
      if (isDateFormat(format) && ctx.typing.datesAsDate) {
        return typeReference("Date");
      }
      return keywordType("string");
    case "number":
    case "integer":
      return keywordType("number");
    case "boolean":
      return keywordType("boolean");
    default:
      return keywordType("null");
  }
}

function lowerTuple(
  items: PlanSchema[],
  rest: PlanSchema | undefined,
  tupleCtx: TypeEmitContext,
): ts.TypeNode {
  const ctx = itemContext(tupleCtx);
  const elements: ts.TypeNode[] = items.map((item) => lowerSchema(item, ctx));
  if (rest) elements.push(restType(arrayType(lowerSchema(rest, ctx))));
  return tupleType(elements);
}

function lowerIntersection(members: PlanSchema[], ctx: TypeEmitContext): ts.TypeNode {
  // `unknown` adds nothing to an intersection; leaving it out keeps the output readable.
  const meaningful = constrainingMembers(members);
  return intersectionType(meaningful.map((member) => lowerSchema(member, ctx)));
}

/**
 * A member of a discriminated union gets its discriminator property narrowed to its tag value(s), written as
 * the members of `tagEnum` where the plan found the member's tag typed by that enum (plan/sibling-typing.ts).
 */
function lowerUnionMember(
  member: PlanSchema,
  discriminator: Discriminator | undefined,
  tagEnum: SchemaId | undefined,
  ctx: TypeEmitContext,
): ts.TypeNode {
  const type = lowerSchema(member, ctx);
  const tags = discriminator && narrowedTags(member, discriminator, ctx.schemas);
  if (!discriminator || !tags) return type;
  const narrowing = typeLiteral([
    propertySignature(
      propertyKey(discriminator.propertyName),
      tagEnum === undefined ? unionType(tags.map(literalType)) : enumMembersType(tags, tagEnum, ctx),
    ),
  ]);
  return intersectionType([type, narrowing]);
}

/**
 * Values as the members of a named enum declared as a TypeScript enum (`enumDeclarationStyle: enum`):
 * `PetKind.Cat`, where the literal `'cat'` has no value in common with the enum and would make the type that
 * narrows to it `never`. A member whose name is not an identifier (`'VOICE-CALL'`) cannot be named in a type;
 * `Extract<Product, 'VOICE-CALL'>` is that member. A value that is no member stays its literal.
 */
export function enumMembersType(
  values: readonly EnumValue[],
  enumId: SchemaId,
  ctx: TypeEmitContext,
): ts.TypeNode {
  const named = ctx.schemas.get(enumId)?.schema;
  const members = ctx.enumMembers.get(enumId);
  const enumName = typeNameOf(enumId, ctx);
  return unionType(
    values.map((value) => {
      const member = named?.kind === "enum" ? members?.[named.values.indexOf(value)] : undefined;
      if (member === undefined) return literalType(value);
      if (isValidIdentifier(member)) return typeReference(`${enumName}.${member}`);
      return typeReference("Extract", [typeReference(enumName), literalType(value)]);
    }),
  );
}

/** Whether the schema's own values include `null` (then `| null` is not added again). */
export function includesNull(schema: PlanSchema): boolean {
  if (schema.kind === "primitive") return schema.type === "null";
  if (schema.kind === "enum") return schema.values.includes(null);
  if (schema.kind === "const") return schema.value === null;
  return false;
}
