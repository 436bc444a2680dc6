/**
 * `tsq` (TanStack Query for React): the TanStack core (`tanstack/layer.ts`) over React's dialect. Its
 * factories hand their options to TanStack's `queryOptions` and `mutationOptions`, which tag the key with the
 * data (so `queryClient.getQueryData(key)` is typed), the same objects `useQuery`, `useSuspenseQuery`,
 * `useQueries` and `queryClient.ensureQueryData` take; the query function reads the factory's arguments.
 */

import { typeReference } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type { ReactiveLayer } from "../../emit/client-template.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { omit, tanstackLayer } from "../tanstack/layer.js";
import { tsqDeclaration } from "./declaration.js";
import { hookInterfaceDeclarations } from "./hook-interfaces.js";
import { tsqInfinite } from "./infinite.js";
import { planTsqHooks } from "./plan.js";

const { imports, declared } = tsqDeclaration.names;

const tsqDialect: TanStackDialect = {
  declaration: tsqDeclaration,
  optionsBuilders: { query: imports.queryOptions.name, mutation: imports.mutationOptions.name },
  argumentsFromKey: false,
  queryOptionsMember: () => ({
    type: omit(
      referencedType(imports.useQueryOptions.name, [
        typeReference("Data"),
        typeReference("Failure"),
        typeReference(declared.selected),
        typeReference("Key"),
      ]),
      ["queryKey", "queryFn"],
    ),
    description:
      "TanStack Query's own options (`enabled`, `staleTime`, `select`, ...); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
  }),
  mutationOptionsType: imports.useMutationOptions.name,
  interfaces: hookInterfaceDeclarations,
  hookArguments: (values) => values,
  infinite: tsqInfinite,
};

export const tsqLayer: ReactiveLayer = tanstackLayer(tsqDialect, planTsqHooks);
