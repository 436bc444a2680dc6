/**
 * The generated svelte-query-5 hooks (Svelte's stores) running in Svelte 5 (its client runtime on a jsdom
 * window) against a live server on 127.0.0.1, on every HTTP client: a query answers with the server's data; a
 * store given as an argument is followed, so a new value of it sends the query again; a mutation sends its
 * body; a failure is narrowed by its status; cancelling a query aborts its request; an infinite query reads its
 * pages and follows its store argument; a component reads the results with `$query`. The same hooks run on
 * the lowest supported svelte-query 5 (5.51, under an alias) over fetch. The harness (compiling svelte-query
 * and a component for Svelte's browser build, the pet server) is support/svelte-harness.ts.
 */

import { afterEach, describe, expect, it } from "vitest";
import { IDS, startPagingServer } from "../support/paging-server.js";
import { HELD, MISSING, petServerPerFile, until } from "../support/pet-server.js";
import {
  type Hook,
  loadGenerated,
  REACTIVE_CLIENTS,
  type ReactiveClient,
} from "../support/reactive-modules.js";
import {
  compiled,
  compiledSvelteQuery,
  mount,
  type PetModule,
  rewriteImports,
  SVELTE_STORE_CLIENT,
  svelte,
  unmountAll,
  version,
} from "../support/svelte-harness.js";

/** A Svelte store, as svelte-query 5 returns its results and the hooks take their arguments. */
interface Store<T> {
  subscribe(run: (value: T) => void): () => void;
}
interface Writable<T> extends Store<T> {
  set(value: T): void;
}
interface Stores {
  writable<T>(value: T): Writable<T>;
  get<T>(store: Store<T>): T;
}
// biome-ignore lint/suspicious/noExplicitAny: a query's or a mutation's result, as the test reads it
type Result = any;

/** Svelte's stores, the browser build the generated hooks are pointed at. */
const { writable } = (await import(SVELTE_STORE_CLIENT)) as Stores;

const { server, requestsTo } = petServerPerFile();

const unsubscribes: (() => void)[] = [];
afterEach(async () => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  await unmountAll();
});

/**
 * A result store subscribed to, as a component's `$query` is (svelte-query 5 runs a query while its result has a
 * subscriber); its latest value.
 */
function watched(store: Store<Result>): { readonly current: Result } {
  let current: Result;
  unsubscribes.push(
    store.subscribe((value) => {
      current = value;
    }),
  );
  return {
    get current() {
      return current;
    },
  };
}

/** The generated files' imports of svelte-query pointed at the compiled copy `index`, and of `svelte/store` at its browser build. */
function pointedAt(index: string): (code: string) => string {
  return (code) => rewriteImports(code.replaceAll("'@tanstack/svelte-query'", `'${index}'`));
}

/** petstore with responseShape body over `client`, its files importing the compiled copy `index`. */
function loadPetstore(client: ReactiveClient, index: string): Promise<PetModule> {
  return loadGenerated<PetModule>(
    ["svelte-query-5", client],
    server().url,
    { responseShape: "body" },
    false,
    "fixtures/petstore.yaml",
    { transformCode: pointedAt(index) },
  );
}

const VERSIONS: [string, readonly ReactiveClient[]][] = [
  ["svelte-query-5", REACTIVE_CLIENTS],
  ["svelte-query-5-51", ["fetch"]],
];

