import type { JsDocFacts } from "../../ast/jsdoc.js";
import type { SchemaDocs } from "../../model/types.js";
import type { PlanSchema } from "../../plan/type-model.js";

/** JSDoc facts for a schema (a property's own docs win over its schema's). */
export function schemaJsDoc(schema: PlanSchema, own?: SchemaDocs): JsDocFacts | undefined {
  // Called for every property of every schema: read the two sources directly instead of merging copies.
  const base = schema.docs;
  const pick = <K extends keyof SchemaDocs>(key: K): SchemaDocs[K] | undefined =>
    own !== undefined && own[key] !== undefined ? own[key] : base?.[key];
  if (isEmpty(base) && isEmpty(own)) return undefined;
  const docs: JsDocFacts = {};
  const title = pick("title");
  const description = pick("description");
  const format = pick("format");
  const defaultValue = pick("default");
  const example = pick("example");
  if (title !== undefined) docs.title = title;
  if (description !== undefined) docs.description = description;
  if (pick("deprecated")) docs.deprecated = true;
  if (format !== undefined) docs.format = format;
  if (defaultValue !== undefined) docs.default = defaultValue;
  if (example !== undefined) docs.example = example;
  const extra: string[] = [];
  if (pick("readOnly")) extra.push("@readonly");
  if (pick("writeOnly")) extra.push("Write-only: sent in requests, never returned.");
  if (extra.length > 0) docs.extra = extra;
  return docs;
}

function isEmpty(docs: SchemaDocs | undefined): boolean {
  if (docs === undefined) return true;
  for (const _ in docs) return false;
  return true;
}
