import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { optionWarnings } from "../src/config/combination-rules.js";
import type { OPTION_GROUPS, OptionPath } from "../src/config/definitions.js";
import { type ResolveContext, resolveOptions } from "../src/config/resolve-options.js";
import type { ResolvedOptions, UserOptions } from "../src/config/types.js";
import { TypewrightError } from "../src/errors.js";

const MINIMAL = { src: "spec.yaml", out: "client.ts" };

/** The problems `resolveOptions` reports, or `[]` when the input is valid. */
function problemsOf(input: unknown, context: ResolveContext = { requireOut: true }): readonly string[] {
  try {
    resolveOptions(input, context);
    return [];
  } catch (error) {
    if (!(error instanceof TypewrightError)) throw error;
    expect(error.code).toBe("options");
    expect(error.exitCode).toBe(2);
    return error.problems;
  }
}

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
    expect(resolveOptions({ src: "spec.yaml" })).toEqual({
      src: "spec.yaml",
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
      servicePrefix: "",
      responseShape: undefined,
      useClient: false,
      hooksOut: undefined,
      clientSetup: undefined,
      forceSetup: false,
      maxInputSize: 256,
      queryParamsSerialization: { allowDots: true, arrayFormat: "repeat", queryParamsAsObject: false },
      mocks: undefined,
      testingFramework: undefined,
      validator: undefined,
      validatorOut: undefined,
      validateResponses: false,
      validateRequests: false,
      modifiers: { parameters: {} },
      exclude: { tags: [], operationIds: [] },
    } satisfies ResolvedOptions);
  });

  it("freezes the result deeply and leaves the input alone", () => {
    const input = { ...MINIMAL, exclude: { tags: ["admin*"] } };
    const options = resolveOptions(input);
    expect(Object.isFrozen(options)).toBe(true);
    expect(Object.isFrozen(options.exclude.tags)).toBe(true);
    expect(Object.isFrozen(options.template)).toBe(true);
    expect(Object.isFrozen(input.exclude.tags)).toBe(false);
    expect(Object.isFrozen(resolveOptions(MINIMAL).modifiers.parameters)).toBe(true);
    // Defaults are copies: a later call still gets a fresh, equal value.
    expect(resolveOptions(MINIMAL).exclude).toEqual({ tags: [], operationIds: [] });
  });

  it("accepts $schema and undefined values", () => {
    expect(
      problemsOf({ ...MINIMAL, $schema: "./node_modules/typewright/schema.json", hooksOut: undefined }),
    ).toEqual([]);
  });
});

