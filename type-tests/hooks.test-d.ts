/**
 * Hooks of the reactive templates (swr, tsq): data and error types per HTTP client and responseShape, key
 * tuple types, hook arguments and options, and mutation variables; in one file and with hooksOut.
 */
import { QueryClient } from "@tanstack/react-query";
import type { AxiosResponse } from "axios";
import { expectAssignable, expectError, expectType } from "tsd";
import * as swrAxiosApi from "./generated/hooks-swr-axios-split/client.js";
import * as swrAxios from "./generated/hooks-swr-axios-split/hooks/use-api.js";
import * as swrFetch from "./generated/hooks-swr-fetch/client.js";
import type * as swrXiorApi from "./generated/hooks-swr-xior-full/client.js";
import * as swrXior from "./generated/hooks-swr-xior-full/react/hooks/api.js";
import type * as tsqAxiosApi from "./generated/hooks-tsq-axios-split/client.js";
import * as tsqAxios from "./generated/hooks-tsq-axios-split/hooks/use-api.js";
import * as tsqFetch from "./generated/hooks-tsq-fetch/client.js";
import type * as tsqKyApi from "./generated/hooks-tsq-ky-body/client.js";
import * as tsqKy from "./generated/hooks-tsq-ky-body/hooks.js";

// ── Query keys: readonly tuples of the group, the operation and every argument ─────────────────────────
expectType<readonly ["pet"]>(swrFetch.pet.queryKeys.all());
expectType<readonly ["pet", "listPets", number | undefined, swrFetch.PetStatus | undefined]>(
  swrFetch.pet.queryKeys.listPets(10, "sold"),
);
expectType<readonly ["pet", "showPetById", string]>(tsqFetch.pet.queryKeys.showPetById("1"));
expectError(swrFetch.pet.queryKeys.showPetById());
// Grouped query parameters are one element; mutations have no key functions.
expectType<
  readonly [
    "items",
    "listItems",
    string | undefined,
    { options?: string; http?: string; page?: number } | undefined,
  ]
>(tsqKy.items.queryKeys.listItems(undefined, { page: 2 }));
expectError(tsqFetch.pet.queryKeys.createPet);
// A prefix filter for swr's mutate.
expectType<(key: unknown) => boolean>(swrFetch.keyStartsWith(swrFetch.pet.queryKeys.all()));

// ── swr query hooks: data is what the client method resolves to, errors are Error ──────────────────────
const swrList = swrFetch.pet.queries.useListPets(10, "sold", {
  enabled: false,
  swr: { refreshInterval: 1000, fallbackData: [] },
  request: { headers: { "X-Extra": "1" } },
});
expectType<swrFetch.Pet[] | undefined>(swrList.data);
expectType<swrFetch.ListPetsError | swrFetch.NoResponseError | undefined>(swrList.error);
if (swrList.error?.status === 500) expectType<swrFetch.ErrorModel>(swrList.error.body);
expectType<boolean>(swrList.isLoading);
expectError(swrFetch.pet.queries.useShowPetById());
expectError(swrFetch.pet.queries.useShowPetById(1));
expectError(swrFetch.pet.queries.useListPets(undefined, undefined, { enabled: "no" }));
expectError(swrFetch.pet.queries.useListPets(undefined, undefined, { swr: { fallbackData: "x" } }));
// axios' own response with responseShape unset; axios' request config as the per-call options.
expectType<AxiosResponse<swrAxiosApi.Pet[]> | undefined>(swrAxios.pet.queries.useListPets().data);
swrAxios.pet.queries.useListPets(undefined, undefined, { request: { timeout: 5000 } });
expectError(swrAxios.pet.queries.useListPets(undefined, undefined, { request: { timeout: "5s" } }));
// responseShape full: APIResponse<T>, so a component reads data?.data.
const swrPart = swrXior.items.queries.useGetItemPart("i", 1, "q");
expectType<swrXiorApi.APIResponse<swrXiorApi.Part> | undefined>(swrPart.data);
expectType<swrXiorApi.Part | undefined>(swrPart.data?.data);
expectType<number | undefined>(swrPart.data?.status);

