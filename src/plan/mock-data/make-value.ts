/**
 * A value of a model schema, made for an answer: every property but the `writeOnly` ones, optional ones too
 * (richer data is more useful), the description's `example` where it holds, and where a schema is made of
 * itself the first way out (leave the optional property out, answer `null` where it is nullable, `[]` where
 * an array may be empty, another member of a union). The same schema always gives the same value.
 *
 * What cannot be honoured is told to the caller's `problems` and given a documented fallback: a schema
 * nothing satisfies (`never`, bounds that leave no number) gives `null`, a pattern no string was found for
 * gives the plain string, recursion with no way out gives `null`.
 *
 * Under the client's types (`typing`), the walk decides with the predicates the type emitter reads
 * (nullable-typing.ts, open-objects.ts, discriminator-tags.ts) that what it makes is a value of the type, and
 * where there is none (a fallback `null` the type does not admit, a closed object's undeclared key, a member
 * that contradicts its tag, a union value no member's schema allows) it says so: `NO_VALUE`. Values the
 * description writes (examples, listed values) are judged by `fitsClientType`, as is the merged value of
 * `allOf` members that write different values at one place, which no member's own type was made for.
 */

import { ownValue, setOwnValue } from "../../load/json-value.js";
import type { JsonValue } from "../../load/types.js";
import { MAX_SCHEMA_DEPTH } from "../../model/schema-walk.js";
import type { Model, PropertyNode, Schema, SchemaConstraints } from "../../model/types.js";
import { narrowedTags } from "../discriminator-tags.js";
import { isOptionalInType, type NullableTyping, typeAdmitsNull } from "../nullable-typing.js";
import { takesUndeclaredProperties } from "../open-objects.js";
import { answerView } from "./answer-view.js";
import { type AllowedNames, fitsClientType, NO_SIBLINGS, OPEN, propertyNames } from "./client-typing.js";
import { mergedValues, tightest, withConstraints } from "./combined-members.js";
import { canonicalJson, conforms, isOfPrimitiveType, isPlainObject, isWriteOnly } from "./conforms.js";
import { mockNumber } from "./mock-numbers.js";
import type { MockProblem } from "./mock-problems.js";
import { MOCK_SIZE_CAPS } from "./mock-size-caps.js";
import { fallbackString, mockString } from "./mock-strings.js";
import { OVER_BUDGET } from "./pattern-string.js";

/** A way back into a schema being made: the nearest optional, nullable or empty-array place drops it. */
const CUT = Symbol("recursion cut");
/** Under the client's types: no value of the type exists here, so the answer has none. */
export const NO_VALUE = Symbol("no value of the client's type");
/**
 * Under the client's types: the `null` a schema nothing satisfies falls back to, a value of the type only where
 * the type admits `null` there (on the schema or on a reference to it); elsewhere it is `NO_VALUE`.
 */
const FALLBACK_NULL = Symbol("fallback null");
type Made = JsonValue | typeof CUT | typeof NO_VALUE | typeof FALLBACK_NULL;

/** A value, not one of the walk's signals. */
function isMade(made: Made): made is JsonValue {
  return made !== CUT && made !== NO_VALUE && made !== FALLBACK_NULL;
}

/** How many items a list holds where nothing else is asked (`mockListSize`). */
export const DEFAULT_LIST_SIZE = 3;
/** How many entries a map (`additionalProperties` schema) is given when nothing asks for more. */
const MAP_ENTRIES = 1;
/** How many union members are tried for a value only one of them allows. */
const UNION_TRIES = 8;
/**
 * How many values one answer holds before its optional properties are left out: schemas that may each hold
 * all the others (Stripe's expandable objects, a graph of optional references) would otherwise give an answer
 * that grows with the factorial of their number.
 */
const OPTIONAL_VALUES_BUDGET = 2_000;

export class ValueMaker {
  /** The named schemas being made, innermost last: meeting one again is recursion. */
  private readonly making: string[] = [];
  /** Values made for the answer being made, counted against {@link OPTIONAL_VALUES_BUDGET}. */
  private madeCount = 0;
  /** How many lists the value being made sits in: a list inside a list's item holds its fewest items. */
  private listDepth = 0;
  /**
   * Values made for list items past the fewest allowed: counted apart from `madeCount`, and against
   * {@link OPTIONAL_VALUES_BUDGET} again, so that they change nothing else of the answer.
   */
  private extraCount = 0;

