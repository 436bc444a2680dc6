/**
 * Which `pattern`s and `patternProperties` keys typewright runs, and what it says of the others: one that
 * JavaScript cannot compile with the `u` flag, and one that backtracks exponentially or is too large to tell
 * (`backtracking-pattern.ts`), are left out, each with a warning at its place (docs/validation.md).
 */
import { backtrackingOf, MAX_POSITIONS, MAX_RUN_STEPS, MAX_STEPS } from "./backtracking-pattern.js";

/** Why a pattern past the run's budget is not checked (the same words at every such pattern). */
const OVER_BUDGET = `the patterns checked before it used up the run's ${MAX_RUN_STEPS.toLocaleString("en-US")} steps`;

import type { ValueProblem } from "./value-problem.js";

/**
 * Whether the Zod schemas check `pattern`, and whatever else typewright runs it for: decided here once, for
 * the model's constraints (`readConstraints` keeps only such a pattern) and for the warning that says why
 * another is left out.
 */
export function isCheckedPattern(pattern: string): boolean {
  return patternProblem(pattern) === undefined;
}

export function patternProblem(pattern: string): ValueProblem | undefined {
  const quoted = JSON.stringify(pattern);
  // The engine's own reason is left out: its words change from one Node version to the next.
  if (!compilesWithUnicode(pattern)) {
    return {
      code: "uncompilable-pattern",
      message: `\`pattern\` ${quoted} is no regular expression JavaScript compiles with the \`u\` flag: the Zod schemas leave it out, and nothing checks it`,
    };
  }
  switch (backtrackingOf(pattern)) {
    case "bounded":
      return undefined;
    case "exponential":
      return {
        code: "backtracking-pattern",
        message: `\`pattern\` ${quoted} backtracks exponentially (a value of a few dozen characters would hold the client for minutes): the Zod schemas leave it out, and nothing checks it`,
      };
    case "too-large":
      return {
        code: "backtracking-pattern",
        message: `\`pattern\` ${quoted} is too large to check for exponential backtracking (over ${MAX_POSITIONS.toLocaleString("en-US")} character positions or ${MAX_STEPS.toLocaleString("en-US")} steps): the Zod schemas leave it out, and nothing checks it`,
      };
    case "over-budget":
      return {
        code: "backtracking-pattern",
        message: `\`pattern\` ${quoted} is not checked for exponential backtracking: ${OVER_BUDGET}; the Zod schemas leave it out, and nothing checks it`,
      };
  }
}

/**
 * A `patternProperties` key typewright does not run (to type a required property that `properties` does not
 * declare): one that backtracks exponentially or is too large to tell, which a long property name of a
 * hostile description would otherwise hold the run with. An uncompilable key matches nothing, silently.
 */
export function patternKeyProblem(key: string): ValueProblem | undefined {
  if (!compilesWithUnicode(key)) return undefined;
  const verdict = backtrackingOf(key);
  if (verdict === "bounded") return undefined;
  const what =
    verdict === "exponential"
      ? "backtracks exponentially"
      : verdict === "too-large"
        ? "is too large to check for exponential backtracking"
        : `is not checked for exponential backtracking (${OVER_BUDGET})`;
  return {
    code: "backtracking-pattern",
    message: `\`patternProperties\` key ${JSON.stringify(key)} ${what}: no property name is matched against it (a required property it would match is typed by \`additionalProperties\`, else \`unknown\`)`,
  };
}

/** Whether `new RegExp(pattern, "u")` compiles: JSON Schema's patterns are ECMA-262 with Unicode, as ajv reads them. */
function compilesWithUnicode(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}
