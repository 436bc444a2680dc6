import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { HttpClientName } from "../../src/config/types.js";
import { generate, generateFiles } from "../../src/index.js";
import {
  CLIENT_FIXTURES,
  CLIENT_VARIANTS,
  declaresEnums,
  PROVEN_CLIENT_TEMPLATES,
} from "../support/client-matrix.js";
import {
  ES2020_LIB,
  expectCompiles,
  expectCompilesApart,
  ISOLATED_DECLARATIONS,
} from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";

const TEMPLATES = PROVEN_CLIENT_TEMPLATES;

interface Outputs {
  files: Record<string, string>;
  /** The outputs of variants with TypeScript enums, compiled apart (see ENUM_OUTPUT). */
  withEnums: Record<string, string>;
}

/**
 * Every template × fixture × variant, compiled in one strict program against the real libraries, with the
 * declaration files a library's tsconfig makes (`isolatedDeclarations`) too, and the standard library of
 * ES2020 (the other compile proofs have ES2022's).
 */
async function outputsFor(template: HttpClientName): Promise<Outputs> {
  const outputs: Outputs = { files: {}, withEnums: {} };
  for (const fixture of CLIENT_FIXTURES) {
    for (const [variant, options] of CLIENT_VARIANTS) {
      const code = await generate({ src: fixturePath(fixture), template, ...options });
      const group = declaresEnums(options) ? outputs.withEnums : outputs.files;
      group[`clients/${template}/${fixture.replace(/[/.]/g, "_")}/${variant}.ts`] = code;
    }
  }
  return outputs;
}

describe("generated clients compile in strict mode against the real libraries", () => {
  for (const template of TEMPLATES) {
    it(`${template}: every fixture × responseShape × query grouping × options`, async () => {
      const { files, withEnums } = await outputsFor(template);
      // An output is one file, `clients/<template>/<fixture>/<variant>.ts`: fetch's and ky's native
      // responseShape is the body, and the same text is checked once.
      expectCompilesApart(files, withEnums, {
        extraCompilerOptions: { ...ISOLATED_DECLARATIONS, ...ES2020_LIB },
        outputDepth: 4,
      });
    });
  }
  // ng2's services under experimentalDecorators: compile/angular-versions.test.ts, on the oldest and the newest
  // Angular major, over the same fixtures and variants.
  it("ng1 also compiles with experimentalDecorators", async () => {
    const { files, withEnums } = await outputsFor("ng1");
    expectCompilesApart(files, withEnums, {
      extraCompilerOptions: { experimentalDecorators: true },
      outputDepth: 4,
    });
  });
});

describe("client setup files compile with their main file", () => {
  for (const template of TEMPLATES) {
    it(`${template}: the write-once setup scaffold`, async () => {
      const folder = path.join(os.tmpdir(), "typewright-setup-check");
      const result = await generateFiles({
        src: fixturePath("petstore.yaml"),
        template,
        out: path.join(folder, "api", "client.ts"),
        clientSetup: path.join(folder, "setup", "client-setup.ts"),
      }).catch((error: unknown) => error);
      if (result instanceof Error) throw result;
      const [main, setup] = (result as Awaited<ReturnType<typeof generateFiles>>).files;
      expect(setup?.content).toMatch(/from '\.\.\/api\/client\.js'|createKyConfig/);
      expectCompiles(
        {
          "setup/api/client.ts": main?.content ?? "",
          "setup/setup/client-setup.ts": setup?.content ?? "",
        },
        { extraCompilerOptions: ISOLATED_DECLARATIONS },
      );
    });
  }
});
