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
  if (external === undefined) return { ...diagnostic, ...rootPlace(segments, places) };
  return { ...diagnostic, file: external, pointer: `#${formatPointer(segments.slice(2))}` };
}

/**
 * The entry document's place of `segments`, or the overlay that wrote the value there (the nearest written
 * place that holds it): `#/actions/2/update/get/summary` and, below it, the rest of the pointer.
 */
function rootPlace(segments: readonly string[], places: DocumentPlaces): { file: string; pointer?: string } {
  for (let length = segments.length; length >= 0 && places.overlaid.size > 0; length--) {
    const written = places.overlaid.get(formatPointer(segments.slice(0, length)));
    if (written === undefined) continue;
    const within = written.holdsValue ? formatPointer(segments.slice(length)) : "";
    return { file: written.file, pointer: `${written.pointer}${within}` };
  }
  return { file: places.root };
}
