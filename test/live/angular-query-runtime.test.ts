/**
 * The generated angular-query hooks in a real Angular application injector (`createApplication`, zoneless, on a
 * jsdom window, `provideTanStackQuery`), called in its injection context as a component's fields are, against a
 * live server on 127.0.0.1, on every HTTP client under angular-query: a query answers with the server's data; a
 * signal or a getter given as an argument is followed, so changing it sends the query again with the new value;
 * a mutation sends its body; a failure is narrowed by its status; a query answered without a body resolves to
 * `null`; cancelling a query aborts its request; an infinite query reads its pages and follows its signal. The
 * same hooks run on the lowest supported version (5.80, under an alias) over fetch.
 */

// Angular's own packages are partially compiled: the JIT compiler finishes them when they load.
import "@angular/compiler";
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

/** clients/everything.yaml's untagged group: `HEAD /health` answers without a body. */
interface HealthModule {
  defaultHooks: { queries: Record<string, Hook> };
}

interface Page {
  body: { data: { id: string }[] };
  next: string | number | null;
}

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { ApplicationRef, provideZonelessChangeDetection, runInInjectionContext, signal } = await import(
  "@angular/core"
);
const { createApplication } = await import("@angular/platform-browser");
const newest = await import("@tanstack/angular-query-experimental");
type AngularQuery = typeof newest;
// Used as the newest's: the test calls only its QueryClient, cancelQueries and provider, alike in both.
const lowest = (await import("angular-query-5-80")) as unknown as AngularQuery;

const { server, requestsTo } = petServerPerFile();

const applications: { destroy(): void }[] = [];
afterEach(() => {
  for (const application of applications.splice(0)) application.destroy();
});

/**
 * Starts an Angular application (zoneless, as new Angular applications are) with `provideTanStackQuery` and its
 * own query client, and runs `inject` in its injection context, as a component's field initializers run.
 */
async function inApplication<T>(
  angularQuery: AngularQuery,
  inject: () => T,
): Promise<{ result: T; queryClient: InstanceType<AngularQuery["QueryClient"]> }> {
  const queryClient = new angularQuery.QueryClient({ defaultOptions: { queries: { retry: false } } });
  const application = await createApplication({
    providers: [provideZonelessChangeDetection(), angularQuery.provideTanStackQuery(queryClient)],
  });
  applications.push(application);
  const result = runInInjectionContext(application.injector, inject);
  // The hooks' effects run at the application's next tick, which the signals they read schedule from then on.
  application.injector.get(ApplicationRef).tick();
  return { result, queryClient };
}

/** petstore with responseShape body, its files importing `library` (the lowest version under its alias). */
function loadPetstore(client: ReactiveClient, library: string): Promise<PetModule> {
  return loadGenerated<PetModule>(
    ["angular-query", client],
    server().url,
    { responseShape: "body" },
    false,
    "fixtures/petstore.yaml",
    { transformCode: (code) => code.replaceAll("'@tanstack/angular-query-experimental'", `'${library}'`) },
  );
}

const VERSIONS: [string, AngularQuery, readonly ReactiveClient[]][] = [
  ["@tanstack/angular-query-experimental", newest, REACTIVE_CLIENTS],
  ["angular-query-5-80", lowest, ["fetch"]],
];

