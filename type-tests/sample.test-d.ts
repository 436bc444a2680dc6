import { expectAssignable, expectError, expectType } from "tsd";
import { findPet, type Pet } from "./generated/sample/types.js";

expectType<Promise<Pet | undefined>>(findPet(1));
expectType<"available" | "sold">(({} as Pet).status);
expectAssignable<Pet>({ id: 1, status: "sold" });

expectError(findPet("1"));
// exactOptionalPropertyTypes: an optional property does not accept `undefined`.
expectError<Pet>({ id: 1, name: undefined, status: "sold" });
