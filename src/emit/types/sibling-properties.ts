import type { PropertyNode, Schema } from "../../model/types.js";
import type { TypeEmitContext } from "./context.js";

/** How far `declaredProperty` follows references and nested `allOf`s; deeper ones keep `{} | null`. */
const MAX_STEPS = 64;

/**
 * The members of an `allOf`, where an inline object member requires a property it does not type (`allOf:
 * [{ $ref: Pet }, { required: [name] }]`) and another member declares that property with a type: the
 * property is written with that type, `Pet & { name: string }`, rather than as any present value.
 */
export function withSiblingPropertyTypes(members: readonly Schema[], ctx: TypeEmitContext): Schema[] {
  return members.map((member) => {
    if (member.kind !== "object" || !member.properties.some(isUntypedRequired)) return member;
    const properties = member.properties.map((property): PropertyNode => {
      if (!isUntypedRequired(property)) return property;
      for (const sibling of members) {
        if (sibling === member) continue;
        const declared = declaredProperty(sibling, property.name, ctx);
        if (declared) return { ...property, schema: declared };
      }
      return property;
    });
    return { ...member, properties };
  });
}

function isUntypedRequired(property: PropertyNode): boolean {
  return property.required && property.schema.kind === "unknown" && !property.schema.nullable;
}

/**
 * The typed schema `schema` gives property `name` on every value it admits: its own declaration, or one
 * reached through references and `allOf` members (not `oneOf`/`anyOf`, whose members need not declare it).
 */
export function declaredProperty(schema: Schema, name: string, ctx: TypeEmitContext): Schema | undefined {
  const pending: Schema[] = [schema];
  const seen = new Set<string>();
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const next = pending.shift();
    if (next === undefined) return undefined;
    if (next.kind === "ref") {
      if (seen.has(next.target)) continue;
      seen.add(next.target);
      const named = ctx.schemas.get(next.target);
      if (named) pending.push(named.schema);
    } else if (next.kind === "intersection") {
      pending.push(...next.members);
    } else if (next.kind === "object") {
      const declared = next.properties.find((property) => property.name === name);
      if (declared && declared.schema.kind !== "unknown") return declared.schema;
    }
  }
  return undefined;
}
