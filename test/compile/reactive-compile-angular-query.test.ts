/**
 * Generated angular-query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts),
 * at both ends of the supported range of @tanstack/angular-query-experimental and with every Angular major the
 * ng2 template supports (20–22, see support/angular-versions.ts), and an Angular user's code over them type-checks.
 */
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { angularQueryConsumer } from "../support/angular-query-consumer.js";
import { ANGULAR_VERSIONS, angularCompilerOptions } from "../support/angular-versions.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import {
  consumerTest,
  infiniteTest,
  type LayerLibrary,
  lowestVersionTest,
  outputsPerVersion,
} from "../support/layer-versions.js";
import { hooksCompileTests } from "../support/reactive-compile.js";

/**
 * The lowest @tanstack/angular-query-experimental the output supports, installed under an alias: 5.80.0. Its
 * types take every option, factory and result the output names; the range starts there because it is the
 * lowest installed and proven, not because an older one is known to fail (see docs/angular-query.md).
 */
const LOWEST = "angular-query-5-80";
const NEWEST = "@tanstack/angular-query-experimental";
const VERSIONS = [NEWEST, LOWEST];
/** Angular 20 and 22 (21 is `@angular/*`, which the matrix above compiles against). */
const ANGULAR_ENDS = ANGULAR_VERSIONS.filter((version) => version.major !== 21);

const ANGULAR_QUERY: LayerLibrary = {
  layer: "angular-query",
  newest: NEWEST,
  versions: VERSIONS,
  hooksFile: "inject-api.ts",
  queryFunction: "injectQuery",
  infiniteQueryFunction: "injectInfiniteQuery",
};

describe("generated angular-query hooks compile in strict mode against angular-query-experimental and Angular 21", () => {
  hooksCompileTests("angular-query", "options-over-fetch");

  it("a single-word reactive template sits on fetch, and its hooks are named inject...", async () => {
    const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "angular-query" });
    const content = code.files[0]?.content ?? "";
    expect(content).toContain("export const petClient");
    expect(content).toContain(`from '${NEWEST}'`);
    expect(content).toContain("export const injectListPets");
    expect(content).not.toContain("export const useListPets");
    expectCompiles({ "reactive/angular-query-alone/client.ts": content });
  });
});

describe("the lowest supported angular-query-experimental, 5.80 (the highest is the devDependency above)", () => {
  lowestVersionTest(ANGULAR_QUERY, LOWEST, ["clients/paging.yaml"]);
});

describe("an Angular user's code over the generated hooks type-checks, on both ends of the range", () => {
  consumerTest(
    ANGULAR_QUERY,
    "signals and getters as arguments, select, the factories, a mutation that invalidates: every client, one file and hooksOut, both versions",
    angularQueryConsumer,
  );
});

/** An Angular user's code over the paging fixture's infinite queries: a signal argument, the pages, `select`, a prefetch. */
function infiniteConsumer(hooks: string, library: string): string {
  return `import { signal } from '@angular/core';
import { injectInfiniteQuery, type QueryClient } from '${library}';
import { injectListCursorThingsInfinite, injectListLinkThingsInfinite, listCursorThingsInfiniteQueryOptions } from '${hooks}';
import type { PageOf, Thing } from '../api/client.js';

export async function prefetch(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
}

export class Feed {
  readonly size = signal(3);
  readonly feed = injectListCursorThingsInfinite(this.size, undefined, { query: { maxPages: 10 } });
  readonly names = injectListLinkThingsInfinite(() => 30, undefined, {
    query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
  });
  readonly over = injectInfiniteQuery(() => listCursorThingsInfiniteQueryOptions(this.size()));

  view() {
    const things: Thing[] = this.feed.data()?.pages.flatMap((page) => page.body.data) ?? [];
    const next: string | number | null | undefined = this.feed.data()?.pages.at(-1)?.next;
    const first: PageOf<unknown> | undefined = this.over.data()?.pages[0];
    // @ts-expect-error a signal of another type than the argument's
    injectListCursorThingsInfinite(signal('three'));
    void this.feed.fetchNextPage();
    return [things, next, this.names.data() satisfies string[] | undefined, this.feed.hasNextPage(), first] as const;
  }
}
`;
}

describe("infinite queries compile as an Angular user writes them, on both ends of the range", () => {
  infiniteTest(
    ANGULAR_QUERY,
    "the paging fixture's infinite hooks and factories, one file and hooksOut, against 5.80 and the newest",
    infiniteConsumer,
  );
});

describe("with Angular 20 and 22's types (both ends of ng2's range), on both ends of angular-query's", () => {
  for (const angular of ANGULAR_ENDS) {
    it(`Angular ${angular.major}: the petstore and paging hooks over fetch and axios, and the Angular user's code`, async () => {
      const files: Record<string, string> = {};
      for (const client of ["fetch", "axios"]) {
        const folderOf = (library: string) =>
          `angular-query-ng${angular.major}/${library.replace(/\W/g, "_")}/${client}`;
        const petstore = { fixture: "petstore.yaml", client, split: true, responseShape: "body" } as const;
        Object.assign(files, await outputsPerVersion(ANGULAR_QUERY, petstore, VERSIONS, folderOf));
        const paging = { fixture: "clients/paging.yaml", client, split: true };
        const pagingFolderOf = (library: string) => `${folderOf(library)}-paging`;
        Object.assign(files, await outputsPerVersion(ANGULAR_QUERY, paging, VERSIONS, pagingFolderOf));
        for (const library of VERSIONS) {
          files[`${folderOf(library)}/app/consumer.ts`] = angularQueryConsumer(
            "../hooks/inject-api.js",
            "../api/client.js",
            true,
            library,
          );
          files[`${pagingFolderOf(library)}/app/consumer.ts`] = infiniteConsumer(
            "../hooks/inject-api.js",
            library,
          );
        }
      }
      expectCompiles(files, { extraCompilerOptions: angularCompilerOptions(angular) });
    });
  }
});
