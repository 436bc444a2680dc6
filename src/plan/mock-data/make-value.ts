/**
 * A value of a model schema, made for an answer: every property but the `writeOnly` ones, optional ones too
 * (richer data is more useful), the description's `example` where it holds, and where a schema is made of
 * itself the first way out (leave the optional property out, answer `null` where it is nullable, `[]` where
 * an array may be empty, another member of a union). The same schema always gives the same value.
 *
 * What cannot be honoured is told to the caller's `problems` and given a documented fallback: a schema
 * nothing satisfies (`never`, bounds that leave no number) gives `null`, a pattern no string was found for
 * gives the plain string, recursion with no way out gives `null`.
 */

import { ownValue, setOwnValue } from "../../load/json-value.js";
import type { JsonValue } from "../../load/types.js";
import { MAX_SCHEMA_DEPTH } from "../../model/schema-walk.js";
import type { Model, PropertyNode, Schema, SchemaConstraints } from "../../model/types.js";
import { isOptionalInType, type NullableTyping, typeAdmitsNull } from "../nullable-typing.js";
import { answerView } from "./answer-view.js";
import { fitsClientType } from "./client-typing.js";
import { mergedValues, tightest, withConstraints } from "./combined-members.js";
import { canonicalJson, conforms, isPlainObject, isWriteOnly } from "./conforms.js";
import { mockNumber } from "./mock-numbers.js";
import type { MockProblem } from "./mock-problems.js";
import { MOCK_SIZE_CAPS } from "./mock-size-caps.js";
import { fallbackString, mockString } from "./mock-strings.js";
import { OVER_BUDGET } from "./pattern-string.js";

