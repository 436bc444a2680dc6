import ts from "../../compiler-api.js";
import { TypewrightError } from "../../errors.js";

/**
 * `x-ts-type` text is emitted verbatim. It is parsed first so that a typo is reported against the
 * description instead of surfacing as a compile error in generated code.
 */
export function lowerTsType(text: string, pointer?: string): ts.TypeNode {
  assertParsesAsType(text, pointer);
  // An identifier prints its text unchanged: the user's type text is kept exactly as written.
  return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier(text));
}

function assertParsesAsType(text: string, pointer: string | undefined): void {
  const source = ts.createSourceFile(
    "x-ts-type.ts",
    `type __XTsType = ${text};`,
    ts.ScriptTarget.ESNext,
    false,
  );
  const diagnostics = (source as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
  const statement = source.statements[0];
  const wholeTextIsOneType =
    source.statements.length === 1 && statement !== undefined && ts.isTypeAliasDeclaration(statement);
  if (diagnostics.length === 0 && wholeTextIsOneType) return;
  const reason = diagnostics[0]
    ? ts.flattenDiagnosticMessageText(diagnostics[0].messageText, " ")
    : "not a single type";
  throw new TypewrightError("spec", `x-ts-type "${text}" is not a valid TypeScript type: ${reason}`, {
    ...(pointer ? { pointer } : {}),
  });
}
