/**
 * What svelte-query 5's hooks and factories take of Svelte's TanStack: svelte-query 6's types (`svelte-query/`),
 * which 5 names alike (query-core's options, `CreateQueryResult`, `CreateMutationResult`; 5's are stores of
 * what 6's are), with a query hook's arguments as values or stores (`ReactiveArguments`), and `optionsStore`,
 * the helper that makes the store of options a query hook hands `createQuery`.
 */

import { optionalMemberAccess, typeOfIs } from "../../ast/expressions.js";
import { memberAccess } from "../../ast/keys.js";
import {
  arrayType,
  arrow,
  call,
  conditional,
  functionDeclaration,
  id,
  keywordType,
  parameter,
  returnStatement,
  spreadElement,
  unionType,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { libraryValue } from "../../emit/hooks/hook-declarations.js";
import { KEYED_OPTIONS_NAMES, svelteQueryQuery } from "../svelte-query/hook-interfaces.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { keyedQueryOptionsDeclaration, reactiveArgumentsDeclaration } from "../tanstack/framework-types.js";
import { svelteQuery5Declaration } from "./declaration.js";

const { imports, declared } = svelteQuery5Declaration.names;

export const svelteQuery5Query: TanStackDialect["query"] = {
  ...svelteQueryQuery,
  declarations: () => [reactiveArguments(), keyedOptions()],
  descriptions: {
    optionsFactory: "A query's options factory: its arguments' values, then the options.",
    hook: "A query hook: its arguments, each a value or a store, then the options; a store of the query's\nresult (`$query.data`). With `select`, `data` is what it makes (`TData`).",
  },
};

/** `ReactiveArguments<Args>`: each argument a value or a Svelte store of it. */
function reactiveArguments(): ts.Statement {
  return reactiveArgumentsDeclaration(
    declared.reactiveArguments,
    (argument) => unionType([argument(), referencedType(imports.readableType.name, [argument()])]),
    "A query hook's arguments: each a value or a Svelte store of it (`writable`, `derived`, a page store).\n" +
      "The hook derives its options from the stores, so a store's new value makes a new key and a new request.",
  );
}

/** `KeyedQueryOptions<Data, Failure, TData, Key>`: plain options, which `createQuery` takes, or a store of them. */
function keyedOptions(): ts.Statement {
  return keyedQueryOptionsDeclaration(
    KEYED_OPTIONS_NAMES,
    "What a query options factory returns, what `createQuery` takes (or a store of it, `derived`), and\n" +
      "`createQueries` and `queryClient.fetchQuery` take: the options, the key and the function. The key is not\n" +
      "tagged with the data: name the data where the cache is read (`queryClient.getQueryData<ListPetsData>(key)`).",
  );
}

/**
 * `function optionsStore(factory: any, args: any[]): any { return derived(args.map((argument) => typeof
 * argument?.subscribe === 'function' ? argument : readable(argument)), (values: any[]) => factory(...values)); }`:
 * the store of the options `factory` makes of the hook's arguments, each a store or a value (a store of it
 * that never changes). A Svelte store is what has a `subscribe` function, as svelte-query itself tells one.
 */
export function optionsStoreDeclaration(ctx: HookEmitContext): ts.Statement {
  const argument = id("argument");
  const ANY = () => keywordType("any");
  const stores = call(memberAccess(id("args"), "map"), [
    arrow(
      [parameter("argument")],
      conditional(
        typeOfIs(optionalMemberAccess(argument, "subscribe"), "function"),
        argument,
        call(libraryValue(ctx, imports.readable.name), [argument]),
      ),
    ),
  ]);
  const options = arrow(
    [parameter("values", { type: arrayType(ANY()) })],
    call(id("factory"), [spreadElement(id("values"))]),
  );
  return functionDeclaration(declared.optionsStore, {
    parameters: [parameter("factory", { type: ANY() }), parameter("args", { type: arrayType(ANY()) })],
    returnType: ANY(),
    body: [returnStatement(call(libraryValue(ctx, imports.derived.name), [stores, options]))],
  });
}
