import type { Diagnostic } from "../text/diagnostics.js";
import type { Location } from "./document-location.js";
import type { JsonValue } from "./types.js";
import type { RefSite } from "./walk-document.js";

/** One parsed document, the root or an external one, with what messages and ref resolution need. */
export interface SourceDocument {
  /** The location as requested (the cache key). */
  location: Location;
  /** Where relative refs resolve from: `location`, or the final URL after redirects. */
  base: Location;
  /** How messages name the document (path relative to cwd, or URL). */
  display: string;
  /** Absolute path or URL, for `TypewrightError.file`. */
  file: string;
  content: JsonValue;
  format: "json" | "yaml";
  /** What reading it found that does not stop the run, reported by `loadSpec` in the documents' order. */
  diagnostics: Diagnostic[];
  /** Its followable references, in document order, collected as it was read (see `collectRefs`). */
  refs: RefSite[];
}

/** Reads and parses one document; failures are `TypewrightError`s naming it. */
export type ReadDocument = (location: Location) => Promise<SourceDocument>;