  /**
   * `typing`: what the client's types admit, where the value is written under them (the handlers file): an
   * example is then used only where its type admits it, and `null` is a way out of a recursion only where the
   * type has it. Without it, values are judged by the schema alone. `listSize`: how many items a list holds
   * where its `minItems`/`maxItems` allow (`mockListSize`).
   */
  constructor(
    private readonly model: Model,
    private readonly problems: MockProblem[] = [],
    private readonly typing?: NullableTyping,
    private readonly listSize = DEFAULT_LIST_SIZE,
  ) {}

  /**
   * A value of `schema` at `place` (a JSON pointer within the answer, for variety and problems); the
   * `variant`-th of several (stream items) differs from the others where the schema allows.
   */
  value(schema: Schema, place: string, variant = 0): JsonValue | typeof NO_VALUE {
    this.madeCount = 0;
    this.listDepth = 0;
    this.extraCount = 0;
    this.oversized = false;
    const made = this.make(schema, place, undefined, variant, 0, NO_SIBLINGS);
    if (made === NO_VALUE || made === FALLBACK_NULL) return NO_VALUE;
    if (made !== CUT) return made;
    // A cut for size is told where it was made.
    if (!this.oversized) this.problems.push({ place, reason: "recursion" });
    // Were `null` of the type, the cut would have been `null` already (`make`).
    return this.typing === undefined ? null : NO_VALUE;
  }

  /** Whether a cut of the value being made was for size (`MOCK_SIZE_CAPS`), not recursion. */
  private oversized = false;

  /** No value at `place`: the schema asks for more than the caps allow. */
  private tooLarge(place: string): Made {
    this.oversized = true;
    this.problems.push({ place, reason: "size" });
    return CUT;
  }

  /** Whether a description's example may stand for a value of `schema`: see `typing`. */
  usable(example: unknown, schema: Schema): boolean {
    if (!conforms(example, schema, this.model, true)) return false;
    return this.typing === undefined || fitsClientType(example, schema, this.model, this.typing);
  }

  /**
   * An example as an answer: judged by the schema alone, without its `writeOnly` properties; under the client's
   * types, as it is (the response view has none, and without views the type requires them).
   */
  answered(example: JsonValue, schema: Schema): JsonValue {
    return this.typing === undefined ? answerView(example, schema, this.model) : example;
  }

  /**
   * `word`: the property the value belongs to; `variant`: which of several equal choices (array items);
   * `siblings`: the property names the `allOf` around the value declares, which its object type then takes.
   */
  private make(
    schema: Schema,
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
    siblings: AllowedNames = NO_SIBLINGS,
  ): Made {
    if (depth > MAX_SCHEMA_DEPTH) return CUT;
    if (this.madeCount >= MOCK_SIZE_CAPS.values) return this.tooLarge(place);
    this.madeCount++;
    const made = this.madeOf(schema, place, word, variant, depth, siblings);
    const nullAllowed = this.typing === undefined ? schema.nullable : typeAdmitsNull(schema, this.typing);
    if (made === FALLBACK_NULL) return nullAllowed ? null : made;
    return made === CUT && nullAllowed ? null : made;
  }

  /** The `null` a schema nothing satisfies gives: under the client's types, `FALLBACK_NULL` (see there). */
  private fallbackNull(): Made {
    return this.typing === undefined ? null : FALLBACK_NULL;
  }

