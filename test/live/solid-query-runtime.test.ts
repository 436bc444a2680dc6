/**
 * The generated solid-query hooks in Solid (its browser build, which vitest.config.ts aliases for this file's
 * project, on a jsdom window; a root under `QueryClientProvider`) against a live server on 127.0.0.1, on every
 * HTTP client under solid-query: a query answers with the server's decoded data; a signal or an accessor
 * given as an argument is followed, so changing it sends the query again with the new value; a mutation
 * sends its body; a failure is the operation's, narrowed by its status; a query answered without a body
 * resolves to `null`; cancelling a query aborts its request; an infinite query reads its pages and follows
 * its signal argument. The same hooks run on the lowest supported solid-query (5.51, under an alias) over fetch.
 */

import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { IDS, startPagingServer } from "../support/paging-server.js";
import { HELD, MISSING_BODY, petServerPerFile, until } from "../support/pet-server.js";
import {
  type Hook,
  installDom,
  loadGenerated,
  REACTIVE_CLIENTS,
  type ReactiveClient,
} from "../support/reactive-modules.js";

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
const { createComponent, createSignal } = await import("solid-js");
const { render } = await import("solid-js/web");
const newest = await import("@tanstack/solid-query");
type SolidQuery = typeof newest;
// Used as the newest's: the test calls only its QueryClient, cancelQueries and provider, alike in both.
const lowest = (await import("solid-query-5-51")) as unknown as SolidQuery;

const { server, requestsTo } = petServerPerFile();

const disposals: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposals.splice(0)) dispose();
});

/**
 * Renders a component whose body runs `setup`, under `QueryClientProvider` with its own query client, with
 * Solid's `render` into a detached element, as an app mounts it (`<QueryClientProvider client={queryClient}>
 * <Body /></QueryClientProvider>`): `createComponent` runs the body once, untracked, as JSX does. Run in the
 * provider's `children` getter itself, the body would run again (new queries) whenever a signal it reads
 * changes, and `result` would be the first run's, disposed.
 */
function mount<T>(
  solidQuery: SolidQuery,
  setup: () => T,
): { result: T; queryClient: InstanceType<SolidQuery["QueryClient"]> } {
  const queryClient = new solidQuery.QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result: T | undefined;
  const body = () => {
    result = setup();
    return null;
  };
  const dispose = render(
    () =>
      createComponent(solidQuery.QueryClientProvider, {
        client: queryClient,
        get children() {
          return createComponent(body, {});
        },
      }),
    document.createElement("div"),
  );
  disposals.push(dispose);
  if (result === undefined) throw new Error("the component's body did not run");
  return { result, queryClient };
}

/** petstore with responseShape body, its files importing `solidQuery` (the lowest version under its alias). */
function loadPetstore(client: ReactiveClient, solidQuery: string): Promise<PetModule> {
  return loadGenerated<PetModule>(
    ["solid-query", client],
    server().url,
    { responseShape: "body" },
    false,
    "fixtures/petstore.yaml",
    { transformCode: (code) => code.replaceAll("'@tanstack/solid-query'", `'${solidQuery}'`) },
  );
}

const VERSIONS: [string, SolidQuery, readonly ReactiveClient[]][] = [
  ["@tanstack/solid-query", newest, REACTIVE_CLIENTS],
  ["solid-query-5-51", lowest, ["fetch"]],
];

