import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import { isCheckedPattern } from "./checked-pattern.js";
import { constrainingMembers } from "./composition.js";
import { carryConstraints, isChecksOnly, meetConstraints } from "./meet-constraints.js";
import { readConstraints } from "./read-constraints.js";
import { readDocs } from "./read-docs.js";
import { DOCS_KEYS, KEY, schemaKeys, UNDECLARED_KEYS } from "./schema-keys.js";
import type { SchemaRegistry } from "./schema-registry.js";
import { readStructuredValues, valuesAllowedBeside } from "./schema-values.js";
import type { EnumValue, PrimitiveType, PropertyNode, Schema, SchemaConstraints } from "./types.js";

/**
 * Reads one JSON Schema object (OpenAPI 3.0, 3.1 or 3.2 dialect) into the model's closed set of kinds.
 * 3.0 `nullable`, Swagger `x-nullable` and 3.1 `null` in type arrays all become `nullable: true`.
 * Nothing here reports errors, so no JSON pointer is built per schema node. A keyword is read only when
 * the node's `keys` (`schema-keys.ts`) say it is there.
 */
export function readSchema(raw: JsonValue, registry: SchemaRegistry): Schema {
  if (raw === true || raw === null) return { kind: "unknown" };
  if (raw === false) return { kind: "never" };
  if (typeof raw !== "object" || Array.isArray(raw)) return { kind: "unknown" };
  // `not: {}` (or `not: true`) allows no value, like `false`; any other `not` is not followed (openapi-fields.md).
  const { not } = raw;
  if (
    not === true ||
    (typeof not === "object" && not !== null && !Array.isArray(not) && Object.keys(not).length === 0)
  )
    return { kind: "never" };
  const keys = schemaKeys(raw);
  return withFacts(readSchemaNode(raw, keys, registry), raw, keys, registry);
}

/**
 * Adds `nullable`, `docs` and `constraints` in place: the node was just made by `readSchemaNode` and nothing else holds
 * it, and copying every node of a big description costs more than reading it. Keys are added in the
 * order a copy would have them (the node's own keys, then `nullable`, then `docs`, then `constraints`).
 */
function withFacts(node: Schema, raw: JsonObject, keys: number, registry: SchemaRegistry): Schema {
  if (node.nullable !== true && isNullableSchema(raw, keys)) node.nullable = true;
  if (node.nullable === true) registry.features.nullableValues = true;
  const docs = (keys & DOCS_KEYS) === 0 ? undefined : readDocs(raw, keys);
  if (docs) {
    node.docs = node.docs ? { ...node.docs, ...docs } : docs;
    if (docs.readOnly || docs.writeOnly) registry.features.readWriteMarks = true;
  }
  // A reference's siblings constrain the target's values, not the target: left out with the node.
  if (node.kind !== "ref" && (keys & KEY.constraint) !== 0) {
    const constraints = readConstraints(raw);
    // A composition's node already holds these, met with its members' (`readComposition`): the tighter stays.
    if (constraints)
      node.constraints = node.constraints
        ? meetConstraints([node.constraints, constraints]).met
        : constraints;
  }
  if (
    node.kind !== "ref" &&
    node.kind !== "enum" &&
    node.kind !== "const" &&
    (keys & (KEY.enum | KEY.const)) !== 0
  ) {
    const structuredValues = readStructuredValues(raw);
    if (structuredValues) node.constraints = { ...node.constraints, structuredValues };
  }
  return node;
}

