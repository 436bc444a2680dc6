/**
 * The validation keywords JSON Schema states and no type can, as Zod checks; a check never changes the
 * inferred type. A `pattern` the model holds is one the schemas can use (`isCheckedPattern` of
 * model/checked-pattern.ts); keywords on kinds they do not apply to are left out.
 */
import {
  and,
  atLeast,
  atMost,
  elementAccess,
  isInstanceOf,
  newExpression,
  not,
  strictEquals,
} from "../../ast/expressions.js";
import { memberAccess } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  call,
  conditional,
  id,
  numericLiteral,
  parameter,
  stringLiteral,
} from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { SchemaConstraints } from "../../model/types.js";
import { chain, regExp } from "./zod-context.js";

export function withStringChecks(
  schema: ts.Expression,
  constraints: SchemaConstraints | undefined,
): ts.Expression {
  if (constraints === undefined) return schema;
  let checked = schema;
  if (constraints.minLength !== undefined)
    checked = chain(checked, "min", [numericLiteral(constraints.minLength)]);
  if (constraints.maxLength !== undefined)
    checked = chain(checked, "max", [numericLiteral(constraints.maxLength)]);
  const { pattern } = constraints;
  if (pattern !== undefined) {
    checked = chain(checked, "regex", [regExp(stringLiteral(pattern), stringLiteral("u"))]);
  }
  return checked;
}

export function withNumberChecks(
  schema: ts.Expression,
  constraints: SchemaConstraints | undefined,
): ts.Expression {
  if (constraints === undefined) return schema;
  const bounds: [keyof SchemaConstraints, string][] = [
    ["minimum", "gte"],
    ["exclusiveMinimum", "gt"],
    ["maximum", "lte"],
    ["exclusiveMaximum", "lt"],
    ["multipleOf", "multipleOf"],
  ];
  let checked = schema;
  for (const [keyword, method] of bounds) {
    const value = constraints[keyword];
    if (typeof value === "number" && Number.isFinite(value))
      checked = chain(checked, method, [numericLiteral(value)]);
  }
  return checked;
}

export function withArrayChecks(
  schema: ts.Expression,
  constraints: SchemaConstraints | undefined,
): ts.Expression {
  if (constraints === undefined) return schema;
  let checked = schema;
  if (constraints.minItems !== undefined)
    checked = chain(checked, "min", [numericLiteral(constraints.minItems)]);
  if (constraints.maxItems !== undefined)
    checked = chain(checked, "max", [numericLiteral(constraints.maxItems)]);
  if (constraints.uniqueItems)
    checked = chain(checked, "refine", [uniqueItems(), stringLiteral("items must be unique")]);
  return checked;
}

/**
 * `minItems` / `maxItems` of a tuple with a rest item, and `minProperties` / `maxProperties`: refinements,
 * since a tuple's and an object's Zod schema have no count of their own.
 */
export function withCountChecks(
  schema: ts.Expression,
  constraints: SchemaConstraints | undefined,
  counted: "items" | "properties",
): ts.Expression {
  if (constraints === undefined) return schema;
  const [min, max] =
    counted === "items"
      ? [constraints.minItems, constraints.maxItems]
      : [constraints.minProperties, constraints.maxProperties];
  const count =
    counted === "items"
      ? memberAccess(id("value"), "length")
      : memberAccess(call(memberAccess(id("Object"), "keys"), [id("value")]), "length");
  let checked = schema;
  if (min !== undefined) {
    const test = arrow([parameter("value")], atLeast(count, numericLiteral(min)));
    checked = chain(checked, "refine", [test, stringLiteral(`at least ${countOf(min, counted)}`)]);
  }
  if (max !== undefined) {
    const test = arrow([parameter("value")], atMost(count, numericLiteral(max)));
    checked = chain(checked, "refine", [test, stringLiteral(`at most ${countOf(max, counted)}`)]);
  }
  return checked;
}

/** `1 item`, `2 properties`. */
function countOf(count: number, counted: "items" | "properties"): string {
  if (count !== 1) return `${count} ${counted}`;
  return `1 ${counted === "items" ? "item" : "property"}`;
}

/**
 * `(items) => new Set(items.map((item) => JSON.stringify(item))).size === items.length`: JSON Schema's
 * equality is of values, so items are compared by their JSON text (objects whose keys are written in a
 * different order count as different: looser than JSON Schema, never stricter).
 */
function uniqueItems(): ts.Expression {
  const texts = call(memberAccess(id("items"), "map"), [
    arrow([parameter("item")], call(memberAccess(id("JSON"), "stringify"), [id("item")])),
  ]);
  const distinct = memberAccess(newExpression(id("Set"), [texts]), "size");
  return arrow([parameter("items")], strictEquals(distinct, memberAccess(id("items"), "length")));
}

/**
 * An `enum`/`const` of objects or arrays (`structuredValues`): `.refine((value) => [...].includes(JSON.stringify(value,
 * sortedKeys)))`, each allowed value's JSON text worked out here with the same replacer, which writes an
 * object's keys in order, so that JSON Schema's equality (of values, whatever the order of keys) holds.
 */
export function withStructuredValues(
  schema: ts.Expression,
  constraints: SchemaConstraints | undefined,
): ts.Expression {
  const values = constraints?.structuredValues;
  if (values === undefined) return schema;
  const allowed = arrayLiteral(values.map((value) => stringLiteral(JSON.stringify(value, sortedKeys))));
  const text = call(memberAccess(id("JSON"), "stringify"), [id("value"), sortedKeysReplacer()]);
  const test = arrow([parameter("value")], call(memberAccess(allowed, "includes"), [text]));
  return chain(schema, "refine", [test, stringLiteral("must be one of the values the description lists")]);
}

function sortedKeys(_key: string, item: unknown): unknown {
  if (!(item instanceof Object) || Array.isArray(item)) return item;
  const record = item as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}

/** `sortedKeys` as the schema file writes it (`item` is `any` there: `instanceof Object` does not narrow it). */
function sortedKeysReplacer(): ts.Expression {
  const item = id("item");
  const entries = call(
    memberAccess(call(memberAccess(call(memberAccess(id("Object"), "keys"), [item]), "sort")), "map"),
    [arrow([parameter("key")], arrayLiteral([id("key"), elementAccess(item, id("key"))]))],
  );
  const isRecord = and(
    isInstanceOf(item, id("Object")),
    not(call(memberAccess(id("Array"), "isArray"), [item])),
  );
  return arrow(
    [parameter("_key"), parameter("item")],
    conditional(isRecord, call(memberAccess(id("Object"), "fromEntries"), [entries]), item),
  );
}
