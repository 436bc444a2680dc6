/** Generated svelte-query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { compileInMemory, expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import {
  consumerTest,
  infiniteTest,
  type LayerLibrary,
  lowestVersionTest,
} from "../support/layer-versions.js";
import { hooksCompileTests } from "../support/reactive-compile.js";
import { svelteQueryConsumer } from "../support/svelte-query-consumer.js";

/**
 * The lowest @tanstack/svelte-query the output supports, installed under an alias: 6.0.0, the first that takes
 * a query's options as a function (Svelte 5's runes); 5 takes options or a store of them (docs/svelte-query.md).
 */
const LOWEST = "svelte-query-6-0";
const SVELTE_QUERY = "@tanstack/svelte-query";
const SVELTE_QUERY_LIBRARY: LayerLibrary = {
  layer: "svelte-query",
  newest: SVELTE_QUERY,
  versions: [SVELTE_QUERY, LOWEST],
  hooksFile: "use-api.ts",
  queryFunction: "createQuery",
  infiniteQueryFunction: "createInfiniteQuery",
};

describe("generated svelte-query hooks compile in strict mode against @tanstack/svelte-query and Svelte 5", () => {
  hooksCompileTests("svelte-query", "options-over-fetch");

  it("a single-word reactive template sits on fetch", async () => {
    const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "svelte-query" });
    const content = code.files[0]?.content ?? "";
    expect(content).toContain("export const petClient");
    expect(content).toContain("from '@tanstack/svelte-query'");
    expectCompiles({ "reactive/svelte-query-alone/client.ts": content });
  });
});

describe("the lowest supported svelte-query, 6.0 (the highest is the devDependency the matrix above uses)", () => {
  lowestVersionTest(SVELTE_QUERY_LIBRARY, LOWEST);
});

describe("a Svelte user's code over the generated hooks type-checks, on the newest and the lowest svelte-query", () => {
  consumerTest(
    SVELTE_QUERY_LIBRARY,
    "getters of $state as arguments, select, the factories, a mutation that invalidates: every client, one file and hooksOut, both versions",
    svelteQueryConsumer,
  );
});

/** A Svelte user's code over the paging fixture's infinite queries: getters as arguments, the pages, `select`, a prefetch. */
function infiniteConsumer(hooks: string, svelteQuery: string): string {
  return `import { type QueryClient, createInfiniteQuery } from '${svelteQuery}';
import { listCursorThingsInfiniteQueryOptions, useListCursorThingsInfinite, useListLinkThingsInfinite } from '${hooks}';
import type { PageOf, Thing } from '../api/client.js';

export async function prefetch(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
}

export function feed() {
  let size = $state(3);
  const feed = useListCursorThingsInfinite(() => size, undefined, { query: { maxPages: 10 } });
  const things: Thing[] = feed.data?.pages.flatMap((page) => page.body.data) ?? [];
  const next: string | number | null | undefined = feed.data?.pages.at(-1)?.next;
  const names = useListLinkThingsInfinite(30, undefined, {
    query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
  });
  const over = createInfiniteQuery(() => listCursorThingsInfiniteQueryOptions(size));
  const first: PageOf<unknown> | undefined = over.data?.pages[0];
  // @ts-expect-error a getter of another type than the argument's
  useListCursorThingsInfinite(() => 'three');
  void feed.fetchNextPage();
  size = 4;
  return [things, next, names.data satisfies string[] | undefined, feed.hasNextPage, first] as const;
}
`;
}

describe("infinite queries compile as a Svelte user writes them, on the newest and the lowest svelte-query", () => {
  infiniteTest(
    SVELTE_QUERY_LIBRARY,
    "the paging fixture's infinite hooks and factories, one file and hooksOut, against 6.0.0 and the newest",
    infiniteConsumer,
  );
});

describe("svelte-query 5 (stores) is not supported: its createQuery takes options or a store of them, not a function", () => {
  it.each(["svelte-query-5", "svelte-query-5-51"])(
    "on %s the generated hooks' thunks to createQuery and createMutation do not type-check",
    async (older) => {
      const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "svelte-query" });
      const content = (code.files[0]?.content ?? "").replaceAll(`'${SVELTE_QUERY}'`, `'${older}'`);
      const { diagnostics } = compileInMemory({ [`svelte-query-5/${older}/client.ts`]: content });
      expect(diagnostics.join("\n")).toMatch(/Argument of type '\(\) => any' is not assignable/);
      expect(diagnostics.some((line) => /TS2769 No overload matches this call/.test(line))).toBe(true);
      expect(diagnostics.some((line) => /StoreOrVal<CreateMutationOptions/.test(line))).toBe(true);
    },
  );
});
