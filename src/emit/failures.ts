/**
 * The failure union of each operation (`export type GetPetError = ApiFailure<404, Problem> | ...`), which its
 * method's return type names (`Promise<Pet> & Fails<GetPetError>`) so that `isApiError(error, client.getPet)`
 * narrows to it. `ApiFailure<Status, Body, Except>` is declared by the template's runtime over its library's
 * error: every status of `Status` but those of `Except`.
 *
 * Statuses are number literals (see `runtime/errors.ts`): a code is itself, a range is its class
 * minus the codes documented on their own, `default` is every failure status minus all the documented ones,
 * and without `default` the undocumented rest is a last member with an `unknown` body.
 */

import { typeAliasDeclaration } from "../ast/declarations.js";
import { withJsDoc } from "../ast/jsdoc.js";
import { intersectionType, keywordType, literalType, typeReference, unionType } from "../ast/nodes.js";
import type ts from "../compiler-api.js";
import type { PlannedFailure, PlannedGroup, PlannedOperation } from "../plan/operation-plan-types.js";
import { runtimeType } from "../splice/runtime-names.js";
import { builtInBatches } from "./batches.js";
import type { ClientEmitContext } from "./client-template.js";
import { lowerSchema } from "./types/lower-schema.js";

/** Whether the template's runtime declares `ApiFailure` and `isApiError` (every built-in one does). */
export function typesFailures(ctx: ClientEmitContext): boolean {
  return ctx.template.declaration.typedFailures === true;
}

/** One exported union per operation of the group that documents failures, in method order, built as read. */
export function* failureTypeDeclarations(
  group: PlannedGroup,
  ctx: ClientEmitContext,
): Generator<ts.Statement, void, undefined> {
  if (!typesFailures(ctx)) return;
  yield* builtInBatches(group.operations, (planned) =>
    planned.failures ? [failureTypeDeclaration(planned, ctx)] : [],
  );
}

/** `Promise<Pet>` → `Promise<Pet> & Fails<GetPetError>` for an operation that documents failures. */
export function withFailures(
  returnType: ts.TypeNode,
  planned: PlannedOperation,
  ctx: ClientEmitContext,
): ts.TypeNode {
  if (!planned.failures || !typesFailures(ctx)) return returnType;
  return intersectionType([returnType, runtimeType("Fails", [typeReference(planned.failures.typeName)])]);
}

function failureTypeDeclaration(planned: PlannedOperation, ctx: ClientEmitContext): ts.Statement {
  const failures = planned.failures;
  if (!failures) throw new Error("internal: an operation without failures has no failure type");
  const responses = failures.responses;
  const members = responses.map((failure) =>
    apiFailure(statusesOf(failure, responses), bodyType(failure, ctx)),
  );
  if (!responses.some((failure) => failure.status === "default")) {
    members.push(
      apiFailure(
        { all: runtimeType("ErrorStatus"), except: documentedStatuses(responses) },
        keywordType("unknown"),
      ),
    );
  }
  // The validation errors are not responses: they come last, after the catch-all.
  const validation = failures.validation;
  if (validation?.response) members.push(runtimeType("ResponseValidationError"));
  if (validation?.request) members.push(runtimeType("RequestValidationError"));
  const declaration = typeAliasDeclaration(failures.typeName, unionType(members));
  return withJsDoc(declaration, {
    description: `The failure responses \`${planned.methodName}\` rejects with, told apart by \`status\` (see \`isApiError\`).`,
  });
}

/** The statuses of one failure member: every status of `all` but those of `except`. */
interface FailureStatuses {
  readonly all: ts.TypeNode;
  readonly except: readonly ts.TypeNode[];
}

/**
 * `ApiFailure<404, Problem>`, or `ApiFailure<StatusClass<4>, Problem, 404>` where statuses are left out. The
 * runtime's `HttpFailure` leaves them out inside its object type, so a type checker works the remaining
 * statuses out only where a program reads `status`, not for every member of every operation's union.
 */
function apiFailure({ all, except }: FailureStatuses, body: ts.TypeNode): ts.TypeNode {
  return runtimeType("ApiFailure", except.length === 0 ? [all, body] : [all, body, unionType(except)]);
}

function statusesOf(failure: PlannedFailure, all: readonly PlannedFailure[]): FailureStatuses {
  if (/^\d{3}$/.test(failure.status)) return { all: literalType(Number(failure.status)), except: [] };
  const statusClass = classOf(failure.status);
  if (statusClass !== undefined) {
    const ownCodes = all.filter(
      (other) => /^\d{3}$/.test(other.status) && other.status[0] === failure.status[0],
    );
    return {
      all: classType(statusClass),
      except: ownCodes.map((other) => literalType(Number(other.status))),
    };
  }
  return {
    all: runtimeType("ErrorStatus"),
    except: documentedStatuses(all.filter((other) => other.status !== "default")),
  };
}

/** Every status the documented codes and ranges cover, as types. */
function documentedStatuses(responses: readonly PlannedFailure[]): ts.TypeNode[] {
  return responses.flatMap((failure) => {
    if (/^\d{3}$/.test(failure.status)) return [literalType(Number(failure.status))];
    const statusClass = classOf(failure.status);
    return statusClass === undefined ? [] : [classType(statusClass)];
  });
}

function classOf(status: string): number | undefined {
  return /^[3-5]XX$/i.test(status) ? Number(status[0]) : undefined;
}

function classType(statusClass: number): ts.TypeNode {
  return runtimeType("StatusClass", [literalType(statusClass)]);
}

/** The decoded failure body: the schema's type for JSON, `string` for text, else `unknown`. */
function bodyType(failure: PlannedFailure, ctx: ClientEmitContext): ts.TypeNode {
  const { response } = failure;
  if (response.decoding === "json" && response.schema) return lowerSchema(response.schema, ctx.types);
  if (response.decoding === "text") return keywordType("string");
  return keywordType(ctx.types.typing.untypedValue);
}
