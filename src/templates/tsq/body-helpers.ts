/**
 * What every tsq hook and factory is, written once: generic interfaces that type them and module-private
 * helpers that make them. Each hook and factory is then a constant, `export const useListPets:
 * QueryHook<ListPetsData, ListPetsFailure, ListPetsQueryKey, ListPetsArguments> = queryHook(...)`, which a
 * consumer's type-check takes as it is written: TanStack's types behind an interface are resolved only for
 * the hooks a program calls, where a function's signatures are resolved for every hook of the file.
 */

import { interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import {
  destructuredParameter,
  elementAccess,
  nullLiteral,
  parenthesized,
  shorthandProperty,
  strictEquals,
} from "../../ast/expressions.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrayType,
  arrow,
  block,
  call,
  conditional,
  constDeclaration,
  functionDeclaration,
  id,
  intersectionType,
  keywordType,
  literalType,
  nullish,
  numericLiteral,
  objectLiteral,
  parameter,
  propertySignature,
  readonlyType,
  restParameter,
  returnStatement,
  spread,
  spreadElement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { droppableDeclarations } from "../../ast/print.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import {
  callSignature,
  namedTupleMember,
  tupleType,
  typeLiteral,
  typeParameter,
} from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { anyKeyType, libraryValue } from "../../emit/hooks/hook-declarations.js";
import { optionalMember } from "../../emit/hooks/hook-syntax.js";
import { tsqDeclaration } from "../../template-declarations/tsq.js";

const [
  PADDED_ARGUMENTS,
  QUERY_KEY_FUNCTION,
  QUERY_OPTIONS_FACTORY,
  QUERY_HOOK,
  MUTATION_OPTIONS_FACTORY,
  MUTATION_HOOK,
] = tsqDeclaration.names.bodyHelpers;
/** What a query options factory returns, named (a reserved type of the layer). */
const TAGGED_OPTIONS_TYPE = "TaggedQueryOptions";
/** The interfaces that type the constants (reserved types of the layer). */
export const QUERY_OPTIONS_FACTORY_TYPE = "QueryOptionsFactory";
export const QUERY_HOOK_TYPE = "QueryHook";
export const MUTATION_OPTIONS_FACTORY_TYPE = "MutationOptionsFactory";
export const MUTATION_HOOK_TYPE = "MutationHook";

const DATA = typeReference("Data");
const FAILURE = typeReference("Failure");
const SELECTED = typeReference("TData");
const KEY = typeReference("Key");
const ARGUMENTS = typeReference("Args");
const VARIABLES = typeReference("Variables");
const ANY = () => keywordType("any");
const OPTIONS = "options";

/** The name a helper is declared and called under (see `HookBodyNames.helpers`). */
function helperName(ctx: HookEmitContext, helper: string | undefined): string {
  if (helper === undefined) throw new Error("internal: tsq declares six body helpers");
  return ctx.hooks.bodyNames.helpers[helper] ?? helper;
}

function helperCall(
  ctx: HookEmitContext,
  helper: string | undefined,
  args: ts.Expression[],
): ts.CallExpression {
  return call(referenceTo(helperName(ctx, helper)), args);
}

/** `queryKeyFunction(['pet', 'listPets'], 2)`: a member of a namespace's `queryKeys`. */
export function queryKeyFunctionCall(
  ctx: HookEmitContext,
  prefix: ts.Expression,
  arity: number,
): ts.CallExpression {
  return helperCall(ctx, QUERY_KEY_FUNCTION, [prefix, numericLiteral(arity)]);
}

/** `queryOptionsFactory(['pet', 'listPets'], listPets, 2)`: a query's options factory. */
export function queryOptionsFactoryCall(
  ctx: HookEmitContext,
  prefix: ts.Expression,
  callee: ts.Expression,
  arity: number,
): ts.CallExpression {
  return helperCall(ctx, QUERY_OPTIONS_FACTORY, [prefix, callee, numericLiteral(arity)]);
}

