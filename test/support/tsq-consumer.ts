/**
 * Code a TanStack Query user writes against the generated petstore hooks (responseShape body, so the data
 * is the body on every client): options factories in a loader, `useSuspenseQuery`, `useQueries`, `select`
 * that changes the data type, `mutationOptions` with `useMutation`, and what the types must reject
 * (`@ts-expect-error`, which fails the compile when the line compiles after all).
 */

/**
 * The consumer module; `hooks` and `types` are the import specifiers of the hooks and the schema types.
 * `typedFailures`: the client types failures (`ShowPetByIdError`); otherwise errors are TanStack's `Error`.
 */
export function tsqConsumer(hooks: string, types: string, typedFailures: boolean): string {
  const failureType = typedFailures ? "ShowPetByIdError | NoResponseError" : "Error";
  const failureImports = typedFailures ? "NoResponseError, Pet, ShowPetByIdError" : "Pet";
  return `import { QueryClient, useMutation, useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { pet, showPetByIdQueryOptions, useListPets } from '${hooks}';
import type { ${failureImports} } from '${types}';

const queryClient = new QueryClient();

/** A route loader: prefetches with the factory, and the cache knows the data type from the key. */
export async function loader(petId: string): Promise<Pet> {
  const loaded: Pet = await queryClient.ensureQueryData(pet.queryOptions.showPetById(petId));
  await queryClient.prefetchQuery(showPetByIdQueryOptions(petId));
  const cached: Pet | undefined = queryClient.getQueryData(pet.queryOptions.showPetById(petId).queryKey);
  // @ts-expect-error the key is tagged with Pet: other data does not go under it
  queryClient.setQueryData(pet.queryOptions.showPetById(petId).queryKey, { nickname: 1 });
  await queryClient.cancelQueries({ queryKey: pet.queryKeys.all() });
  return cached ?? loaded;
}

export function usePetPage(petId: string) {
  const suspense = useSuspenseQuery(pet.queryOptions.showPetById(petId));
  const always: Pet = suspense.data;
  const both = useQueries({ queries: [pet.queryOptions.showPetById(petId), pet.queryOptions.listPets(10)] });
  const one: Pet | undefined = both[0].data;
  const many: Pet[] | undefined = both[1].data;
  const failure: ${failureType} | null = both[0].error;

  // select changes the data type, in the hook's options and over a factory.
  const count = useListPets(undefined, undefined, { query: { select: (pets) => pets.length } });
  const total: number | undefined = count.data;
  const names = useQuery({ ...pet.queryOptions.listPets(), select: (pets) => pets.map((each) => each.name) });
  const listed: string[] | undefined = names.data;
  const plain: Pet[] | undefined = pet.queries.useListPets().data;
  // @ts-expect-error a selected number is not a Pet[]
  const wrong: Pet[] | undefined = useListPets(undefined, undefined, { query: { select: (pets) => pets.length } }).data;
  // @ts-expect-error the key and the function are the factory's
  pet.queryOptions.listPets(undefined, undefined, { query: { queryKey: ['pet'] } });
  // @ts-expect-error the factory takes the operation's arguments
  pet.queryOptions.showPetById(1);

  const create = useMutation(pet.mutationOptions.createPet({ mutation: { onSuccess: (created: Pet) => created } }));
  create.mutate({ body: { name: 'Rex' } });
  // @ts-expect-error the variables are the operation's arguments
  create.mutate({ body: { tag: 'no name' } });
  const key: readonly unknown[] = pet.mutationOptions.deletePet().mutationKey;
  return [always, one, many, failure, total, listed, plain, wrong, key] as const;
}
`;
}
