/**
 * A TanStack Query layer, written once for every framework's adapter: every query has an options factory (the
 * operation's `queryKey`, a `queryFn` that hands TanStack's abort signal to the client, the error type), and
 * its hook is `useQuery` over it (conditional fetching is TanStack's own `enabled` option). Every mutation has
 * one too, and its hook is `useMutation` over it, whose `mutate` takes the operation's arguments as one
 * object. An error is the operation's failure union (`GetPetError`, see `isApiError`) or a `NoResponseError`
 * (network failure, abort), so `error?.status === 404` narrows; with a client that does not type failures,
 * TanStack's registrable `DefaultError`. Each hook and factory is a constant that a helper makes (see
 * `body-helpers.ts`). A layer folder (`tsq/`, `vue-query/`) hands `tanstackLayer` its dialect.
 */

import { pureCall } from "../../ast/expressions.js";
import { keywordType, restParameter, typeReference } from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { functionType } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext, ReactiveLayer } from "../../emit/client-template.js";
import {
  anyKeyType,
  layerImports,
  omit,
  optionsInterface,
  requestMember,
} from "../../emit/hooks/hook-declarations.js";
import { hookNamespace, type QueryKeyParts } from "../../emit/hooks/hook-namespace.js";
import {
  type MutationHookParts,
  namedArgumentsType,
  optionsFactoryName,
  type QueryHookParts,
} from "../../emit/hooks/hook-parts.js";
import type { HookConstant } from "../../emit/hooks/hook-syntax.js";
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import {
  bodyHelperDeclarations,
  mutationHookCall,
  mutationOptionsFactoryCall,
  queryHookCall,
  queryKeyFunctionCall,
  queryOptionsFactoryCall,
} from "./body-helpers.js";
import type { TanStackDialect } from "./dialect.js";
import { hookInterfaceDeclarations } from "./hook-interfaces.js";
import { infiniteDeclarations, infiniteFactory, infiniteHook } from "./infinite.js";

/** The layer a TanStack adapter is: the core's emitters over its dialect, with its own plan. */
export function tanstackLayer(dialect: TanStackDialect, planHooks: HookPlanner): ReactiveLayer {
  const writers = new TanStackWriters(dialect);
  return {
    declaration: dialect.declaration,
    planHooks,
    imports: (ctx) => layerImports(dialect.declaration.names.imports, ctx),
    prelude: (ctx) => [
      writers.queryOptionsType(ctx),
      writers.mutationOptionsType(ctx),
      ...hookInterfaceDeclarations(dialect),
      ...bodyHelperDeclarations(dialect, ctx),
      ...infiniteDeclarations(dialect, ctx, writers.error()),
    ],
    namespace: (group, client, ctx) =>
      hookNamespace(
        group,
        client,
        {
          query: (query) => writers.queryHook(query),
          mutation: (mutation) => writers.mutationHook(mutation),
          factories: {
            library: "TanStack Query",
            query: (query) => writers.queryFactory(query),
            mutation: (mutation) => writers.mutationFactory(mutation),
          },
          queryKey: (query) => writers.queryKeyMember(query),
          infinite: {
            hook: (query) => infiniteHook(dialect, query, writers.error()),
            optionsFactory: (query) => infiniteFactory(dialect, query, writers.error()),
          },
        },
        ctx,
      ),
  };
}

/** The writers of one dialect's hooks, factories and option types. */
class TanStackWriters {
  constructor(private readonly dialect: TanStackDialect) {}

  private get names() {
    return this.dialect.declaration.names;
  }

  /** TanStack's registrable `DefaultError`: the failure where the client types none. */
  error(): ts.TypeNode {
    return referencedType(this.names.imports.defaultError.name);
  }

  /** `Data, Failure, Key, Arguments`: what `QueryOptionsFactory` and `QueryHook` take. */
  private queryTypeArguments(query: QueryHookParts): ts.TypeNode[] {
    return [query.data, query.error ?? this.error(), query.keyType, namedArgumentsType(query)];
  }

  /** `Data, Failure, Variables`: TanStack's first three type parameters of a mutation. */
  private mutationTypeArguments(mutation: MutationHookParts): ts.TypeNode[] {
    return [mutation.data, mutation.error ?? this.error(), mutation.variables ?? keywordType("void")];
  }

