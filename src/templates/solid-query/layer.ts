/**
 * `solid-query` (TanStack Query for Solid): the TanStack core (`tanstack/layer.ts`) over Solid's dialect. A
 * query hook hands `createQuery` a function that reads the hook's arguments, each a value or an accessor, and
 * makes the options of their values (`optionsThunk`): Solid re-runs it when a signal it read changes, so the
 * query follows. The factories take values and return plain objects, which `createQuery(() => ...)`,
 * `createQueries` and `queryClient.fetchQuery` take; the query function reads the factory's values.
 */

import { typeReference } from "../../ast/nodes.js";
import type { ReactiveLayer } from "../../emit/client-template.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { tanstackLayer } from "../tanstack/layer.js";
import { solidQueryDeclaration } from "./declaration.js";
import { solidQueryMutation, solidQueryQuery } from "./hook-interfaces.js";
import { solidQueryInfinite } from "./infinite.js";
import { planSolidQueryHooks } from "./plan.js";

const { declared } = solidQueryDeclaration.names;

const solidQueryDialect: TanStackDialect = {
  declaration: solidQueryDeclaration,
  argumentsFromKey: false,
  optionsThunk: true,
  query: solidQueryQuery,
  mutation: solidQueryMutation,
  hookArguments: (values) => typeReference(declared.reactiveArguments, [values]),
  infinite: solidQueryInfinite,
};

export const solidQueryLayer: ReactiveLayer = tanstackLayer(solidQueryDialect, planSolidQueryHooks);
