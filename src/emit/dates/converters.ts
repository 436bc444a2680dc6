/**
 * Date converters as code: one function per named schema that holds dates (`reviveItem`,
 * `formatItemDates`), and the converter expressions methods put into their request descriptors. Every
 * converter has the type `(value: unknown) => unknown` and leaves the real work to the runtime helpers of
 * `templates/runtime/dates.ts`, so the generated code stays short and is checked in no time.
 */
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
  numericLiteral,
  parameter,
  returnStatement,
  stringLiteral,
} from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import type { DateDirection, DateShape } from "../../plan/date-shapes.js";
import type { DatePlan } from "../../plan/plan-dates.js";

/** The converter functions of one output, by direction and named schema. */
export type DateConverters = DatePlan["converters"];

const VALUE = "value";
const COPY = "copy";
const CONVERTED = "converted";

/** `function reviveItem(value: unknown): unknown { ... }` for every planned converter, revive first. */
export function converterDeclarations(
  converters: DateConverters,
  typeNames: ReadonlyMap<string, string>,
): ts.FunctionDeclaration[] {
  const declarations: ts.FunctionDeclaration[] = [];
  for (const direction of ["revive", "format"] as const) {
    for (const [id, converter] of converters[direction]) {
      const declaration = functionDeclaration(converter.name, {
        parameters: [parameter(VALUE, { type: keywordType("unknown") })],
        returnType: keywordType("unknown"),
        body: converterBody(converter.shape, direction, converters),
      });
      const typeName = typeNames.get(id) ?? id;
      declarations.push(
        withJsDoc(declaration, {
          description:
            direction === "revive"
              ? `Turns the date strings of a decoded \`${typeName}\` into \`Date\`s, in place.`
              : `Writes the calendar days (\`format: date\`) of a \`${typeName}\` as \`YYYY-MM-DD\`, on a copy.`,
        }),
      );
    }
  }
  return declarations;
}

