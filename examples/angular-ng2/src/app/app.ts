import { Component, inject, signal } from "@angular/core";
import { isApiError, type Pet, PetClient } from "./api/client";

/**
 * The pets of the store, one pet's details, a form that adds a pet and reloads the list, and the 404 the
 * description documents for a pet that does not exist, read by its status with its typed body.
 */
@Component({
  selector: "app-root",
  template: `
    <h1>Pets</h1>
    <ul id="pets">
      @for (pet of pets(); track pet.id) {
        <li><button type="button" (click)="show(pet.id)">{{ pet.name }}</button></li>
      }
    </ul>
    <p id="detail">{{ detail() }}</p>
    <form (submit)="add($event, name.value); name.value = ''">
      <input #name id="name" placeholder="Name" />
      <button id="add" type="submit">Add</button>
    </form>
    <button id="missing" type="button" (click)="show(999)">Show #999</button>
    <p id="failure">{{ failure() }}</p>
  `,
})
export class App {
  readonly #client = inject(PetClient);
  protected readonly pets = signal<Pet[]>([]);
  protected readonly detail = signal("");
  protected readonly failure = signal("");

  constructor() {
    this.load();
  }

  protected show(id: number): void {
    this.#client.showPetById(String(id)).subscribe({
      next: (pet) => {
        // `format: date` arrives as a Date.
        const born = pet.birthDate ? `, born ${pet.birthDate.toISOString().slice(0, 10)}` : "";
        this.detail.set(`#${pet.id} ${pet.name}${born}`);
        this.failure.set("");
      },
      error: (error: unknown) => {
        if (isApiError(error, this.#client.showPetById) && error.status === 404) {
          this.failure.set(`${error.status}: ${error.error.message}`); // the documented 404 body, typed
        } else {
          this.failure.set("the store did not answer");
        }
      },
    });
  }

  protected add(event: Event, name: string): void {
    event.preventDefault();
    this.#client.createPet({ name, status: "available" }).subscribe(() => this.load());
  }

  private load(): void {
    this.#client.listPets(20, "available").subscribe((pets) => this.pets.set(pets));
  }
}
