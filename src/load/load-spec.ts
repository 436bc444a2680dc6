import { bundleRefs } from "./bundle-refs.js";
import { checkTsTypes, mentionsTsType } from "./check-ts-types.js";
import type { ReadDocument, SourceDocument } from "./document-source.js";
import {
  displayLocation,
  type Location,
  locationExtension,
  locationKey,
  sourceLocation,
} from "./location.js";
import { parseBytes } from "./parse-text.js";
import { type ReadOptions, readSource } from "./read-source.js";
import { detectSpecVersion } from "./spec-version.js";
import type { JsonObject, LoadedSpec } from "./types.js";
import { upgradeSwagger2 } from "./upgrade-swagger.js";

export interface LoadSpecOptions {
  /** Base for a relative `source` path and for how messages name files. Default: `process.cwd()`. */
  cwd?: string;
  /** Time-out for each URL read (root and external documents), in milliseconds. Default: 30 000. */
  timeoutMs?: number;
  /** Used for http(s) URLs. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Size cap of each read (root and external documents), in bytes. Default: 256 MB. */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 256 * 2 ** 20;

/**
 * The only stage that reads input: a local path or http(s) URL → one OpenAPI 3.x document whose followable
 * `$ref`s are all local and resolve (see `LoadedSpec`). Swagger 2.0 is upgraded to OpenAPI 3.1.
 * Throws `TypewrightError` with code `input` (cannot read), `spec` (cannot parse, not OpenAPI) or `ref`.
 */
export async function loadSpec(source: string, options: LoadSpecOptions = {}): Promise<LoadedSpec> {
  const cwd = options.cwd ?? process.cwd();
  const inputs = new Set<string>();
  const readDocument = documentReader(
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      fetch: options.fetch ?? fetch,
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    },
    cwd,
    inputs,
  );
  const root = await readDocument(sourceLocation(source, cwd));
  const { version, family } = detectSpecVersion(root.content, root.display, root.file);
  const warnings = [...root.warnings, ...(await bundleRefs(root, readDocument))];
  const bundled = root.content as JsonObject;
  const document = family === "swagger2" ? upgradeSwagger2(bundled, root) : bundled;
  return { document, source: root.file, originalVersion: version, warnings, inputFiles: [...inputs] };
}

/** Reads and parses documents, recording the path of every local file it reads in `inputs`. */
function documentReader(
  settings: Omit<ReadOptions, "display">,
  cwd: string,
  inputs: Set<string>,
): ReadDocument {
  return async (location: Location): Promise<SourceDocument> => {
    const display = displayLocation(location, cwd);
    const file = locationKey(location);
    if (location.kind === "file") inputs.add(location.path);
    const { bytes, base } = await readSource(location, { ...settings, display });
    const { value, format, warnings } = parseBytes(bytes, {
      display,
      file,
      extension: locationExtension(location),
    });
    const document: SourceDocument = { location, base, display, file, content: value, format, warnings };
    if (mentionsTsType(bytes)) checkTsTypes(document);
    return document;
  };
}
