/**
 * What every vue-query hook and factory is typed by, written once: `ReactiveArguments`, `KeyedQueryOptions`
 * and four generic interfaces, as tsq's (see `tsq/hook-interfaces.ts`), but for Vue: a query hook takes each
 * argument as a ref, a getter or a value; a factory takes the values, as `queryClient` and the cache do.
 */

import { interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import {
  arrayType,
  intersectionType,
  keywordType,
  literalType,
  parameter,
  propertySignature,
  readonlyType,
  restParameter,
  typeReference,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import {
  callSignature,
  indexedAccessType,
  keyofType,
  mappedType,
  namedTupleMember,
  tupleType,
  typeLiteral,
  typeParameter,
} from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { anyKeyType } from "../../emit/hooks/hook-declarations.js";
import { vueQueryDeclaration } from "./declaration.js";

const { imports, declared } = vueQueryDeclaration.names;

const DATA = typeReference("Data");
const FAILURE = typeReference("Failure");
const SELECTED = typeReference(declared.selected);
const KEY = typeReference("Key");
const ARGUMENTS = typeReference("Args");
const VARIABLES = typeReference("Variables");
const OPTIONS = "options";

/** `ReactiveArguments`, `KeyedQueryOptions`, then the four interfaces. */
export function hookInterfaceDeclarations(): ts.Statement[] {
  return [reactiveArgumentsDeclaration(), taggedOptionsDeclaration(), ...interfaceDeclarations()];
}

/** `export type ReactiveArguments<Args extends readonly unknown[]> = { [Index in keyof Args]: MaybeRefOrGetter<Args[Index]> }` */
function reactiveArgumentsDeclaration(): ts.Statement {
  return withJsDoc(
    typeAliasDeclaration(
      declared.reactiveArguments,
      mappedType(
        "Index",
        keyofType(ARGUMENTS),
        referencedType(imports.maybeRefOrGetter.name, [indexedAccessType(ARGUMENTS, typeReference("Index"))]),
      ),
      [typeParameter("Args", anyKeyType())],
    ),
    {
      description:
        "A query hook's arguments: each a ref, a getter or a value. The query's key holds them, and it follows them.",
    },
  );
}

/**
 * `export type KeyedQueryOptions<Data, Failure, TData, Key> = NonNullable<QueryHookOptions<Data, Key, Failure,
 * TData>['query']> & { queryKey: Key; queryFn: QueryFunction<Data, Key> }`. The key is not tagged with the
 * data as tsq's is: vue-query types the options of `useQuery` by the key it infers, unwrapped
 * (`DeepUnwrapRef`), which a tagged key does not survive, so options with a tagged key would not be taken.
 */
function taggedOptionsDeclaration(): ts.Statement {
  const ownOptions = typeReference("NonNullable", [
    indexedAccessType(
      typeReference(declared.queryOptions, [DATA, KEY, FAILURE, SELECTED]),
      literalType("query"),
    ),
  ]);
  return withJsDoc(
    typeAliasDeclaration(
      declared.keyedQueryOptions,
      intersectionType([
        ownOptions,
        typeLiteral([
          propertySignature("queryKey", KEY),
          propertySignature("queryFn", referencedType(imports.queryFunction.name, [DATA, KEY])),
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
        "What a query options factory returns, what `useQuery`, `useQueries` and `queryClient.fetchQuery` take:\n" +
        "the options, the key and the function. The key is not tagged with the data: name the data where the\n" +
        "cache is read (`queryClient.getQueryData<ListPetsData>(key)`).",
    },
  );
}

/** `[...args: Args, options?: QueryHookOptions<Data, Key, Failure[, TData]>]` */
function queryArgumentList(
  argumentsType: ts.TypeNode,
  options: "optional" | "required",
  selected: boolean,
): ts.TypeNode {
  const optionsType = typeReference(declared.queryOptions, [
    DATA,
    KEY,
    FAILURE,
    ...(selected ? [SELECTED] : []),
  ]);
  // Every element named: TypeScript before 5.2 rejects a tuple that names some of its elements only.
  return tupleType([
    namedTupleMember("args", argumentsType, "rest"),
    namedTupleMember(OPTIONS, optionsType, options),
  ]);
}

/** `WithRequired`-like without it (5.51 does not export it): `MutationObserverOptions<...> & { mutationKey }`. */
function keyedMutationOptionsType(): ts.TypeNode {
  return intersectionType([
    referencedType(imports.mutationObserverOptions.name, [DATA, FAILURE, VARIABLES]),
    typeLiteral([propertySignature("mutationKey", readonlyType(arrayType(keywordType("unknown"))))]),
  ]);
}

/**
 * `QueryOptionsFactory` (the values, then the options), `QueryHook` (refs, getters or values, then the
 * options; two signatures as tsq's: generic in what `select` makes, then without `select`),
 * `MutationOptionsFactory` and `MutationHook`.
 */
function interfaceDeclarations(): ts.Statement[] {
  const queryTypeParameters = () => [
    typeParameter("Data"),
    typeParameter("Failure"),
    typeParameter("Key", anyKeyType()),
    typeParameter("Args", anyKeyType()),
  ];
  const selectedParameter = () => [typeParameter(declared.selected, undefined, DATA)];
  const reactive = () => typeReference(declared.reactiveArguments, [ARGUMENTS]);
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
        {
          typeParameters: [typeParameter("Data"), typeParameter("Failure"), typeParameter("Variables")],
        },
      ),
      { description },
    );
  return [
    queryInterface(
      declared.queryOptionsFactoryType,
      "A query's options factory: its arguments' values, then the options.",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", queryArgumentList(ARGUMENTS, "optional", true))],
          referencedType(declared.keyedQueryOptions, [DATA, FAILURE, SELECTED, KEY]),
        ),
      ],
    ),
    queryInterface(
      declared.queryHookType,
      "A query hook: its arguments, each a ref, a getter or a value, then the options. With `select`, `data` is\nwhat it makes (`TData`).",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", queryArgumentList(reactive(), "required", true))],
          referencedType(imports.useQueryReturnType.name, [SELECTED, FAILURE]),
        ),
        callSignature(
          undefined,
          [restParameter("args", queryArgumentList(reactive(), "optional", false))],
          referencedType(imports.useQueryReturnType.name, [DATA, FAILURE]),
        ),
      ],
    ),
    mutationInterface(
      declared.mutationOptionsFactoryType,
      "A mutation's options factory.",
      keyedMutationOptionsType(),
    ),
    mutationInterface(
      declared.mutationHookType,
      "A mutation hook: `mutate` takes the operation's arguments as one object.",
      referencedType(imports.useMutationReturnType.name, [DATA, FAILURE, VARIABLES, keywordType("unknown")]),
    ),
  ];
}
