import { MAX_SCHEMA_DEPTH } from "./schema-walk.js";
import type { PropertyNode, Schema, SchemaId } from "./types.js";

/**
 * The members of an `allOf` that constrain its values: all but the untyped ones (`{}`, a member with only
 * docs), which admit every value and add nothing. A nullable untyped member stays: it says `null` is allowed.
 */
export function constrainingMembers(members: readonly Schema[]): Schema[] {
  return members.filter((member) => member.kind !== "unknown" || member.nullable === true);
}

/** Named schemas by id. */
export type SchemaLookup = (id: SchemaId) => Schema | undefined;

/** The schema a chain of references leads to (`schema` itself when it is no reference). */
export function resolveReferences(schema: Schema, lookup: SchemaLookup): Schema | undefined {
  let current: Schema | undefined = schema;
  for (let steps = 0; current?.kind === "ref" && steps < MAX_SCHEMA_DEPTH; steps++)
    current = lookup(current.target);
  return current?.kind === "ref" ? undefined : current;
}

/**
 * Every declaration of a property that `schema` makes on every value it admits, in order: an object's own
 * properties and those of its `allOf` members, through references (not `oneOf`/`anyOf` members, which
 * need not declare it). A name declared by several members appears once per member. A reference's
 * `without` names are left out.
 */
export function declaredProperties(schema: Schema, lookup: SchemaLookup): PropertyNode[] {
  const declared: PropertyNode[] = [];
  const seen = new Set<SchemaId>();
  const visit = (node: Schema, without: ReadonlySet<string>, depth: number): void => {
    if (depth > MAX_SCHEMA_DEPTH) return;
    if (node.kind === "ref") {
      if (seen.has(node.target)) return;
      seen.add(node.target);
      const target = lookup(node.target);
      const omitted = node.without ? new Set([...without, ...node.without]) : without;
      if (target) visit(target, omitted, depth + 1);
      seen.delete(node.target);
    } else if (node.kind === "intersection") {
      for (const member of node.members) visit(member, without, depth + 1);
    } else if (node.kind === "object") {
      for (const property of node.properties) if (!without.has(property.name)) declared.push(property);
    }
  };
  visit(schema, new Set(), 0);
  return declared;
}
