/**
 * The generated Pinia Colada hooks in a real Vue app (vue's runtime-dom on a jsdom window, `createPinia()` and
 * the `PiniaColada` plugin) against a live server on 127.0.0.1, on every HTTP client under the layer: a query
 * answers with the server's decoded data; a ref or a getter given as an argument is followed, so changing it
 * sends the query again with the new value; a mutation that invalidates its group's queries by the keys' prefix
 * has the list sent again; a documented failure is the operation's, narrowed by its status; cancelling a query
 * aborts its request; an operation answered without a body leaves the data `undefined`, as Colada takes it; an
 * infinite query reads every page from where the one before says, and starts again when its ref changes.
 */

import type { EntryKey } from "@pinia/colada";
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { IDS, startPagingServer } from "../support/paging-server.js";
import { HELD, MISSING_BODY, petServerPerFile, until } from "../support/pet-server.js";
import { type Hook, installDom, loadGenerated, REACTIVE_CLIENTS } from "../support/reactive-modules.js";

interface PetModule {
  pet: {
    queryKeys: { all(): EntryKey; showPetById(petId: string): EntryKey };
    queries: Record<string, Hook>;
    mutations: Record<string, Hook>;
  };
}

/** clients/everything.yaml's untagged group: `HEAD /health` answers without a body. */
interface HealthModule {
  defaultHooks: { queries: Record<string, Hook> };
}

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { createApp, defineComponent, h, ref } = await import("vue");
const { createPinia } = await import("pinia");
const colada = await import("@pinia/colada");

const { server, requestsTo } = petServerPerFile();

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

type QueryCache = ReturnType<typeof colada.useQueryCache>;

/** Mounts a component whose setup runs `setup` with the app's query cache, under a Pinia of its own and `PiniaColada`. */
function mount<T>(setup: (queryCache: QueryCache) => T): { result: T; queryCache: QueryCache } {
  let result: T | undefined;
  let queryCache: QueryCache | undefined;
  const app = createApp(
    defineComponent({
      setup() {
        // biome-ignore lint/correctness/useHookAtTopLevel: a Vue component's setup, where Colada's composables run
        queryCache = colada.useQueryCache();
        result = setup(queryCache);
        return () => h("div");
      },
    }),
  );
  app.use(createPinia());
  app.use(colada.PiniaColada);
  app.mount(document.createElement("div"));
  unmounts.push(() => app.unmount());
  if (result === undefined || queryCache === undefined) throw new Error("the component's setup did not run");
  return { result, queryCache };
}

/** petstore with responseShape body, so the data is the body on every client. */
function loadPetstore(client: (typeof REACTIVE_CLIENTS)[number]): Promise<PetModule> {
  return loadGenerated<PetModule>(
    ["pinia-colada", client],
    server().url,
    { responseShape: "body" },
    client === "axios",
    "fixtures/petstore.yaml",
  );
}

for (const client of REACTIVE_CLIENTS) {
  describe(`Pinia Colada on ${client}, in a Vue app`, () => {
    it("a query answers with the server's data, and follows a ref and a getter given as its arguments", async () => {
      const { pet } = await loadPetstore(client);
      const limit = ref(1);
      const petId = ref("3");
      const { result } = mount(() => ({
        list: pet.queries.useListPets?.(limit),
        one: pet.queries.useShowPetById?.(() => petId.value),
      }));
      await until(() => expect(result.list.data.value).toEqual([{ id: 1, name: "Pet 1" }]));
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

    it("a mutation sends its body, and invalidating the group's keys by their prefix sends the list again", async () => {
      const { pet } = await loadPetstore(client);
      const { result } = mount((queryCache) => ({
        list: pet.queries.useListPets?.(5),
        create: pet.mutations.useCreatePet?.({
          mutation: { onSettled: () => queryCache.invalidateQueries({ key: pet.queryKeys.all() }) },
        }),
      }));
      await until(() => expect(result.list.data.value).toHaveLength(5));
      const listed = requestsTo("/pets?limit=5").length;
      await expect(result.create.mutateAsync({ body: { name: "Rex" } })).resolves.toEqual({
        id: 7,
        name: "Rex",
      });
      const sent = requestsTo("/pets", "POST").filter((received) => received.body.includes("Rex"));
      expect(sent.map((received) => JSON.parse(received.body))).toContainEqual({ name: "Rex" });
      expect(result.create.data.value).toEqual({ id: 7, name: "Rex" });
      await until(() => expect(requestsTo("/pets?limit=5")).toHaveLength(listed + 1));
    });

    it("a documented failure is the operation's error, its status and decoded body", async () => {
      const { pet } = await loadPetstore(client);
      const { result } = mount(() => pet.queries.useShowPetById?.("missing"));
      await until(() => expect(result.status.value).toBe("error"));
      const error = result.error.value;
      expect(result.data.value).toBeUndefined();
      if (client === "custom") {
        // The custom template types no failures: its error is the client's own.
        expect(error).toBeInstanceOf(Error);
      } else {
        expect(error.status).toBe(404);
        expect(error.body).toEqual(MISSING_BODY);
      }
    });

    it("cancelQueries aborts the request: the server sees the connection closed before it answers", async () => {
      const { pet } = await loadPetstore(client);
      const before = requestsTo(HELD).length;
      const abandonedBefore = server().abandoned.length;
      const { result, queryCache } = mount(() => pet.queries.useShowPetById?.("held"));
      await until(() => expect(requestsTo(HELD)).toHaveLength(before + 1));
      expect(result.asyncStatus.value).toBe("loading");
      queryCache.cancelQueries({ key: pet.queryKeys.showPetById("held") });
      await until(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
      expect(result.data.value).toBeUndefined();
      await until(() => expect(result.asyncStatus.value).toBe("idle"));
    });

    it("a query of an operation that answers without a body succeeds with undefined data", async () => {
      const { defaultHooks } = await loadGenerated<HealthModule>(
        ["pinia-colada", client],
        server().url,
        { responseShape: "body" },
        false,
        "fixtures/clients/everything.yaml",
      );
      const { result } = mount(() => defaultHooks.queries.useHeadHealth?.());
      await until(() => expect(result.status.value).toBe("success"));
      expect(result.data.value).toBeUndefined();
      expect(requestsTo("/health", "HEAD")).not.toHaveLength(0);
    });
  });
}

/** One page of an infinite query: the walker's page. */
interface Page {
  body: { data: { id: string }[] };
  next: string | number | null;
}

describe.each(["fetch", "axios"] as const)(
  "Pinia Colada's infinite queries over %s, in a Vue app",
  (client) => {
    it("reads each page from where the one before says, to the list's end, and follows a ref argument", async () => {
      const paging = await startPagingServer();
      try {
        const hooks = await loadGenerated<Record<string, Hook>>(
          ["pinia-colada", client],
          paging.url,
          {},
          client === "axios",
          "fixtures/clients/paging.yaml",
        );
        const size = ref(3);
        const { result } = mount(() => hooks.useListCursorThingsInfinite?.(size));
        const pages = (): Page[] => result.data.value?.pages ?? [];
        await until(() => expect(pages()).toHaveLength(1));
        const sent = paging.requests.length;
        while (result.hasNextPage.value) await result.loadNextPage();
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
  },
);
