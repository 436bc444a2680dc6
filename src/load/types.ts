/** A JSON value as parsed from JSON or YAML. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * The hand-off from `load/` to `model/`: one OpenAPI 3.x document (Swagger 2.0 already upgraded) in which
 * every `$ref` that the generator may follow is local (`#/...`). External documents are copied, verbatim,
 * under `#/x-typewright-external/<name>` where `<name>` is the file's base name without its extension
 * (deduplicated with `_2`, `_3`...), so a whole-file `$ref` still carries a meaningful last segment.
 * Every followable local `$ref` is known to resolve, and no chain of `$ref`s loops without reaching a value
 * (recursive schemas such as `Node.children.items → Node` are fine and stay references).
 *
 * - "Followable" means outside `x-*` extensions and outside `example`, `examples`, `default`, `const` and `enum`
 *   values (a property *named* `example` or `x-id` is followed). Refs in those places are left as written.
 * - Rewritten refs are `#` + a JSON pointer with `~0`/`~1` escapes; `%` is written `%25`, nothing else is
 *   percent-encoded. Refs local to the root are left as written, so they may use percent-encoding.
 * - `discriminator.mapping` values that are references to other files are rewritten the same way.
 * - Swagger 2.0 becomes OpenAPI 3.1 (swagger-convert.ts): `x-nullable` becomes `type: [T, "null"]` (with `null`
 *   added to an `enum`) or `anyOf: [{$ref}, {type: "null"}]`, `type: file` becomes
 *   `{type: "string", format: "binary"}`, a string `discriminator` becomes `{propertyName}`.
 * - Objects may be shared: YAML aliases (`*anchor`) and merge keys give one object several places. Treat the
 *   document as read-only.
 */
export interface LoadedSpec {
  document: JsonObject;
  /** Absolute file path or URL the document was read from. */
  source: string;
  /** The version string as written in the source: `2.0`, `3.0.3`, `3.1.0`, `3.2.0`, ... */
  originalVersion: string;
  /**
   * Absolute paths of the local files read (the description and its external documents), so that no output
   * is ever written over one of them.
   */
  inputFiles: string[];
  /** Which file each part of `document` came from, for findings made on it. */
  places: DocumentPlaces;
}

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
  /**
   * Places of the entry document that an overlay's `update` or `copy` wrote, by their pointer (`/paths/~1pets`),
   * with the overlay and the place within it: a finding there names the overlay.
   */
  overlaid: ReadonlyMap<string, OverlayPlace>;
}

/** Where an overlay wrote a value: the overlay as messages name it and the pointer of the value in it. */
export interface OverlayPlace {
  file: string;
  pointer: string;
  /** The value is in the overlay (an `update`), so a place below it is below `pointer` too; a `copy`'s is not. */
  holdsValue: boolean;
}

/** Key under which external documents are bundled into the root document. */
export const EXTERNAL_DOCUMENTS_KEY = "x-typewright-external";
