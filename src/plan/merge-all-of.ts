/**
 * `allOf` members that declare the same property (a generic wrapper's `data: object[]` narrowed by a member
 * to `data: Trip[]`). TypeScript intersects the two declarations as they are, `object[] & Trip[]`, and an
 * intersection of array types behaves as its first member (`data.map(t => ...)` sees `object`s), a date
 * string meeting a plain one is `string & Date`. So where members' declarations of a property would meet
 * like that, the plan writes one property whose schema is the intersection taken inside: arrays item by
 * item, objects property by property, maps value by value, each as deep as it goes.
 *
 * Decisions:
 * - Only declarations whose intersection TypeScript gets wrong are merged: two array types whose items
 *   differ, a date string and a plain string, objects or maps holding such a pair. Every other
 *   redeclaration (`Pet & { kind: "cat" }`, `Record<string, unknown> & Links`) is a correct intersection
 *   and stays as written.
 * - A named member keeps its name without the merged properties (`Omit<WrapperCollection, "data">`), so the
 *   output still says what the value extends; inline members lose them; the merged property takes the
 *   place of its first inline declaration (or closes the intersection when only named members declare it).
 * - The merged property is required when any member requires it. Its docs are every declaration's, a later
 *   member's over an earlier one's.
 * - Inside the merge, a member that constrains nothing more is left out: an untyped schema, a free-form
 *   object beside a member that is an object (`Record<string, unknown> & Trip` is `Trip`), an identical
 *   declaration, a plain string beside a date string.
 * - Declarations nested deeper than `MAX_SCHEMA_DEPTH` (the bound of every schema walk, schema-walk.ts) are
 *   neither compared nor merged: they stay the intersection as written.
 * - Date converters need no merge: every member's converter runs on the value (see date-shapes.ts), and the
 *   merged property's converter is read from its merged schema.
 */

import { declaredProperties, resolveReferences, type SchemaLookup } from "../model/composition.js";
import { holdsIntersection, treeFacts } from "../model/schema-facts.js";
import { MAX_SCHEMA_DEPTH, mapChildSchemas } from "../model/schema-walk.js";
import type { SchemaDocs } from "../model/types.js";
import { isDateFormat } from "./date-shapes.js";
import { rewriteModelSchemas } from "./operation-schemas.js";
import {
  omittedNames,
  type PlanFields,
  type PlanPropertyNode,
  type PlanSchema,
  type PlanSchemaNode,
} from "./type-model.js";
import type { ViewedModel } from "./viewed-model.js";

type ObjectSchema = Extract<PlanSchemaNode, { kind: "object" }> & Pick<PlanSchema, "nullable" | "docs">;
type IntersectionSchema = Extract<PlanSchemaNode, { kind: "intersection" }> &
  Pick<PlanSchema, "nullable" | "docs">;

/** The viewed model with the redeclared properties of every `allOf` merged; the same objects where none is. */
export function mergeRedeclaredProperties(viewed: ViewedModel): ViewedModel<PlanFields> {
  const merger = new AllOfMerger((id) => viewed.schemas.get(id)?.schema);
  return rewriteModelSchemas<PlanFields>(
    viewed,
    (schema) => merger.rewrite(schema),
    (schema) => merger.rewriteInline(schema),
  );
}

class AllOfMerger {
  readonly #lookup: SchemaLookup<PlanFields>;
  readonly #rewritten = new WeakMap<PlanSchema, PlanSchema>();
  /** `#meetsWrongly` per pair of resolved schemas: recursive schemas meet the same pairs again and again. */
  readonly #meetings = new WeakMap<PlanSchema, Map<PlanSchema, boolean>>();
  /** Intersections the merge made that stay as written (see `#mergeSchemas`). */
  readonly #asWritten = new WeakSet<PlanSchema>();
  /** The declarations being merged (`#mergedProperty`), by structure: a recursive schema leads back to them. */
  readonly #merging = new Set<string>();

  constructor(lookup: SchemaLookup<PlanFields>) {
    this.#lookup = lookup;
  }

  /** `schema` with every `allOf` in its tree merged (named schemas are rewritten on their own). */
  rewrite(schema: PlanSchema): PlanSchema {
    return treeFacts(schema).hasIntersection ? this.#rewriteTree(schema) : schema;
  }

  /** `rewrite` for an operation's schema (see `holdsIntersection`). */
  rewriteInline(schema: PlanSchema): PlanSchema {
    return holdsIntersection(schema) ? this.#rewriteTree(schema) : schema;
  }

