import { Component, computed, inject, input, signal } from "@angular/core";
import { QueryClient } from "@tanstack/angular-query-experimental";
import {
  injectCreatePet,
  injectListPetFeedInfinite,
  injectListPets,
  injectShowPetById,
  pet,
} from "./api/hooks";

/** One pet's details: its query follows the input signal it is given as a getter. */
@Component({
  selector: "pet-detail",
  template: `
    @if (failure(); as failure) {
      <p id="failure">{{ failure }}</p>
    } @else if (shown(); as shown) {
      <p id="detail">{{ shown }}</p>
    } @else if (detail.fetchStatus() === "fetching") {
      <p id="detail">loading #{{ petId() }}… <button id="cancel" type="button" (click)="cancel()">Cancel</button></p>
    } @else {
      <p id="detail">cancelled</p>
    }
  `,
})
export class PetDetail {
  readonly petId = input.required<string>();
  readonly #queryClient = inject(QueryClient);
  // A signal, not its value: when another pet is selected, the query follows it.
  protected readonly detail = injectShowPetById(this.petId);

  /** The failure is typed by status: the 404 the description documents carries an ErrorModel. */
  protected readonly failure = computed(() => {
    const failed = this.detail.error();
    if (failed === null) return undefined;
    return failed.status === 404 ? `404: ${failed.body.message}` : "the store did not answer";
  });

  protected readonly shown = computed(() => {
    const found = this.detail.data();
    if (found === undefined) return undefined;
    // `format: date` arrives as a Date.
    const born = found.birthDate ? `, born ${found.birthDate.toISOString().slice(0, 10)}` : "";
    return `#${found.id} ${found.name}${born}`;
  });

  protected cancel(): void {
    void this.#queryClient.cancelQueries({ queryKey: pet.queryKeys.showPetById(this.petId()) });
  }
}

/**
 * The pets, one pet's details, a form that adds a pet (and refreshes the list), a missing pet, a cancelled
 * query, and a feed read a page at a time.
 */
@Component({
  selector: "app-root",
  imports: [PetDetail],
  template: `
    <main>
      <h1>Pets</h1>
      <ul id="pets">
        @for (item of pets.data() ?? []; track item.id) {
          <li><button type="button" (click)="selected.set(String(item.id))">{{ item.name }}</button></li>
        }
      </ul>
      <button id="missing" type="button" (click)="selected.set('999')">Show #999</button>
      @if (selected(); as id) {
        <pet-detail [petId]="id" />
      }
      <form (submit)="add($event, name.value); name.value = ''">
        <input #name id="name" name="name" placeholder="Name" />
        <button id="add" type="submit">Add</button>
      </form>
      <section>
        <h2>Feed</h2>
        <ul id="feed">
          <!-- The mock's pages repeat its one pet: the position is the key (the list only grows at its end). -->
          @for (item of feedPets(); track $index) {
            <li>{{ item.name }}</li>
          }
        </ul>
        @if (feed.hasNextPage()) {
          <button id="more" type="button" [disabled]="feed.isFetchingNextPage()" (click)="feed.fetchNextPage()">
            More
          </button>
        }
      </section>
    </main>
  `,
})
export class App {
  protected readonly String = String;
  readonly #queryClient = inject(QueryClient);
  protected readonly selected = signal<string | undefined>(undefined);
  protected readonly pets = injectListPets(20, "available");
  protected readonly create = injectCreatePet({
    // Every query of the `pet` group, the list among them, is stale once a pet is added.
    mutation: { onSuccess: () => this.#queryClient.invalidateQueries({ queryKey: pet.queryKeys.all() }) },
  });
  /** The feed, one page a request: each page's `next` says where the next starts, and the last has none. */
  protected readonly feed = injectListPetFeedInfinite(undefined, 10);
  protected readonly feedPets = computed(
    () => this.feed.data()?.pages.flatMap((page) => page.body.pets) ?? [],
  );

  protected add(event: Event, name: string): void {
    event.preventDefault();
    if (name !== "") this.create.mutate({ body: { name, status: "available" } });
  }
}
