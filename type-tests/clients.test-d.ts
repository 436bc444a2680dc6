/** Method signatures and return types of the HTTP client templates, per responseShape and query grouping. */
import type { AxiosPromise, AxiosResponse } from "axios";
import { expectAssignable, expectError, expectType } from "tsd";
import type { XiorResponse } from "xior";
import * as axiosBody from "./generated/axios-body/client.js";
import * as axiosFull from "./generated/axios-full/client.js";
import * as axiosNative from "./generated/axios-native/client.js";
import * as fetchFiltered from "./generated/fetch-filtered/client.js";
import * as fetchFull from "./generated/fetch-full/client.js";
import * as fetchNative from "./generated/fetch-native/client.js";
import * as fetchQuery from "./generated/fetch-query-object/client.js";
import * as xiorFull from "./generated/xior-full/client.js";
import * as xiorNative from "./generated/xior-native/client.js";

// fetch: the body by default, APIResponse<T> with responseShape full.
expectType<Promise<fetchNative.Pet>>(fetchNative.petClient.showPetById("1"));
expectType<Promise<fetchNative.Pet[]>>(fetchNative.petClient.listPets());
expectType<Promise<void>>(fetchNative.petClient.deletePet("1"));
expectType<Promise<fetchFull.APIResponse<fetchFull.Pet>>>(fetchFull.petClient.showPetById("1"));
expectType<Headers>((await fetchFull.petClient.showPetById("1")).headers);
expectType<number>((await fetchFull.petClient.showPetById("1")).status);

// Separate query arguments, typed, optional; the per-call options argument is the library's own type.
expectType<
  [limit?: number | undefined, status?: fetchNative.PetStatus | undefined, options?: RequestInit | undefined]
>({} as Parameters<typeof fetchNative.petClient.listPets>);
fetchNative.petClient.listPets(10, "sold", { signal: AbortSignal.timeout(1000) });
expectError(fetchNative.petClient.listPets("10"));
expectError(fetchNative.petClient.showPetById());
// A required JSON body.
expectError(fetchNative.petClient.createPet({}));
fetchNative.petClient.createPet({ name: "Rex" });

// queryParamsAsObject: one `query` object with each parameter's type and optionality.
expectType<
  [query?: { limit?: number; status?: fetchQuery.PetStatus } | undefined, options?: RequestInit | undefined]
>({} as Parameters<typeof fetchQuery.petClient.listPets>);
expectError(fetchQuery.petClient.listPets({ limit: "10" }));

// axios: its own response by default, the body with `body`, APIResponse<T> with `full`.
expectType<AxiosPromise<axiosNative.Pet>>(axiosNative.petClient.showPetById("1"));
expectAssignable<Promise<AxiosResponse<axiosNative.Pet>>>(axiosNative.petClient.showPetById("1"));
expectType<Promise<axiosBody.Pet>>(axiosBody.petClient.showPetById("1"));
expectType<Promise<axiosFull.APIResponse<axiosFull.Pet>>>(axiosFull.petClient.showPetById("1"));
expectType<axiosFull.Pet>((await axiosFull.petClient.showPetById("1")).data);

// xior: its own response by default, APIResponse<T> with `full`.
expectType<Promise<XiorResponse<xiorNative.Pet>>>(xiorNative.petClient.showPetById("1"));
expectType<Promise<xiorFull.APIResponse<xiorFull.Pet>>>(xiorFull.petClient.showPetById("1"));
expectType<Headers>((await xiorFull.petClient.showPetById("1")).headers);

// Excluded, deprecated and ignored things are gone; modifiers change optionality.
expectError(fetchFiltered.adminClient);
expectError(fetchFiltered.petStoreClient.legacyThing);
expectError(fetchFiltered.filesClient.putBlob);
// (Pruned types: see test/types.test.ts, tsd cannot assert a missing type export.)
// `Ignored-Header` is ignored, `page` became required; four query parameters > 2 are grouped.
expectType<[query: { options?: string; http?: string; page: number }, options?: RequestInit | undefined]>(
  {} as Parameters<typeof fetchFiltered.itemsClient.listItems>,
);
