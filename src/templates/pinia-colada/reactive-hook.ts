/**
 * What every Pinia Colada hook and factory body shares: a query hook (a query's or an infinite query's) takes
 * the query's arguments, and its options, as refs, getters or values, and hands the library's hook a getter
 * of its factory's options over their current values; the query functions name their locals apart from the
 * names their calls read.
 */

import { arrow, call, id } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { libraryValue } from "../../emit/hooks/hook-declarations.js";
import type { QueryHookParts } from "../../emit/hooks/hook-parts.js";
import { type HookDefinition, optionsParameter, parameterDeclaration } from "../../emit/hooks/hook-syntax.js";
import { elementType } from "../../emit/hooks/named-hook-types.js";
import { valueInHooks } from "../../plan/query-layer/hook-body-names.js";
import { piniaColadaDeclaration } from "./declaration.js";

const { imports } = piniaColadaDeclaration.names;

/** A local name none of `taken` is: `base`, else `base2`, ... */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  let name = base;
  for (let index = 2; taken.has(name); index++) name = `${base}${index}`;
  return name;
}

/** The library's hook, the factory it is built on and the types a query hook is written with. */
export interface ReactiveHookParts {
  /** The library's hook (`useQuery`, `useInfiniteQuery`). */
  libraryHook: string;
  /** The factory's exported name, reached under its alias where an argument hides it. */
  factoryName: string;
  /** The options type, which the hook takes as a ref or a getter too. */
  options: ts.TypeNode;
  returnType: ts.TypeNode;
}

/**
 * `export function useListPets(limit?, status?, options?): UseQueryReturn<Data, Failure> { return useQuery(() =>
 * listPetsQueryOptions(toValue(limit), toValue(status), toValue(options))); }`: each argument, and the options,
 * a ref, a getter or a value; Colada reads the getter again when one changes.
 */
export function reactiveHook(
  query: QueryHookParts,
  parts: ReactiveHookParts,
  ctx: HookEmitContext,
): HookDefinition {
  const options = query.hook.planned.options.name;
  const reactive = (type: ts.TypeNode) => referencedType(imports.maybeRefOrGetter.name, [type]);
  const current = (name: string) => call(libraryValue(ctx, imports.toValue.name), [id(name)]);
  const factory = id(valueInHooks(ctx.hooks.bodyNames, parts.factoryName));
  const values = [...query.arguments.map((argument) => current(argument.name)), current(options)];
  return {
    parameters: [
      ...query.arguments.map((argument) =>
        parameterDeclaration({ ...argument, type: reactive(elementType(argument)) }),
      ),
      optionsParameter(options, reactive(parts.options)),
    ],
    returnType: parts.returnType,
    value: call(libraryValue(ctx, parts.libraryHook), [arrow([], call(factory, values))]),
  };
}
