/** Statements beyond the common ones of nodes.ts: control flow and `let`. */
import ts from "../compiler-api.js";

/** `if (condition) then` */
export function ifStatement(condition: ts.Expression, then: ts.Statement): ts.IfStatement {
  return ts.factory.createIfStatement(condition, then);
}

/** `switch (subject) { case label: statements ... }` */
export function switchStatement(
  subject: ts.Expression,
  cases: readonly (readonly [label: ts.Expression, statements: readonly ts.Statement[]])[],
): ts.SwitchStatement {
  return ts.factory.createSwitchStatement(
    subject,
    ts.factory.createCaseBlock(
      cases.map(([label, statements]) => ts.factory.createCaseClause(label, statements)),
    ),
  );
}

/** `for await (const name of iterable) body` */
export function forAwaitOf(name: string, iterable: ts.Expression, body: ts.Statement): ts.ForOfStatement {
  return ts.factory.createForOfStatement(
    ts.factory.createToken(ts.SyntaxKind.AwaitKeyword),
    ts.factory.createVariableDeclarationList(
      [ts.factory.createVariableDeclaration(name)],
      ts.NodeFlags.Const,
    ),
    iterable,
    body,
  );
}

/** `break;` */
export function breakStatement(): ts.BreakStatement {
  return ts.factory.createBreakStatement();
}

/** `throw value;` */
export function throwStatement(value: ts.Expression): ts.ThrowStatement {
  return ts.factory.createThrowStatement(value);
}

/** `let name = value;` */
export function letDeclaration(name: string, value: ts.Expression): ts.VariableStatement {
  return ts.factory.createVariableStatement(
    /* modifiers */ undefined,
    ts.factory.createVariableDeclarationList(
      [
        ts.factory.createVariableDeclaration(
          name,
          /* exclamationToken */ undefined,
          /* type */ undefined,
          value,
        ),
      ],
      ts.NodeFlags.Let,
    ),
  );
}