describe("resolveOptions: valid values", () => {
  const table: [
    input: Record<string, unknown>,
    pick: (options: ResolvedOptions) => unknown,
    expected: unknown,
  ][] = [
    [{ baseUrl: "/api" }, (o) => o.baseUrl, "/api"],
    [{ maxInputSize: 1024 }, (o) => o.maxInputSize, 1024],
    [{ generationMode: "schemas" }, (o) => o.generationMode, "schemas"],
    [{ readWriteViews: false }, (o) => o.readWriteViews, false],
    [{ schemaDeclarationStyle: "type" }, (o) => o.schemaDeclarationStyle, "type"],
    [{ enumDeclarationStyle: "enum" }, (o) => o.enumDeclarationStyle, "enum"],
    [{ enumNamesStyle: "PascalCase" }, (o) => o.enumNamesStyle, "PascalCase"],
    [{ nullableStrategy: "nullableAsOptional" }, (o) => o.nullableStrategy, "nullableAsOptional"],
    [{ dateFormat: "string" }, (o) => o.dateFormat, "string"],
    [{ preferAny: true }, (o) => o.preferAny, true],
    [{ skipDeprecated: true }, (o) => o.skipDeprecated, true],
    [{ servicePrefix: "Api" }, (o) => o.servicePrefix, "Api"],
    [{ responseShape: "full" }, (o) => o.responseShape, "full"],
    [{ useClient: true, template: "swr" }, (o) => o.useClient, true],
    [{ forceSetup: true, clientSetup: "setup.ts" }, (o) => o.forceSetup, true],
    [{ queryParamsSerialization: { allowDots: false } }, (o) => o.queryParamsSerialization.allowDots, false],
    [
      { queryParamsSerialization: { arrayFormat: "indices" } },
      (o) => o.queryParamsSerialization.arrayFormat,
      "indices",
    ],
    [
      { queryParamsSerialization: { queryParamsAsObject: true } },
      (o) => o.queryParamsSerialization.queryParamsAsObject,
      true,
    ],
    [
      { queryParamsSerialization: { queryParamsAsObject: 0 } },
      (o) => o.queryParamsSerialization.queryParamsAsObject,
      0,
    ],
    [
      { queryParamsSerialization: { queryParamsAsObject: 3 } },
      (o) => o.queryParamsSerialization.queryParamsAsObject,
      3,
    ],
    [{ mocks: "mocks.ts", testingFramework: "jest" }, (o) => o.testingFramework, "jest"],
    [{ validator: "zod" }, (o) => [o.validator, o.validatorOut], ["zod", "client.zod.ts"]],
    [{ out: "src/api.mts", validator: "zod" }, (o) => o.validatorOut, "src/api.zod.mts"],
    [{ out: "src/api", validator: "zod" }, (o) => o.validatorOut, "src/api.zod.ts"],
    [{ validator: "zod", validatorOut: "schemas.ts" }, (o) => o.validatorOut, "schemas.ts"],
    [
      { modifiers: { parameters: { limit: "optional", "X-Key": "ignore" } } },
      (o) => o.modifiers.parameters,
      { limit: "optional", "X-Key": "ignore" },
    ],
    [{ modifiers: {} }, (o) => o.modifiers.parameters, {}],
    [
      { exclude: { tags: ["pet store", "admin*"] } },
      (o) => o.exclude,
      { tags: ["pet store", "admin*"], operationIds: [] },
    ],
    [{ exclude: { operationIds: ["get?ser"] } }, (o) => o.exclude.operationIds, ["get?ser"]],
    [{ template: "fetch" }, (o) => o.template, { kind: "builtin", client: "fetch" }],
    [{ template: "ky" }, (o) => o.template, { kind: "builtin", client: "ky" }],
    [{ template: "ng2" }, (o) => o.template, { kind: "builtin", client: "ng2" }],
    [{ template: "tsq" }, (o) => o.template, { kind: "builtin", client: "fetch", reactive: "tsq" }],
    [
      { template: ["swr", "axios"] },
      (o) => o.template,
      { kind: "builtin", client: "axios", reactive: "swr" },
    ],
    [{ template: ["tsq", "ky"] }, (o) => o.template, { kind: "builtin", client: "ky", reactive: "tsq" }],
    [{ template: "./my-template" }, (o) => o.template, { kind: "custom", directory: "./my-template" }],
    [{ template: "templates/mine" }, (o) => o.template, { kind: "custom", directory: "templates/mine" }],
    [{ template: "C:\\templates" }, (o) => o.template, { kind: "custom", directory: "C:\\templates" }],
    [{ src: "https://example.com/openapi.json" }, (o) => o.src, "https://example.com/openapi.json"],
  ];
  it.each(table)("%j", (input, pick, expected) => {
    expect(pick(resolveOptions({ ...MINIMAL, ...input }))).toEqual(expected);
  });
});

