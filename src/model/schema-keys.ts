import type { JsonObject } from "../load/types.js";
import { CONSTRAINT_KEYWORDS } from "./read-constraints.js";

/**
 * The keywords a schema node is read for, one bit each (the validation keywords share one), found in one
 * pass over the node's own keys. The reader asks for a keyword only when its bit is set: a node has a few
 * keys, while the reader knows some thirty keywords, and reading each absent one from every node of a big
 * description cost more than the pass (GitHub: 69,000 objects, 27 reads each took about four times as long
 * as the pass, in a fresh process).
 */
export const KEY = {
  tsType: 1 << 0,
  ref: 1 << 1,
  const: 1 << 2,
  enum: 1 << 3,
  allOf: 1 << 4,
  oneOf: 1 << 5,
  anyOf: 1 << 6,
  type: 1 << 7,
  properties: 1 << 8,
  additionalProperties: 1 << 9,
  patternProperties: 1 << 10,
  unevaluatedProperties: 1 << 11,
  required: 1 << 12,
  items: 1 << 13,
  prefixItems: 1 << 14,
  additionalItems: 1 << 15,
  nullable: 1 << 16,
  xNullable: 1 << 17,
  title: 1 << 18,
  description: 1 << 19,
  deprecated: 1 << 20,
  format: 1 << 21,
  example: 1 << 22,
  examples: 1 << 23,
  readOnly: 1 << 24,
  writeOnly: 1 << 25,
  default: 1 << 26,
  discriminator: 1 << 27,
  contentMediaType: 1 << 28,
  /** Any of `readConstraints`' keywords. */
  constraint: 1 << 29,
} as const;

/** The keywords of `readDocs`. */
export const DOCS_KEYS =
  KEY.title |
  KEY.description |
  KEY.deprecated |
  KEY.format |
  KEY.example |
  KEY.examples |
  KEY.readOnly |
  KEY.writeOnly |
  KEY.default;

/** The keywords that say how the values of keys `properties` does not declare are typed. */
export const UNDECLARED_KEYS = KEY.additionalProperties | KEY.patternProperties | KEY.unevaluatedProperties;

const BIT_BY_KEY = new Map<string, number>([
  ["x-ts-type", KEY.tsType],
  ["$ref", KEY.ref],
  ["const", KEY.const],
  ["enum", KEY.enum],
  ["allOf", KEY.allOf],
  ["oneOf", KEY.oneOf],
  ["anyOf", KEY.anyOf],
  ["type", KEY.type],
  ["properties", KEY.properties],
  ["additionalProperties", KEY.additionalProperties],
  ["patternProperties", KEY.patternProperties],
  ["unevaluatedProperties", KEY.unevaluatedProperties],
  ["required", KEY.required],
  ["items", KEY.items],
  ["prefixItems", KEY.prefixItems],
  ["additionalItems", KEY.additionalItems],
  ["nullable", KEY.nullable],
  ["x-nullable", KEY.xNullable],
  ["title", KEY.title],
  ["description", KEY.description],
  ["deprecated", KEY.deprecated],
  ["format", KEY.format],
  ["example", KEY.example],
  ["examples", KEY.examples],
  ["readOnly", KEY.readOnly],
  ["writeOnly", KEY.writeOnly],
  ["default", KEY.default],
  ["discriminator", KEY.discriminator],
  ["contentMediaType", KEY.contentMediaType],
  ...CONSTRAINT_KEYWORDS.map((keyword) => [keyword, KEY.constraint] as [string, number]),
]);

/** The bits of `KEY` for the keywords `raw` has. */
export function schemaKeys(raw: JsonObject): number {
  let keys = 0;
  for (const key in raw) {
    const bit = BIT_BY_KEY.get(key);
    if (bit !== undefined) keys |= bit;
  }
  return keys;
}
