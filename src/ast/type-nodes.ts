/** Type nodes beyond the common ones of nodes.ts: literals of members, tuples, queries, functions. */
import ts from "../compiler-api.js";

/** `{ a: A; b?: B }` from its members. */
export function typeLiteral(members: readonly ts.TypeElement[]): ts.TypeLiteralNode {
  return ts.factory.createTypeLiteralNode(members);
}