  private madeOf(
    schema: Schema,
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
    siblings: AllowedNames,
  ): Made {
    const example = schema.docs?.example;
    if (example !== undefined && variant === 0 && this.usable(example, schema)) {
      return this.answered(structuredClone(example) as JsonValue, schema);
    }
    const structured = schema.constraints?.structuredValues;
    if (structured !== undefined) {
      const listed = this.fromList(structured as JsonValue[], schema, place, variant);
      // A listed value is the description's, judged as its examples are.
      if (listed === FALLBACK_NULL || this.typing === undefined) return listed;
      return fitsClientType(listed, schema, this.model, this.typing, siblings) ? listed : NO_VALUE;
    }
    const next = depth + 1;
    switch (schema.kind) {
      case "ref": {
        const target = this.model.schemas.get(schema.target);
        if (target === undefined) return {};
        if (this.making.includes(schema.target)) return CUT;
        this.making.push(schema.target);
        try {
          return this.make(target.schema, place, word, variant, next, siblings);
        } finally {
          this.making.pop();
        }
      }
      case "primitive":
        return this.primitive(
          schema.type,
          schema.format ?? schema.docs?.format,
          schema.constraints,
          place,
          word,
          variant,
        );
      case "binary":
        if ((schema.constraints?.minLength ?? 0) > MOCK_SIZE_CAPS.characters) return this.tooLarge(place);
        return fallbackString({ place, constraints: schema.constraints });
      case "unknown":
        return {};
      case "never":
        this.problems.push({ place, reason: "unsatisfiable" });
        return this.fallbackNull();
      case "tsType":
        this.problems.push({ place, reason: "typescript-type" });
        return null;
      case "enum":
        return this.fromList(schema.values, schema, place, variant);
      case "const":
        return schema.value;
      case "object":
        return this.object(schema, place, variant, next, siblings);
      case "array":
        return this.array(schema.items, schema.constraints, place, word, next);
      case "tuple":
        return this.tuple(schema, place, word, next);
      case "union":
        return this.union(schema, place, word, variant, next, siblings);
      case "intersection":
        return this.intersection(schema.members, place, word, variant, next, siblings);
    }
  }

  private primitive(
    type: string,
    format: string | undefined,
    constraints: SchemaConstraints | undefined,
    place: string,
    word: string | undefined,
    variant: number,
  ): Made {
    switch (type) {
      case "null":
        return null;
      case "boolean":
        return variant % 2 === 0;
      case "integer":
      case "number": {
        const number = mockNumber(
          type === "integer",
          constraints ?? {},
          variant === 0 ? place : `${place}~${variant}`,
          format,
        );
        if (number !== undefined) return number;
        this.problems.push({ place, reason: "unsatisfiable" });
        return constraints?.minimum ?? 0;
      }
      default: {
        if ((constraints?.minLength ?? 0) > MOCK_SIZE_CAPS.characters) return this.tooLarge(place);
        const request = {
          place: variant === 0 ? place : `${place}~${variant}`,
          word,
          variant,
          format,
          constraints,
        };
        const text = mockString(request);
        if (typeof text === "string") return text;
        const reason =
          text === OVER_BUDGET ? "pattern-budget" : constraints?.pattern !== undefined ? "pattern" : "format";
        this.problems.push({ place, reason });
        return fallbackString(request);
      }
    }
  }

  /** An allowed value of a list (`enum`, or the structured values of one): the first the schema's facts allow. */
  private fromList(values: readonly JsonValue[], schema: Schema, place: string, variant: number): Made {
    const allowed = values.filter((value) => value !== null || values.length === 1);
    const fitting = allowed.filter((value) => conforms(value, schema, this.model));
    const choices = fitting.length > 0 ? fitting : allowed;
    if (choices.length === 0) {
      this.problems.push({ place, reason: "unsatisfiable" });
      return this.fallbackNull();
    }
    return structuredClone(choices[variant % choices.length] as JsonValue);
  }

