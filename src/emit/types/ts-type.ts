import { escapeHiddenCharacters } from "../../ast/hidden-characters.js";
import { verbatimType } from "../../ast/type-nodes.js";
import { readTypeText } from "../../ast/type-text.js";
import type ts from "../../compiler-api.js";
import { TypewrightError } from "../../errors.js";

/**
 * `x-ts-type` text is emitted verbatim. Load has checked every `x-ts-type` it walks, naming the file and the
 * JSON pointer; this check catches the rest (a schema reached only through an `x-*` extension), so that a
 * typo is reported against the description instead of surfacing as a compile error in generated code.
 */
export function lowerTsType(text: string, pointer?: string): ts.TypeNode {
  const read = readTypeText(text);
  const { problem } = read;
  if (problem !== undefined) {
    throw new TypewrightError(
      "spec",
      `x-ts-type ${escapeHiddenCharacters(JSON.stringify(text))}${pointer ? ` in ${pointer}` : ""} is not a valid TypeScript type: ${problem}`,
      pointer ? { pointer } : {},
    );
  }
  // An identifier prints its text unchanged: the user's type text is kept exactly as written.
  return verbatimType(text, "names" in read ? read.names : []);
}
