/**
 * The module-private helpers that make every hook and factory of a TanStack layer, written once for every
 * framework: each hook and factory is a constant, `export const useListPets: QueryHook<...> =
 * queryHook(listPetsQueryOptions)`, typed by one of the layer's generic interfaces. What differs between the
 * frameworks comes from the layer's dialect: whether the options go through the library's `queryOptions` and
 * `mutationOptions` or stay plain, and whether the query function reads the arguments from the key.
 */

import {
  destructuredParameter,
  elementAccess,
  nullLiteral,
  parenthesized,
  shorthandProperty,
  strictEquals,
  typeOfIs,
} from "../../ast/expressions.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrayType,
  arrow,
  block,
  call,
  conditional,
  functionDeclaration,
  id,
  keywordType,
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
import { referenceTo } from "../../ast/references.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import {
  constantMaker,
  paddedArgumentsCall,
  paddedArgumentsDeclaration,
  prefixAndArity,
  valuesAndOptions,
} from "../../emit/hooks/constant-makers.js";
import { anyKeyType, libraryValue } from "../../emit/hooks/hook-declarations.js";
import { optionalMember, queryRequestOptions } from "../../emit/hooks/hook-syntax.js";
import type { TanStackDialect, TanStackNames } from "./dialect.js";

type Declared = TanStackNames["declared"];
const ANY = () => keywordType("any");
const OPTIONS = "options";

/** A call of one of the helpers (the layer's declaration reserves each at the top level, where the constants call it). */
function helperCall(helper: string, args: ts.Expression[]): ts.CallExpression {
  return call(referenceTo(helper), args);
}

/** `queryKeyFunction(['pet', 'listPets'], 2)`: a member of a namespace's `queryKeys`. */
export function queryKeyFunctionCall(
  declared: Declared,
  prefix: ts.Expression,
  arity: number,
): ts.CallExpression {
  return helperCall(declared.queryKeyFunction, [prefix, numericLiteral(arity)]);
}

/**
 * `() => api.listPets`: the factories take the operation's function through a function that returns it. A
 * reference to an imported name at a module's top level has TypeScript walk back over every declaration before
 * it (it narrows such references like any other), which in a file of thousands of hooks is most of the time
 * checking them costs; inside a function the walk ends where the function begins.
 */
function operationGetter(callee: ts.Expression): ts.ArrowFunction {
  return arrow([], callee);
}

/** `queryOptionsFactory(['pet', 'listPets'], () => listPets, 2)`: a query's options factory. */
export function queryOptionsFactoryCall(
  declared: Declared,
  prefix: ts.Expression,
  callee: ts.Expression,
  arity: number,
): ts.CallExpression {
  return helperCall(declared.queryOptionsFactory, [prefix, operationGetter(callee), numericLiteral(arity)]);
}

/** `queryHook(listPetsQueryOptions)` */
export function queryHookCall(declared: Declared, factory: ts.Expression): ts.CallExpression {
  return helperCall(declared.queryHook, [factory]);
}

/**
 * `mutationOptionsFactory(['pet', 'createPet'], () => createPet, ['petId', 'body'])`: the members of the
 * variables the call takes in order, or none where it takes the variables whole.
 */
export function mutationOptionsFactoryCall(
  declared: Declared,
  key: ts.Expression,
  callee: ts.Expression,
  argumentNames: readonly string[] | undefined,
): ts.CallExpression {
  const names = argumentNames === undefined ? [] : [arrayLiteral(argumentNames.map(stringLiteral), false)];
  return helperCall(declared.mutationOptionsFactory, [key, operationGetter(callee), ...names]);
}

/** `mutationHook(createPetMutationOptions)` */
export function mutationHookCall(declared: Declared, factory: ts.Expression): ts.CallExpression {
  return helperCall(declared.mutationHook, [factory]);
}

/**
 * The helpers that make the constants, each left out where no constant calls it. Their bodies go through
 * `any` (see `constantMaker`); the constants' types, which callers see, are proven by the compile tests.
 */
