/** tsq's hooks: planned as every TanStack layer's are (`tanstack/plan.ts`), over tsq's declaration. */
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { planTanStackHooks } from "../tanstack/plan.js";
import { tsqDeclaration } from "./declaration.js";

export const planTsqHooks: HookPlanner = planTanStackHooks(tsqDeclaration);
