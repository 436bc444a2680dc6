/** Generated vue-query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import {
  consumerTest,
  infiniteTest,
  type LayerLibrary,
  lowestVersionTest,
} from "../support/layer-versions.js";
import { hooksCompileTests } from "../support/reactive-compile.js";
import { vueQueryConsumer } from "../support/vue-query-consumer.js";

/**
 * The lowest @tanstack/vue-query the output supports, installed under an alias: 5.51.0, the first that
 * unwraps and tracks getters in a query key (5.50 unwraps refs only), which the hooks' arguments may be.
 */
const LOWEST_VUE_QUERY = "vue-query-5-51";
const VUE_QUERY: LayerLibrary = {
  layer: "vue-query",
  newest: "@tanstack/vue-query",
  versions: ["@tanstack/vue-query", LOWEST_VUE_QUERY],
  hooksFile: "use-api.ts",
  queryFunction: "useQuery",
  infiniteQueryFunction: "useInfiniteQuery",
};

describe("generated vue-query hooks compile in strict mode against @tanstack/vue-query and Vue", () => {
  hooksCompileTests("vue-query", "options-over-fetch");

  it("a single-word reactive template sits on fetch", async () => {
    const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "vue-query" });
    const content = code.files[0]?.content ?? "";
    expect(content).toContain("export const petClient");
    expect(content).toContain("from '@tanstack/vue-query'");
    expectCompiles({ "reactive/vue-query-alone/client.ts": content });
  });
});

describe("the lowest supported vue-query, 5.51 (the highest is the devDependency the matrix above uses)", () => {
  lowestVersionTest(VUE_QUERY, LOWEST_VUE_QUERY);
});

describe("a Vue user's code over the generated hooks type-checks, on the newest and the lowest vue-query", () => {
  consumerTest(
    VUE_QUERY,
    "refs and getters as arguments, select, the factories, a mutation that invalidates: every client, one file and hooksOut, both versions",
    vueQueryConsumer,
  );
});

/** A Vue user's code over the paging fixture's infinite queries: refs as arguments, the pages, `select`, a prefetch. */
function infiniteConsumer(hooks: string, vueQuery: string): string {
  return `import { type QueryClient, useInfiniteQuery } from '${vueQuery}';
import { ref } from 'vue';
import { listCursorThingsInfiniteQueryOptions, useListCursorThingsInfinite, useListLinkThingsInfinite } from '${hooks}';
import type { PageOf, Thing } from '../api/client.js';

export async function prefetch(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
}

export function useFeed() {
  const size = ref(3);
  const feed = useListCursorThingsInfinite(size, undefined, { query: { maxPages: 10 } });
  const things: Thing[] = feed.data.value?.pages.flatMap((page) => page.body.data) ?? [];
  const next: string | number | null | undefined = feed.data.value?.pages.at(-1)?.next;
  const names = useListLinkThingsInfinite(() => 30, undefined, {
    query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
  });
  const over = useInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
  const first: PageOf<unknown> | undefined = over.data.value?.pages[0];
  // @ts-expect-error a ref of another type than the argument's
  useListCursorThingsInfinite(ref('three'));
  void feed.fetchNextPage();
  return [things, next, names.data.value satisfies string[] | undefined, feed.hasNextPage.value, first] as const;
}
`;
}

describe("infinite queries compile as a Vue user writes them, on the newest and the lowest vue-query", () => {
  infiniteTest(
    VUE_QUERY,
    "the paging fixture's infinite hooks and factories, one file and hooksOut, against 5.51.0 and the newest",
    infiniteConsumer,
  );
});
