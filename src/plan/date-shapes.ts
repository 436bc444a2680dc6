/**
 * Date shapes: where a value's dates sit, as plain data (`DateShape`) with its pure helpers, and how a shape
 * is read from a schema at generation time (`DateShapes`), so that the generated client converts exactly
 * those values and walks nothing else at run time.
 *
 * Two directions:
 * - `revive` (responses): `format: date-time` and `format: date` strings become `Date`s.
 * - `format` (requests): `Date`s at `format: date` positions become `YYYY-MM-DD` strings. `date-time`
 *   needs no shape on the way out: every serializer writes a `Date` as its ISO string already.
 *
 * Decisions:
 * - `allOf`: every member applies, so every member's dates are converted (converting twice is harmless:
 *   a converted value is no longer what a converter looks for). A property one member only requires, which
 *   the type model types from another (`fromSibling`, plan/sibling-typing.ts), is read as written: the
 *   member that declares it converts it.
 * - `oneOf` / `anyOf` with a discriminator: the tag picks the member's converter; an unknown tag converts
 *   nothing.
 * - `oneOf` / `anyOf` without one: members are told apart by what a value is at run time (string, number,
 *   array, object, ...). Where several members can be the same kind, a value is converted only where all of
 *   them agree (for objects: property by property); a member that can be anything (`{}`) agrees with none.
 *   Reviving, `date` and `date-time` agree: either helper turns both texts into a `Date` (so `oneOf: [date,
 *   date-time]`, typed `Date`, is revived). Formatting, a value at a date position is a `Date`, not a string,
 *   so it is told apart from string members (`oneOf: [date, string]` writes a `Date` as `YYYY-MM-DD`).
 * - Named schemas are referred to by id; the emitter gives each one holding dates one converter function,
 *   which is how recursive schemas terminate.
 */

import { referencingSchemas, treeFacts } from "../model/schema-facts.js";
import type { SchemaId } from "../model/types.js";
import type { PlanNamedSchema, PlanSchema } from "./type-model.js";

export type DateDirection = "revive" | "format";

export type DateShape =
  /** A `format: date` value (a calendar day). */
  | { kind: "date" }
  /** A `format: date-time` value (an instant). */
  | { kind: "dateTime" }
  /** A named schema that holds dates: its converter function. */
  | { kind: "ref"; target: SchemaId }
  | { kind: "items"; items: DateShape }
  /** A tuple: index → shape (`null` where nothing converts), `rest` for the items after them. */
  | { kind: "tuple"; items: (DateShape | null)[]; rest?: DateShape }
  | {
      kind: "object";
      properties: { name: string; shape: DateShape }[];
      /** `additionalProperties`: every own key not in `declared`. */
      additional?: { shape: DateShape; declared: string[] };
    }
  /** A discriminated union: the value of `propertyName` picks the case. */
  | { kind: "tagged"; propertyName: string; cases: { value: string; shape: DateShape }[] }
  /** Several converters, each of which touches only values of its own kind, applied in turn. */
  | { kind: "each"; shapes: DateShape[] };

/** Whether a string `format` is a date that can be a `Date` (`dateFormat: "Date"`): `date` or `date-time`. */
export function isDateFormat(format: string | undefined): boolean {
  return format === "date" || format === "date-time";
}

/** One shape for several that all apply: none, the one, or each in turn. */
export function combine(shapes: DateShape[]): DateShape | undefined {
  if (shapes.length <= 1) return shapes[0];
  return {
    kind: "each",
    shapes: shapes.flatMap((shape) => (shape.kind === "each" ? shape.shapes : [shape])),
  };
}

/** Shapes are plain data built in a fixed order, so equal shapes print equal. */
export function shapeKey(shape: DateShape | { shape: DateShape } | undefined): string {
  return shape === undefined ? "" : JSON.stringify(shape);
}

