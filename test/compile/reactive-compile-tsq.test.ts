/** Generated TanStack Query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { hooksCompileTests } from "../support/reactive-compile.js";
import { withTempDir } from "../support/temp-dir.js";
import { tsqConsumer } from "../support/tsq-consumer.js";

describe("generated TanStack Query hooks compile in strict mode against @tanstack/react-query and React", () => {
  hooksCompileTests("tsq", "every-client-every-option");

  it("a single-word reactive template sits on fetch", async () => {
    const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "tsq" });
    const content = code.files[0]?.content ?? "";
    expect(content).toContain("export const petClient");
    expect(content).toContain("from '@tanstack/react-query'");
    expectCompiles({ "reactive/tsq-alone/client.ts": content });
  });
});

describe("TanStack Query idioms over the generated options factories type-check as a user writes them", () => {
  const clients = ["fetch", "axios", "xior", "ky", fixturePath("custom-template")];
  it("loaders, suspense, useQueries, select, mutationOptions, and what must not compile: every client, one file and hooksOut", async () => {
    const files: Record<string, string> = {};
    for (const client of clients) {
      for (const split of [false, true]) {
        const folder = `tsq-idioms/${path.basename(client)}-${split ? "split" : "single"}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath("petstore.yaml"),
            template: ["tsq", client],
            responseShape: "body",
            out: path.join(dir, "api", "client.ts"),
            ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
          });
          for (const file of result.files) files[`${folder}/${path.relative(dir, file.path)}`] = file.content;
        });
        const hooks = split ? "../hooks/use-api.js" : "../api/client.js";
        files[`${folder}/app/consumer.ts`] = tsqConsumer(
          hooks,
          "../api/client.js",
          client !== clients.at(-1),
        );
      }
    }
    expect(Object.keys(files).filter((name) => name.endsWith("consumer.ts"))).toHaveLength(10);
    expectCompiles(files);
  });
});

describe("a query of an operation without a response body is typed null where TanStack needs a value", () => {
  it("its hook's, factory's and cache's data is null over every client whose calls resolve to the body", async () => {
    const files: Record<string, string> = {};
    for (const client of ["fetch", "ky", fixturePath("custom-template")]) {
      for (const split of [false, true]) {
        const folder = `tsq-no-content/${path.basename(client)}-${split ? "split" : "single"}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath("clients/everything.yaml"),
            template: ["tsq", client],
            out: path.join(dir, "api", "client.ts"),
            ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
          });
          for (const file of result.files) files[`${folder}/${path.relative(dir, file.path)}`] = file.content;
        });
        files[`${folder}/app/consumer.ts`] = noContentConsumer(
          split ? "../hooks/use-api.js" : "../api/client.js",
        );
      }
    }
    expectCompiles(files);
  });
});

/** A user's code over `HEAD /health` (no body): the data is exactly `null` (not `void`, not `undefined`). */
function noContentConsumer(hooks: string): string {
  return `import { QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { defaultHooks, headHealthQueryOptions, useHeadHealth } from '${hooks}';

const queryClient = new QueryClient();

export async function loader(): Promise<null> {
  const cached: null | undefined = queryClient.getQueryData(defaultHooks.queryOptions.headHealth().queryKey);
  return cached ?? (await queryClient.ensureQueryData(headHealthQueryOptions()));
}

export function useHealth() {
  const pending: null | undefined = useHeadHealth().data;
  const loaded: null = useSuspenseQuery(defaultHooks.queryOptions.headHealth()).data;
  // @ts-expect-error the data is null, nothing else
  const text: string | undefined = defaultHooks.queries.useHeadHealth().data;
  const up: boolean | undefined = useHeadHealth({ query: { select: (data) => data === null } }).data;
  return [pending, loaded, text, up] as const;
}
`;
}

/** The lowest @tanstack/react-query the output supports (the first with `mutationOptions`), installed under an alias. */
const LOWEST_TANSTACK = "tanstack-query-5-82";

