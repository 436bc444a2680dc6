/**
 * Whether a value can stand where the client's type is stated. The handlers file types each default value by
 * the client's own types, which say other than JSON Schema does: an object with declared properties and no
 * `additionalProperties` is a closed type (an object literal with another property does not compile), a
 * required property is required whatever its `writeOnly` (without read/write views), and `null` is typed only
 * with `nullableStrategy: "include"` (plan/nullable-typing.ts). An example that the schema allows but the type
 * does not is passed over, and the value is made instead. Made values are of the type by construction
 * (make-value.ts), except where `allOf` members write different values at one place: the merge is judged here.
 */
import { MAX_SCHEMA_DEPTH } from "../../model/schema-walk.js";
import type { Model, Schema } from "../../model/types.js";
import { narrowedTags } from "../discriminator-tags.js";
import { isOptionalInType, type NullableTyping, typeAdmitsNull } from "../nullable-typing.js";
import { takesUndeclaredProperties } from "../open-objects.js";
import { conforms, isOfPrimitiveType, isPlainObject } from "./conforms.js";

/** Every property name is allowed: the type has an index signature, or is free-form. */
export const OPEN = "open";
/** The property names an object literal may hold beside its own type's: those its `allOf` siblings declare. */
export type AllowedNames = ReadonlySet<string> | typeof OPEN;
/** No sibling names: an object literal may hold only what its own type declares. */
export const NO_SIBLINGS: AllowedNames = new Set();

export function fitsClientType(
  value: unknown,
  schema: Schema,
  model: Model,
  typing: NullableTyping,
  siblings: AllowedNames = NO_SIBLINGS,
  depth = 0,
): boolean {
  if (depth > MAX_SCHEMA_DEPTH) return true;
  if (value === null && typeAdmitsNull(schema, typing)) return true;
  const next = depth + 1;
  const fits = (item: unknown, itemSchema: Schema, names: AllowedNames = NO_SIBLINGS) =>
    fitsClientType(item, itemSchema, model, typing, names, next);
  switch (schema.kind) {
    case "ref": {
      const target = model.schemas.get(schema.target);
      return target === undefined || fits(value, target.schema, siblings);
    }
    case "intersection": {
      // An object literal may hold any property some member of the intersection declares.
      const names = propertyNames(schema.members, model, siblings);
      return schema.members.every((member) => fits(value, member, names));
    }
    case "union": {
      // A discriminated union's member may state its tag as a required literal (discriminator-tags.ts).
      const { discriminator } = schema;
      return schema.members.some((member) => {
        const tags = discriminator && narrowedTags(member, discriminator, model.schemas);
        if (tags !== undefined) {
          const tag = isPlainObject(value) ? value[discriminator?.propertyName ?? ""] : undefined;
          if (!tags.some((allowed) => allowed === tag)) return false;
        }
        // The member the type admits the value by must be one whose schema allows it.
        return fits(value, member, siblings) && conforms(value, member, model);
      });
    }
    case "array":
      return Array.isArray(value) && value.every((item) => fits(item, schema.items));
    case "tuple":
      return (
        Array.isArray(value) &&
        value.every((item, index) => {
          const itemSchema = schema.items[index] ?? schema.rest;
          return itemSchema === undefined || fits(item, itemSchema);
        })
      );
    case "object": {
      if (!isPlainObject(value)) return false;
      const declared = new Map(schema.properties.map((property) => [property.name, property.schema]));
      const missing = schema.properties.some(
        (property) =>
          !Object.hasOwn(value, property.name) && !isOptionalInType(property, model.schemas, typing),
      );
      if (missing) return false;
      const extra = schema.additionalProperties;
      for (const [key, item] of Object.entries(value)) {
        const propertySchema = declared.get(key);
        if (propertySchema !== undefined) {
          if (!fits(item, propertySchema)) return false;
        } else if (typeof extra === "object") {
          if (!fits(item, extra)) return false;
        } else if (!takesUndeclaredProperties(schema) && siblings !== OPEN && !siblings.has(key))
          return false;
      }
      return true;
    }
    case "unknown":
    case "tsType":
      return true;
    case "enum":
      return schema.values.some((allowed) => allowed === value);
    case "const":
      return schema.value === value;
    case "primitive":
      return isOfPrimitiveType(value, schema.type);
    case "binary":
      // Bytes travel in JSON as text.
      return typeof value === "string";
    default:
      return value !== null;
  }
}

/** The property names the members of an intersection declare, with `siblings`; OPEN where one takes any. */
export function propertyNames(
  members: readonly Schema[],
  model: Model,
  siblings: AllowedNames,
): AllowedNames {
  if (siblings === OPEN) return OPEN;
  const names = new Set(siblings);
  const pending = [...members];
  const seen = new Set<string>();
  for (let member = pending.pop(); member !== undefined; member = pending.pop()) {
    if (member.kind === "ref") {
      const target = model.schemas.get(member.target);
      if (target === undefined || seen.has(member.target)) continue;
      seen.add(member.target);
      pending.push(target.schema);
    } else if (member.kind === "intersection" || member.kind === "union") pending.push(...member.members);
    else if (member.kind === "object") {
      if (takesUndeclaredProperties(member)) return OPEN;
      for (const property of member.properties) names.add(property.name);
    } else if (member.kind === "unknown") return OPEN;
  }
  return names;
}
