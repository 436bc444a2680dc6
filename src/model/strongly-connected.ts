/**
 * Tarjan's strongly connected components of a graph of references, without recursion (reference chains can be
 * thousands long). Every node reachable from `roots` is in one component; the components come out with what
 * they reference first, and a component of more than one node, or of one that refers to itself, is a cycle.
 * `targetsOf` is asked in order, so the result depends only on the graph and the order of `roots`.
 */
export function stronglyConnectedComponents<Id>(
  roots: Iterable<Id>,
  targetsOf: (id: Id) => readonly Id[],
): Id[][] {
  const index = new Map<Id, number>();
  const low = new Map<Id, number>();
  const stack: Id[] = [];
  const onStack = new Set<Id>();
  const components: Id[][] = [];
  let counter = 0;
  for (const root of roots) {
    if (index.has(root)) continue;
    const frames: { id: Id; targets: readonly Id[]; next: number }[] = [];
    const enter = (id: Id) => {
      index.set(id, counter);
      low.set(id, counter);
      counter++;
      stack.push(id);
      onStack.add(id);
      frames.push({ id, targets: targetsOf(id), next: 0 });
    };
    enter(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as { id: Id; targets: readonly Id[]; next: number };
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++] as Id;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) {
          low.set(frame.id, Math.min(low.get(frame.id) as number, index.get(target) as number));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) as number, low.get(frame.id) as number));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const component: Id[] = [];
      for (;;) {
        const id = stack.pop() as Id;
        onStack.delete(id);
        component.push(id);
        if (id === frame.id) break;
      }
      components.push(component);
    }
  }
  return components;
}
