/**
 * Building blocks for templates whose group container is a class (`ng1` services, `ng2` injectables):
 * the class name, the class itself, and the private fields its methods read through `this`.
 */

import { classDeclaration, fieldDeclaration } from "../../ast/declarations.js";
import { privateName, thisPrivateMember } from "../../ast/expressions.js";
import { type JsDocFacts, withJsDoc } from "../../ast/jsdoc.js";
import type ts from "../../compiler-api.js";
import type { ContainerMethod } from "../../emit/client-template.js";
import { classMethods } from "./containers.js";

export interface ClassContainerSpec {
  name: string;
  docs: JsDocFacts;
  decorators: ts.Decorator[];
  /** Fields, static members and the constructor, in order, before the methods. */
  members: ts.ClassElement[];
  methods: Iterable<ContainerMethod>;
}

/** `@Decorator(...) export class Name { members; methods }`, with JSDoc on the class and every method. */
export function classContainer(spec: ClassContainerSpec): ts.ClassDeclaration {
  const declaration = classDeclaration(
    spec.name,
    [...spec.members, ...[...spec.methods].flatMap(classMethods)],
    spec.decorators,
  );
  return withJsDoc(declaration, spec.docs);
}

/**
 * `readonly #name: type = initializer;`. Private names live apart from method names, so no operation
 * can be named like a field the methods rely on.
 */
export function privateField(
  name: string,
  initializer: ts.Expression | undefined,
  type?: ts.TypeNode,
): ts.PropertyDeclaration {
  return fieldDeclaration(privateName(name), { readonly: true, type, initializer });
}

/** `this.#name`. */
export function privateFieldAccess(name: string): ts.Expression {
  return thisPrivateMember(name);
}

/** `static readonly name: T = initializer;`. */
export function staticField(
  name: string,
  type: ts.TypeNode,
  initializer: ts.Expression,
): ts.PropertyDeclaration {
  return fieldDeclaration(name, { static: true, readonly: true, type, initializer });
}
