import path from "node:path";
import { fileURLToPath } from "node:url";
import { TypewrightError } from "../errors.js";
import { hasUrlScheme, isHttpUrl } from "../text/url.js";
import { percentDecode } from "./json-pointer.js";

/**
 * Where a document comes from: an absolute file path or an absolute http(s) URL (no fragment). A place
 * within a document is a JSON pointer (`json-pointer.ts`; the model's walks build one lazily, `LazyPointer`).
 */
export type Location = { kind: "file"; path: string } | { kind: "url"; url: string };

const ABSOLUTE_URI = /^[a-z][a-z\d+.-]*:/i;

/**
 * Resolves the `source` option: an http(s) URL, a `file:` URL, or a path relative to `cwd`. Another URL
 * (what the options leave unresolved as one: `ftp://...`) is refused rather than read as a path.
 */
export function sourceLocation(source: string, cwd: string): Location {
  if (isHttpUrl(source)) return { kind: "url", url: withoutFragment(new URL(source).href) };
  if (/^file:/i.test(source)) return { kind: "file", path: fileURLToPath(source) };
  if (hasUrlScheme(source)) {
    throw new TypewrightError(
      "input",
      `cannot read ${source}: unsupported URI scheme "${source.slice(0, source.indexOf(":") + 1)}" (http, https and file are read)`,
    );
  }
  return { kind: "file", path: path.resolve(cwd, source) };
}

/**
 * Resolves the document part of a `$ref` (the text before `#`) against the document it appears in.
 * Throws a plain `Error` with a short reason for schemes we do not fetch; the caller adds the context.
 */
export function refLocation(uri: string, base: Location): Location {
  if (ABSOLUTE_URI.test(uri)) {
    if (isHttpUrl(uri)) return { kind: "url", url: withoutFragment(new URL(uri).href) };
    if (/^file:/i.test(uri)) return { kind: "file", path: fileURLToPath(uri) };
    throw new Error(`unsupported URI scheme "${uri.slice(0, uri.indexOf(":") + 1)}"`);
  }
  if (base.kind === "url") return { kind: "url", url: withoutFragment(new URL(uri, base.url).href) };
  // A relative reference is URI syntax: `%20` in it means a space in the file name. A base that ends in `/`
  // names a folder (a `$self` of `schemas/`), which its relative references resolve in, as a URL's do; the
  // resolved path keeps that ending, which `path.resolve` would drop.
  const folder = endsInSeparator(base.path) ? base.path : path.dirname(base.path);
  const resolved = path.resolve(folder, percentDecode(uri));
  return {
    kind: "file",
    path: uri.endsWith("/") && !endsInSeparator(resolved) ? resolved + path.sep : resolved,
  };
}

function endsInSeparator(file: string): boolean {
  return file.endsWith("/") || file.endsWith(path.sep);
}

/** Cache key: two refs that name the same document by different relative paths share one entry. */
export function locationKey(location: Location): string {
  return location.kind === "file" ? location.path : location.url;
}

/** What messages call the document: the URL, or the path relative to `cwd` when it lies below it. */
export function displayLocation(location: Location, cwd: string): string {
  if (location.kind === "url") return location.url;
  const relative = path.relative(cwd, location.path);
  return relative === "" || relative.startsWith("..") || path.isAbsolute(relative) ? location.path : relative;
}

/** The lower-cased extension (`.yaml`), or `""` for extension-less files and URLs. */
export function locationExtension(location: Location): string {
  return path.posix.extname(lastPathSegment(location)).toLowerCase();
}

/** `../schemas/pet.yaml` → `pet`; `https://host/api/v1/` → `v1`; used to name bundled documents. */
export function locationBaseName(location: Location): string {
  const segment = lastPathSegment(location);
  const extension = path.posix.extname(segment);
  const name = extension === "" || extension === segment ? segment : segment.slice(0, -extension.length);
  if (name !== "") return name;
  return location.kind === "url" ? new URL(location.url).hostname || "external" : "external";
}

function lastPathSegment(location: Location): string {
  if (location.kind === "file") return path.basename(location.path);
  const segments = new URL(location.url).pathname.split("/").filter((segment) => segment !== "");
  return percentDecode(segments.at(-1) ?? "");
}

function withoutFragment(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}
