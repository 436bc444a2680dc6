/**
 * Hooks of the angular-query layer: arguments as values, signals or getters, data and error types as signals
 * of the query's result, the failure narrowed by its status, key tuple types, `select`, the factories' values
 * and tagged keys, mutation variables; in one file (fetch) and with hooksOut (axios, whose calls resolve to its
 * own response); a paged query's infinite hook.
 */
import { computed, signal } from "@angular/core";
import type { QueryClient } from "@tanstack/angular-query-experimental";
import type { AxiosResponse } from "axios";
import { expectAssignable, expectError, expectType } from "tsd";
import type * as axiosApi from "./generated/hooks-angular-query-axios-split/client.js";
import * as ngAxios from "./generated/hooks-angular-query-axios-split/hooks/inject-api.js";
import * as ngFetch from "./generated/hooks-angular-query-fetch/client.js";
import * as paging from "./generated/paging-angular-query/client.js";

// ── Arguments: each a value, a signal or a getter; the key is the values' tuple ──────────────────────────
const limit = signal(10);
const status = signal<ngFetch.PetStatus | undefined>("sold");
const list = ngFetch.injectListPets(limit, () => status());
expectType<ngFetch.Pet[] | undefined>(list.data());
expectType<ngFetch.ListPetsFailure | null>(list.error());
expectAssignable<ngFetch.ListPetsError | ngFetch.NoResponseError | null>(list.error());
ngFetch.pet.queries.injectListPets(10, "sold");
ngFetch.pet.queries.injectListPets(computed(() => limit() * 2));
ngFetch.injectShowPetById(() => "1");
expectError(ngFetch.injectShowPetById(signal(1)));
expectError(ngFetch.injectShowPetById());
expectError(ngFetch.injectListPets(() => "ten"));
expectType<readonly ["pet", "listPets", number | undefined, ngFetch.PetStatus | undefined]>(
  ngFetch.pet.queryKeys.listPets(10, "sold"),
);
expectType<readonly ["pet"]>(ngFetch.pet.queryKeys.all());

// ── Errors narrowed by status: a 404 is the API's error model ───────────────────────────────────────────
const one = ngFetch.injectShowPetById(() => "1");
const failure = one.error();
if (failure?.status === 404) expectType<string>(failure.body.message);

// ── Options: select changes the data; the key and function are the hook's ────────────────────────────────
const count = ngFetch.injectListPets(limit, undefined, {
  query: { select: (pets) => pets.length, enabled: limit() > 0 },
});
expectType<number | undefined>(count.data());
ngFetch.injectListPets(limit, undefined, { query: { staleTime: 5_000 } });
expectError(ngFetch.injectListPets(limit, undefined, { query: { queryKey: ["pet"] } }));
expectError(ngFetch.injectListPets(limit, undefined, { query: { enabled: "yes" } }));

// ── Factories take values; their key is tagged with the data, so the cache is read typed ─────────────────
expectError(ngFetch.listPetsQueryOptions(limit));
declare const queryClient: QueryClient;
expectType<ngFetch.Pet[] | undefined>(queryClient.getQueryData(ngFetch.listPetsQueryOptions(10).queryKey));

// ── Mutations: mutate takes the operation's arguments as one object ──────────────────────────────────────
const create = ngFetch.injectCreatePet();
create.mutate({ body: { name: "Rex" } });
expectError(create.mutate({ body: { tag: "no name" } }));
expectType<ngFetch.Pet | undefined>(create.data());

// ── hooksOut over axios: the data is axios' own response, the request options its config ────────────────
expectType<AxiosResponse<axiosApi.Pet[]> | undefined>(ngAxios.injectListPets(limit).data());
ngAxios.pet.queries.injectListPets(limit, undefined, { request: { timeout: 5000 } });
expectError(ngAxios.pet.queries.injectListPets(limit, undefined, { request: { timeout: "5s" } }));

// ── Infinite queries: the walker's pages, the query's arguments as values, signals or getters ────────────
const size = signal(3);
const feed = paging.injectListCursorThingsInfinite(size);
expectType<paging.PageOf<paging.ListCursorThingsData>[] | undefined>(feed.data()?.pages);
expectType<boolean>(feed.hasNextPage());
const names = paging.injectListLinkThingsInfinite(() => 30, undefined, {
  query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
});
expectType<string[] | undefined>(names.data());
expectError(paging.injectListCursorThingsInfinite(signal("three")));
