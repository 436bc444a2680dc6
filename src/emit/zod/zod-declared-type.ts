/**
 * The type of a schema expression of the schema file, written out: what TypeScript infers for it, as a
 * declaration file made from the file's text alone needs it (`isolatedDeclarations`, where every exported
 * constant's type must be written where it cannot be read off the syntax). `z.object({ id: z.int() })` is
 * `z.ZodObject<{ id: z.ZodInt }, z.core.$strip>`, a reference to another schema `typeof PetSchema`.
 *
 * It reads the expression `lower-zod.ts` built (the few Zod calls that file writes) rather than the schema:
 * the type then follows the code as written, whatever decided it. Each Zod function maps to the type its
 * typings declare it to return; checks (`min`, `regex`, `refine`, ...) return their receiver's type. The
 * written type is checked against the inferred one wherever the file compiles (a declaration's initializer
 * must be assignable to it) and proven the same type by test/emit/zod-declared-types.test.ts.
 */

import { propertyName } from "../../ast/keys.js";
import { literalType, propertySignature, readonlyType, typeReference, unionType } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import {
  indexedAccessType,
  literalTypeOfExpression,
  tupleType,
  typeLiteral,
  typeQuery,
} from "../../ast/type-nodes.js";
import ts from "../../compiler-api.js";
import { ZOD } from "./zod-context.js";

/** `z.string()` and the other calls without arguments whose type is one Zod class. */
const PLAIN_SCHEMAS: Readonly<Record<string, string>> = {
  string: "ZodString",
  int: "ZodInt",
  number: "ZodNumber",
  boolean: "ZodBoolean",
  null: "ZodNull",
  undefined: "ZodUndefined",
  never: "ZodNever",
  unknown: "ZodUnknown",
  any: "ZodAny",
  date: "ZodDate",
};

/** `z.iso.date()`, `z.iso.datetime(...)`. */
const ISO_SCHEMAS: Readonly<Record<string, string>> = { date: "ZodISODate", datetime: "ZodISODateTime" };

/** Methods of a schema that return the schema itself (`this` in Zod's typings). */
const CHECKS = new Set(["min", "max", "regex", "gt", "gte", "lt", "lte", "multipleOf", "refine"]);

/** The declared type of a schema expression; throws on an expression the schema file never writes. */
export function zodDeclaredType(expression: ts.Expression): ts.TypeNode {
  if (ts.isIdentifier(expression)) return typeQuery([expression.text]);
  if (ts.isParenthesizedExpression(expression)) return zodDeclaredType(expression.expression);
  if (ts.isAsExpression(expression)) return expression.type;
  if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression)) {
    const callee = expression.expression;
    const name = callee.name.text;
    const receiver = callee.expression;
    if (ts.isIdentifier(receiver) && receiver.text === ZOD) return zodFunctionType(name, expression);
    if (isZodMember(receiver, "iso") && ISO_SCHEMAS[name] !== undefined) return zodType(ISO_SCHEMAS[name]);
    return methodType(name, receiver, expression.arguments);
  }
  throw new Error(`zodDeclaredType: no type for ${ts.SyntaxKind[expression.kind]}`);
}

/** Whether `expression` is `z.name`. */
function isZodMember(expression: ts.Expression, name: string): boolean {
  return (
    ts.isPropertyAccessExpression(expression) &&
    expression.name.text === name &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === ZOD
  );
}

/** `z.name(...)` */
function zodFunctionType(name: string, call: ts.CallExpression): ts.TypeNode {
  const args = call.arguments;
  const plain = PLAIN_SCHEMAS[name];
  if (plain !== undefined) return zodType(plain);
  switch (name) {
    case "array":
      return zodType("ZodArray", [zodDeclaredType(argument(args, 0))]);
    case "record":
      return zodType("ZodRecord", [zodDeclaredType(argument(args, 0)), zodDeclaredType(argument(args, 1))]);
    case "intersection":
      return zodType("ZodIntersection", [
        zodDeclaredType(argument(args, 0)),
        zodDeclaredType(argument(args, 1)),
      ]);
    case "tuple": {
      const rest = args[1];
      return zodType("ZodTuple", [
        tupleType(elements(argument(args, 0)).map(zodDeclaredType)),
        rest === undefined ? literalType(null) : zodDeclaredType(rest),
      ]);
    }
    case "union":
      // `const T extends readonly SomeType[]`: an array literal is inferred as a readonly tuple.
      return zodType("ZodUnion", [readonlyType(tupleType(elements(argument(args, 0)).map(zodDeclaredType)))]);
    case "discriminatedUnion":
      return zodType("ZodDiscriminatedUnion", [
        tupleType(elements(argument(args, 1)).map(zodDeclaredType)),
        literalTypeOf(argument(args, 0)),
      ]);
    case "object":
      return zodObjectType(shapeType(argument(args, 0)), coreType("$strip"));
    case "strictObject":
      return zodObjectType(shapeType(argument(args, 0)), coreType("$strict"));
    case "lazy":
      return zodType("ZodLazy", [zodDeclaredType(arrowResult(argument(args, 0)))]);
    case "literal": {
      const value = argument(args, 0);
      const values = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
      return zodType("ZodLiteral", [unionType(values.map(literalTypeOf))]);
    }
    case "enum":
      return zodType("ZodEnum", [enumEntriesType(argument(args, 0))]);
    case "custom": {
      const [type] = call.typeArguments ?? [];
      if (type === undefined) throw new Error("zodDeclaredType: z.custom without its type argument");
      return zodType("ZodCustom", [type, type]);
    }
  }
  throw new Error(`zodDeclaredType: no type for z.${name}`);
}

