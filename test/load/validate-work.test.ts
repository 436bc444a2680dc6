/**
 * `validate` on a description with many violations, in work linear in their number, counted rather than
 * timed: ajv's validating code appends the errors of a `$ref`'d schema's function in place
 * (`appendErrorsInPlace`) instead of copying every error found so far, and finds the same errors.
 * What is reported: validate-description.test.ts.
 */
import { readFile } from "node:fs/promises";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import type { JsonValue } from "../../src/load/types.js";
import { appendErrorsInPlace, validateDescription } from "../../src/load/validate-description.js";
import { diagnosticList } from "../../src/text/diagnostics.js";
import { fixturePath } from "../support/generated-module.js";

const INFO = { title: "t", version: "1" };

/** A document of each version the package checks, whatever it holds: validating it compiles that version's schema. */
const VERSIONS = [
  { swagger: "2.0", info: INFO, paths: {} },
  { openapi: "3.0.3", info: INFO, paths: {} },
  { openapi: "3.1.1", info: INFO, paths: {} },
  { openapi: "3.2.0", info: INFO, paths: {} },
];

/** `count` operations, each breaking the OpenAPI 3.0 schema three times. */
function manyViolations(count: number): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) {
    paths[`/items/${index}`] = {
      get: {
        unknownField: true,
        parameters: [{ name: "p", in: "nowhere" }],
        responses: { "200": { description: "ok" } },
      },
    };
  }
  return { openapi: "3.0.3", info: INFO, paths };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ajv's code for validate", () => {
  it("appends a referenced schema's errors in place in every version's validating code", async () => {
    for (const document of VERSIONS) {
      const written: string[] = [];
      const validator = new Validator({
        allErrors: true,
        verbose: true,
        code: {
          process: (code: string) => {
            const appending = appendErrorsInPlace(code);
            written.push(appending);
            return appending;
          },
        },
      });
      await validator.validate(document);
      const code = written.join("\n");
      expect(code).toContain("else for (const appended of ");
      expect(code).not.toContain("vErrors.concat(");
    }
  });

  it("finds the same errors, in the same order, as ajv's own code", async () => {
    const documents = [
      ...(await Promise.all(
        ["2.0", "3.0", "3.1", "3.2"].map(async (version) =>
          parse(await readFile(fixturePath(`validate/broken-${version}.yaml`), "utf8")),
        ),
      )),
      manyViolations(20),
    ];
    for (const document of documents) {
      const own = await new Validator({ allErrors: true, verbose: true }).validate(structuredClone(document));
      const inPlace = await new Validator({
        allErrors: true,
        verbose: true,
        code: { process: appendErrorsInPlace },
      }).validate(structuredClone(document));
      expect(inPlace.valid).toBe(false);
      expect(inPlace.errors).toEqual(own.errors);
    }
  });

  it("copies no list of the errors found so far, however many there are", async () => {
    const copied = async (count: number): Promise<number> => {
      let elements = 0;
      const { concat } = Array.prototype;
      vi.spyOn(Array.prototype, "concat").mockImplementation(function (this: unknown[], ...items: unknown[]) {
        elements += this.length;
        return concat.apply(this, items);
      });
      const diagnostics = diagnosticList();
      await validateDescription(
        { content: manyViolations(count) as JsonValue, display: "api.json" },
        diagnostics,
      );
      vi.restoreAllMocks();
      expect(diagnostics.diagnostics).toHaveLength(3 * count);
      return elements;
    };
    const small = await copied(200);
    const large = await copied(800);
    // Four times the violations: at most four times the elements copied (ajv's own code: sixteen times).
    expect(large).toBeLessThanOrEqual(4 * small);
  });
});
