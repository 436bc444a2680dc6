import { TypewrightError } from "../errors.js";
import type { SourceDocument } from "./document-source.js";
import { formatPointer, parsePointer, resolvablePrefixLength, resolveSegments } from "./json-pointer.js";
import { convertSwagger2 } from "./swagger-convert.js";
import { inlineStructuralRefs } from "./swagger-prepare.js";
import type { JsonObject } from "./types.js";
import { collectRefs } from "./walk-document.js";

/**
 * Swagger 2.0 → OpenAPI 3.1, on a bundled document:
 * 1. a copy that shares no objects (the conversion works in place, and YAML aliases would share a parameter
 *    between two operations, so the second would see it half-converted);
 * 2. refs to structures in other files, and local refs to body/formData parameters, are inlined
 *    (swagger-prepare.ts);
 * 3. the conversion (swagger-convert.ts);
 * 4. every local `$ref` is checked again, as `definitions`, `parameters` and `responses` moved.
 */
export function upgradeSwagger2(document: JsonObject, root: SourceDocument): JsonObject {
  const copy = JSON.parse(JSON.stringify(document)) as JsonObject;
  inlineStructuralRefs(copy);
  const upgraded = convertSwagger2(copy);
  checkLocalRefs(upgraded, root);
  return upgraded;
}

function checkLocalRefs(document: JsonObject, root: SourceDocument): void {
  const problems: string[] = [];
  for (const site of collectRefs(document, { sharedObjects: false })) {
    if (site.kind !== "ref") continue;
    const segments = site.ref.startsWith("#") ? parsePointer(site.ref.slice(1)) : undefined;
    if (segments && resolveSegments(document, segments) !== undefined) continue;
    const found = segments ? resolvablePrefixLength(document, segments) : 0;
    const reason = segments
      ? `no "${segments[found]}" in #${formatPointer(segments.slice(0, found))}`
      : "not local";
    problems.push(
      `${root.display}: unresolved $ref "${site.ref}" at ${site.pointer} after upgrading Swagger 2.0 to OpenAPI 3.1 (${reason})`,
    );
  }
  if (problems.length === 0) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more $ref problems)` : "";
  throw new TypewrightError("ref", `${problems[0]}${more}`, { file: root.file, problems });
}
