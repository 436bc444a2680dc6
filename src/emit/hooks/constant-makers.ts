/**
 * What the layers whose hooks are constants write their module-private helpers with (tsq's every hook and
 * factory, both layers' infinite hooks): `export const useListPets: QueryHook<...> = queryHook(...)`, each
 * constant made by a helper that takes the key's prefix, a getter of the operation's function and its arity,
 * and returns a function of the hook's arguments.
 */
import { elementAccess } from "../../ast/expressions.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayType,
  arrow,
  call,
  constDeclaration,
  functionDeclaration,
  id,
  keywordType,
  objectLiteral,
  parameter,
  readonlyType,
  returnStatement,
  unionType,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";

/**
 * A helper that makes constants: `function name(parameters): any { return <value>; }`. It returns `any`, and
 * the constant's written type is then its type as it is: a helper generic in the constant's types would have
 * TypeScript infer them again for every hook from that written type (70,000 instantiations on GitHub's
 * hooks). The getter of the operation's function and the factory it takes are `any` too: a parameter of a
 * function type would have TypeScript work out each argument's signatures, TanStack's types in them, for every
 * hook.
 */
export function constantMaker(
  name: string,
  parameters: ts.ParameterDeclaration[],
  value: ts.Expression,
): ts.FunctionDeclaration {
  return functionDeclaration(name, {
    parameters,
    returnType: keywordType("any"),
    body: [returnStatement(value)],
  });
}

/** `prefix: readonly string[], [operation: any,] arity: number`: what a helper that makes constants takes. */
export function prefixAndArity(withOperation: boolean): ts.ParameterDeclaration[] {
  return [
    parameter("prefix", { type: readonlyType(arrayType(keywordType("string"))) }),
    ...(withOperation ? [parameter("operation", { type: keywordType("any") })] : []),
    parameter("arity", { type: keywordType("number") }),
  ];
}

/** `paddedArguments(args, arity)`: one value per argument of the operation (see {@link paddedArgumentsDeclaration}). */
export function paddedArgumentsCall(paddedArguments: string): ts.Expression {
  return call(referenceTo(paddedArguments), [id("args"), id("arity")]);
}

/**
 * `const values = paddedArguments(args, arity); const options: <optionsType> | undefined = args[arity];`: the
 * hook's arguments as the operation takes them, then its options, in a helper's function of `...args`.
 */
export function valuesAndOptions(
  paddedArguments: string,
  options: string,
  optionsType: ts.TypeNode,
): ts.Statement[] {
  return [
    constDeclaration("values", paddedArgumentsCall(paddedArguments)),
    constDeclaration(options, elementAccess(id("args"), id("arity")), {
      type: unionType([optionsType, keywordType("undefined")]),
    }),
  ];
}

/**
 * `function paddedArguments(args, arity) { return Array.from({ length: arity }, (_, index) => args[index]); }`:
 * one value per argument of the operation, `undefined` where a call left one out, so that a key is as long
 * however the hook was called and the options are the operation's last argument.
 */
export function paddedArgumentsDeclaration(name: string): ts.FunctionDeclaration {
  return functionDeclaration(name, {
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
