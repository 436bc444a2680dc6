/**
 * The mock API the app runs against: the handlers typewright generated from the description, started in MSW's
 * service worker. A few are given answers of their own (a store that remembers added pets, a slow pet, a 404);
 * every other operation answers with the data the generator made from the description.
 */
import { delay, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";
import type { ErrorModel, Pet } from "./api/client";
import { createPetHandler, handlers, listPetsHandler, showPetByIdHandler, type Wire } from "./api/handlers";

/** Pets as they travel on the wire: `birthDate` is text there, a `Date` once the client has read it. */
const pets: Wire<Pet>[] = [
  { id: 1, name: "Fido", status: "available", birthDate: "2020-05-17" },
  { id: 2, name: "Tom", status: "available" },
];

/** A documented failure of the operation: thrown from a resolver, MSW answers with it. */
function notFound(body: ErrorModel): never {
  throw HttpResponse.json(body, { status: 404 });
}

export const worker = setupWorker(
  listPetsHandler(() => pets),
  createPetHandler(({ body }) => {
    const pet = { ...body, id: pets.length + 1 };
    pets.push(pet);
    return pet;
  }),
  showPetByIdHandler(async ({ params }) => {
    // Tom takes his time, so that the page can show a query being cancelled.
    if (params.petId === "2") await delay(5_000);
    return (
      pets.find((pet) => String(pet.id) === params.petId) ??
      notFound({ code: 404, message: `no pet #${params.petId}` })
    );
  }),
  ...handlers,
);
