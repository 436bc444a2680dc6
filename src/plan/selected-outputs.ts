/**
 * What planning reads of the outputs one run emits with, handed down by the registry (see
 * output-contract/catalog.ts): the client's declaration, the reactive layer's declaration and hook planner,
 * and every built-in declaration, whose names planning reserves whichever template runs.
 */
import type { OutputCatalog } from "../output-contract/catalog.js";
import type { ClientDeclaration, LayerDeclaration } from "../output-contract/declaration.js";
import type { HookPlanner } from "./query-layer/hooks-plan.js";

/** A reactive layer as planning reads it: what it declares, and how it plans its hooks. */
export interface PlanningLayer {
  readonly declaration: LayerDeclaration;
  readonly planHooks: HookPlanner;
}

export interface SelectedOutputs {
  readonly client: ClientDeclaration;
  readonly layer?: PlanningLayer;
  readonly builtins: OutputCatalog;
}
