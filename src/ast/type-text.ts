/**
 * `x-ts-type` text: TypeScript type syntax that generated code writes verbatim, so it is checked before any
 * of it is printed. The load stage checks every `x-ts-type` where its file and JSON pointer are known; the
 * emitter checks again what it prints (a schema reached only through an extension is not walked by load).
 */
import ts from "../compiler-api.js";
import { hasHiddenCharactersInVerbatim } from "./hidden-characters.js";
import { namesReadIn } from "./references.js";
import { parseDiagnosticsOf } from "./typescript-internals.js";

/** `text` read as one TypeScript type: why it cannot be printed as one, or the names it reads. */
export type TypeText = { problem: string } | { problem?: undefined; names: readonly string[] };

/**
 * `text` parsed once as a type: a problem, or the names its identifiers read (`Record`, `Pet` in
 * `Record<string, Pet>`; not a property's name), which the identifier printing it references (see
 * `verbatimType`), so that an import of one of them stays in the file.
 */
export function readTypeText(text: string): TypeText {
  // Verbatim text is never escaped: a bidirectional control would hide what the type says (Trojan Source).
  if (hasHiddenCharactersInVerbatim(text)) {
    return { problem: "it contains a bidirectional or other control character" };
  }
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
  if (diagnostics.length === 0 && wholeTextIsOneType) return { names: namesReadIn(statement.type) };
  return {
    problem: diagnostics[0]
      ? ts.flattenDiagnosticMessageText(diagnostics[0].messageText, " ")
      : "not a single type",
  };
}

/** Why `text` cannot be printed as one TypeScript type, or `undefined` when it can. */
export function typeTextProblem(text: string): string | undefined {
  return readTypeText(text).problem;
}