describe("the lowest supported TanStack Query, 5.82 (the highest is the devDependency the tests above use)", () => {
  it("the options factories, hooks and a user's idioms compile against @tanstack/react-query 5.82.0", async () => {
    const files: Record<string, string> = {};
    const lowest = (text: string) =>
      text
        .replaceAll("'@tanstack/react-query'", `'${LOWEST_TANSTACK}'`)
        .replaceAll('"@tanstack/react-query"', `"${LOWEST_TANSTACK}"`);
    for (const split of [false, true]) {
      const folder = `tsq-lowest/${split ? "split" : "single"}`;
      await withTempDir(async (dir) => {
        const result = await generateFiles({
          src: fixturePath("petstore.yaml"),
          template: "tsq",
          responseShape: "body",
          out: path.join(dir, "api", "client.ts"),
          ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
        });
        for (const file of result.files)
          files[`${folder}/${path.relative(dir, file.path)}`] = lowest(file.content);
      });
      const hooks = split ? "../hooks/use-api.js" : "../api/client.js";
      files[`${folder}/app/consumer.ts`] = lowest(tsqConsumer(hooks, "../api/client.js", true));
    }
    expect(Object.values(files).join("\n")).not.toContain("'@tanstack/react-query'");
    expectCompiles(files);
    // The generated files in a library's declaration build: the written-out types are 5.82's too.
    const generated = Object.entries(files).filter(([name]) => !name.endsWith("consumer.ts"));
    expectCompiles(Object.fromEntries(generated), { extraCompilerOptions: ISOLATED_DECLARATIONS });
  });
});

/** A user's code over the paging fixture's infinite queries: the pages, `select`, the tagged key, a prefetch. */
function infiniteConsumer(hooks: string, tanstack: string): string {
  return `import { QueryClient, useSuspenseInfiniteQuery, type InfiniteData } from '${tanstack}';
import { defaultHooks, listCursorThingsInfiniteQueryOptions, useListCursorThingsInfinite, useListLinkThingsInfinite } from '${hooks}';
import type { PageOf, Thing } from '../api/client.js';

export async function prefetch(queryClient: QueryClient): Promise<PageOf<Thing[]>[] | undefined> {
  await queryClient.prefetchInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
  const pages: InfiniteData<PageOf<Thing[]>> | undefined = queryClient.getQueryData(
    defaultHooks.queryOptions.listLinkThingsInfinite(30).queryKey,
  );
  return pages?.pages;
}

export function useFeed() {
  const feed = useListCursorThingsInfinite(3, undefined, { query: { maxPages: 10 } });
  const things: Thing[] = feed.data?.pages.flatMap((page) => page.body.data) ?? [];
  const next: string | number | null | undefined = feed.data?.pages.at(-1)?.next;
  const names = useListLinkThingsInfinite(30, undefined, {
    query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
  });
  const suspense = useSuspenseInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
  const first: Thing | undefined = suspense.data.pages[0]?.body.data[0];
  return [things, next, names.data satisfies string[] | undefined, feed.hasNextPage, first] as const;
}
`;
}

describe("infinite queries compile as a user writes them, on the newest and the lowest TanStack Query", () => {
  it("the paging fixture's infinite hooks and factories, one file and hooksOut, against 5.82.0 and the newest", async () => {
    const files: Record<string, string> = {};
    for (const tanstack of ["@tanstack/react-query", LOWEST_TANSTACK]) {
      for (const split of [false, true]) {
        const folder = `tsq-infinite/${tanstack.replace(/\W/g, "_")}-${split ? "split" : "single"}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath("clients/paging.yaml"),
            template: "tsq",
            out: path.join(dir, "api", "client.ts"),
            ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
          });
          for (const file of result.files) {
            files[`${folder}/${path.relative(dir, file.path)}`] = file.content.replaceAll(
              "'@tanstack/react-query'",
              `'${tanstack}'`,
            );
          }
        });
        files[`${folder}/app/consumer.ts`] = infiniteConsumer(
          split ? "../hooks/use-api.js" : "../api/client.js",
          tanstack,
        );
      }
    }
    expect(Object.values(files).join("\n")).toMatch(
      new RegExp(`useInfiniteQuery[^;]*from .${LOWEST_TANSTACK}.`),
    );
    expectCompiles(files);
  });
});
