import type { JsonValue } from "./types.js";

/**
 * JSON pointers as they appear in `$ref` fragments (RFC 6901 inside a URI fragment, RFC 3986).
 * Segments are percent-decoded and then `~1` → `/`, `~0` → `~`, in that order, so `~01` stays `~1`.
 */

/** `""` (the whole document) → `[]`; `/a/b~1c` → `["a", "b/c"]`; `undefined` when it is not a pointer. */
export function parsePointer(fragment: string): string[] | undefined {
  if (fragment === "") return [];
  if (!fragment.startsWith("/")) return undefined;
  return fragment.slice(1).split("/").map(decodeSegment);
}

/**
 * `["a", "b/c"]` → `/a/b~1c`. Only `%` is percent-encoded (besides `~` and `/`), so every segment round-trips
 * through a decoder that percent-decodes leniently, and names with spaces or non-ASCII stay readable.
 */
export function formatPointer(segments: readonly string[]): string {
  let pointer = "";
  for (const segment of segments) pointer += `/${encodeSegment(segment)}`;
  return pointer;
}

/** The value at `segments`, or `undefined` when any step is missing. Array indexes must be canonical. */
export function resolveSegments(root: JsonValue, segments: readonly string[]): JsonValue | undefined {
  let current: JsonValue | undefined = root;
  for (const segment of segments) {
    if (current === null || typeof current !== "object") return undefined;
    if (Array.isArray(current)) {
      if (!/^(?:0|[1-9]\d*)$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else {
      current = Object.hasOwn(current, segment) ? current[segment] : undefined;
    }
    if (current === undefined) return undefined;
  }
  return current;
}

/** How many leading segments resolve; used to say which step of an unresolved pointer is missing. */
export function resolvablePrefixLength(root: JsonValue, segments: readonly string[]): number {
  for (let length = segments.length; length > 0; length--) {
    if (resolveSegments(root, segments.slice(0, length)) !== undefined) return length;
  }
  return 0;
}

function decodeSegment(segment: string): string {
  const decoded = percentDecode(segment);
  return decoded.includes("~") ? decoded.replace(/~1/g, "/").replace(/~0/g, "~") : decoded;
}

const NEEDS_ESCAPE = /[~/%]/;

function encodeSegment(segment: string): string {
  // Most names need no escaping; skipping three replaces per segment matters on big documents.
  if (!NEEDS_ESCAPE.test(segment)) return segment;
  return segment.replace(/~/g, "~0").replace(/\//g, "~1").replace(/%/g, "%25");
}

/** Lenient: a stray `%` that is not an escape (`100%`) is kept as written instead of failing. */
export function percentDecode(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `#/a/b~1c` → `["a", "b/c"]`; a fragment that is not a pointer gives `[]`-less `undefined` → `[]`. */
export function pointerSegments(pointer: string): string[] {
  return parsePointer(pointer.startsWith("#") ? pointer.slice(1) : pointer) ?? [];
}

/** `#/components/schemas` + `Pet` → `#/components/schemas/Pet`, escaping as needed. */
export function childPointer(pointer: string, ...segments: (string | number)[]): string {
  let child = pointer;
  for (const segment of segments) child += `/${encodeSegment(String(segment))}`;
  return child;
}

/** The value a local pointer (`#/...`) points at, or `undefined`. */
export function resolvePointer(document: JsonValue, pointer: string): JsonValue | undefined {
  return resolveSegments(document, pointerSegments(pointer));
}
