/** Random generation options: every template and the options that change names, types or signatures. */
import fc from "fast-check";
import type { GenerateOptions } from "../../../src/index.js";

export type SampleOptions = Omit<GenerateOptions, "src" | "out">;

const TEMPLATES: NonNullable<GenerateOptions["template"]>[] = [
  "fetch",
  "axios",
  "xior",
  "ky",
  "ng1",
  "ng2",
  ["swr", "fetch"],
  ["tsq", "axios"],
  ["swr", "ky"],
  ["tsq", "xior"],
];

export const optionsArbitrary: fc.Arbitrary<SampleOptions> = fc.record(
  {
    template: fc.constantFrom(...TEMPLATES),
    generationMode: fc.constantFrom("full", "schemas"),
    responseShape: fc.constantFrom("body", "full"),
    schemaDeclarationStyle: fc.constantFrom("interface", "type"),
    enumDeclarationStyle: fc.constantFrom("union", "enum"),
    enumNamesStyle: fc.constantFrom("original", "PascalCase"),
    nullableStrategy: fc.constantFrom("ignore", "include", "nullableAsOptional"),
    dateFormat: fc.constantFrom("Date", "string"),
    preferAny: fc.boolean(),
    skipDeprecated: fc.boolean(),
    servicePrefix: fc.constantFrom("My", "$", "default"),
    argumentStyle: fc.constantFrom("positional", "object"),
    queryParamsSerialization: fc.record(
      {
        allowDots: fc.boolean(),
        arrayFormat: fc.constantFrom("repeat", "brackets", "indices"),
        queryParamsAsObject: fc.oneof(fc.boolean(), fc.integer({ min: 0, max: 3 })),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ["template"] },
) as fc.Arbitrary<SampleOptions>;
