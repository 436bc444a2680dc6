import { TypewrightError } from "../errors.js";
import { importModule } from "../import-module.js";
import type { SourceDocument } from "./document-source.js";
import { formatPointer, parsePointer, resolvablePrefixLength, resolveSegments } from "./json-pointer.js";
import { prepareForUpgrade } from "./swagger-prepare.js";
import { markBinarySchemas, repairUpgradedSchema } from "./swagger-schema-fixes.js";
import type { JsonObject } from "./types.js";
import { collectRefs, walkDocument } from "./walk-document.js";

/**
 * Swagger 2.0 → OpenAPI 3.1 with `upgrade` from `@scalar/openapi-parser`, on a bundled document:
 * 1. a copy that shares no objects (the upgrader mutates in place, and YAML aliases would share a parameter
 *    between two operations, so the second would see it half-converted);
 * 2. refs the upgrader cannot see through are inlined (external parameters, responses, path items and
 *    operations, and local refs to body/formData parameters), responses of operations with their own
 *    `produces` are converted, and binary schemas are marked;
 * 3. `upgrade`;
 * 4. repairs: binary schemas back to `{type: "string", format: "binary"}`, `x-nullable` the 3.1 way everywhere
 *    (`type: [T, "null"]`, `null` added to an `enum`, `anyOf: [{$ref}, {type: "null"}]` for a ref);
 * 5. every local `$ref` is checked again, as the upgrader moves `definitions`, `parameters`, `responses`.
 */
export async function upgradeSwagger2(document: JsonObject, root: SourceDocument): Promise<JsonObject> {
  const copy = JSON.parse(JSON.stringify(document)) as JsonObject;
  prepareForUpgrade(copy);
  walkDocument(copy, { object: markBinarySchemas }, { sharedObjects: false });
  // Loaded on demand: the parser package costs ~150 ms to import and only Swagger 2.0 needs it.
  const { upgrade } = (await importModule(
    "@scalar/openapi-parser",
  )) as typeof import("@scalar/openapi-parser");
  let upgraded: JsonObject;
  try {
    upgraded = upgrade(copy).specification as unknown as JsonObject;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TypewrightError(
      "spec",
      `${root.display}: cannot upgrade Swagger 2.0 to OpenAPI 3.1: ${reason}`,
      {
        file: root.file,
        cause: error,
      },
    );
  }
  walkDocument(upgraded, { object: repairUpgradedSchema }, { sharedObjects: false });
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