/** `queryHook(listPetsQueryOptions)` */
export function queryHookCall(ctx: HookEmitContext, factory: ts.Expression): ts.CallExpression {
  return helperCall(ctx, QUERY_HOOK, [factory]);
}

/**
 * `mutationOptionsFactory(['pet', 'createPet'], createPet, ['petId', 'body'])`: the members of the variables
 * the call takes in order, or none where it takes the variables whole.
 */
export function mutationOptionsFactoryCall(
  ctx: HookEmitContext,
  key: ts.Expression,
  callee: ts.Expression,
  argumentNames: readonly string[] | undefined,
): ts.CallExpression {
  const names = argumentNames === undefined ? [] : [arrayLiteral(argumentNames.map(stringLiteral), false)];
  return helperCall(ctx, MUTATION_OPTIONS_FACTORY, [key, callee, ...names]);
}

/** `mutationHook(createPetMutationOptions)` */
export function mutationHookCall(ctx: HookEmitContext, factory: ts.Expression): ts.CallExpression {
  return helperCall(ctx, MUTATION_HOOK, [factory]);
}

/**
 * `TaggedQueryOptions`, the four interfaces that type the constants, then the helpers that make them, each
 * helper left out where no constant calls it. The helpers' bodies go through `any` where a value meets a
 * signature generic in its argument list, which no function body can be checked against; the constants'
 * types, which callers see, are proven by the compile tests.
 */
export function bodyHelperDeclarations(ctx: HookEmitContext): ts.Statement[] {
  return [
    taggedOptionsDeclaration(),
    ...interfaceDeclarations(),
    ...droppableDeclarations([
      paddedArguments(ctx),
      queryKeyFunction(ctx),
      queryOptionsFactory(ctx),
      queryHook(ctx),
      mutationOptionsFactory(ctx),
      mutationHook(ctx),
    ]),
  ];
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
  return referencedType(TAGGED_OPTIONS_TYPE, typeArguments);
}

