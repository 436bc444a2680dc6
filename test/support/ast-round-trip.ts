import ts from "typescript";
import { exportModifier } from "../../src/ast/nodes.js";
import { printStatements } from "../../src/ast/print.js";

const f = ts.factory;

/** `export const value = <expression>;` printed, parsed back, and the initializer returned. */
export function roundTrip(expression: ts.Expression): {
  text: string;
  parsed: ts.Expression | undefined;
  errors: number;
} {
  const statement = f.createVariableStatement(
    [exportModifier()],
    f.createVariableDeclarationList(
      [
        f.createVariableDeclaration(
          "value",
          /* exclamationToken */ undefined,
          /* type */ undefined,
          expression,
        ),
      ],
      ts.NodeFlags.Const,
    ),
  );
  const text = printStatements([statement], { header: [] });
  const parsed = ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, /* setParentNodes */ true);
  const [first] = parsed.statements;
  const initializer =
    first && ts.isVariableStatement(first) ? first.declarationList.declarations[0]?.initializer : undefined;
  return { text, parsed: initializer, errors: syntaxErrors(text) };
}

export function syntaxErrors(text: string): number {
  return ts.transpileModule(text, { reportDiagnostics: true }).diagnostics?.length ?? 0;
}
