/**
 * The context a template's or layer's own functions get: the run's options narrowed to those its declaration
 * lists (`options`), so that what it depends on is written in its declaration, and the rest of the run's
 * options can change without reaching it. Its type says the same (`HttpClientTemplate<TemplateReads<...>>`).
 */
import type { ResolvedOptions } from "../config/types.js";
import type { ClientEmitContext } from "./client-template.js";

const narrowed = new WeakMap<object, object>();

/** `ctx` with only the `declared` options; one object per context, so a template sees the same in every call. */
export function templateContext<Context extends ClientEmitContext>(
  ctx: Context,
  declared: readonly string[],
): Context {
  let made = narrowed.get(ctx);
  if (made === undefined) {
    const picked = Object.fromEntries(
      Object.entries(ctx.options).filter(([name]) => declared.includes(name)),
    ) as Partial<ResolvedOptions>;
    made = { ...ctx, options: picked };
    narrowed.set(ctx, made);
  }
  // Typed as the whole context for emit's calls: each template's own type states the options it reads, which
  // are the ones it holds.
  return made as Context;
}
