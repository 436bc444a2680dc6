import { withJsDoc } from "../../ast/jsdoc.js";
import { propertyName } from "../../ast/keys.js";
import { keywordType, parameter, propertySignature, typeReference, unionType } from "../../ast/nodes.js";
import { distinctUnionType, indexSignature, typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { isOptionalInType } from "../../plan/nullable-typing.js";
import { hasIndexSignature, isFreeFormObject } from "../../plan/open-objects.js";
import type { PlanPropertyNode, PlanSchema, PlanSchemaNode } from "../../plan/type-model.js";
import type { TypeEmitContext } from "./context.js";
import { lowerSchema } from "./lower-schema.js";
import { propertyContext } from "./multipart.js";
import { schemaJsDoc } from "./schema-docs.js";

type ObjectSchema = Extract<PlanSchemaNode, { kind: "object" }>;

export function lowerObjectLiteral(schema: ObjectSchema, ctx: TypeEmitContext): ts.TypeNode {
  const members = lowerObjectMembers(schema, ctx);
  if (isFreeFormObject(schema)) {
    // `type: object` with nothing declared is a free-form object.
    return lowerFreeFormObject(ctx);
  }
  return typeLiteral(members);
}

/** Property signatures plus an index signature for additional properties. Shared by interfaces and type literals. */
export function lowerObjectMembers(schema: ObjectSchema, objectCtx: TypeEmitContext): ts.TypeElement[] {
  // Property values sit one level down (in a multipart body: they are its parts).
  const ctx = propertyContext(objectCtx);
  const members: ts.TypeElement[] = schema.properties.map((property) => lowerProperty(property, ctx));
  const index = lowerIndexSignature(schema, ctx);
  if (index) members.push(index);
  return members;
}

function lowerProperty(property: PlanPropertyNode, ctx: TypeEmitContext): ts.PropertySignature {
  const optional = isOptionalInType(property, ctx.schemas, ctx.nullable);
  const signature = propertySignature(
    propertyName(property.name),
    !optional && admitsAnyValue(property.schema, ctx)
      ? presentValueType(ctx)
      : lowerSchema(property.schema, ctx),
    optional,
  );
  const docs = schemaJsDoc(property.schema, property.docs);
  return docs ? withJsDoc(signature, docs) : signature;
}

/**
 * A required property that may hold any value is typed "any value but `undefined`", `{} | null`: required
 * means present. `unknown` would admit a missing value too, and TypeScript mishandles it where it meets an
 * optional declaration of the same property under exactOptionalPropertyTypes (`{ a: unknown } & { a?: T }`
 * is then not assignable to a copy of itself), which `allOf: [{ $ref: Pet }, { required: [name] }]` writes.
 */
function presentValueType(ctx: TypeEmitContext): ts.TypeNode {
  if (ctx.typing.untypedValue === "any") return keywordType("any");
  return unionType([typeLiteral([]), keywordType("null")]);
}

/** An untyped schema (`{}`, or no schema for a required name), or a chain of references to one. */
export function admitsAnyValue(schema: PlanSchema, ctx: TypeEmitContext): boolean {
  // Asked for every required property: most are not references, and need no set of those seen.
  if (schema.kind !== "ref") return schema.kind === "unknown";
  const seen = new Set<string>();
  let current: PlanSchema | undefined = schema;
  while (current?.kind === "ref" && !seen.has(current.target)) {
    seen.add(current.target);
    current = ctx.schemas.get(current.target)?.schema;
  }
  return current?.kind === "unknown";
}

function lowerIndexSignature(
  schema: ObjectSchema,
  ctx: TypeEmitContext,
): ts.IndexSignatureDeclaration | undefined {
  if (!hasIndexSignature(schema)) return undefined;
  const additional = schema.additionalProperties;
  const valueType = typeof additional === "object" ? additional : undefined;
  // Every declared property must also fit the index signature, so its value type admits them all.
  const anyValue = keywordType(ctx.typing.untypedValue);
  let type: ts.TypeNode;
  if (!valueType || valueType.kind === "unknown") type = anyValue;
  else {
    const propertyTypes = schema.properties.map((property) => property.schema);
    const needsUndefined = schema.properties.some(
      (property) => !property.required || ctx.nullable.optionalIfNullable,
    );
    if (propertyTypes.some((propertyType) => propertyType.kind === "unknown")) type = anyValue;
    else {
      const members = distinctTypes([valueType, ...propertyTypes]).map((member) => lowerSchema(member, ctx));
      if (needsUndefined) members.push(keywordType("undefined"));
      type = distinctUnionType(members);
    }
  }
  return indexSignature(parameter("key", { type: keywordType("string") }), type);
}

/**
 * The schemas in order, each reference and free-form object said once before they are lowered: what they lower
 * to (`Omit<Pet, 'id'>`, `Record<string, unknown>`) takes type arguments, which `distinctUnionType` does not
 * compare. Primitives and other built-in types are said once by `distinctUnionType` itself, which sees what
 * they lower to. Maps whose properties repeat the value's type are common (a dozen `Pet` properties beside
 * `additionalProperties: { $ref: Pet }`).
 */
function distinctTypes(schemas: readonly PlanSchema[]): PlanSchema[] {
  const seen = new Set<string>();
  return schemas.filter((schema) => {
    const key = plainTypeKey(schema);
    if (key === undefined) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What decides the type of a reference or a free-form object, or `undefined` for any other schema. */
function plainTypeKey(schema: PlanSchema): string | undefined {
  const nullable = schema.nullable === true ? "?" : "";
  if (schema.kind === "ref") return `ref ${schema.target} ${schema.without?.join(",") ?? ""}${nullable}`;
  if (schema.kind === "object" && isFreeFormObject(schema)) {
    return `object${nullable}`;
  }
  return undefined;
}

export function lowerFreeFormObject(ctx: TypeEmitContext): ts.TypeNode {
  return typeReference("Record", [keywordType("string"), keywordType(ctx.typing.untypedValue)]);
}