  private object(
    schema: Schema & { kind: "object" },
    place: string,
    variant: number,
    depth: number,
    siblings: AllowedNames,
  ): Made {
    if ((schema.constraints?.minProperties ?? 0) > MOCK_SIZE_CAPS.properties) return this.tooLarge(place);
    const value: Record<string, JsonValue> = {};
    const optionalNames: string[] = [];
    // Set where a part has no value of its type; the rest is still made, so that its problems are told.
    let typeless = false;
    for (const property of schema.properties) {
      // Judged by the schema alone, an answer has no writeOnly property; under the client's types, their views decide.
      if (this.typing === undefined && isWriteOnly(property.schema, property.docs, this.model)) continue;
      const optional = this.isOptional(property);
      if (optional && this.madeCount > OPTIONAL_VALUES_BUDGET) continue;
      const made = this.make(
        property.schema,
        `${place}/${escaped(property.name)}`,
        property.name,
        variant,
        depth,
      );
      if (made === CUT) {
        if (optional) continue;
        return CUT;
      }
      if (!isMade(made)) typeless = true;
      setOwnValue(value, property.name, isMade(made) ? made : null);
      if (optional) optionalNames.push(property.name);
    }
    const { minProperties = 0, maxProperties } = schema.constraints ?? {};
    // Optional properties are the ones a `maxProperties` can do without, the last first.
    while (
      maxProperties !== undefined &&
      Object.keys(value).length > maxProperties &&
      optionalNames.length > 0
    ) {
      delete value[optionalNames.pop() as string];
    }
    const extra = schema.additionalProperties;
    if (extra !== false) {
      const wanted = Math.max(
        minProperties - Object.keys(value).length,
        typeof extra === "object" && schema.properties.length === 0 ? MAP_ENTRIES : 0,
      );
      const room =
        maxProperties === undefined ? wanted : Math.min(wanted, maxProperties - Object.keys(value).length);
      for (let index = 1; index <= room; index++) {
        const key = Object.hasOwn(value, `key${index}`) ? `key${index}_` : `key${index}`;
        const made =
          typeof extra === "object"
            ? this.make(extra, `${place}/${key}`, undefined, index - 1, depth)
            : "value";
        if (made === CUT) break;
        // A closed object type takes no property it does not declare (open-objects.ts), unless a sibling does.
        if (!isMade(made) || !this.takesName(schema, key, siblings)) typeless = true;
        setOwnValue(value, key, isMade(made) ? made : null);
      }
    }
    const count = Object.keys(value).length;
    if (count < minProperties || (maxProperties !== undefined && count > maxProperties)) {
      this.problems.push({ place, reason: "unsatisfiable" });
    }
    return typeless ? NO_VALUE : value;
  }

  /** Whether the client's type of `schema` takes a property named `key`, `siblings` declaring theirs. */
  private takesName(schema: Schema & { kind: "object" }, key: string, siblings: AllowedNames): boolean {
    if (this.typing === undefined || takesUndeclaredProperties(schema) || siblings === OPEN) return true;
    return siblings.has(key) || schema.properties.some((property) => property.name === key);
  }

  /** A property a value may leave out: not required, or (under the client's types) optional in its type. */
  private isOptional(property: PropertyNode): boolean {
    if (this.typing === undefined) return !property.required;
    return isOptionalInType(property, this.model.schemas, this.typing);
  }

  /**
   * `listSize` items (`max(minItems, 1)` inside another list's item, so that nested lists do not multiply the
   * answer), within `minItems`/`maxItems`. Items past the fewest allowed are extras: left out once they hold
   * {@link OPTIONAL_VALUES_BUDGET} values together, and where one is not made cleanly (a problem, no value of
   * the type, or with `uniqueItems` an item equal to an earlier one: an enum of two values gives two).
   */
  private array(
    items: Schema,
    constraints: SchemaConstraints | undefined,
    place: string,
    word: string | undefined,
    depth: number,
  ): Made {
    const { minItems = 0, maxItems, uniqueItems } = constraints ?? {};
    if (minItems > MOCK_SIZE_CAPS.items) return this.tooLarge(place);
    const wanted = this.listDepth === 0 ? this.listSize : 1;
    const count = Math.min(Math.max(minItems, wanted), maxItems ?? Number.POSITIVE_INFINITY);
    const value: JsonValue[] = [];
    const seen = new Set<string>();
    let typeless = false;
    let repeated = false;
    this.listDepth++;
    try {
      for (let index = 0; index < count; index++) {
        // An item past the fewest allowed is added only where it is made cleanly: its problems are not told.
        const extra = index >= Math.max(minItems, 1);
        if (extra && this.extraCount > OPTIONAL_VALUES_BUDGET) break;
        const told = this.problems.length;
        const oversized = this.oversized;
        const counted = this.madeCount;
        const made = this.make(items, `${place}/${index}`, word, index, depth);
        if (extra) {
          // Counted apart, so that the rest of the answer is made as it would be without them.
          this.extraCount += this.madeCount - counted;
          this.madeCount = counted;
        }
        const key = uniqueItems ? canonicalJson(isMade(made) ? made : null) : undefined;
        if (extra && (!isMade(made) || this.problems.length > told || (key !== undefined && seen.has(key)))) {
          this.problems.length = told;
          this.oversized = oversized;
          break;
        }
        if (made === CUT) return minItems === 0 ? [] : CUT;
        if (key !== undefined) {
          if (seen.has(key)) repeated = true;
          seen.add(key);
        }
        if (!isMade(made)) typeless = true;
        value.push(isMade(made) ? made : null);
      }
    } finally {
      this.listDepth--;
    }
    if (repeated) this.problems.push({ place, reason: "unique-items" });
    // `minItems` above `maxItems`: no count is right, and the value has the fewer.
    if (value.length < minItems) this.problems.push({ place, reason: "unsatisfiable" });
    return typeless ? NO_VALUE : value;
  }

