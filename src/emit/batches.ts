/**
 * What a group builds per operation, taken a batch of operations at a time as the printer reads it: a batch
 * is few enough nodes to die young once printed (a description without tags has one group of every
 * operation), and enough calls in one loop for V8 to optimize the builders early.
 */
const BATCH_SIZE = 32;

/** `items.flatMap(build)`, built `BATCH_SIZE` items at a time when the reader takes the first of each batch. */
export function* builtInBatches<T, R>(
  items: readonly T[],
  build: (item: T) => readonly R[],
): Generator<R, void, undefined> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const batch = items.slice(start, start + BATCH_SIZE).flatMap(build);
    yield* batch;
  }
}
