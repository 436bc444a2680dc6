import type { PropertyNode, Schema, SchemaId } from "../../model/types.js";
import type { TypeEmitContext } from "./context.js";

/** How far `declaredProperty` follows references and nested `allOf`s; deeper ones keep `{} | null`. */
const MAX_STEPS = 64;

/**
 * The members of an `allOf`, each inline object member's properties typed with what another member declares:
 * - a property it requires without typing it (`allOf: [{ $ref: Pet }, { required: [name] }]`) is written
 *   with the type another member declares, `Pet & { name: string }`, rather than as any present value;
 * - a property it fixes to literal values that another member types with a named enum declared as a
 *   TypeScript enum (the tag of a discriminating base's child, `Base & { kind: 'switch' }`) is marked as
 *   that enum's members (`memberOf`), `Base & { kind: Kind.Switch }`: the literal has no value in common with
 *   the enum, and the intersection would be `never`.
 */
export function withSiblingPropertyTypes(members: readonly Schema[], ctx: TypeEmitContext): Schema[] {
  return members.map((member) => {
    if (member.kind !== "object" || !member.properties.some((property) => mayTakeSiblingType(property, ctx)))
      return member;
    const properties = member.properties.map((property): PropertyNode => {
      if (!mayTakeSiblingType(property, ctx)) return property;
      const untyped = isUntypedRequired(property);
      for (const sibling of members) {
        if (sibling === member) continue;
        if (untyped) {
          const declared = declaredProperty(sibling, property.name, ctx);
          if (declared) return { ...property, schema: declared };
        } else if (isLiteral(property.schema)) {
          const memberOf = enumTyping(sibling, property.name, ctx);
          if (memberOf) return { ...property, schema: { ...property.schema, memberOf } };
        }
      }
      return property;
    });
    return { ...member, properties };
  });
}

function mayTakeSiblingType(property: PropertyNode, ctx: TypeEmitContext): boolean {
  return isUntypedRequired(property) || (ctx.enumMembers.size > 0 && isLiteral(property.schema));
}

function isUntypedRequired(property: PropertyNode): boolean {
  return property.required && property.schema.kind === "unknown" && !property.schema.nullable;
}

function isLiteral(schema: Schema): schema is Extract<Schema, { kind: "const" | "enum" }> {
  return (schema.kind === "const" || schema.kind === "enum") && !schema.nullable;
}

/**
 * The named schema declared as a TypeScript enum that types property `name` of `schema` (declared on it or
 * on the `allOf` members it is built from); undefined where the property is typed otherwise.
 */
export function enumTyping(schema: Schema, name: string, ctx: TypeEmitContext): SchemaId | undefined {
  if (ctx.enumMembers.size === 0) return undefined;
  const property = declaredProperty(schema, name, ctx);
  return property?.kind === "ref" && ctx.enumMembers.has(property.target) ? property.target : undefined;
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
