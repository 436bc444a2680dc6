import { expect } from "vitest";
import { type ResolveContext, resolveOptions } from "../../src/config/resolve-options.js";
import { TypewrightError } from "../../src/errors.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

/** The smallest valid options: a description and an output file. */
export const MINIMAL = { src: "spec.yaml", out: "client.ts" };

/** The problems `resolveOptions` reports, or `[]` when the input is valid. */
export function problemsOf(
  input: unknown,
  context: ResolveContext = { requireOut: true },
): readonly string[] {
  try {
    resolveOptions(input, BUILTIN_OUTPUTS, context);
    return [];
  } catch (error) {
    if (!(error instanceof TypewrightError)) throw error;
    expect(error.code).toBe("options");
    expect(error.exitCode).toBe(2);
    return error.problems;
  }
}
