/**
 * The clients generated with `validateResponses` and `validateRequests`, with their schema files, over every
 * client fixture: what the validating compile proofs compile (test/emit/validation-compile.test.ts, and against
 * the lowest Zod, test/compile/zod-versions.test.ts).
 */
import path from "node:path";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import type { GenerateOptions } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { CLIENT_FIXTURES, declaresEnums, type Variant } from "./client-matrix.js";
import { fixturePath } from "./generated-module.js";

export const VALIDATING: Variant = { validator: "zod", validateResponses: true, validateRequests: true };

/**
 * With the type options that change what the schemas read (TypeScript enums, string dates, nulls, grouped
 * queries) and with the schemas' types written out (`validatorExplicitTypes`, compiled as a library's
 * declaration build: in `withEnums`, see {@link validatingOutputs}).
 */
export const VALIDATING_VARIANTS: [string, Variant][] = [
  ["validating", VALIDATING],
  [
    "validating-enums",
    {
      ...VALIDATING,
      validatorExplicitTypes: true,
      enumDeclarationStyle: "enum",
      dateFormat: "string",
      nullableStrategy: "include",
      responseShape: "full",
      queryParamsSerialization: { queryParamsAsObject: true },
    },
  ],
];

/** The client and its schema file of every fixture × variant, by virtual path under `name`; enum outputs apart. */
export async function validatingOutputs(
  name: string,
  template: GenerateOptions["template"],
): Promise<{ files: Record<string, string>; withEnums: Record<string, string> }> {
  const files: Record<string, string> = {};
  const withEnums: Record<string, string> = {};
  for (const fixture of CLIENT_FIXTURES) {
    for (const [variant, options] of VALIDATING_VARIANTS) {
      const folder = path.join("validating", name, fixture.replace(/[/.]/g, "_"), variant);
      const result = await generateInMemory(
        resolveOptions(
          {
            src: fixturePath(fixture),
            template,
            out: path.join(folder, "client.ts"),
            ...options,
          },
          BUILTIN_OUTPUTS,
        ),
        { write: false },
      );
      const group = declaresEnums(options) ? withEnums : files;
      for (const file of result.files) group[file.path] = file.content;
    }
  }
  return { files, withEnums };
}