/** `WithRequired<UseMutationOptions<Data, Failure, Variables>, 'mutationKey'>`: what `mutationOptions` returns. */
function keyedMutationOptionsType(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  return referencedType("WithRequired", [
    referencedType("UseMutationOptions", typeArguments),
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
      TAGGED_OPTIONS_TYPE,
      intersectionType([
        referencedType("UnusedSkipTokenOptions", [DATA, FAILURE, SELECTED, KEY]),
        typeLiteral([propertySignature("queryKey", referencedType("DataTag", [KEY, DATA, FAILURE]))]),
      ]),
      [
        typeParameter("Data"),
        typeParameter("Failure"),
        typeParameter("TData"),
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
  const optionsType = typeReference("QueryHookOptions", [
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
  const selectedParameter = () => [typeParameter("TData", undefined, DATA)];
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
                type: typeReference("MutationHookOptions", [DATA, VARIABLES, FAILURE]),
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
      QUERY_OPTIONS_FACTORY_TYPE,
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
      QUERY_HOOK_TYPE,
      "A query hook: its arguments, then the options. With `select`, `data` is what it makes (`TData`).",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", queryArgumentList("required", true))],
          referencedType("UseQueryResult", [SELECTED, FAILURE]),
        ),
        callSignature(
          undefined,
          [restParameter("args", queryArgumentList("optional", false))],
          referencedType("UseQueryResult", [DATA, FAILURE]),
        ),
      ],
    ),
    mutationInterface(
      MUTATION_OPTIONS_FACTORY_TYPE,
      "A mutation's options factory.",
      keyedMutationOptionsType(mutationInterfaceArguments()),
    ),
    mutationInterface(
      MUTATION_HOOK_TYPE,
      "A mutation hook: `mutate` takes the operation's arguments as one object.",
      referencedType("UseMutationResult", mutationInterfaceArguments()),
    ),
  ];
}

/**
 * `function paddedArguments(args, arity) { return Array.from({ length: arity }, (_, index) => args[index]); }`:
 * one value per argument of the operation, `undefined` where a call left one out, so that a key is as long
 * however the hook was called and the options are the operation's last argument.
 */
function paddedArguments(ctx: HookEmitContext): ts.FunctionDeclaration {
  return functionDeclaration(helperName(ctx, PADDED_ARGUMENTS), {
    parameters: [
      parameter("args", { type: readonlyType(arrayType(keywordType("unknown"))) }),
      parameter("arity", { type: keywordType("number") }),
    ],
    returnType: arrayType(keywordType("unknown")),
    body: [
      returnStatement(
        call(memberAccess(id("Array"), "from"), [
          objectLiteral([property("length", id("arity"))], false),
          arrow([parameter("_"), parameter("index")], elementAccess(id("args"), id("index"))),
        ]),
      ),
    ],
  });
}

function paddedArgumentsCall(ctx: HookEmitContext): ts.Expression {
  return call(referenceTo(helperName(ctx, PADDED_ARGUMENTS)), [id("args"), id("arity")]);
}

/** `[...prefix, ...values]` */
function keyOf(values: ts.Expression): ts.Expression {
  return arrayLiteral([spreadElement(id("prefix")), spreadElement(values)], false);
}

/**
 * A helper that makes constants: `function name(parameters): any { return <value>; }`. It returns `any`, and
 * the constant's written type is then its type as it is: a helper generic in the constant's types would have
 * TypeScript infer them again for every hook from that written type (70,000 instantiations on GitHub's
 * hooks). The operation's function and the factory it takes are `any` too: a parameter of a function type
 * would have TypeScript work out each argument's signatures, TanStack's types in them, for every hook.
 */
function constantMaker(
  name: string,
  parameters: ts.ParameterDeclaration[],
  value: ts.Expression,
): ts.FunctionDeclaration {
  return functionDeclaration(name, { parameters, returnType: ANY(), body: [returnStatement(value)] });
}

function prefixAndArity(operation?: ts.ParameterDeclaration): ts.ParameterDeclaration[] {
  return [
    parameter("prefix", { type: readonlyType(arrayType(keywordType("string"))) }),
    ...(operation ? [operation] : []),
    parameter("arity", { type: keywordType("number") }),
  ];
}

/** `function queryKeyFunction(prefix, arity): any { return (...args: unknown[]) => [...prefix, ...]; }` */
function queryKeyFunction(ctx: HookEmitContext): ts.FunctionDeclaration {
  return constantMaker(
    helperName(ctx, QUERY_KEY_FUNCTION),
    prefixAndArity(),
    arrow([restParameter("args", arrayType(keywordType("unknown")))], keyOf(paddedArgumentsCall(ctx))),
  );
}

/**
 * `function queryOptionsFactory(prefix, request, arity): any { return (...args) => { const values = ...; const
 * options = args[arity]; return queryOptions({ ...options?.query, queryKey, queryFn }); }; }`. The query
 * function hands TanStack's abort signal to the client where it takes one, and resolves to `null` where the
 * call resolves to nothing (an answer without a body): TanStack rejects `undefined` as data, and the data
 * types of such queries say `null`.
 */
function queryOptionsFactory(ctx: HookEmitContext): ts.FunctionDeclaration {
  const signalOption = ctx.hooks.abortSignal;
  const request = optionalMember(OPTIONS, "request");
  const sent = (lastArgument: ts.Expression) =>
    call(id("request"), [spreadElement(id("values")), lastArgument]);
  const queryFn =
    signalOption === undefined
      ? arrow([], thenNullData(sent(request)))
      : arrow(
          [destructuredParameter(["signal"])],
          thenNullData(
            sent(
              objectLiteral(
                [
                  spread(request),
                  signalOption === "signal"
                    ? shorthandProperty("signal")
                    : property(signalOption, id("signal")),
                ],
                false,
              ),
            ),
          ),
        );
  const body = block([
    constDeclaration("values", paddedArgumentsCall(ctx)),
    constDeclaration(OPTIONS, elementAccess(id("args"), id("arity")), {
      type: unionType([
        typeReference("QueryHookOptions", [keywordType("unknown"), anyKeyType()]),
        keywordType("undefined"),
      ]),
    }),
    returnStatement(
      call(libraryValue(ctx, "queryOptions"), [
        objectLiteral(
          [
            spread(optionalMember(OPTIONS, "query")),
            property("queryKey", keyOf(id("values"))),
            property("queryFn", queryFn),
          ],
          false,
        ),
      ]),
    ),
  ]);
  return constantMaker(
    helperName(ctx, QUERY_OPTIONS_FACTORY),
    prefixAndArity(
      parameter("request", {
        type: ANY(),
      }),
    ),
    arrow([restParameter("args", arrayType(ANY()))], body),
  );
}

/** `<sent>.then((data) => data ?? null)` */
function thenNullData(sent: ts.Expression): ts.Expression {
  return call(memberAccess(sent, "then"), [
    arrow([parameter("data", { type: keywordType("unknown") })], nullish(id("data"), nullLiteral())),
  ]);
}

/** `function queryHook(factory): any { return (...args: any[]) => useQuery(factory(...args)); }` */
function queryHook(ctx: HookEmitContext): ts.FunctionDeclaration {
  return constantMaker(
    helperName(ctx, QUERY_HOOK),
    [parameter("factory", { type: ANY() })],
    arrow(
      [restParameter("args", arrayType(ANY()))],
      call(libraryValue(ctx, "useQuery"), [call("factory", [spreadElement(id("args"))])]),
    ),
  );
}

/**
 * `function mutationOptionsFactory(mutationKey, request, argumentNames?): any { return (options) =>
 * mutationOptions({ ...options?.mutation, mutationKey, mutationFn: (variables) => request(...) }); }`: the
 * call takes the variables' members in order, or the variables whole where no names are given.
 */
function mutationOptionsFactory(ctx: HookEmitContext): ts.FunctionDeclaration {
  const argumentValues = conditional(
    strictEquals(id("argumentNames"), id("undefined")),
    arrayLiteral([id("variables")], false),
    call(memberAccess(id("argumentNames"), "map"), [
      arrow([parameter("name")], elementAccess(id("variables"), id("name"))),
    ]),
  );
  const mutationFn = arrow(
    [parameter("variables", { type: anyRecord() })],
    call(id("request"), [spreadElement(parenthesized(argumentValues)), optionalMember(OPTIONS, "request")]),
  );
  return constantMaker(
    helperName(ctx, MUTATION_OPTIONS_FACTORY),
    [
      parameter("mutationKey", { type: readonlyType(arrayType(keywordType("string"))) }),
      parameter("request", {
        type: ANY(),
      }),
      parameter("argumentNames", { type: readonlyType(arrayType(keywordType("string"))), optional: true }),
    ],
    arrow(
      [
        parameter(OPTIONS, {
          type: unionType([
            typeReference("MutationHookOptions", [keywordType("unknown"), anyRecord()]),
            keywordType("undefined"),
          ]),
        }),
      ],
      call(libraryValue(ctx, "mutationOptions"), [
        objectLiteral(
          [
            spread(optionalMember(OPTIONS, "mutation")),
            shorthandProperty("mutationKey"),
            property("mutationFn", mutationFn),
          ],
          false,
        ),
      ]),
    ),
  );
}

/** `Record<string, unknown>`: the variables, whose members the call takes by name. */
function anyRecord(): ts.TypeNode {
  return typeReference("Record", [keywordType("string"), keywordType("unknown")]);
}

/** `function mutationHook(factory): any { return (options?: unknown) => useMutation(factory(options)); }` */
function mutationHook(ctx: HookEmitContext): ts.FunctionDeclaration {
  return constantMaker(
    helperName(ctx, MUTATION_HOOK),
    [parameter("factory", { type: ANY() })],
    arrow(
      [parameter(OPTIONS, { type: keywordType("unknown"), optional: true })],
      call(libraryValue(ctx, "useMutation"), [call("factory", [id(OPTIONS)])]),
    ),
  );
}
