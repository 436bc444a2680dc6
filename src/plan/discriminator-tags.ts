/**
 * Which members of a discriminated union have their tag property narrowed to the mapping's values in the
 * generated types (`Cat & { kind: "cat" }`): decided once here, for the type emitter, the Zod emitter and the
 * mock data that must fit those types.
 */
import type {
  DescribedOnly,
  Discriminator,
  EnumValue,
  LaterFields,
  Schema,
  SchemaId,
} from "../model/types.js";

/**
 * The literal values a discriminated union's member narrows its tag property to, or undefined when the member
 * is written without narrowing (not a reference, no mapping names it, or its property already is a literal
 * type).
 */
export function narrowedTags<F extends LaterFields = DescribedOnly>(
  member: Schema<F>,
  discriminator: Discriminator,
  schemas: ReadonlyMap<SchemaId, { schema: Schema<F> }>,
): EnumValue[] | undefined {
  if (member.kind !== "ref") return undefined;
  const values = tagValuesByTarget(discriminator).get(member.target) ?? [];
  const property = discriminatorPropertyOf(schemas.get(member.target)?.schema, discriminator.propertyName);
  if (values.length === 0 || (property && isAlreadyLiteral(property))) return undefined;
  return values.map((value) => coerceTag(value, property));
}

/**
 * A discriminator's tag values per target, in mapping order; indexed once per discriminator, since every
 * member of a union of thousands looks its values up.
 */
const tagValuesIndex = new WeakMap<Discriminator, Map<SchemaId, string[]>>();

function tagValuesByTarget(discriminator: Discriminator): Map<SchemaId, string[]> {
  let index = tagValuesIndex.get(discriminator);
  if (index === undefined) {
    index = new Map();
    for (const { value, target } of discriminator.mapping) {
      const values = index.get(target);
      if (values) values.push(value);
      else index.set(target, [value]);
    }
    tagValuesIndex.set(discriminator, index);
  }
  return index;
}

function discriminatorPropertyOf<F extends LaterFields>(
  schema: Schema<F> | undefined,
  propertyName: string,
): Schema<F> | undefined {
  if (schema?.kind !== "object") return undefined;
  return schema.properties.find((property) => property.name === propertyName)?.schema;
}

function isAlreadyLiteral<F extends LaterFields>(schema: Schema<F>): boolean {
  return schema.kind === "const" || schema.kind === "enum";
}

/** Mapping keys are strings in OpenAPI; a boolean or integer discriminator property needs the real literal. */
function coerceTag<F extends LaterFields>(value: string, property: Schema<F> | undefined): EnumValue {
  if (property?.kind !== "primitive") return value;
  if (property.type === "boolean" && (value === "true" || value === "false")) return value === "true";
  if (
    (property.type === "integer" || property.type === "number") &&
    value.trim() !== "" &&
    Number.isFinite(Number(value))
  ) {
    return Number(value);
  }
  return value;
}
