import type { Diagnostic } from "../text/diagnostics.js";
import { formatPointer, pointerSegments } from "./json-pointer.js";
import { EXTERNAL_DOCUMENTS_KEY } from "./types.js";

/**
 * Which file each part of the bundled description came from, so that a finding made on the bundle (the
 * model's and the plan's) names the file the user edits and the pointer within it.
 */
export interface DocumentPlaces {
  /** The description as messages name it (`petstore.yaml`, a URL). */
  root: string;
  /** Key under `x-typewright-external` → that document as messages name it. */
  external: ReadonlyMap<string, string>;
  /**
   * Swagger 2.0 is read in its OpenAPI 3.1 form, whose pointers (`#/components/schemas/Pet`) are not the
   * file's (`#/definitions/Pet`): its findings keep the bundle's pointer and name no file.
   */
  upgraded: boolean;
}

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
