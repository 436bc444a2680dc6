/**
 * Code a Svelte user writes against the generated petstore svelte-query-5 hooks (responseShape body, so the data
 * is the body on every client), as in a `.ts` module beside the components (where `$store` is `get(store)`):
 * stores (`writable`, `derived`, a prop's store) as a hook's arguments, `select` that changes the data type, the
 * options factories with `createQuery` over a `derived` store of them, `createQueries` and the query client, a
 * mutation that invalidates the group's queries, a 404 narrowed by its status, and what the types must reject
 * (`@ts-expect-error`, which fails the compile when the line compiles after all). `svelteQuery` is the import
 * specifier of `@tanstack/svelte-query` 5.
 */
export function svelteQuery5Consumer(
  hooks: string,
  types: string,
  typedFailures: boolean,
  svelteQuery: string,
): string {
  const failureType = typedFailures ? "ShowPetByIdError | NoResponseError" : "Error";
  const failureImports = typedFailures
    ? "NoResponseError, Pet, PetStatus, ShowPetByIdError"
    : "Pet, PetStatus";
  const narrowed = typedFailures
    ? `
  // A failure narrows by its status.
  const error = get(one).error;
  if (error !== null && 'status' in error && error.status === 404) {
    const missing: 404 = error.status;
    void missing;
  }`
    : "";
  return `import { type QueryClient, createQueries, createQuery, useQueryClient } from '${svelteQuery}';
import { type Readable, derived, get, writable } from 'svelte/store';
import { pet, type ShowPetByIdData, showPetByIdQueryOptions, useCreatePet, useListPets, useShowPetById } from '${hooks}';
import type { ${failureImports} } from '${types}';

/** A route's load: the factory takes values; the cache is read with the data's named type. */
export async function load(queryClient: QueryClient, petId: string): Promise<Pet> {
  const loaded: Pet = await queryClient.fetchQuery(pet.queryOptions.showPetById(petId));
  const cached = queryClient.getQueryData<ShowPetByIdData>(showPetByIdQueryOptions(petId).queryKey);
  return cached ?? loaded;
}

/** A component's script: stores as arguments, so the queries follow them; \`$list\` is \`get(list)\` here. */
export function petPage(petId: Readable<string>) {
  const limit = writable(10);
  const status = writable<PetStatus | undefined>(undefined);
  const list = useListPets(limit, status);
  const pets: Pet[] | undefined = get(list).data;
  const one = useShowPetById(petId);
  const shown: Pet | undefined = get(one).data;
  const failure: ${failureType} | null = get(one).error;${narrowed}
  const byValue = useShowPetById('1');

  // A derived store is a store; select changes the data type; enabled is svelte-query's own.
  const doubled = derived(limit, ($limit) => $limit * 2);
  const count = useListPets(doubled, undefined, {
    query: { select: (all) => all.length, enabled: get(limit) > 0 },
  });
  const total: number | undefined = get(count).data;
  const plain: Pet[] | undefined = get(pet.queries.useListPets()).data;
  const overFactory = createQuery(derived(limit, ($limit) => pet.queryOptions.listPets($limit)));
  const listed: Pet[] | undefined = get(overFactory).data;
  const both = createQueries({
    queries: [pet.queryOptions.showPetById('1'), pet.queryOptions.listPets(10)],
  });
  const first: Pet | undefined = get(both)[0].data;
  // @ts-expect-error a selected number is not a Pet[]
  const wrong: Pet[] | undefined = get(useListPets(10, undefined, { query: { select: (all) => all.length } })).data;
  // @ts-expect-error a value of another type than the argument's
  useShowPetById(1);
  // @ts-expect-error a store of another type than the argument's
  useListPets(writable('ten'));
  // @ts-expect-error a getter is svelte-query 6's idiom, not a store
  useListPets(() => 10);
  // @ts-expect-error the key and the function are the hook's
  useListPets(10, undefined, { query: { queryKey: ['pet'] } });
  // @ts-expect-error a factory takes values, not stores: its key is what the cache holds
  pet.queryOptions.listPets(limit);
  // @ts-expect-error the result is a store: its data is read through it
  void list.data;

  const queryClient = useQueryClient();
  const create = useCreatePet({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: pet.queryKeys.listPets() }) },
  });
  get(create).mutate({ body: { name: 'Rex' } });
  // @ts-expect-error the variables are the operation's arguments
  get(create).mutate({ body: { tag: 'no name' } });
  const created: Pet | undefined = get(create).data;
  const key: readonly unknown[] = pet.mutationOptions.deletePet().mutationKey;
  limit.set(20);
  status.set('sold' as PetStatus);
  return [pets, shown, failure, get(byValue).data, total, plain, listed, first, wrong, created, key] as const;
}
`;
}

/** A Svelte user's code over the paging fixture's infinite queries: stores as arguments, the pages, `select`, a prefetch. */
export function svelteQuery5InfiniteConsumer(hooks: string, svelteQuery: string): string {
  return `import { type QueryClient, createInfiniteQuery } from '${svelteQuery}';
import { derived, get, writable } from 'svelte/store';
import { listCursorThingsInfiniteQueryOptions, useListCursorThingsInfinite, useListLinkThingsInfinite } from '${hooks}';
import type { PageOf, Thing } from '../api/client.js';

export async function prefetch(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery(listCursorThingsInfiniteQueryOptions(3));
}

export function feed() {
  const size = writable(3);
  const feed = useListCursorThingsInfinite(size, undefined, { query: { maxPages: 10 } });
  const things: Thing[] = get(feed).data?.pages.flatMap((page) => page.body.data) ?? [];
  const next: string | number | null | undefined = get(feed).data?.pages.at(-1)?.next;
  const names = useListLinkThingsInfinite(30, undefined, {
    query: { select: (data) => data.pages.flatMap((page) => page.body.map((thing) => thing.name)) },
  });
  const over = createInfiniteQuery(derived(size, ($size) => listCursorThingsInfiniteQueryOptions($size)));
  const first: PageOf<unknown> | undefined = get(over).data?.pages[0];
  // @ts-expect-error a store of another type than the argument's
  useListCursorThingsInfinite(writable('three'));
  void get(feed).fetchNextPage();
  size.set(4);
  return [things, next, get(names).data satisfies string[] | undefined, get(feed).hasNextPage, first] as const;
}
`;
}
