import { MAX_SCHEMA_DEPTH } from "../../model/schema-walk.js";
import type { Discriminator, EnumValue, SchemaId } from "../../model/types.js";
import { isDateFormat } from "../../plan/date-shapes.js";
import { narrowedTags } from "../../plan/discriminator-tags.js";
import { isOptionalInType, typeAdmitsNull } from "../../plan/nullable-typing.js";
import type { PlanSchema } from "../../plan/type-model.js";
import type { TypeEmitContext } from "./context.js";

/**
 * Which JavaScript values the type `lowerSchema` writes for a schema admits, coarsely, to answer one
 * question: `admitsNoValue`, whether the type is one TypeScript reduces to `never` (`string & number`,
 * `"a" & "b"`, `false`, or objects whose required tag properties conflict: `{ kind: "a" } & { kind: "b" }`),
 * so that a method does not promise a success body no response can have (see lowerResponseType).
 *
 * Where it is unsure it errs towards "no value" (an object intersected with a string, which TypeScript
 * keeps as a branded string; a required property whose types conflict but are not literals): no JSON value
 * satisfies those either, and a body typed `unknown` compiles where one typed `never` does not.
 */
interface ValueDomain {
  /** Per kind of scalar: every value of it, or only these literals. An absent kind admits none. */
  scalars: ReadonlyMap<ScalarKind, "every" | ReadonlySet<EnumValue>>;
  /** Objects (arrays and `Date`s included): any object, or one of these shapes (none: no object). */
  objects: "every" | readonly ShapeSource[];
}
type ScalarKind = "string" | "number" | "boolean" | "null";
/** An object's declared properties; their schemas are read only where shapes meet (`intersect`). */
type ObjectShape = ReadonlyMap<string, PropertyConstraint>;
/**
 * A shape, or an object schema's properties whose shape is made only where shapes meet: most questions
 * (a response that is one object) only count shapes, and a map per object of hundreds of properties
 * cost more than the rest of the question.
 */
type ShapeSource = ObjectShape | DeclaredProperties;
interface DeclaredProperties {
  properties: readonly { name: string; schema: PlanSchema; required: boolean }[];
}
interface PropertyConstraint {
  schemas: readonly PlanSchema[];
  required: boolean;
}

interface DomainContext {
  types: TypeEmitContext;
  /** Named schemas already looked at in this question. */
  named: Map<SchemaId, ValueDomain>;
}

const EVERY_VALUE: ValueDomain = {
  scalars: new Map(["string", "number", "boolean", "null"].map((kind) => [kind as ScalarKind, "every"])),
  objects: "every",
};
const NO_VALUE: ValueDomain = { scalars: new Map(), objects: [] };
const ANY_OBJECT: ValueDomain = { scalars: new Map(), objects: "every" };
/** Intersecting unions of objects multiplies their shapes; past this many, the rest are left out. */
const MAX_SHAPES = 64;

export function admitsNoValue(schema: PlanSchema, ctx: TypeEmitContext): boolean {
  return isEmpty(domainOf(schema, { types: ctx, named: new Map() }, 0));
}

function isEmpty(domain: ValueDomain): boolean {
  return domain.scalars.size === 0 && domain.objects !== "every" && domain.objects.length === 0;
}

function domainOf(schema: PlanSchema, ctx: DomainContext, depth: number): ValueDomain {
  // Deeper than any schema walk goes (`MAX_SCHEMA_DEPTH`), the answer is "some value".
  if (depth > MAX_SCHEMA_DEPTH) return EVERY_VALUE;
  const own = nodeDomain(schema, ctx, depth + 1);
  return typeAdmitsNull(schema, ctx.types.nullable) ? union(own, literals([null])) : own;
}

function nodeDomain(schema: PlanSchema, ctx: DomainContext, depth: number): ValueDomain {
  switch (schema.kind) {
    case "ref":
      return namedDomain(schema.target, ctx, depth);
    case "primitive":
      return primitiveDomain(schema.type, schema.format, ctx.types);
    case "binary":
      return { scalars: new Map([["string", "every"]]), objects: [] };
    case "never":
      return NO_VALUE;
    case "object":
      return { scalars: new Map(), objects: [{ properties: schema.properties }] };
    case "array":
    case "tuple":
      return ANY_OBJECT;
    case "enum":
      return literals(schema.values);
    case "const":
      return literals([schema.value]);
    case "intersection":
      // An untyped member is every value: intersecting with it changes nothing.
      return schema.members.reduce<ValueDomain>(
        (domain, member) => intersect(domain, domainOf(member, ctx, depth), ctx, depth),
        EVERY_VALUE,
      );
    case "union":
      return schema.members.reduce<ValueDomain>(
        (domain, member) => union(domain, unionMemberDomain(member, schema.discriminator, ctx, depth)),
        NO_VALUE,
      );
    case "unknown":
    case "tsType":
      return EVERY_VALUE;
  }
}

function namedDomain(target: SchemaId, ctx: DomainContext, depth: number): ValueDomain {
  const known = ctx.named.get(target);
  if (known) return known;
  // A cycle back to a schema being looked at: it admits values until shown otherwise.
  ctx.named.set(target, EVERY_VALUE);
  const named = ctx.types.schemas.get(target);
  const domain = named ? domainOf(named.schema, ctx, depth) : EVERY_VALUE;
  ctx.named.set(target, domain);
  return domain;
}

