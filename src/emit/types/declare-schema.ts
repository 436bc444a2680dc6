import { type GenericBase, interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { literalType, typeReference, unionType } from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { SchemaId } from "../../model/types.js";
import { typeAdmitsNull } from "../../plan/nullable-typing.js";
import { isFreeFormObject } from "../../plan/open-objects.js";
import type { PlanNamedSchema, PlanSchema, PlanSchemaNode } from "../../plan/type-model.js";
import type { TypeEmitContext } from "./context.js";
import { declareEnum } from "./declare-enum.js";
import { lowerObjectMembers } from "./lower-object.js";
import { lowerSchema, typeNameOf } from "./lower-schema.js";
import { schemaJsDoc } from "./schema-docs.js";
import { lowerTsType } from "./ts-type.js";

/** The exported declaration of one named schema: interface, enum or type alias. */
export function declareSchema(named: PlanNamedSchema, ctx: TypeEmitContext): ts.Statement {
  const name = typeNameOf(named.id, ctx);
  const declaration = declareByKind(name, named, ctx);
  const docs = schemaJsDoc(named.schema);
  return docs ? withJsDoc(declaration, docs) : declaration;
}

function declareByKind(name: string, named: PlanNamedSchema, ctx: TypeEmitContext): ts.Statement {
  const { schema } = named;
  if (schema.kind === "tsType") return typeAlias(name, lowerTsType(schema.text, named.id));
  const enumMembers = ctx.enumMembers.get(named.id);
  if (schema.kind === "enum" && enumMembers) return declareEnum(name, schema, enumMembers);
  return declareType(name, schema, ctx, named.id);
}

/**
 * `schema` declared under `name`: an interface where `schemaDeclarationStyle` asks for one and the schema is
 * exactly one (a plain object, or an `allOf` that `extends` states), else a type alias. `ownId` is the named
 * schema being declared, if any (an `allOf` member referring back to it cannot be a base). Also declares the
 * request types of operations (see emit/operations/request-types.ts), which are anonymous schemas.
 */
export function declareType(
  name: string,
  schema: PlanSchema,
  ctx: TypeEmitContext,
  ownId?: SchemaId,
): ts.Statement {
  if (ctx.typing.objectsAsInterfaces && !carriesNull(schema, ctx)) {
    if (schema.kind === "object" && !isFreeFormObject(schema)) return declareInterface(name, [], schema, ctx);
    // In a multipart body a base's named type would say `string` where a part is a `Blob`.
    if (schema.kind === "intersection" && ctx.multipart === undefined) {
      const extendable = splitExtendable(ownId, schema.members, ctx);
      if (extendable) return declareInterface(name, extendable.bases, extendable.own, ctx);
    }
  }
  return typeAlias(name, lowerSchema(schema, ctx));
}

function typeAlias(name: string, type: ts.TypeNode): ts.TypeAliasDeclaration {
  return typeAliasDeclaration(name, type);
}

type ObjectSchema = Extract<PlanSchemaNode, { kind: "object" }>;

function declareInterface(
  name: string,
  bases: (string | GenericBase)[],
  own: ObjectSchema,
  ctx: TypeEmitContext,
): ts.InterfaceDeclaration {
  return interfaceDeclaration(name, lowerObjectMembers(own, ctx), { bases });
}

function carriesNull(schema: PlanSchema, ctx: TypeEmitContext): boolean {
  return typeAdmitsNull(schema, ctx.nullable);
}

/**
 * `allOf: [Base, {...own}]` becomes `interface X extends Base { own }` when that is exactly equivalent:
 * - every base is a declared interface (a plain, non-nullable object), without a typed index signature where
 *   there are own properties;
 * - no property is declared by two inline objects, and no own property redeclares a base property (which an
 *   intersection would allow but `extends` would reject);
 * - no two bases declare one property differently.
 * A base without the properties the plan merged is `Omit<Base, ...>`.
 */
function splitExtendable(
  ownId: SchemaId | undefined,
  members: PlanSchema[],
  ctx: TypeEmitContext,
): { bases: (string | GenericBase)[]; own: ObjectSchema } | undefined {
  const bases: (string | GenericBase)[] = [];
  /** Each base property's schema as text. */
  const baseProperties = new Map<string, string>();
  const ownObjects: ObjectSchema[] = [];
  let typedIndexBase = false;
  for (const member of members) {
    if (member.kind === "object" && !member.nullable && member.additionalProperties === undefined) {
      ownObjects.push(member);
      continue;
    }
    if (member.kind !== "ref" || member.nullable || member.target === ownId) return undefined;
    const base = ctx.schemas.get(member.target)?.schema;
    if (base?.kind !== "object" || base.nullable || isFreeFormObject(base)) return undefined;
    // A base's typed index signature would have to admit every own property too (TS2411); `A & B` need not.
    if (typeof base.additionalProperties === "object") typedIndexBase = true;
    const baseName = typeNameOf(member.target, ctx);
    // Without the properties an own member redeclares and the plan merged (plan/merge-all-of.ts).
    const without = member.without ?? [];
    bases.push(
      without.length === 0
        ? baseName
        : { name: "Omit", typeArguments: [typeReference(baseName), unionType(without.map(literalType))] },
    );
    for (const property of base.properties) {
      if (without.includes(property.name)) continue;
      // Two bases that declare a property differently cannot both be extended (TS2320); `A & B` can.
      const declared = JSON.stringify(property.schema);
      const other = baseProperties.get(property.name);
      if (other !== undefined && other !== declared) return undefined;
      baseProperties.set(property.name, declared);
    }
  }
  if (bases.length === 0) return undefined;
  const properties = ownObjects.flatMap((object) => object.properties);
  if (typedIndexBase && properties.length > 0) return undefined;
  if (properties.some((property) => baseProperties.has(property.name))) return undefined;
  // Two inline members that declare one property (an `allOf` member's `required` naming a property declared
  // beside the `allOf`) would repeat it in one body (TS2300); their intersection is the property's type.
  if (new Set(properties.map((property) => property.name)).size < properties.length) return undefined;
  return { bases, own: { kind: "object", properties } };
}