for (const [version, angularQuery, clients] of VERSIONS) {
  for (const client of clients) {
    describe(`angular-query (${version}) on ${client}, in an Angular injection context`, () => {
      it("a query answers with the server's data, and follows a signal and a getter given as its arguments", async () => {
        const { pet } = await loadPetstore(client, version);
        const limit = signal(1);
        const petId = signal("3");
        const { result } = await inApplication(angularQuery, () => ({
          list: pet.queries.injectListPets?.(limit),
          one: pet.queries.injectShowPetById?.(() => petId()),
        }));
        await until(() => expect(result.list.data()).toHaveLength(1));
        await until(() => expect(result.one.data()).toEqual({ id: 3, name: "Pet 3" }));
        limit.set(2);
        petId.set("4");
        await until(() => expect(result.list.data()).toHaveLength(2));
        await until(() => expect(result.one.data()).toEqual({ id: 4, name: "Pet 4" }));
        expect(requestsTo("/pets?limit=1")).not.toHaveLength(0);
        expect(requestsTo("/pets?limit=2")).not.toHaveLength(0);
        expect(requestsTo("/pets/3")).not.toHaveLength(0);
        expect(requestsTo("/pets/4")).not.toHaveLength(0);
      });

      it("a mutation sends its body, and its data is the server's answer", async () => {
        const { pet } = await loadPetstore(client, version);
        const { result } = await inApplication(angularQuery, () => pet.mutations.injectCreatePet?.());
        const before = server().received.length;
        await expect(result.mutateAsync({ body: { name: "Rex" } })).resolves.toEqual({ id: 7, name: "Rex" });
        const sent = server()
          .received.slice(before)
          .filter((received) => received.method === "POST");
        expect(sent.map((received) => [received.path, JSON.parse(received.body)])).toEqual([
          ["/pets", { name: "Rex" }],
        ]);
        await until(() => expect(result.data()).toEqual({ id: 7, name: "Rex" }));
      });

      it("a failure is the API's, told apart by its status", async () => {
        const { pet } = await loadPetstore(client, version);
        const { result } = await inApplication(angularQuery, () =>
          pet.queries.injectShowPetById?.("missing"),
        );
        await until(() => expect(result.status()).toBe("error"));
        const error = result.error();
        expect(error.status).toBe(404);
        // The custom template's failures carry the status only.
        if (client !== "custom") expect(error.body).toEqual(MISSING_BODY);
        expect(result.data()).toBeUndefined();
      });

      it("a query of an operation that answers without a body resolves to null, not undefined", async () => {
        const { defaultHooks } = await loadGenerated<HealthModule>(
          ["angular-query", client],
          server().url,
          // The body, so that axios' and xior's calls do not resolve to their own response.
          { responseShape: "body" },
          false,
          "fixtures/clients/everything.yaml",
          {
            transformCode: (code) =>
              code.replaceAll("'@tanstack/angular-query-experimental'", `'${version}'`),
          },
        );
        const { result } = await inApplication(angularQuery, () => defaultHooks.queries.injectHeadHealth?.());
        await until(() => expect(result.status()).toBe("success"));
        expect(result.data()).toBeNull();
        expect(requestsTo("/health").some((received) => received.method === "HEAD")).toBe(true);
      });

      it("cancelQueries aborts the request: the server sees the connection closed before it answers", async () => {
        const { pet } = await loadPetstore(client, version);
        const before = requestsTo(HELD).length;
        const abandonedBefore = server().abandoned.length;
        const { result, queryClient } = await inApplication(angularQuery, () =>
          pet.queries.injectShowPetById?.("held"),
        );
        await until(() => expect(requestsTo(HELD)).toHaveLength(before + 1));
        expect(result.fetchStatus()).toBe("fetching");
        await queryClient.cancelQueries({ queryKey: pet.queryKeys.all?.() ?? [] });
        await until(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
        expect(result.data()).toBeUndefined();
        await until(() => expect(result.fetchStatus()).toBe("idle"));
      });
    });
  }
}

describe.each(["fetch", "axios"] as const)("angular-query's infinite queries over %s", (client) => {
  it("reads each page from where the one before says, to the list's end, and follows a signal argument", async () => {
    const paging = await startPagingServer();
    try {
      const hooks = await loadGenerated<Record<string, Hook>>(
        ["angular-query", client],
        paging.url,
        {},
        client === "axios",
        "fixtures/clients/paging.yaml",
      );
      const size = signal(3);
      const { result } = await inApplication(newest, () => hooks.injectListCursorThingsInfinite?.(size));
      const pages = (): Page[] => result.data()?.pages ?? [];
      await until(() => expect(pages()).toHaveLength(1));
      const sent = paging.requests.length;
      // The result's signals follow the query in TanStack's batched notifications, after a timer: each page is
      // waited for as a template would see it, before the next is asked for.
      for (let loaded = 1; result.hasNextPage(); loaded++) {
        await result.fetchNextPage();
        await until(() => expect(pages()).toHaveLength(loaded + 1));
      }
      expect(pages().flatMap((page) => page.body.data.map((thing) => thing.id))).toEqual(IDS);
      expect(pages().at(-1)?.next).toBeNull();
      expect(result.data().pageParams).toEqual([null, "c3", "c6"]);
      expect(paging.requests.length - sent).toBe(2);
      // A new size is a new key: the list starts again, its first page as large as the server was asked.
      size.set(7);
      await until(() => expect(pages()[0]?.body.data).toHaveLength(7));
      expect(pages()).toHaveLength(1);
    } finally {
      await paging.close();
    }
  });
});
