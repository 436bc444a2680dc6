/**
 * Hooks of the vue-query layer: arguments as refs, getters or values, data and error types as refs of the
 * query's result, key tuple types, `select`, the factories' values, mutation variables; in one file (fetch)
 * and with hooksOut (axios, whose calls resolve to its own response); a paged query's infinite hook.
 */
import type { AxiosResponse } from "axios";
import { expectAssignable, expectError, expectType } from "tsd";
import { computed, ref } from "vue";
import type * as axiosApi from "./generated/hooks-vue-query-axios-split/client.js";
import * as vueAxios from "./generated/hooks-vue-query-axios-split/hooks/use-api.js";
import * as vueFetch from "./generated/hooks-vue-query-fetch/client.js";
import * as paging from "./generated/paging-vue-query/client.js";

// ── Arguments: each a ref, a getter or a value; the key is the values' tuple ─────────────────────────────
const limit = ref(10);
const status = ref<vueFetch.PetStatus | undefined>("sold");
const list = vueFetch.useListPets(limit, () => status.value);
expectType<vueFetch.Pet[] | undefined>(list.data.value);
expectType<vueFetch.ListPetsFailure | null>(list.error.value);
expectAssignable<vueFetch.ListPetsError | vueFetch.NoResponseError | null>(list.error.value);
vueFetch.pet.queries.useListPets(10, "sold");
vueFetch.pet.queries.useListPets(computed(() => limit.value * 2));
vueFetch.useShowPetById(() => "1");
expectError(vueFetch.useShowPetById(ref(1)));
expectError(vueFetch.useShowPetById());
expectError(vueFetch.useListPets(() => "ten"));
expectType<readonly ["pet", "listPets", number | undefined, vueFetch.PetStatus | undefined]>(
  vueFetch.pet.queryKeys.listPets(10, "sold"),
);
expectType<readonly ["pet"]>(vueFetch.pet.queryKeys.all());

// ── Options: select changes the data; enabled may be a ref or a getter; the key and function are the hook's ─
const count = vueFetch.useListPets(limit, undefined, {
  query: { select: (pets) => pets.length, enabled: () => limit.value > 0 },
});
expectType<number | undefined>(count.data.value);
vueFetch.useListPets(limit, undefined, { query: { enabled: ref(false), staleTime: 5_000 } });
expectError(vueFetch.useListPets(limit, undefined, { query: { queryKey: ["pet"] } }));
expectError(vueFetch.useListPets(limit, undefined, { query: { enabled: "yes" } }));

// ── Factories take values: their key is what the cache holds ─────────────────────────────────────────────
expectType<vueFetch.ListPetsQueryKey>(vueFetch.listPetsQueryOptions(10).queryKey);
expectError(vueFetch.listPetsQueryOptions(limit));

// ── Mutations: mutate takes the operation's arguments as one object ──────────────────────────────────────
const create = vueFetch.useCreatePet();
create.mutate({ body: { name: "Rex" } });
expectError(create.mutate({ body: { tag: "no name" } }));
expectType<vueFetch.Pet | undefined>(create.data.value);

// ── hooksOut over axios: the data is axios' own response, the request options its config ────────────────
expectType<AxiosResponse<axiosApi.Pet[]> | undefined>(vueAxios.useListPets(limit).data.value);
vueAxios.pet.queries.useListPets(limit, undefined, { request: { timeout: 5000 } });
expectError(vueAxios.pet.queries.useListPets(limit, undefined, { request: { timeout: "5s" } }));

// ── Infinite queries: the walker's pages, the query's arguments as refs, getters or values ───────────────
const size = ref(3);
const feed = paging.useListCursorThingsInfinite(size);
expectType<paging.PageOf<paging.ListCursorThingsData>[] | undefined>(feed.data.value?.pages);
expectType<boolean>(feed.hasNextPage.value);
const names = paging.useListLinkThingsInfinite(() => 30, undefined, {
  query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
});
expectType<string[] | undefined>(names.data.value);
expectError(paging.useListCursorThingsInfinite(ref("three")));
expectType<readonly [...paging.ListCursorThingsQueryKey, "infinite"]>(
  paging.listCursorThingsInfiniteQueryOptions(3).queryKey,
);
