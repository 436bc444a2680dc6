/** Method signatures and return types of the HTTP client templates, per responseShape and query grouping. */

import type { HttpHeaders } from "@angular/common/http";
import type { InjectionToken } from "@angular/core";
import type { IPromise } from "angular";
import type { AxiosError, AxiosPromise, AxiosResponse } from "axios";
import type { Observable } from "rxjs";
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import type { XiorResponse } from "xior";
import * as axiosBody from "./generated/axios-body/client.js";
import * as axiosFull from "./generated/axios-full/client.js";
import * as axiosNative from "./generated/axios-native/client.js";
import * as fetchFiltered from "./generated/fetch-filtered/client.js";
import * as fetchFull from "./generated/fetch-full/client.js";
import * as fetchNative from "./generated/fetch-native/client.js";
import * as fetchQuery from "./generated/fetch-query-object/client.js";
import * as kyFull from "./generated/ky-full/client.js";
import * as kyNative from "./generated/ky-native/client.js";
import type * as ng1Full from "./generated/ng1-full/client.js";
import type * as ng1Native from "./generated/ng1-native/client.js";
import type * as ng2Full from "./generated/ng2-full/client.js";
import * as ng2Native from "./generated/ng2-native/client.js";
import * as xiorFull from "./generated/xior-full/client.js";
import * as xiorNative from "./generated/xior-native/client.js";

// fetch: the body by default, APIResponse<T> with responseShape full.
expectType<Promise<fetchNative.Pet> & fetchNative.Fails<fetchNative.ShowPetByIdError>>(
  fetchNative.petClient.showPetById("1"),
);
expectType<Promise<fetchNative.Pet[]> & fetchNative.Fails<fetchNative.ListPetsError>>(
  fetchNative.petClient.listPets(),
);
expectType<Promise<void>>(fetchNative.petClient.deletePet("1"));
expectType<Promise<fetchFull.APIResponse<fetchFull.Pet>> & fetchFull.Fails<fetchFull.ShowPetByIdError>>(
  fetchFull.petClient.showPetById("1"),
);
expectType<Headers>((await fetchFull.petClient.showPetById("1")).headers);
expectType<number>((await fetchFull.petClient.showPetById("1")).status);

// Separate query arguments, typed, optional; the per-call options argument is the library's own type.
expectType<
  [
    limit?: number | undefined,
    status?: fetchNative.PetStatus | undefined,
    options?: fetchNative.CallOptions | undefined,
  ]
>({} as Parameters<typeof fetchNative.petClient.listPets>);
fetchNative.petClient.listPets(10, "sold", { signal: AbortSignal.timeout(1000) });
expectError(fetchNative.petClient.listPets("10"));
expectError(fetchNative.petClient.showPetById());
// A required JSON body.
expectError(fetchNative.petClient.createPet({}));
fetchNative.petClient.createPet({ name: "Rex" });

// queryParamsAsObject: one `query` object with each parameter's type and optionality.
expectType<
  [
    query?: { limit?: number; status?: fetchQuery.PetStatus } | undefined,
    options?: fetchQuery.CallOptions | undefined,
  ]
>({} as Parameters<typeof fetchQuery.petClient.listPets>);
expectError(fetchQuery.petClient.listPets({ limit: "10" }));

// axios: its own response by default, the body with `body`, APIResponse<T> with `full`.
expectType<AxiosPromise<axiosNative.Pet> & axiosNative.Fails<axiosNative.ShowPetByIdError>>(
  axiosNative.petClient.showPetById("1"),
);
expectAssignable<Promise<AxiosResponse<axiosNative.Pet>>>(axiosNative.petClient.showPetById("1"));
expectType<Promise<axiosBody.Pet> & axiosBody.Fails<axiosBody.ShowPetByIdError>>(
  axiosBody.petClient.showPetById("1"),
);
expectType<Promise<axiosFull.APIResponse<axiosFull.Pet>> & axiosFull.Fails<axiosFull.ShowPetByIdError>>(
  axiosFull.petClient.showPetById("1"),
);
expectType<axiosFull.Pet>((await axiosFull.petClient.showPetById("1")).data);

// xior: its own response by default, APIResponse<T> with `full`.
expectType<Promise<XiorResponse<xiorNative.Pet>> & xiorNative.Fails<xiorNative.ShowPetByIdError>>(
  xiorNative.petClient.showPetById("1"),
);
expectType<Promise<xiorFull.APIResponse<xiorFull.Pet>> & xiorFull.Fails<xiorFull.ShowPetByIdError>>(
  xiorFull.petClient.showPetById("1"),
);
expectType<Headers>((await xiorFull.petClient.showPetById("1")).headers);

