/** angular-query's hooks: planned as every TanStack layer's are (`tanstack/plan.ts`), named `inject...`. */
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { planTanStackHooks } from "../tanstack/plan.js";
import { angularQueryDeclaration } from "./declaration.js";

export const planAngularQueryHooks: HookPlanner = planTanStackHooks(angularQueryDeclaration);
