/**
 * Code an Angular user writes against the generated petstore angular-query hooks (responseShape body, so the
 * data is the body on every client): a component-like class whose fields call the hooks in its injection
 * context, with signals and getters as a hook's arguments, `select` that changes the data type, the options
 * factories with `injectQuery` and the query client, a mutation that invalidates the group's queries, the
 * results read as signals, and what the types must reject (`@ts-expect-error`, which fails the compile when
 * the line compiles after all). `angularQuery` is the import specifier of the library.
 */
export function angularQueryConsumer(
  hooks: string,
  types: string,
  typedFailures: boolean,
  angularQuery = "@tanstack/angular-query-experimental",
): string {
  const failureType = typedFailures ? "ShowPetByIdError | NoResponseError" : "Error";
  const failureImports = typedFailures
    ? "NoResponseError, Pet, PetStatus, ShowPetByIdError"
    : "Pet, PetStatus";
  const narrowing = typedFailures
    ? `    // the failure narrowed by its status
    const failure = this.one.error();
    const missing: string | undefined = failure?.status === 404 ? failure.body.message : undefined;`
    : "    const missing = undefined;";
  return `import { computed, inject, signal } from '@angular/core';
import { injectQuery, QueryClient } from '${angularQuery}';
import { injectCreatePet, injectListPets, injectShowPetById, pet, type ShowPetByIdData, showPetByIdQueryOptions } from '${hooks}';
import type { ${failureImports} } from '${types}';

/** A route's prefetch: the factory takes values; the cache is read through the tagged key. */
export async function prefetch(queryClient: QueryClient, petId: string): Promise<Pet> {
  const loaded: Pet = await queryClient.fetchQuery(pet.queryOptions.showPetById(petId));
  const cached: ShowPetByIdData | undefined = queryClient.getQueryData(showPetByIdQueryOptions(petId).queryKey);
  return cached ?? loaded;
}

/** A component's fields, initialized in its injection context: signals and getters as the arguments. */
export class PetPage {
  readonly petId = signal('1');
  readonly limit = signal(10);
  readonly status = signal<PetStatus | undefined>(undefined);
  private readonly queryClient = inject(QueryClient);

  readonly list = injectListPets(this.limit, () => this.status());
  readonly one = injectShowPetById(() => this.petId());
  readonly fixed = injectShowPetById('3');
  // select changes the data type
  readonly count = injectListPets(this.limit, undefined, {
    query: { select: (all) => all.length, enabled: this.limit() > 0 },
  });
  readonly plain = pet.queries.injectListPets();
  readonly overFactory = injectQuery(() => pet.queryOptions.listPets(this.limit()));
  readonly create = injectCreatePet({
    mutation: { onSuccess: () => this.queryClient.invalidateQueries({ queryKey: pet.queryKeys.all() }) },
  });
  readonly names = computed(() => (this.list.data() ?? []).map((each) => each.name));

  view() {
    const pets: Pet[] | undefined = this.list.data();
    const shown: Pet | undefined = this.one.data();
    const error: ${failureType} | null = this.one.error();
${narrowing}
    const total: number | undefined = this.count.data();
    const listed: Pet[] | undefined = this.overFactory.data();
    const plain: Pet[] | undefined = this.plain.data();
    const loading: boolean = this.fixed.isPending();
    this.create.mutate({ body: { name: 'Rex' } });
    // @ts-expect-error the variables are the operation's arguments
    this.create.mutate({ body: { tag: 'no name' } });
    const created: Pet | undefined = this.create.data();
    const key: readonly unknown[] = pet.mutationOptions.deletePet().mutationKey;
    return [pets, shown, error, missing, total, listed, plain, loading, created, key, this.names()] as const;
  }

  rejected() {
    // @ts-expect-error a selected number is not a Pet[]
    const wrong: Pet[] | undefined = injectListPets(this.limit, undefined, { query: { select: (all) => all.length } }).data();
    // @ts-expect-error a signal of another type than the argument's
    injectShowPetById(signal(1));
    // @ts-expect-error a getter of another type than the argument's
    injectListPets(() => 'ten');
    // @ts-expect-error the key and the function are the hook's
    injectListPets(this.limit, undefined, { query: { queryKey: ['pet'] } });
    // @ts-expect-error a factory takes values, not signals: its key is what the cache holds
    pet.queryOptions.listPets(this.limit);
    return wrong;
  }
}
`;
}
