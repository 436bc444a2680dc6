/**
 * Code a Vue user writes against the generated petstore vue-query hooks (responseShape body, so the data is
 * the body on every client): refs and getters as a hook's arguments, `select` that changes the data type,
 * an `enabled` computed, the options factories with `useQuery`, `useQueries` and the query client, a mutation that
 * invalidates the group's queries, and what the types must reject (`@ts-expect-error`, which fails the compile
 * when the line compiles after all). `vueQuery` is the import specifier of `@tanstack/vue-query`.
 */
export function vueQueryConsumer(
  hooks: string,
  types: string,
  typedFailures: boolean,
  vueQuery = "@tanstack/vue-query",
): string {
  const failureType = typedFailures ? "ShowPetByIdError | NoResponseError" : "Error";
  const failureImports = typedFailures
    ? "NoResponseError, Pet, PetStatus, ShowPetByIdError"
    : "Pet, PetStatus";
  return `import { type QueryClient, useQueries, useQuery, useQueryClient } from '${vueQuery}';
import { computed, ref } from 'vue';
import { pet, type ShowPetByIdData, showPetByIdQueryOptions, useCreatePet, useListPets, useShowPetById } from '${hooks}';
import type { ${failureImports} } from '${types}';

/** A route's prefetch: the factory takes values; the cache is read with the data's named type. */
export async function prefetch(queryClient: QueryClient, petId: string): Promise<Pet> {
  const loaded: Pet = await queryClient.fetchQuery(pet.queryOptions.showPetById(petId));
  const cached = queryClient.getQueryData<ShowPetByIdData>(showPetByIdQueryOptions(petId).queryKey);
  return cached ?? loaded;
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

  // select changes the data type; enabled may be a computed.
  const count = useListPets(limit, undefined, {
    query: { select: (all) => all.length, enabled: computed(() => limit.value > 0) },
  });
  const total: number | undefined = count.data.value;
  const plain: Pet[] | undefined = pet.queries.useListPets().data.value;
  const overFactory = useQuery(pet.queryOptions.listPets(limit.value));
  const listed: Pet[] | undefined = overFactory.data.value;
  const both = useQueries({ queries: [pet.queryOptions.showPetById(props.petId), pet.queryOptions.listPets(10)] });
  const first: Pet | undefined = both.value[0].data;
  // @ts-expect-error a selected number is not a Pet[]
  const wrong: Pet[] | undefined = useListPets(limit, undefined, { query: { select: (all) => all.length } }).data.value;
  // @ts-expect-error a ref of another type than the argument's
  useShowPetById(ref(1));
  // @ts-expect-error a getter of another type than the argument's
  useListPets(() => 'ten');
  // @ts-expect-error the key and the function are the hook's
  useListPets(limit, undefined, { query: { queryKey: ['pet'] } });
  // @ts-expect-error a factory takes values, not refs: its key is what the cache holds
  pet.queryOptions.listPets(limit);

  const queryClient = useQueryClient();
  const create = useCreatePet({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: pet.queryKeys.all() }) },
  });
  create.mutate({ body: { name: 'Rex' } });
  // @ts-expect-error the variables are the operation's arguments
  create.mutate({ body: { tag: 'no name' } });
  const created: Pet | undefined = create.data.value;
  const key: readonly unknown[] = pet.mutationOptions.deletePet().mutationKey;
  return [pets, shown, failure, total, plain, listed, first, wrong, created, key] as const;
}
`;
}
