import { escapeHiddenCharacters } from "../ast/hidden-characters.js";
import { typeTextProblem } from "../ast/type-text.js";
import { TypewrightError } from "../errors.js";
import { containsText } from "./decode-text.js";
import type { SourceDocument } from "./document-source.js";
import { formatPointer } from "./json-pointer.js";
import { walkDocument } from "./walk-document.js";

const KEY = "x-ts-type";

/**
 * Whether the document's bytes mention `x-ts-type` at all: most descriptions do not, and for them the walk
 * below is skipped. (A key spelled with escapes, `x\u002dts-type`, is still checked when emitted.)
 */
export function mentionsTsType(bytes: Uint8Array): boolean {
  return containsText(bytes, KEY);
}

/**
 * Every `x-ts-type` of a document must be one TypeScript type (it is printed verbatim). Checked here, per
 * file, so the message names the file and the JSON pointer of the schema that holds it.
 */
export function checkTsTypes(document: SourceDocument): void {
  walkDocument(
    document.content,
    {
      object(object, path) {
        const text = object[KEY];
        if (typeof text !== "string" || text.trim() === "") return;
        const problem = typeTextProblem(text.trim());
        if (problem === undefined) return;
        const pointer = `#${formatPointer(path)}`;
        throw new TypewrightError(
          "spec",
          `${document.display}: ${KEY} ${escapeHiddenCharacters(JSON.stringify(text.trim()))} at ${pointer} is not a valid TypeScript type: ${problem}`,
          { file: document.file, pointer },
        );
      },
    },
    { sharedObjects: document.format === "yaml" },
  );
}
