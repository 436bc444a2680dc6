/**
 * The schema files of `validator: "zod"` support Zod 4.3 and later: the other tests compile and run them
 * against the devDependency (the newest), here the same outputs compile against Zod 4.3.0 (`zod-4-3`, an npm
 * alias), the first with `.exactOptional()`, which they write for every optional property; their types agree
 * with the emitted types there too, and the validating calls run on it against a live server. Pointing the
 * import at the alias is test plumbing: the generator always imports `'zod'`.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { GenerateOptions } from "../../src/index.js";
import { importClient } from "../support/client-scenarios.js";
import type { ClientUnderTest } from "../support/client-under-test.js";
import { ENUM_OUTPUT, expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { registerEverythingServer } from "../support/everything-server.js";
import { pointImportAt } from "../support/library-versions.js";
import { validatingOutputs } from "../support/validating-outputs.js";
import { validationScenarios } from "../support/validation-scenarios.js";
import { agreementFiles, FIXTURE_DESCRIPTIONS } from "../support/zod-agreement.js";

const LOWEST_ZOD = "zod-4-3";

/**
 * The files with every import of Zod (schema files, agreement files) pointed at Zod 4.3; a schema file of a
 * description without schemas imports nothing.
 */
function onLowestZod(files: Record<string, string>): Record<string, string> {
  const pointed = Object.entries(files).map(([file, text]): [string, string] => [
    file,
    IMPORTS_ZOD.test(text) ? pointImportAt(text, "zod", LOWEST_ZOD) : text,
  ]);
  const schemaFiles = pointed.filter(([file]) => file.endsWith(".zod.ts"));
  expect(schemaFiles.filter(([, text]) => text.includes(`from '${LOWEST_ZOD}'`)).length).toBeGreaterThan(0);
  expect(pointed.filter(([, text]) => IMPORTS_ZOD.test(text)).map(([file]) => file)).toEqual([]);
  return Object.fromEntries(pointed);
}

const IMPORTS_ZOD = /from\s+(['"])zod\1/;

describe("the alias is Zod 4.3.0", () => {
  it("is Zod 4.3.0, which has the `.exactOptional()` the schema files call (4.2 has none)", async () => {
    const require = createRequire(import.meta.url);
    expect((require(`${LOWEST_ZOD}/package.json`) as { version: string }).version).toBe("4.3.0");
    const { z } = (await import(LOWEST_ZOD)) as typeof import("zod");
    expect(z.string().exactOptional().safeParse(undefined).success).toBe(false);
  });
});

describe("schema files compile against Zod 4.3 as well as the newest", () => {
  const templates: [string, GenerateOptions["template"]][] = [
    ["fetch", "fetch"],
    ["tsq-axios", ["tsq", "axios"]],
  ];
  for (const [name, template] of templates) {
    it(`${name}: every client fixture × validating variant`, async () => {
      const { files, withEnums } = await validatingOutputs(`zod-4-3/${name}`, template);
      expectCompiles(onLowestZod(files));
      // The variant that writes the schemas' types out, as a library's declaration build: Zod 4.3's types too.
      expectCompiles(onLowestZod(withEnums), {
        extraCompilerOptions: { ...ENUM_OUTPUT.extraCompilerOptions, ...ISOLATED_DECLARATIONS },
      });
    });
  }

  it("their types agree with the emitted types on every fixture (the schema files' own proof)", async () => {
    const options = {
      nullableStrategy: "include",
      dateFormat: "Date",
      enumDeclarationStyle: "enum",
      preferAny: false,
      validateResponses: true,
      validateRequests: true,
      validatorExplicitTypes: true,
    } as const;
    const { files, schemas } = await agreementFiles(FIXTURE_DESCRIPTIONS, options);
    expect(schemas).toBeGreaterThan(50);
    expectCompiles(onLowestZod(files), {
      extraCompilerOptions: { ...ENUM_OUTPUT.extraCompilerOptions, ...ISOLATED_DECLARATIONS },
    });
  }, 240_000);
});

/** The fetch client, its schema file importing Zod 4.3. */
const fetchOnLowestZod: ClientUnderTest = {
  template: "fetch",
  setBaseUrl: (module, url) => {
    (module.clientDefaults as { baseUrl: string }).baseUrl = url;
  },
  nativeBody: (result) => result,
  failure: (error) => error as { status: unknown; body: unknown },
  responseHeader: (headers, name) => (headers as Headers).get(name),
  transformSchemas: (code) => pointImportAt(code, "zod", LOWEST_ZOD),
};

describe("validating calls against a live server (Zod 4.3)", () => {
  const { server } = registerEverythingServer();
  validationScenarios({
    load: (options) => importClient(fetchOnLowestZod, server().url, options),
    server,
    body: (result) => result,
    failure: fetchOnLowestZod.failure,
    Date: () => Date,
    inPage: false,
    promises: true,
  });
});
