/**
 * Lists the pets of a Petstore server, shows the first, and adds one: every response is checked against the
 * description's schemas before the script sees it. The server is PETSTORE_URL, else the description's own.
 */
import {
  ApiError,
  clientDefaults,
  createPet,
  isApiError,
  listPets,
  ResponseValidationError,
  servers,
  showPetById,
} from "./api/client.js";

clientDefaults.baseUrl = process.env.PETSTORE_URL ?? servers[0].url;

try {
  const pets = await listPets(10, "available");
  console.log(`${pets.length} available: ${pets.map((pet) => pet.name).join(", ")}`);

  const [first] = pets;
  if (first !== undefined) {
    const pet = await showPetById(String(first.id));
    // `format: date` arrives as a Date, after the body matched its schema.
    console.log(`#${pet.id} ${pet.name}, born ${pet.birthDate?.toISOString().slice(0, 10) ?? "unknown"}`);
  }

  const added = await createPet({ name: "Rex", status: "pending" });
  console.log(`added #${added.id} ${added.name}`);

  await showPetById("999").catch((error: unknown) => {
    // The 404 this operation documents carries its typed body.
    if (isApiError(error, showPetById) && error.status === 404) console.log(`#999: ${error.body.message}`);
    else throw error;
  });
} catch (error) {
  if (error instanceof ResponseValidationError) {
    // The server answered, but not as the description says: nothing of the body reached the script.
    console.error(`the server broke its contract: ${error.message}`);
  } else if (error instanceof ApiError) {
    console.error(`the server refused: ${error.message}`);
  } else {
    console.error(`no answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
}