/** Every named schema a shape converts through, directly (the emitter follows each in turn). */
export function shapeTargets(shape: DateShape): SchemaId[] {
  switch (shape.kind) {
    case "ref":
      return [shape.target];
    case "items":
      return shapeTargets(shape.items);
    case "tuple":
      return [...shape.items, shape.rest].flatMap((item) => (item ? shapeTargets(item) : []));
    case "object":
      return [
        ...shape.properties.flatMap((property) => shapeTargets(property.shape)),
        ...(shape.additional ? shapeTargets(shape.additional.shape) : []),
      ];
    case "tagged":
      return shape.cases.flatMap((entry) => shapeTargets(entry.shape));
    case "each":
      return shape.shapes.flatMap(shapeTargets);
    default:
      return [];
  }
}

/** What a value is at run time; `instant` is a `Date` (only request values are: `format` direction). */
type ValueKind = "string" | "number" | "boolean" | "null" | "array" | "object" | "instant";
const EVERY_KIND: readonly ValueKind[] = [
  "string",
  "number",
  "boolean",
  "null",
  "array",
  "object",
  "instant",
];

const IN_PROGRESS = Symbol("a named shape being worked out: a cycle through it agrees with nothing");

/**
 * The date shapes of one direction over the named schemas. `holding` is decided once, up front: the named
 * schemas whose values contain a date to convert. Shapes of other schemas then follow in one walk each.
 * `within` limits the work to schemas closed under references (what the operations reach); their shapes come
 * out as over every schema unless a cycle is met (a shape or kind asked for while worked out), along which a
 * result depends on the order schemas are first asked in: `orderDependent` then says to use every schema.
 */
export class DateShapes {
  readonly direction: DateDirection;
  readonly #schemas: ReadonlyMap<SchemaId, PlanNamedSchema>;
  readonly #within: ReadonlySet<SchemaId> | undefined;
  #holding: Set<SchemaId>;
  #named = new Map<SchemaId, DateShape | null | typeof IN_PROGRESS>();
  readonly #kinds = new Map<SchemaId, ReadonlySet<ValueKind>>();
  #metCycle = false;
  /** The named schemas that reference each id, read once (`referencingSchemas`), shared by both directions. */
  readonly #referencedBy: () => ReadonlyMap<SchemaId, readonly SchemaId[]>;

