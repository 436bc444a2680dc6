/**
 * Generated svelte-query-5 hooks (Svelte's stores) compile on every HTTP client that can carry them (see
 * support/reactive-compile.ts), against @tanstack/svelte-query 5 at both ends the tests install, and a Svelte
 * user's code over them type-checks there.
 */
import { describe } from "vitest";
import {
  consumerTest,
  infiniteTest,
  type LayerLibrary,
  lowestVersionTest,
} from "../support/layer-versions.js";
import { hooksCompileTests, importsOf } from "../support/reactive-compile.js";
import { svelteQuery5Consumer, svelteQuery5InfiniteConsumer } from "../support/svelte-query-5-consumer.js";

const SVELTE_QUERY = "@tanstack/svelte-query";
/** The newest svelte-query 5 the tests install (5.74), under an alias: the package's own name is 6. */
const NEWEST = "svelte-query-5";
/** The lowest svelte-query 5 the output supports among those installed (5.51), under an alias. */
const LOWEST = "svelte-query-5-51";
/** The output imports the package's own name; every version the proofs compile against is an alias of 5. */
const SVELTE_QUERY_5: LayerLibrary = {
  layer: "svelte-query-5",
  newest: SVELTE_QUERY,
  versions: [NEWEST, LOWEST],
  hooksFile: "use-api.ts",
  queryFunction: "createQuery",
  infiniteQueryFunction: "createInfiniteQuery",
};

describe("generated svelte-query-5 hooks compile in strict mode against @tanstack/svelte-query 5.74", () => {
  hooksCompileTests("svelte-query-5", "options-over-fetch", importsOf(SVELTE_QUERY, NEWEST));
});

describe("the lowest supported svelte-query 5 the tests install, 5.51", () => {
  lowestVersionTest(SVELTE_QUERY_5, LOWEST);
});

describe("a Svelte user's code over the generated store hooks type-checks, on 5.74 and 5.51", () => {
  consumerTest(
    SVELTE_QUERY_5,
    "stores and derived as arguments, select, the factories in a derived store, a mutation that invalidates the list, a 404 by status: every client, one file and hooksOut, both versions",
    svelteQuery5Consumer,
  );
});

describe("infinite queries compile as a Svelte user writes them with stores, on 5.74 and 5.51", () => {
  infiniteTest(
    SVELTE_QUERY_5,
    "the paging fixture's infinite hooks and factories, one file and hooksOut, both versions",
    svelteQuery5InfiniteConsumer,
  );
});
