/**
 * Hooks of the pinia-colada layer: arguments as refs, getters or values, data and error types as refs of the
 * query's result, failures narrowed by status, key types Colada's cache takes, the factories' tagged keys,
 * options as a getter, mutation variables; in one file (fetch) and with hooksOut (axios, whose calls resolve to
 * its own response); a paged query's infinite hook and factory.
 */
import type { EntryKey, QueryCache } from "@pinia/colada";
import { useQuery } from "@pinia/colada";
import type { AxiosResponse } from "axios";
import { expectAssignable, expectError, expectType } from "tsd";
import { computed, ref } from "vue";
import type * as axiosApi from "./generated/hooks-pinia-colada-axios-split/client.js";
import * as coladaAxios from "./generated/hooks-pinia-colada-axios-split/hooks/use-api.js";
import * as colada from "./generated/hooks-pinia-colada-fetch/client.js";
import * as paging from "./generated/paging-pinia-colada/client.js";

// ── Arguments: each a ref, a getter or a value ───────────────────────────────────────────────────────────
const limit = ref(10);
const status = ref<colada.PetStatus | undefined>("sold");
const list = colada.useListPets(limit, () => status.value);
expectType<colada.Pet[] | undefined>(list.data.value);
expectType<colada.ListPetsFailure | null>(list.error.value);
colada.pet.queries.useListPets(10, "sold");
colada.pet.queries.useListPets(computed(() => limit.value * 2));
colada.useShowPetById(() => "1");
expectError(colada.useShowPetById(ref(1)));
expectError(colada.useShowPetById());
expectError(colada.useListPets(() => "ten"));

// ── Failures: the operation's union, narrowed by status to the documented body ──────────────────────────
const one = colada.useShowPetById("1");
const failure = one.error.value;
if (failure !== null && "status" in failure && failure.status === 404) {
  expectType<colada.ErrorModel>(failure.body);
}

// ── Keys: the values' tuple, which Colada's cache filters take; `all()` the group's prefix ───────────────
expectAssignable<EntryKey>(colada.pet.queryKeys.listPets(10, "sold"));
expectAssignable<readonly ["pet", "listPets", number | undefined, colada.PetStatus | undefined]>(
  colada.pet.queryKeys.listPets(10, "sold"),
);
expectType<readonly ["pet"]>(colada.pet.queryKeys.all());
declare const queryCache: QueryCache;
void queryCache.invalidateQueries({ key: colada.pet.queryKeys.all() });
void queryCache.invalidateQueries({ key: colada.pet.queryKeys.listPets(), exact: true });

// ── Options: Colada's own, or a getter of them; the key and the function are the factory's ───────────────
colada.useListPets(limit, undefined, { query: { staleTime: 5_000, enabled: false } });
colada.useListPets(limit, undefined, () => ({ query: { enabled: limit.value > 0 } }));
expectError(colada.useListPets(limit, undefined, { query: { key: ["pet"] } }));
expectError(colada.useListPets(limit, undefined, { query: { enabled: "yes" } }));

// ── Factories take values; their key is tagged with the data, which the cache reads ──────────────────────
expectType<colada.Pet | undefined>(queryCache.getQueryData(colada.showPetByIdQueryOptions("1").key));
expectError(colada.listPetsQueryOptions(limit));
expectType<colada.Pet[] | undefined>(useQuery(() => colada.listPetsQueryOptions(limit.value)).data.value);

// ── Mutations: mutate takes the operation's arguments as one object ──────────────────────────────────────
const create = colada.useCreatePet({ mutation: { onSettled: () => undefined } });
create.mutate({ body: { name: "Rex" } });
expectError(create.mutate({ body: { tag: "no name" } }));
expectType<colada.Pet | undefined>(create.data.value);
expectType<colada.CreatePetFailure | null>(create.error.value);

// ── hooksOut over axios: the data is axios' own response, the request options its config ────────────────
expectType<AxiosResponse<axiosApi.Pet[]> | undefined>(coladaAxios.useListPets(limit).data.value);
coladaAxios.pet.queries.useListPets(limit, undefined, { request: { timeout: 5000 } });
expectError(coladaAxios.pet.queries.useListPets(limit, undefined, { request: { timeout: "5s" } }));

// ── Infinite queries: the walker's pages, the query's arguments as refs, getters or values ───────────────
const size = ref(3);
const feed = paging.useListCursorThingsInfinite(size);
expectType<paging.PageOf<paging.ListCursorThingsData>[] | undefined>(feed.data.value?.pages);
expectType<(string | number | null)[] | undefined>(feed.data.value?.pageParams);
expectType<boolean>(feed.hasNextPage.value);
paging.useListCursorThingsInfinite(() => 5, undefined, { query: { maxPages: 4 } });
expectError(paging.useListCursorThingsInfinite(ref("three")));
expectError(paging.listCursorThingsInfiniteQueryOptions(size));
expectAssignable<EntryKey>(paging.listCursorThingsInfiniteQueryOptions(3).key);
