/**
 * `x-ts-type` text: TypeScript type syntax that generated code writes verbatim, so it is checked before any
 * of it is printed. The load stage checks every `x-ts-type` where its file and JSON pointer are known; the
 * emitter checks again what it prints (a schema reached only through an extension is not walked by load).
 */
import ts from "../compiler-api.js";
import { hasHiddenCharactersInVerbatim } from "./hidden-characters.js";
import { parseDiagnosticsOf } from "./typescript-internals.js";

/** Why `text` cannot be printed as one TypeScript type, or `undefined` when it can. */
export function typeTextProblem(text: string): string | undefined {
  // Verbatim text is never escaped: a bidirectional control would hide what the type says (Trojan Source).
  if (hasHiddenCharactersInVerbatim(text)) return "it contains a bidirectional or other control character";
  const source = ts.createSourceFile(
    "x-ts-type.ts",
    `type __XTsType = ${text};`,
    ts.ScriptTarget.ESNext,
    false,
  );
  const diagnostics = parseDiagnosticsOf(source);
  const statement = source.statements[0];
  const wholeTextIsOneType =
    source.statements.length === 1 && statement !== undefined && ts.isTypeAliasDeclaration(statement);
  if (diagnostics.length === 0 && wholeTextIsOneType) return undefined;
  return diagnostics[0]
    ? ts.flattenDiagnosticMessageText(diagnostics[0].messageText, " ")
    : "not a single type";
}