// Excluded, deprecated and ignored things are gone; modifiers change optionality.
expectError(fetchFiltered.adminClient);
expectError(fetchFiltered.petStoreClient.legacyThing);
expectError(fetchFiltered.filesClient.putBlob);
// (Pruned types: see test/emit/types.test.ts, tsd cannot assert a missing type export.)
// `Ignored-Header` is ignored, `page` became required; four query parameters > 2 are grouped.
expectType<
  [query: { options?: string; http?: string; page: number }, options?: fetchFiltered.CallOptions | undefined]
>({} as Parameters<typeof fetchFiltered.itemsClient.listItems>);
// An operation answering 200 with an item or 204 without content resolves to the item or `undefined`.
expectType<Promise<fetchFiltered.Item | undefined>>(fetchFiltered.itemsClient.getDraft("i1"));
// A 201 with an item or a 202 with a message: either body.
expectType<Promise<fetchFiltered.Item | { message: string; createdAt?: string; retryAt?: Date }>>(
  fetchFiltered.itemsClient.publishItem("i1"),
);
// An answer to HEAD has no body, whatever its description's content says.
expectType<Promise<void>>(fetchFiltered.itemsClient.headDraft("i1"));

// ky: the body (or APIResponse<T>), per-call options are ky's own Options.
expectType<Promise<kyNative.Pet> & kyNative.Fails<kyNative.ShowPetByIdError>>(
  kyNative.petClient.showPetById("1"),
);
expectType<Promise<kyFull.APIResponse<kyFull.Pet>> & kyFull.Fails<kyFull.ShowPetByIdError>>(
  kyFull.petClient.showPetById("1"),
);
expectType<Headers>((await kyFull.petClient.showPetById("1")).headers);
kyNative.petClient.listPets(1, "sold", { timeout: 1000, signal: AbortSignal.timeout(10) });
expectError(kyNative.petClient.listPets(1, "sold", { prefixUrl: 1 }));

// ng2: Observables of the body, or of APIResponse<T> with HttpHeaders.
declare const ng2Pet: ng2Native.PetClient;
declare const ng2PetFull: ng2Full.PetClient;
expectType<Observable<ng2Native.Pet> & ng2Native.Fails<ng2Native.ShowPetByIdError>>(ng2Pet.showPetById("1"));
expectType<Observable<ng2Native.Pet[]> & ng2Native.Fails<ng2Native.ListPetsError>>(ng2Pet.listPets());
expectType<Observable<ng2Full.APIResponse<ng2Full.Pet>> & ng2Full.Fails<ng2Full.ShowPetByIdError>>(
  ng2PetFull.showPetById("1"),
);
expectType<HttpHeaders>(({} as ng2Full.APIResponse<ng2Full.Pet>).headers);
expectType<InjectionToken<string>>(ng2Native.BASE_URL);

// ng1: $http promises of the body, or of APIResponse<T>.
declare const ng1Pet: ng1Native.PetClient;
declare const ng1PetFull: ng1Full.PetClient;
expectType<IPromise<ng1Native.Pet> & ng1Native.Fails<ng1Native.ShowPetByIdError>>(ng1Pet.showPetById("1"));
expectType<IPromise<ng1Full.APIResponse<ng1Full.Pet>> & ng1Full.Fails<ng1Full.ShowPetByIdError>>(
  ng1PetFull.showPetById("1"),
);

// Failures typed by status: `isApiError(error, method)` narrows to the method's failure union, and
// `status` picks the member and its body type.
declare const caught: unknown;
if (fetchNative.isApiError(caught, fetchNative.petClient.showPetById)) {
  expectType<fetchNative.ShowPetByIdError>(caught);
  if (caught.status === 404) expectType<fetchNative.ErrorModel>(caught.body);
  else {
    expectType<unknown>(caught.body);
    // The undocumented rest is every failure status but 404, as number literals.
    expectType<Exclude<fetchNative.ErrorStatus, 404>>(caught.status);
    expectAssignable<typeof caught.status>(500);
    expectNotAssignable<typeof caught.status>(404);
  }
}
if (axiosNative.isApiError(caught, axiosNative.petClient.showPetById) && caught.status === 404) {
  expectType<axiosNative.ErrorModel>(caught.body);
  expectAssignable<AxiosError>(caught);
}

// Every operation is exported on its own too, with exactly the type of its group's method.
expectType<typeof fetchNative.petClient.showPetById>(fetchNative.showPetById);
expectType<typeof fetchFull.petClient.listPets>(fetchFull.listPets);
expectType<typeof axiosNative.petClient.showPetById>(axiosNative.showPetById);
expectType<typeof xiorFull.petClient.createPet>(xiorFull.createPet);
expectType<typeof kyNative.storeClient.placeOrder>(kyNative.placeOrder);
expectType<Promise<fetchNative.Pet> & fetchNative.Fails<fetchNative.ShowPetByIdError>>(
  fetchNative.showPetById("1"),
);
