/** Generated solid-query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES } from "../support/client-matrix.js";
import { expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { hooksCompileTests } from "../support/reactive-compile.js";
import { solidQueryConsumer } from "../support/solid-query-consumer.js";
import { withTempDir } from "../support/temp-dir.js";

/**
 * The lowest @tanstack/solid-query the output supports, installed under an alias: 5.51.21. The hooks call
 * `createQuery`, `createMutation` and `createInfiniteQuery`, which it exports as every later 5.x does (`useQuery`
 * came later), each taking its options as a function.
 */
const LOWEST_SOLID_QUERY = "solid-query-5-51";
const SOLID_QUERY = "@tanstack/solid-query";

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
  it("every client fixture's hooks, and the one whose arguments are named like the hooks code's values, over every client", async () => {
    const files: Record<string, string> = {};
    for (const client of ["fetch", "axios", "xior", "ky"]) {
      for (const fixture of [...CLIENT_FIXTURES, "clients/hook-names.yaml"]) {
        const folder = `solid-query-lowest/${client}/${fixture.replace(/[/.]/g, "_")}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath(fixture),
            template: ["solid-query", client],
            out: path.join(dir, "api", "client.ts"),
            hooksOut: path.join(dir, "hooks", "use-api.ts"),
          });
          for (const file of result.files) {
            files[`${folder}/${path.relative(dir, file.path)}`] = file.content.replaceAll(
              `'${SOLID_QUERY}'`,
              `'${LOWEST_SOLID_QUERY}'`,
            );
          }
        });
      }
    }
    expect(Object.values(files).join("\n")).not.toContain(`'${SOLID_QUERY}'`);
    expectCompiles(files, { extraCompilerOptions: ISOLATED_DECLARATIONS, outputDepth: 3 });
  });
});

describe("a Solid user's code over the generated hooks type-checks, on the newest and the lowest solid-query", () => {
  const clients = ["fetch", "axios", "xior", "ky", fixturePath("custom-template")];
  it("signals and getters as arguments, select, the factories, a failure by status, a mutation that invalidates: every client, one file and hooksOut, both versions", async () => {
    const files: Record<string, string> = {};
    for (const solidQuery of [SOLID_QUERY, LOWEST_SOLID_QUERY]) {
      const version = (text: string) => text.replaceAll(`'${SOLID_QUERY}'`, `'${solidQuery}'`);
      for (const client of clients) {
        for (const split of [false, true]) {
          const folder = `solid-query-idioms/${solidQuery.replace(/\W/g, "_")}/${path.basename(client)}-${split ? "split" : "single"}`;
          await withTempDir(async (dir) => {
            const result = await generateFiles({
              src: fixturePath("petstore.yaml"),
              template: ["solid-query", client],
              responseShape: "body",
              out: path.join(dir, "api", "client.ts"),
              ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
            });
            for (const file of result.files)
              files[`${folder}/${path.relative(dir, file.path)}`] = version(file.content);
          });
          const hooks = split ? "../hooks/use-api.js" : "../api/client.js";
          files[`${folder}/app/consumer.ts`] = solidQueryConsumer(
            hooks,
            "../api/client.js",
            client !== clients.at(-1),
            solidQuery,
          );
        }
      }
    }
    expect(Object.keys(files).filter((name) => name.endsWith("consumer.ts"))).toHaveLength(20);
    expect(Object.values(files).join("\n")).toMatch(
      new RegExp(`createQuery[^;]*from '${LOWEST_SOLID_QUERY}'`),
    );
    expectCompiles(files);
    // The generated files in a library's declaration build, against both versions' types.
    const generated = Object.entries(files).filter(([name]) => !name.endsWith("consumer.ts"));
    expectCompiles(Object.fromEntries(generated), { extraCompilerOptions: ISOLATED_DECLARATIONS });
  });
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
  it("the paging fixture's infinite hooks and factories, one file and hooksOut, against 5.51 and the newest", async () => {
    const files: Record<string, string> = {};
    for (const solidQuery of [SOLID_QUERY, LOWEST_SOLID_QUERY]) {
      for (const split of [false, true]) {
        const folder = `solid-query-infinite/${solidQuery.replace(/\W/g, "_")}-${split ? "split" : "single"}`;
        await withTempDir(async (dir) => {
          const result = await generateFiles({
            src: fixturePath("clients/paging.yaml"),
            template: "solid-query",
            out: path.join(dir, "api", "client.ts"),
            ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
          });
          for (const file of result.files) {
            files[`${folder}/${path.relative(dir, file.path)}`] = file.content.replaceAll(
              `'${SOLID_QUERY}'`,
              `'${solidQuery}'`,
            );
          }
        });
        files[`${folder}/app/consumer.ts`] = infiniteConsumer(
          split ? "../hooks/use-api.js" : "../api/client.js",
          solidQuery,
        );
      }
    }
    expect(Object.values(files).join("\n")).toMatch(
      new RegExp(`createInfiniteQuery[^;]*from '${LOWEST_SOLID_QUERY}'`),
    );
    expectCompiles(files);
  });
});