  private tuple(
    schema: Schema & { kind: "tuple" },
    place: string,
    word: string | undefined,
    depth: number,
  ): Made {
    const value: JsonValue[] = [];
    let typeless = false;
    for (const [index, item] of schema.items.entries()) {
      const made = this.make(item, `${place}/${index}`, word, 0, depth);
      if (made === CUT) return CUT;
      if (!isMade(made)) typeless = true;
      value.push(isMade(made) ? made : null);
    }
    const { minItems = 0 } = schema.constraints ?? {};
    if (minItems > MOCK_SIZE_CAPS.items) return this.tooLarge(place);
    for (let index = value.length; index < minItems && schema.rest !== undefined; index++) {
      const made = this.make(schema.rest, `${place}/${index}`, word, index, depth);
      if (made === CUT) return CUT;
      if (!isMade(made)) typeless = true;
      value.push(isMade(made) ? made : null);
    }
    return typeless ? NO_VALUE : value;
  }

  /**
   * With a discriminator: the first mapped schema that can be made, its property set to the mapping's value
   * (unless the schema allows another value only, as descriptions whose implicit mapping disagrees with the
   * property's `enum` have it). Without: a value the union's own facts allow and that only one member allows
   * (`oneOf` wants exactly one), else the first the union allows, else the first made. Under the client's
   * types, the type admits a value by a member whose schema allows it (client-typing.ts): a value no member
   * allows is none.
   */
  private union(
    schema: Schema & { kind: "union" },
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
    siblings: AllowedNames,
  ): Made {
    const { discriminator } = schema;
    if (discriminator !== undefined && discriminator.mapping.length > 0) {
      const entries = discriminator.mapping;
      let first: Made = CUT;
      let firstTyped = false;
      for (let offset = 0; offset < Math.min(entries.length, UNION_TRIES); offset++) {
        const entry = entries[(variant + offset) % entries.length] as (typeof entries)[number];
        const target: Schema = { kind: "ref", target: entry.target };
        const made = this.make(target, place, word, 0, depth, siblings);
        if (made === CUT) continue;
        if (!isMade(made)) {
          if (first === CUT) first = NO_VALUE;
          continue;
        }
        if (isPlainObject(made)) this.setDiscriminator(made, discriminator.propertyName, entry.value, target);
        // A member whose schema contradicts its mapping's tag has a type no value fits: another is tried.
        const typed = this.typing === undefined || this.taggedInType(made, target, discriminator, siblings);
        // A validator that reads `oneOf` without the discriminator wants a value only one member allows.
        if (typed && this.allowingMembers(made, schema) <= 1) return made;
        if (first === CUT || (typed && !firstTyped)) {
          first = made;
          firstTyped = typed;
        }
      }
      if (first !== CUT) this.problems.push({ place, reason: "several-members" });
      return first !== CUT && !firstTyped && this.typing !== undefined ? NO_VALUE : first;
    }
    const members = schema.members;
    let firstMade: Made = CUT;
    let firstAllowed: Made = CUT;
    for (let offset = 0; offset < Math.min(members.length, UNION_TRIES); offset++) {
      const member = members[(variant + offset) % members.length] as Schema;
      const made = this.make(withConstraints(member, schema.constraints), place, word, 0, depth, siblings);
      if (made === CUT) continue;
      if (!isMade(made)) {
        if (members.length === 1) return made;
        if (firstMade === CUT) firstMade = made;
        continue;
      }
      if (members.length === 1) return this.memberAdmits(made, schema) ? made : NO_VALUE;
      if (firstMade === CUT) firstMade = made;
      if (!conforms(made, schema, this.model)) continue;
      if (this.allowingMembers(made, schema) === 1) return made;
      if (firstAllowed === CUT) firstAllowed = made;
    }
    if (firstAllowed !== CUT) {
      this.problems.push({ place, reason: "several-members" });
      return firstAllowed;
    }
    if (!isMade(firstMade) || this.memberAdmits(firstMade, schema)) return firstMade;
    return NO_VALUE;
  }

