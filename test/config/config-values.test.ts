import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { ResolvedOptions } from "../../src/config/types.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { MINIMAL, problemsOf } from "../support/options-problems.js";

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
    [{ argumentStyle: "object" }, (o) => o.argumentStyle, "object"],
    [{ argumentStyle: "positional" }, (o) => o.argumentStyle, "positional"],
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
      {
        pagination: {
          "admin*": false,
          listThings: { rule: "cursor", parameter: "cursor", next: ["meta", "next"] },
        },
      },
      (o) => o.pagination,
      { "admin*": false, listThings: { rule: "cursor", parameter: "cursor", next: ["meta", "next"] } },
    ],
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
    expect(pick(resolveOptions({ ...MINIMAL, ...input }, BUILTIN_OUTPUTS))).toEqual(expected);
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
    [
      { argumentStyle: "objects" },
      'argumentStyle: must be one of "positional", "object" (got "objects") (did you mean "object"?)',
    ],
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
      'modifiers.parameters: must be an object mapping names to "ignore", "optional", "required" (got [])',
    ],
    [
      { pagination: [] },
      "pagination: must be an object mapping operationIds or wildcards to false or a paging rule (got [])",
    ],
    [
      { pagination: { listThings: true } },
      'pagination.listThings: must be false or an object with a "rule" (got true)',
    ],
    [
      { pagination: { listThings: { rule: "cursr" } } },
      'pagination.listThings.rule: must be one of "linkHeader", "cursor", "nextUrl", "lastItem", "offset", "pageNumber" (got "cursr") (did you mean "cursor"?)',
    ],
    [
      { pagination: { listThings: { rule: "nextUrl" } } },
      'pagination.listThings: the rule "nextUrl" needs "next"',
    ],
    [
      { pagination: { listThings: { rule: "offset", parameter: "offset", pagesize: "limit" } } },
      'pagination.listThings: unknown field "pagesize" (did you mean "pageSize"?); known: "rule", "items", "next", "total", "parameter", "itemKey", "pageSize"',
    ],
    [
      { pagination: { listThings: { rule: "nextUrl", next: 1 } } },
      "pagination.listThings.next: must be a property path: a dotted string or a list of names (got 1)",
    ],
    [
      { pagination: { "list.*": false } },
      'pagination["list.*"]: "list.*" looks like a regular expression: it uses ".*" or ".+". Patterns are wildcards ("*" any characters, "?" one character, everything else literal); did you mean "list*"?',
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
      'template: unknown template "angular"; use one of "axios", "fetch", "xior", "ky", "ng1", "ng2", "swr", "tsq", "vue-query", "pinia-colada", "svelte-query", "svelte-query-5", "solid-query", "angular-query", a pair such as ["swr", "axios"], or a directory path such as "./angular"',
      'dateFormat: must be one of "Date", "string" (got 1)',
      expect.stringMatching(
        /^exclude\.tags\[0\]: "\^a" looks like a regular expression: it uses the anchors/,
      ),
      'mocks: must be a non-empty path (got "")',
    ]);
    expect(() => resolveOptions(input, BUILTIN_OUTPUTS)).toThrow(
      /^invalid options \(6 problems\):\nunknown option "srcc"/,
    );
  });
});
