import type ts from "typescript";
import type { ReactiveLayerName } from "../../config/types.js";
import type { HooksPlan, PlannedHookGroup } from "../../plan/plan-hooks.js";
import type { ClientEmitContext, HttpClientTemplate } from "../types.js";

/** What a reactive layer gets besides the options: the HTTP client under it and where its code goes. */
export interface HookEmitContext extends ClientEmitContext {
  hooks: HooksPlan;
  /** The HTTP client template the hooks call through (its per-call options type is the hooks' `request`). */
  template: HttpClientTemplate;
  /**
   * A type of the main file as the hooks file writes it: unchanged in single-file output, with every name
   * the main file declares qualified by its namespace import (`Pet` → `api.Pet`) when `hooksOut` is set.
   */
  typeInHooks(type: ts.TypeNode): ts.TypeNode;
  /** Hooks live in their own file (`hooksOut`) and reach the main file through its namespace import. */
  separateFile: boolean;
}

/**
 * A reactive layer (swr, TanStack Query) turns a group into a hook namespace calling the group's client.
 * Signatures, keys and types are shared (hook-parts.ts); a layer decides its imports, its option types
 * and the body of each hook.
 */
export interface ReactiveLayer {
  readonly layer: ReactiveLayerName;
  /** The library imports of the hooks code. */
  imports(ctx: HookEmitContext): ts.Statement[];
  /** Declarations shared by every hook of the file (option types, helpers). */
  prelude(ctx: HookEmitContext): ts.Statement[];
  /** `export const <tag> = { queryKeys, queries, mutations };` for one group; `client` is its client object. */
  namespace(group: PlannedHookGroup, client: ts.Expression, ctx: HookEmitContext): ts.Statement[];
}