/** A discriminated union's member is written with its tag narrowed (see lowerUnionMember). */
function unionMemberDomain(
  member: PlanSchema,
  discriminator: Discriminator | undefined,
  ctx: DomainContext,
  depth: number,
): ValueDomain {
  const domain = domainOf(member, ctx, depth);
  const tags = discriminator && narrowedTags(member, discriminator, ctx.types.schemas);
  if (!discriminator || !tags) return domain;
  const tag: PlanSchema = { kind: "enum", values: tags };
  const narrowing: ObjectShape = new Map([[discriminator.propertyName, { schemas: [tag], required: true }]]);
  return intersect(domain, { scalars: new Map(), objects: [narrowing] }, ctx, depth);
}

/** The shape of `source`, made now where it is an object's declared properties. */
function objectShape(source: ShapeSource, ctx: TypeEmitContext): ObjectShape {
  if (source instanceof Map) return source;
  const { properties } = source as DeclaredProperties;
  return new Map(
    properties.map((property) => [
      property.name,
      {
        schemas: [property.schema],
        required: !isOptionalInType(property, ctx.schemas, ctx.nullable),
      },
    ]),
  );
}

function primitiveDomain(type: string, format: string | undefined, ctx: TypeEmitContext): ValueDomain {
  switch (type) {
    case "string":
      return isDateFormat(format) && ctx.typing.datesAsDate
        ? ANY_OBJECT
        : { scalars: new Map([["string", "every"]]), objects: [] };
    case "number":
    case "integer":
      return { scalars: new Map([["number", "every"]]), objects: [] };
    case "boolean":
      return literals([true, false]);
    default:
      return literals([null]);
  }
}

function literals(values: readonly EnumValue[]): ValueDomain {
  const scalars = new Map<ScalarKind, Set<EnumValue>>();
  for (const value of values) {
    const kind = (value === null ? "null" : typeof value) as ScalarKind;
    const set = scalars.get(kind) ?? new Set();
    set.add(value);
    scalars.set(kind, set);
  }
  return { scalars, objects: [] };
}

function union(left: ValueDomain, right: ValueDomain): ValueDomain {
  const scalars = new Map(left.scalars);
  for (const [kind, values] of right.scalars) {
    const existing = scalars.get(kind);
    if (existing === undefined) scalars.set(kind, values);
    else if (existing === "every" || values === "every") scalars.set(kind, "every");
    else scalars.set(kind, new Set([...existing, ...values]));
  }
  const objects =
    left.objects === "every" || right.objects === "every"
      ? "every"
      : [...left.objects, ...right.objects].slice(0, MAX_SHAPES);
  return { scalars, objects };
}

function intersect(left: ValueDomain, right: ValueDomain, ctx: DomainContext, depth: number): ValueDomain {
  const scalars = new Map<ScalarKind, "every" | ReadonlySet<EnumValue>>();
  for (const [kind, values] of left.scalars) {
    const other = right.scalars.get(kind);
    if (other === undefined) continue;
    if (values === "every") scalars.set(kind, other);
    else if (other === "every") scalars.set(kind, values);
    else {
      const common = new Set([...values].filter((value) => other.has(value)));
      if (common.size > 0) scalars.set(kind, common);
    }
  }
  return { scalars, objects: intersectObjects(left.objects, right.objects, ctx, depth) };
}

function intersectObjects(
  left: ValueDomain["objects"],
  right: ValueDomain["objects"],
  ctx: DomainContext,
  depth: number,
): ValueDomain["objects"] {
  if (left === "every") return right;
  if (right === "every") return left;
  const shapes: ObjectShape[] = [];
  const rightShapes = right.map((source) => objectShape(source, ctx.types));
  for (const leftSource of left) {
    const leftShape = objectShape(leftSource, ctx.types);
    for (const rightShape of rightShapes) {
      const merged = mergeShapes(leftShape, rightShape, ctx, depth);
      if (merged) shapes.push(merged);
      if (shapes.length === MAX_SHAPES) return shapes;
    }
  }
  return shapes;
}

/** Both shapes at once, or undefined when a property required by either admits no value of both. */
function mergeShapes(
  left: ObjectShape,
  right: ObjectShape,
  ctx: DomainContext,
  depth: number,
): ObjectShape | undefined {
  const merged = new Map(left);
  for (const [name, constraint] of right) {
    const existing = merged.get(name);
    if (existing === undefined) {
      merged.set(name, constraint);
      continue;
    }
    const combined = {
      schemas: [...existing.schemas, ...constraint.schemas],
      required: existing.required || constraint.required,
    };
    if (combined.required) {
      const domain = combined.schemas.reduce<ValueDomain>(
        (sum, schema) => intersect(sum, domainOf(schema, ctx, depth), ctx, depth + 1),
        EVERY_VALUE,
      );
      if (isEmpty(domain)) return undefined;
    }
    merged.set(name, combined);
  }
  return merged;
}