export function bodyHelperDeclarations(dialect: TanStackDialect, ctx: HookEmitContext): ts.Statement[] {
  const { declared } = dialect.declaration.names;
  return droppableDeclarations([
    paddedArgumentsDeclaration(declared.paddedArguments),
    queryKeyFunction(declared),
    queryOptionsFactory(dialect, ctx),
    queryHook(dialect, ctx),
    mutationOptionsFactory(dialect, ctx),
    mutationHook(dialect, ctx),
    readArgumentDeclaration(declared),
    ...(dialect.optionsStore === undefined ? [] : [dialect.optionsStore.declaration(ctx)]),
  ]);
}

/**
 * `function readArgument(argument: unknown): unknown { return typeof argument === 'function' ? argument() :
 * argument; }`: a hook argument's value, called where it is a getter. Written where the dialect's hooks hand
 * the library an options thunk (`optionsThunk`), which reads every argument through it.
 */
function readArgumentDeclaration(declared: Declared): ts.FunctionDeclaration {
  const argument = id("argument");
  return functionDeclaration(declared.readArgument, {
    parameters: [parameter("argument", { type: keywordType("unknown") })],
    returnType: keywordType("unknown"),
    body: [returnStatement(conditional(typeOfIs(argument, "function"), call(argument, []), argument))],
  });
}

/**
 * `builder({...})` with the library's options builder (`queryOptions`), the object itself without one;
 * parenthesized where it is an arrow's body, which an object literal cannot be bare.
 */
export function builtOptions(
  ctx: HookEmitContext,
  builder: string | undefined,
  options: ts.ObjectLiteralExpression,
  arrowBody = false,
): ts.Expression {
  if (builder !== undefined) return call(libraryValue(ctx, builder), [options]);
  return arrowBody ? parenthesized(options) : options;
}

/**
 * The arguments of the operation a query function calls: the factory's `values`, or with `argumentsFromKey`
 * the key's after the prefix (`queryKey.slice(prefix.length, ...end)`), unwrapped by the library.
 */
export function queryArguments(dialect: TanStackDialect, end: ts.Expression[] = []): ts.Expression {
  if (!dialect.argumentsFromKey) return id("values");
  return call(memberAccess(id("queryKey"), "slice"), [memberAccess(id("prefix"), "length"), ...end]);
}

/**
 * The query function's parameter, `{ queryKey, signal }: { ... }`, of the context members it reads: with
 * `argumentsFromKey`, the key too. Typed here where no library `builder` around the object gives the
 * function its context's type. None where it reads nothing.
 */
export function queryContextParameters(
  dialect: TanStackDialect,
  builder: string | undefined,
  members: readonly ContextMember[],
  signal: boolean,
): ts.ParameterDeclaration[] {
  const signalMember = { name: "signal", type: () => typeReference("AbortSignal") };
  if (!dialect.argumentsFromKey && builder !== undefined) {
    const read = signal ? [...members, signalMember] : members;
    return read.length === 0 ? [] : [destructuredParameter(read.map((member) => member.name))];
  }
  const keyMember = dialect.argumentsFromKey ? [{ name: "queryKey", type: anyKeyType }] : [];
  const known = [...keyMember, ...members, signalMember];
  const read = signal ? known : known.slice(0, -1);
  if (read.length === 0) return [];
  const context = typeLiteral(
    known.map((member) => propertySignature(member.name, member.type())),
    { singleLine: true },
  );
  return [
    destructuredParameter(
      read.map((member) => member.name),
      context,
    ),
  ];
}

/** A member of TanStack's query function context, by name and type. */
export interface ContextMember {
  name: string;
  type: () => ts.TypeNode;
}

/** `[...prefix, ...values]` */
function keyOf(values: ts.Expression): ts.Expression {
  return arrayLiteral([spreadElement(id("prefix")), spreadElement(values)], false);
}

