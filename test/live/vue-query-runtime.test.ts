/**
 * The generated vue-query hooks in a real Vue app (vue's runtime-dom on a jsdom window, `VueQueryPlugin`)
 * against a live server on 127.0.0.1, on every HTTP client under vue-query: a query answers with the server's
 * data; a ref or a getter given as an argument is followed, so changing it sends the query again with the
 * new value; a mutation sends its body; a query answered without a body resolves to `null`; cancelling a
 * query, and unmounting its last component, abort its request; an infinite query reads its pages and
 * follows its ref argument. The same hooks run on the lowest supported vue-query (5.51, under an alias)
 * over fetch.
 */

import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { IDS, startPagingServer } from "../support/paging-server.js";
import { HELD, petServerPerFile, until } from "../support/pet-server.js";
import { type Hook, installDom, loadGenerated, REACTIVE_CLIENTS } from "../support/reactive-modules.js";

interface PetModule {
  pet: {
    queryKeys: Record<string, (...args: unknown[]) => readonly unknown[]>;
    queries: Record<string, Hook>;
    mutations: Record<string, Hook>;
  };
}

/** clients/paging.yaml's hooks, by name. */
type PagingModule = Record<string, Hook>;
interface Page {
  body: { data: { id: string }[] };
  next: string | number | null;
}

/** clients/everything.yaml's untagged group: `HEAD /health` answers without a body. */
interface HealthModule {
  defaultHooks: { queries: Record<string, Hook> };
}

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { createApp, defineComponent, h, ref } = await import("vue");
const newest = await import("@tanstack/vue-query");
type VueQuery = typeof newest;
// Used as the newest's: the test calls only its QueryClient, cancelQueries and plugin, alike in both.
const lowest = (await import("vue-query-5-51")) as unknown as VueQuery;

const { server, requestsTo } = petServerPerFile();

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

/** Mounts a component whose setup runs `setup`, under `VueQueryPlugin` with its own query client. */
function mount<T>(
  vueQuery: VueQuery,
  setup: () => T,
): { result: T; queryClient: InstanceType<VueQuery["QueryClient"]>; unmount: () => void } {
  const queryClient = new vueQuery.QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result: T | undefined;
  const app = createApp(
    defineComponent({
      setup() {
        result = setup();
        return () => h("div");
      },
    }),
  );
  app.use(vueQuery.VueQueryPlugin, { queryClient });
  app.mount(document.createElement("div"));
  let mounted = true;
  const unmount = () => {
    if (mounted) app.unmount();
    mounted = false;
  };
  unmounts.push(unmount);
  if (result === undefined) throw new Error("the component's setup did not run");
  return { result, queryClient, unmount };
}

/** petstore with responseShape body, its files importing `vueQuery` (the lowest version under its alias). */
function loadPetstore(
  client: (typeof REACTIVE_CLIENTS)[number],
  vueQuery = "@tanstack/vue-query",
): Promise<PetModule> {
  return loadGenerated<PetModule>(
    ["vue-query", client],
    server().url,
    { responseShape: "body" },
    false,
    "fixtures/petstore.yaml",
    { transformCode: (code) => code.replaceAll("'@tanstack/vue-query'", `'${vueQuery}'`) },
  );
}

const VERSIONS: [string, VueQuery, readonly (typeof REACTIVE_CLIENTS)[number][]][] = [
  ["@tanstack/vue-query", newest, REACTIVE_CLIENTS],
  ["vue-query-5-51", lowest, ["fetch"]],
];

