import { TypewrightError } from "../../errors.js";
import { MAX_SCHEMA_DEPTH } from "../../model/schema-walk.js";
import type { SchemaId } from "../../model/types.js";
import type { PlanSchema } from "../../plan/type-model.js";
import type { MultipartPosition, TypeEmitContext } from "./context.js";

/*
 * `format: binary` (and 3.1 `contentMediaType` without `contentEncoding`) means bytes. JSON can carry bytes
 * only as text, so in JSON bodies and responses, parameters and every named type such a schema is `string`.
 * Only a part of a `multipart/form-data` body is sent as a file: a top-level property of the body, or an
 * item of a top-level array, which the runtime appends one by one (see `toFormData`). There it is a `Blob`.
 * Anything deeper (a property of an object part, an array inside an array part) is sent as JSON text.
 *
 * One lowering serves both. The body's type is lowered with `ctx.multipart` set, and each step down moves
 * the position on: body → part (an object's properties) → item (an array part's items) → JSON (anything
 * further down, which drops `ctx.multipart`). A reference to a named schema that would hold a `Blob` at its
 * position is written out in place, since the named type says `string`; any other reference stays a name.
 */

/**
 * Named schemas written out inside one another along one path of a multipart body: as deep as any schema walk
 * goes. Real bodies inline one or two; a chain of thousands (`A: {$ref: B}`, `B: {allOf: [C, ...]}`, ...)
 * would exhaust the printer's stack.
 */
const MAX_INLINED_SCHEMAS = MAX_SCHEMA_DEPTH;

/** The context of a multipart body argument's type. */
export function multipartBodyContext(ctx: TypeEmitContext): TypeEmitContext {
  return { ...ctx, multipart: { level: "body", inlined: [] } };
}

/** Whether a binary schema lowered here is a file (`Blob`) rather than text. */
export function isFilePosition(ctx: TypeEmitContext): boolean {
  return ctx.multipart !== undefined && ctx.multipart.level !== "body";
}

/** The context of an object's property values and index signature: a multipart body's are its parts. */
export function propertyContext(ctx: TypeEmitContext): TypeEmitContext {
  if (ctx.multipart === undefined) return ctx;
  return ctx.multipart.level === "body" ? at(ctx, "part") : jsonContext(ctx);
}

/** The context of an array's or a tuple's items: an array part's items are parts of their own. */
export function itemContext(ctx: TypeEmitContext): TypeEmitContext {
  if (ctx.multipart === undefined) return ctx;
  return ctx.multipart.level === "part" ? at(ctx, "partItem") : jsonContext(ctx);
}

/**
 * The named schema `target` to write out in place of a reference to it, with the context to lower it in;
 * undefined when the reference should stay a name (outside multipart bodies, or nothing in it is a file here).
 */
export function inlinedForFiles(
  target: SchemaId,
  ctx: TypeEmitContext,
): { schema: PlanSchema; ctx: TypeEmitContext } | undefined {
  const position = ctx.multipart;
  if (position === undefined || position.inlined.includes(target)) return undefined;
  const schema = ctx.schemas.get(target)?.schema;
  if (!schema || !carriesFiles(schema, position.level, ctx)) return undefined;
  if (position.inlined.length >= MAX_INLINED_SCHEMAS) {
    // Each schema written out nests the type one step deeper, and the printer recurses per step.
    throw new TypewrightError(
      "unsupported",
      `${target}: typing the file parts of a multipart body writes out more than ${MAX_INLINED_SCHEMAS} schemas inside one another (a chain of $refs leads here)`,
      { pointer: target },
    );
  }
  return {
    schema,
    ctx: { ...ctx, multipart: { level: position.level, inlined: [...position.inlined, target] } },
  };
}

type Level = MultipartPosition["level"];

/**
 * Whether lowering `schema` at `level` puts a `Blob` anywhere (the same steps as the lowering takes).
 * A work list rather than recursion: a chain of references (`A: {$ref: B}`, `B: {allOf: [C, ...]}`, ...)
 * can be thousands of schemas long.
 */
function carriesFiles(schema: PlanSchema, level: Level, ctx: TypeEmitContext): boolean {
  const seen = new Set<string>();
  const pending: { schema: PlanSchema; level: Level }[] = [{ schema, level }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { schema, level } = next;
    switch (schema.kind) {
      case "binary":
        if (level !== "body") return true;
        break;
      case "ref": {
        const key = `${level} ${schema.target}`;
        if (seen.has(key)) break;
        seen.add(key);
        const named = ctx.schemas.get(schema.target);
        if (named !== undefined) pending.push({ schema: named.schema, level });
        break;
      }
      case "object":
        if (level !== "body") break;
        for (const property of schema.properties) pending.push({ schema: property.schema, level: "part" });
        if (typeof schema.additionalProperties === "object")
          pending.push({ schema: schema.additionalProperties, level: "part" });
        break;
      case "array":
        if (level === "part") pending.push({ schema: schema.items, level: "partItem" });
        break;
      case "tuple":
        if (level !== "part") break;
        for (const item of schema.items) pending.push({ schema: item, level: "partItem" });
        if (schema.rest) pending.push({ schema: schema.rest, level: "partItem" });
        break;
      case "intersection":
      case "union":
        for (const member of schema.members) pending.push({ schema: member, level });
        break;
    }
  }
  return false;
}

function at(ctx: TypeEmitContext, level: Level): TypeEmitContext {
  return { ...ctx, multipart: { level, inlined: ctx.multipart?.inlined ?? [] } };
}

/** Below a part, values are JSON text: the context without a multipart position. */
function jsonContext(ctx: TypeEmitContext): TypeEmitContext {
  const { multipart: _multipart, ...json } = ctx;
  return json;
}