  /** Without the client's types, any value; with them, one some member's schema allows (see `union`). */
  private memberAdmits(value: JsonValue, union: Schema & { kind: "union" }): boolean {
    return this.typing === undefined || this.allowingMembers(value, union) > 0;
  }

  /**
   * Whether the client's type admits a discriminated member's value with its tag set: the member's type narrows
   * the tag to the mapping's values (discriminator-tags.ts), its schema allows the value, and it declares the
   * tag property unless it takes any.
   */
  private taggedInType(
    value: JsonValue,
    target: Schema,
    discriminator: NonNullable<(Schema & { kind: "union" })["discriminator"]>,
    siblings: AllowedNames,
  ): boolean {
    const { propertyName } = discriminator;
    const tag = isPlainObject(value) ? ownValue(value, propertyName) : undefined;
    const tags = narrowedTags(target, discriminator, this.model.schemas);
    if (tags !== undefined && !tags.some((allowed) => allowed === tag)) return false;
    if (!conforms(value, target, this.model)) return false;
    if (tag === undefined) return true;
    const names = propertyNames([target], this.model, siblings);
    return names === OPEN || names.has(propertyName);
  }

  /** Whether a member of `schema`, where it is a union, allows `value` (the whole schema, where it is not). */
  allowedByAMember(value: JsonValue, schema: Schema): boolean {
    return schema.kind === "union"
      ? this.allowingMembers(value, schema) > 0
      : conforms(value, schema, this.model);
  }

  private allowingMembers(value: JsonValue, union: Schema & { kind: "union" }): number {
    return union.members.filter((member) => conforms(value, member, this.model)).length;
  }

  private setDiscriminator(
    value: Record<string, JsonValue>,
    name: string,
    mapped: string,
    target: Schema,
  ): void {
    // Set as an own property: a tag named `__proto__` is a key of the value like any other.
    const made = ownValue(value, name);
    setOwnValue(value, name, mapped);
    if (made !== undefined && !conforms(value, target, this.model)) setOwnValue(value, name, made);
  }

