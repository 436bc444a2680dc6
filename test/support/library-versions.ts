/**
 * A template's output against another version of its library, installed beside the newest as an npm alias
 * (`axios-1-4`, `xior-0-5`, `ky1`): the generated import is pointed at the alias. That is test plumbing; the
 * generator always imports the library itself.
 */
import type ts from "typescript";
import { expect } from "vitest";
import { generate } from "../../src/index.js";
import { CLIENT_FIXTURES, CLIENT_VARIANTS, declaresEnums } from "./client-matrix.js";
import { expectCompilesApart } from "./compile.js";
import { fixturePath } from "./generated-module.js";

/** `code` importing `alias` wherever it imports `library`; throws when it imports no `library` to rewrite. */
export function pointImportAt(code: string, library: string, alias: string): string {
  const rewritten = code.replace(importsOf(library), `$1$2${alias}$2`);
  if (rewritten === code) throw new Error(`the generated code does not import '${library}'`);
  return rewritten;
}

/** `from 'library'` / `from "library"` in generated code, wherever it imports the package itself. */
function importsOf(library: string): RegExp {
  return new RegExp(`(from\\s+)(['"])${library.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\2`, "g");
}

/**
 * Every client fixture × variant of `template` (responseShape × query grouping × options), pointed at `alias`
 * instead of `library`, compiles in strict mode with zero diagnostics.
 */
export async function expectClientMatrixCompilesAgainst(
  template: "axios" | "xior" | "ky",
  library: string,
  alias: string,
  /** Where the alias's own declarations import `library/...`: see `typingsOf` (support/private-install.ts). */
  extraCompilerOptions: ts.CompilerOptions = {},
): Promise<void> {
  const files: Record<string, string> = {};
  const withEnums: Record<string, string> = {};
  for (const fixture of CLIENT_FIXTURES) {
    for (const [variant, options] of CLIENT_VARIANTS) {
      const code = await generate({ src: fixturePath(fixture), template, ...options });
      const group = declaresEnums(options) ? withEnums : files;
      group[`clients/${alias}/${fixture.replace(/[/.]/g, "_")}/${variant}.ts`] = pointImportAt(
        code,
        library,
        alias,
      );
    }
  }
  for (const code of [...Object.values(files), ...Object.values(withEnums)]) {
    expect(code).not.toMatch(importsOf(library));
  }
  expectCompilesApart(files, withEnums, { extraCompilerOptions });
}