for (const [name, clients] of VERSIONS) {
  const loaded = version(name);
  const index = compiledSvelteQuery(name);
  for (const client of clients) {
    describe(`svelte-query-5 (${name}) on ${client}, in a Svelte 5 component`, () => {
      it("a query answers with the server's data, and follows the stores given as its arguments", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, index);
        const limit = writable(1);
        const petId = writable("3");
        const { result } = mount(current, () => ({
          list: watched(pet.queries.useListPets?.(limit)),
          one: watched(pet.queries.useShowPetById?.(petId)),
          byValue: watched(pet.queries.useShowPetById?.("5")),
        }));
        await until(() => expect(result.list.current.data).toHaveLength(1));
        await until(() => expect(result.one.current.data).toEqual({ id: 3, name: "Pet 3" }));
        await until(() => expect(result.byValue.current.data).toEqual({ id: 5, name: "Pet 5" }));
        const petThree = requestsTo("/pets/3").length;
        limit.set(2);
        petId.set("4");
        await until(() => expect(result.list.current.data).toHaveLength(2));
        await until(() => expect(result.one.current.data).toEqual({ id: 4, name: "Pet 4" }));
        expect(requestsTo("/pets?limit=1")).not.toHaveLength(0);
        expect(requestsTo("/pets?limit=2")).not.toHaveLength(0);
        expect(requestsTo("/pets/4")).not.toHaveLength(0);
        // The old value's query is not sent again: the new key is another query.
        expect(requestsTo("/pets/3")).toHaveLength(petThree);
        expect(result.one.current.data).toEqual({ id: 4, name: "Pet 4" });
      });

      it("a mutation sends its body, and its data is the server's answer", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, index);
        const { result } = mount(current, () => watched(pet.mutations.useCreatePet?.()));
        const before = server().received.length;
        await expect(result.current.mutateAsync({ body: { name: "Rex" } })).resolves.toEqual({
          id: 7,
          name: "Rex",
        });
        const sent = server()
          .received.slice(before)
          .filter((received) => received.method === "POST");
        expect(sent.map((received) => [received.path, JSON.parse(received.body)])).toEqual([
          ["/pets", { name: "Rex" }],
        ]);
        await until(() => expect(result.current.data).toEqual({ id: 7, name: "Rex" }));
      });

      it("a failure is the operation's, narrowed by its status", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, index);
        const { result } = mount(current, () => watched(pet.queries.useShowPetById?.("missing")));
        await until(() => expect(result.current.status).toBe("error"));
        expect(result.current.error.status).toBe(404);
        expect(result.current.data).toBeUndefined();
        expect(requestsTo(MISSING)).not.toHaveLength(0);
      });

      it("cancelQueries aborts the request: the server sees the connection closed before it answers", async () => {
        const current = await loaded;
        const { pet } = await loadPetstore(client, index);
        const before = requestsTo(HELD).length;
        const abandonedBefore = server().abandoned.length;
        const { result, queryClient } = mount(current, () => watched(pet.queries.useShowPetById?.("held")));
        await until(() => expect(requestsTo(HELD)).toHaveLength(before + 1));
        expect(result.current.fetchStatus).toBe("fetching");
        await queryClient.cancelQueries({ queryKey: pet.queryKeys.all?.() ?? [] });
        await until(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
        expect(result.current.data).toBeUndefined();
        await until(() => expect(result.current.fetchStatus).toBe("idle"));
      });
    });
  }

  describe(`svelte-query-5 (${name}): a component reads the hooks' results as stores`, () => {
    it("`$one.data` shows the pet, and `$one.error.status` the 404 once the pet's store names a missing one", async () => {
      const current = await loaded;
      const { pet } = await loadPetstore("fetch", index);
      const component = await import(
        compiled(
          `PetName-${name}.svelte`,
          `<script>
  import { setQueryClientContext } from '${index}';
  let { client, useShowPetById, petId } = $props();
  setQueryClientContext(client);
  const one = useShowPetById(petId);
</script>
{#if $one.error?.status === 404}<p>No such pet</p>{:else if $one.data}<p>{$one.data.name}</p>{:else}<p>Loading</p>{/if}
`,
        )
      );
      const queryClient = new current.library.QueryClient({ defaultOptions: { queries: { retry: false } } });
      const target = document.createElement("div");
      const petId = writable("6");
      const mounted = svelte.mount(component.default, {
        target,
        props: { client: queryClient, useShowPetById: pet.queries.useShowPetById, petId },
      });
      try {
        await until(() => expect(target.textContent).toBe("Pet 6"));
        petId.set("missing");
        await until(() => expect(target.textContent).toBe("No such pet"));
      } finally {
        await svelte.unmount(mounted);
        queryClient.clear();
      }
    });
  });
}

/** clients/paging.yaml's hooks, by name. */
type PagingModule = Record<string, Hook>;
interface Page {
  body: { data: { id: string }[] };
  next: string | number | null;
}

describe.each(["fetch", "axios"] as const)(
  "svelte-query-5's infinite queries over %s, in a Svelte 5 component",
  (client) => {
    it("reads each page from where the one before says, to the list's end, and follows its store argument", async () => {
      const current = await version("svelte-query-5");
      const paging = await startPagingServer();
      try {
        const hooks = await loadGenerated<PagingModule>(
          ["svelte-query-5", client],
          paging.url,
          {},
          client === "axios",
          "fixtures/clients/paging.yaml",
          { transformCode: pointedAt(compiledSvelteQuery("svelte-query-5")) },
        );
        const size = writable(3);
        const { result } = mount(current, () => watched(hooks.useListCursorThingsInfinite?.(size)));
        const pages = (): Page[] => result.current.data?.pages ?? [];
        await until(() => expect(pages()).toHaveLength(1));
        const sent = paging.requests.length;
        // What fetchNextPage resolves to is the result with the page: the store's value follows a tick later.
        let read: Result = result.current;
        while (read.hasNextPage) read = await read.fetchNextPage();
        await until(() =>
          expect(pages().flatMap((page) => page.body.data.map((thing) => thing.id))).toEqual(IDS),
        );
        expect(pages().at(-1)?.next).toBeNull();
        expect(result.current.data.pageParams).toEqual([null, "c3", "c6"]);
        expect(paging.requests.length - sent).toBe(2);
        // A new size is a new key: the list starts again, its first page as large as the server was asked.
        size.set(7);
        await until(() => expect(pages()[0]?.body.data).toHaveLength(7));
        expect(pages()).toHaveLength(1);
      } finally {
        await paging.close();
      }
    });
  },
);