/** A converter as a function value: a helper or named converter, or an arrow for an inline shape. */
export function converterValue(
  shape: DateShape,
  direction: DateDirection,
  converters: DateConverters,
): ts.Expression {
  switch (shape.kind) {
    case "date":
      return id(direction === "revive" ? "reviveDate" : "formatDate");
    case "dateTime":
      return id("reviveDateTime");
    case "ref": {
      const converter = converters[direction].get(shape.target);
      if (!converter) throw new Error(`internal: no ${direction} converter planned for ${shape.target}`);
      return id(converter.name);
    }
    default: {
      const body = converterBody(shape, direction, converters);
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
  switch (shape.kind) {
    case "items":
    case "tuple":
      return collectionConversion(shape, value, direction, converters);
    default:
      return call(converterValue(shape, direction, converters), [value]);
  }
}

function converterBody(
  shape: DateShape,
  direction: DateDirection,
  converters: DateConverters,
): ts.Statement[] {
  const value = id(VALUE);
  switch (shape.kind) {
    case "object": {
      if (shape.properties.length === 0 && shape.additional) {
        // Only a map: `return convertValues(value, reviveDateTime, [])`.
        const input = direction === "revive" ? value : call("copyValue", [value]);
        return [returnStatement(valuesConversion(shape.additional, input, direction, converters))];
      }
      if (direction === "revive")
        return [...propertyConversions(shape, value, direction, converters), returnStatement(value)];
      const copy = id(COPY);
      return [
        constDeclaration(COPY, call("copyValue", [value])),
        ...propertyConversions(shape, copy, direction, converters),
        returnStatement(copy),
      ];
    }
    case "tagged":
      return [
        ts.factory.createSwitchStatement(
          call("tagOf", [value, stringLiteral(shape.propertyName)]),
          ts.factory.createCaseBlock(
            shape.cases.map((entry) =>
              ts.factory.createCaseClause(stringLiteral(entry.value), [
                returnStatement(convertedValue(entry.shape, value, direction, converters)),
              ]),
            ),
          ),
        ),
        returnStatement(value),
      ];
    case "each":
      return eachConversion(shape.shapes, direction, converters);
    default:
      return [returnStatement(convertedValue(shape, value, direction, converters))];
  }
}

/**
 * `convertProperty(target, 'createdAt', reviveDateTime);` per property and `convertValues(...)` for a map,
 * all in place on `target`: the decoded value when reviving, a copy when formatting.
 */
function propertyConversions(
  shape: Extract<DateShape, { kind: "object" }>,
  target: ts.Expression,
  direction: DateDirection,
  converters: DateConverters,
): ts.Statement[] {
  const statements = shape.properties.map((property) =>
    expressionStatement(
      call("convertProperty", [
        target,
        stringLiteral(property.name),
        converterValue(property.shape, direction, converters),
      ]),
    ),
  );
  if (shape.additional) {
    statements.push(expressionStatement(valuesConversion(shape.additional, target, direction, converters)));
  }
  return statements;
}

function valuesConversion(
  additional: NonNullable<Extract<DateShape, { kind: "object" }>["additional"]>,
  target: ts.Expression,
  direction: DateDirection,
  converters: DateConverters,
): ts.Expression {
  return call("convertValues", [
    target,
    converterValue(additional.shape, direction, converters),
    arrayLiteral(additional.declared.map(stringLiteral)),
  ]);
}

/**
 * Several shapes on one value (`allOf`, members of different kinds): `let converted = value;` (a copy when
 * formatting), then each member's conversion of `converted` in turn.
 */
function eachConversion(
  shapes: DateShape[],
  direction: DateDirection,
  converters: DateConverters,
): ts.Statement[] {
  const converted = id(CONVERTED);
  const start = direction === "revive" ? id(VALUE) : call("copyValue", [id(VALUE)]);
  const statements: ts.Statement[] = [
    ts.factory.createVariableStatement(
      undefined,
      ts.factory.createVariableDeclarationList(
        [ts.factory.createVariableDeclaration(CONVERTED, undefined, undefined, start)],
        ts.NodeFlags.Let,
      ),
    ),
  ];
  for (const shape of shapes) {
    if (shape.kind === "object")
      statements.push(...propertyConversions(shape, converted, direction, converters));
    else statements.push(assignment(converted, convertedValue(shape, converted, direction, converters)));
  }
  statements.push(returnStatement(converted));
  return statements;
}

/** `convertItems(value, reviveItem)`; on the way out `convertItems(copyValue(value), formatDate)`. */
function collectionConversion(
  shape: Extract<DateShape, { kind: "items" | "tuple" }>,
  value: ts.Expression,
  direction: DateDirection,
  converters: DateConverters,
): ts.Expression {
  const input = direction === "revive" ? value : call("copyValue", [value]);
  if (shape.kind === "items") {
    return call("convertItems", [input, converterValue(shape.items, direction, converters)]);
  }
  const orNull = (item: DateShape | null | undefined) =>
    item ? converterValue(item, direction, converters) : ts.factory.createNull();
  return call("convertTuple", [input, arrayLiteral(shape.items.map(orNull)), orNull(shape.rest)]);
}

/**
 * `(status: number, body: unknown) => { if (status === 404) return reviveProblem(body); ... return body; }`:
 * the failure body revived by the response documented for its status (codes, then ranges, then `default`).
 */
export function failureConverterValue(
  failures: readonly { status: string; shape: DateShape | undefined }[],
  converters: DateConverters,
): ts.Expression {
  const status = id("status");
  const body = id("body");
  // A documented status without dates still claims its bodies from a range or `default` after it.
  let last = failures.length;
  while (last > 0 && !failures[last - 1]?.shape) last--;
  const statements: ts.Statement[] = [];
  for (const failure of failures.slice(0, last)) {
    const result = returnStatement(
      failure.shape ? convertedValue(failure.shape, body, "revive", converters) : body,
    );
    if (failure.status === "default") {
      statements.push(result);
      break;
    }
    statements.push(ts.factory.createIfStatement(statusTest(status, failure.status), result));
  }
  if (!failures.slice(0, last).some((failure) => failure.status === "default"))
    statements.push(returnStatement(body));
  return arrow(
    [parameter(status, { type: keywordType("number") }), parameter(body, { type: keywordType("unknown") })],
    block(statements),
  );
}

/** `status === 404`, or `status >= 400 && status < 500` for `4XX`. */
function statusTest(status: ts.Identifier, written: string): ts.Expression {
  if (/^\d{3}$/.test(written))
    return ts.factory.createStrictEquality(status, numericLiteral(Number(written)));
  const low = Number(written[0]) * 100;
  return ts.factory.createLogicalAnd(
    ts.factory.createBinaryExpression(status, ts.SyntaxKind.GreaterThanEqualsToken, numericLiteral(low)),
    ts.factory.createLessThan(status, numericLiteral(low + 100)),
  );
}
