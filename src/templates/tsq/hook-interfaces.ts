/**
 * What every tsq hook and factory is typed by, written once: `TaggedQueryOptions` and four generic interfaces.
 * Each hook and factory is a constant of one of them, `export const useListPets: QueryHook<ListPetsData,
 * ListPetsFailure, ListPetsQueryKey, ListPetsArguments> = ...`, which a consumer's type-check takes as it is
 * written: TanStack's types behind an interface are resolved only for the hooks a program calls, where a
 * function's signatures are resolved for every hook of the file.
 */

import { interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import {
  intersectionType,
  literalType,
  parameter,
  propertySignature,
  restParameter,
  typeReference,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import {
  callSignature,
  namedTupleMember,
  tupleType,
  typeLiteral,
  typeParameter,
} from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { anyKeyType } from "../../emit/hooks/hook-declarations.js";
import { tsqDeclaration } from "./declaration.js";

const { imports, declared } = tsqDeclaration.names;

const DATA = typeReference("Data");
const FAILURE = typeReference("Failure");
const SELECTED = typeReference(declared.selected);
const KEY = typeReference("Key");
const ARGUMENTS = typeReference("Args");
const VARIABLES = typeReference("Variables");
const OPTIONS = "options";

/** `TaggedQueryOptions`, then the four interfaces. */
export function hookInterfaceDeclarations(): ts.Statement[] {
  return [taggedOptionsDeclaration(), ...interfaceDeclarations()];
}

const queryTypeParameters = () => [
  typeParameter("Data"),
  typeParameter("Failure"),
  typeParameter("Key", anyKeyType()),
  typeParameter("Args", anyKeyType()),
];
const mutationTypeParameters = () => [
  typeParameter("Data"),
  typeParameter("Failure"),
  typeParameter("Variables"),
];
const mutationInterfaceArguments = () => [DATA, FAILURE, VARIABLES];

/** `TaggedQueryOptions<Data, Failure, TData, Key>` */
function taggedOptionsType(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  return referencedType(declared.taggedQueryOptions, typeArguments);
}

/** `WithRequired<UseMutationOptions<Data, Failure, Variables>, 'mutationKey'>`: what `mutationOptions` returns. */
function keyedMutationOptionsType(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  return referencedType(imports.withRequired.name, [
    referencedType(imports.useMutationOptions.name, typeArguments),
    literalType("mutationKey"),
  ]);
}

/**
 * `export type TaggedQueryOptions<Data, Failure, TData, Key> = UnusedSkipTokenOptions<Data, Failure, TData, Key>
 * & { queryKey: DataTag<Key, Data, Failure> }`
 */
function taggedOptionsDeclaration(): ts.Statement {
  return withJsDoc(
    typeAliasDeclaration(
      declared.taggedQueryOptions,
      intersectionType([
        referencedType(imports.unusedSkipTokenOptions.name, [DATA, FAILURE, SELECTED, KEY]),
        typeLiteral([
          propertySignature("queryKey", referencedType(imports.dataTag.name, [KEY, DATA, FAILURE])),
        ]),
      ]),
      [
        typeParameter("Data"),
        typeParameter("Failure"),
        typeParameter(declared.selected),
        typeParameter("Key", anyKeyType()),
      ],
    ),
    {
      description:
        "What a query options factory returns: TanStack's `queryOptions` for options with a key and a function (the\n" +
        "overload whose function is no `skipToken`), the key tagged with the data. TanStack 5.82 spells the tag's\n" +
        "part this way; later versions name the same type `QueryKeyWithDataTag`.",
    },
  );
}

/** `[...args: Args, options?: QueryHookOptions<Data, Key, Failure[, TData]>]` */
function queryArgumentList(options: "optional" | "required", selected: boolean): ts.TypeNode {
  const optionsType = typeReference(declared.queryOptions, [
    DATA,
    KEY,
    FAILURE,
    ...(selected ? [SELECTED] : []),
  ]);
  // Every element named: TypeScript before 5.2 rejects a tuple that names some of its elements only.
  return tupleType([
    namedTupleMember("args", ARGUMENTS, "rest"),
    namedTupleMember(OPTIONS, optionsType, options),
  ]);
}

/**
 * `QueryOptionsFactory` (the operation's arguments, then the options; generic in what `select` makes),
 * `QueryHook` (two signatures: with options, generic in what `select` makes; then without `select`, the
 * response, last so that `ReturnType<typeof useX>` has the response as its data), `MutationOptionsFactory`
 * and `MutationHook`.
 */
function interfaceDeclarations(): ts.Statement[] {
  const selectedParameter = () => [typeParameter(declared.selected, undefined, DATA)];
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
                type: typeReference(declared.mutationOptions, [DATA, VARIABLES, FAILURE]),
                optional: true,
              }),
            ],
            returnType,
          ),
        ],
        { typeParameters: mutationTypeParameters() },
      ),
      { description },
    );
  return [
    queryInterface(
      declared.queryOptionsFactoryType,
      "A query's options factory: its arguments, then the options; the key tagged with the data.",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", queryArgumentList("optional", true))],
          taggedOptionsType([DATA, FAILURE, SELECTED, KEY]),
        ),
      ],
    ),
    queryInterface(
      declared.queryHookType,
      "A query hook: its arguments, then the options. With `select`, `data` is what it makes (`TData`).",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", queryArgumentList("required", true))],
          referencedType(imports.useQueryResult.name, [SELECTED, FAILURE]),
        ),
        callSignature(
          undefined,
          [restParameter("args", queryArgumentList("optional", false))],
          referencedType(imports.useQueryResult.name, [DATA, FAILURE]),
        ),
      ],
    ),
    mutationInterface(
      declared.mutationOptionsFactoryType,
      "A mutation's options factory.",
      keyedMutationOptionsType(mutationInterfaceArguments()),
    ),
    mutationInterface(
      declared.mutationHookType,
      "A mutation hook: `mutate` takes the operation's arguments as one object.",
      referencedType(imports.useMutationResult.name, mutationInterfaceArguments()),
    ),
  ];
}
