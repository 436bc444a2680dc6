/**
 * The module-private helpers that make every vue-query hook and factory, written once: each hook and factory
 * is a constant, `export const useListPets: QueryHook<...> = queryHook(listPetsQueryOptions)`, typed by one
 * of the interfaces of `hook-interfaces.ts`. The factories build plain options objects (vue-query's
 * `queryOptions` returns its argument): the key holds the arguments as given, refs and getters included,
 * and the query function reads the operation's arguments back from the key vue-query hands it, unwrapped.
 */

import {
  destructuredParameter,
  elementAccess,
  nullLiteral,
  parenthesized,
  shorthandProperty,
  strictEquals,
} from "../../ast/expressions.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrayType,
  arrow,
  block,
  call,
  conditional,
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
import { signalMember } from "../tsq/body-helpers.js";
import { vueQueryDeclaration } from "./declaration.js";

const { imports, declared } = vueQueryDeclaration.names;
const ANY = () => keywordType("any");
const OPTIONS = "options";

function helperCall(helper: string, args: ts.Expression[]): ts.CallExpression {
  return call(referenceTo(helper), args);
}

/** `queryKeyFunction(['pet', 'listPets'], 2)`: a member of a namespace's `queryKeys`. */
export function queryKeyFunctionCall(prefix: ts.Expression, arity: number): ts.CallExpression {
  return helperCall(declared.queryKeyFunction, [prefix, numericLiteral(arity)]);
}

/**
 * `() => api.listPets`: the operation's function through a function that returns it, so that TypeScript does
 * not narrow a top-level reference to an import for every constant (see tsq's `operationGetter`).
 */
function operationGetter(callee: ts.Expression): ts.ArrowFunction {
  return arrow([], callee);
}

/** `queryOptionsFactory(['pet', 'listPets'], () => listPets, 2)`: a query's options factory. */
export function queryOptionsFactoryCall(
  prefix: ts.Expression,
  callee: ts.Expression,
  arity: number,
): ts.CallExpression {
  return helperCall(declared.queryOptionsFactory, [prefix, operationGetter(callee), numericLiteral(arity)]);
}

/** `queryHook(listPetsQueryOptions)` */
export function queryHookCall(factory: ts.Expression): ts.CallExpression {
  return helperCall(declared.queryHook, [factory]);
}

/** `mutationOptionsFactory(['pet', 'createPet'], () => createPet, ['petId', 'body'])` */
export function mutationOptionsFactoryCall(
  key: ts.Expression,
  callee: ts.Expression,
  argumentNames: readonly string[] | undefined,
): ts.CallExpression {
  const names = argumentNames === undefined ? [] : [arrayLiteral(argumentNames.map(stringLiteral), false)];
  return helperCall(declared.mutationOptionsFactory, [key, operationGetter(callee), ...names]);
}

/** `mutationHook(createPetMutationOptions)` */
export function mutationHookCall(factory: ts.Expression): ts.CallExpression {
  return helperCall(declared.mutationHook, [factory]);
}

/**
 * The helpers that make the constants, each left out where no constant calls it. Their bodies go through
 * `any` (see `constantMaker`); the constants' types, which callers see, are proven by the compile tests.
 */
export function bodyHelperDeclarations(ctx: HookEmitContext): ts.Statement[] {
  return droppableDeclarations([
    paddedArgumentsDeclaration(declared.paddedArguments),
    queryKeyFunction(),
    queryOptionsFactory(ctx),
    queryHook(ctx),
    mutationOptionsFactory(),
    mutationHook(ctx),
  ]);
}

/** `[...prefix, ...values]` */
function keyOf(values: ts.Expression): ts.Expression {
  return arrayLiteral([spreadElement(id("prefix")), spreadElement(values)], false);
}

/** `function queryKeyFunction(prefix, arity): any { return (...args: unknown[]) => [...prefix, ...]; }` */
function queryKeyFunction(): ts.FunctionDeclaration {
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
 * `function queryOptionsFactory(prefix, operation, arity): any { return (...args) => { const values = ...;
 * const options = args[arity]; return { ...options?.query, queryKey: [...prefix, ...values], queryFn: ({
 * queryKey, signal }) => operation()(...queryKey.slice(prefix.length), ...) }; }; }`. The key holds the
 * arguments as the caller gave them (refs and getters in a hook's); vue-query unwraps them, watches them, and
 * hands the query function the key unwrapped, whose values the call takes. The query function hands
 * TanStack's abort signal to the client where it takes one, and resolves to `null` where the call resolves to
 * nothing: TanStack rejects `undefined` as data, and the data types of such queries say `null`.
 */
function queryOptionsFactory(ctx: HookEmitContext): ts.FunctionDeclaration {
  const signal = signalMember(ctx);
  const keyValues = call(memberAccess(id("queryKey"), "slice"), [memberAccess(id("prefix"), "length")]);
  const sent = call(call(id("operation"), []), [
    spreadElement(keyValues),
    queryRequestOptions(OPTIONS, ctx.hooks.clientRetriesOption, signal),
  ]);
  // Typed here: no library call around the object gives the function its context's type.
  const context = typeLiteral(
    [propertySignature("queryKey", anyKeyType()), propertySignature("signal", typeReference("AbortSignal"))],
    { singleLine: true },
  );
  const queryFn = arrow(
    [destructuredParameter(signal.length === 0 ? ["queryKey"] : ["queryKey", "signal"], context)],
    thenNullData(sent),
  );
  const body = block([
    ...valuesAndOptions(
      declared.paddedArguments,
      OPTIONS,
      typeReference(declared.queryOptions, [keywordType("unknown"), anyKeyType()]),
    ),
    returnStatement(
      objectLiteral(
        [
          spread(optionalMember(OPTIONS, "query")),
          property("queryKey", keyOf(id("values"))),
          property("queryFn", queryFn),
        ],
        false,
      ),
    ),
  ]);
  return constantMaker(
    declared.queryOptionsFactory,
    prefixAndArity(true),
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
    declared.queryHook,
    [parameter("factory", { type: ANY() })],
    arrow(
      [restParameter("args", arrayType(ANY()))],
      call(libraryValue(ctx, imports.useQuery.name), [call("factory", [spreadElement(id("args"))])]),
    ),
  );
}

/**
 * `function mutationOptionsFactory(mutationKey, operation, argumentNames?): any { return (options) => ({
 * ...options?.mutation, mutationKey, mutationFn: (variables) => operation()(...) }); }`: the call takes the
 * variables' members in order, or the variables whole where no names are given.
 */
function mutationOptionsFactory(): ts.FunctionDeclaration {
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
      parenthesized(
        objectLiteral(
          [
            spread(optionalMember(OPTIONS, "mutation")),
            shorthandProperty("mutationKey"),
            property("mutationFn", mutationFn),
          ],
          false,
        ),
      ),
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
    declared.mutationHook,
    [parameter("factory", { type: ANY() })],
    arrow(
      [parameter(OPTIONS, { type: keywordType("unknown"), optional: true })],
      call(libraryValue(ctx, imports.useMutation.name), [call("factory", [id(OPTIONS)])]),
    ),
  );
}
