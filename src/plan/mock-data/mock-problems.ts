/**
 * What a mock value could not honour, told to the caller so it is counted rather than hidden; each has a
 * documented fallback (docs/mocking.md, "What is not honoured").
 */

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
  | "header";