/** A way back into a schema being made: the nearest optional, nullable or empty-array place drops it. */
const CUT = Symbol("recursion cut");
type Made = JsonValue | typeof CUT;

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

  /**
   * `typing`: what the client's types admit, where the value is written under them (the handlers file): an
   * example is then used only where its type admits it, and `null` is a way out of a recursion only where the
   * type has it. Without it, values are judged by the schema alone.
   */
  constructor(
    private readonly model: Model,
    private readonly problems: MockProblem[] = [],
    private readonly typing?: NullableTyping,
  ) {}

  /**
   * A value of `schema` at `place` (a JSON pointer within the answer, for variety and problems); the
   * `variant`-th of several (stream items) differs from the others where the schema allows.
   */
  value(schema: Schema, place: string, variant = 0): JsonValue {
    this.madeCount = 0;
    this.oversized = false;
    const made = this.make(schema, place, undefined, variant, 0);
    if (made !== CUT) return made;
    // A cut for size is told where it was made.
    if (!this.oversized) this.problems.push({ place, reason: "recursion" });
    return null;
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

  /** `word`: the property the value belongs to; `variant`: which of several equal choices (array items). */
  private make(
    schema: Schema,
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
  ): Made {
    if (depth > MAX_SCHEMA_DEPTH) return CUT;
    if (this.madeCount >= MOCK_SIZE_CAPS.values) return this.tooLarge(place);
    this.madeCount++;
    const made = this.madeOf(schema, place, word, variant, depth);
    const nullAllowed = this.typing === undefined ? schema.nullable : typeAdmitsNull(schema, this.typing);
    return made === CUT && nullAllowed ? null : made;
  }

  private madeOf(
    schema: Schema,
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
  ): Made {
    const example = schema.docs?.example;
    if (example !== undefined && variant === 0 && this.usable(example, schema)) {
      return this.answered(structuredClone(example) as JsonValue, schema);
    }
    const structured = schema.constraints?.structuredValues;
    if (structured !== undefined) return this.fromList(structured as JsonValue[], schema, place, variant);
    const next = depth + 1;
    switch (schema.kind) {
      case "ref": {
        const target = this.model.schemas.get(schema.target);
        if (target === undefined) return {};
        if (this.making.includes(schema.target)) return CUT;
        this.making.push(schema.target);
        try {
          return this.make(target.schema, place, word, variant, next);
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
        return null;
      case "tsType":
        this.problems.push({ place, reason: "typescript-type" });
        return null;
      case "enum":
        return this.fromList(schema.values, schema, place, variant);
      case "const":
        return schema.value;
      case "object":
        return this.object(schema, place, variant, next);
      case "array":
        return this.array(schema.items, schema.constraints, place, word, next);
      case "tuple":
        return this.tuple(schema, place, word, next);
      case "union":
        return this.union(schema, place, word, variant, next);
      case "intersection":
        return this.intersection(schema.members, place, word, variant, next);
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
          word: variantWord(word, variant),
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
  private fromList(values: readonly JsonValue[], schema: Schema, place: string, variant: number): JsonValue {
    const allowed = values.filter((value) => value !== null || values.length === 1);
    const fitting = allowed.filter((value) => conforms(value, schema, this.model));
    const choices = fitting.length > 0 ? fitting : allowed;
    if (choices.length === 0) {
      this.problems.push({ place, reason: "unsatisfiable" });
      return null;
    }
    return structuredClone(choices[variant % choices.length] as JsonValue);
  }

  private object(schema: Schema & { kind: "object" }, place: string, variant: number, depth: number): Made {
    if ((schema.constraints?.minProperties ?? 0) > MOCK_SIZE_CAPS.properties) return this.tooLarge(place);
    const value: Record<string, JsonValue> = {};
    const optionalNames: string[] = [];
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
      setOwnValue(value, property.name, made);
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
        setOwnValue(value, key, made);
      }
    }
    const count = Object.keys(value).length;
    if (count < minProperties || (maxProperties !== undefined && count > maxProperties)) {
      this.problems.push({ place, reason: "unsatisfiable" });
    }
    return value;
  }

  /** A property a value may leave out: not required, or (under the client's types) optional in its type. */
  private isOptional(property: PropertyNode): boolean {
    if (this.typing === undefined) return !property.required;
    return isOptionalInType(property, this.model.schemas, this.typing);
  }

  private array(
    items: Schema,
    constraints: SchemaConstraints | undefined,
    place: string,
    word: string | undefined,
    depth: number,
  ): Made {
    const { minItems = 0, maxItems, uniqueItems } = constraints ?? {};
    if (minItems > MOCK_SIZE_CAPS.items) return this.tooLarge(place);
    const count = Math.min(Math.max(minItems, 1), maxItems ?? Number.POSITIVE_INFINITY);
    const value: JsonValue[] = [];
    for (let index = 0; index < count; index++) {
      const made = this.make(items, `${place}/${index}`, word, index, depth);
      if (made === CUT) return minItems === 0 ? [] : CUT;
      value.push(made);
    }
    if (uniqueItems && new Set(value.map(canonicalJson)).size < value.length) {
      this.problems.push({ place, reason: "unique-items" });
    }
    // `minItems` above `maxItems`: no count is right, and the value has the fewer.
    if (value.length < minItems) this.problems.push({ place, reason: "unsatisfiable" });
    return value;
  }

  private tuple(
    schema: Schema & { kind: "tuple" },
    place: string,
    word: string | undefined,
    depth: number,
  ): Made {
    const value: JsonValue[] = [];
    for (const [index, item] of schema.items.entries()) {
      const made = this.make(item, `${place}/${index}`, word, 0, depth);
      if (made === CUT) return CUT;
      value.push(made);
    }
    const { minItems = 0 } = schema.constraints ?? {};
    if (minItems > MOCK_SIZE_CAPS.items) return this.tooLarge(place);
    for (let index = value.length; index < minItems && schema.rest !== undefined; index++) {
      const made = this.make(schema.rest, `${place}/${index}`, word, index, depth);
      if (made === CUT) return CUT;
      value.push(made);
    }
    return value;
  }

  /**
   * With a discriminator: the first mapped schema that can be made, its property set to the mapping's value
   * (unless the schema allows another value only, as descriptions whose implicit mapping disagrees with the
   * property's `enum` have it). Without: a value the union's own facts allow and that only one member allows
   * (`oneOf` wants exactly one), else the first the union allows, else the first made.
   */
  private union(
    schema: Schema & { kind: "union" },
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
  ): Made {
    const { discriminator } = schema;
    if (discriminator !== undefined && discriminator.mapping.length > 0) {
      const entries = discriminator.mapping;
      let first: Made = CUT;
      let firstTyped = false;
      for (let offset = 0; offset < Math.min(entries.length, UNION_TRIES); offset++) {
        const entry = entries[(variant + offset) % entries.length] as (typeof entries)[number];
        const target: Schema = { kind: "ref", target: entry.target };
        const made = this.make(target, place, word, 0, depth);
        if (made === CUT) continue;
        if (isPlainObject(made)) this.setDiscriminator(made, discriminator.propertyName, entry.value, target);
        // A member whose schema contradicts its mapping's tag has a type no value fits: another is tried.
        const typed = this.typing === undefined || fitsClientType(made, schema, this.model, this.typing);
        // A validator that reads `oneOf` without the discriminator wants a value only one member allows.
        if (typed && this.allowingMembers(made, schema) <= 1) return made;
        if (first === CUT || (typed && !firstTyped)) {
          first = made;
          firstTyped = typed;
        }
      }
      if (first !== CUT) this.problems.push({ place, reason: "several-members" });
      return first;
    }
    const members = schema.members;
    let firstMade: Made = CUT;
    let firstAllowed: Made = CUT;
    for (let offset = 0; offset < Math.min(members.length, UNION_TRIES); offset++) {
      const member = members[(variant + offset) % members.length] as Schema;
      const made = this.make(withConstraints(member, schema.constraints), place, word, 0, depth);
      if (made === CUT) continue;
      if (members.length === 1) return made;
      if (firstMade === CUT) firstMade = made;
      if (!conforms(made, schema, this.model)) continue;
      if (this.allowingMembers(made, schema) === 1) return made;
      if (firstAllowed === CUT) firstAllowed = made;
    }
    if (firstAllowed !== CUT) {
      this.problems.push({ place, reason: "several-members" });
      return firstAllowed;
    }
    return firstMade;
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
   * beside `{maxItems: 2}`), are made as one schema with every member's constraints.
   */
  private intersection(
    members: readonly Schema[],
    place: string,
    word: string | undefined,
    variant: number,
    depth: number,
  ): Made {
    const resolved = members.map((member) => this.resolved(member));
    const scalar =
      resolved.find(
        (member) => member.kind === "primitive" || member.kind === "enum" || member.kind === "const",
      ) ?? arrayBesideChecks(resolved);
    if (scalar !== undefined && resolved.every((member) => member.kind !== "object")) {
      const constraints = tightest(resolved.map((member) => member.constraints ?? {}));
      const made = this.make({ ...scalar, constraints }, place, word, variant, depth);
      // Two patterns, or two fractional `multipleOf`s, join in no one check: the value is made for the first.
      if (made !== CUT && !resolved.every((member) => conforms(made, member, this.model))) {
        this.problems.push({ place, reason: "several-checks" });
      }
      return made;
    }
    let merged: Made = {};
    for (const member of members) {
      const made = this.make(member, place, word, variant, depth);
      if (made === CUT) return CUT;
      merged = mergedValues(merged, made);
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
    return merged;
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

/** A property word made distinct for the items of an array (`tag`, `tag2`, ...). */
function variantWord(word: string | undefined, variant: number): string | undefined {
  return variant === 0 || word === undefined ? word : `${word}${variant + 1}`;
}

/** A name as a JSON pointer segment. */
function escaped(name: string): string {
  return name.replaceAll("~", "~0").replaceAll("/", "~1");
}
