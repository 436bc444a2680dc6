import type { JsonObject, JsonValue } from "../load/types.js";
import type { DiagnosticCode } from "../text/diagnostics.js";
import { backtrackingOf, MAX_POSITIONS, MAX_STEPS } from "./backtracking-pattern.js";
import type { StructuredValue } from "./types.js";

/**
 * Values of schema keywords that typewright cannot write as they are, each a finding at the keyword's place:
 * a number JSON cannot carry (`1e400`, YAML's `.inf` and `.nan`), a `pattern` JavaScript cannot compile with
 * the `u` flag or that backtracks exponentially, an `enum`/`const` holding objects or arrays (no literal type spells them). What is then done is
 * said in the message and in docs/validation.md.
 */
export interface ValueProblem {
  code: DiagnosticCode;
  message: string;
}

/** The keywords `valueProblem` reads. */
export const VALUE_KEYWORDS: readonly string[] = [
  "const",
  "enum",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
];

export function valueProblem(keyword: string, value: JsonValue | undefined): ValueProblem | undefined {
  if (keyword === "pattern") return typeof value === "string" ? patternProblem(value) : undefined;
  const nonFinite = firstNonFinite(keyword === "enum" && Array.isArray(value) ? value : [value]);
  if (nonFinite !== undefined) {
    return {
      code: "non-finite-number",
      message: `\`${keyword}\` holds ${nonFinite}, a number JSON cannot carry (YAML's \`.inf\`/\`.nan\`, or a literal past the largest double): the keyword is left out, as if absent`,
    };
  }
  if (keyword !== "const" && keyword !== "enum") return undefined;
  const values = keyword === "enum" ? (Array.isArray(value) ? value : []) : [value];
  if (!values.some((entry) => typeof entry === "object" && entry !== null)) return undefined;
  return {
    code: "structured-enum",
    message: `\`${keyword}\` holds an object or an array, which no literal type spells: the type is what the rest of the schema says, and only the Zod schemas check these values (compared as JSON)`,
  };
}

function firstNonFinite(values: readonly (JsonValue | undefined)[]): number | undefined {
  for (const value of values) if (typeof value === "number" && !Number.isFinite(value)) return value;
  return undefined;
}

/**
 * Whether the Zod schemas check `pattern`: decided here once, for the model's constraints (`readConstraints`
 * keeps only such a pattern) and for the warning that says why another is left out.
 */
export function isCheckedPattern(pattern: string): boolean {
  return patternProblem(pattern) === undefined;
}

function patternProblem(pattern: string): ValueProblem | undefined {
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
      : "is too large to check for exponential backtracking";
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

/**
 * The values of an `enum` or `const` that holds an object or an array (an enum of primitives is a node of its
 * own); none where a number in them is not finite (the keyword is then left out, see `valueProblem`).
 */
export function readStructuredValues(raw: JsonObject): StructuredValue[] | undefined {
  const values = "const" in raw ? [raw.const] : Array.isArray(raw.enum) ? raw.enum : undefined;
  if (values === undefined || !values.some((value) => typeof value === "object" && value !== null)) {
    return undefined;
  }
  return values.every(isFiniteJson) ? (values as StructuredValue[]) : undefined;
}

function isFiniteJson(value: JsonValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || value === null) return true;
  return Object.values(value).every(isFiniteJson);
}
