/**
 * How a wide `allOf` is joined in the Zod schema file: two halves at a time, each joined the same way, so the
 * calls nest only as deep as the binary logarithm of the members (6 for 40, 10 for 1,000), where a chain
 * would nest one call per member, past what TypeScript infers (TS2589 from about 25) and what the printer's
 * and the compiler's stacks hold. The emitter joins by `balancedTree`; the plan, which bounds how deep the
 * schema file nests, counts by `balancedDepth`: one rule for both.
 */

/** `items` joined pairwise by `join`, the first half before the second; one item is itself. */
export function balancedTree<T>(items: readonly T[], join: (left: T, right: T) => T): T {
  if (items.length === 1) return items[0] as T;
  const middle = Math.ceil(items.length / 2);
  return join(balancedTree(items.slice(0, middle), join), balancedTree(items.slice(middle), join));
}

/** How deep `balancedTree` nests its joins over `count` items (0 for one). */
export function balancedDepth(count: number): number {
  return count <= 1 ? 0 : Math.ceil(Math.log2(count));
}
