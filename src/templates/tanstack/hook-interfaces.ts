/**
 * What every hook and factory of a TanStack layer is typed by, written once: the dialect's declarations the
 * query's types need (React's `TaggedQueryOptions`; Vue's `ReactiveArguments` and `KeyedQueryOptions`), then
 * four generic interfaces. Each hook and factory is a constant of one of them, `export const useListPets:
 * QueryHook<ListPetsData, ListPetsFailure, ListPetsQueryKey, ListPetsArguments> = ...`, which a consumer's
 * type-check takes as it is written: TanStack's types behind an interface are resolved only for the hooks a
 * program calls, where a function's signatures are resolved for every hook of the file.
 */

import { interfaceDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { parameter, restParameter, typeReference } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import { callSignature, namedTupleMember, tupleType, typeParameter } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { anyKeyType } from "../../emit/hooks/hook-declarations.js";
import type { TanStackDialect } from "./dialect.js";

const DATA = () => typeReference("Data");
const FAILURE = () => typeReference("Failure");
const KEY = () => typeReference("Key");
const ARGUMENTS = () => typeReference("Args");
const VARIABLES = () => typeReference("Variables");
const OPTIONS = "options";

/** The dialect's declarations for the query's types, then the four interfaces. */
export function hookInterfaceDeclarations(dialect: TanStackDialect): ts.Statement[] {
  return [...dialect.query.declarations(), ...interfaceDeclarations(dialect)];
}

/** `[...args: Args, options?: QueryHookOptions<Data, Key, Failure[, TData]>]` */
function queryArgumentList(
  dialect: TanStackDialect,
  argumentsType: ts.TypeNode,
  options: "optional" | "required",
  selected: boolean,
): ts.TypeNode {
  const { declared } = dialect.declaration.names;
  const optionsType = typeReference(declared.queryOptions, [
    DATA(),
    KEY(),
    FAILURE(),
    ...(selected ? [typeReference(declared.selected)] : []),
  ]);
  // Every element named: TypeScript before 5.2 rejects a tuple that names some of its elements only.
  return tupleType([
    namedTupleMember("args", argumentsType, "rest"),
    namedTupleMember(OPTIONS, optionsType, options),
  ]);
}

/**
 * `QueryOptionsFactory` (the operation's arguments' values, then the options; generic in what `select`
 * makes), `QueryHook` (the arguments as the dialect's hooks take them, then the options; two signatures: with
 * options, generic in what `select` makes; then without `select`, the response, last so that
 * `ReturnType<typeof useX>` has the response as its data), `MutationOptionsFactory` and `MutationHook`.
 */
function interfaceDeclarations(dialect: TanStackDialect): ts.Statement[] {
  const { declared } = dialect.declaration.names;
  const { query, mutation } = dialect;
  const SELECTED = () => typeReference(declared.selected);
  const queryTypeParameters = () => [
    typeParameter("Data"),
    typeParameter("Failure"),
    typeParameter("Key", anyKeyType()),
    typeParameter("Args", anyKeyType()),
  ];
  const selectedParameter = () => [typeParameter(declared.selected, undefined, DATA())];
  const hookArguments = () => dialect.hookArguments(ARGUMENTS());
  const queryInterface = (name: string, description: string, signatures: ts.TypeElement[]) =>
    withJsDoc(interfaceDeclaration(name, signatures, { typeParameters: queryTypeParameters() }), {
      description,
    });
  const mutationInterface = (name: string, description: string, returnType: ts.TypeNode) =>
    withJsDoc(
      interfaceDeclaration(
        name,
        [
          callSignature(
            undefined,
            [
              parameter(OPTIONS, {
                type: typeReference(declared.mutationOptions, [DATA(), VARIABLES(), FAILURE()]),
                optional: true,
              }),
            ],
            returnType,
          ),
        ],
        {
          typeParameters: [typeParameter("Data"), typeParameter("Failure"), typeParameter("Variables")],
        },
      ),
      { description },
    );
  return [
    queryInterface(declared.queryOptionsFactoryType, query.descriptions.optionsFactory, [
      callSignature(
        selectedParameter(),
        [restParameter("args", queryArgumentList(dialect, ARGUMENTS(), "optional", true))],
        referencedType(query.factoryResult, [DATA(), FAILURE(), SELECTED(), KEY()]),
      ),
    ]),
    queryInterface(declared.queryHookType, query.descriptions.hook, [
      callSignature(
        selectedParameter(),
        [restParameter("args", queryArgumentList(dialect, hookArguments(), "required", true))],
        referencedType(query.hookResult, [SELECTED(), FAILURE()]),
      ),
      callSignature(
        undefined,
        [restParameter("args", queryArgumentList(dialect, hookArguments(), "optional", false))],
        referencedType(query.hookResult, [DATA(), FAILURE()]),
      ),
    ]),
    mutationInterface(
      declared.mutationOptionsFactoryType,
      "A mutation's options factory.",
      mutation.factoryResult(),
    ),
    mutationInterface(
      declared.mutationHookType,
      "A mutation hook: `mutate` takes the operation's arguments as one object.",
      mutation.hookResult(),
    ),
  ];
}
