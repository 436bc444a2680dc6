/**
 * The MSW handlers file of every fixture and every description under fixtures/specs compiles strictly with its
 * client under the rows of the matrix that change how types are written (dates as text, TypeScript enums, type
 * aliases, object arguments), each under its own template and over every fixture and its share of
 * fixtures/specs (support/msw-matrix.ts), and a handler without default data is one the run warned of. The rows that change how values are typed: compile/msw-matrix.test.ts.
 */
import { describe, it } from "vitest";
import { expectMatrixRowHolds, MATRIX_ROWS } from "../support/msw-matrix.js";

describe("the handlers file of every description compiles with its client", () => {
  for (const matrixRow of MATRIX_ROWS.filter((row) => row.group === "declarations")) {
    it(`under ${matrixRow.label}`, () => expectMatrixRowHolds(matrixRow), 300_000);
  }
});
