/**
 * The ng2 resource methods (`showPetByIdResource(args)`, over Angular's `httpResource`): the arguments as a
 * function of a tuple labelled like the method's parameters (an object with `argumentStyle: object`), or
 * `undefined` for "not yet"; the value the body as the method decodes it (also with `responseShape: full`);
 * `error()` the operation's failures, narrowed by `isApiError`; resources only for reads.
 */
import type { HttpHeaders, HttpResourceRef } from "@angular/common/http";
import { signal } from "@angular/core";
import { expectAssignable, expectError, expectType } from "tsd";
import * as ng2 from "./generated/ng2-resources/client.js";
import type * as ng2Object from "./generated/ng2-resources-object/client.js";

declare const pets: ng2.PetClient;
const petId = signal<string | undefined>(undefined);

// ── Arguments: a function of the argument tuple, or of undefined (idle) ─────────────────────────────────
const pet = pets.showPetByIdResource(() => {
  const id = petId();
  return id === undefined ? undefined : [id];
});
expectType<ng2.ApiResource<ng2.Pet, ng2.ShowPetByIdError>>(pet);
expectType<() => readonly [petId: string] | undefined>(
  {} as Parameters<ng2.PetClient["showPetByIdResource"]>[0],
);
// A tuple written `as const` is one too.
expectAssignable<Parameters<ng2.PetClient["showPetByIdResource"]>[0]>(() => ["1"] as const);
pets.listPetsResource(() => [10, undefined]);
pets.listPetsResource(() => [10, "sold"]);
pets.listPetsResource(() => []);
// Every argument optional: `args` is too.
pets.listPetsResource();
expectError(pets.showPetByIdResource());
expectError(pets.showPetByIdResource(() => [1]));
expectError(pets.showPetByIdResource(() => []));
expectError(pets.showPetByIdResource(["1"]));
expectError(pets.listPetsResource(() => [10, "lost"]));

// ── Options: Angular's own request options, not what the operation decides ────────────────────────────
pets.showPetByIdResource(() => ["1"], { headers: { "X-Trace": "1" }, withCredentials: true, timeout: 5 });
pets.showPetByIdResource(() => ["1"], { baseUrl: "https://other.example.com" });
expectError(pets.showPetByIdResource(() => ["1"], { url: "/elsewhere" }));
expectError(pets.showPetByIdResource(() => ["1"], { method: "POST" }));

// ── Value, headers, status: Angular's own signals; the value the decoded body, dates revived ──────────
expectType<ng2.Pet | undefined>(pet.value());
expectType<Date | undefined>(pet.value()?.birthDate);
expectType<ng2.Pet[] | undefined>(pets.listPetsResource().value());
expectType<HttpHeaders | undefined>(pet.headers());
expectType<number | undefined>(pet.statusCode());
if (pet.hasValue()) expectType<ng2.Pet>(pet.value());
expectAssignable<HttpResourceRef<ng2.Pet | undefined>>(pet);

// ── Failures: the operation's, as its Observable fails; isApiError narrows by status ─────────────────
const error = pet.error();
expectType<ng2.ShowPetByIdError | Error | undefined>(error);
if (ng2.isApiError(error, pets.showPetByIdResource) && error.status === 404) {
  expectType<ng2.ErrorModel>(error.body);
}
if (ng2.isApiError(error, pets.showPetById) && error.status === 404) {
  expectType<ng2.ErrorModel>(error.body);
}

// ── Only reads get a resource ────────────────────────────────────────────────────────────────────────
expectError(pets.createPetResource);
expectError(pets.deletePetResource);

// ── argumentStyle object: the object itself; responseShape full: still the body ─────────────────────
declare const objectPets: ng2Object.PetClient;
const byObject = objectPets.showPetByIdResource(() => ({ petId: "1" }));
expectType<ng2Object.Pet | undefined>(byObject.value());
objectPets.listPetsResource();
objectPets.listPetsResource(() => ({ limit: 10 }));
expectError(objectPets.showPetByIdResource(() => ["1"]));
expectError(objectPets.showPetByIdResource(() => ({})));