// ── swr mutation hooks: trigger takes the operation's arguments as one object ──────────────────────────
const swrCreate = swrFetch.pet.mutations.useCreatePet({
  swr: { onSuccess: (pet) => expectType<swrFetch.Pet>(pet) },
});
expectType<swrFetch.Pet | undefined>(swrCreate.data);
expectType<swrFetch.ApiFailure<swrFetch.ErrorStatus, unknown> | swrFetch.NoResponseError | undefined>(
  swrCreate.error,
);
expectType<Promise<swrFetch.Pet>>(swrCreate.trigger({ body: { name: "Rex" } }));
expectType<{ body: swrFetch.NewPet }>({} as Parameters<typeof swrCreate.trigger>[0]);
expectError(swrCreate.trigger({}));
expectError(swrCreate.trigger({ body: { tag: "no name" } }));
// Optional arguments are optional properties that also take undefined.
expectType<{ body?: swrFetch.Order | undefined }>(
  {} as Parameters<ReturnType<typeof swrFetch.store.mutations.usePlaceOrder>["trigger"]>[0],
);
expectType<{ petId: string }>(
  {} as Parameters<ReturnType<typeof swrAxios.pet.mutations.useDeletePet>["trigger"]>[0],
);
// An operation without arguments: trigger() takes none.
expectType<Promise<swrXiorApi.APIResponse<void>>>(swrXior.admin.mutations.useAdminReset().trigger());
// The hooks file has the hooks; the main file has only the client and types.
expectError(swrAxiosApi.pet);
expectAssignable<object>(swrAxiosApi.petClient);

// ── TanStack Query hooks ────────────────────────────────────────────────────────────────────────────────
const tsqList = tsqFetch.pet.queries.useListPets(undefined, "sold", {
  query: { enabled: false, staleTime: 1000 },
});
expectType<tsqFetch.Pet[] | undefined>(tsqList.data);
expectType<tsqFetch.ListPetsError | tsqFetch.NoResponseError | null>(tsqList.error);
// TanStack's own callbacks see the hook's key and data types.
tsqFetch.pet.queries.useShowPetById("1", {
  query: {
    enabled: (query) => {
      expectType<readonly ["pet", "showPetById", string]>(query.queryKey);
      return true;
    },
    select: (pet) => {
      expectType<tsqFetch.Pet>(pet);
      return pet;
    },
  },
});
// The key and the function are the hook's.
expectError(tsqFetch.pet.queries.useListPets(undefined, undefined, { query: { queryKey: ["pet"] } }));
expectError(tsqFetch.pet.queries.useListPets("10"));
expectType<AxiosResponse<tsqAxiosApi.Pet> | undefined>(tsqAxios.pet.queries.useShowPetById("1").data);
// responseShape body, on ky, with grouped query parameters.
const tsqItems = tsqKy.items.queries.useListItems("h", { page: 2 }, { request: { timeout: 1000 } });
expectType<tsqKyApi.Item[] | undefined>(tsqItems.data);
expectError(tsqKy.items.queries.useListItems(undefined, { page: "2" }));

const tsqCreate = tsqFetch.pet.mutations.useCreatePet({
  mutation: {
    onSuccess: (pet, variables) => {
      expectType<tsqFetch.Pet>(pet);
      expectType<{ body: tsqFetch.NewPet }>(variables);
    },
  },
});
expectType<tsqFetch.Pet | undefined>(tsqCreate.data);
expectType<tsqFetch.ApiFailure<tsqFetch.ErrorStatus, unknown> | tsqFetch.NoResponseError | null>(
  tsqCreate.error,
);
expectType<Promise<tsqFetch.Pet>>(tsqCreate.mutateAsync({ body: { name: "Rex" } }));
expectType<{ body: tsqFetch.NewPet }>({} as Parameters<typeof tsqCreate.mutate>[0]);
expectError(tsqCreate.mutate());
expectType<{ petId: string }>(
  {} as Parameters<ReturnType<typeof tsqAxios.pet.mutations.useDeletePet>["mutate"]>[0],
);
expectType<AxiosResponse<void> | undefined>(tsqAxios.pet.mutations.useDeletePet().data);
// Without arguments the variables are void: mutate() takes none.
expectType<Promise<void>>(tsqKy.admin.mutations.useAdminReset().mutateAsync());

// A query without a response body: TanStack rejects undefined data, so where the call resolves to the body
// the query resolves to null; a response object (APIResponse, axios' own) is data as it is.
expectType<null | undefined>(tsqKy.defaultHooks.queries.useHeadHealth().data);
expectType<Promise<null>>(new QueryClient().ensureQueryData(tsqKy.defaultHooks.queryOptions.headHealth()));
expectType<null | undefined>(
  new QueryClient().getQueryData(tsqKy.headHealthQueryOptions({ query: { staleTime: 1 } }).queryKey),
);
expectType<boolean | undefined>(
  tsqKy.useHeadHealth({ query: { select: (data) => expectType<null>(data) === null } }).data,
);
// A query that may answer without a body (200 with an item, or 204) resolves to null when it does.
expectType<tsqKyApi.Item | null | undefined>(tsqKy.items.queries.useGetDraft("i1").data);
expectType<Promise<tsqKyApi.Item | null>>(
  new QueryClient().ensureQueryData(tsqKy.getDraftQueryOptions("i1")),
);
expectType<swrXiorApi.APIResponse<swrXiorApi.Item | undefined> | undefined>(
  swrXior.items.queries.useGetDraft("i1").data,
);
// Mutations keep void; swr keeps what the call resolves to.
expectType<Promise<void>>(tsqKy.defaultHooks.mutations.useOptionsHealth().mutateAsync());
expectType<swrXiorApi.APIResponse<void> | undefined>(swrXior.defaultHooks.queries.useHeadHealth().data);

