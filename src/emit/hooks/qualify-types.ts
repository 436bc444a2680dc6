import ts from "../../compiler-api.js";

/**
 * Rewrites every type reference to a name the main file declares so it goes through the main file's
 * namespace import: `Pet[]` → `api.Pet[]`, `APIResponse<Pet>` → `api.APIResponse<api.Pet>`,
 * `Status.Active` → `api.Status.Active`. Other names (`Date`, `Record`, library types) stay as they are.
 * Type nodes are built for the main file; a separate hooks file reuses them through this.
 */
export function qualifyTypeNames(
  type: ts.TypeNode,
  mainFileNames: ReadonlySet<string>,
  namespace: string,
): ts.TypeNode {
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isTypeReferenceNode(node)) {
      return ts.factory.updateTypeReferenceNode(
        node,
        qualifyEntityName(node.typeName, mainFileNames, namespace),
        node.typeArguments && ts.visitNodes(node.typeArguments, visit, ts.isTypeNode),
      );
    }
    return ts.visitEachChild(node, visit, /* context */ undefined);
  };
  return ts.visitNode(type, visit, ts.isTypeNode);
}

/** Qualifies the leftmost identifier of `Name` or `Name.Member` when the main file declares it. */
function qualifyEntityName(
  name: ts.EntityName,
  mainFileNames: ReadonlySet<string>,
  namespace: string,
): ts.EntityName {
  if (ts.isQualifiedName(name)) {
    return ts.factory.updateQualifiedName(
      name,
      qualifyEntityName(name.left, mainFileNames, namespace),
      name.right,
    );
  }
  if (!mainFileNames.has(name.text)) return name;
  return ts.factory.createQualifiedName(ts.factory.createIdentifier(namespace), name.text);
}
