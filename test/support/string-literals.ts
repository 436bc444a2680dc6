import ts from "typescript";

/** Every string literal of a TypeScript text, in source order (parent nodes set, so `getText()` works). */
export function stringLiteralNodes(code: string): ts.StringLiteral[] {
  const literals: ts.StringLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node)) literals.push(node);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("code.ts", code, ts.ScriptTarget.Latest, true));
  return literals;
}
