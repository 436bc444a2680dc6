/**
 * Hooks of the svelte-query-5 layer (`@tanstack/svelte-query` 5, Svelte's stores; installed as `svelte-query-5`,
 * the generated imports renamed by the cases): arguments as values or stores, the result a store whose data and
 * error are the query's types, key tuple types, `select`, the factories' values over a `derived` store,
 * mutation variables; in one file (fetch) and with hooksOut (axios, whose calls resolve to its own response); a
 * paged query's infinite hook.
 */
import type { AxiosResponse } from "axios";
import { derived, get, writable } from "svelte/store";
import { createQuery } from "svelte-query-5";
import { expectAssignable, expectError, expectType } from "tsd";
import type * as axiosApi from "./generated/hooks-svelte-query-5-axios-split/client.js";
import * as svelteAxios from "./generated/hooks-svelte-query-5-axios-split/hooks/use-api.js";
import * as svelteFetch from "./generated/hooks-svelte-query-5-fetch/client.js";
import * as paging from "./generated/paging-svelte-query-5/client.js";

// ── Arguments: each a value or a store; the result is a store; the key is the values' tuple ─────────────
const limit = writable(10);
const status = writable<svelteFetch.PetStatus | undefined>("sold");
const list = svelteFetch.useListPets(limit, status);
expectType<svelteFetch.Pet[] | undefined>(get(list).data);
expectType<svelteFetch.ListPetsFailure | null>(get(list).error);
expectAssignable<svelteFetch.ListPetsError | svelteFetch.NoResponseError | null>(get(list).error);
svelteFetch.pet.queries.useListPets(10, "sold");
svelteFetch.useShowPetById(derived(limit, ($limit) => String($limit)));
expectError(svelteFetch.useShowPetById(1));
expectError(svelteFetch.useShowPetById());
expectError(svelteFetch.useListPets(writable("ten")));
// A getter is svelte-query 6's idiom, not a store.
expectError(svelteFetch.useListPets(() => 10));
expectType<readonly ["pet", "listPets", number | undefined, svelteFetch.PetStatus | undefined]>(
  svelteFetch.pet.queryKeys.listPets(10, "sold"),
);
expectType<readonly ["pet"]>(svelteFetch.pet.queryKeys.all());

// ── Options: select changes the data; enabled is svelte-query's; the key and function are the hook's ─────
const count = svelteFetch.useListPets(limit, undefined, {
  query: { select: (pets) => pets.length, enabled: get(limit) > 0 },
});
expectType<number | undefined>(get(count).data);
svelteFetch.useListPets(10, undefined, { query: { enabled: false, staleTime: 5_000 } });
expectError(svelteFetch.useListPets(10, undefined, { query: { queryKey: ["pet"] } }));
expectError(svelteFetch.useListPets(10, undefined, { query: { enabled: "yes" } }));

// ── Factories take values: their key is what the cache holds; createQuery takes them in a derived store ──
expectType<svelteFetch.ListPetsQueryKey>(svelteFetch.listPetsQueryOptions(10).queryKey);
expectError(svelteFetch.listPetsQueryOptions(limit));
expectType<svelteFetch.Pet[] | undefined>(
  get(createQuery(derived(limit, ($limit) => svelteFetch.listPetsQueryOptions($limit)))).data,
);

// ── Mutations: mutate takes the operation's arguments as one object ──────────────────────────────────────
const create = svelteFetch.useCreatePet();
get(create).mutate({ body: { name: "Rex" } });
expectError(get(create).mutate({ body: { tag: "no name" } }));
expectType<svelteFetch.Pet | undefined>(get(create).data);

// ── hooksOut over axios: the data is axios' own response, the request options its config ────────────────
expectType<AxiosResponse<axiosApi.Pet[]> | undefined>(get(svelteAxios.useListPets(limit)).data);
svelteAxios.pet.queries.useListPets(10, undefined, { request: { timeout: 5000 } });
expectError(svelteAxios.pet.queries.useListPets(10, undefined, { request: { timeout: "5s" } }));

// ── Infinite queries: the walker's pages, the query's arguments as values or stores ─────────────────────
const size = writable(3);
const feed = paging.useListCursorThingsInfinite(size);
expectType<paging.PageOf<paging.ListCursorThingsData>[] | undefined>(get(feed).data?.pages);
expectType<boolean>(get(feed).hasNextPage);
const names = paging.useListLinkThingsInfinite(30, undefined, {
  query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
});
expectType<string[] | undefined>(get(names).data);
expectError(paging.useListCursorThingsInfinite(writable("three")));
expectType<readonly [...paging.ListCursorThingsQueryKey, "infinite"]>(
  paging.listCursorThingsInfiniteQueryOptions(3).queryKey,
);
