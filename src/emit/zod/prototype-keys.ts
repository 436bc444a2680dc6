/**
 * Properties named like a member of `Object.prototype` (`constructor`, `toString`, ...) and `__proto__`. Zod
 * reads a property as `input[key]` and asks `key in input`, which find the inherited member where the value
 * has no property of that name: a valid `{ "name": "x" }` would fail an optional `constructor: string`, and a
 * required `toString` of any value would pass without one. And Zod passes over `__proto__` in a shape
 * altogether: it is checked here on the value's own property. The inferred types stay the type's.
 */
import { strictEquals, strictNotEquals } from "../../ast/expressions.js";
import { memberAccess, property, propertyRead } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  booleanLiteral,
  call,
  conditional,
  id,
  keywordType,
  objectLiteral,
  parameter,
  stringLiteral,
} from "../../ast/nodes.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { chain, zod } from "./zod-context.js";

/** `Object.prototype`'s own members (ECMA-262 and Annex B), which every plain object inherits. */
const PROTOTYPE_MEMBERS: ReadonlySet<string> = new Set([
  "constructor",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "toString",
  "valueOf",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
]);

export const PROTO = "__proto__";

/**
 * A property's schema (before `.exactOptional()`) that tells the inherited member from a value of the
 * object's own: optional, the inherited member passes as absence, `z.union([schema, z.custom<never>(...)])`
 * (`never` adds nothing to the type); required, it fails, `schema.refine(...)`.
 */
export function ownPropertySchema(name: string, schema: ts.Expression, required: boolean): ts.Expression {
  if (!PROTOTYPE_MEMBERS.has(name)) return schema;
  const inherited = memberAccess(memberAccess(id("Object"), "prototype"), name);
  if (required) {
    // `unknown`: the member is a function, which the value's type may have nothing in common with (TS2367).
    const isOwn = arrow(
      [parameter("value", { type: keywordType("unknown") })],
      strictNotEquals(id("value"), inherited),
    );
    return chain(schema, "refine", [isOwn, stringLiteral(`a \`${name}\` of its own is required`)]);
  }
  const isInherited = arrow([parameter("value")], strictEquals(id("value"), inherited));
  return zod("union", [arrayLiteral([schema, zod("custom", [isInherited], [keywordType("never")])])]);
}

/**
 * The object's schema with its own `__proto__` checked, where it declares one: `z.intersection(object,
 * z.custom<{}>(...))`, whose second part reads the value's own property (`{}` adds nothing to the type); a
 * refinement would see what the object parsed, where Zod does not copy `__proto__`. An intersection reports
 * the keys a strict object does not know only where no member is other than an object, so a closed
 * object's keys (`closedKeys`) are checked by a third part.
 */
export function withOwnProto(
  object: ts.Expression,
  proto: { schema: ts.Expression; required: boolean } | undefined,
  closedKeys?: readonly string[],
): ts.Expression {
  if (proto === undefined) return object;
  const checked = zod("intersection", [object, ownProtoCheck(proto)]);
  if (closedKeys === undefined) return checked;
  const known = arrayLiteral(closedKeys.map((key) => stringLiteral(key)));
  const isKnown = arrow([parameter("key")], call(memberAccess(known, "includes"), [id("key")]));
  const keys = call(memberAccess(id("Object"), "keys"), [call(id("Object"), [id("value")])]);
  const test = arrow([parameter("value")], call(memberAccess(keys, "every"), [isKnown]));
  const issue = objectLiteral([property("error", stringLiteral("a key the object does not declare"))]);
  return zod("intersection", [checked, zod("custom", [test, issue], [typeLiteral([])])]);
}

function ownProtoCheck(proto: { schema: ts.Expression; required: boolean }): ts.Expression {
  const value = id("value");
  const objectPrototype = memberAccess(id("Object"), "prototype");
  const boxed = call(id("Object"), [value]);
  const hasOwn = call(memberAccess(memberAccess(objectPrototype, "hasOwnProperty"), "call"), [
    boxed,
    stringLiteral(PROTO),
  ]);
  const ownValue = propertyRead(
    call(memberAccess(id("Object"), "getOwnPropertyDescriptor"), [boxed, stringLiteral(PROTO)]),
    "value",
    true,
  );
  const matches = memberAccess(chain(proto.schema, "safeParse", [ownValue]), "success");
  const test = arrow([parameter("value")], conditional(hasOwn, matches, booleanLiteral(!proto.required)));
  const issue = objectLiteral([
    property(
      "error",
      stringLiteral(proto.required ? "a valid `__proto__` of its own is required" : "invalid `__proto__`"),
    ),
    property("path", arrayLiteral([stringLiteral(PROTO)])),
  ]);
  return zod("custom", [test, issue], [typeLiteral([])]);
}