  /**
   * `allOf`: members that are objects give one object, their values merged; members that are all scalars
   * (`{type: string}` beside `{maxLength: 5}`), or an array beside members that only state checks (`$ref: Tags`
   * beside `{maxItems: 2}`), are made as one schema with every member's constraints. Under the client's types,
   * each member's value is made with the property names its siblings declare, which its type then takes; the
   * value is one of the intersection where no member writes over another's different value.
   */
  private intersection(
    members: readonly Schema[],
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
    siblings: AllowedNames,
  ): Made {
    const resolved = members.map((member) => this.resolved(member));
    const scalar =
      resolved.find(
        (member) => member.kind === "primitive" || member.kind === "enum" || member.kind === "const",
      ) ?? arrayBesideChecks(resolved);
    if (scalar !== undefined && resolved.every((member) => member.kind !== "object")) {
      const constraints = tightest(resolved.map((member) => member.constraints ?? {}));
      const made = this.make({ ...scalar, constraints }, place, word, variant, depth, siblings);
      const value = made === FALLBACK_NULL ? null : made;
      // Two patterns, or two fractional `multipleOf`s, join in no one check: the value is made for the first.
      if (
        value !== CUT &&
        value !== NO_VALUE &&
        !resolved.every((member) => conforms(value, member, this.model))
      ) {
        this.problems.push({ place, reason: "several-checks" });
      }
      if (!isMade(made) || this.typing === undefined) return made;
      // Another member's type may be another scalar type, or another list of values (`allOf` of two enums).
      return resolved.every((member) => member === scalar || this.scalarInType(made, member))
        ? made
        : NO_VALUE;
    }
    const names = this.typing === undefined ? siblings : propertyNames(members, this.model, siblings);
    let merged: JsonValue = {};
    let typeless = false;
    let overwritten = false;
    for (const [index, member] of members.entries()) {
      const made = this.make(member, place, word, variant, depth, names);
      if (made === CUT) return CUT;
      const value = isMade(made) ? made : null;
      if (!isMade(made)) typeless = true;
      else if (index > 0 && writesOver(merged, value)) overwritten = true;
      merged = mergedValues(merged, value);
    }
    // A value written over another member's different one (a base's `published: string` under a narrowing
    // member's date-time) is of that member's type only if its type at that place admits it, which the
    // members' values, each made for its own type, do not tell: the merged value is judged there.
    if (this.typing !== undefined && !typeless && overwritten) {
      const typing = this.typing;
      typeless = !members.every((member) => fitsClientType(merged, member, this.model, typing, names));
    }
    // Members that contradict each other (`prop` a boolean in one, an integer in another) meet in no value.
    if (!members.every((member) => conforms(merged, member, this.model))) {
      this.problems.push({ place, reason: "unsatisfiable" });
    }
    // A union member's value was made alone; merged with the others it may now be one several members allow.
    for (const member of resolved) {
      if (member.kind !== "union" || member.discriminator !== undefined) continue;
      const allowing = member.members.filter((other) => conforms(merged, other, this.model)).length;
      if (allowing > 1) this.problems.push({ place, reason: "several-members" });
    }
    return typeless && this.typing !== undefined ? NO_VALUE : merged;
  }

  /**
   * Whether the client's type of `member` (an `allOf` member beside a scalar, resolved) admits the scalar
   * `value`: its primitive type, its values, or any where it states checks only.
   */
  private scalarInType(value: JsonValue, member: Schema): boolean {
    if (value === null && this.typing !== undefined && typeAdmitsNull(member, this.typing)) return true;
    switch (member.kind) {
      case "primitive":
        return isOfPrimitiveType(value, member.type);
      case "enum":
        return member.values.some((allowed) => allowed === value);
      case "const":
        return member.value === value;
      case "binary":
        return typeof value === "string";
      case "unknown":
      case "tsType":
        return true;
      case "union":
        return member.members.some(
          (other) => this.scalarInType(value, this.resolved(other)) && conforms(value, other, this.model),
        );
      case "intersection":
        return member.members.every((other) => this.scalarInType(value, this.resolved(other)));
      default:
        return false;
    }
  }

  /** The schema a reference names (references followed a few times), for looking at its kind. */
  private resolved(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current.kind === "ref" && hops < 8; hops++) {
      const target = this.model.schemas.get(current.target);
      if (target === undefined) break;
      current = target.schema;
    }
    return current;
  }
}

/**
 * Whether merging `later` over `earlier` (mergedValues) replaces a value with a different one, at any depth:
 * an empty object merged in keeps what was there.
 */
function writesOver(earlier: JsonValue, later: JsonValue): boolean {
  if (isPlainObject(earlier) && isPlainObject(later)) {
    return Object.keys(later).some(
      (key) =>
        Object.hasOwn(earlier, key) &&
        writesOver(ownValue(earlier, key) as JsonValue, ownValue(later, key) as JsonValue),
    );
  }
  if (isPlainObject(later) && Object.keys(later).length === 0) return false;
  return canonicalJson(earlier) !== canonicalJson(later);
}

/** The one array or tuple of `members` when every other member only states checks (`{maxItems: 2}`). */
function arrayBesideChecks(members: readonly Schema[]): Schema | undefined {
  const arrays = members.filter((member) => member.kind === "array" || member.kind === "tuple");
  const checksOnly = (member: Schema) =>
    member.kind === "unknown" && member.nullable !== true && member.constraints !== undefined;
  const [array] = arrays;
  return arrays.length === 1 && members.every((member) => member === array || checksOnly(member))
    ? array
    : undefined;
}

/** A name as a JSON pointer segment. */
function escaped(name: string): string {
  return name.replaceAll("~", "~0").replaceAll("/", "~1");
}
