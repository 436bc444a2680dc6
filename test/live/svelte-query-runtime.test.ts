/**
 * The generated svelte-query hooks running in Svelte 5 (its client runtime on a jsdom window) against a live
 * server on 127.0.0.1, on every HTTP client: a query answers with the server's data; a getter of `$state`
 * given as an argument is followed, so changing the state sends the query again with the new value; a
 * `$state` option (`enabled`) is followed too; a mutation sends its body; a failure is narrowed by its
 * status; cancelling a query aborts its request; an infinite query reads its pages and follows its `$state`
 * argument. The same hooks run on the lowest supported svelte-query (6.0, under an alias) over fetch.
 *
 * What runs is compiled with `svelte/compiler` (support/svelte-harness.ts): svelte-query's modules, a
 * component that sets the query client on Svelte's context and runs the hooks in its script, and a module
 * holding the `$state` the getters read.
 */

import { afterEach, describe, expect, it } from "vitest";
import { IDS, startPagingServer } from "../support/paging-server.js";
import { HELD, MISSING, petServerPerFile, until } from "../support/pet-server.js";
import { type Hook, loadGenerated, REACTIVE_CLIENTS } from "../support/reactive-modules.js";
import {
  compiled,
  compiledSvelteQuery,
  mount,
  type PetModule,
  unmountAll,
  version,
} from "../support/svelte-harness.js";

/** clients/paging.yaml's hooks, by name. */
type PagingModule = Record<string, Hook>;
interface Page {
  body: { data: { id: string }[] };
  next: string | number | null;
}

/** The `$state` the hooks' getters read, deep: the test sets its members as a component's code would. */
const stateModule = compiled(
  "state.svelte.js",
  "export const state = $state({ limit: 1, petId: '3', size: 3 });\n" +
    "export const options = $state({ query: { enabled: false } });\n",
);

const { state, options } = (await import(stateModule)) as {
  state: { limit: number; petId: string; size: number };
  options: { query: { enabled: boolean } };
};

const { server, requestsTo } = petServerPerFile();

afterEach(unmountAll);

/** petstore with responseShape body, its files importing the compiled copy of `version`. */
function loadPetstore(client: (typeof REACTIVE_CLIENTS)[number], compiledIndex: string): Promise<PetModule> {
  return loadGenerated<PetModule>(
    ["svelte-query", client],
    server().url,
    { responseShape: "body" },
    false,
    "fixtures/petstore.yaml",
    { transformCode: (code) => code.replaceAll("'@tanstack/svelte-query'", `'${compiledIndex}'`) },
  );
}

const VERSIONS: [string, readonly (typeof REACTIVE_CLIENTS)[number][]][] = [
  ["@tanstack/svelte-query", REACTIVE_CLIENTS],
  ["svelte-query-6-0", ["fetch"]],
];