function readSchemaNode(raw: JsonObject, keys: number, registry: SchemaRegistry): Schema {
  if ((keys & KEY.tsType) !== 0) {
    const tsType = raw["x-ts-type"];
    if (typeof tsType === "string" && tsType.trim() !== "") return { kind: "tsType", text: tsType.trim() };
  }
  if ((keys & KEY.ref) !== 0 && typeof raw.$ref === "string")
    return { kind: "ref", target: registry.register(raw.$ref) };
  if ((keys & KEY.const) !== 0 && isEnumValue(raw.const)) {
    // A const the keywords beside it refuse allows no value at all.
    const [allowed] = valuesAllowedBeside([raw.const], raw);
    return allowed === undefined ? { kind: "enum", values: [] } : { kind: "const", value: allowed };
  }
  // A literal type can spell only primitive values: an enum holding an object or an array is left out and
  // the rest of the schema gives the type, so that every allowed value can still be written.
  if ((keys & KEY.enum) !== 0 && Array.isArray(raw.enum) && raw.enum.every(isEnumValue))
    return readEnum(raw.enum, raw);

  if ((keys & (KEY.allOf | KEY.oneOf | KEY.anyOf)) !== 0) {
    const composition = readComposition(raw, keys, registry);
    if (composition) return composition;
  }

  // The common case, without building a list of one type.
  const declared = (keys & KEY.type) === 0 ? undefined : raw.type;
  if (typeof declared === "string") return readTyped(declared, raw, keys, registry);
  const types = declared === undefined ? [] : declaredTypes(raw);
  if (types.length > 1) {
    return { kind: "union", members: types.map((type) => readTyped(type, raw, keys, registry)) };
  }
  const type = types[0] ?? inferType(raw, keys);
  if (type === undefined) return { kind: "unknown" };
  return readTyped(type, raw, keys, registry);
}

/** `type` as a list without `null` (nullability is a separate fact). */
function declaredTypes(raw: JsonObject): string[] {
  const type = raw.type;
  if (typeof type === "string") return type === "null" && raw.nullable !== true ? ["null"] : [type];
  if (!Array.isArray(type)) return [];
  const named = type.filter((entry): entry is string => typeof entry === "string" && entry !== "null");
  return named.length === 0 && type.includes("null") ? ["null"] : named;
}

const INFERRING_KEYS =
  KEY.properties |
  KEY.additionalProperties |
  KEY.patternProperties |
  KEY.required |
  KEY.items |
  KEY.prefixItems;

function inferType(raw: JsonObject, keys: number): string | undefined {
  if ((keys & INFERRING_KEYS) === 0) return undefined;
  // `required` alone (`allOf: [{ $ref: Pet }, { required: [name] }]`) still says which properties are sent.
  if (
    raw.properties ||
    raw.additionalProperties !== undefined ||
    raw.patternProperties ||
    (Array.isArray(raw.required) && raw.required.some((name) => typeof name === "string"))
  )
    return "object";
  if (raw.items !== undefined || raw.prefixItems !== undefined) return "array";
  return undefined;
}

function readTyped(type: string, raw: JsonObject, keys: number, registry: SchemaRegistry): Schema {
  switch (type) {
    case "object":
      return readObject(raw, keys, registry);
    case "array":
      return readArray(raw, keys, registry);
    case "string":
      return readString(raw, keys, registry);
    case "number":
    case "integer":
    case "boolean":
    case "null":
      return readPrimitive(type as PrimitiveType, raw, keys);
    case "file":
      return { kind: "binary" };
    default:
      return { kind: "unknown" };
  }
}

function readString(raw: JsonObject, keys: number, registry: SchemaRegistry): Schema {
  const format = (keys & KEY.format) === 0 ? undefined : raw.format;
  if (format === "binary") return { kind: "binary" };
  // 3.1 way to declare a file: a media type with no transfer encoding means raw bytes.
  if (
    (keys & KEY.contentMediaType) !== 0 &&
    typeof raw.contentMediaType === "string" &&
    raw.contentEncoding === undefined
  )
    return { kind: "binary" };
  if (format === "date") registry.features.calendarDates = true;
  if (format === "date" || format === "date-time") registry.features.dateFormats = true;
  return readPrimitive("string", raw, keys);
}

function readPrimitive(type: PrimitiveType, raw: JsonObject, keys: number): Schema {
  const format = (keys & KEY.format) === 0 ? undefined : raw.format;
  return typeof format === "string" ? { kind: "primitive", type, format } : { kind: "primitive", type };
}