/** `function queryKeyFunction(prefix, arity): any { return (...args: unknown[]) => [...prefix, ...]; }` */
function queryKeyFunction(declared: Declared): ts.FunctionDeclaration {
  return constantMaker(
    declared.queryKeyFunction,
    prefixAndArity(false),
    arrow(
      [restParameter("args", arrayType(keywordType("unknown")))],
      keyOf(paddedArgumentsCall(declared.paddedArguments)),
    ),
  );
}

/**
 * `function queryOptionsFactory(prefix, operation, arity): any { return (...args) => { const values = ...; const
 * options = args[arity]; return queryOptions({ ...options?.query, queryKey, queryFn }); }; }` (the object
 * plain without a builder). The query function hands TanStack's abort signal to the client where it takes
 * one, and resolves to `null` where the call resolves to nothing (an answer without a body): TanStack rejects
 * `undefined` as data, and the data types of such queries say `null`.
 */
function queryOptionsFactory(dialect: TanStackDialect, ctx: HookEmitContext): ts.FunctionDeclaration {
  const { declared } = dialect.declaration.names;
  const signal = signalMember(ctx);
  const sent = call(call(id("operation"), []), [
    spreadElement(queryArguments(dialect)),
    queryRequestOptions(OPTIONS, ctx.hooks.clientRetriesOption, signal),
  ]);
  const queryFn = arrow(
    queryContextParameters(dialect, dialect.query.builder, [], signal.length > 0),
    thenNullData(sent),
  );
  const body = block([
    ...valuesAndOptions(
      declared.paddedArguments,
      OPTIONS,
      typeReference(declared.queryOptions, [keywordType("unknown"), anyKeyType()]),
    ),
    returnStatement(
      builtOptions(
        ctx,
        dialect.query.builder,
        objectLiteral(
          [
            spread(optionalMember(OPTIONS, "query")),
            property("queryKey", keyOf(id("values"))),
            property("queryFn", queryFn),
          ],
          false,
        ),
      ),
    ),
  ]);
  return constantMaker(
    declared.queryOptionsFactory,
    prefixAndArity(true),
    arrow([restParameter("args", arrayType(ANY()))], body),
  );
}

/**
 * `signal` (or `<option>: signal`): the member of the client's per-call options TanStack's abort signal goes in,
 * where the client takes one (`HooksPlan.abortSignal`); none otherwise.
 */
export function signalMember(ctx: HookEmitContext): ts.ObjectLiteralElementLike[] {
  const option = ctx.hooks.abortSignal;
  if (option === undefined) return [];
  return [option === "signal" ? shorthandProperty("signal") : property(option, id("signal"))];
}

/** `<sent>.then((data) => data ?? null)` */
function thenNullData(sent: ts.Expression): ts.Expression {
  return call(memberAccess(sent, "then"), [
    arrow([parameter("data", { type: keywordType("unknown") })], nullish(id("data"), nullLiteral())),
  ]);
}

/** `function queryHook(factory): any { return (...args: any[]) => useQuery(factory(...args)); }` */
function queryHook(dialect: TanStackDialect, ctx: HookEmitContext): ts.FunctionDeclaration {
  const { imports, declared } = dialect.declaration.names;
  return hookOverFactory(dialect, declared.queryHook, imports.useQuery.name, ctx);
}

/**
 * `function <name>(factory): any { return (...args: any[]) => <hook>(factory(...args)); }`: a query's or an
 * infinite query's hook, the library's hook over the options its factory makes of the same arguments. With
 * `optionsThunk`, `<hook>(() => factory(...args.map(readArgument)))`: the library runs the thunk where it
 * tracks what is read, so reading the getters there has a change of their state make new options. With
 * `optionsStore`, `<hook>(optionsStore(factory, args))`: the store of the options its arguments make.
 */
