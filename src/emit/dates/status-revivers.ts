/**
 * Revivers that pick a body's dates by the response's status: a failure's (`(status, body) => ...`, the
 * response documented for its status: codes, then ranges, then `default`) and a success body that differs
 * by status (`(body, status) => ...`).
 */
import { and, atLeast, lessThan, strictEquals } from "../../ast/expressions.js";
import {
  arrow,
  block,
  id,
  keywordType,
  numericLiteral,
  parameter,
  returnStatement,
} from "../../ast/nodes.js";
import { ifStatement } from "../../ast/statements.js";
import type ts from "../../compiler-api.js";
import type { DateShape } from "../../plan/date-shapes.js";
import {
  conversionExpression,
  type DateConverters,
  placeConversions,
  type Scope,
  scopeOf,
} from "./converters.js";

/**
 * `(status: number, body: unknown) => { if (status === 404) return reviveProblem(body); ... return body; }`:
 * the failure body revived by the response documented for its status (codes, then ranges, then `default`).
 */
export function failureConverterValue(
  failures: readonly StatusAnswer[],
  converters: DateConverters,
): ts.Expression {
  return arrow(failureParameters(failures), block(byStatusReviverBody(failures, converters)));
}

/**
 * `(status: number, body: unknown)`: what a failure reviver of `answers` takes; `_status` where its body does
 * not read it (only `default` converts), which `noUnusedParameters` lets stand.
 */
export function failureParameters(answers: readonly StatusAnswer[]): ts.ParameterDeclaration[] {
  return [
    parameter(id(testsStatus(answers) ? "status" : "_status"), { type: keywordType("number") }),
    parameter(id("body"), { type: keywordType("unknown") }),
  ];
}

/** A documented status and the dates of its body. */
type StatusAnswer = { status: string; shape: DateShape | undefined };

/** The answers {@link byStatusReviverBody} writes: up to the last with dates. */
function answersWritten(answers: readonly StatusAnswer[]): readonly StatusAnswer[] {
  let last = answers.length;
  while (last > 0 && !answers[last - 1]?.shape) last--;
  return answers.slice(0, last);
}

/** Whether {@link byStatusReviverBody} tests the status: it writes a documented status before `default`. */
function testsStatus(answers: readonly StatusAnswer[]): boolean {
  const first = answersWritten(answers)[0];
  return first !== undefined && first.status !== "default";
}

/**
 * `(body: unknown, status: number) => { if (status === 201) return reviveDeployment(body); ... }`: a success
 * body that differs by status (`OperationDates.responseByStatus`), its parameters in the order the runtime
 * calls `revive` with, the reverse of a failure reviver's.
 */
export function successByStatusConverterValue(
  answers: readonly StatusAnswer[],
  converters: DateConverters,
): ts.Expression {
  return arrow(failureParameters(answers).reverse(), block(byStatusReviverBody(answers, converters)));
}

/** The statements reviving `body` by `status`, a failure's or a success's (see {@link failureConverterValue}). */
export function byStatusReviverBody(
  answers: readonly StatusAnswer[],
  converters: DateConverters,
): ts.Statement[] {
  const status = id("status");
  const body = id("body");
  const scope = scopeOf("revive", converters, ["status", "body"]);
  // A documented status without dates still claims its bodies from a range or `default` after it.
  const written = answersWritten(answers);
  const statements: ts.Statement[] = [];
  for (const answer of written) {
    const result = answer.shape ? bodyConversion(answer.shape, body, scope) : [returnStatement(body)];
    if (answer.status === "default") {
      statements.push(...result);
      break;
    }
    const [only] = result;
    statements.push(
      ifStatement(statusTest(status, answer.status), result.length === 1 && only ? only : block(result)),
    );
  }
  if (!written.some((answer) => answer.status === "default")) statements.push(returnStatement(body));
  return statements;
}

/** `return reviveProblem(body);`, or the statements converting `body` in place and `return body;`. */
function bodyConversion(shape: DateShape, body: ts.Identifier, scope: Scope): ts.Statement[] {
  const expression = conversionExpression(shape, body, scope);
  if (expression) return [returnStatement(expression)];
  return [...placeConversions(shape, body, "body", scope), returnStatement(body)];
}

/** `status === 404`, or `status >= 400 && status < 500` for `4XX`. */
function statusTest(status: ts.Identifier, written: string): ts.Expression {
  if (/^\d{3}$/.test(written)) return strictEquals(status, numericLiteral(Number(written)));
  const low = Number(written[0]) * 100;
  return and(atLeast(status, numericLiteral(low)), lessThan(status, numericLiteral(low + 100)));
}