  #rewriteTree(schema: PlanSchema): PlanSchema {
    const known = this.#rewritten.get(schema);
    if (known) return known;
    const rewritten = this.#rewriteNode(schema, 0);
    this.#rewritten.set(schema, rewritten);
    return rewritten;
  }

  #rewriteNode(schema: PlanSchema, depth: number): PlanSchema {
    if (depth > MAX_SCHEMA_DEPTH) return schema;
    const child = (node: PlanSchema) => this.#rewriteNode(node, depth + 1);
    if (schema.kind !== "intersection") return mapChildSchemas(schema, child);
    if (this.#asWritten.has(schema)) return schema;
    return this.#mergeMembers(mapChildSchemas(schema, child), depth);
  }

  /** An intersection with its redeclared properties merged (see the file's decisions). */
  #mergeMembers(schema: IntersectionSchema, depth: number): PlanSchema {
    const members = flattened(schema.members);
    const declarations = new Map<string, PlanPropertyNode[]>();
    for (const member of members) {
      if (member.kind !== "ref" && member.kind !== "object") continue;
      for (const property of this.#declared(member)) {
        const list = declarations.get(property.name);
        if (list) list.push(property);
        else declarations.set(property.name, [property]);
      }
    }
    const merged = new Map<string, PlanPropertyNode>();
    for (const [name, list] of declarations) {
      if (list.length > 1 && this.#anyPairMeetsWrongly(list, depth)) {
        merged.set(name, this.#mergedProperty(name, list, depth));
      }
    }
    if (merged.size === 0) return schema;
    return { ...schema, members: this.#membersWithout(members, merged) };
  }

  #anyPairMeetsWrongly(list: readonly PlanPropertyNode[], depth: number): boolean {
    return list.some((first, index) =>
      list.slice(index + 1).some((second) => this.#meetsWrongly(first.schema, second.schema, depth + 1)),
    );
  }

  /** Whether TypeScript's intersection of the two types would not be the intersection of their values. */
  #meetsWrongly(first: PlanSchema, second: PlanSchema, depth: number): boolean {
    if (depth > MAX_SCHEMA_DEPTH) return false;
    // Two named objects would merge into `A & B`, as written (see `#mergeSchemas`); named arrays merge.
    if (first.kind === "ref" && second.kind === "ref" && !this.#isArray(first) && !this.#isArray(second))
      return false;
    const a = resolveReferences(first, this.#lookup);
    const b = resolveReferences(second, this.#lookup);
    if (!a || !b || a === b) return false;
    let known = this.#meetings.get(a);
    if (!known) {
      known = new Map();
      this.#meetings.set(a, known);
    }
    const result = known.get(b);
    if (result !== undefined) return result;
    // While it is worked out, a pair met again along a cycle adds nothing.
    known.set(b, false);
    const meets = this.#meetsWronglyResolved(a, b, depth);
    known.set(b, meets);
    return meets;
  }

  #meetsWronglyResolved(a: PlanSchema, b: PlanSchema, depth: number): boolean {
    if (sameStructure(a, b)) return false;
    if (a.kind === "array" && b.kind === "array") return true;
    if (isString(a) && isString(b)) return isDateString(a) !== isDateString(b);
    if (!isObjectLike(a) || !isObjectLike(b)) return false;
    const ofB = this.#declared(b);
    const pairs = this.#declared(a).some((property) =>
      ofB.some(
        (other) =>
          other.name === property.name && this.#meetsWrongly(property.schema, other.schema, depth + 1),
      ),
    );
    if (pairs) return true;
    const extraA = a.kind === "object" ? a.additionalProperties : undefined;
    const extraB = b.kind === "object" ? b.additionalProperties : undefined;
    return (
      typeof extraA === "object" &&
      typeof extraB === "object" &&
      this.#meetsWrongly(extraA, extraB, depth + 1)
    );
  }

  #mergedProperty(name: string, list: readonly PlanPropertyNode[], depth: number): PlanPropertyNode {
    const schemas = list.map((property) => property.schema);
    const key = schemas.map(structureKey).join("\n");
    let schema: PlanSchema;
    // Merging these declarations again inside their own merge (a recursive schema): the inner occurrence
    // stays the intersection as written, so the merge ends.
    if (this.#merging.has(key)) schema = { kind: "intersection", members: schemas };
    else {
      this.#merging.add(key);
      schema = this.#rewriteNode(this.#mergeSchemas(schemas, depth), depth + 1);
      this.#merging.delete(key);
    }
    const docs = mergedDocs(list.map((property) => property.docs));
    return {
      name,
      schema,
      required: list.some((property) => property.required),
      ...(docs ? { docs } : {}),
    };
  }

  /** One schema admitting what every one of `schemas` admits. */
  #mergeSchemas(schemas: readonly PlanSchema[], depth: number): PlanSchema {
    const distinct = distinctConstraining(schemas);
    const [first] = distinct;
    if (first === undefined) return schemas[0] ?? { kind: "unknown" };
    if (distinct.length === 1 || depth > MAX_SCHEMA_DEPTH)
      return distinct.length === 1 ? first : { kind: "intersection", members: distinct };
    const nullable = distinct.every((schema) => this.#admitsNull(schema));
    const docs = mergedDocs(distinct.map((schema) => schema.docs));
    const resolved = distinct.map((schema) => resolveReferences(schema, this.#lookup));
    const arrays = resolved.every((schema) => schema?.kind === "array");
    let merged: PlanSchema;
    if (arrays) {
      const items = resolved.map((schema) => (schema as Extract<PlanSchema, { kind: "array" }>).items);
      merged = { kind: "array", items: this.#mergeSchemas(items, depth + 1) };
    } else if (resolved.every((schema) => schema !== undefined && isString(schema))) {
      merged = withoutFacts((resolved as PlanSchema[]).find(isDateString) ?? first);
    } else if (distinct.every((schema) => schema.kind === "object")) {
      merged = this.#mergeObjects(distinct as ObjectSchema[], depth);
    } else {
      const objectTyped = distinct.filter((schema) => !isFreeFormObject(schema));
      const implied = objectTyped.some((schema) => this.#isObject(schema, depth));
      const members = implied ? objectTyped : distinct;
      if (members.length === 1) merged = withoutFacts(members[0] as PlanSchema);
      else {
        merged = { kind: "intersection", members: [...members] };
        // Named schemas only (`Node & Node2`): merging them here would write out their properties in
        // place, and a recursive pair would do so again at every level.
        if (members.every((member) => member.kind === "ref")) this.#asWritten.add(merged);
      }
    }
    if (nullable) merged.nullable = true;
    if (docs) merged.docs = docs;
    return merged;
  }

  /** Inline objects as one: every property once (redeclared ones merged), their maps' values merged. */
  #mergeObjects(objects: readonly ObjectSchema[], depth: number): PlanSchema {
    const byName = new Map<string, PlanPropertyNode[]>();
    for (const object of objects) {
      for (const property of object.properties) {
        const list = byName.get(property.name);
        if (list) list.push(property);
        else byName.set(property.name, [property]);
      }
    }
    const properties = [...byName].map(([name, list]) =>
      list.length === 1 ? (list[0] as PlanPropertyNode) : this.#mergedProperty(name, list, depth),
    );
    const extras = objects
      .map((object) => object.additionalProperties)
      .filter((extra) => extra !== undefined);
    let additional: boolean | PlanSchema | undefined;
    if (extras.includes(false)) additional = false;
    else if (extras.length > 0) {
      const schemas = extras.filter((extra): extra is PlanSchema => typeof extra === "object");
      additional = schemas.length === 0 ? true : this.#mergeSchemas(schemas, depth + 1);
    }
    return {
      kind: "object",
      properties,
      ...(additional === undefined ? {} : { additionalProperties: additional }),
    };
  }

  /**
   * The members with the merged names taken out: a named member as `Omit<Name, ...>`, an inline one without
   * them; each merged property where it was first declared inline, else in a member of its own at the end.
   */
  #membersWithout(
    members: readonly PlanSchema[],
    merged: ReadonlyMap<string, PlanPropertyNode>,
  ): PlanSchema[] {
    const placed = new Set<string>();
    const result: PlanSchema[] = [];
    for (const member of members) {
      if (member.kind === "ref") {
        const names = this.#declared(member)
          .map((property) => property.name)
          .filter((name, index, all) => merged.has(name) && all.indexOf(name) === index);
        result.push(
          names.length === 0 ? member : { ...member, without: [...(member.without ?? []), ...names] },
        );
        continue;
      }
      if (member.kind !== "object") {
        result.push(member);
        continue;
      }
      const properties: PlanPropertyNode[] = [];
      for (const property of member.properties) {
        const replacement = merged.get(property.name);
        if (!replacement) properties.push(property);
        else if (!placed.has(property.name)) {
          placed.add(property.name);
          properties.push(replacement);
        }
      }
      const empty = properties.length === 0 && member.additionalProperties === undefined;
      if (!empty || member.nullable) result.push({ ...member, properties });
    }
    const rest = [...merged.values()].filter((property) => !placed.has(property.name));
    if (rest.length > 0) result.push({ kind: "object", properties: rest });
    return result;
  }

  /** `declaredProperties` below the names a merged member already leaves out. */
  #declared(schema: PlanSchema): PlanPropertyNode[] {
    return declaredProperties(schema, this.#lookup, omittedNames);
  }

  /** Whether every value of `schema` is an object (a map, a type with properties; not an array). */
  #isObject(schema: PlanSchema, depth: number): boolean {
    const resolved = resolveReferences(schema, this.#lookup);
    if (!resolved || depth > MAX_SCHEMA_DEPTH) return false;
    if (resolved.kind === "object") return true;
    if (resolved.kind === "intersection")
      return resolved.members.some((member) => this.#isObject(member, depth + 1));
    if (resolved.kind === "union")
      return resolved.members.every((member) => this.#isObject(member, depth + 1));
    return false;
  }

  #isArray(schema: PlanSchema): boolean {
    return resolveReferences(schema, this.#lookup)?.kind === "array";
  }

  #admitsNull(schema: PlanSchema): boolean {
    return schema.nullable === true || resolveReferences(schema, this.#lookup)?.nullable === true;
  }
}

/** Inline `allOf`s among the members spread into the list (the same values, one level). */
export function flattened(members: readonly PlanSchema[]): PlanSchema[] {
  return members.flatMap((member) =>
    member.kind === "intersection" && !member.nullable && !member.docs ? flattened(member.members) : [member],
  );
}

/** The schemas that constrain a value, each structure once (the first of equal ones). */
export function distinctConstraining(schemas: readonly PlanSchema[]): PlanSchema[] {
  const seen = new Set<string>();
  return schemas.filter((schema) => {
    if (schema.kind === "unknown" && !schema.nullable) return false;
    const key = structureKey(schema);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The structure of a schema as text, docs left out and formats that change no type too. */
export function structureKey(schema: PlanSchema): string {
  return JSON.stringify(schema, structureValue);
}

function structureValue(key: string, value: unknown): unknown {
  if (key === "docs") return undefined;
  if (key === "format" && value !== "date" && value !== "date-time") return undefined;
  return value;
}

/**
 * Whether the two have the same `structureKey`, found without writing either out: the walk stops at the
 * first difference, where most compared schemas differ, and writes no text for the rest. Arrays and plain
 * objects are compared entry by entry, key by key in order (the keys `JSON.stringify` leaves out skipped);
 * any other value (a leaf, a `Date` a YAML default became) by the text `JSON.stringify` writes for it.
 */
export function sameStructure(first: PlanSchema, second: PlanSchema): boolean {
  // Pairs to compare, flat; iterative, as trees may nest as deep as a description allows.
  const pending: unknown[] = [first, second];
  while (pending.length > 0) {
    const b = pending.pop();
    const a = pending.pop();
    if (a === b) continue;
    if (!isPlain(a) || !isPlain(b)) {
      if (writtenText(a) !== writtenText(b)) return false;
      continue;
    }
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let index = 0; index < a.length; index++) pending.push(a[index], b[index]);
      continue;
    }
    if (Array.isArray(b)) return false;
    const keysA = writtenKeys(a as Record<string, unknown>);
    const keysB = writtenKeys(b as Record<string, unknown>);
    if (keysA.length !== keysB.length) return false;
    for (let index = 0; index < keysA.length; index++) {
      const key = keysA[index] as string;
      if (key !== keysB[index]) return false;
      pending.push((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
    }
  }
  return true;
}

/** An array, or an object of `Object`'s own prototype without `toJSON`: written key by key. */
function isPlain(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !("toJSON" in value);
}

/** A value as `JSON.stringify` writes it inside an array (where it writes nothing, `null`). */
function writtenText(value: unknown): string {
  return JSON.stringify(value, structureValue) ?? "null";
}

/** The keys `JSON.stringify(object, structureValue)` writes, in its order. */
function writtenKeys(object: Record<string, unknown>): string[] {
  const keys = Object.keys(object);
  let written: string[] | undefined;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const value = structureValue(key, object[key]);
    const omitted = value === undefined || typeof value === "function" || typeof value === "symbol";
    if (omitted) written ??= keys.slice(0, index);
    else written?.push(key);
  }
  return written ?? keys;
}

export function isString(schema: PlanSchema): boolean {
  return schema.kind === "primitive" && schema.type === "string";
}

export function isDateString(schema: PlanSchema): boolean {
  return schema.kind === "primitive" && isDateFormat(schema.format);
}

export function isObjectLike(schema: PlanSchema): boolean {
  return schema.kind === "object" || schema.kind === "intersection";
}

/** `type: object` and nothing more (`Record<string, unknown>`): it says the value is an object. */
export function isFreeFormObject(schema: PlanSchema): boolean {
  return (
    schema.kind === "object" &&
    schema.properties.length === 0 &&
    (schema.additionalProperties === undefined || schema.additionalProperties === true)
  );
}

/** A copy without `nullable` and `docs`, which the merge sets for the whole. */
export function withoutFacts(schema: PlanSchema): PlanSchema {
  const { nullable: _nullable, docs: _docs, ...rest } = schema;
  return rest as PlanSchema;
}

export function mergedDocs(all: readonly (SchemaDocs | undefined)[]): SchemaDocs | undefined {
  const present = all.filter((docs): docs is SchemaDocs => docs !== undefined);
  return present.length === 0 ? undefined : Object.assign({}, ...present);
}
