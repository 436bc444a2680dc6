/**
 * `vue-query` (TanStack Query for Vue): the TanStack core (`tanstack/layer.ts`) over Vue's dialect. A query
 * hook builds its options from the hook's arguments as refs, getters or values, which the key holds so that
 * the query follows them; the query function reads them back from the key vue-query hands it, unwrapped. The
 * factories return plain objects (vue-query's `queryOptions` returns its argument), which `useQuery`,
 * `useQueries` and `queryClient.fetchQuery` take.
 */

import { intersectionType, keywordType, propertySignature, typeReference } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type { ReactiveLayer } from "../../emit/client-template.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { omit, tanstackLayer } from "../tanstack/layer.js";
import { vueQueryDeclaration } from "./declaration.js";
import { hookInterfaceDeclarations } from "./hook-interfaces.js";
import { vueQueryInfinite } from "./infinite.js";
import { planVueQueryHooks } from "./plan.js";

const { imports, declared } = vueQueryDeclaration.names;

const vueQueryDialect: TanStackDialect = {
  declaration: vueQueryDeclaration,
  argumentsFromKey: true,
  // query-core's observer options, which every vue-query 5 declares alike, with vue-query's reactive `enabled`.
  queryOptionsMember: () => {
    const data = typeReference("Data");
    const observerOptions = omit(
      referencedType(imports.queryObserverOptions.name, [
        data,
        typeReference("Failure"),
        typeReference(declared.selected),
        data,
        typeReference("Key"),
      ]),
      ["queryKey", "queryFn", "enabled"],
    );
    const enabled = typeLiteral([
      propertySignature(
        "enabled",
        // `boolean`, not `| undefined`: 5.51's `enabled` takes no `undefined` inside a ref or getter.
        referencedType(imports.maybeRefOrGetter.name, [keywordType("boolean")]),
        /* optional */ true,
      ),
    ]);
    return {
      type: intersectionType([observerOptions, enabled]),
      description:
        "TanStack Query's own options (`enabled`, a ref or a getter too; `staleTime`, `select`, ...); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
    };
  },
  mutationOptionsType: imports.mutationObserverOptions.name,
  interfaces: hookInterfaceDeclarations,
  hookArguments: (values) => typeReference(declared.reactiveArguments, [values]),
  infinite: vueQueryInfinite,
};

export const vueQueryLayer: ReactiveLayer = tanstackLayer(vueQueryDialect, planVueQueryHooks);
