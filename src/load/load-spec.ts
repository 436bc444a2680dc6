import { type DiagnosticSink, IGNORED_DIAGNOSTICS } from "../text/diagnostics.js";
import { applyOverlays } from "./apply-overlays.js";
import { bundleRefs } from "./bundle-refs.js";
import { checkTsTypes, mentionsTsType } from "./check-ts-types.js";
import { checkDocumentBounds, MAX_NESTING_DEPTH } from "./document-bounds.js";
import {
  displayLocation,
  type Location,
  locationExtension,
  locationKey,
  sourceLocation,
} from "./document-location.js";
import type { ReadDocument, SourceDocument } from "./document-source.js";
import { type ParseContext, parseBytes } from "./parse-text.js";
import { checkOverlay, type Overlay } from "./read-overlay.js";
import { type ReadOptions, type ReadResult, readSource } from "./read-source.js";
import { selfBase } from "./self-base.js";
import { detectSpecVersion } from "./spec-version.js";
import type { JsonObject, JsonValue, LoadedSpec, OverlayPlace } from "./types.js";
import { upgradeSwagger2 } from "./upgrade-swagger.js";
import { validateDescription } from "./validate-description.js";
import { collectRefs, collectRefsWithinDepth, type RefSite } from "./walk-document.js";

export interface LoadSpecOptions {
  /** Base for a relative `source` path and for how messages name files. Default: `process.cwd()`. */
  cwd?: string;
  /** Time-out for each URL read (root and external documents), in milliseconds. Default: 30 000. */
  timeoutMs?: number;
  /**
   * How long all URL reads of the load may take together, in seconds (a thousand `$ref`s to a host that never
   * answers would otherwise take half an hour, 16 at a time). Default: 120.
   */
  deadlineSeconds?: number;
  /** Used for http(s) URLs. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Size cap of each read (root and external documents), in bytes. Default: 256 MB. */
  maxBytes?: number;
  /**
   * Reads one document (the root or a `$ref`'s). Default: `readSource`, the file system and `fetch`. The
   * browser build passes its own (see src/browser.ts), so nothing here needs a file system.
   */
  read?: ReadSource;
  /** Where the findings that do not stop the load go. Default: nowhere (for callers that want the document only). */
  diagnostics?: DiagnosticSink;
  /** Check the root document against the official schema of its version (`validate`). Default: false. */
  validate?: boolean;
  /**
   * OpenAPI Overlays (paths relative to `cwd`, or URLs) applied in order to the entry document as read, before
   * it is validated and bundled; read like the description (same reader, size cap and deadline). Default: none.
   */
  overlays?: readonly string[];
}

/** How documents are read: failures are one-line `TypewrightError("input")`s naming the document. */
export type ReadSource = (location: Location, options: ReadOptions) => Promise<ReadResult>;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_DEADLINE_SECONDS = 120;
const DEFAULT_MAX_BYTES = 256 * 2 ** 20;

/**
 * The only stage that reads input: a local path or http(s) URL → one OpenAPI 3.x document whose followable
 * `$ref`s are all local and resolve (see `LoadedSpec`). Swagger 2.0 is upgraded to OpenAPI 3.1.
 * Throws `TypewrightError` with code `input` (cannot read), `spec` (cannot parse, not OpenAPI) or `ref`.
 */
