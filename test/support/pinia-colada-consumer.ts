/**
 * Code a Vue user writes against the generated petstore Pinia Colada hooks (responseShape body, so the data is
 * the body on every client): refs and getters as a hook's arguments, options as a getter (a reactive
 * `enabled`), the options factories with `useQuery` and the query cache (its data typed by the factory's
 * tagged key), a mutation that invalidates the group's queries by their prefix, a failure narrowed by status,
 * and what the types must reject (`@ts-expect-error`, which fails the compile when the line compiles after all).
 */
export function piniaColadaConsumer(hooks: string, types: string, typedFailures: boolean): string {
  const failureType = typedFailures ? "ShowPetByIdError | NoResponseError" : "Error";
  const failureImports = typedFailures
    ? "NoResponseError, Pet, PetStatus, ShowPetByIdError"
    : "Pet, PetStatus";
  const narrowed = typedFailures
    ? `  const error = one.error.value;
  // A documented failure narrows by status to its body's type.
  const notFound = error !== null && 'status' in error && error.status === 404 ? error.body : undefined;`
    : "  const notFound = one.error.value?.message;";
  return `import { type QueryCache, useQuery, useQueryCache } from '@pinia/colada';
import { computed, ref } from 'vue';
import { type ListPetsQueryKey, pet, type ShowPetByIdData, showPetByIdQueryOptions, useCreatePet, useDeletePet, useListPets, useShowPetById } from '${hooks}';
import type { ${failureImports} } from '${types}';

/** A route's prefetch: the factory takes values; the cache is read by the factory's key, typed by it. */
export async function prefetch(queryCache: QueryCache, petId: string): Promise<Pet | undefined> {
  const entry = await queryCache.refresh(queryCache.ensure(pet.queryOptions.showPetById(petId)));
  const cached: ShowPetByIdData | undefined = queryCache.getQueryData(showPetByIdQueryOptions(petId).key);
  return cached ?? entry.data;
}

/** A component's setup: the props are reactive, so a getter of one follows it. */
export function usePetPage(props: { readonly petId: string }) {
  const limit = ref(10);
  const status = ref<PetStatus | undefined>(undefined);
  const list = useListPets(limit, () => status.value);
  const pets: Pet[] | undefined = list.data.value;
  const one = useShowPetById(() => props.petId);
  const shown: Pet | undefined = one.data.value;
  const failure: ${failureType} | null = one.error.value;
${narrowed}

  // The options may be a getter too, read again when what it reads changes.
  const enabled = computed(() => limit.value > 0);
  const gated = useListPets(limit, undefined, () => ({ query: { enabled: enabled.value, staleTime: 1000 } }));
  const plain: Pet[] | undefined = pet.queries.useListPets().data.value;
  const overFactory = useQuery(() => pet.queryOptions.listPets(limit.value));
  const listed: Pet[] | undefined = overFactory.data.value;
  // @ts-expect-error a ref of another type than the argument's
  useShowPetById(ref(1));
  // @ts-expect-error a getter of another type than the argument's
  useListPets(() => 'ten');
  // @ts-expect-error the key and the function are the factory's
  useListPets(limit, undefined, { query: { key: ['pet'] } });
  // @ts-expect-error a factory takes values, not refs: its key is what the cache holds
  pet.queryOptions.listPets(limit);

  const queryCache = useQueryCache();
  const create = useCreatePet({
    mutation: { onSettled: () => queryCache.invalidateQueries({ key: pet.queryKeys.all() }) },
  });
  create.mutate({ body: { name: 'Rex' } });
  // @ts-expect-error the variables are the operation's arguments
  create.mutate({ body: { tag: 'no name' } });
  const created: Pet | undefined = create.data.value;
  const remove = useDeletePet();
  void remove.mutateAsync({ petId: '1' });
  // One query's key, an optional argument left out, matches as Colada's key.
  void queryCache.invalidateQueries({ key: pet.queryKeys.listPets(10), exact: true });
  const key: ListPetsQueryKey = pet.queryKeys.listPets();
  return [pets, shown, failure, notFound, gated, plain, listed, created, key] as const;
}
`;
}
