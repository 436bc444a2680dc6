/**
 * Date converters as code: one function per converter the plan names (`reviveItem`, `formatItemDates`; see
 * plan/plan-dates.ts), and the converter expressions methods put into their request descriptors. Every
 * converter has the type `(value: unknown) => unknown`.
 *
 * A property that one converter converts is one call of the runtime's `convertProperty(value, 'at',
 * reviveDateTime)`, with a converter function and never a closure per property (a closure per property was
 * most of the walk's cost, bench/dates.js; the helper call measures as fast as reading and writing the
 * property directly, and a whole client is about 1 KB gzip smaller, bench/bundle.js). Other properties
 * are read and written directly (`if (hasOwn(value, 'at')) { ... }`), keys written as element accesses so
 * the output also compiles with `noPropertyAccessFromIndexSignature`. Leaves, arrays, tuples and maps are
 * left to the runtime helpers of `runtime/dates.ts`.
 */

import { elementAccess, not, nullLiteral } from "../../ast/expressions.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import {
  arrayLiteral,
  arrow,
  assignment,
  block,
  call,
  constDeclaration,
  expressionStatement,
  functionDeclaration,
  id,
  keywordType,
  parameter,
  returnStatement,
  stringLiteral,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import { breakStatement, ifStatement, letDeclaration, switchStatement } from "../../ast/statements.js";
import ts from "../../compiler-api.js";
import type { DateDirection, DateShape } from "../../plan/date-shapes.js";
import type { DateConverter, DatePlan } from "../../plan/plan-dates.js";
import { runtimeCall, runtimeValue, SHARED_BODY_HELPERS } from "../../splice/runtime-names.js";
import { localName } from "./locals.js";

/** The converter functions of one output, by direction and named schema. */
export type DateConverters = DatePlan["converters"];

const VALUE = "value";
const COPY = "copy";
const CONVERTED = "converted";

type ObjectShape = Extract<DateShape, { kind: "object" }>;

/** What the code of one conversion needs: its direction, the converters, and the locals it sits in. */
export interface Scope {
  direction: DateDirection;
  converters: DateConverters;
  /** Names of the locals and parameters around the code: a nested local must not shadow them. */
  locals: ReadonlySet<string>;
}

export function scopeOf(direction: DateDirection, converters: DateConverters, locals: string[]): Scope {
  return { direction, converters, locals: new Set(locals) };
}

/**
 * `function reviveItem(value: unknown): unknown { ... }` for every planned converter, revive first: once for
 * the schemas that share it, none for a schema that is one date (the runtime's helper converts it).
 */
export function converterDeclarations(
  converters: DateConverters,
  typeNames: ReadonlyMap<string, string>,
): ts.FunctionDeclaration[] {
  const declarations: ts.FunctionDeclaration[] = [];
  for (const direction of ["revive", "format"] as const) {
    const served = new Map<DateConverter, string[]>();
    for (const [id, converter] of converters[direction]) {
      if (isLeaf(converter.shape)) continue;
      const typeName = `\`${typeNames.get(id) ?? id}\``;
      const names = served.get(converter);
      if (names) names.push(typeName);
      else served.set(converter, [typeName]);
    }
    for (const [converter, typeNameList] of served) {
      const types = alternatives(typeNameList);
      declarations.push(
        withJsDoc(converterDeclaration(converter.name, converter.shape, direction, converters), {
          description:
            direction === "revive"
              ? `Turns the date strings of a decoded ${types} into \`Date\`s, in place.`
              : `Writes the calendar days (\`format: date\`) of a ${types} as \`YYYY-MM-DD\`, on a copy.`,
        }),
      );
    }
  }
  return declarations;
}

