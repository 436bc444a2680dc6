/**
 * readOnly / writeOnly (fixtures/types/read-write.yaml): request bodies and parameters are typed by request
 * views (no readOnly property), responses by response views (no writeOnly property), nested references,
 * arrays, allOf and discriminated oneOf members included; `readWriteViews: false` gives one type per schema.
 */
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import type * as axios from "./generated/views-axios-type-include/client.js";
import * as views from "./generated/views-fetch/client.js";
import type * as off from "./generated/views-off/client.js";

const { petsClient, usersClient } = views;

/** The property names of an object type, as a union. */
type Keys<T> = keyof T & string;

// Pet: the request body is the request view (no readOnly id/createdAt, keeps writeOnly secret), the response
// the response view (no writeOnly secret, keeps readOnly id/createdAt).
expectType<views.PetInput2>({} as Parameters<typeof petsClient.createPet>[0]);
expectType<Promise<views.Pet>>({} as ReturnType<typeof petsClient.createPet>);
expectType<"name" | "status" | "owner" | "previousOwners" | "birthday" | "secret">(
  {} as Keys<views.PetInput2>,
);
expectType<"id" | "name" | "status" | "owner" | "previousOwners" | "createdAt" | "birthday">(
  {} as Keys<views.Pet>,
);
// The request cannot carry a readOnly property (excess property check on the literal).
expectError(petsClient.createPet({ id: 1, name: "Rex", owner: { name: "Ann" } }));
petsClient.createPet({ name: "Rex", owner: { name: "Ann" }, secret: "s" });

// Nested: a reference to Owner (readOnly id) is OwnerInput in the request view, also in arrays.
expectType<views.OwnerInput>(({} as views.PetInput2).owner);
expectType<views.OwnerInput[] | undefined>(({} as views.PetInput2).previousOwners);
expectType<views.Owner>(({} as views.Pet).owner);
expectType<"name">({} as Keys<views.OwnerInput>);
expectError(petsClient.createPet({ name: "Rex", owner: { id: 3, name: "Ann" } }));

// A schema really named PetInput keeps its name; it has no readOnly/writeOnly, so one type.
expectType<"label">({} as Keys<views.PetInput>);
expectType<Promise<views.PetInput>>({} as ReturnType<typeof petsClient.createTag>);
expectType<[body?: views.Tag | undefined, options?: views.CallOptions | undefined]>(
  {} as Parameters<typeof petsClient.createTag>,
);

// writeOnly only: the password is sent, never returned.
expectType<"email" | "password">({} as Keys<views.UserInput>);
expectType<"id" | "email">({} as Keys<views.User>);
expectType<views.UserInput>({} as Parameters<typeof usersClient.createUser>[0]);
expectType<Promise<views.User>>({} as ReturnType<typeof usersClient.createUser>);
expectNotAssignable<views.User>({ id: "1", email: "a@b.c", password: "x" } as const);

// allOf: Dog extends Owner (readOnly id), and requires id in its own member: the request view neither
// declares nor requires id; the response view has no writeOnly license.
expectType<"name" | "barks" | "license">({} as Keys<views.DogInput>);
expectType<"id" | "name" | "barks">({} as Keys<views.Dog>);
expectAssignable<views.DogInput>({ name: "Ann", barks: true });
expectError(petsClient.createDog({ id: 1, name: "Ann", barks: true }));

// Discriminated oneOf: members take their views; Cat's readOnly lives is not asked for.
expectType<views.CatInput | views.Bird>({} as views.AnimalInput);
expectType<views.Cat | views.Bird>({} as views.Animal);
expectAssignable<views.AnimalInput>({ kind: "cat" } as const);
expectNotAssignable<views.Animal>({ kind: "cat" } as const);

// Parameters are requests: the query object lacks the readOnly cursor.
expectType<views.PetFilterInput | undefined>({} as Parameters<typeof petsClient.listPets>[0]);
expectType<"name">({} as Keys<views.PetFilterInput>);

// Other options: type aliases, nullableStrategy include, string dates keep the same views.
expectType<"name" | "status" | "owner" | "previousOwners" | "birthday" | "secret">(
  {} as Keys<axios.PetInput2>,
);
expectType<"id" | "name" | "status" | "owner" | "previousOwners" | "createdAt" | "birthday">(
  {} as Keys<axios.Pet>,
);
expectType<string>(({} as axios.Pet).createdAt);

// readWriteViews: false: one type per schema with every property, used by requests and responses alike.
expectType<off.Pet>({} as Parameters<typeof off.petsClient.createPet>[0]);
expectType<Promise<off.Pet>>({} as ReturnType<typeof off.petsClient.createPet>);
expectType<"id" | "name" | "status" | "owner" | "previousOwners" | "createdAt" | "birthday" | "secret">(
  {} as Keys<off.Pet>,
);
expectType<"label">({} as Keys<off.PetInput>);
// @ts-expect-error no view is declared
export type NoView = off.OwnerInput;