export function hookOverFactory(
  dialect: TanStackDialect,
  name: string,
  hook: string,
  ctx: HookEmitContext,
): ts.FunctionDeclaration {
  const store = dialect.optionsStore;
  const options =
    store === undefined
      ? optionsArgument(dialect, call("factory", [spreadElement(readArguments(dialect))]))
      : call(referenceTo(store.helper), [id("factory"), id("args")]);
  return constantMaker(
    name,
    [parameter("factory", { type: ANY() })],
    arrow([restParameter("args", arrayType(ANY()))], call(libraryValue(ctx, hook), [options])),
  );
}

/** `args`, or with `optionsThunk` `args.map(readArgument)`: the getters among them called. */
function readArguments(dialect: TanStackDialect): ts.Expression {
  const { declared } = dialect.declaration.names;
  return dialect.optionsThunk
    ? call(memberAccess(id("args"), "map"), [referenceTo(declared.readArgument)])
    : id("args");
}

/** The options as the library's hook takes them: the object, or with `optionsThunk` a function returning it. */
function optionsArgument(dialect: TanStackDialect, options: ts.Expression): ts.Expression {
  return dialect.optionsThunk ? arrow([], options) : options;
}

/**
 * `function mutationOptionsFactory(mutationKey, operation, argumentNames?): any { return (options) =>
 * mutationOptions({ ...options?.mutation, mutationKey, mutationFn: (variables) => operation()(...) }); }`: the
 * call takes the variables' members in order, or the variables whole where no names are given.
 */
function mutationOptionsFactory(dialect: TanStackDialect, ctx: HookEmitContext): ts.FunctionDeclaration {
  const { declared } = dialect.declaration.names;
  const argumentValues = conditional(
    strictEquals(id("argumentNames"), id("undefined")),
    arrayLiteral([id("variables")], false),
    call(memberAccess(id("argumentNames"), "map"), [
      arrow([parameter("name")], elementAccess(id("variables"), id("name"))),
    ]),
  );
  const mutationFn = arrow(
    [parameter("variables", { type: anyRecord() })],
    call(call(id("operation"), []), [
      spreadElement(parenthesized(argumentValues)),
      optionalMember(OPTIONS, "request"),
    ]),
  );
  return constantMaker(
    declared.mutationOptionsFactory,
    [
      parameter("mutationKey", { type: readonlyType(arrayType(keywordType("string"))) }),
      parameter("operation", { type: ANY() }),
      parameter("argumentNames", { type: readonlyType(arrayType(keywordType("string"))), optional: true }),
    ],
    arrow(
      [
        parameter(OPTIONS, {
          type: unionType([
            typeReference(declared.mutationOptions, [keywordType("unknown"), anyRecord()]),
            keywordType("undefined"),
          ]),
        }),
      ],
      builtOptions(
        ctx,
        dialect.mutation.builder,
        objectLiteral(
          [
            spread(optionalMember(OPTIONS, "mutation")),
            shorthandProperty("mutationKey"),
            property("mutationFn", mutationFn),
          ],
          false,
        ),
        /* arrowBody */ true,
      ),
    ),
  );
}

/** `Record<string, unknown>`: the variables, whose members the call takes by name. */
function anyRecord(): ts.TypeNode {
  return typeReference("Record", [keywordType("string"), keywordType("unknown")]);
}

/**
 * `function mutationHook(factory): any { return (options?: unknown) => useMutation(factory(options)); }`; with
 * `optionsThunk`, `useMutation(() => factory(options))`, the options as a function as the library takes them.
 */
function mutationHook(dialect: TanStackDialect, ctx: HookEmitContext): ts.FunctionDeclaration {
  const { imports, declared } = dialect.declaration.names;
  return constantMaker(
    declared.mutationHook,
    [parameter("factory", { type: ANY() })],
    arrow(
      [parameter(OPTIONS, { type: keywordType("unknown"), optional: true })],
      call(libraryValue(ctx, imports.useMutation.name), [
        optionsArgument(dialect, call("factory", [id(OPTIONS)])),
      ]),
    ),
  );
}
