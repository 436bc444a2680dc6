/**
 * `argumentStyle: "object"`: each operation takes one object typed `<Operation>Params`, keyed by the
 * description's names (colliding ones suffixed with their location), then the per-call options; the object is
 * optional exactly where nothing in it is required. The hooks take the same object, their query keys hold it,
 * and a mutation's variables are that object.
 */
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import type * as api from "./generated/object-arguments-fetch/client.js";
import type * as pet from "./generated/object-arguments-petstore-tsq/client.js";
import * as hooks from "./generated/object-arguments-petstore-tsq/hooks.js";

// One object, then the per-call options.
expectType<[params: api.UpdateThingParams, options?: api.CallOptions | undefined]>(
  {} as Parameters<typeof api.updateThing>,
);
expectType<[params?: api.ListThingsParams | undefined, options?: api.CallOptions | undefined]>(
  {} as Parameters<typeof api.listThings>,
);
expectType<Promise<{ name?: string }>>({} as ReturnType<typeof api.updateThing>);

// The keys: the description's names; the path's `id` keeps it, the others take their location.
expectType<string>(({} as api.UpdateThingParams).id);
expectType<number | undefined>(({} as api.UpdateThingParams).id_query);
expectType<string | undefined>(({} as api.UpdateThingParams).id_header);
expectType<string | undefined>(({} as api.UpdateThingParams).body_query);
expectType<string | undefined>(({} as api.UpdateThingParams).params);
expectType<boolean | undefined>(({} as api.UpdateThingParams).options);
expectType<string | undefined>(({} as api.UpdateThingParams).id_query_cookie);
expectType<api.UpdateThingBody>(({} as api.UpdateThingParams).body);
expectType<number | undefined>(({} as api.ListThingsParams)["page[size]"]);
expectType<string | undefined>(({} as api.ListThingsParams).__proto___query);

declare const updateThing: typeof api.updateThing;

// Required keys are required; a wrong key or type is refused.
expectAssignable<api.UpdateThingParams>({ id: "1", body: { name: "n" } });
expectNotAssignable<api.UpdateThingParams>({ id: "1" });
expectNotAssignable<api.UpdateThingParams>({ body: { name: "n" } });
expectError(updateThing({ id: "1", body: { name: "n" }, id_query: "7" }));
expectError(updateThing({ id: "1", body: { name: "n" }, idQuery: 7 }));
expectAssignable<api.ListThingsParams>({});

// Hooks: the same object, in the key too; mutations take it as their variables.
expectType<[params?: pet.ListPetsParams]>({} as Parameters<typeof hooks.pet.queryKeys.listPets>);
expectType<readonly ["pet", "listPets", pet.ListPetsParams | undefined]>(
  hooks.pet.queryKeys.listPets(undefined),
);
expectType<pet.ListPetsParams | undefined>({} as Parameters<typeof hooks.useListPets>[0]);
expectType<pet.ShowPetByIdParams>({} as Parameters<typeof hooks.useShowPetById>[0]);
expectType<readonly ["pet", "showPetById", pet.ShowPetByIdParams]>(
  hooks.pet.queryKeys.showPetById({ petId: "1" }),
);
expectType<pet.CreatePetParams>(
  {} as Parameters<NonNullable<ReturnType<typeof hooks.createPetMutationOptions>["mutationFn"]>>[0],
);
