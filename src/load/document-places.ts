import type { Diagnostic } from "../text/diagnostics.js";
import { formatPointer, pointerSegments } from "./json-pointer.js";
import { type DocumentPlaces, EXTERNAL_DOCUMENTS_KEY } from "./types.js";

/**
 * `diagnostic` with the file its pointer is in and the pointer within that file, where it has a pointer into
 * the bundle and no file yet.
 */
export function placeInSource(diagnostic: Diagnostic, places: DocumentPlaces): Diagnostic {
  const { file, pointer } = diagnostic;
  if (file !== undefined || pointer === undefined || places.upgraded) return diagnostic;
  const segments = pointerSegments(pointer);
  const external =
    segments[0] === EXTERNAL_DOCUMENTS_KEY ? places.external.get(segments[1] ?? "") : undefined;
  if (external === undefined) return { ...diagnostic, file: places.root };
  return { ...diagnostic, file: external, pointer: `#${formatPointer(segments.slice(2))}` };
}