function readObject(raw: JsonObject, keys: number, registry: SchemaRegistry): Schema {
  const required = (keys & KEY.required) === 0 ? undefined : requiredNames(raw.required);
  const properties: PropertyNode[] = [];
  const rawProperties = (keys & KEY.properties) === 0 ? undefined : asObject(raw.properties);
  let declaredRequired = 0;
  if (rawProperties) {
    // `for...in` lists the keys `Object.keys` would, in its order, without a list of them.
    for (const name in rawProperties) {
      const schema = readSchema(rawProperties[name] as JsonValue, registry);
      const isRequired = required?.has(name) === true;
      if (isRequired) declaredRequired++;
      properties.push({ name, schema, required: isRequired });
    }
  }
  // A required name that `properties` does not declare must still be sent: it stays, typed by whatever
  // else governs it (a matching `patternProperties` entry, `additionalProperties`), else `unknown`.
  // Looked for only when some required name was not met above (the names of `properties` are unique).
  if (required && declaredRequired < required.size) {
    for (const name of required) {
      if (rawProperties && Object.hasOwn(rawProperties, name)) continue;
      properties.push({ name, schema: undeclaredPropertySchema(name, raw, registry), required: true });
    }
  }
  // A base that declares the discriminator of the schemas extending it (`Pet: {discriminator: petType}`).
  if ((keys & KEY.discriminator) !== 0) {
    const discriminator = asObject(raw.discriminator)?.propertyName;
    for (const property of properties) if (property.name === discriminator) property.discriminator = true;
  }
  const additional = (keys & UNDECLARED_KEYS) === 0 ? undefined : readAdditionalProperties(raw, registry);
  return additional === undefined
    ? { kind: "object", properties }
    : { kind: "object", properties, additionalProperties: additional };
}

/** The names of `required`, once each, in order; non-strings cannot name a property. */
function requiredNames(value: JsonValue | undefined): Set<string> | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const names = new Set<string>();
  for (let index = 0; index < value.length; index++) {
    const name = value[index];
    if (typeof name === "string") names.add(name);
  }
  return names;
}

/** The schema JSON Schema applies to a property `properties` does not declare. */
function undeclaredPropertySchema(name: string, raw: JsonObject, registry: SchemaRegistry): Schema {
  const patterns = asObject(raw.patternProperties) ?? {};
  const matching = Object.keys(patterns)
    .filter((pattern) => matchesPattern(pattern, name))
    .map((pattern) => readSchema(patterns[pattern] as JsonValue, registry));
  if (matching.length === 1 && matching[0]) return matching[0];
  if (matching.length > 1) return { kind: "intersection", members: matching };
  const additional = raw.additionalProperties ?? raw.unevaluatedProperties;
  return additional && typeof additional === "object"
    ? readSchema(additional, registry)
    : { kind: "unknown" };
}

/**
 * A `patternProperties` key is an ECMA-262 regular expression; one JavaScript cannot compile matches nothing,
 * and so does one that backtracks exponentially (warned about: `patternKeyProblem`), not to be run here.
 */
function matchesPattern(pattern: string, name: string): boolean {
  return isCheckedPattern(pattern) && new RegExp(pattern, "u").test(name);
}

function readAdditionalProperties(raw: JsonObject, registry: SchemaRegistry): boolean | Schema | undefined {
  const patterns = asObject(raw.patternProperties);
  const patternSchemas = patterns
    ? Object.keys(patterns).map((pattern) => readSchema(patterns[pattern] as JsonValue, registry))
    : [];
  const additional = raw.additionalProperties ?? raw.unevaluatedProperties;
  let declared: boolean | Schema | undefined;
  if (additional === true || additional === false) declared = additional;
  else if (additional && typeof additional === "object") {
    const schema = readSchema(additional, registry);
    declared = schema.kind === "unknown" && !schema.nullable ? true : schema;
  }
  if (patternSchemas.length === 0) return declared;
  // Keys matching a pattern carry that pattern's type; TypeScript cannot express patterns, so the
  // index signature admits every pattern type (and the declared additional type, if any).
  if (declared === true) return true;
  const members = declared && typeof declared === "object" ? [...patternSchemas, declared] : patternSchemas;
  return members.length === 1 && members[0] ? members[0] : { kind: "union", members };
}