/** `schema.name(...)`: a modifier, a check, or what makes another object schema of an object schema. */
function methodType(name: string, receiver: ts.Expression, args: ts.NodeArray<ts.Expression>): ts.TypeNode {
  if (CHECKS.has(name)) return zodDeclaredType(receiver);
  switch (name) {
    case "exactOptional":
      return zodType("ZodExactOptional", [zodDeclaredType(receiver)]);
    case "nullable":
      return zodType("ZodNullable", [zodDeclaredType(receiver)]);
    case "catchall":
      return zodObjectType(shapeOf(receiver), coreType("$catchall", [zodDeclaredType(argument(args, 0))]));
    case "extend":
      return zodObjectType(
        referencedType(`${ZOD}.util.Extend`, [shapeOf(receiver), shapeType(argument(args, 0))]),
        configOf(receiver),
      );
    case "omit": {
      const names = keysOf(argument(args, 0)).map((key) => literalType(key));
      return zodObjectType(typeReference("Omit", [shapeOf(receiver), unionType(names)]), configOf(receiver));
    }
  }
  throw new Error(`zodDeclaredType: no type for .${name}()`);
}

/** The shape of an object schema: written out for `z.object({...})`, else `(typeof X)['shape']`. */
function shapeOf(receiver: ts.Expression): ts.TypeNode {
  if (ts.isCallExpression(receiver) && isZodMember(receiver.expression, "object")) {
    return shapeType(argument(receiver.arguments, 0));
  }
  return indexedAccessType(zodDeclaredType(receiver), literalType("shape"));
}

/** Whether an object schema strips, keeps or refuses undeclared keys: `(typeof X)['_zod']['config']`. */
function configOf(receiver: ts.Expression): ts.TypeNode {
  const internals = indexedAccessType(zodDeclaredType(receiver), literalType("_zod"));
  return indexedAccessType(internals, literalType("config"));
}

/** `{ name: z.ZodString; tag: z.ZodExactOptional<z.ZodString> }` of the shape `{ name: z.string(), ... }`. */
function shapeType(shape: ts.Expression): ts.TypeLiteralNode {
  if (!ts.isObjectLiteralExpression(shape)) throw new Error("zodDeclaredType: a shape that is not an object");
  return typeLiteral(
    shape.properties.map((entry) => {
      if (!ts.isPropertyAssignment(entry))
        throw new Error("zodDeclaredType: a shape entry that is not a property");
      return propertySignature(entry.name, zodDeclaredType(entry.initializer));
    }),
  );
}

/**
 * The entries of `z.enum(...)`: `{ a: 'a'; 'b c': 'b c' }` of a list of strings (Zod's `ToEnum`), the enum's
 * object type for `api.Status` or an object asserted to it.
 */
function enumEntriesType(values: ts.Expression): ts.TypeNode {
  if (ts.isAsExpression(values)) return values.type;
  if (ts.isPropertyAccessExpression(values) && ts.isIdentifier(values.expression)) {
    return typeQuery([values.expression.text, values.name.text]);
  }
  // A value listed twice (descriptions do) is one entry: a key twice is an error in a type literal.
  const entries = new Map<string, ts.TypeElement>();
  for (const value of elements(values)) {
    if (!ts.isStringLiteral(value)) throw new Error("zodDeclaredType: an enum value that is not a string");
    if (!entries.has(value.text)) {
      entries.set(value.text, propertySignature(propertyName(value.text), literalTypeOf(value)));
    }
  }
  return typeLiteral([...entries.values()]);
}

/** The literal type of a literal expression, or the type it is asserted to (`'on' as api.Mode.On`). */
function literalTypeOf(value: ts.Expression): ts.TypeNode {
  if (ts.isAsExpression(value)) return value.type;
  const literal = literalTypeOfExpression(value);
  if (literal !== undefined) return literal;
  throw new Error(`zodDeclaredType: no literal type for ${ts.SyntaxKind[value.kind]}`);
}

function keysOf(mask: ts.Expression): string[] {
  if (!ts.isObjectLiteralExpression(mask))
    throw new Error("zodDeclaredType: an omit mask that is not an object");
  return mask.properties.map((entry) => {
    const name = entry.name;
    if (name === undefined) throw new Error("zodDeclaredType: an omit mask entry without a name");
    return ts.isComputedPropertyName(name) ? (name.expression as ts.StringLiteral).text : name.text;
  });
}

function arrowResult(getter: ts.Expression): ts.Expression {
  if (ts.isArrowFunction(getter) && !ts.isBlock(getter.body)) return getter.body;
  throw new Error("zodDeclaredType: z.lazy without an arrow that returns a schema");
}

function elements(list: ts.Expression): ts.Expression[] {
  if (!ts.isArrayLiteralExpression(list)) throw new Error("zodDeclaredType: a list that is not an array");
  return [...list.elements];
}

function argument(args: ts.NodeArray<ts.Expression>, index: number): ts.Expression {
  const value = args[index];
  if (value === undefined) throw new Error(`zodDeclaredType: argument ${index + 1} missing`);
  return value;
}

function zodObjectType(shape: ts.TypeNode, config: ts.TypeNode): ts.TypeNode {
  return zodType("ZodObject", [shape, config]);
}

function zodType(name: string, typeArguments?: readonly ts.TypeNode[]): ts.TypeReferenceNode {
  return referencedType(`${ZOD}.${name}`, typeArguments);
}

function coreType(name: string, typeArguments?: readonly ts.TypeNode[]): ts.TypeReferenceNode {
  return referencedType(`${ZOD}.core.${name}`, typeArguments);
}
