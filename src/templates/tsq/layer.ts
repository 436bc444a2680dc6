/**
 * `tsq` (TanStack Query for React): the TanStack core (`tanstack/layer.ts`) over React's dialect. Its
 * factories hand their options to TanStack's `queryOptions` and `mutationOptions`, which tag the key with the
 * data (so `queryClient.getQueryData(key)` is typed), the same objects `useQuery`, `useSuspenseQuery`,
 * `useQueries` and `queryClient.ensureQueryData` take; the query function reads the factory's arguments.
 */

import type { ReactiveLayer } from "../../emit/client-template.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { tanstackLayer } from "../tanstack/layer.js";
import { tsqDeclaration } from "./declaration.js";
import { tsqMutation, tsqQuery } from "./hook-interfaces.js";
import { tsqInfinite } from "./infinite.js";
import { planTsqHooks } from "./plan.js";

const tsqDialect: TanStackDialect = {
  declaration: tsqDeclaration,
  argumentsFromKey: false,
  optionsThunk: false,
  query: tsqQuery,
  mutation: tsqMutation,
  hookArguments: (values) => values,
  infinite: tsqInfinite,
};

export const tsqLayer: ReactiveLayer = tanstackLayer(tsqDialect, planTsqHooks);
