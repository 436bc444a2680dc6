/**
 * What a mock value could not honour, told to the caller so it is counted rather than hidden; each has a
 * documented fallback (docs/mocking.md, "What is not honoured"). The handlers file reports them as warnings.
 */
import type { DiagnosticSink } from "../../text/diagnostics.js";
import { MOCK_SIZE_CAPS } from "./mock-size-caps.js";

/** Something the made value does not honour, and where in the value (a JSON pointer). */
export interface MockProblem {
  place: string;
  reason: MockProblemReason;
}

export type MockProblemReason =
  /** `never`, or bounds that leave no value. */
  | "unsatisfiable"
  /** No string matching the pattern was found: the plain string is used. */
  | "pattern"
  /** Trying the pattern's candidates would cost more than a run's pattern work allows: the plain string. */
  | "pattern-budget"
  /** The lengths leave no room for the format's value: it is padded or cut to them. */
  | "format"
  /** A required, non-nullable way back into the schema itself: `null` stands for it. */
  | "recursion"
  /** `x-ts-type`: a TypeScript type says nothing of the values: `null`. */
  | "typescript-type"
  /**
   * An `allOf` whose members state two patterns, or two fractional `multipleOf`s, that no one check joins
   * (model/meet-constraints.ts): the value is made for the first, and another refuses it.
   */
  | "several-checks"
  /** `uniqueItems` with items that came out equal. */
  | "unique-items"
  /**
   * A union none of whose made values only one member allows: right for `anyOf`, wrong for `oneOf`, which
   * the model does not tell apart (members that differ only by `required`, a type list).
   */
  | "several-members"
  /** A header's value no header can carry (a line break, a character outside ASCII, a nested object): not sent. */
  | "header"
  /** More characters, items, properties or values than mock data holds (`MOCK_SIZE_CAPS`): no value there. */
  | "size";

/** Each reason in words, as the warning says it. */
const REASON_WORDS: Readonly<Record<MockProblemReason, string>> = {
  unsatisfiable: "no value meets the schema",
  pattern: "no string matching the pattern was found, so the value does not match it",
  "pattern-budget":
    "trying strings against the pattern would cost more work than mock data spends on patterns, so the value does not match it",
  format: "the lengths leave no room for a value of the format",
  recursion: "the schema holds itself where it is required, so the value stops there with null",
  "typescript-type": "an x-ts-type says nothing of its values, so null stands for one",
  "several-checks": "two checks that no one value was made for",
  "unique-items": "the items came out equal though uniqueItems is set",
  "several-members": "no value was found that only one member of the union allows",
  header: "the value is none a header carries, so the header is not sent",
  size: `the schema asks for more than mock data holds (${MOCK_SIZE_CAPS.characters} characters, ${MOCK_SIZE_CAPS.items} items, ${MOCK_SIZE_CAPS.properties} properties, ${MOCK_SIZE_CAPS.values} values in one answer), so no value is made there`,
};

/**
 * Reports each problem of one response's default data at the response (`pointer`); `found`: whether the data
 * was kept, or the handler has no default data.
 */
export function reportMockProblems(
  problems: readonly MockProblem[],
  pointer: string,
  diagnostics: DiagnosticSink,
  found: boolean,
): void {
  if (!found) {
    diagnostics.report({
      code: "mock-data",
      severity: "warning",
      pointer,
      message: `the MSW handlers file has no default data for this response: no value of its type was found (${
        [...new Set(problems.map((problem) => REASON_WORDS[problem.reason]))].join("; ") ||
        "the made value does not fit it"
      }); the handler answers only with data given to it`,
      construct: "no default data",
    });
    return;
  }
  for (const problem of problems) {
    diagnostics.report({
      code: "mock-data",
      severity: "warning",
      pointer,
      message: `the MSW handlers' default data at ${problem.place || "/"}: ${REASON_WORDS[problem.reason]}`,
      construct: `mock data: ${problem.reason}`,
    });
  }
}
