import ts from "typescript";
import { describe, expect, it } from "vitest";
import { namedImport, namespaceImport } from "../../src/ast/imports.js";
import { printStatements } from "../../src/ast/print.js";
import { referencingImports } from "../../src/templates/custom-import-references.js";

const f = ts.factory;

describe("a custom template's reads of the names its imports bring", () => {
  it("are references that keep those names, and a declared or selected name is not", () => {
    // `function send(unused: string) { used(api.x, { selected: 1 }); }`
    const send = f.createFunctionDeclaration(
      undefined,
      undefined,
      "send",
      undefined,
      [f.createParameterDeclaration(undefined, undefined, "unused", undefined, undefined)],
      undefined,
      f.createBlock([
        f.createExpressionStatement(
          f.createCallExpression(f.createIdentifier("used"), undefined, [
            f.createPropertyAccessExpression(f.createIdentifier("api"), "selected"),
            f.createObjectLiteralExpression([
              f.createPropertyAssignment("alsoUnused", f.createNumericLiteral(1)),
            ]),
          ]),
        ),
      ]),
    );
    const statements = [
      namedImport("library", ["used", "unused", "alsoUnused", "selected"]),
      namespaceImport("api", "./client.js", true),
      send,
    ];
    const printed = printStatements(referencingImports(statements), { header: [] });
    expect(printed.split("\n").slice(0, 2)).toEqual([
      "import { used } from 'library';",
      "import type * as api from './client.js';",
    ]);
  });
});
