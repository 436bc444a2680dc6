import type { JsonObject, JsonValue } from "../load/types.js";
import { KEY } from "./schema-keys.js";
import type { SchemaDocs } from "./types.js";

/**
 * The documentation facts of a schema node, in this key order; `undefined` when it has none. Only the keys
 * the node has are read, each once: this runs on every node with docs of a big description.
 */
export function readDocs(raw: JsonObject, keys: number): SchemaDocs | undefined {
  const title = (keys & KEY.title) === 0 ? undefined : raw.title;
  const description = (keys & KEY.description) === 0 ? undefined : raw.description;
  const deprecated = (keys & KEY.deprecated) === 0 ? undefined : raw.deprecated;
  const format = (keys & KEY.format) === 0 ? undefined : raw.format;
  const example = (keys & KEY.example) === 0 ? undefined : raw.example;
  const examples = (keys & KEY.examples) === 0 ? undefined : raw.examples;
  const readOnly = (keys & KEY.readOnly) === 0 ? undefined : raw.readOnly;
  const writeOnly = (keys & KEY.writeOnly) === 0 ? undefined : raw.writeOnly;
  const defaultValue = (keys & KEY.default) === 0 ? undefined : raw.default;
  const hasExample = example !== undefined || (Array.isArray(examples) && examples.length > 0);
  const hasDocs =
    typeof title === "string" ||
    typeof description === "string" ||
    deprecated === true ||
    typeof format === "string" ||
    defaultValue !== undefined ||
    hasExample ||
    readOnly === true ||
    writeOnly === true;
  if (!hasDocs) return undefined;
  const docs: SchemaDocs = {};
  if (typeof title === "string") docs.title = title;
  if (typeof description === "string") docs.description = description;
  if (deprecated === true) docs.deprecated = true;
  if (typeof format === "string") docs.format = format;
  if (defaultValue !== undefined) docs.default = defaultValue;
  if (hasExample) docs.example = example !== undefined ? example : (examples as JsonValue[])[0];
  if (readOnly === true) docs.readOnly = true;
  if (writeOnly === true) docs.writeOnly = true;
  return docs;
}
