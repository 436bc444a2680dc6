import type { Diagnostic } from "../text/diagnostics.js";
import type { Location } from "./document-location.js";
import { refLocation } from "./document-location.js";
import type { JsonValue } from "./types.js";

/**
 * Where the relative `$ref`s of a parsed document resolve from. OpenAPI 3.2's `$self` states the document's
 * own URI, relative ones resolved against where it was read: refs then resolve against it, not the place the
 * file happens to be read from, and refs naming that URI point into the document itself. A `$self` that
 * cannot serve (a scheme not read, a local file named by a document read from a URL, which must not pull local
 * files) is left unused, with a warning.
 */
export function selfBase(
  content: JsonValue,
  retrieved: Location,
  display: string,
): { base: Location; diagnostic?: Diagnostic } {
  const self =
    typeof content === "object" && content !== null && !Array.isArray(content) && "openapi" in content
      ? content.$self
      : undefined;
  if (typeof self !== "string" || self === "") return { base: retrieved };
  const unused = (why: string) => ({
    base: retrieved,
    diagnostic: {
      code: "unused-self",
      severity: "warning",
      file: display,
      pointer: "#/$self",
      message: `"${self}" is not used as the base of relative $refs (${why}); they resolve against the document's own location`,
    } satisfies Diagnostic,
  });
  let stated: Location;
  try {
    stated = refLocation(self, retrieved);
  } catch (error) {
    return unused((error as Error).message);
  }
  if (retrieved.kind === "url" && stated.kind === "file") {
    return unused("a description read from a URL may only reference http(s) URLs, not local files");
  }
  return { base: stated };
}
