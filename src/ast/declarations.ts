/** Exported top-level declarations of generated files: enums, type aliases, interfaces. */
import ts from "../compiler-api.js";
import { enumMemberKey } from "./keys.js";
import { exportModifier, stringLiteral } from "./nodes.js";

/** `name = 'value'` in an enum. */
export function enumMember(name: string, value: string): ts.EnumMember {
  return ts.factory.createEnumMember(enumMemberKey(name), stringLiteral(value));
}

/** `export enum Name { ... }` */
export function enumDeclaration(name: string, members: readonly ts.EnumMember[]): ts.EnumDeclaration {
  return ts.factory.createEnumDeclaration([exportModifier()], name, members);
}
