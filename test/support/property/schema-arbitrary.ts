/**
 * Random JSON Schemas of the OpenAPI 3.0 and 3.1 dialects, over every construct the generator supports:
 * primitives with formats (date, date-time, binary, ...), string, number and mixed enums (with `x-enumNames`),
 * `const`, objects with required and undeclared-but-required properties, arrays, tuples, maps
 * (`additionalProperties`, `patternProperties`), 3.1 type lists, `allOf`/`oneOf`/`anyOf`, nullability in each dialect's spelling, documentation
 * keys, and `$ref`s to components, recursion included. Discriminated families are built in
 * description-arbitrary.ts, where the component names are known.
 *
 * Refs and cycles: a property, an item or a map value may name any component, itself included (the
 * recursion goes through an object or an array, as TypeScript allows). A composition member or a component
 * that is only an alias may name only components declared before it: `A: {oneOf: [{$ref: A}]}` is a cycle
 * without an object in between, which JSON Schema itself cannot give a meaning to.
 */
import fc from "fast-check";
import { hostileName, hostileText } from "./hostile-text.js";

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export type OpenApiVersion = "3.0" | "3.1";

/** An object holding these entries as own properties: a key `__proto__` stays a key, not a prototype. */
export function jsonObject(entries: Iterable<readonly [string, Json]>): JsonObject {
  return Object.fromEntries(entries) as JsonObject;
}

/** Some of `fields`, each present with its own chance (one in `oneIn`), absent otherwise. */
export function someOf(fields: Record<string, [fc.Arbitrary<Json>, number]>): fc.Arbitrary<JsonObject> {
  const keys = Object.keys(fields);
  return fc
    .tuple(
      ...keys.map((key) => {
        const [value, oneIn] = fields[key] as [fc.Arbitrary<Json>, number];
        return fc.oneof(
          { weight: oneIn - 1, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: value },
        );
      }),
    )
    .map((values) =>
      jsonObject(
        keys.flatMap((key, index) => (values[index] === undefined ? [] : [[key, values[index] as Json]])),
      ),
    );
}

/** `value` one time in `oneIn`, else null. */
export function rarely<T>(value: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });
}

/** `{ $ref }` to a component schema, the name escaped as a JSON pointer and percent-encoded as a URI. */
export function schemaRef(name: string): JsonObject {
  const pointer = name.replace(/~/g, "~0").replace(/\//g, "~1");
  return { $ref: `#/components/schemas/${encodeURIComponent(pointer)}` };
}

export interface SchemaContext {
  version: OpenApiVersion;
  /** Components a property, an item or a map value may name: all of them. */
  anyTarget: readonly string[];
  /** Components a composition member or an alias may name: those declared before. */
  earlier: readonly string[];
  /**
   * Whether strings may be binary (`format: binary`, 3.1 `contentMediaType`). Off for live calls: a body or
   * answer whose schema is binary at the top, through compositions, is bytes rather than JSON, which the
   * test does not work out from the schema.
   */
  binary?: boolean;
}

/** How deep the schemas of a description nest (component schemas, bodies, responses). */
export const SCHEMA_DEPTH = 2;

const STRING_FORMATS = ["date", "date-time", "binary", "uuid", "email", "byte", "password", "uri"];

const numberEnumValue = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.constantFrom(0.5, -2.25, 1e21, 2 ** 53, 1e-7),
);

/** Optional documentation keys; texts from the hostile alphabet. */
const docs: fc.Arbitrary<JsonObject> = someOf({
  title: [hostileText, 3],
  description: [hostileText, 2],
  deprecated: [fc.constant(true), 8],
  readOnly: [fc.constant(true), 8],
  writeOnly: [fc.constant(true), 8],
  example: [fc.oneof(hostileText, fc.integer(), fc.constant(null)), 4],
});

