/** Generated svelte-query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { compileInMemory, expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import {
  everyClientFixture,
  hooksCompileTests,
  importsOf,
  pagingWithConsumers,
  petstoreWithConsumers,
} from "../support/reactive-compile.js";
import { svelteQueryConsumer } from "../support/svelte-query-consumer.js";

/**
 * The lowest @tanstack/svelte-query the output supports, installed under an alias: 6.0.0, the first that takes
 * a query's options as a function (Svelte 5's runes); 5 takes options or a store of them, and has a layer of
 * its own, `svelte-query-5` (docs/svelte-query.md).
 */
const LOWEST = "svelte-query-6-0";
const SVELTE_QUERY = "@tanstack/svelte-query";

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
  it("every client fixture's hooks, and the one whose arguments are named like the hooks code's values, over every client", async () => {
    const files = await everyClientFixture(
      "svelte-query",
      "svelte-query-lowest",
      importsOf(SVELTE_QUERY, LOWEST),
    );
    expect(Object.values(files).join("\n")).not.toContain(`'${SVELTE_QUERY}'`);
    expectCompiles(files, { extraCompilerOptions: ISOLATED_DECLARATIONS, outputDepth: 3 });
  });
});

describe("a Svelte user's code over the generated hooks type-checks, on the newest and the lowest svelte-query", () => {
  it("getters of $state as arguments, select, the factories, a mutation that invalidates: every client, one file and hooksOut, both versions", async () => {
    const files = await petstoreWithConsumers(
      "svelte-query",
      SVELTE_QUERY,
      [SVELTE_QUERY, LOWEST],
      (hooks, version, typed) => svelteQueryConsumer(hooks, "../api/client.js", typed, version),
    );
    expect(Object.keys(files).filter((name) => name.endsWith("consumer.ts"))).toHaveLength(20);
    expect(Object.values(files).join("\n")).toMatch(new RegExp(`createQuery[^;]*from '${LOWEST}'`));
    expectCompiles(files);
    // The generated files in a library's declaration build, against both versions' types.
    const generated = Object.entries(files).filter(([name]) => !name.endsWith("consumer.ts"));
    expectCompiles(Object.fromEntries(generated), { extraCompilerOptions: ISOLATED_DECLARATIONS });
  });
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
  it("the paging fixture's infinite hooks and factories, one file and hooksOut, against 6.0.0 and the newest", async () => {
    const files = await pagingWithConsumers(
      "svelte-query",
      SVELTE_QUERY,
      [SVELTE_QUERY, LOWEST],
      infiniteConsumer,
    );
    expect(Object.values(files).join("\n")).toMatch(new RegExp(`createInfiniteQuery[^;]*from '${LOWEST}'`));
    expectCompiles(files);
  });
});

describe("svelte-query 5 (stores) is not this layer's: 5's createQuery takes options or a store of them, not a function", () => {
  it.each(["svelte-query-5", "svelte-query-5-51"])(
    "on %s the generated hooks' thunks to createQuery and createMutation do not type-check (5 is the svelte-query-5 layer's)",
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
