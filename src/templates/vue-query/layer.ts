/**
 * `vue-query` (TanStack Query for Vue): the TanStack core (`tanstack/layer.ts`) over Vue's dialect. A query
 * hook builds its options from the hook's arguments as refs, getters or values, which the key holds so that
 * the query follows them; the query function reads them back from the key vue-query hands it, unwrapped. The
 * factories return plain objects (vue-query's `queryOptions` returns its argument), which `useQuery`,
 * `useQueries` and `queryClient.fetchQuery` take.
 */

import { typeReference } from "../../ast/nodes.js";
import type { ReactiveLayer } from "../../emit/client-template.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { tanstackLayer } from "../tanstack/layer.js";
import { vueQueryDeclaration } from "./declaration.js";
import { vueQueryMutation, vueQueryQuery } from "./hook-interfaces.js";
import { vueQueryInfinite } from "./infinite.js";
import { planVueQueryHooks } from "./plan.js";

const { declared } = vueQueryDeclaration.names;

const vueQueryDialect: TanStackDialect = {
  declaration: vueQueryDeclaration,
  argumentsFromKey: true,
  optionsThunk: false,
  query: vueQueryQuery,
  mutation: vueQueryMutation,
  hookArguments: (values) => typeReference(declared.reactiveArguments, [values]),
  infinite: vueQueryInfinite,
};

export const vueQueryLayer: ReactiveLayer = tanstackLayer(vueQueryDialect, planVueQueryHooks);