/** Leaves without refs. */
function primitives(version: OpenApiVersion, binary: boolean): fc.Arbitrary<JsonObject>[] {
  const formats = binary ? STRING_FORMATS : STRING_FORMATS.filter((format) => format !== "binary");
  const leaves: fc.Arbitrary<JsonObject>[] = [
    fc
      .record({ format: fc.constantFrom(...formats), default: hostileText }, { requiredKeys: [] })
      .map((extra) => ({ type: "string", ...extra })),
    fc
      .record({ format: fc.constantFrom("int32", "int64", "float", "double") }, { requiredKeys: [] })
      .chain((extra) => fc.constantFrom("integer", "number").map((type) => ({ type, ...extra }))),
    fc.constant({ type: "boolean" }),
    fc.constant({}),
    fc.uniqueArray(hostileName, { minLength: 1, maxLength: 5 }).chain((values) => {
      const perValue = <T>(item: fc.Arbitrary<T>) =>
        fc.array(item, { minLength: values.length, maxLength: values.length });
      return fc
        .tuple(fc.option(perValue(hostileName)), rarely(perValue(hostileText), 4))
        .map(([names, descriptions]) => ({
          type: "string",
          enum: values,
          ...(names ? { "x-enumNames": names } : {}),
          ...(descriptions ? { "x-enum-descriptions": descriptions } : {}),
        }));
    }),
    fc
      .tuple(fc.uniqueArray(numberEnumValue, { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([values, integer]) => ({
        type: integer && values.every(Number.isInteger) ? "integer" : "number",
        enum: values,
      })),
    // No `type`: strings, numbers, a boolean and null together.
    fc
      .tuple(
        fc.uniqueArray(hostileName, { maxLength: 3 }),
        fc.uniqueArray(numberEnumValue, { maxLength: 2 }),
        fc.subarray([true, null] as Json[]),
      )
      .filter(([strings, numbers, rest]) => strings.length + numbers.length + rest.length > 0)
      .map(([strings, numbers, rest]) => ({ enum: [...strings, ...numbers, ...rest] })),
  ];
  if (version === "3.1") {
    leaves.push(fc.oneof(hostileName, fc.integer()).map((value) => ({ const: value })));
    if (binary) leaves.push(fc.constant({ type: "string", contentMediaType: "image/png" }));
    leaves.push(
      fc
        .subarray(["string", "integer", "boolean", "array", "object", "null"], { minLength: 2 })
        .map((type) => ({ type })),
    );
  }
  return leaves;
}

/** A schema made nullable the way its dialect writes it, with documentation keys. */
function decorated(version: OpenApiVersion, schema: fc.Arbitrary<JsonObject>): fc.Arbitrary<JsonObject> {
  return fc
    .tuple(schema, fc.integer({ min: 0, max: 3 }), docs)
    .map(([node, nullable, extra]) => ({ ...(nullable === 0 ? asNullable(version, node) : node), ...extra }));
}

function asNullable(version: OpenApiVersion, node: JsonObject): JsonObject {
  if (version === "3.0") return { ...node, nullable: true };
  if (typeof node.type === "string") return { ...node, type: [node.type, "null"] };
  return { oneOf: [{ type: "null" }, node] };
}

/**
 * Schemas up to `depth` levels of nesting. `topRefs` are the components a `$ref` at this level may name
 * (every component for a property, item or map value; earlier ones for a composition member).
 */
export function schemaArbitrary(context: SchemaContext, depth: number): fc.Arbitrary<JsonObject> {
  const memo = new Map<string, fc.Arbitrary<JsonObject>>();
  const build = (level: number, topRefs: readonly string[]): fc.Arbitrary<JsonObject> => {
    const key = `${level}:${topRefs === context.anyTarget ? "any" : "earlier"}`;
    const known = memo.get(key);
    if (known) return known;
    const leaves = primitives(context.version, context.binary !== false);
    if (topRefs.length > 0) leaves.push(fc.constantFrom(...topRefs).map(schemaRef));
    const choices: fc.Arbitrary<JsonObject>[] = [...leaves];
    if (level > 0) {
      const inner = build(level - 1, context.anyTarget);
      const member = build(level - 1, context.earlier);
      choices.push(
        objectSchema(inner),
        objectSchema(inner),
        inner.map((items) => ({ type: "array", items })),
        inner.map((values) => ({ type: "object", additionalProperties: values })),
        fc
          .tuple(
            fc.array(fc.oneof(member, objectSchema(inner)), { minLength: 1, maxLength: 3 }),
            fc.option(objectSchema(inner)),
          )
          .map(([allOf, own]) => ({ ...own, allOf })),
        fc
          .tuple(fc.constantFrom("oneOf", "anyOf"), fc.array(member, { minLength: 1, maxLength: 4 }))
          .map(([keyword, members]) => ({ [keyword]: members })),
      );
      if (context.version === "3.1") {
        choices.push(
          fc
            .tuple(
              fc.array(inner, { minLength: 1, maxLength: 3 }),
              fc.option(fc.oneof(fc.constant(false), inner)),
            )
            .map(([prefixItems, items]) => ({
              type: "array",
              prefixItems,
              ...(items === null ? {} : { items }),
            })),
        );
      } else {
        choices.push(
          fc
            .array(inner, { minLength: 1, maxLength: 3 })
            .map((items) => ({ type: "array", items, maxItems: items.length })),
        );
      }
    }
    const schema = decorated(context.version, fc.oneof(...choices));
    memo.set(key, schema);
    return schema;
  };
  return build(depth, context.earlier);
}

/** `patternProperties` keys: ordinary ones, one matching a hostile name, and one JavaScript cannot compile. */
const PATTERNS = ["^x-", "^[0-9]+$", ".*", "^__proto__$", "(", "😀"];

/**
 * `type: object` with hostile property names, some required, sometimes a required name that `properties`
 * does not declare, and `additionalProperties` absent, `true`, `false` or a schema.
 */
export function objectSchema(
  inner: fc.Arbitrary<JsonObject>,
  forced: readonly (readonly [string, JsonObject])[] = [],
): fc.Arbitrary<JsonObject> {
  return fc
    .tuple(
      fc.uniqueArray(fc.tuple(hostileName, inner, fc.boolean()), {
        selector: ([name]) => name,
        maxLength: 4,
      }),
      fc.option(hostileName, { freq: 4 }),
      fc.option(fc.oneof(fc.boolean(), inner), { freq: 2 }),
      rarely(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...PATTERNS), inner), {
          selector: ([key]) => key,
          minLength: 1,
          maxLength: 2,
        }),
        5,
      ),
    )
    .map(([entries, undeclared, additional, patterns]) => {
      const forcedNames = new Set(forced.map(([name]) => name));
      const own = entries.filter(([name]) => !forcedNames.has(name));
      const properties = jsonObject([...forced, ...own.map(([name, schema]) => [name, schema] as const)]);
      const required = [
        ...forced.map(([name]) => name),
        ...own.filter(([, , isRequired]) => isRequired).map(([name]) => name),
      ];
      if (undeclared !== null && !Object.hasOwn(properties, undeclared)) required.push(undeclared);
      return {
        type: "object",
        properties,
        ...(required.length > 0 ? { required } : {}),
        ...(additional === null ? {} : { additionalProperties: additional }),
        ...(patterns === null ? {} : { patternProperties: jsonObject(patterns) }),
      };
    });
}
