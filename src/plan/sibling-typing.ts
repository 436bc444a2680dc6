/**
 * Sibling typing: what one `allOf` member says of a property another member declares, written into the
 * schemas the plan hands to the emitters, so that the types and the Zod schemas read it alike.
 *
 * Decisions:
 * - A property an inline object member requires without typing it (`allOf: [{ $ref: Pet }, { required:
 *   [name] }]`) takes the type another member declares, `Pet & { name: string }`, rather than any present
 *   value.
 * - A property an inline object member fixes to literal values, which another member types with a named enum
 *   declared as a TypeScript enum (the tag of a discriminating base's child, `Base & { kind: 'switch' }`), is
 *   marked as that enum's members (`memberOf`), `Base & { kind: Kind.Switch }`: the literal has no value in
 *   common with the enum, and the intersection would be `never`.
 * - A discriminated union's member typing its tag with such an enum is recorded per member (`tagEnums`): the
 *   tag the union narrows the member to is then written as the enum's members too.
 * - A declaration is looked for through references and `allOf` members (not `oneOf`/`anyOf` members, which
 *   need not declare it), in the schemas as merged, by the walk the merge reads (`declaredProperties`): the
 *   first typed one in member order, none a merged member leaves out; the type it gives is itself typed so. A declaration
 *   that leads back into the `allOf` being typed (a recursive schema) is taken as written.
 * - A property typed from another member is marked so (`fromSibling`): that member's converter converts its
 *   dates (every member's converter runs on the value, date-shapes.ts), so the date shapes read it as written
 *   and it is converted once.
 * - Runs in the type model step (plan-type-model.ts), after the views and the `allOf` merge and before
 *   anything is named or the dates are planned.
 */

import { declaredProperties } from "../model/composition.js";
import { holdsIntersection, treeFacts } from "../model/schema-facts.js";
import { mapChildSchemas } from "../model/schema-walk.js";
import type { SchemaId } from "../model/types.js";
import { rewriteModelSchemas } from "./operation-schemas.js";
import { omittedNames, type PlanFields, type PlanPropertyNode, type PlanSchema } from "./type-model.js";
import type { ViewedModel } from "./viewed-model.js";

/**
 * Every `allOf` of `merged` (its named schemas and operations) typed; the same objects where nothing is.
 * `enumMembers`: the named schemas declared as TypeScript enums (plan-enums.ts).
 */
export function typeSiblingProperties(
  merged: ViewedModel<PlanFields>,
  enumMembers: ReadonlyMap<SchemaId, unknown>,
): ViewedModel<PlanFields> {
  const typing = new SiblingTyping((id) => merged.schemas.get(id)?.schema, enumMembers);
  return rewriteModelSchemas(
    merged,
    (schema) => typing.rewrite(schema),
    (schema) => typing.rewriteInline(schema),
  );
}

/** Named schemas by id, as merged (before this step). */
type Lookup = (id: SchemaId) => PlanSchema | undefined;

type LiteralSchema = Extract<PlanSchema, { kind: "const" | "enum" }>;
type IntersectionSchema = Extract<PlanSchema, { kind: "intersection" }>;
type UnionSchema = Extract<PlanSchema, { kind: "union" }>;

class SiblingTyping {
  readonly #lookup: Lookup;
  readonly #enumMembers: ReadonlyMap<SchemaId, unknown>;
  readonly #typed = new WeakMap<PlanSchema, PlanSchema>();
  /** The trees being typed: a declaration met again inside its own typing is taken as written. */
  readonly #typing = new Set<PlanSchema>();

  constructor(lookup: Lookup, enumMembers: ReadonlyMap<SchemaId, unknown>) {
    this.#lookup = lookup;
    this.#enumMembers = enumMembers;
  }

  /** `schema` with every `allOf` in its tree typed (named schemas are rewritten on their own). */
  rewrite(schema: PlanSchema): PlanSchema {
    const facts = treeFacts(schema);
    const typesTags = this.#enumMembers.size > 0 && facts.hasDiscriminator;
    return facts.hasIntersection || typesTags ? this.#tree(schema) : schema;
  }

  /** `rewrite` for an operation's schema (see `holdsIntersection`). */
  rewriteInline(schema: PlanSchema): PlanSchema {
    if (schema.kind === "ref" || schema.kind === "primitive") return schema;
    return this.#enumMembers.size > 0 || holdsIntersection(schema) ? this.#tree(schema) : schema;
  }