  /**
   * `listPetsQueryOptions: QueryOptionsFactory<Data, Failure, Key, Arguments> = queryOptionsFactory(['pet',
   * 'listPets'], () => listPets, 2)`: the options over the key and a function that calls the operation.
   */
  queryFactory(query: QueryHookParts): HookConstant {
    const { declared } = this.names;
    return {
      kind: "constant",
      type: typeReference(declared.queryOptionsFactoryType, this.queryTypeArguments(query)),
      initializer: queryOptionsFactoryCall(declared, query.keyPrefix, query.callee, query.arguments.length),
    };
  }

  /** `useListPets: QueryHook<Data, Failure, Key, Arguments> = queryHook(listPetsQueryOptions)` (`useQuery`) */
  queryHook(query: QueryHookParts): HookConstant {
    const { declared } = this.names;
    return {
      kind: "constant",
      type: typeReference(declared.queryHookType, this.queryTypeArguments(query)),
      // By the factory's own name: a constant's initializer is at the top level, where no argument hides it.
      initializer: queryHookCall(declared, referenceTo(optionsFactoryName(query))),
    };
  }

  /** `listPets: queryKeyFunction(['pet', 'listPets'], 2)`, typed `(...args: ListPetsArguments) => ListPetsQueryKey`. */
  queryKeyMember(query: QueryKeyParts): { value: ts.Expression; type: ts.TypeNode } {
    return {
      value: pureCall(queryKeyFunctionCall(this.names.declared, query.keyPrefix, query.arguments.length)),
      type: functionType([restParameter("args", namedArgumentsType(query))], query.keyType),
    };
  }

  /** `useCreatePet: MutationHook<Data, Failure, Variables> = mutationHook(createPetMutationOptions)` (`useMutation`) */
  mutationHook(mutation: MutationHookParts): HookConstant {
    const { declared } = this.names;
    return {
      kind: "constant",
      type: typeReference(declared.mutationHookType, this.mutationTypeArguments(mutation)),
      initializer: mutationHookCall(declared, referenceTo(optionsFactoryName(mutation))),
    };
  }

  /**
   * `createPetMutationOptions: MutationOptionsFactory<Data, Failure, Variables> = mutationOptionsFactory(['pet',
   * 'createPet'], () => createPet, ['body'])`: the options over the key and a function that calls the operation
   * with the variables' members.
   */
  mutationFactory(mutation: MutationHookParts): HookConstant {
    const { declared } = this.names;
    return {
      kind: "constant",
      type: typeReference(declared.mutationOptionsFactoryType, this.mutationTypeArguments(mutation)),
      initializer: mutationOptionsFactoryCall(
        declared,
        mutation.keyPrefix,
        mutation.callee,
        mutation.argumentNames,
      ),
    };
  }

  /**
   * `export interface QueryHookOptions<Data, Key extends readonly unknown[], Failure, TData> { query?; request? }`:
   * `query` is the library's own options, as the dialect types them.
   */
  queryOptionsType(ctx: HookEmitContext): ts.Statement {
    const { declared } = this.names;
    const query = this.dialect.query.optionsMember();
    return optionsInterface(
      declared.queryOptions,
      [
        { name: "Data" },
        { name: "Key", constraint: anyKeyType() },
        { name: "Failure", default: this.error() },
        { name: declared.selected, default: typeReference("Data") },
      ],
      [{ name: "query", type: query.type, description: query.description }, requestMember(ctx)],
      "Options of every query hook and query options factory.",
    );
  }

  /** `export interface MutationHookOptions<Data, Variables, Failure> { mutation?; request? }` */
  mutationOptionsType(ctx: HookEmitContext): ts.Statement {
    return optionsInterface(
      this.names.declared.mutationOptions,
      [{ name: "Data" }, { name: "Variables" }, { name: "Failure", default: this.error() }],
      [
        {
          name: "mutation",
          type: omit(
            referencedType(this.dialect.mutation.optionsType, [
              typeReference("Data"),
              typeReference("Failure"),
              typeReference("Variables"),
            ]),
            ["mutationKey", "mutationFn"],
          ),
          description:
            "TanStack Query's own options (`onSuccess`, `retry`, ...); the key and the function are the hook's.",
        },
        requestMember(ctx),
      ],
      "Options of every mutation hook and mutation options factory.",
    );
  }
}
