/**
 * Generated Pinia Colada hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts),
 * and a Vue user's code over them type-checks. Only @pinia/colada 1.4.6 is installed, so it is both ends of the
 * supported range (docs/pinia-colada.md).
 */
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { consumerTest, infiniteTest, type LayerLibrary } from "../support/layer-versions.js";
import { piniaColadaConsumer } from "../support/pinia-colada-consumer.js";
import { hooksCompileTests } from "../support/reactive-compile.js";

const PINIA_COLADA: LayerLibrary = {
  layer: "pinia-colada",
  newest: "@pinia/colada",
  versions: ["@pinia/colada"],
  hooksFile: "use-api.ts",
  queryFunction: "useQuery",
  infiniteQueryFunction: "useInfiniteQuery",
};

describe("generated Pinia Colada hooks compile in strict mode against @pinia/colada and Vue", () => {
  hooksCompileTests("pinia-colada", "options-over-fetch");

  it("a single-word reactive template sits on fetch", async () => {
    const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "pinia-colada" });
    const content = code.files[0]?.content ?? "";
    expect(content).toContain("export const petClient");
    expect(content).toContain("from '@pinia/colada'");
    expectCompiles({ "reactive/pinia-colada-alone/client.ts": content });
  });
});

describe("a Vue user's code over the generated Pinia Colada hooks type-checks", () => {
  consumerTest(
    PINIA_COLADA,
    "refs and getters as arguments, options as a getter, the factories and the cache, a mutation that invalidates: every client, one file and hooksOut",
    piniaColadaConsumer,
  );
});

/** A Vue user's code over the paging fixture's infinite queries: refs as arguments, the pages, a factory in `useInfiniteQuery`. */
function infiniteConsumer(hooks: string): string {
  return `import { useInfiniteQuery } from '@pinia/colada';
import { ref } from 'vue';
import { listCursorThingsInfiniteQueryOptions, useListCursorThingsInfinite, useListLinkThingsInfinite } from '${hooks}';
import type { PageOf, Thing } from '../api/client.js';

export function useFeed() {
  const size = ref(3);
  const feed = useListCursorThingsInfinite(size, undefined, { query: { maxPages: 10 } });
  const things: Thing[] = feed.data.value?.pages.flatMap((page) => page.body.data) ?? [];
  const next: string | number | null | undefined = feed.data.value?.pages.at(-1)?.next;
  const links = useListLinkThingsInfinite(() => 30, undefined, () => ({ query: { enabled: size.value > 0 } }));
  const over = useInfiniteQuery(() => listCursorThingsInfiniteQueryOptions(size.value));
  const first: PageOf<unknown> | undefined = over.data.value?.pages[0];
  // @ts-expect-error a ref of another type than the argument's
  useListCursorThingsInfinite(ref('three'));
  void feed.loadNextPage();
  return [things, next, links.hasNextPage.value, first] as const;
}
`;
}

describe("infinite queries compile as a Vue user writes them", () => {
  infiniteTest(
    PINIA_COLADA,
    "the paging fixture's infinite hooks and factories, one file and hooksOut",
    infiniteConsumer,
  );
});
