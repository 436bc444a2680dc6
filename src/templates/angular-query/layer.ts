/**
 * `angular-query` (TanStack Query for Angular): the TanStack core (`tanstack/layer.ts`) over Angular's dialect.
 * `injectQuery`, `injectInfiniteQuery` and `injectMutation` take their options as a function, which they run
 * again when a signal it read changes (`optionsThunk`): a query hook reads its arguments, values, signals or
 * getters, inside that function, so the query follows them; the query function reads the factory's values.
 * The factories hand their options to the library's `queryOptions` and `mutationOptions`, which tag the key
 * with the data, the objects `injectQuery`, `injectQueries` and `queryClient.fetchQuery` take.
 */

import { typeReference } from "../../ast/nodes.js";
import type { ReactiveLayer } from "../../emit/client-template.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { tanstackLayer } from "../tanstack/layer.js";
import { angularQueryDeclaration } from "./declaration.js";
import { angularQueryMutation, angularQueryQuery } from "./hook-interfaces.js";
import { angularQueryInfinite } from "./infinite.js";
import { planAngularQueryHooks } from "./plan.js";

const { declared } = angularQueryDeclaration.names;

const angularQueryDialect: TanStackDialect = {
  declaration: angularQueryDeclaration,
  argumentsFromKey: false,
  optionsThunk: true,
  query: angularQueryQuery,
  mutation: angularQueryMutation,
  hookArguments: (values) => typeReference(declared.reactiveArguments, [values]),
  infinite: angularQueryInfinite,
};

export const angularQueryLayer: ReactiveLayer = tanstackLayer(angularQueryDialect, planAngularQueryHooks);