for (const [version, solidQuery, clients] of VERSIONS) {
  for (const client of clients) {
    describe(`solid-query (${version}) on ${client}, in a Solid root`, () => {
      it("a query answers with the server's data, and a changed signal or accessor argument sends it again with the new value", async () => {
        const { pet } = await loadPetstore(client, version);
        const [limit, setLimit] = createSignal(1);
        const [petId, setPetId] = createSignal("3");
        const paths = ["/pets?limit=1", "/pets/3", "/pets?limit=2", "/pets/4"];
        const before = paths.map((path) => requestsTo(path).length);
        const sent = () => paths.map((path, index) => requestsTo(path).length - (before[index] ?? 0));
        const { result, queryClient } = mount(solidQuery, () => ({
          list: pet.queries.useListPets?.(limit),
          one: pet.queries.useShowPetById?.(() => petId()),
        }));
        await until(() => expect(result.list.data).toEqual([{ id: 1, name: "Pet 1" }]));
        await until(() => expect(result.one.data).toEqual({ id: 3, name: "Pet 3" }));
        setLimit(2);
        setPetId("4");
        await until(() => expect(result.list.data).toHaveLength(2));
        await until(() => expect(result.one.data).toEqual({ id: 4, name: "Pet 4" }));
        // Each value sent once; the old value's data stays cached under its own key.
        expect(queryClient.getQueryData(pet.queryKeys.listPets?.(1) ?? [])).toEqual([
          { id: 1, name: "Pet 1" },
        ]);
        expect(sent()).toEqual([1, 1, 1, 1]);
      });

      it("an option given as a getter is read where Solid tracks it: enabled follows a signal", async () => {
        const { pet } = await loadPetstore(client, version);
        const [ready, setReady] = createSignal(false);
        const before = requestsTo("/pets/9").length;
        const { result } = mount(solidQuery, () =>
          pet.queries.useShowPetById?.("9", {
            query: {
              get enabled() {
                return ready();
              },
            },
          }),
        );
        await until(() => expect(result.fetchStatus).toBe("idle"));
        expect(requestsTo("/pets/9")).toHaveLength(before);
        setReady(true);
        await until(() => expect(result.data).toEqual({ id: 9, name: "Pet 9" }));
        expect(requestsTo("/pets/9")).toHaveLength(before + 1);
      });

      it("a mutation sends its body, and its data is the server's answer", async () => {
        const { pet } = await loadPetstore(client, version);
        const { result } = mount(solidQuery, () => pet.mutations.useCreatePet?.());
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

      if (client !== "custom") {
        it("a failure is the operation's: its status says which, and its body is the declared error's", async () => {
          const { pet } = await loadPetstore(client, version);
          const { result } = mount(solidQuery, () => pet.queries.useShowPetById?.("missing"));
          await until(() => expect(result.status).toBe("error"));
          expect(result.error.status).toBe(404);
          expect(result.error.body).toEqual(MISSING_BODY);
          expect(result.data).toBeUndefined();
        });
      }

      it("a query of an operation that answers without a body resolves to null, not undefined", async () => {
        const { defaultHooks } = await loadGenerated<HealthModule>(
          ["solid-query", client],
          server().url,
          // The body, so that axios' and xior's calls do not resolve to their own response.
          { responseShape: "body" },
          false,
          "fixtures/clients/everything.yaml",
          { transformCode: (code) => code.replaceAll("'@tanstack/solid-query'", `'${version}'`) },
        );
        const { result } = mount(solidQuery, () => defaultHooks.queries.useHeadHealth?.());
        await until(() => expect(result.status).toBe("success"));
        expect(result.data).toBeNull();
        expect(requestsTo("/health").some((received) => received.method === "HEAD")).toBe(true);
      });

      it("cancelQueries aborts the request: the server sees the connection closed before it answers", async () => {
        const { pet } = await loadPetstore(client, version);
        const before = requestsTo(HELD).length;
        const abandonedBefore = server().abandoned.length;
        const { result, queryClient } = mount(solidQuery, () => pet.queries.useShowPetById?.("held"));
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
  "solid-query's infinite queries over %s, in a Solid root",
  (client) => {
    it("reads each page from where the one before says, to the list's end, and follows a signal argument", async () => {
      const paging = await startPagingServer();
      try {
        const hooks = await loadGenerated<PagingModule>(
          ["solid-query", client],
          paging.url,
          {},
          client === "axios",
          "fixtures/clients/paging.yaml",
        );
        const [size, setSize] = createSignal(3);
        const { result, queryClient } = mount(newest, () => hooks.useListCursorThingsInfinite?.(size));
        const pages = (): Page[] => result.data?.pages ?? [];
        await until(() => expect(pages()).toHaveLength(1));
        const sent = paging.requests.length;
        while (result.hasNextPage) await result.fetchNextPage();
        expect(pages().flatMap((page) => page.body.data.map((thing) => thing.id))).toEqual(IDS);
        expect(pages().at(-1)?.next).toBeNull();
        expect(result.data.pageParams).toEqual([null, "c3", "c6"]);
        expect(paging.requests.length - sent).toBe(2);
        // A new size is a new key: the list starts again, its first page as large as the server was asked.
        setSize(7);
        const restarted = hooks.listCursorThingsInfiniteQueryOptions?.(7).queryKey ?? [];
        await until(() => expect(pages()[0]?.body.data).toHaveLength(7));
        expect(pages()).toHaveLength(1);
        expect(queryClient.getQueryData<{ pages: Page[] }>(restarted)?.pages).toEqual(pages());
      } finally {
        await paging.close();
      }
    });
  },
);
