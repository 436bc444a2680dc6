/**
 * Clients generated with `validateResponses` and `validateRequests` compile in strict mode with their schema
 * file, against the real libraries and Zod: every template and both hook layers, over the client fixtures,
 * with the type options that change what the schemas read (TypeScript enums, string dates, nulls, grouped
 * queries), and with the schemas' types written out as a library's declaration build (`isolatedDeclarations`).
 */
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import type { GenerateOptions } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import {
  compileInMemory,
  ENUM_OUTPUT,
  ES2020_LIB,
  expectCompiles,
  ISOLATED_DECLARATIONS,
} from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { VALIDATING, validatingOutputs } from "../support/validating-outputs.js";

const TEMPLATES: [string, GenerateOptions["template"]][] = [
  ["fetch", "fetch"],
  ["axios", "axios"],
  ["xior", "xior"],
  ["ky", "ky"],
  ["ng1", "ng1"],
  ["ng2", "ng2"],
  ["swr-fetch", ["swr", "fetch"]],
  ["tsq-axios", ["tsq", "axios"]],
];

describe("validating clients compile with their schema file", () => {
  for (const [name, template] of TEMPLATES) {
    it(`${name}: every client fixture × validating variant`, async () => {
      const { files, withEnums } = await validatingOutputs(name, template);
      // With ES2020's standard library, as `clients-compile` does (the tsconfig matrix has ES2022's); the
      // variant whose schema files write their types out as a library's declaration build too.
      expectCompiles(files, { extraCompilerOptions: ES2020_LIB });
      expectCompiles(withEnums, {
        extraCompilerOptions: {
          ...ES2020_LIB,
          ...ENUM_OUTPUT.extraCompilerOptions,
          ...ISOLATED_DECLARATIONS,
        },
      });
    });
  }
});

/** A user's code over petstore's validating fetch client: how the failure union narrows. */
const NARROWING = `import { listPets, ResponseValidationError, RequestValidationError, type ListPetsError } from './client.js';
declare const error: ListPetsError;
if (error.status === 200 || error.status === 204) {
  // Any 2xx status is a response that failed its check: the status is the one the response came with.
  const validation: ResponseValidationError = error;
  const received: 200 | 204 = error.status;
  void received;
  const path: readonly (string | number | symbol)[] | undefined = validation.issues[0]?.path;
  void path;
} else if (error.status === undefined) {
  const request: RequestValidationError = error;
  const argument: string = request.argument;
  void argument;
} else {
  const status: number = error.status;
  void status;
}
try {
  await listPets();
} catch (caught) {
  if (caught instanceof ResponseValidationError) void caught.body;
}
`;

describe("the failure union of a validating method", () => {
  it("narrows by status to the validation errors and the failure responses", async () => {
    const result = await generateInMemory(
      resolveOptions(
        {
          src: fixturePath("petstore.yaml"),
          template: "fetch",
          out: "narrowing/client.ts",
          ...VALIDATING,
        },
        BUILTIN_OUTPUTS,
      ),
      { write: false },
    );
    const files: Record<string, string> = { "narrowing/use.ts": NARROWING };
    for (const file of result.files) files[file.path] = file.content;
    expect(compileInMemory(files).diagnostics).toEqual([]);
    // The check can fail: a validation error is not a failure response.
    const wrong = NARROWING.replace(
      "const status: number = error.status;",
      "const status: 200 = error.status;",
    );
    expect(compileInMemory({ ...files, "narrowing/use.ts": wrong }).diagnostics).not.toEqual([]);
  });
});
