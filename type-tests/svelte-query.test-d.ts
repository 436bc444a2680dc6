/**
 * Hooks of the svelte-query layer: arguments as values or getters (of `$state`), data and error types of the
 * query's result, key tuple types, `select`, the factories' values, mutation variables; in one file (fetch)
 * and with hooksOut (axios, whose calls resolve to its own response); a paged query's infinite hook.
 */
import { createQuery } from "@tanstack/svelte-query";
import type { AxiosResponse } from "axios";
import { expectAssignable, expectError, expectType } from "tsd";
import type * as axiosApi from "./generated/hooks-svelte-query-axios-split/client.js";
import * as svelteAxios from "./generated/hooks-svelte-query-axios-split/hooks/use-api.js";
import * as svelteFetch from "./generated/hooks-svelte-query-fetch/client.js";
import * as paging from "./generated/paging-svelte-query/client.js";

// ── Arguments: each a value or a getter; the key is the values' tuple ──────────────────────────────────
const state = $state({ limit: 10, status: "sold" as svelteFetch.PetStatus | undefined });
const list = svelteFetch.useListPets(
  () => state.limit,
  () => state.status,
);
expectType<svelteFetch.Pet[] | undefined>(list.data);
expectType<svelteFetch.ListPetsFailure | null>(list.error);
expectAssignable<svelteFetch.ListPetsError | svelteFetch.NoResponseError | null>(list.error);
svelteFetch.pet.queries.useListPets(10, "sold");
svelteFetch.useShowPetById(() => "1");
expectError(svelteFetch.useShowPetById(1));
expectError(svelteFetch.useShowPetById());
expectError(svelteFetch.useListPets(() => "ten"));
expectType<readonly ["pet", "listPets", number | undefined, svelteFetch.PetStatus | undefined]>(
  svelteFetch.pet.queryKeys.listPets(10, "sold"),
);
expectType<readonly ["pet"]>(svelteFetch.pet.queryKeys.all());

// ── Options: select changes the data; enabled is svelte-query's; the key and function are the hook's ─────
const count = svelteFetch.useListPets(() => state.limit, undefined, {
  query: { select: (pets) => pets.length, enabled: state.limit > 0 },
});
expectType<number | undefined>(count.data);
svelteFetch.useListPets(10, undefined, { query: { enabled: false, staleTime: 5_000 } });
expectError(svelteFetch.useListPets(10, undefined, { query: { queryKey: ["pet"] } }));
expectError(svelteFetch.useListPets(10, undefined, { query: { enabled: "yes" } }));

// ── Factories take values: their key is what the cache holds; createQuery takes them in its thunk ───────
expectType<svelteFetch.ListPetsQueryKey>(svelteFetch.listPetsQueryOptions(10).queryKey);
expectError(svelteFetch.listPetsQueryOptions(() => state.limit));
expectType<svelteFetch.Pet[] | undefined>(
  createQuery(() => svelteFetch.listPetsQueryOptions(state.limit)).data,
);

// ── Mutations: mutate takes the operation's arguments as one object ──────────────────────────────────────
const create = svelteFetch.useCreatePet();
create.mutate({ body: { name: "Rex" } });
expectError(create.mutate({ body: { tag: "no name" } }));
expectType<svelteFetch.Pet | undefined>(create.data);

// ── hooksOut over axios: the data is axios' own response, the request options its config ────────────────
expectType<AxiosResponse<axiosApi.Pet[]> | undefined>(svelteAxios.useListPets(() => state.limit).data);
svelteAxios.pet.queries.useListPets(10, undefined, { request: { timeout: 5000 } });
expectError(svelteAxios.pet.queries.useListPets(10, undefined, { request: { timeout: "5s" } }));

// ── Infinite queries: the walker's pages, the query's arguments as values or getters ────────────────────
const feed = paging.useListCursorThingsInfinite(() => state.limit);
expectType<paging.PageOf<paging.ListCursorThingsData>[] | undefined>(feed.data?.pages);
expectType<boolean>(feed.hasNextPage);
const names = paging.useListLinkThingsInfinite(30, undefined, {
  query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
});
expectType<string[] | undefined>(names.data);
expectError(paging.useListCursorThingsInfinite(() => "three"));
expectType<readonly [...paging.ListCursorThingsQueryKey, "infinite"]>(
  paging.listCursorThingsInfiniteQueryOptions(3).queryKey,
);