for (const [name, clients] of VERSIONS) {
  const loaded = version(name);
  const indexOf = async () => compiledSvelteQuery(name);
  for (const client of clients) {
    describe(`svelte-query (${name}) on ${client}, in a Svelte 5 component`, () => {
      it("a query answers with the server's data, and follows the $state its getter arguments read", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, await indexOf());
        state.limit = 1;
        state.petId = "3";
        const { result } = mount(current, () => ({
          list: pet.queries.useListPets?.(() => state.limit),
          one: pet.queries.useShowPetById?.(() => state.petId),
          byValue: pet.queries.useShowPetById?.("5"),
        }));
        await until(() => expect(result.list.data).toHaveLength(1));
        await until(() => expect(result.one.data).toEqual({ id: 3, name: "Pet 3" }));
        await until(() => expect(result.byValue.data).toEqual({ id: 5, name: "Pet 5" }));
        const petThree = requestsTo("/pets/3").length;
        state.limit = 2;
        state.petId = "4";
        await until(() => expect(result.list.data).toHaveLength(2));
        await until(() => expect(result.one.data).toEqual({ id: 4, name: "Pet 4" }));
        expect(requestsTo("/pets?limit=1")).not.toHaveLength(0);
        expect(requestsTo("/pets?limit=2")).not.toHaveLength(0);
        expect(requestsTo("/pets/4")).not.toHaveLength(0);
        // The old value's query is not sent again: the new key is another query.
        expect(requestsTo("/pets/3")).toHaveLength(petThree);
      });

      it("the hook's options are read where svelte-query tracks them: a $state enabled turned on sends the query", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, await indexOf());
        options.query.enabled = false;
        const { result } = mount(current, () => pet.queries.useShowPetById?.("9", options));
        expect(result.fetchStatus).toBe("idle");
        expect(result.status).toBe("pending");
        options.query.enabled = true;
        await until(() => expect(result.data).toEqual({ id: 9, name: "Pet 9" }));
        expect(requestsTo("/pets/9")).not.toHaveLength(0);
      });

      it("a mutation sends its body, and its data is the server's answer", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, await indexOf());
        const { result } = mount(current, () => pet.mutations.useCreatePet?.());
        const before = server().received.length;
        await expect(result.mutateAsync({ body: { name: "Rex" } })).resolves.toEqual({ id: 7, name: "Rex" });
        const sent = server()
          .received.slice(before)
          .filter((received) => received.method === "POST");
        expect(sent.map((received) => [received.path, JSON.parse(received.body)])).toEqual([
          ["/pets", { name: "Rex" }],
        ]);
        await until(() => expect(result.data).toEqual({ id: 7, name: "Rex" }));
      });

      it("a failure is the operation's, narrowed by its status", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, await indexOf());
        const { result } = mount(current, () => pet.queries.useShowPetById?.("missing"));
        await until(() => expect(result.status).toBe("error"));
        expect(result.error.status).toBe(404);
        expect(result.data).toBeUndefined();
        expect(requestsTo(MISSING)).not.toHaveLength(0);
      });

      it("cancelQueries aborts the request: the server sees the connection closed before it answers", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, await indexOf());
        const before = requestsTo(HELD).length;
        const abandonedBefore = server().abandoned.length;
        const { result, queryClient } = mount(current, () => pet.queries.useShowPetById?.("held"));
        await until(() => expect(requestsTo(HELD)).toHaveLength(before + 1));
        expect(result.fetchStatus).toBe("fetching");
        await queryClient.cancelQueries({ queryKey: pet.queryKeys.all?.() ?? [] });
        await until(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
        expect(result.data).toBeUndefined();
        await until(() => expect(result.fetchStatus).toBe("idle"));
      });
    });
  }
}

describe.each(["fetch", "axios"] as const)(
  "svelte-query's infinite queries over %s, in a Svelte 5 component",
  (client) => {
    it("reads each page from where the one before says, to the list's end, and follows its $state argument", async () => {
      const current = await version("@tanstack/svelte-query");
      const paging = await startPagingServer();
      try {
        const index = compiledSvelteQuery("@tanstack/svelte-query");
        const hooks = await loadGenerated<PagingModule>(
          ["svelte-query", client],
          paging.url,
          {},
          client === "axios",
          "fixtures/clients/paging.yaml",
          { transformCode: (code) => code.replaceAll("'@tanstack/svelte-query'", `'${index}'`) },
        );
        state.size = 3;
        const { result } = mount(current, () => hooks.useListCursorThingsInfinite?.(() => state.size));
        const pages = (): Page[] => result.data?.pages ?? [];
        await until(() => expect(pages()).toHaveLength(1));
        const sent = paging.requests.length;
        while (result.hasNextPage) await result.fetchNextPage();
        expect(pages().flatMap((page) => page.body.data.map((thing) => thing.id))).toEqual(IDS);
        expect(pages().at(-1)?.next).toBeNull();
        expect(result.data.pageParams).toEqual([null, "c3", "c6"]);
        expect(paging.requests.length - sent).toBe(2);
        // A new size is a new key: the list starts again, its first page as large as the server was asked.
        state.size = 7;
        await until(() => expect(pages()[0]?.body.data).toHaveLength(7));
        expect(pages()).toHaveLength(1);
      } finally {
        await paging.close();
      }
    });
  },
);