function readArray(raw: JsonObject, keys: number, registry: SchemaRegistry): Schema {
  const prefixItems =
    (keys & KEY.prefixItems) !== 0 && Array.isArray(raw.prefixItems)
      ? raw.prefixItems
      : Array.isArray(raw.items)
        ? raw.items
        : null;
  if (prefixItems) {
    const key = Array.isArray(raw.prefixItems) ? "prefixItems" : "items";
    const items = prefixItems.map((item) => readSchema(item, registry));
    const restRaw = key === "prefixItems" ? raw.items : raw.additionalItems;
    if (restRaw === false || restRaw === undefined) {
      // JSON Schema allows more items when nothing forbids them; an explicit maxItems closes the tuple.
      if (restRaw === false || raw.maxItems === items.length) return { kind: "tuple", items };
      return { kind: "tuple", items, rest: { kind: "unknown" } };
    }
    return { kind: "tuple", items, rest: readSchema(restRaw, registry) };
  }
  const items = raw.items === undefined ? { kind: "unknown" as const } : readSchema(raw.items, registry);
  return { kind: "array", items };
}

function readEnum(written: EnumValue[], raw: JsonObject): Schema {
  const values = valuesAllowedBeside(written, raw);
  const kept = (list: string[] | undefined) =>
    list === undefined || list.length !== written.length
      ? undefined
      : values.length === written.length
        ? list
        : list.filter((_, index) => values.includes(written[index] as EnumValue));
  const names = kept(stringList(raw["x-enumNames"]) ?? stringList(raw["x-enum-varnames"]));
  const descriptions = kept(stringList(raw["x-enum-descriptions"]) ?? stringList(raw["x-enumDescriptions"]));
  const node: Schema = { kind: "enum", values };
  if (names) node.names = names;
  if (descriptions) node.descriptions = descriptions;
  return node;
}

function readComposition(raw: JsonObject, keys: number, registry: SchemaRegistry): Schema | undefined {
  if (!isNonEmptyList(raw.allOf) && !isNonEmptyList(raw.oneOf) && !isNonEmptyList(raw.anyOf))
    return undefined;
  // Read only once it is known to be a composition: reading the own shape of every plain object here too
  // would read each nested level twice, which is exponential in the depth.
  const own = ownShape(raw, keys, registry);
  const allOf = schemaList(raw.allOf, registry);
  const oneOf = schemaList(raw.oneOf, registry);
  const anyOf = schemaList(raw.anyOf, registry);
  const members: Schema[] = [];
  if (own) members.push(own);
  if (allOf) members.push(...allOf);
  for (const choice of [oneOf, anyOf]) {
    if (choice) members.push(readUnion(raw, choice, registry));
  }
  // A member that only states checks (`{maxLength: 10}`) types nothing, but its checks hold of every value:
  // carried onto the member they constrain, else kept as a member of their own (meet-constraints.ts). Checks
  // written beside an `allOf` are one more such member.
  const checks = members.filter(isChecksOnly).map((member) => member.constraints as SchemaConstraints);
  const beside = (keys & KEY.constraint) === 0 ? undefined : readConstraints(raw);
  const besideUnion = oneOf !== undefined || anyOf !== undefined;
  if (beside && !besideUnion) checks.push(beside);
  const typed = constrainingMembers(members.filter((member) => !isChecksOnly(member)));
  const { members: carried, left } =
    checks.length === 0 ? { members: typed, left: [] } : carryConstraints(typed, checks);
  // Beside a `oneOf`/`anyOf` they go onto such a member too; what none carries stays on the node, where the
  // union's members read it (`withFacts`), as it always did.
  const meaningful: Schema[] = [
    ...(beside && besideUnion ? carryConstraints(carried, [beside]).members : carried),
    ...left.map((constraints): Schema => ({ kind: "unknown", constraints })),
  ];
  if (meaningful.length === 0) return { kind: "unknown" };
  if (meaningful.length === 1 && meaningful[0]) return meaningful[0];
  return { kind: "intersection", members: meaningful };
}

