/** svelte-query 5's hooks: planned as every TanStack layer's are (`tanstack/plan.ts`), over its declaration. */
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { planTanStackHooks } from "../tanstack/plan.js";
import { svelteQuery5Declaration } from "./declaration.js";

export const planSvelteQuery5Hooks: HookPlanner = planTanStackHooks(svelteQuery5Declaration);
