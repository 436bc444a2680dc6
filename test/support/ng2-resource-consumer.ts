/**
 * Code an Angular user writes against the generated petstore ng2 client's resource methods: a component whose
 * resources follow its signals (an input-like signal, a computed), one idle until a pet is chosen, the value and
 * Angular's own signals in computeds, the failure narrowed by `isApiError`, the options a resource takes, one
 * created outside an injection context with its injector; and what the types must reject (`@ts-expect-error`,
 * which fails the compile when the line compiles after all). `client` is the import specifier of the client.
 */
export function ng2ResourceConsumer(client: string): string {
  return `import { Component, computed, inject, Injector, signal } from '@angular/core';
import { HttpContext } from '@angular/common/http';
import { isApiError, PetClient, type ApiResource, type Pet, type PetStatus, type ShowPetByIdError } from '${client}';

@Component({ selector: 'pet-page', template: '{{ name() }}' })
export class PetPage {
  readonly #pets = inject(PetClient);
  readonly #injector = inject(Injector);
  readonly petId = signal<string | undefined>(undefined);
  readonly status = signal<PetStatus | undefined>(undefined);
  readonly limit = computed(() => (this.status() === undefined ? 100 : 10));

  // Idle, nothing sent, until a pet is chosen; sent again whenever petId changes.
  readonly pet: ApiResource<Pet, ShowPetByIdError> = this.#pets.showPetByIdResource(() => {
    const id = this.petId();
    return id === undefined ? undefined : [id];
  });
  readonly pets = this.#pets.listPetsResource(() => [this.limit(), this.status()]);
  readonly everyPet = this.#pets.listPetsResource();

  readonly name = computed(() => (this.pet.hasValue() ? this.pet.value().name : 'loading'));
  readonly born = computed((): Date | undefined => this.pet.value()?.birthDate);
  readonly count = computed((): number => this.pets.value()?.length ?? 0);
  readonly loading = computed((): boolean => this.pet.isLoading() || this.pets.status() === 'loading');
  readonly etag = computed((): string | null | undefined => this.pet.headers()?.get('ETag'));
  readonly missing = computed((): string | undefined => {
    const error = this.pet.error();
    return isApiError(error, this.#pets.showPetByIdResource) && error.status === 404 ? error.body.message : undefined;
  });

  /** Outside an injection context (an event handler): the injector goes with the options. */
  traced(id: string) {
    return this.#pets.showPetByIdResource(() => [id], {
      injector: this.#injector,
      headers: { 'X-Trace': '1' },
      context: new HttpContext(),
      withCredentials: true,
      timeout: 5000,
      baseUrl: 'https://mirror.example.com/v1',
    });
  }

  refresh(): void {
    this.pets.reload();
    this.pet.set(undefined);
  }
}

export function rejected(pets: PetClient) {
  // @ts-expect-error the arguments come as a function
  pets.showPetByIdResource(['1']);
  // @ts-expect-error petId is a string
  pets.showPetByIdResource(() => [1]);
  // @ts-expect-error petId is required
  pets.showPetByIdResource(() => []);
  // @ts-expect-error not a status of the description
  pets.listPetsResource(() => [10, 'lost']);
  // @ts-expect-error the URL is the operation's
  pets.showPetByIdResource(() => ['1'], { url: '/elsewhere' });
  // @ts-expect-error writes get no resource
  pets.createPetResource(() => [{ name: 'Rex' }]);
  const pet = pets.showPetByIdResource(() => ['1']);
  // @ts-expect-error the value is undefined until it loads
  const loaded: Pet = pet.value();
  return loaded;
}
`;
}
