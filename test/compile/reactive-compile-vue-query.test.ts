/** Generated vue-query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES } from "../support/client-matrix.js";
import { expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { hooksCompileTests } from "../support/reactive-compile.js";
import { withTempDir } from "../support/temp-dir.js";
import { vueQueryConsumer } from "../support/vue-query-consumer.js";

/**
 * The lowest @tanstack/vue-query the output supports, installed under an alias: 5.51.0, the first that
 * unwraps and tracks getters in a query key (5.50 unwraps refs only), which the hooks' arguments may be.
 */
const LOWEST_VUE_QUERY = "vue-query-5-51";
const VUE_QUERY = "@tanstack/vue-query";

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
  it("every client fixture's hooks, and the one whose arguments are named like the hooks code's values, over every client", async () => {
    const files: Record<string, string> = {};
    for (const client of ["fetch", "axios", "xior", "ky"]) {
      for (const fixture of [...CLIENT_FIXTURES, "clients/hook-names.yaml"]) {
        const folder = `vue-query-lowest/${client}/${fixture.replace(/[/.]/g, "_")}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath(fixture),
            template: ["vue-query", client],
            out: path.join(dir, "api", "client.ts"),
            hooksOut: path.join(dir, "hooks", "use-api.ts"),
          });
          for (const file of result.files) {
            files[`${folder}/${path.relative(dir, file.path)}`] = file.content.replaceAll(
              `'${VUE_QUERY}'`,
              `'${LOWEST_VUE_QUERY}'`,
            );
          }
        });
      }
    }
    expect(Object.values(files).join("\n")).not.toContain(`'${VUE_QUERY}'`);
    expectCompiles(files, { extraCompilerOptions: ISOLATED_DECLARATIONS, outputDepth: 3 });
  });
});

describe("a Vue user's code over the generated hooks type-checks, on the newest and the lowest vue-query", () => {
  const clients = ["fetch", "axios", "xior", "ky", fixturePath("custom-template")];
  it("refs and getters as arguments, select, the factories, a mutation that invalidates: every client, one file and hooksOut, both versions", async () => {
    const files: Record<string, string> = {};
    for (const vueQuery of [VUE_QUERY, LOWEST_VUE_QUERY]) {
      const lowest = (text: string) => text.replaceAll(`'${VUE_QUERY}'`, `'${vueQuery}'`);
      for (const client of clients) {
        for (const split of [false, true]) {
          const folder = `vue-query-idioms/${vueQuery.replace(/\W/g, "_")}/${path.basename(client)}-${split ? "split" : "single"}`;
          await withTempDir(async (dir) => {
            const result = await generateFiles({
              src: fixturePath("petstore.yaml"),
              template: ["vue-query", client],
              responseShape: "body",
              out: path.join(dir, "api", "client.ts"),
              ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
            });
            for (const file of result.files)
              files[`${folder}/${path.relative(dir, file.path)}`] = lowest(file.content);
          });
          const hooks = split ? "../hooks/use-api.js" : "../api/client.js";
          files[`${folder}/app/consumer.ts`] = vueQueryConsumer(
            hooks,
            "../api/client.js",
            client !== clients.at(-1),
            vueQuery,
          );
        }
      }
    }
    expect(Object.keys(files).filter((name) => name.endsWith("consumer.ts"))).toHaveLength(20);
    expect(Object.values(files).join("\n")).toMatch(new RegExp(`useQuery[^;]*from '${LOWEST_VUE_QUERY}'`));
    expectCompiles(files);
    // The generated files in a library's declaration build, against both versions' types.
    const generated = Object.entries(files).filter(([name]) => !name.endsWith("consumer.ts"));
    expectCompiles(Object.fromEntries(generated), { extraCompilerOptions: ISOLATED_DECLARATIONS });
  });
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
  it("the paging fixture's infinite hooks and factories, one file and hooksOut, against 5.51.0 and the newest", async () => {
    const files: Record<string, string> = {};
    for (const vueQuery of [VUE_QUERY, LOWEST_VUE_QUERY]) {
      for (const split of [false, true]) {
        const folder = `vue-query-infinite/${vueQuery.replace(/\W/g, "_")}-${split ? "split" : "single"}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath("clients/paging.yaml"),
            template: "vue-query",
            out: path.join(dir, "api", "client.ts"),
            ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
          });
          for (const file of result.files) {
            files[`${folder}/${path.relative(dir, file.path)}`] = file.content.replaceAll(
              `'${VUE_QUERY}'`,
              `'${vueQuery}'`,
            );
          }
        });
        files[`${folder}/app/consumer.ts`] = infiniteConsumer(
          split ? "../hooks/use-api.js" : "../api/client.js",
          vueQuery,
        );
      }
    }
    expect(Object.values(files).join("\n")).toMatch(
      new RegExp(`useInfiniteQuery[^;]*from '${LOWEST_VUE_QUERY}'`),
    );
    expectCompiles(files);
  });
});
