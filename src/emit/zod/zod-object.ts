/**
 * Objects, mirroring `emit/types/lower-object.ts`: a property the type makes optional is `exactOptional()`
 * (the compile set has exactOptionalPropertyTypes: absent, never `undefined`), additional properties are
 * Zod's `catchall` with the index signature's value type, `additionalProperties: false` a strict object.
 * Zod strips undeclared keys from what it returns where the description does not say whether they may come.
 */

import { strictNotEquals } from "../../ast/expressions.js";
import { property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  id,
  keywordType,
  objectLiteral,
  parameter,
  unionType,
} from "../../ast/nodes.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { isOptionalInType } from "../../plan/nullable-typing.js";
import type { PlanPropertyNode, PlanSchema } from "../../plan/type-model.js";
import { admitsAnyValue } from "../types/lower-object.js";
import { propertyContext } from "../types/multipart.js";
import { anyValue, lowerZod } from "./lower-zod.js";
import { ownPropertySchema, PROTO, withOwnProto } from "./prototype-keys.js";
import { withCountChecks, withStructuredValues } from "./zod-checks.js";
import { chain, nested, type ZodEmitContext, zod } from "./zod-context.js";

type ObjectSchema = Extract<PlanSchema, { kind: "object" }>;

export function lowerZodObject(schema: ObjectSchema, objectCtx: ZodEmitContext): ts.Expression {
  return withCountChecks(objectOf(schema, objectCtx), schema.constraints, "properties");
}

function objectOf(schema: ObjectSchema, objectCtx: ZodEmitContext): ts.Expression {
  const ctx = nested(objectCtx, propertyContext(objectCtx.types));
  if (schema.properties.length === 0 && schema.additionalProperties === undefined) {
    // `type: object` with nothing declared: `Record<string, unknown>`.
    return zod("record", [zod("string"), anyValue(objectCtx)]);
  }
  const additional = schema.additionalProperties;
  if (schema.properties.length === 0 && additional !== undefined && additional !== false) {
    // Only additional properties: a map, `{ [key: string]: T }`.
    return zod("record", [zod("string"), indexValue(schema, additional, ctx)]);
  }
  const shape = objectLiteral(
    schema.properties.map((entry) => property(entry.name, lowerProperty(entry, ctx))),
    schema.properties.length > 0,
  );
  const proto = schema.properties.find((entry) => entry.name === PROTO);
  const ownProto = proto && { schema: propertyValue(proto, ctx), required: !isOptional(proto, ctx) };
  if (additional === false) {
    const keys = schema.properties.map((entry) => entry.name);
    return withOwnProto(zod("strictObject", [shape]), ownProto, keys);
  }
  const object = zod("object", [shape]);
  if (additional === undefined) return withOwnProto(object, ownProto);
  return withOwnProto(chain(object, "catchall", [indexValue(schema, additional, ctx)]), ownProto);
}

function lowerProperty(entry: PlanPropertyNode, ctx: ZodEmitContext): ts.Expression {
  const optional = isOptional(entry, ctx);
  const value = ownPropertySchema(entry.name, propertyValue(entry, ctx), !optional);
  return optional ? chain(value, "exactOptional") : value;
}

function isOptional(entry: PlanPropertyNode, ctx: ZodEmitContext): boolean {
  return isOptionalInType(entry, ctx.types.schemas, ctx.types.nullable);
}

/** The property's value schema, before `.exactOptional()`. */
function propertyValue(entry: PlanPropertyNode, ctx: ZodEmitContext): ts.Expression {
  if (!isOptional(entry, ctx) && admitsAnyValue(entry.schema, ctx.types)) {
    return withStructuredValues(presentValue(ctx), entry.schema.constraints);
  }
  return lowerZod(entry.schema, ctx);
}

/**
 * A required property that may hold any value: any value but `undefined` (`{} | null`, or `any` with
 * preferAny), as the type says. `z.unknown()` would make the key optional in the inferred type.
 */
function presentValue(ctx: ZodEmitContext): ts.Expression {
  const type =
    ctx.types.typing.untypedValue === "any"
      ? keywordType("any")
      : unionType([typeLiteral([]), keywordType("null")]);
  const isPresent = arrow([parameter("value")], strictNotEquals(id("value"), id("undefined")));
  return zod("custom", [isPresent], [type]);
}

/** The index signature's value type: the additional properties' schema or any declared property's. */
function indexValue(schema: ObjectSchema, additional: true | PlanSchema, ctx: ZodEmitContext): ts.Expression {
  if (additional === true || additional.kind === "unknown") return anyValue(ctx);
  if (schema.properties.some((entry) => entry.schema.kind === "unknown")) return anyValue(ctx);
  const members = [additional, ...schema.properties.map((entry) => entry.schema)].map((member) =>
    lowerZod(member, ctx),
  );
  const needsUndefined = schema.properties.some(
    (entry) => !entry.required || ctx.types.nullable.optionalIfNullable,
  );
  if (needsUndefined) members.push(zod("undefined"));
  return members.length === 1 ? (members[0] as ts.Expression) : zod("union", [arrayLiteral(members)]);
}
