/** Generated solid-query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
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
import { solidQueryConsumer } from "../support/solid-query-consumer.js";

/**
 * The lowest @tanstack/solid-query the output supports, installed under an alias: 5.51.21. The hooks call
 * `createQuery`, `createMutation` and `createInfiniteQuery`, which it exports as every later 5.x does (`useQuery`
 * came later), each taking its options as a function.
 */
const LOWEST_SOLID_QUERY = "solid-query-5-51";
const SOLID_QUERY: LayerLibrary = {
  layer: "solid-query",
  newest: "@tanstack/solid-query",
  versions: ["@tanstack/solid-query", LOWEST_SOLID_QUERY],
  hooksFile: "use-api.ts",
  queryFunction: "createQuery",
  infiniteQueryFunction: "createInfiniteQuery",
};

describe("generated solid-query hooks compile in strict mode against @tanstack/solid-query and Solid", () => {
  hooksCompileTests("solid-query", "options-over-fetch");

  it("a single-word reactive template sits on fetch", async () => {
    const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "solid-query" });
    const content = code.files[0]?.content ?? "";
    expect(content).toContain("export const petClient");
    expect(content).toContain("from '@tanstack/solid-query'");
    expectCompiles({ "reactive/solid-query-alone/client.ts": content });
  });
});

describe("the lowest supported solid-query, 5.51 (the highest is the devDependency the matrix above uses)", () => {
  lowestVersionTest(SOLID_QUERY, LOWEST_SOLID_QUERY);
});

describe("a Solid user's code over the generated hooks type-checks, on the newest and the lowest solid-query", () => {
  consumerTest(
    SOLID_QUERY,
    "signals and getters as arguments, select, the factories, a failure by status, a mutation that invalidates: every client, one file and hooksOut, both versions",
    solidQueryConsumer,
  );
});

/** A Solid user's code over the paging fixture's infinite queries: a signal as an argument, the pages, `select`, a prefetch. */
function infiniteConsumer(hooks: string, solidQuery: string): string {
  return `import { type QueryClient, createInfiniteQuery } from '${solidQuery}';
import { createSignal } from 'solid-js';
import { listCursorThingsInfiniteQueryOptions, useListCursorThingsInfinite, useListLinkThingsInfinite } from '${hooks}';
import type { PageOf, Thing } from '../api/client.js';

export async function prefetch(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
}

export function useFeed() {
  const [size] = createSignal(3);
  const feed = useListCursorThingsInfinite(size, undefined, { query: { maxPages: 10 } });
  const things: Thing[] = feed.data?.pages.flatMap((page) => page.body.data) ?? [];
  const next: string | number | null | undefined = feed.data?.pages.at(-1)?.next;
  const names = useListLinkThingsInfinite(() => 30, undefined, {
    query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
  });
  const over = createInfiniteQuery(() => listCursorThingsInfiniteQueryOptions(size()));
  const first: PageOf<unknown> | undefined = over.data?.pages[0];
  // @ts-expect-error an accessor of another type than the argument's
  useListCursorThingsInfinite(() => 'three');
  void feed.fetchNextPage();
  return [things, next, names.data satisfies string[] | undefined, feed.hasNextPage, first] as const;
}
`;
}

describe("infinite queries compile as a Solid user writes them, on the newest and the lowest solid-query", () => {
  infiniteTest(
    SOLID_QUERY,
    "the paging fixture's infinite hooks and factories, one file and hooksOut, against 5.51 and the newest",
    infiniteConsumer,
  );
});