  constructor(
    schemas: ReadonlyMap<SchemaId, PlanNamedSchema>,
    direction: DateDirection,
    within?: ReadonlySet<SchemaId>,
    referencedBy: () => ReadonlyMap<SchemaId, readonly SchemaId[]> = () =>
      referencingSchemas(schemas, within),
  ) {
    this.direction = direction;
    this.#schemas = schemas;
    this.#within = within;
    let read: ReadonlyMap<SchemaId, readonly SchemaId[]> | undefined;
    this.#referencedBy = () => (read ??= referencedBy());
    this.#holding = this.#reachingDates();
    // Reaching a date is necessary, not sufficient: members that disagree convert nothing. Drop the schemas
    // whose shape is empty until none is (dropping one only empties others), or a cycle makes them order-dependent.
    while (!this.orderDependent) {
      const empty = [...this.#holding].filter((id) => this.namedShape(id) === undefined);
      if (empty.length === 0) break;
      for (const id of empty) this.#holding.delete(id);
      this.#forgetShapesReaching(empty);
    }
  }

  /**
   * Forgets the shapes the next round works out again: all of them over every schema (along a cycle a shape
   * depends on the order of asking); within `within` and without a cycle, only those reaching a dropped schema.
   */
  #forgetShapesReaching(dropped: readonly SchemaId[]): void {
    if (this.#within === undefined) {
      this.#named.clear();
      return;
    }
    const usedBy = this.#referencedBy();
    const pending = [...dropped];
    const forgotten = new Set<SchemaId>(dropped);
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      this.#named.delete(id);
      for (const user of usedBy.get(id) ?? []) {
        if (forgotten.has(user)) continue;
        forgotten.add(user);
        pending.push(user);
      }
    }
  }

  /** Whether a result read so far met a cycle while limited to `within`: then it may differ over every schema. */
  get orderDependent(): boolean {
    return this.#within !== undefined && this.#metCycle;
  }

  /** The shape of a named schema that holds dates (undefined for one that holds none). */
  namedShape(id: SchemaId): DateShape | undefined {
    if (!this.#holding.has(id)) return undefined;
    const known = this.#named.get(id);
    if (known === IN_PROGRESS) {
      this.#metCycle = true;
      return undefined;
    }
    if (known !== undefined) return known ?? undefined;
    this.#named.set(id, IN_PROGRESS);
    const named = this.#schemas.get(id);
    const shape = named ? this.shapeOf(named.schema) : undefined;
    this.#named.set(id, shape ?? null);
    return shape;
  }

  /** Where the dates of a value of `schema` sit; undefined when it holds none. */
  shapeOf(schema: PlanSchema): DateShape | undefined {
    switch (schema.kind) {
      case "ref":
        return this.#holding.has(schema.target) ? { kind: "ref", target: schema.target } : undefined;
      case "primitive":
        return this.#leaf(schema);
      case "array": {
        const items = this.shapeOf(schema.items);
        return items && { kind: "items", items };
      }
      case "tuple":
        return this.#tupleShape(schema.items, schema.rest);
      case "object":
        return this.#objectShape(schema);
      case "intersection":
        return combine(this.#definedShapes(schema.members));
      case "union":
        return schema.discriminator ? this.#taggedShape(schema) : this.#untaggedShape(schema.members);
      default:
        return undefined;
    }
  }

  #leaf(schema: Extract<PlanSchema, { kind: "primitive" }>): DateShape | undefined {
    if (schema.type !== "string") return undefined;
    if (schema.format === "date") return { kind: "date" };
    if (schema.format === "date-time" && this.direction === "revive") return { kind: "dateTime" };
    return undefined;
  }

  #tupleShape(items: PlanSchema[], rest: PlanSchema | undefined): DateShape | undefined {
    const shapes = items.map((item) => this.shapeOf(item) ?? null);
    const restShape = rest && this.shapeOf(rest);
    if (!restShape && shapes.every((shape) => shape === null)) return undefined;
    return { kind: "tuple", items: shapes, ...(restShape ? { rest: restShape } : {}) };
  }

  #objectShape(schema: Extract<PlanSchema, { kind: "object" }>): DateShape | undefined {
    // Made at the first property with dates: most objects have none.
    let properties: { name: string; shape: DateShape }[] | undefined;
    for (const property of schema.properties) {
      // Typed from another `allOf` member, whose converter converts it: as written, it holds no date.
      if (property.fromSibling) continue;
      const shape = this.shapeOf(property.schema);
      if (!shape) continue;
      properties ??= [];
      properties.push({ name: property.name, shape });
    }
    const extra =
      typeof schema.additionalProperties === "object" ? this.shapeOf(schema.additionalProperties) : undefined;
    if (properties === undefined && !extra) return undefined;
    const additional = extra && {
      shape: extra,
      declared: schema.properties.map((property) => property.name),
    };
    return { kind: "object", properties: properties ?? [], ...(additional ? { additional } : {}) };
  }

  #definedShapes(members: PlanSchema[]): DateShape[] {
    return members.flatMap((member) => this.shapeOf(member) ?? []);
  }

  #taggedShape(schema: Extract<PlanSchema, { kind: "union" }>): DateShape | undefined {
    const discriminator = schema.discriminator;
    if (!discriminator) return undefined;
    const cases = discriminator.mapping.flatMap(({ value, target }) =>
      this.#holding.has(target) ? [{ value, shape: { kind: "ref", target } as DateShape }] : [],
    );
    return cases.length === 0
      ? undefined
      : { kind: "tagged", propertyName: discriminator.propertyName, cases };
  }

  #untaggedShape(members: PlanSchema[]): DateShape | undefined {
    const byKind = new Map<ValueKind, (DateShape | undefined)[]>();
    for (const member of members) {
      const shape = this.shapeOf(member);
      for (const kind of this.#kindsOf(member, new Set())) {
        const list = byKind.get(kind) ?? [];
        list.push(shape);
        byKind.set(kind, list);
      }
    }
    const agreed = new Map<string, DateShape>();
    for (const [kind, shapes] of byKind) {
      const shape = this.#agree(kind, shapes);
      if (shape) agreed.set(shapeKey(shape), shape);
    }
    return combine([...agreed.values()]);
  }

  /**
   * Equal keys convert alike. Reviving, `date` and `dateTime` leaves do: `reviveDate` and `reviveDateTime`
   * each turn both a `YYYY-MM-DD` and a date-time text into a `Date` (the first member's helper is used).
   */
  #agreementKey(shape: DateShape | undefined): string {
    if (shape === undefined) return "";
    if (this.direction !== "revive") return shapeKey(shape);
    return JSON.stringify(shape, (_key, value: unknown) =>
      typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "date"
        ? { kind: "dateTime" }
        : value,
    );
  }

  /** What the members that can be values of one kind agree on. */
  #agree(kind: ValueKind, shapes: (DateShape | undefined)[]): DateShape | undefined {
    const [first] = shapes;
    const key = this.#agreementKey(first);
    if (shapes.every((shape) => this.#agreementKey(shape) === key)) return first;
    if (kind !== "object") return undefined;
    const objects = shapes.map((shape) => this.#asObject(shape));
    if (objects.some((object) => object === undefined)) return undefined;
    const [base, ...others] = objects as Extract<DateShape, { kind: "object" }>[];
    if (!base) return undefined;
    const properties = base.properties.filter((property) =>
      others.every((other) =>
        other.properties.some(
          (candidate) =>
            candidate.name === property.name &&
            this.#agreementKey(candidate.shape) === this.#agreementKey(property.shape),
        ),
      ),
    );
    const extra = base.additional;
    // Every member has the same extra keys (the same declared ones), and their values convert alike.
    const additional =
      extra &&
      others.every(
        (other) =>
          other.additional !== undefined &&
          other.additional.declared.join("\n") === extra.declared.join("\n") &&
          this.#agreementKey(other.additional.shape) === this.#agreementKey(extra.shape),
      )
        ? extra
        : undefined;
    if (properties.length === 0 && !additional) return undefined;
    return { kind: "object", properties, ...(additional ? { additional } : {}) };
  }

  /** A member's shape as an object shape, following a named schema's shape one step. */
  #asObject(shape: DateShape | undefined): Extract<DateShape, { kind: "object" }> | undefined {
    if (shape === undefined) return { kind: "object", properties: [] };
    if (shape.kind === "object") return shape;
    if (shape.kind === "ref") {
      const named = this.namedShape(shape.target);
      return named?.kind === "object" ? named : undefined;
    }
    return undefined;
  }

  /** The kinds of JSON value a schema admits. */
  #kindsOf(schema: PlanSchema, seen: Set<SchemaId>): ReadonlySet<ValueKind> {
    const kinds = new Set<ValueKind>(this.#ownKindsOf(schema, seen));
    if (schema.nullable) kinds.add("null");
    return kinds;
  }

  #ownKindsOf(schema: PlanSchema, seen: Set<SchemaId>): Iterable<ValueKind> {
    switch (schema.kind) {
      case "ref":
        return this.#namedKinds(schema.target, seen);
      case "primitive":
        // A request value at a date position is a `Date` (the type says so), never a string.
        if (this.direction === "format" && schema.type === "string" && isDateFormat(schema.format))
          return ["instant"];
        return [schema.type === "integer" ? "number" : schema.type];
      case "binary":
        return ["string"];
      case "object":
        return ["object"];
      case "array":
      case "tuple":
        return ["array"];
      case "enum":
        return schema.values.map(kindOfValue);
      case "const":
        return [kindOfValue(schema.value)];
      case "never":
        return [];
      case "union":
        return schema.members.flatMap((member) => [...this.#kindsOf(member, seen)]);
      case "intersection": {
        let kinds: ReadonlySet<ValueKind> = new Set(EVERY_KIND);
        for (const member of schema.members) {
          const own = this.#kindsOf(member, seen);
          kinds = new Set([...kinds].filter((kind) => own.has(kind)));
        }
        return kinds;
      }
      default:
        return EVERY_KIND;
    }
  }

  #namedKinds(id: SchemaId, seen: Set<SchemaId>): ReadonlySet<ValueKind> {
    const known = this.#kinds.get(id);
    if (known) return known;
    const named = this.#schemas.get(id);
    if (!named) return new Set(EVERY_KIND);
    if (seen.has(id)) {
      this.#metCycle = true;
      return new Set(EVERY_KIND);
    }
    this.#workOutNamedKinds(id, seen);
    return this.#kinds.get(id) ?? new Set(EVERY_KIND);
  }

  /**
   * The kinds of `root` and first of the named schemas they depend on, depth first on a stack of its own: a
   * chain of `oneOf: [{$ref: next}, ...]` can be thousands of schemas long, one nested call per schema would
   * exhaust the stack. Same order and same rule as the recursion would follow (a schema on the current path
   * admits every kind), so the results are the same; each schema's own kinds are then read with every
   * schema it names already known or on the path.
   */
  #workOutNamedKinds(root: SchemaId, seen: Set<SchemaId>): void {
    const path: { id: SchemaId; schema: PlanSchema; dependencies: SchemaId[] }[] = [];
    const enter = (id: SchemaId, schema: PlanSchema) => {
      seen.add(id);
      path.push({ id, schema, dependencies: namedMembersOf(schema).reverse() });
    };
    enter(root, (this.#schemas.get(root) as PlanNamedSchema).schema);
    while (path.length > 0) {
      const step = path[path.length - 1] as (typeof path)[number];
      const dependency = step.dependencies.pop();
      if (dependency !== undefined) {
        const named = this.#schemas.get(dependency);
        if (named && !this.#kinds.has(dependency) && !seen.has(dependency)) enter(dependency, named.schema);
        continue;
      }
      path.pop();
      const kinds = this.#kindsOf(step.schema, seen);
      seen.delete(step.id);
      this.#kinds.set(step.id, kinds);
    }
  }

  /** Named schemas that reach a date leaf of this direction through any path (a superset of `holding`). */
  #reachingDates(): Set<SchemaId> {
    const reaching = new Set<SchemaId>();
    const pending: SchemaId[] = [];
    const within = this.#within;
    for (const [id, named] of this.#schemas) {
      if (within !== undefined && !within.has(id)) continue;
      const facts = treeFacts(named.schema);
      if (facts.hasDate || (facts.hasDateTime && this.direction === "revive")) {
        reaching.add(id);
        pending.push(id);
      }
    }
    if (pending.length === 0) return reaching;
    const usedBy = this.#referencedBy();
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      for (const user of usedBy.get(id) ?? []) {
        if (reaching.has(user)) continue;
        reaching.add(user);
        pending.push(user);
      }
    }
    return reaching;
  }
}

function kindOfValue(value: string | number | boolean | null): ValueKind {
  return value === null ? "null" : (typeof value as "string" | "number" | "boolean");
}

/** The named schemas `#kindsOf` asks for, in the order it asks: references reached through unions and intersections. */
function namedMembersOf(schema: PlanSchema, into: SchemaId[] = []): SchemaId[] {
  if (schema.kind === "ref") into.push(schema.target);
  else if (schema.kind === "union" || schema.kind === "intersection") {
    for (const member of schema.members) namedMembersOf(member, into);
  }
  return into;
}
