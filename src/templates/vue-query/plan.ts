/** vue-query's hooks: planned as every TanStack layer's are (`tanstack/plan.ts`), over vue-query's declaration. */
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { planTanStackHooks } from "../tanstack/plan.js";
import { vueQueryDeclaration } from "./declaration.js";

export const planVueQueryHooks: HookPlanner = planTanStackHooks(vueQueryDeclaration);
