/**
 * The statements a `--watch` run may take from the emit cache (see emit-cache.ts): each named schema's
 * declaration and each client group's container, request types and failure unions, keyed by what they are
 * built from. Without a cache session they are simply built.
 */
import type ts from "../compiler-api.js";
import type { NamedSchema } from "../model/types.js";
import type { PlannedGroup } from "../plan/operation-plan-types.js";
import type { ClientEmitContext } from "./client-template.js";
import { type EmitCacheSession, PlainData } from "./emit-cache.js";
import type { TypeEmitContext } from "./types/context.js";
import { declareSchema } from "./types/declare-schema.js";

/** The declaration of a named schema; through the cache when there is one. */
export function cachedSchemaDeclaration(
  named: NamedSchema,
  types: TypeEmitContext,
  session: EmitCacheSession | undefined,
): ts.Statement | ts.Statement[] {
  if (session === undefined) return declareSchema(named, types);
  const { nullableStrategy, dateFormat, preferAny } = types.options;
  const { enumDeclarationStyle, enumNamesStyle, schemaDeclarationStyle } = types.options;
  // The declaration sees only these options (a copy, so it cannot read the others).
  const options = {
    nullableStrategy,
    dateFormat,
    preferAny,
    enumDeclarationStyle,
    enumNamesStyle,
    schemaDeclarationStyle,
  };
  return session.statements(`schema\u0000${JSON.stringify(options)}\u0000${named.id}`, [named], (tracked) => [
    declareSchema(named, { ...tracked, options }),
  ]);
}

const inputsByGroup = new WeakMap<PlannedGroup, unknown[]>();

/**
 * What a group's statements are made from, once per group and emit. The planned operations without their
 * date plans are plain data (written fast); the date plans hold maps and are written apart.
 */
function groupInputs(group: PlannedGroup, ctx: ClientEmitContext): unknown[] {
  let inputs = inputsByGroup.get(group);
  if (inputs === undefined) {
    const operations = group.operations.map(({ dates: _dates, ...planned }) => planned);
    const dates = group.operations.map((planned) => planned.dates ?? null);
    const plain = new PlainData({ ...group, operations });
    // Whether schemes are declared changes the Angular classes (they inject `$q` / the credentials).
    const secured = ctx.securitySchemes !== undefined;
    inputs = [ctx.template.declaration.id, ctx.response, ctx.dateConverters, plain, dates, secured];
    inputsByGroup.set(group, inputs);
  }
  return inputs;
}

/**
 * Statements made from one client group (its container, request types and failure unions); through the
 * cache when there is one and the template is built in (a custom template is code that may change while a
 * watcher runs).
 */
export function cachedGroupStatements(
  kind: "container" | "requestTypes" | "failures",
  group: PlannedGroup,
  ctx: ClientEmitContext,
  session: EmitCacheSession | undefined,
  build: (groupCtx: ClientEmitContext) => Iterable<ts.Statement>,
): Iterable<ts.Statement> {
  // Without a cache, the statements as the builder gives them (a container's, a batch of methods at a time).
  if (session === undefined) return build(ctx);
  const inputs = ctx.options.template.kind === "custom" ? undefined : groupInputs(group, ctx);
  const slot = `${kind}\u0000${JSON.stringify(ctx.options)}\u0000${group.tag}`;
  return session.statements(slot, inputs, (types) => [...build({ ...ctx, types })]);
}
