/**
 * Code a Solid user writes against the generated petstore solid-query hooks (responseShape body, so the data
 * is the body on every client): signals, memos and props getters as a hook's arguments, `select` that changes
 * the data type, the options factories with `createQuery`, `createQueries` and the query client, a failure
 * narrowed by its status, a mutation that invalidates the group's queries, and what the types must reject
 * (`@ts-expect-error`, which fails the compile when the line compiles after all). `solidQuery` is the import
 * specifier of `@tanstack/solid-query`. Written with the `create*` names, which every solid-query from 5.51
 * exports (5.51 has no `useQuery`).
 */
export function solidQueryConsumer(
  hooks: string,
  types: string,
  typedFailures: boolean,
  solidQuery = "@tanstack/solid-query",
): string {
  const failureType = typedFailures ? "ShowPetByIdError | NoResponseError" : "Error";
  const failureImports = typedFailures
    ? "NoResponseError, Pet, PetStatus, ShowPetByIdError"
    : "Pet, PetStatus";
  // A typed failure narrows by its status: a 404's body is the operation's declared error body.
  const narrowed = typedFailures
    ? `const missing: string | undefined = failure?.status === 404 ? failure.body.message : undefined;
  // @ts-expect-error the body is the declared error's only once the status says which
  const unnarrowed: string | undefined = failure?.body.message;`
    : "const missing: string | undefined = failure?.message;\n  const unnarrowed = undefined;";
  return `import { type QueryClient, createQueries, createQuery, useQueryClient } from '${solidQuery}';
import { createMemo, createSignal } from 'solid-js';
import { pet, type ShowPetByIdData, showPetByIdQueryOptions, useCreatePet, useListPets, useShowPetById } from '${hooks}';
import type { ${failureImports} } from '${types}';

/** A route's preload: the factory takes values; the cache is read with the data's named type. */
export async function preload(queryClient: QueryClient, petId: string): Promise<Pet> {
  const loaded: Pet = await queryClient.fetchQuery(pet.queryOptions.showPetById(petId));
  const cached = queryClient.getQueryData<ShowPetByIdData>(showPetByIdQueryOptions(petId).queryKey);
  return cached ?? loaded;
}

/** A component's body: the props are reactive, so a getter of one follows it, as a signal does. */
export function usePetPage(props: { readonly petId: string }) {
  const [limit, setLimit] = createSignal(10);
  const [status] = createSignal<PetStatus | undefined>(undefined);
  const list = useListPets(limit, status);
  const pets: Pet[] | undefined = list.data;
  const one = useShowPetById(() => props.petId);
  const shown: Pet | undefined = one.data;
  const failure: ${failureType} | null = one.error;
  ${narrowed}

  // select changes the data type; a memo is an accessor too.
  const doubled = createMemo(() => limit() * 2);
  const count = useListPets(doubled, undefined, {
    query: { select: (all) => all.length, get enabled() { return limit() > 0; } },
  });
  const total: number | undefined = count.data;
  const plain: Pet[] | undefined = pet.queries.useListPets().data;
  const overFactory = createQuery(() => pet.queryOptions.listPets(limit()));
  // Read through: a data type inferred as \`undefined\` would be assignable to the annotations above, not read.
  const listed: number | undefined = overFactory.data?.length;
  const both = createQueries(() => ({
    queries: [pet.queryOptions.showPetById(props.petId), pet.queryOptions.listPets(10)],
  }));
  const first: string | undefined = both[0].data?.name;
  // @ts-expect-error a selected number is not a Pet[]
  const wrong: Pet[] | undefined = useListPets(limit, undefined, { query: { select: (all) => all.length } }).data;
  // @ts-expect-error an accessor of another type than the argument's
  useShowPetById(() => 1);
  // @ts-expect-error a signal of another type than the argument's
  useListPets(createSignal('ten')[0]);
  // @ts-expect-error the key and the function are the hook's
  useListPets(limit, undefined, { query: { queryKey: ['pet'] } });
  // @ts-expect-error a factory takes values, not accessors: its key is what the cache holds
  pet.queryOptions.listPets(limit);

  const queryClient = useQueryClient();
  const create = useCreatePet({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: pet.queryKeys.all() }) },
  });
  create.mutate({ body: { name: 'Rex' } });
  // @ts-expect-error the variables are the operation's arguments
  create.mutate({ body: { tag: 'no name' } });
  const created: Pet | undefined = create.data;
  const key: readonly unknown[] = pet.mutationOptions.deletePet().mutationKey;
  setLimit(20);
  return [pets, shown, failure, missing, unnarrowed, total, plain, listed, first, wrong, created, key] as const;
}
`;
}