for (const [version, vueQuery, clients] of VERSIONS) {
  for (const client of clients) {
    describe(`vue-query (${version}) on ${client}, in a Vue app`, () => {
      it("a query answers with the server's data, and follows a ref and a getter given as its arguments", async () => {
        const { pet } = await loadPetstore(client, version);
        const limit = ref(1);
        const petId = ref("3");
        const { result } = mount(vueQuery, () => ({
          list: pet.queries.useListPets?.(limit),
          one: pet.queries.useShowPetById?.(() => petId.value),
        }));
        await until(() => expect(result.list.data.value).toHaveLength(1));
        await until(() => expect(result.one.data.value).toEqual({ id: 3, name: "Pet 3" }));
        limit.value = 2;
        petId.value = "4";
        await until(() => expect(result.list.data.value).toHaveLength(2));
        await until(() => expect(result.one.data.value).toEqual({ id: 4, name: "Pet 4" }));
        expect(requestsTo("/pets?limit=1")).not.toHaveLength(0);
        expect(requestsTo("/pets?limit=2")).not.toHaveLength(0);
        expect(requestsTo("/pets/3")).not.toHaveLength(0);
        expect(requestsTo("/pets/4")).not.toHaveLength(0);
      });

      it("a mutation sends its body, and its data is the server's answer", async () => {
        const { pet } = await loadPetstore(client, version);
        const { result } = mount(vueQuery, () => pet.mutations.useCreatePet?.());
        const before = server().received.length;
        await expect(result.mutateAsync({ body: { name: "Rex" } })).resolves.toEqual({ id: 7, name: "Rex" });
        const sent = server()
          .received.slice(before)
          .filter((received) => received.method === "POST");
        expect(sent.map((received) => [received.path, JSON.parse(received.body)])).toEqual([
          ["/pets", { name: "Rex" }],
        ]);
        expect(result.data.value).toEqual({ id: 7, name: "Rex" });
      });

      it("a query of an operation that answers without a body resolves to null, not undefined", async () => {
        const { defaultHooks } = await loadGenerated<HealthModule>(
          ["vue-query", client],
          server().url,
          // The body, so that axios' and xior's calls do not resolve to their own response.
          { responseShape: "body" },
          false,
          "fixtures/clients/everything.yaml",
          { transformCode: (code) => code.replaceAll("'@tanstack/vue-query'", `'${version}'`) },
        );
        const { result } = mount(vueQuery, () => defaultHooks.queries.useHeadHealth?.());
        await until(() => expect(result.status.value).toBe("success"));
        expect(result.data.value).toBeNull();
        expect(requestsTo("/health").some((received) => received.method === "HEAD")).toBe(true);
      });

      it("cancelQueries aborts the request: the server sees the connection closed before it answers", async () => {
        const { pet } = await loadPetstore(client, version);
        const before = requestsTo(HELD).length;
        const abandonedBefore = server().abandoned.length;
        const { result, queryClient } = mount(vueQuery, () => pet.queries.useShowPetById?.("held"));
        await until(() => expect(requestsTo(HELD)).toHaveLength(before + 1));
        expect(result.fetchStatus.value).toBe("fetching");
        await queryClient.cancelQueries({ queryKey: pet.queryKeys.all?.() ?? [] });
        await until(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
        expect(result.data.value).toBeUndefined();
        await until(() => expect(result.fetchStatus.value).toBe("idle"));
      });

      it("unmounting the last component of a running query aborts its request", async () => {
        const { pet } = await loadPetstore(client, version);
        const before = requestsTo(HELD).length;
        const abandonedBefore = server().abandoned.length;
        const { unmount } = mount(vueQuery, () => pet.queries.useShowPetById?.("held"));
        await until(() => expect(requestsTo(HELD)).toHaveLength(before + 1));
        unmount();
        await until(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
      });
    });
  }
}

describe.each(["fetch", "axios"] as const)("vue-query's infinite queries over %s, in a Vue app", (client) => {
  it("reads each page from where the one before says, to the list's end, and follows a ref argument", async () => {
    const paging = await startPagingServer();
    try {
      const hooks = await loadGenerated<PagingModule>(
        ["vue-query", client],
        paging.url,
        {},
        client === "axios",
        "fixtures/clients/paging.yaml",
      );
      const size = ref(3);
      const { result } = mount(newest, () => hooks.useListCursorThingsInfinite?.(size));
      const pages = (): Page[] => result.data.value?.pages ?? [];
      await until(() => expect(pages()).toHaveLength(1));
      const sent = paging.requests.length;
      while (result.hasNextPage.value) await result.fetchNextPage();
      expect(pages().flatMap((page) => page.body.data.map((thing) => thing.id))).toEqual(IDS);
      expect(pages().at(-1)?.next).toBeNull();
      expect(result.data.value.pageParams).toEqual([null, "c3", "c6"]);
      expect(paging.requests.length - sent).toBe(2);
      // A new size is a new key: the list starts again, its first page as large as the server was asked.
      size.value = 7;
      await until(() => expect(pages()[0]?.body.data).toHaveLength(7));
      expect(pages()).toHaveLength(1);
    } finally {
      await paging.close();
    }
  });
});
