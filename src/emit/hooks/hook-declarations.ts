import { importDeclaration } from "../../ast/imports.js";

/** Small declaration builders the reactive layers share: imports and the generic hook-options interfaces. */

import { interfaceDeclaration } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import {
  arrayType,
  expressionStatement,
  keywordType,
  literalType,
  propertySignature,
  readonlyType,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import { typeParameter } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { LayerNames } from "../../output-contract/declaration.js";
import type { HookEmitContext } from "../client-template.js";
import { requestOptionsType } from "../operations/assemble-methods.js";

/**
 * The layer's library imports, one per module in the order its names list them: `import useSWR, { type
 * SWRConfiguration } from 'swr';`, each value under the local name the hook bodies reach it by (`import {
 * useQuery as useQuery2 }` where an argument is `useQuery`).
 */
export function layerImports(imports: LayerNames["imports"], ctx: HookEmitContext): ts.Statement[] {
  const modules = [...new Set(Object.values(imports).map((imported) => imported.module))];
  return modules.map((module) => {
    const names = Object.values(imports).filter((imported) => imported.module === module);
    const defaultName = names.find((imported) => imported.default)?.name;
    return importDeclaration(module, {
      default: defaultName === undefined ? undefined : libraryLocalName(ctx, defaultName),
      names: names
        .filter((imported) => !imported.default)
        .map(({ name, typeOnly }) => {
          const local = typeOnly ? name : libraryLocalName(ctx, name);
          return { name, ...(typeOnly ? { typeOnly } : {}), ...(local === name ? {} : { as: local }) };
        }),
    });
  });
}

/** A library value as the hooks code reads it: a reference to its import's local name (see `HookBodyNames`). */
export function libraryValue(ctx: HookEmitContext, name: string): ts.Identifier {
  return referenceTo(libraryLocalName(ctx, name));
}

function libraryLocalName(ctx: HookEmitContext, name: string): string {
  return ctx.hooks.bodyNames.library[name] ?? name;
}

/** `'use client';`: a directive, printed before the header (see `printStatements`). */
export function clientDirective(): ts.Statement {
  return expressionStatement(stringLiteral("use client"));
}

export interface TypeParameter {
  name: string;
  constraint?: ts.TypeNode;
  /** `Failure = Error`: a default keeps the options types usable without naming it. */
  default?: ts.TypeNode;
}

export interface OptionalMember {
  name: string;
  type: ts.TypeNode;
  description: string;
}

/** `export interface <name><T...> { member?: type; ... }` with a doc comment per member. */
export function optionsInterface(
  name: string,
  typeParameters: readonly TypeParameter[],
  members: readonly OptionalMember[],
  description: string,
): ts.Statement {
  const declaration = interfaceDeclaration(
    name,
    members.map((member) =>
      withJsDoc(propertySignature(member.name, member.type, /* optional */ true), {
        description: member.description,
      }),
    ),
    {
      typeParameters: typeParameters.map((parameter) =>
        typeParameter(parameter.name, parameter.constraint, parameter.default),
      ),
    },
  );
  return withJsDoc(declaration, { description });
}

/** `Omit<T, 'a' | 'b'>`: a library's options type without the members the hooks write themselves. */
export function omit(type: ts.TypeNode, keys: readonly string[]): ts.TypeNode {
  return typeReference("Omit", [type, unionType(keys.map(literalType))]);
}

/** `readonly unknown[]`: what every key is. */
export function anyKeyType(): ts.TypeNode {
  return readonlyType(arrayType(keywordType("unknown")));
}

/** The hooks' `request` option: the HTTP client's own per-call options type, passed to the client method. */
export function requestMember(ctx: HookEmitContext): OptionalMember {
  return {
    name: "request",
    // A runtime type of the main file (fetch's `CallOptions`) is qualified in a separate hooks file.
    type: ctx.typeInHooks(requestOptionsType(ctx.template.declaration.requestOptions)),
    description: "Per-call options of the HTTP client, passed to the client method.",
  };
}