  #tree(schema: PlanSchema): PlanSchema {
    const known = this.#typed.get(schema);
    if (known) return known;
    if (this.#typing.has(schema)) return schema;
    this.#typing.add(schema);
    let typed = mapChildSchemas(schema, (child) => this.#tree(child));
    if (schema.kind === "intersection") typed = this.#typedMembers(schema, typed as IntersectionSchema);
    else if (schema.kind === "union" && schema.discriminator && this.#enumMembers.size > 0) {
      typed = this.#withTagEnums(schema, typed as UnionSchema);
    }
    this.#typing.delete(schema);
    this.#typed.set(schema, typed);
    return typed;
  }

  /**
   * `typed` (the intersection with its children typed) with each inline object member's properties typed
   * by what the other members of `written` declare; decisions are read from the members as written.
   */
  #typedMembers(written: IntersectionSchema, typed: IntersectionSchema): PlanSchema {
    let members: PlanSchema[] | undefined;
    written.members.forEach((member, index) => {
      if (
        member.kind !== "object" ||
        !member.properties.some((property) => this.#mayTakeSiblingType(property))
      )
        return;
      const own = typed.members[index] as Extract<PlanSchema, { kind: "object" }>;
      let properties: PlanPropertyNode[] | undefined;
      member.properties.forEach((property, at) => {
        if (!this.#mayTakeSiblingType(property)) return;
        const retyped = this.#siblingTyped(
          property,
          member,
          written.members,
          own.properties[at] as PlanPropertyNode,
        );
        if (retyped === undefined) return;
        properties ??= own.properties.slice();
        properties[at] = retyped;
      });
      if (!properties) return;
      members ??= typed.members.slice();
      members[index] = { ...own, properties };
    });
    return members ? { ...typed, members } : typed;
  }

  /**
   * `typed` (`property` of `member` with its schema typed) as another of `members` types it; undefined where
   * none does.
   */
  #siblingTyped(
    property: PlanPropertyNode,
    member: PlanSchema,
    members: readonly PlanSchema[],
    typed: PlanPropertyNode,
  ): PlanPropertyNode | undefined {
    const untyped = isUntypedRequired(property);
    for (const sibling of members) {
      if (sibling === member) continue;
      if (untyped) {
        const declared = declaredProperty(sibling, property.name, this.#lookup);
        if (declared) return { ...typed, schema: this.#tree(declared), fromSibling: true };
      } else if (isLiteral(property.schema)) {
        const memberOf = enumTyping(sibling, property.name, this.#lookup, this.#enumMembers);
        if (memberOf) return { ...typed, schema: { ...(typed.schema as LiteralSchema), memberOf } };
      }
    }
    return undefined;
  }

  #mayTakeSiblingType(property: PlanPropertyNode): boolean {
    return isUntypedRequired(property) || (this.#enumMembers.size > 0 && isLiteral(property.schema));
  }

  /** The union with, per member, the enum that types its discriminator tag (where one does). */
  #withTagEnums(written: UnionSchema, typed: UnionSchema): PlanSchema {
    const propertyName = written.discriminator?.propertyName as string;
    const tagEnums = written.members.map((member) =>
      member.kind === "ref" ? enumTyping(member, propertyName, this.#lookup, this.#enumMembers) : undefined,
    );
    return tagEnums.some((id) => id !== undefined) ? { ...typed, tagEnums } : typed;
  }
}

function isUntypedRequired(property: PlanPropertyNode): boolean {
  return property.required && property.schema.kind === "unknown" && !property.schema.nullable;
}

function isLiteral(schema: PlanSchema): schema is LiteralSchema {
  return (schema.kind === "const" || schema.kind === "enum") && !schema.nullable;
}

/**
 * The named schema declared as a TypeScript enum that types property `name` of `schema` (declared on it or
 * on the `allOf` members it is built from); undefined where the property is typed otherwise.
 */
export function enumTyping(
  schema: PlanSchema,
  name: string,
  lookup: Lookup,
  enumMembers: ReadonlyMap<SchemaId, unknown>,
): SchemaId | undefined {
  if (enumMembers.size === 0) return undefined;
  const property = declaredProperty(schema, name, lookup);
  return property?.kind === "ref" && enumMembers.has(property.target) ? property.target : undefined;
}

/**
 * The typed schema `schema` gives property `name` on every value it admits: the first typed declaration of
 * it among what `schema` declares through references and `allOf` members (`declaredProperties`, the walk the
 * merge reads too), below what a merged member leaves out.
 */
export function declaredProperty(schema: PlanSchema, name: string, lookup: Lookup): PlanSchema | undefined {
  for (const property of declaredProperties(schema, lookup, omittedNames)) {
    if (property.name === name && property.schema.kind !== "unknown") return property.schema;
  }
  return undefined;
}
