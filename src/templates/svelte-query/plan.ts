/** svelte-query's hooks: planned as every TanStack layer's are (`tanstack/plan.ts`), over svelte-query's declaration. */
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { planTanStackHooks } from "../tanstack/plan.js";
import { svelteQueryDeclaration } from "./declaration.js";

export const planSvelteQueryHooks: HookPlanner = planTanStackHooks(svelteQueryDeclaration);
