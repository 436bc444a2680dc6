/**
 * Building blocks for templates whose group container is a class (`ng1` services, `ng2` injectables):
 * the class name, the class itself, and the private fields its methods read through `this`.
 */

import { type JsDocFacts, withJsDoc } from "../../ast/jsdoc.js";
import { exportModifier } from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import type { ContainerMethod } from "../../emit/client-template.js";
import { containerMethod } from "./containers.js";

export interface ClassContainerSpec {
  name: string;
  docs: JsDocFacts;
  decorators: ts.Decorator[];
  /** Fields, static members and the constructor, in order, before the methods. */
  members: ts.ClassElement[];
  methods: ContainerMethod[];
}

/** `@Decorator(...) export class Name { members; methods }`, with JSDoc on the class and every method. */
export function classContainer(spec: ClassContainerSpec): ts.ClassDeclaration {
  const declaration = ts.factory.createClassDeclaration(
    [...spec.decorators, exportModifier()],
    spec.name,
    /* typeParameters */ undefined,
    /* heritageClauses */ undefined,
    [...spec.members, ...spec.methods.map(containerMethod)],
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
  return ts.factory.createPropertyDeclaration(
    [ts.factory.createModifier(ts.SyntaxKind.ReadonlyKeyword)],
    ts.factory.createPrivateIdentifier(`#${name}`),
    /* questionOrExclamationToken */ undefined,
    type,
    initializer,
  );
}

/** `this.#name`. */
export function privateFieldAccess(name: string): ts.Expression {
  return ts.factory.createPropertyAccessExpression(
    ts.factory.createThis(),
    ts.factory.createPrivateIdentifier(`#${name}`),
  );
}

/** `static readonly name = initializer;`. */
export function staticField(name: string, initializer: ts.Expression): ts.PropertyDeclaration {
  return ts.factory.createPropertyDeclaration(
    [
      ts.factory.createModifier(ts.SyntaxKind.StaticKeyword),
      ts.factory.createModifier(ts.SyntaxKind.ReadonlyKeyword),
    ],
    name,
    /* questionOrExclamationToken */ undefined,
    /* type */ undefined,
    initializer,
  );
}
