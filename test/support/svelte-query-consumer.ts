/**
 * Code a Svelte user writes against the generated petstore svelte-query hooks (responseShape body, so the data
 * is the body on every client), as in a `.svelte.ts` module or a component's script: `$state` read through
 * getters as a hook's arguments, `select` that changes the data type, the options factories with
 * `createQuery(() => ...)`, `createQueries` and the query client, a mutation that invalidates the group's
 * queries, and what the types must reject (`@ts-expect-error`, which fails the compile when the line compiles
 * after all). `svelteQuery` is the import specifier of `@tanstack/svelte-query`.
 */
export function svelteQueryConsumer(
  hooks: string,
  types: string,
  typedFailures: boolean,
  svelteQuery = "@tanstack/svelte-query",
): string {
  const failureType = typedFailures ? "ShowPetByIdError | NoResponseError" : "Error";
  const failureImports = typedFailures
    ? "NoResponseError, Pet, PetStatus, ShowPetByIdError"
    : "Pet, PetStatus";
  const narrowed = typedFailures
    ? `
  // A failure narrows by its status.
  if (one.error !== null && 'status' in one.error && one.error.status === 404) {
    const missing: 404 = one.error.status;
    void missing;
  }`
    : "";
  return `import { type QueryClient, createQueries, createQuery, useQueryClient } from '${svelteQuery}';
import { flushSync } from 'svelte';
import { pet, type ShowPetByIdData, showPetByIdQueryOptions, useCreatePet, useListPets, useShowPetById } from '${hooks}';
import type { ${failureImports} } from '${types}';

/** A route's load: the factory takes values; the cache is read with the data's named type. */
export async function load(queryClient: QueryClient, petId: string): Promise<Pet> {
  const loaded: Pet = await queryClient.fetchQuery(pet.queryOptions.showPetById(petId));
  const cached = queryClient.getQueryData<ShowPetByIdData>(showPetByIdQueryOptions(petId).queryKey);
  return cached ?? loaded;
}

/** A component's script: its props and \`$state\` are read through getters, so the queries follow them. */
export function petPage(props: { readonly petId: string }) {
  let limit = $state(10);
  let status = $state<PetStatus | undefined>(undefined);
  const list = useListPets(() => limit, () => status);
  const pets: Pet[] | undefined = list.data;
  const one = useShowPetById(() => props.petId);
  const shown: Pet | undefined = one.data;
  const failure: ${failureType} | null = one.error;${narrowed}
  const byValue = useShowPetById('1');

  // select changes the data type; enabled is svelte-query's own (a value or a function of the query).
  const count = useListPets(() => limit, undefined, {
    query: { select: (all) => all.length, enabled: limit > 0 },
  });
  const total: number | undefined = count.data;
  const plain: Pet[] | undefined = pet.queries.useListPets().data;
  const overFactory = createQuery(() => pet.queryOptions.listPets(limit));
  const listed: Pet[] | undefined = overFactory.data;
  const both = createQueries(() => ({
    queries: [pet.queryOptions.showPetById(props.petId), pet.queryOptions.listPets(10)],
  }));
  const first: Pet | undefined = both[0].data;
  // @ts-expect-error a selected number is not a Pet[]
  const wrong: Pet[] | undefined = useListPets(10, undefined, { query: { select: (all) => all.length } }).data;
  // @ts-expect-error a value of another type than the argument's
  useShowPetById(1);
  // @ts-expect-error a getter of another type than the argument's
  useListPets(() => 'ten');
  // @ts-expect-error the key and the function are the hook's
  useListPets(10, undefined, { query: { queryKey: ['pet'] } });
  // @ts-expect-error a factory takes values, not getters: its key is what the cache holds
  pet.queryOptions.listPets(() => limit);

  const queryClient = useQueryClient();
  const create = useCreatePet({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: pet.queryKeys.all() }) },
  });
  create.mutate({ body: { name: 'Rex' } });
  // @ts-expect-error the variables are the operation's arguments
  create.mutate({ body: { tag: 'no name' } });
  const created: Pet | undefined = create.data;
  const key: readonly unknown[] = pet.mutationOptions.deletePet().mutationKey;
  limit = 20;
  status = 'sold' as PetStatus;
  flushSync();
  return [pets, shown, failure, byValue.data, total, plain, listed, first, wrong, created, key] as const;
}
`;
}
