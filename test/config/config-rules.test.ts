import { describe, expect, it } from "vitest";
import { reportOptionWarnings } from "../../src/config/combination-rules.js";
import { type ResolveContext, resolveOptions } from "../../src/config/resolve-options.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { diagnosticList } from "../../src/text/diagnostics.js";
import { MINIMAL, problemsOf } from "../support/options-problems.js";

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
        'hooksOut: only works with a reactive template ("swr", "tsq", "vue-query", "pinia-colada", "svelte-query", "svelte-query-5", "solid-query", "angular-query" or a pair such as ["swr", "axios"]) (template is "axios")',
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
    const warningsOf = (input: Record<string, unknown>) => {
      const diagnostics = diagnosticList();
      reportOptionWarnings(
        resolveOptions({ ...MINIMAL, ...input }, BUILTIN_OUTPUTS),
        diagnostics,
        BUILTIN_OUTPUTS,
      );
      return diagnostics.diagnostics.map((diagnostic) => diagnostic.message);
    };
    expect(warningsOf({})).toEqual([]);
    expect(warningsOf({ forceSetup: true })).toEqual(['forceSetup: has no effect without "clientSetup"']);
    expect(warningsOf({ forceSetup: true, clientSetup: "setup.ts" })).toEqual([]);
    expect(warningsOf({ enumNamesStyle: "PascalCase" })).toEqual([
      'enumNamesStyle: "PascalCase" has no effect unless enumDeclarationStyle is "enum"',
    ]);
    expect(warningsOf({ enumNamesStyle: "PascalCase", enumDeclarationStyle: "enum" })).toEqual([]);
    expect(
      warningsOf({ argumentStyle: "object", queryParamsSerialization: { queryParamsAsObject: 2 } }),
    ).toEqual([
      'queryParamsAsObject: has no effect with argumentStyle "object", whose one object already holds the query parameters under their own names',
    ]);
    expect(warningsOf({ argumentStyle: "object" })).toEqual([]);
    expect(warningsOf({ queryParamsSerialization: { queryParamsAsObject: true } })).toEqual([]);
    expect(warningsOf({ useClient: true })).toEqual([
      `useClient: 'use client' is meant for a reactive template ("swr", "tsq", "vue-query", "pinia-colada", "svelte-query", "svelte-query-5", "solid-query", "angular-query" or a pair such as ["swr", "axios"]) (template is "axios")`,
    ]);
    expect(warningsOf({ useClient: true, template: "fetch" })).toEqual([
      expect.stringMatching(/ \(template is "fetch"\)$/),
    ]);
    expect(warningsOf({ useClient: true, template: "tsq" })).toEqual([]);
    expect(warningsOf({ useClient: true, template: ["swr", "ky"] })).toEqual([]);
    expect(warningsOf({ useClient: true, template: ["vue-query", "axios"] })).toEqual([
      `useClient: has no effect with "vue-query": 'use client' marks React's server components' client modules`,
    ]);
    expect(warningsOf({ resources: false, template: "ng2" })).toEqual([]);
    expect(warningsOf({ resources: false, template: "fetch" })).toEqual([
      'resources: false has no effect with "fetch": resources are written by "ng2"',
    ]);
  });
});
