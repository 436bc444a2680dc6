import { MAX_SCHEMA_DEPTH } from "./schema-walk.js";
import type { DescribedOnly, LaterFields, PropertyNode, Schema, SchemaId } from "./types.js";

/**
 * The members of an `allOf` that constrain its values: all but the untyped ones (`{}`, a member with only
 * docs), which admit every value and add nothing. A nullable untyped member stays: it says `null` is allowed.
 */
export function constrainingMembers(members: readonly Schema[]): Schema[] {
  return members.filter((member) => member.kind !== "unknown" || member.nullable === true);
}

/** Named schemas by id. */
export type SchemaLookup<F extends LaterFields = DescribedOnly> = (id: SchemaId) => Schema<F> | undefined;

/** The schema a chain of references leads to (`schema` itself when it is no reference). */
export function resolveReferences<F extends LaterFields>(
  schema: Schema<F>,
  lookup: SchemaLookup<F>,
): Schema<F> | undefined {
  let current: Schema<F> | undefined = schema;
  for (let steps = 0; current?.kind === "ref" && steps < MAX_SCHEMA_DEPTH; steps++)
    current = lookup(current.target);
  return current?.kind === "ref" ? undefined : current;
}

/**
 * Every declaration of a property that `schema` makes on every value it admits, in order: an object's own
 * properties and those of its `allOf` members, through references (not `oneOf`/`anyOf` members, which
 * need not declare it). A name declared by several members appears once per member. The names `omittedBy`
 * says a reference leaves out (a later stage's, plan/type-model.ts) are left out below it.
 */
export function declaredProperties<F extends LaterFields = DescribedOnly>(
  schema: Schema<F>,
  lookup: SchemaLookup<F>,
  omittedBy: (reference: Extract<Schema<F>, { kind: "ref" }>) => readonly string[] | undefined = noneOmitted,
): PropertyNode<F>[] {
  const declared: PropertyNode<F>[] = [];
  const seen = new Set<SchemaId>();
  const visit = (node: Schema<F>, without: ReadonlySet<string>, depth: number): void => {
    if (depth > MAX_SCHEMA_DEPTH) return;
    if (node.kind === "ref") {
      if (seen.has(node.target)) return;
      seen.add(node.target);
      const target = lookup(node.target);
      const names = omittedBy(node);
      const omitted = names ? new Set([...without, ...names]) : without;
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

function noneOmitted(): undefined {
  return undefined;
}
