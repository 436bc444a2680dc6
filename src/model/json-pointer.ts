import type { JsonValue } from "../load/types.js";

/** Decodes one JSON-pointer segment (`~1` → `/`, `~0` → `~`). */
export function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function encodePointerSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** `#/a/b~1c` → `["a", "b/c"]`. Percent-encoding in URI fragments is decoded. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (body === "" || body === "/") return body === "/" ? [""] : [];
  return body
    .slice(1)
    .split("/")
    .map((segment) => decodePointerSegment(safeDecodeUri(segment)));
}

export function childPointer(pointer: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>(
    (acc, segment) => `${acc}/${encodePointerSegment(String(segment))}`,
    pointer,
  );
}

/** Looks a local pointer up in the document; `undefined` when any step is missing. */
export function resolvePointer(document: JsonValue, pointer: string): JsonValue | undefined {
  let current: JsonValue | undefined = document;
  for (const segment of pointerSegments(pointer)) {
    if (current === null || typeof current !== "object") return undefined;
    current = Array.isArray(current) ? current[Number(segment)] : current[segment];
    if (current === undefined) return undefined;
  }
  return current;
}

function safeDecodeUri(segment: string): string {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
