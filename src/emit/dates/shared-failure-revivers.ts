/** The failure revivers several operations share (see plan/plan-said-once.ts), as module functions. */
import { withJsDoc } from "../../ast/jsdoc.js";
import { functionDeclaration, keywordType } from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { SharedFailureReviver } from "../../plan/plan-said-once.js";
import type { DateConverters } from "./converters.js";
import { byStatusReviverBody, failureParameters } from "./status-revivers.js";

/** `function reviveFailures(status: number, body: unknown): unknown { ... }` for each shared reviver. */
export function sharedFailureReviverDeclarations(
  revivers: readonly SharedFailureReviver[],
  converters: DateConverters,
): ts.Statement[] {
  return revivers.map((reviver) =>
    withJsDoc(
      functionDeclaration(reviver.name, {
        parameters: failureParameters(reviver.failures),
        returnType: keywordType("unknown"),
        body: byStatusReviverBody(reviver.failures, converters),
      }),
      { description: "Turns the date strings of a decoded failure body into `Date`s, by its status." },
    ),
  );
}
