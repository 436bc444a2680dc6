/**
 * The playground's type bundles keep of graphql only what msw's declarations import from it
 * (scripts/lib/narrow-barrels.js), and refuse to narrow an import whose names they cannot read.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { STRICT_COMPILER_OPTIONS_JSON } from "../../scripts/lib/compile-options.js";
import { narrowedEntries } from "../../scripts/lib/narrow-barrels.js";
import { ROOT } from "../support/cli-process.js";

/** A program of one in-memory entry file, resolving from the repository's node_modules. */
function programOf(entryText: string) {
  const { options } = ts.convertCompilerOptionsFromJson(STRICT_COMPILER_OPTIONS_JSON, ROOT);
  const entry = path.join(ROOT, ".playground-types", "entry.ts");
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === entry || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, onError) =>
    file === entry
      ? ts.createSourceFile(file, entryText, languageVersion)
      : getSourceFile(file, languageVersion, onError);
  return { program: ts.createProgram([entry], options, host), options, host };
}

// Resolved through node_modules, which may be a link to another checkout's.
const GRAPHQL_ENTRY = realpathSync(path.join(ROOT, "node_modules/graphql/index.d.ts"));

describe("narrowedEntries", () => {
  it("replaces graphql's index with the names msw's declarations import, from graphql's own files", () => {
    const { program, options, host } = programOf('import * as m from "msw";\nexport { m };\n');
    const entries = narrowedEntries(program, options, host);
    expect([...entries.keys()]).toEqual([GRAPHQL_ENTRY]);
    expect(entries.get(GRAPHQL_ENTRY)).toBe(
      "export { DocumentNode, OperationTypeNode } from './language/ast';\n" +
        "export { GraphQLError } from './error/GraphQLError';\n",
    );
  });

  it("leaves a program that does not read graphql as it is", () => {
    const { program, options, host } = programOf('import * as m from "axios";\nexport { m };\n');
    expect(narrowedEntries(program, options, host).size).toBe(0);
  });

  it("refuses an import whose names it cannot tell", () => {
    const { program, options, host } = programOf('import * as g from "graphql";\nexport { g };\n');
    expect(() => narrowedEntries(program, options, host)).toThrow(
      /entry\.ts namespace-imports "graphql": cannot narrow it/,
    );
  });
});
