/**
 * The one walk over a schema's tree that the stages share: a node's direct children (not following
 * references), and a structural map that rebuilds a node only where a child changed. A traversal with a rule
 * of its own for some kinds (an intersection merged, a property dropped) handles those and hands the rest
 * to these, so that a new kind of schema node is walked in one place.
 */
import type { DescribedOnly, LaterFields, Schema } from "./types.js";

/**
 * How far any traversal of schemas goes: a chain of references, nested `allOf` members, declarations compared
 * or merged inside each other. Loading bounds how deep a document nests, but references can chain and
 * loop without end; a walk that goes further leaves what lies deeper as written (a reference unresolved,
 * an intersection unmerged). One bound for every walk, so that none of them sees deeper than another and
 * their answers agree; a description reaching it is pathological.
 */
export const MAX_SCHEMA_DEPTH = 64;

/**
 * The direct children of a schema node (not following refs), appended to `into`. `F`: what a later stage
 * adds to the nodes (the plan's type model), which the walk carries along untouched.
 */
export function pushChildSchemas<F extends LaterFields = DescribedOnly>(
  schema: Schema<F>,
  into: Schema<F>[],
): void {
  switch (schema.kind) {
    case "object":
      for (const property of schema.properties) into.push(property.schema);
      if (typeof schema.additionalProperties === "object") into.push(schema.additionalProperties);
      return;
    case "array":
      into.push(schema.items);
      return;
    case "tuple":
      for (const item of schema.items) into.push(item);
      if (schema.rest) into.push(schema.rest);
      return;
    case "intersection":
    case "union":
      for (const member of schema.members) into.push(member);
      return;
  }
}

/**
 * `schema` with each direct child (property, additional properties, items, tuple entries and rest, union and
 * intersection members) replaced by `map`'s result; the same object when every child maps to itself, so a
 * rewrite that changes nothing copies nothing. A union's discriminator is kept as it is.
 */
export function mapChildSchemas<S extends Schema<F>, F extends LaterFields = DescribedOnly>(
  schema: S,
  map: (child: Schema<F>) => Schema<F>,
): S;
export function mapChildSchemas<F extends LaterFields>(
  schema: Schema<F>,
  map: (child: Schema<F>) => Schema<F>,
): Schema<F> {
  switch (schema.kind) {
    case "object": {
      const properties = sameOrNew(schema.properties, (property) => {
        const mapped = map(property.schema);
        return mapped === property.schema ? property : { ...property, schema: mapped };
      });
      const extra = schema.additionalProperties;
      const additional = typeof extra === "object" ? map(extra) : extra;
      if (properties === schema.properties && additional === extra) return schema;
      return {
        ...schema,
        properties,
        ...(additional === undefined ? {} : { additionalProperties: additional }),
      };
    }
    case "array": {
      const items = map(schema.items);
      return items === schema.items ? schema : { ...schema, items };
    }
    case "tuple": {
      const items = sameOrNew(schema.items, map);
      const rest = schema.rest && map(schema.rest);
      if (items === schema.items && rest === schema.rest) return schema;
      return { ...schema, items, ...(rest ? { rest } : {}) };
    }
    case "union":
    case "intersection": {
      const members = sameOrNew(schema.members, map);
      return members === schema.members ? schema : { ...schema, members };
    }
    default:
      return schema;
  }
}

/**
 * `list` mapped; the same array when every entry maps to itself (a rewrite that changes nothing). The copy is
 * made at the first change only: the merge passes every object of the trees it rewrites here.
 */
export function sameOrNew<T>(list: T[], map: (entry: T) => T): T[] {
  let mapped: T[] | undefined;
  for (let index = 0; index < list.length; index++) {
    const entry = list[index] as T;
    const next = map(entry);
    if (mapped !== undefined) mapped.push(next);
    else if (next !== entry) {
      mapped = list.slice(0, index);
      mapped.push(next);
    }
  }
  return mapped ?? list;
}
