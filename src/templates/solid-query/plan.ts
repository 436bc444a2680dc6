/** solid-query's hooks: planned as every TanStack layer's are (`tanstack/plan.ts`), over solid-query's declaration. */
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { planTanStackHooks } from "../tanstack/plan.js";
import { solidQueryDeclaration } from "./declaration.js";

export const planSolidQueryHooks: HookPlanner = planTanStackHooks(solidQueryDeclaration);