describe("resolveOptions: invalid values", () => {
  const table: [input: Record<string, unknown>, problem: string][] = [
    [{ sourcee: "x" }, 'unknown option "sourcee" (did you mean "src"?)'],
    [{ output: "x" }, 'unknown option "output" (did you mean "out"?)'],
    [
      { arrayFormat: "repeat" },
      'unknown option "arrayFormat" (did you mean "queryParamsSerialization.arrayFormat"?)',
    ],
    [{ schemaStyle: "type" }, 'unknown option "schemaStyle" (did you mean "schemaDeclarationStyle"?)'],
    [{ tags: [] }, 'unknown option "tags" (did you mean "exclude.tags"?)'],
    [{ zzzzzz: 1 }, 'unknown option "zzzzzz"'],
    [{ exclude: { tag: [] } }, 'unknown option "exclude.tag" (did you mean "exclude.tags"?)'],
    [
      { queryParamsSerialization: { allowdots: true } },
      'unknown option "queryParamsSerialization.allowdots" (did you mean "queryParamsSerialization.allowDots"?)',
    ],
    [
      { modifiers: { parameter: {} } },
      'unknown option "modifiers.parameter" (did you mean "modifiers.parameters"?)',
    ],
    [{ exclude: ["admin"] }, "exclude: must be an object (got an array)"],
    [
      { src: "htp://x" },
      'src: unsupported URL scheme "htp:" in "htp://x" (did you mean "http://x"?); a description is read from an http:, https: or file: URL or a file path',
    ],
    [
      { src: "ftp://host/api.yaml" },
      'src: unsupported URL scheme "ftp:" in "ftp://host/api.yaml"; a description is read from an http:, https: or file: URL or a file path',
    ],
    [
      { queryParamsSerialization: "brackets" },
      'queryParamsSerialization: must be an object (got "brackets")',
    ],
    [{ src: 3 }, "src: must be a non-empty path or URL (got 3)"],
    [{ src: "" }, 'src: must be a non-empty path or URL (got "")'],
    [{ out: "  " }, 'out: must be a non-empty path (got "  ")'],
    [{ baseUrl: null }, "baseUrl: must be a string (got null)"],
    [{ generationMode: "all" }, 'generationMode: must be one of "full", "schemas" (got "all")'],
    [
      { schemaDeclarationStyle: "types" },
      'schemaDeclarationStyle: must be one of "interface", "type" (got "types") (did you mean "type"?)',
    ],
    [{ enumDeclarationStyle: "const" }, 'enumDeclarationStyle: must be one of "union", "enum" (got "const")'],
    [{ enumNamesStyle: "pascal" }, 'enumNamesStyle: must be one of "original", "PascalCase" (got "pascal")'],
    [
      { enumNamesStyle: "pascalcase" },
      'enumNamesStyle: must be one of "original", "PascalCase" (got "pascalcase") (did you mean "PascalCase"?)',
    ],
    [
      { nullableStrategy: true },
      'nullableStrategy: must be one of "ignore", "include", "nullableAsOptional" (got true)',
    ],
    [
      { dateFormat: "date" },
      'dateFormat: must be one of "Date", "string" (got "date") (did you mean "Date"?)',
    ],
    [{ preferAny: "true" }, 'preferAny: must be true or false (got "true")'],
    [{ skipDeprecated: 1 }, "skipDeprecated: must be true or false (got 1)"],
    [{ responseShape: "data" }, 'responseShape: must be one of "body", "full" (got "data")'],
    [{ useClient: "yes" }, 'useClient: must be true or false (got "yes")'],
    [
      { testingFramework: "mocha", mocks: "m.ts" },
      'testingFramework: must be one of "vitest", "jest" (got "mocha")',
    ],
    [
      { queryParamsSerialization: { arrayFormat: "bogus" } },
      'queryParamsSerialization.arrayFormat: must be one of "repeat", "brackets", "indices" (got "bogus")',
    ],
    [
      { queryParamsSerialization: { allowDots: "no" } },
      'queryParamsSerialization.allowDots: must be true or false (got "no")',
    ],
    [
      { queryParamsSerialization: { queryParamsAsObject: -1 } },
      "queryParamsSerialization.queryParamsAsObject: must be true, false or a non-negative integer (got -1)",
    ],
    [
      { queryParamsSerialization: { queryParamsAsObject: 1.5 } },
      "queryParamsSerialization.queryParamsAsObject: must be true, false or a non-negative integer (got 1.5)",
    ],
    [
      { queryParamsSerialization: { queryParamsAsObject: "3" } },
      'queryParamsSerialization.queryParamsAsObject: must be true, false or a non-negative integer (got "3")',
    ],
    [{ maxInputSize: 0 }, "maxInputSize: must be a positive whole number of megabytes (got 0)"],
    [{ maxInputSize: 0.5 }, "maxInputSize: must be a positive whole number of megabytes (got 0.5)"],
    [{ exclude: { tags: "admin" } }, 'exclude.tags: must be an array of strings (got "admin")'],
    [{ exclude: { operationIds: [1] } }, "exclude.operationIds[0]: must be a string (got 1)"],
    [{ exclude: { tags: ["ok", ""] } }, "exclude.tags[1]: must not be empty"],
    [
      { modifiers: { parameters: [] } },
      'modifiers.parameters: must be an object mapping names to "ignore", "optional", "required" (got an array)',
    ],
    [
      { modifiers: { parameters: { limit: "skip" } } },
      'modifiers.parameters.limit: must be one of "ignore", "optional", "required" (got "skip")',
    ],
    [
      { modifiers: { parameters: { "x-api-key": "Ignore" } } },
      'modifiers.parameters["x-api-key"]: must be one of "ignore", "optional", "required" (got "Ignore") (did you mean "ignore"?)',
    ],
  ];
  it.each(table)("%j", (input, problem) => {
    expect(problemsOf({ ...MINIMAL, ...input })).toEqual([problem]);
  });

  it("names the regex sign and a wildcard to use instead", () => {
    expect(
      problemsOf({ ...MINIMAL, exclude: { tags: ["admin.*"], operationIds: ["admin(Get|List)"] } }),
    ).toEqual([
      'exclude.tags[0]: "admin.*" looks like a regular expression: it uses ".*" or ".+". Patterns are wildcards ("*" any characters, "?" one character, everything else literal); did you mean "admin*"?',
      'exclude.operationIds[0]: "admin(Get|List)" looks like a regular expression: it uses an alternation group such as (a|b). Patterns are wildcards ("*" any characters, "?" one character, everything else literal); e.g. "admin*"',
    ]);
  });

  it.each([null, "spec.yaml", [MINIMAL], 3])("rejects %j as a whole", (input) => {
    expect(problemsOf(input)).toEqual([expect.stringMatching(/^options must be an object \(got /)]);
  });

  it("reports every problem at once, in one error", () => {
    const input = { srcc: "x", template: "angular", dateFormat: 1, exclude: { tags: ["^a"] }, mocks: "" };
    expect(problemsOf(input)).toEqual([
      'unknown option "srcc" (did you mean "src"?)',
      "src: is required",
      "out: is required",
      'template: unknown template "angular"; use one of "axios", "fetch", "xior", "ky", "ng1", "ng2", "swr", "tsq", a pair such as ["swr", "axios"], or a directory path such as "./angular"',
      'dateFormat: must be one of "Date", "string" (got 1)',
      expect.stringMatching(
        /^exclude\.tags\[0\]: "\^a" looks like a regular expression: it uses the anchors/,
      ),
      'mocks: must be a non-empty path (got "")',
    ]);
    expect(() => resolveOptions(input)).toThrow(/^invalid options \(6 problems\):\nunknown option "srcc"/);
  });
});

describe("resolveOptions: template", () => {
  const pairs =
    'valid pairs are [layer, client] with layer "swr", "tsq" and client "fetch", "axios", "xior", "ky"';
  const table: [template: unknown, problem: string][] = [
    [
      "axois",
      'template: unknown template "axois" (did you mean "axios"?); use one of "axios", "fetch", "xior", "ky", "ng1", "ng2", "swr", "tsq", a pair such as ["swr", "axios"], or a directory path such as "./axois"',
    ],
    ["", "template: must not be empty"],
    ["swr,axios", 'template: write a pair as an array, ["swr", "axios"] (got "swr,axios")'],
    [
      ["axios", "swr"],
      `template: ["axios", "swr"] is in the wrong order: the reactive layer comes first, ["swr", "axios"]; ${pairs}`,
    ],
    [
      ["swr", "ng2"],
      `template: ["swr", "ng2"]: "swr" cannot use "ng2" (the Angular templates have their own change detection); ${pairs}`,
    ],
    [
      ["tsq", "ng1"],
      `template: ["tsq", "ng1"]: "tsq" cannot use "ng1" (the Angular templates have their own change detection); ${pairs}`,
    ],
    [
      ["axios", "fetch"],
      `template: ["axios", "fetch"]: the first entry must be a reactive layer, not "axios"; ${pairs}`,
    ],
    [
      ["swr", "tsq"],
      `template: ["swr", "tsq"]: the second entry must be an HTTP client, not "tsq"; ${pairs}`,
    ],
    [["swr", "got"], `template: unknown template "got" in ["swr", "got"]; ${pairs}`],
    [
      ["swr"],
      'template: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ["swr"])',
    ],
    [
      ["swr", "axios", "ky"],
      'template: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ["swr","axios","ky"])',
    ],
    [
      ["swr", 1],
      'template: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ["swr",1])',
    ],
    [
      { name: "axios" },
      "template: must be a template name, a [layer, client] pair or a template directory path (got an object)",
    ],
  ];
  it.each(table)("%j", (template, problem) => {
    expect(problemsOf({ ...MINIMAL, template })).toEqual([problem]);
  });
});

describe("resolveOptions: rules between options", () => {
  const table: [input: Record<string, unknown>, context: ResolveContext, problems: string[]][] = [
    [{ src: "s.yaml" }, { requireOut: true }, ["out: is required"]],
    [{ src: "s.yaml" }, { requireOut: false }, []],
    [{ src: "s.yaml" }, {}, []],
    [
      { src: "s.yaml", hooksOut: "h.ts", template: "swr" },
      {},
      ['hooksOut: requires "out" (the hooks file imports the main file)'],
    ],
    // With requireOut, the missing out is reported once, as required.
    [{ src: "s.yaml", hooksOut: "h.ts", template: "swr" }, { requireOut: true }, ["out: is required"]],
    [
      { ...MINIMAL, hooksOut: "h.ts" },
      {},
      [
        'hooksOut: only works with a reactive template ("swr", "tsq" or a pair such as ["swr", "axios"]) (template is "axios")',
      ],
    ],
    [{ ...MINIMAL, hooksOut: "h.ts", template: "ng1" }, {}, [expect.stringContaining('(template is "ng1")')]],
    [{ ...MINIMAL, hooksOut: "h.ts", template: ["tsq", "xior"] }, {}, []],
    [{ ...MINIMAL, hooksOut: "h.ts", template: "./custom" }, {}, []],
    // An invalid template is reported once, not again by the hooksOut rule.
    [
      { ...MINIMAL, hooksOut: "h.ts", template: "bogus" },
      {},
      [expect.stringMatching(/^template: unknown template "bogus"/)],
    ],
    [{ ...MINIMAL, mocks: "m.ts" }, {}, ['mocks: requires "testingFramework" ("vitest" or "jest")']],
    [
      { ...MINIMAL, testingFramework: "vitest" },
      {},
      ['testingFramework: requires "mocks" (the path of the mock file)'],
    ],
    [{ ...MINIMAL, mocks: "m.ts", testingFramework: "vitest" }, {}, []],
    [
      { src: "s.yaml", mocks: "m.ts", testingFramework: "vitest" },
      {},
      [
        'mocks: requires "out" (the mock file imports the generated client)',
        'testingFramework: requires "out" (it only applies to the mock file)',
      ],
    ],
    [
      { src: "s.yaml", clientSetup: "setup.ts" },
      {},
      ['clientSetup: requires "out" (the setup file belongs to a generated client file)'],
    ],
    [{ ...MINIMAL, forceSetup: true }, {}, []],
    [
      { ...MINIMAL, hooksOut: "client.ts", template: "swr" },
      {},
      ["hooksOut: is the same file as out (client.ts)"],
    ],
    [
      { ...MINIMAL, mocks: "./client.ts", testingFramework: "jest" },
      {},
      ["mocks: is the same file as out (./client.ts)"],
    ],
    [
      { src: "s.yaml", validator: "zod" },
      {},
      ['validator: requires "out" (the schema file imports the generated types)'],
    ],
    [{ ...MINIMAL, validatorOut: "s.ts" }, {}, ['validatorOut: requires "validator" ("zod")']],
    [{ ...MINIMAL, validator: "zod", validatorOut: "s.ts" }, {}, []],
    [
      { ...MINIMAL, validateResponses: true },
      {},
      ['validateResponses: requires "validator" ("zod"): the checks use its schemas'],
    ],
    [
      { ...MINIMAL, validateRequests: true },
      {},
      ['validateRequests: requires "validator" ("zod"): the checks use its schemas'],
    ],
    [{ ...MINIMAL, validator: "zod", validateResponses: true, validateRequests: true }, {}, []],
    [
      { ...MINIMAL, validator: "zod", validatorOut: "client.ts" },
      {},
      ["validatorOut: is the same file as out (client.ts)"],
    ],
    [{ src: "api.yaml", out: "api.yaml" }, {}, ["out: is the same file as src (api.yaml)"]],
    [{ src: "https://x.test/api.yaml", out: "api.yaml" }, {}, []],
  ];
  it.each(table)("%j %j", (input, context, problems) => {
    expect(problemsOf(input, context)).toEqual(problems);
  });

  it("warns about options that have no effect", () => {
    const warningsOf = (input: Record<string, unknown>) =>
      optionWarnings(resolveOptions({ ...MINIMAL, ...input }));
    expect(warningsOf({})).toEqual([]);
    expect(warningsOf({ forceSetup: true })).toEqual(['forceSetup: has no effect without "clientSetup"']);
    expect(warningsOf({ forceSetup: true, clientSetup: "setup.ts" })).toEqual([]);
    expect(warningsOf({ enumNamesStyle: "PascalCase" })).toEqual([
      'enumNamesStyle: "PascalCase" has no effect unless enumDeclarationStyle is "enum"',
    ]);
    expect(warningsOf({ enumNamesStyle: "PascalCase", enumDeclarationStyle: "enum" })).toEqual([]);
    expect(warningsOf({ useClient: true })).toEqual([
      expect.stringMatching(/^useClient: 'use client' is meant for a reactive template/),
    ]);
    expect(warningsOf({ useClient: true, template: "tsq" })).toEqual([]);
  });
});

describe("resolveOptions: paths", () => {
  const configFile = path.resolve("/projects/app/config/typewright.json");
  const folder = path.dirname(configFile);

  it("resolves config-file paths against the config file's folder", () => {
    const options = resolveOptions(
      {
        src: "../openapi.yaml",
        out: "generated/client.ts",
        hooksOut: "generated/hooks.ts",
        clientSetup: "setup.ts",
        mocks: "/abs/mocks.ts",
        testingFramework: "vitest",
        template: ["swr", "fetch"],
      },
      { configFile },
    );
    expect(options.src).toBe(path.resolve(folder, "../openapi.yaml"));
    expect(options.out).toBe(path.join(folder, "generated/client.ts"));
    expect(options.hooksOut).toBe(path.join(folder, "generated/hooks.ts"));
    expect(options.clientSetup).toBe(path.join(folder, "setup.ts"));
    expect(options.mocks).toBe(path.resolve("/abs/mocks.ts"));
  });

  it("resolves a custom template directory but leaves URLs and names alone", () => {
    expect(resolveOptions({ ...MINIMAL, template: "./tpl" }, { configFile }).template).toEqual({
      kind: "custom",
      directory: path.join(folder, "tpl"),
    });
    expect(resolveOptions({ ...MINIMAL, template: "ky" }, { configFile }).template).toEqual({
      kind: "builtin",
      client: "ky",
    });
    // The reactive layer over a custom template stays.
    expect(resolveOptions({ ...MINIMAL, template: ["swr", "./tpl"] }, { configFile }).template).toEqual({
      kind: "custom",
      directory: path.join(folder, "tpl"),
      reactive: "swr",
    });
    expect(resolveOptions({ ...MINIMAL, src: "http://localhost:8080/api.json" }, { configFile }).src).toBe(
      "http://localhost:8080/api.json",
    );
  });

  it("keeps paths as given without a config file", () => {
    const options = resolveOptions({ src: "spec.yaml", out: "out/client.ts", template: "./tpl" });
    expect([options.src, options.out, options.template]).toEqual([
      "spec.yaml",
      "out/client.ts",
      { kind: "custom", directory: "./tpl" },
    ]);
  });
});
