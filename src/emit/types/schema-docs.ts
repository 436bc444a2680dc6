import type { Schema, SchemaDocs } from "../../model/types.js";

/** JSDoc facts for a schema (a property's own docs win over its schema's). */
export function schemaJsDoc(schema: Schema, own?: SchemaDocs) {
  const docs = { ...schema.docs, ...own };
  if (Object.keys(docs).length === 0) return undefined;
  const extra: string[] = [];
  if (docs.readOnly) extra.push("@readonly");
  if (docs.writeOnly) extra.push("Write-only: sent in requests, never returned.");
  return {
    ...(docs.title !== undefined ? { title: docs.title } : {}),
    ...(docs.description !== undefined ? { description: docs.description } : {}),
    ...(docs.deprecated ? { deprecated: true } : {}),
    ...(docs.format !== undefined ? { format: docs.format } : {}),
    ...(docs.default !== undefined ? { default: docs.default } : {}),
    ...(docs.example !== undefined ? { example: docs.example } : {}),
    ...(extra.length > 0 ? { extra } : {}),
  };
}