export async function loadSpec(source: string, options: LoadSpecOptions = {}): Promise<LoadedSpec> {
  const cwd = options.cwd ?? process.cwd();
  const inputs = new Set<string>();
  const seconds = options.deadlineSeconds ?? DEFAULT_DEADLINE_SECONDS;
  const settings = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // From now: it bounds the reads of this load from the first one.
    deadline: { at: Date.now() + seconds * 1000, seconds },
    fetch: options.fetch ?? fetch,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
  };
  const read = options.read ?? readSource;
  const readDocument = documentReader(settings, read, cwd, inputs);
  const readOverlay = overlayReader(settings, read, cwd, inputs);
  const [root, overlays] = await Promise.all([
    readDocument(sourceLocation(source, cwd)),
    Promise.all((options.overlays ?? []).map((overlay) => readOverlay(sourceLocation(overlay, cwd)))),
  ]);
  const diagnostics = options.diagnostics ?? IGNORED_DIAGNOSTICS;
  for (const diagnostic of root.diagnostics) diagnostics.report(diagnostic);
  const overlaid = new Map<string, OverlayPlace>();
  if (overlays.length > 0) {
    root.content = applyOverlays(root.content, overlays, diagnostics, overlaid);
    // What the overlays wrote may add or drop references, and make the document deeper.
    root.refs = refsWithinBounds(root.content, root.format, {
      display: root.display,
      file: root.file,
      extension: "",
    });
  }
  const { version, family } = detectSpecVersion(root.content, root.display, root.file);
  // As read: bundling and the Swagger upgrade change the document in place.
  if (options.validate === true) await validateDescription(root, diagnostics);
  const external = await bundleRefs(root, readDocument, diagnostics);
  const bundled = root.content as JsonObject;
  const upgraded = family === "swagger2";
  const document = upgraded ? upgradeSwagger2(bundled, root) : bundled;
  return {
    document,
    source: root.file,
    originalVersion: version,
    inputFiles: [...inputs],
    places: { root: root.display, external, upgraded, overlaid },
  };
}

/** Reads and parses documents, recording the path of every local file it reads in `inputs`. */
function documentReader(
  settings: Omit<ReadOptions, "display">,
  read: ReadSource,
  cwd: string,
  inputs: Set<string>,
): ReadDocument {
  return async (location: Location): Promise<SourceDocument> => {
    const display = displayLocation(location, cwd);
    const file = locationKey(location);
    if (location.kind === "file") inputs.add(location.path);
    const { bytes, base: readFrom, rewritable } = await read(location, { ...settings, display });
    // Searched before parsing, which may rewrite the bytes.
    const mentionsTs = mentionsTsType(bytes);
    const context = { display, file, extension: locationExtension(location) };
    const { value, format, diagnostics } = parseBytes(bytes, context, {
      callerChecksJsonDepth: true,
      rewritable: rewritable === true,
    });
    const refs = refsWithinBounds(value, format, context);
    const { base, diagnostic } = selfBase(value, readFrom, display);
    if (diagnostic !== undefined) diagnostics.push(diagnostic);
    const document: SourceDocument = {
      location,
      base,
      display,
      file,
      content: value,
      format,
      diagnostics,
      refs,
    };
    if (mentionsTs) checkTsTypes(document);
    return document;
  };
}

/** Reads, parses and checks overlays, recording the path of every local one in `inputs`, as `documentReader` does. */
function overlayReader(
  settings: Omit<ReadOptions, "display">,
  read: ReadSource,
  cwd: string,
  inputs: Set<string>,
): (location: Location) => Promise<Overlay> {
  return async (location) => {
    const display = displayLocation(location, cwd);
    const file = locationKey(location);
    if (location.kind === "file") inputs.add(location.path);
    const { bytes } = await read(location, { ...settings, display });
    const { value } = parseBytes(bytes, { display, file, extension: locationExtension(location) });
    return checkOverlay(value, display, file);
  };
}

/**
 * The document's `$ref`s. A JSON document's depth is checked in the same walk (parseBytes left it to this
 * walk); when it is too deep, the bounds check says where. A YAML document's bounds were checked by the parse.
 */
function refsWithinBounds(value: JsonValue, format: "json" | "yaml", context: ParseContext): RefSite[] {
  if (format === "yaml") return collectRefs(value, { sharedObjects: true });
  const refs = collectRefsWithinDepth(value, MAX_NESTING_DEPTH);
  if (refs !== undefined) return refs;
  // The size only sets YAML's alias budget.
  checkDocumentBounds(value, { ...context, format, bytes: 0 });
  throw new Error("a document deeper than the limit passed its bounds check");
}
