/**
 * The types a hook names instead of writing them out: its data (`ListPetsData`), its failure
 * (`ListPetsFailure`), a query's key (`ListPetsQueryKey`) and what a mutation sends (`CreatePetVariables`).
 * Each is written in the options, the call, the overloads and the return types, up to eleven times a hook:
 * named, the hooks file writes it once. And TypeScript makes a new type of every object type it reads, so the
 * same object type written several times would be several types, which TanStack's or swr's types over them
 * compare member by member on every hook; named once, they are one type and compare at once.
 */

import { interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import { propertyName } from "../../ast/keys.js";
import { keywordType, propertySignature, typeReference, unionType } from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import type { HookArgument } from "./hook-syntax.js";

/** A type as the hook writes it, and the declaration of its name where it has one. */
export interface HookType {
  type: ts.TypeNode;
  declaration: ts.Statement | undefined;
}

/**
 * `name`, declared as `export type <name> = <type>;`, where the layer names every hook type
 * (`HooksPlan.namesEveryType`) or `type` holds an object type; else `type` itself, which TypeScript reads as
 * the same type wherever it is written (names, keywords, lists and unions of them).
 */
export function namedType(name: string, type: ts.TypeNode, namesEveryType: boolean): HookType {
  if (!namesEveryType && !holdsObjectType(type)) return { type, declaration: undefined };
  return { type: typeReference(name), declaration: typeAliasDeclaration(name, type) };
}

/** `export interface CreatePetVariables { petId: string; limit?: number | undefined }` */
export function variablesInterface(name: string, properties: readonly HookArgument[]): ts.Statement {
  const members = properties.map((property) =>
    propertySignature(propertyName(property.name), elementType(property), !property.required),
  );
  return interfaceDeclaration(name, members);
}

/** An optional argument's value may also be given as `undefined`: `T | undefined`. */
export function elementType(argument: HookArgument): ts.TypeNode {
  return argument.required ? argument.type : unionType([argument.type, keywordType("undefined")]);
}

/** Whether `node` writes an object, function or mapped type anywhere, each a type of its own to TypeScript. */
function holdsObjectType(node: ts.Node): boolean {
  if (
    ts.isTypeLiteralNode(node) ||
    ts.isMappedTypeNode(node) ||
    ts.isFunctionTypeNode(node) ||
    ts.isConstructorTypeNode(node)
  )
    return true;
  return ts.forEachChild(node, holdsObjectType) === true;
}
