import { EXTERNAL_DOCUMENTS_KEY, type JsonValue } from "../load/types.js";
import { followRef } from "./read-content.js";
import type { SchemaRegistry } from "./schema-registry.js";

const EXTERNAL_PREFIX = `#/${EXTERNAL_DOCUMENTS_KEY}/`;

/**
 * The walks that report on a description report each object where it is written: the root's paths and
 * component tables. An object written in a document a `$ref` reads (`paths/pets.yaml`, `common.yaml#/Limit`)
 * sits in no table of the root, so it is walked where it is first referred to: `value`'s target when `value`
 * is a `$ref` that leads into such a document and `walked` does not hold it yet (it then does).
 */
export function firstExternalTarget(
  registry: SchemaRegistry,
  value: JsonValue | undefined,
  walked: Set<string>,
): { value: JsonValue | undefined; pointer: string } | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value) || typeof value.$ref !== "string")
    return undefined;
  const target = followRef(registry, value, "");
  if (!target.pointer.startsWith(EXTERNAL_PREFIX) || walked.has(target.pointer)) return undefined;
  walked.add(target.pointer);
  return target;
}
