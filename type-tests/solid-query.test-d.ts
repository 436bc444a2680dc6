/**
 * Hooks of the solid-query layer: arguments as values, signals or accessors, the data and error types of the
 * query's result, a failure narrowed by its status, key tuple types, `select`, the factories' values with
 * `createQuery`, mutation variables; in one file (fetch) and with hooksOut (axios, whose calls resolve to its
 * own response); a paged query's infinite hook.
 */
import { createQuery } from "@tanstack/solid-query";
import type { AxiosResponse } from "axios";
import { createMemo, createSignal } from "solid-js";
import { expectAssignable, expectError, expectType } from "tsd";
import type * as axiosApi from "./generated/hooks-solid-query-axios-split/client.js";
import * as solidAxios from "./generated/hooks-solid-query-axios-split/hooks/use-api.js";
import * as solidFetch from "./generated/hooks-solid-query-fetch/client.js";
import * as paging from "./generated/paging-solid-query/client.js";

// ── Arguments: each a value, a signal or an accessor; the key is the values' tuple ──────────────────────
const [limit] = createSignal(10);
const [status] = createSignal<solidFetch.PetStatus | undefined>("sold");
const list = solidFetch.useListPets(limit, status);
expectType<solidFetch.Pet[] | undefined>(list.data);
expectType<solidFetch.ListPetsFailure | null>(list.error);
expectAssignable<solidFetch.ListPetsError | solidFetch.NoResponseError | null>(list.error);
solidFetch.pet.queries.useListPets(10, "sold");
solidFetch.pet.queries.useListPets(createMemo(() => limit() * 2));
solidFetch.useShowPetById(() => "1");
expectError(solidFetch.useShowPetById(() => 1));
expectError(solidFetch.useShowPetById());
expectError(solidFetch.useListPets(() => "ten"));
expectType<readonly ["pet", "listPets", number | undefined, solidFetch.PetStatus | undefined]>(
  solidFetch.pet.queryKeys.listPets(10, "sold"),
);
expectType<readonly ["pet"]>(solidFetch.pet.queryKeys.all());

// ── A failure narrowed by its status: a 404's body is the operation's declared error ───────────────────
const one = solidFetch.useShowPetById("1");
if (one.error?.status === 404) expectType<solidFetch.ErrorModel>(one.error.body);

// ── Options: select changes the data; the key and function are the hook's ───────────────────────────────
const count = solidFetch.useListPets(limit, undefined, {
  query: {
    select: (pets) => pets.length,
    // A getter follows the signal it reads.
    get enabled() {
      return limit() > 0;
    },
  },
});
expectType<number | undefined>(count.data);
solidFetch.useListPets(limit, undefined, { query: { enabled: false, staleTime: 5_000 } });
expectError(solidFetch.useListPets(limit, undefined, { query: { queryKey: ["pet"] } }));
expectError(solidFetch.useListPets(limit, undefined, { query: { enabled: "yes" } }));

// ── Factories take values: their key is what the cache holds; createQuery infers their data ─────────────
expectType<solidFetch.ListPetsQueryKey>(solidFetch.listPetsQueryOptions(10).queryKey);
expectError(solidFetch.listPetsQueryOptions(limit));
expectType<solidFetch.Pet[] | undefined>(createQuery(() => solidFetch.listPetsQueryOptions(limit())).data);

// ── Mutations: mutate takes the operation's arguments as one object ──────────────────────────────────────
const create = solidFetch.useCreatePet();
create.mutate({ body: { name: "Rex" } });
expectError(create.mutate({ body: { tag: "no name" } }));
expectType<solidFetch.Pet | undefined>(create.data);

// ── hooksOut over axios: the data is axios' own response, the request options its config ────────────────
expectType<AxiosResponse<axiosApi.Pet[]> | undefined>(solidAxios.useListPets(limit).data);
solidAxios.pet.queries.useListPets(limit, undefined, { request: { timeout: 5000 } });
expectError(solidAxios.pet.queries.useListPets(limit, undefined, { request: { timeout: "5s" } }));

// ── Infinite queries: the walker's pages, the query's arguments as values or accessors ───────────────────
const [size] = createSignal(3);
const feed = paging.useListCursorThingsInfinite(size);
expectType<paging.PageOf<paging.ListCursorThingsData>[] | undefined>(feed.data?.pages);
expectType<boolean>(feed.hasNextPage);
const names = paging.useListLinkThingsInfinite(() => 30, undefined, {
  query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
});
expectType<string[] | undefined>(names.data);
expectError(paging.useListCursorThingsInfinite(() => "three"));
expectType<readonly [...paging.ListCursorThingsQueryKey, "infinite"]>(
  paging.listCursorThingsInfiniteQueryOptions(3).queryKey,
);