/** `A`, `A or B`, `A, B or C`. */
function alternatives(names: readonly string[]): string {
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** `function reviveItem(value: unknown): unknown { ... }`: a named converter of `shape`. */
function converterDeclaration(
  name: string,
  shape: DateShape,
  direction: DateDirection,
  converters: DateConverters,
): ts.FunctionDeclaration {
  return functionDeclaration(name, {
    parameters: [parameter(VALUE, { type: keywordType("unknown") })],
    returnType: keywordType("unknown"),
    body: converterBody(shape, scopeOf(direction, converters, [VALUE])),
  });
}

/** A shape that is one date: the runtime's helper converts it, no named converter does. */
function isLeaf(shape: DateShape): boolean {
  return shape.kind === "date" || shape.kind === "dateTime";
}

/** A converter as a function value: a helper or named converter, or an arrow for an inline shape. */
export function converterValue(
  shape: DateShape,
  direction: DateDirection,
  converters: DateConverters,
): ts.Expression {
  switch (shape.kind) {
    case "date":
      return runtimeValue(
        direction === "revive" ? SHARED_BODY_HELPERS.reviveDate : SHARED_BODY_HELPERS.formatDate,
      );
    case "dateTime":
      return runtimeValue(SHARED_BODY_HELPERS.reviveDateTime);
    case "ref": {
      const converter = converters[direction].get(shape.target);
      if (!converter) throw new Error(`internal: no ${direction} converter planned for ${shape.target}`);
      return isLeaf(converter.shape)
        ? converterValue(converter.shape, direction, converters)
        : referenceTo(converter.name);
    }
    default: {
      const body = converterBody(shape, scopeOf(direction, converters, [VALUE]));
      const [only] = body;
      // One `return` reads best as `(value: unknown) => convertItems(value, reviveItem)`.
      const concise = body.length === 1 && only && ts.isReturnStatement(only) ? only.expression : undefined;
      return arrow([parameter(VALUE, { type: keywordType("unknown") })], concise ?? block(body));
    }
  }
}

/** `value` converted: a call of the converter (for request values: on a copy, never the caller's). */
export function convertedValue(
  shape: DateShape,
  value: ts.Expression,
  direction: DateDirection,
  converters: DateConverters,
): ts.Expression {
  return placeExpression(shape, value, scopeOf(direction, converters, []));
}

/**
 * The conversion of `value` as one call, for the shapes that have one: a leaf helper, a named converter,
 * an array, a tuple or a map; undefined for objects with properties, tagged unions and `each`.
 */
export function conversionExpression(
  shape: DateShape,
  value: ts.Expression,
  scope: Scope,
): ts.Expression | undefined {
  const { direction, converters } = scope;
  const input = direction === "revive" ? value : runtimeCall(SHARED_BODY_HELPERS.copyValue, [value]);
  switch (shape.kind) {
    case "date":
    case "dateTime":
    case "ref":
      return call(converterValue(shape, direction, converters), [value]);
    case "items":
      return runtimeCall(SHARED_BODY_HELPERS.convertItems, [
        input,
        converterValue(shape.items, direction, converters),
      ]);
    case "tuple": {
      const orNull = (item: DateShape | null | undefined) =>
        item ? converterValue(item, direction, converters) : nullLiteral();
      return runtimeCall(SHARED_BODY_HELPERS.convertTuple, [
        input,
        arrayLiteral(shape.items.map(orNull)),
        orNull(shape.rest),
      ]);
    }
    case "object":
      // Only a map: `convertValues(value, reviveDateTime)`.
      return shape.properties.length === 0 && shape.additional
        ? valuesConversion(shape.additional, input, scope)
        : undefined;
    default:
      return undefined;
  }
}

function converterBody(shape: DateShape, scope: Scope): ts.Statement[] {
  const value = id(VALUE);
  const expression = conversionExpression(shape, value, scope);
  if (expression) return [returnStatement(expression)];
  switch (shape.kind) {
    case "object": {
      // `if (!isRecord(value)) return value;`, the properties, `return value;` (on a copy when formatting).
      const target = scope.direction === "revive" ? value : id(COPY);
      const inner = withLocals(scope, [COPY]);
      return [
        ...(target === value
          ? []
          : [constDeclaration(COPY, runtimeCall(SHARED_BODY_HELPERS.copyValue, [value]))]),
        ifStatement(not(runtimeCall(SHARED_BODY_HELPERS.isRecord, [target])), returnStatement(target)),
        ...propertyConversions(shape, target, inner),
        returnStatement(target),
      ];
    }
    case "tagged":
      return [
        tagSwitch(shape, value, (entry) => [returnStatement(placeExpression(entry.shape, value, scope))]),
        returnStatement(value),
      ];
    case "each": {
      // `let converted = value;` (a copy when formatting), each member's conversion of it in turn.
      const converted = id(CONVERTED);
      const start =
        scope.direction === "revive" ? value : runtimeCall(SHARED_BODY_HELPERS.copyValue, [value]);
      return [
        letDeclaration(CONVERTED, start),
        ...eachConversions(shape.shapes, converted, withLocals(scope, [CONVERTED])),
        returnStatement(converted),
      ];
    }
    default:
      return [returnStatement(call(converterValue(shape, scope.direction, scope.converters), [value]))];
  }
}

type TaggedShape = Extract<DateShape, { kind: "tagged" }>;

/** `switch (tagOf(subject, '<property>')) { case '<tag>': ... }`, one clause per tag of a discriminated union. */
function tagSwitch(
  shape: TaggedShape,
  subject: ts.Expression,
  clause: (entry: TaggedShape["cases"][number]) => ts.Statement[],
): ts.Statement {
  return switchStatement(
    runtimeCall(SHARED_BODY_HELPERS.tagOf, [subject, stringLiteral(shape.propertyName)]),
    shape.cases.map((entry) => [stringLiteral(entry.value), clause(entry)] as const),
  );
}

/**
 * `if (hasOwn(target, 'at')) target['at'] = reviveDateTime(target['at']);` per property (own
 * properties only: `constructor` or `toString` is never read from the prototype), then
 * `convertValues(...)` for a map, all in place on `target`, an object: the decoded value when reviving,
 * a copy when formatting.
 */
function propertyConversions(shape: ObjectShape, target: ts.Identifier, scope: Scope): ts.Statement[] {
  const statements: ts.Statement[] = shape.properties.map((property) => {
    const byHelper = propertyConversionCall(property.shape, target, property.name, scope);
    if (byHelper) return expressionStatement(byHelper);
    const place = elementAccess(target, stringLiteral(property.name));
    const conversion = placeConversions(property.shape, place, property.name, scope);
    const [only] = conversion;
    return ifStatement(
      runtimeCall(SHARED_BODY_HELPERS.hasOwn, [target, stringLiteral(property.name)]),
      conversion.length === 1 && only && ts.isExpressionStatement(only) ? only : block(conversion),
    );
  });
  if (shape.additional)
    statements.push(expressionStatement(valuesConversion(shape.additional, target, scope)));
  return statements;
}

/**
 * `convertProperty(target, 'at', reviveDateTime)`, or `convertProperty(target, 'list', convertItems,
 * reviveItem)` when reviving a list in place: a property whose conversion is one converter's call. Other
 * properties (objects, unions, lists formatted on a copy) are converted by statements of their own.
 */
function propertyConversionCall(
  shape: DateShape,
  target: ts.Identifier,
  name: string,
  scope: Scope,
): ts.Expression | undefined {
  const { direction, converters } = scope;
  const key = stringLiteral(name);
  switch (shape.kind) {
    case "date":
    case "dateTime":
    case "ref":
      return runtimeCall(SHARED_BODY_HELPERS.convertProperty, [
        target,
        key,
        converterValue(shape, direction, converters),
      ]);
    case "items":
      return direction === "revive"
        ? runtimeCall(SHARED_BODY_HELPERS.convertProperty, [
            target,
            key,
            runtimeValue(SHARED_BODY_HELPERS.convertItems),
            converterValue(shape.items, direction, converters),
          ])
        : undefined;
    default:
      return undefined;
  }
}

/**
 * Statements that convert the value at `place` (an assignable identifier or property) and leave the result
 * there. An object or `each` at a property is held in a local named after `name`.
 */
export function placeConversions(
  shape: DateShape,
  place: ts.Expression,
  name: string,
  scope: Scope,
): ts.Statement[] {
  const expression = conversionExpression(shape, place, scope);
  if (expression) return [assignment(place, expression)];
  const revive = scope.direction === "revive";
  switch (shape.kind) {
    case "tagged":
      return [
        tagSwitch(shape, place, (entry) => [
          assignment(place, placeExpression(entry.shape, place, scope)),
          breakStatement(),
        ]),
      ];
    case "object": {
      if (ts.isIdentifier(place)) {
        const copy = revive ? [] : [assignment(place, runtimeCall(SHARED_BODY_HELPERS.copyValue, [place]))];
        return [...copy, recordConversions(shape, place, scope)];
      }
      // Reviving converts the object in place; formatting converts a copy and puts it at `place`.
      const local = localName(name, scope.locals, scope.converters);
      const held = id(local);
      return [
        constDeclaration(local, revive ? place : runtimeCall(SHARED_BODY_HELPERS.copyValue, [place])),
        recordConversions(shape, held, withLocals(scope, [local])),
        ...(revive ? [] : [assignment(place, held)]),
      ];
    }
    case "each": {
      const start = revive ? place : runtimeCall(SHARED_BODY_HELPERS.copyValue, [place]);
      if (ts.isIdentifier(place)) {
        return [
          ...(revive ? [] : [assignment(place, start)]),
          ...eachConversions(shape.shapes, place, scope),
        ];
      }
      const local = localName(name, scope.locals, scope.converters);
      return [
        letDeclaration(local, start),
        ...eachConversions(shape.shapes, id(local), withLocals(scope, [local])),
        assignment(place, id(local)),
      ];
    }
    default:
      return [assignment(place, call(converterValue(shape, scope.direction, scope.converters), [place]))];
  }
}

/** `if (isRecord(target)) { ...its properties }` */
function recordConversions(shape: ObjectShape, target: ts.Identifier, scope: Scope): ts.Statement {
  return ifStatement(
    runtimeCall(SHARED_BODY_HELPERS.isRecord, [target]),
    block(propertyConversions(shape, target, scope)),
  );
}

/** Several shapes on the value in `converted` (`allOf`, members of different kinds), each in turn. */
function eachConversions(shapes: DateShape[], converted: ts.Identifier, scope: Scope): ts.Statement[] {
  return shapes.flatMap((shape) =>
    // The value is a copy already when formatting: an object member converts it in place.
    shape.kind === "object" && !conversionExpression(shape, converted, scope)
      ? [recordConversions(shape, converted, scope)]
      : placeConversions(shape, converted, CONVERTED, scope),
  );
}

/** The conversion of `value` as an expression, a call of an arrow for a shape that has no single call. */
function placeExpression(shape: DateShape, value: ts.Expression, scope: Scope): ts.Expression {
  return (
    conversionExpression(shape, value, scope) ??
    call(converterValue(shape, scope.direction, scope.converters), [value])
  );
}

/** `convertValues(target, reviveDateTime)`, with the declared property names when there are some. */
function valuesConversion(
  additional: NonNullable<ObjectShape["additional"]>,
  target: ts.Expression,
  scope: Scope,
): ts.Expression {
  const convert = converterValue(additional.shape, scope.direction, scope.converters);
  const declared = additional.declared.map(stringLiteral);
  return runtimeCall(SHARED_BODY_HELPERS.convertValues, [
    target,
    convert,
    ...(declared.length > 0 ? [arrayLiteral(declared)] : []),
  ]);
}

function withLocals(scope: Scope, names: string[]): Scope {
  return { ...scope, locals: new Set([...scope.locals, ...names]) };
}
