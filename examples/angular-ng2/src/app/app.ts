import { Component, computed, inject, signal } from "@angular/core";
import { isApiError, PetClient } from "./api/client";

/**
 * The pets of the store, one pet's details, a form that adds a pet and reloads the list, the 404 the
 * description documents for a pet that does not exist (read by its status with its typed body), and a detail
 * whose pending request is cancelled when another pet is picked. The reads are the client's resources
 * (`httpResource`), which follow the signals their arguments read; the form sends through the client's
 * Observable method.
 */
@Component({
  selector: "app-root",
  template: `
    <h1>Pets</h1>
    <ul id="pets">
      @for (pet of pets.value() ?? []; track pet.id) {
        <li><button type="button" (click)="selected.set(pet.id)">{{ pet.name }}</button></li>
      }
    </ul>
    <p id="detail">{{ detail() }}</p>
    <form (submit)="add($event, name.value); name.value = ''">
      <input #name id="name" placeholder="Name" />
      <button id="add" type="submit">Add</button>
    </form>
    <button id="missing" type="button" (click)="selected.set(999)">Show #999</button>
    <p id="failure">{{ failure() }}</p>
  `,
})
export class App {
  readonly #client = inject(PetClient);
  protected readonly selected = signal<number | undefined>(undefined);
  protected readonly pets = this.#client.listPetsResource(() => [20, "available"]);
  // No pet selected: no request (the resource is idle); another pet: the request follows the signal, and
  // Angular aborts the one still pending.
  protected readonly pet = this.#client.showPetByIdResource(() => {
    const id = this.selected();
    return id === undefined ? undefined : [String(id)];
  });

  protected readonly detail = computed(() => {
    if (this.pet.isLoading()) return `loading #${this.selected()}…`;
    // A resource in error has no value to read: its failure is shown below.
    if (!this.pet.hasValue()) return "";
    const pet = this.pet.value();
    // `format: date` arrives as a Date.
    const born = pet.birthDate ? `, born ${pet.birthDate.toISOString().slice(0, 10)}` : "";
    return `#${pet.id} ${pet.name}${born}`;
  });

  protected readonly failure = computed(() => {
    const error = this.pet.error();
    if (error === undefined) return "";
    // The documented 404 carries its typed body; anything else is another kind of error.
    return isApiError(error, this.#client.showPetByIdResource) && error.status === 404
      ? `${error.status}: ${error.body.message}`
      : "the store did not answer";
  });

  protected add(event: Event, name: string): void {
    event.preventDefault();
    this.#client.createPet({ name, status: "available" }).subscribe(() => this.pets.reload());
  }
}
