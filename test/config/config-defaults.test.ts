import { describe, expect, expectTypeOf, it } from "vitest";
import type { OPTION_GROUPS, OptionPath } from "../../src/config/definitions.js";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { ResolvedOptions, UserOptions } from "../../src/config/types.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { MINIMAL, problemsOf } from "../support/options-problems.js";

describe("the definitions table", () => {
  /** `option`, or `group.member` for the option groups of the table (one level deep). */
  type LeafPath<T> = {
    [K in keyof T & string]-?: K extends keyof typeof OPTION_GROUPS
      ? `${K}.${keyof NonNullable<T[K]> & string}`
      : K;
  }[keyof T & string];

  it("has exactly one row per field of UserOptions and ResolvedOptions", () => {
    expectTypeOf<OptionPath>().toEqualTypeOf<LeafPath<UserOptions>>();
    expectTypeOf<Exclude<OptionPath, "$schema">>().toEqualTypeOf<LeafPath<ResolvedOptions>>();
  });
});

describe("resolveOptions: defaults", () => {
  it("applies every default of the spec", () => {
    expect(resolveOptions({ src: "spec.yaml" }, BUILTIN_OUTPUTS)).toEqual({
      src: "spec.yaml",
      overlays: [],
      out: undefined,
      template: { kind: "builtin", client: "axios" },
      baseUrl: "",
      generationMode: "full",
      schemaDeclarationStyle: "interface",
      enumDeclarationStyle: "union",
      enumNamesStyle: "original",
      nullableStrategy: "ignore",
      dateFormat: "Date",
      preferAny: false,
      readWriteViews: true,
      skipDeprecated: false,
      argumentStyle: "positional",
      servicePrefix: "",
      idempotencyHeader: "Idempotency-Key",
      pagination: {},
      responseShape: undefined,
      resources: true,
      useClient: false,
      hooksOut: undefined,
      clientSetup: undefined,
      forceSetup: false,
      maxInputSize: 256,
      fetchDeadline: 120,
      strict: false,
      validate: false,
      queryParamsSerialization: { allowDots: true, arrayFormat: "repeat", queryParamsAsObject: false },
      mocks: undefined,
      testingFramework: undefined,
      msw: undefined,
      mockListSize: 3,
      validator: undefined,
      validatorOut: undefined,
      split: "none",
      validatorExplicitTypes: false,
      validateResponses: false,
      validateRequests: false,
      modifiers: { parameters: {} },
      exclude: { tags: [], operationIds: [] },
    } satisfies ResolvedOptions);
  });

  it("freezes the result deeply and leaves the input alone", () => {
    const input = { ...MINIMAL, exclude: { tags: ["admin*"] } };
    const options = resolveOptions(input, BUILTIN_OUTPUTS);
    expect(Object.isFrozen(options)).toBe(true);
    expect(Object.isFrozen(options.exclude.tags)).toBe(true);
    expect(Object.isFrozen(options.template)).toBe(true);
    expect(Object.isFrozen(input.exclude.tags)).toBe(false);
    expect(Object.isFrozen(resolveOptions(MINIMAL, BUILTIN_OUTPUTS).modifiers.parameters)).toBe(true);
    // Defaults are copies: a later call still gets a fresh, equal value.
    expect(resolveOptions(MINIMAL, BUILTIN_OUTPUTS).exclude).toEqual({ tags: [], operationIds: [] });
  });

  it("accepts $schema and undefined values", () => {
    expect(
      problemsOf({
        ...MINIMAL,
        $schema: "./node_modules/typewright-openapi/schema.json",
        hooksOut: undefined,
      }),
    ).toEqual([]);
  });
});