/** Properties or a type written beside `allOf`/`oneOf`/`anyOf` apply together with them. */
function ownShape(raw: JsonObject, keys: number, registry: SchemaRegistry): Schema | undefined {
  const types = declaredTypes(raw);
  if (raw.properties || raw.additionalProperties !== undefined || raw.patternProperties) {
    return readObject(raw, keys, registry);
  }
  if (types.length === 1 && types[0] !== "object" && types[0] !== "null") {
    return readTyped(types[0] as string, raw, keys, registry);
  }
  return undefined;
}

function readUnion(raw: JsonObject, members: Schema[], registry: SchemaRegistry): Schema {
  // `oneOf: [{type: "null"}, X]` is how 3.1 writes a nullable X.
  const nonNull = members.filter((member) => !(member.kind === "primitive" && member.type === "null"));
  const nullable = nonNull.length < members.length;
  const discriminator = readDiscriminator(raw, nonNull, registry);
  const base: Schema =
    nonNull.length === 1 && nonNull[0] && !discriminator
      ? nonNull[0]
      : { kind: "union", members: nonNull, ...(discriminator ? { discriminator } : {}) };
  return nullable ? { ...base, nullable: true } : base;
}

function readDiscriminator(raw: JsonObject, members: Schema[], registry: SchemaRegistry) {
  const discriminator = asObject(raw.discriminator);
  if (!discriminator || typeof discriminator.propertyName !== "string") return undefined;
  const mapping: { value: string; target: string }[] = [];
  // Targets already mapped, so a union of thousands of members is not searched once per member.
  const mapped = new Set<string>();
  // OpenAPI 3.2's `defaultMapping` is the schema for every value no mapping names: its member is not
  // narrowed to a tag (its own name would reject the values it is there for).
  const fallback =
    typeof discriminator.defaultMapping === "string"
      ? registry.register(mappingRef(discriminator.defaultMapping))
      : undefined;
  if (fallback !== undefined) mapped.add(fallback);
  const explicit = asObject(discriminator.mapping) ?? {};
  for (const [value, target] of Object.entries(explicit)) {
    if (typeof target !== "string") continue;
    const id = registry.register(mappingRef(target));
    if (id === fallback) continue;
    mapping.push({ value, target: id });
    mapped.add(id);
  }
  for (const member of members) {
    if (member.kind !== "ref" || mapped.has(member.target)) continue;
    // Without an explicit mapping the value is the schema's name (OpenAPI's implicit mapping).
    const named = registry.schemas.get(member.target);
    if (named) {
      mapping.push({ value: named.rawName, target: member.target });
      mapped.add(member.target);
    }
  }
  const targets = mapping.map((entry) => entry.target);
  registry.discriminators.push({
    propertyName: discriminator.propertyName,
    targets: fallback === undefined ? targets : [...targets, fallback],
  });
  return {
    propertyName: discriminator.propertyName,
    mapping,
    ...(fallback === undefined ? {} : { fallback }),
  };
}

/** A mapping value: a schema name or a reference. */
function mappingRef(target: string): string {
  return target.includes("#") || target.includes("/") ? target : `#/components/schemas/${target}`;
}

function isNonEmptyList(value: JsonValue | undefined): boolean {
  return Array.isArray(value) && value.length > 0;
}

function schemaList(value: JsonValue | undefined, registry: SchemaRegistry): Schema[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value.map((entry) => readSchema(entry, registry));
}

function isNullableSchema(raw: JsonObject, keys: number): boolean {
  if ((keys & KEY.nullable) !== 0 && raw.nullable === true) return true;
  if ((keys & KEY.xNullable) !== 0 && raw["x-nullable"] === true) return true;
  if ((keys & KEY.type) === 0) return false;
  const type = raw.type;
  return Array.isArray(type) && type.includes("null") && type.length > 1;
}

/** A value a literal type spells; a number JSON cannot carry (`.inf`, `.nan`) is none (schema-values.ts). */
function isEnumValue(value: JsonValue | undefined): value is EnumValue {
  const type = typeof value;
  return (
    value === null || type === "string" || (type === "number" && Number.isFinite(value)) || type === "boolean"
  );
}

function stringList(value: JsonValue | undefined): string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === "string")
    ? (value as string[])
    : undefined;
}
