/**
 * The types a TanStack layer declares beside the core's interfaces, alike but for its library's names: a query
 * hook's arguments as the framework passes reactive values (`ReactiveArguments`), and what a factory returns:
 * the library builder's options with the key tagged with the data (`TaggedQueryOptions`,
 * `TaggedInfiniteQueryOptions`: React's and Angular's), or plain options where the library has no builder
 * that tags the key (`KeyedQueryOptions`, `KeyedInfiniteQueryOptions`).
 */

import { typeAliasDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { intersectionType, literalType, propertySignature, typeReference } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import {
  indexedAccessType,
  keyofType,
  mappedType,
  typeLiteral,
  typeParameter,
} from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { anyKeyType } from "../../emit/hooks/hook-declarations.js";
import { pagePositionType, pageType } from "../../emit/hooks/page-helpers.js";
import type { tanstackDeclaredNames } from "./declared-names.js";
import { infiniteKeyType } from "./infinite.js";

/** `<Data, Failure, TData, Key extends readonly unknown[]>`: the type parameters of every factory result. */
function factoryResultParameters(selected: string): ts.TypeParameterDeclaration[] {
  return [
    typeParameter("Data"),
    typeParameter("Failure"),
    typeParameter(selected),
    typeParameter("Key", anyKeyType()),
  ];
}

/**
 * `export type <name><Args extends readonly unknown[]> = { [Index in keyof Args]: <reactive(Args[Index])> }`:
 * each argument as the framework's hooks take it (Vue's `MaybeRefOrGetter<T>`, Solid's `T | Accessor<T>`, ...).
 */
export function reactiveArgumentsDeclaration(
  name: string,
  reactive: (argument: () => ts.TypeNode) => ts.TypeNode,
  description: string,
): ts.Statement {
  const args = typeReference("Args");
  return withJsDoc(
    typeAliasDeclaration(
      name,
      mappedType(
        "Index",
        keyofType(args),
        reactive(() => indexedAccessType(args, typeReference("Index"))),
      ),
      [typeParameter("Args", anyKeyType())],
    ),
    { description },
  );
}

/** The names a `KeyedQueryOptions` or `KeyedInfiniteQueryOptions` declaration reads. */
interface KeyedOptionsNames {
  readonly declared: { readonly [Key in keyof typeof tanstackDeclaredNames]: string } & {
    readonly keyedQueryOptions: string;
    readonly keyedInfiniteQueryOptions: string;
  };
  /** The library's `QueryFunction` type. */
  readonly queryFunction: string;
  /** The library's `GetNextPageParamFunction` type. */
  readonly getNextPageParamFunction: string;
}

/**
 * How a layer reworks the hook's own options in what a factory returns: `ownOptions` where the library's hook
 * needs it (Solid's leaves `initialData` out), `selected` how they name `TData`.
 */
interface OwnOptionsAdaptation {
  readonly ownOptions?: (options: ts.TypeNode) => ts.TypeNode;
  readonly selected?: () => ts.TypeNode;
}

/** `NonNullable<<optionsInterface><Data, Key, Failure, TData>['query']>`, as the layer adapts it. */
function ownOptionsType(
  optionsInterface: string,
  names: KeyedOptionsNames,
  adapt: OwnOptionsAdaptation,
): ts.TypeNode {
  const queryMember = typeReference("NonNullable", [
    indexedAccessType(
      typeReference(optionsInterface, [
        typeReference("Data"),
        typeReference("Key"),
        typeReference("Failure"),
        adapt.selected?.() ?? typeReference(names.declared.selected),
      ]),
      literalType("query"),
    ),
  ]);
  return adapt.ownOptions?.(queryMember) ?? queryMember;
}

/** `<name><Data, Failure, TData, Key extends readonly unknown[]> = <own options> & { <members> }` */
function keyedOptionsAlias(
  name: string,
  names: KeyedOptionsNames,
  ownOptions: ts.TypeNode,
  members: readonly ts.TypeElement[],
  description: string,
): ts.Statement {
  return withJsDoc(
    typeAliasDeclaration(
      name,
      intersectionType([ownOptions, typeLiteral([...members])]),
      factoryResultParameters(names.declared.selected),
    ),
    { description },
  );
}

/**
 * `export type KeyedQueryOptions<Data, Failure, TData, Key> = NonNullable<QueryHookOptions<Data, Key, Failure,
 * TData>['query']> & { queryKey: Key; queryFn: QueryFunction<Data, Key> }`: what a factory returns where the
 * library's `queryOptions` does not tag the key with the data.
 */
export function keyedQueryOptionsDeclaration(
  names: KeyedOptionsNames,
  description: string,
  adapt: OwnOptionsAdaptation = {},
): ts.Statement {
  const key = typeReference("Key");
  return keyedOptionsAlias(
    names.declared.keyedQueryOptions,
    names,
    ownOptionsType(names.declared.queryOptions, names, adapt),
    [
      propertySignature("queryKey", key),
      propertySignature("queryFn", referencedType(names.queryFunction, [typeReference("Data"), key])),
    ],
    description,
  );
}

/**
 * `KeyedInfiniteQueryOptions<Data, Failure, TData, Key>`: what an infinite factory returns, the options with
 * the key, the page function and where the pages start (see `KeyedQueryOptions`).
 */
export function keyedInfiniteQueryOptionsDeclaration(
  names: KeyedOptionsNames,
  ctx: HookEmitContext,
  description: string,
  adapt: OwnOptionsAdaptation = {},
): ts.Statement {
  const page = pageType(ctx, typeReference("Data"));
  return keyedOptionsAlias(
    names.declared.keyedInfiniteQueryOptions,
    names,
    ownOptionsType(names.declared.infiniteQueryOptions, names, adapt),
    [
      propertySignature("queryKey", infiniteKeyType()),
      propertySignature(
        "queryFn",
        referencedType(names.queryFunction, [page, infiniteKeyType(), pagePositionType()]),
      ),
      propertySignature("initialPageParam", pagePositionType()),
      propertySignature(
        "getNextPageParam",
        referencedType(names.getNextPageParamFunction, [pagePositionType(), page]),
      ),
    ],
    description,
  );
}

/** The names a `TaggedQueryOptions` or `TaggedInfiniteQueryOptions` declaration reads. */
interface TaggedOptionsNames {
  readonly declared: { readonly [Key in keyof typeof tanstackDeclaredNames]: string } & {
    readonly taggedQueryOptions: string;
    readonly taggedInfiniteQueryOptions: string;
  };
  /** The library's `UnusedSkipTokenOptions`, `UnusedSkipTokenInfiniteOptions`, `DataTag` and `InfiniteData`. */
  readonly unusedSkipTokenOptions: string;
  readonly unusedSkipTokenInfiniteOptions: string;
  readonly dataTag: string;
  readonly infiniteData: string;
}

/**
 * `export type TaggedQueryOptions<Data, Failure, TData, Key> = UnusedSkipTokenOptions<Data, Failure, TData,
 * Key> & { queryKey: DataTag<Key, Data, Failure> }`: what the library's `queryOptions` returns for options with
 * a key and a function (the overload whose function is no `skipToken`), the key tagged with the data.
 */
export function taggedQueryOptionsDeclaration(names: TaggedOptionsNames, description: string): ts.Statement {
  const [data, failure, key] = [typeReference("Data"), typeReference("Failure"), typeReference("Key")];
  return withJsDoc(
    typeAliasDeclaration(
      names.declared.taggedQueryOptions,
      intersectionType([
        referencedType(names.unusedSkipTokenOptions, [
          data,
          failure,
          typeReference(names.declared.selected),
          key,
        ]),
        typeLiteral([propertySignature("queryKey", referencedType(names.dataTag, [key, data, failure]))]),
      ]),
      factoryResultParameters(names.declared.selected),
    ),
    { description },
  );
}

/**
 * `TaggedInfiniteQueryOptions<Data, Failure, TData, Key>`: what `infiniteQueryOptions` returns for options with
 * a function, the key tagged with the pages (as `TaggedQueryOptions` for a query).
 */
export function taggedInfiniteQueryOptionsDeclaration(
  names: TaggedOptionsNames,
  ctx: HookEmitContext,
  description: string,
): ts.Statement {
  const page = () => pageType(ctx, typeReference("Data"));
  const failure = typeReference("Failure");
  const pages = referencedType(names.infiniteData, [page()]);
  return withJsDoc(
    typeAliasDeclaration(
      names.declared.taggedInfiniteQueryOptions,
      intersectionType([
        referencedType(names.unusedSkipTokenInfiniteOptions, [
          page(),
          failure,
          typeReference(names.declared.selected),
          infiniteKeyType(),
          pagePositionType(),
        ]),
        typeLiteral([
          propertySignature("queryKey", referencedType(names.dataTag, [infiniteKeyType(), pages, failure])),
        ]),
      ]),
      factoryResultParameters(names.declared.selected),
    ),
    { description },
  );
}
