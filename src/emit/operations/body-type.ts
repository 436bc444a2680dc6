import { typeAliasDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { keywordType, typeReference, unionType } from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { Schema } from "../../model/types.js";
import { isDateFormat } from "../../plan/date-shapes.js";
import type { PlannedArgument } from "../../plan/operation-plan-types.js";
import type { TypeEmitContext } from "../types/context.js";
import { declareType } from "../types/declare-schema.js";
import { lowerSchema } from "../types/lower-schema.js";
import { inlinedForFiles, multipartBodyContext } from "../types/multipart.js";
import { schemaJsDoc } from "../types/schema-docs.js";

type PlannedBody = Extract<PlannedArgument, { kind: "body" }>;

/** What a binary body admits besides `string`; each is proven byte for byte by the runtime tests. */
export const BYTES_TYPES = ["Blob", "ArrayBuffer", "Uint8Array"] as const;

/**
 * The type of a request body argument: only what its encoding puts on the wire as the media type says.
 * - JSON and urlencoded bodies: the schema's type.
 * - multipart bodies: the schema's type, with a `Blob` for each binary part (see types/multipart.ts).
 * - binary bodies (`application/octet-stream`, images, any media type that is neither JSON, a form nor
 *   text): bytes, whatever the schema says. `Blob`, `ArrayBuffer`, `Uint8Array` (also Node's `Buffer`) and
 *   `string` (its UTF-8 bytes) reach the wire byte for byte through every template's runtime; an object
 *   would not.
 * - text bodies (`text/*`, XML, YAML, ...): the text itself, `string`; a schema whose values are written as
 *   their own text (numbers, booleans, plain strings, enums of those) keeps its type.
 * The method's argument names it (`<Operation>Body`, see {@link declareBodyType}).
 */
function lowerBodyType(body: PlannedBody, ctx: TypeEmitContext): ts.TypeNode {
  const schemaCtx = schemaContext(body, ctx);
  if (schemaCtx !== undefined) return lowerSchema(body.schema, schemaCtx);
  return body.encoding === "binary" ? bytesType() : keywordType("string");
}

/**
 * `export interface CreatePetBody { ... }`, `export type AddPetBody = NewPet;`, `export type PutImageBody =
 * Blob | ...;`: the body argument's type under its planned name, documented by the request body's
 * `description` (else the schema's, else `fallback`). A body whose type is the schema's is declared like a
 * named schema (an interface where `schemaDeclarationStyle` says so), with the schema's tags.
 */
export function declareBodyType(
  body: PlannedBody,
  docs: { description: string | undefined; fallback: string },
  ctx: TypeEmitContext,
): ts.Statement {
  const schemaCtx = schemaContext(body, ctx);
  const schemaDocs = schemaCtx === undefined ? undefined : schemaJsDoc(body.schema);
  const description = docs.description ?? schemaDocs?.description ?? docs.fallback;
  if (schemaCtx === undefined) {
    return withJsDoc(typeAliasDeclaration(body.typeName, lowerBodyType(body, ctx)), { description });
  }
  // A multipart body of a named schema with files is that schema written out (its name says `string`
  // for them), declared like the schema: an interface where it is an object.
  const { schema } = body;
  const written =
    schema.kind === "ref" && !schema.nullable ? inlinedForFiles(schema.target, schemaCtx) : undefined;
  const declaration = written
    ? declareType(body.typeName, written.schema, written.ctx)
    : declareType(body.typeName, schema, schemaCtx);
  return withJsDoc(declaration, { ...schemaDocs, description });
}

/** The context the body's schema is lowered in, or undefined where the body's type is not the schema's. */
export function schemaContext(body: PlannedBody, ctx: TypeEmitContext): TypeEmitContext | undefined {
  switch (body.encoding) {
    case "binary":
      return undefined;
    case "multipart":
      return multipartBodyContext(ctx);
    case "text":
      return isWrittenAsText(body.schema, ctx) ? ctx : undefined;
    default:
      return ctx;
  }
}

function bytesType(): ts.TypeNode {
  return unionType([...BYTES_TYPES.map((name) => typeReference(name)), keywordType("string")]);
}

/**
 * Whether every value of `schema` is sent as its own text by the runtime (`String(value)`). Not `null`,
 * objects, arrays, or dates lowered to `Date` (which `String` writes in a local, non-ISO format). A named
 * schema reached twice (a cycle, or two paths to it) counts as not text. A work list rather than recursion:
 * a chain of references can be thousands of schemas long.
 */
function isWrittenAsText(schema: Schema, ctx: TypeEmitContext): boolean {
  const seen = new Set<string>();
  const pending: Schema[] = [schema];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!isTextStep(next, ctx, seen, pending)) return false;
  }
  return true;
}

/** One schema of `isWrittenAsText`: false when it is not text, else the schemas that decide are pushed. */
function isTextStep(schema: Schema, ctx: TypeEmitContext, seen: Set<string>, pending: Schema[]): boolean {
  if (schema.nullable) return false;
  switch (schema.kind) {
    case "primitive":
      if (schema.type === "null") return false;
      return !(isDateFormat(schema.format) && ctx.typing.datesAsDate);
    case "enum":
      return !schema.values.includes(null);
    case "const":
      return schema.value !== null;
    case "union":
      pending.push(...schema.members);
      return true;
    case "ref": {
      if (seen.has(schema.target)) return false;
      seen.add(schema.target);
      const named = ctx.schemas.get(schema.target);
      if (named === undefined) return false;
      pending.push(named.schema);
      return true;
    }
    default:
      return false;
  }
}