// ── Every hook is exported on its own too, with exactly the type of its namespace's member ─────────────
expectType<typeof swrFetch.pet.queries.useListPets>(swrFetch.useListPets);
expectType<typeof swrFetch.pet.mutations.useCreatePet>(swrFetch.useCreatePet);
expectType<typeof tsqFetch.pet.queries.useShowPetById>(tsqFetch.useShowPetById);
expectType<typeof tsqAxios.pet.mutations.useCreatePet>(tsqAxios.useCreatePet);
expectType<typeof swrAxios.pet.queries.useListPets>(swrAxios.useListPets);

// ── TanStack Query options factories: the key is tagged with the data type, select has its own type ──────
const queryClient = new QueryClient();
expectType<Promise<tsqFetch.Pet>>(queryClient.ensureQueryData(tsqFetch.pet.queryOptions.showPetById("1")));
expectType<Promise<AxiosResponse<tsqAxiosApi.Pet>>>(
  queryClient.ensureQueryData(tsqAxios.pet.queryOptions.showPetById("1")),
);
expectType<tsqFetch.Pet | undefined>(
  queryClient.getQueryData(tsqFetch.pet.queryOptions.showPetById("1").queryKey),
);
expectType<tsqFetch.ShowPetByIdError | tsqFetch.NoResponseError | null | undefined>(
  queryClient.getQueryState(tsqFetch.pet.queryOptions.showPetById("1").queryKey)?.error,
);
expectError(tsqFetch.pet.queryOptions.showPetById());
// select changes the hook's data type; without it the data is the response.
const tsqCount = tsqFetch.pet.queries.useListPets(undefined, undefined, {
  query: { select: (pets) => pets.length },
});
expectType<number | undefined>(tsqCount.data);
expectType<tsqKyApi.Item[] | undefined>(tsqKy.items.queries.useListItems().data);
expectType<readonly unknown[]>(tsqFetch.pet.mutationOptions.createPet().mutationKey);
// Without select the data is the response, also for a type taken from the hook.
expectType<tsqFetch.Pet[] | undefined>({} as ReturnType<typeof tsqFetch.useListPets>["data"]);
// Each factory is exported on its own too, with exactly the type of its namespace's member.
expectType<typeof tsqFetch.pet.queryOptions.listPets>(tsqFetch.listPetsQueryOptions);
expectType<typeof tsqAxios.pet.mutationOptions.createPet>(tsqAxios.createPetMutationOptions);

// ── Each hook's named types are exactly the types written out before, so the hooks' types are unchanged ──
expectType<readonly ["pet", "listPets", number | undefined, tsqFetch.PetStatus | undefined]>(
  {} as tsqFetch.ListPetsQueryKey,
);
expectType<tsqFetch.ListPetsQueryKey>(tsqFetch.pet.queryKeys.listPets(10, "sold"));
expectType<tsqFetch.Pet[]>({} as tsqFetch.ListPetsData);
expectType<tsqFetch.ListPetsError | tsqFetch.NoResponseError>({} as tsqFetch.ListPetsFailure);
expectType<tsqFetch.ApiFailure<tsqFetch.ErrorStatus, unknown> | tsqFetch.NoResponseError>(
  {} as tsqFetch.CreatePetFailure,
);
expectType<AxiosResponse<tsqAxiosApi.Pet>>({} as tsqAxios.ShowPetByIdData);
expectType<readonly ["pet", "showPetById", string]>({} as tsqAxios.ShowPetByIdQueryKey);
expectType<null>(null as tsqKy.HeadHealthData);
// The hooks' data and error, as a component reads them, are the types they were written out as.
expectType<tsqFetch.Pet[] | undefined>(tsqFetch.useListPets(10).data);
expectType<tsqFetch.ListPetsError | tsqFetch.NoResponseError | null>(tsqFetch.useListPets(10).error);
expectType<tsqFetch.Pet | undefined>(tsqFetch.useCreatePet().data);
expectType<swrFetch.Pet[] | undefined>(swrFetch.useListPets(10).data);
expectType<swrFetch.ListPetsError | swrFetch.NoResponseError | undefined>(swrFetch.useListPets(10).error);
