/**
 * Request types with names: `<Operation>Body` is exactly the type of the body argument and `<Operation>Query`
 * exactly the type of the grouped query argument, in every container (functions, object clients, classes)
 * and in the hooks' variables. Each pin is checked both ways (tsd's expectType is identity, not assignability).
 */
import { expectError, expectType } from "tsd";
import type * as fetchNative from "./generated/fetch-native/client.js";
import type * as fetchQuery from "./generated/fetch-query-object/client.js";
import type * as shapes from "./generated/fetch-request-shapes/client.js";
import type * as tsqAxiosApi from "./generated/hooks-tsq-axios-split/client.js";
import * as tsqAxios from "./generated/hooks-tsq-axios-split/hooks/use-api.js";
import type * as ng1Native from "./generated/ng1-native/client.js";
import type * as ng2Native from "./generated/ng2-native/client.js";

// A body that is a named schema: the request type is an alias of it.
expectType<Parameters<typeof fetchNative.petClient.createPet>[0]>({} as fetchNative.CreatePetBody);
expectType<fetchNative.CreatePetBody>({} as Parameters<typeof fetchNative.petClient.createPet>[0]);
expectType<Parameters<typeof fetchNative.createPet>[0]>({} as fetchNative.CreatePetBody);
expectType<fetchNative.NewPet>({} as fetchNative.CreatePetBody);
// An optional body: the argument is optional, the type itself admits no `undefined`.
expectType<fetchNative.PlaceOrderBody | undefined>(
  {} as Parameters<typeof fetchNative.storeClient.placeOrder>[0],
);
expectType<fetchNative.Order>({} as fetchNative.PlaceOrderBody);

// The grouped query object.
expectType<fetchQuery.ListPetsQuery | undefined>({} as Parameters<typeof fetchQuery.petClient.listPets>[0]);
expectType<Parameters<typeof fetchQuery.petClient.listPets>[0]>({} as fetchQuery.ListPetsQuery | undefined);
expectType<number | undefined>(({} as fetchQuery.ListPetsQuery).limit);
expectError<fetchQuery.ListPetsQuery>({ limit: "10" });
// Without grouping there is no query type.
// @ts-expect-error: query parameters are separate arguments here
export type NoQueryType = fetchNative.ListPetsQuery;

// Classes (ng2, ng1) name the same types.
expectType<ng2Native.CreatePetBody>({} as Parameters<ng2Native.PetClient["createPet"]>[0]);
expectType<Parameters<ng2Native.PetClient["createPet"]>[0]>({} as ng2Native.CreatePetBody);
expectType<ng1Native.CreatePetBody>({} as Parameters<ng1Native.PetClient["createPet"]>[0]);

// Bodies typed by what goes on the wire: bytes, text, multipart with files.
expectType<Blob | ArrayBuffer | Uint8Array | string>({} as shapes.PutImageBody);
expectType<shapes.PutImageBody>({} as Parameters<typeof shapes.filesClient.putImage>[0]);
expectType<string>({} as shapes.PostXmlNoteBody);
expectType<shapes.UploadAttachmentBody>({} as Parameters<typeof shapes.filesClient.uploadAttachment>[0]);
expectType<Parameters<typeof shapes.filesClient.uploadAttachment>[0]>({} as shapes.UploadAttachmentBody);
expectType<Blob>(({} as shapes.UploadAttachmentBody).data);

// Hooks in their own file spell the main file's request type.
const create = tsqAxios.pet.mutations.useCreatePet();
expectType<{ body: tsqAxiosApi.CreatePetBody }>({} as Parameters<typeof create.mutate>[0]);
