import { TypewrightError } from "../errors.js";
import { formatPointer } from "./json-pointer.js";
import type { JsonValue } from "./types.js";

/**
 * Limits on the shape of a parsed document, checked once per document before any stage walks it, so that
 * no stage can be driven out of stack or memory by a description. (The loader checks a JSON document's depth
 * in its walk for `$ref`s, walk-document.ts, and comes here only for the message of one too deep.)
 *
 * - **Depth.** Objects and arrays may be nested at most `MAX_NESTING_DEPTH` levels (the root is level 1). The
 *   stages, and the TypeScript printer above all, recurse once or more per level: the printer exhausts Node's
 *   default stack at about 360 levels of `additionalProperties`, the most stack-hungry construct. 128 leaves
 *   room for that and for a caller's own stack; the deepest of 2,639 public descriptions (APIs.guru) has 34.
 * - **YAML aliases.** An alias makes one parsed object appear in several places, and every later stage (the
 *   model, the emitted types, JSDoc examples) expands it. Expanded, the document may have at most
 *   `ALIAS_EXPANSION_BASE` values plus one per byte of its text: a document without aliases has at most one
 *   value per two bytes, so only expansion counts against the budget, and a 1 KB alias bomb (millions of
 *   values) is refused in milliseconds, while real descriptions that reuse subtrees expand by far less.
 *   An alias inside the node it names (a cycle) is refused: expanded, the document would be infinite.
 */
export const MAX_NESTING_DEPTH = 128;
export const ALIAS_EXPANSION_BASE = 100_000;

export interface BoundsContext {
  /** How messages name the document. */
  display: string;
  /** Absolute path or URL, for `TypewrightError.file`. */
  file: string;
  /** JSON objects are never shared; YAML aliases share them. */
  format: "json" | "yaml";
  /** Size of the document's text: the alias budget grows with it. */
  bytes: number;
}

/** Throws a `spec` error naming the file and the JSON pointer when `root` is out of bounds. */
export function checkDocumentBounds(root: JsonValue, context: BoundsContext): void {
  if (root === null || typeof root !== "object") return;
  // JSON.parse makes a tree: nothing is shared, so the depth is all there is to check, without paths.
  if (context.format === "json" && treeDepthWithin(root, MAX_NESTING_DEPTH)) return;
  const budget = context.format === "yaml" ? ALIAS_EXPANSION_BASE + context.bytes : Number.POSITIVE_INFINITY;
  new BoundsWalk(context, budget).run(root);
}

type Container = JsonValue[] | { [key: string]: JsonValue };

/**
 * Whether no container of the tree is deeper than `limit`. Recursive, but never more than `limit` + 1 calls
 * deep: it stops descending below that level, so a tree deeper than the stack is refused, not followed.
 * Recursion keeps no list of pending containers, which for a large document was most of the check's work.
 */
export function treeDepthWithin(container: Container, levelsLeft: number): boolean {
  if (levelsLeft === 0) return false;
  if (Array.isArray(container)) {
    for (const item of container) {
      if (item !== null && typeof item === "object" && !treeDepthWithin(item, levelsLeft - 1)) return false;
    }
    return true;
  }
  for (const key in container) {
    const child = container[key];
    if (child !== null && typeof child === "object" && !treeDepthWithin(child, levelsLeft - 1)) return false;
  }
  return true;
}

/** One container being walked: its keys (array indexes as text) and how far the walk is through them. */
interface Frame {
  container: Container;
  keys: string[];
  next: number;
  /** Values in this container's subtree, expanded (aliases counted each time they are reached). */
  size: number;
  /** Levels of containers in its subtree, itself included. */
  height: number;
}

interface Measured {
  size: number;
  height: number;
}

/**
 * A depth-first walk with the path at hand for messages. Containers already measured (reached again
 * through an alias) are not walked again: their size and height are added, so the walk costs the size of
 * the text, not of the expansion, and a container reached while it is still being walked is a cycle.
 */
class BoundsWalk {
  readonly #measured = new Map<Container, Measured>();
  readonly #frames: Frame[] = [];
  readonly #onPath = new Set<Container>();
  #expanded = 0;

  constructor(
    private readonly context: BoundsContext,
    private readonly budget: number,
  ) {}

  run(root: Container): void {
    this.#enter(root, undefined);
    while (this.#frames.length > 0) {
      const frame = this.#frames[this.#frames.length - 1] as Frame;
      if (frame.next === frame.keys.length) {
        this.#leave(frame);
        continue;
      }
      const key = frame.keys[frame.next++] as string;
      const child = (frame.container as Record<string, JsonValue>)[key] as JsonValue;
      if (child === null || typeof child !== "object") {
        frame.size++;
        this.#count(1, key);
        continue;
      }
      if (this.#onPath.has(child)) throw this.#cycle(key);
      const known = this.#measured.get(child);
      if (known === undefined) {
        this.#enter(child, key);
        continue;
      }
      frame.size += known.size;
      frame.height = Math.max(frame.height, known.height + 1);
      this.#count(known.size, key);
      if (this.#frames.length + known.height > MAX_NESTING_DEPTH) {
        throw this.#tooDeep([...this.#path(), key, ...this.#deepestPath(child)]);
      }
    }
  }

  #enter(container: Container, key: string | undefined): void {
    if (key !== undefined) this.#count(1, key);
    const keys = Array.isArray(container) ? Array.from(container.keys(), String) : Object.keys(container);
    this.#frames.push({ container, keys, next: 0, size: 1, height: 1 });
    this.#onPath.add(container);
    if (this.#frames.length > MAX_NESTING_DEPTH) throw this.#tooDeep(this.#path());
  }

  #leave(frame: Frame): void {
    this.#frames.pop();
    this.#onPath.delete(frame.container);
    this.#measured.set(frame.container, { size: frame.size, height: frame.height });
    const parent = this.#frames[this.#frames.length - 1];
    if (parent) {
      parent.size += frame.size;
      parent.height = Math.max(parent.height, frame.height + 1);
    }
  }

  /** Adds to the expanded size of the document; `key` (in the current container) is where it got too big. */
  #count(values: number, key: string): void {
    this.#expanded += values;
    if (this.#expanded <= this.budget) return;
    const pointer = `#${formatPointer([...this.#path(), key])}`;
    throw new TypewrightError(
      "spec",
      `${this.context.display}: YAML aliases expand the document beyond ${this.budget.toLocaleString("en-US")} values at ${pointer} (the limit is ${ALIAS_EXPANSION_BASE.toLocaleString("en-US")} plus one per byte of the file)`,
      { file: this.context.file, pointer },
    );
  }

  /** Keys from the root to the container on top of the walk. */
  #path(): string[] {
    const path: string[] = [];
    for (let index = 0; index < this.#frames.length - 1; index++) {
      const frame = this.#frames[index] as Frame;
      path.push(frame.keys[frame.next - 1] as string);
    }
    return path;
  }

  /** Keys down the tallest branch of a measured container, to the level where it is too deep. */
  #deepestPath(container: Container): string[] {
    const path: string[] = [];
    let current = container;
    for (let level = this.#frames.length + 1; level <= MAX_NESTING_DEPTH; level++) {
      const height = this.#measured.get(current)?.height ?? 1;
      const entries = Object.entries(current) as [string, JsonValue][];
      const tallest = entries.find(
        ([, child]) =>
          child !== null && typeof child === "object" && this.#measured.get(child)?.height === height - 1,
      );
      if (!tallest) break;
      path.push(tallest[0]);
      current = tallest[1] as Container;
    }
    return path;
  }

  #tooDeep(path: readonly string[]): TypewrightError {
    const pointer = `#${formatPointer(path)}`;
    // The whole pointer is in `pointer`; the message keeps its start, which names the schema or operation.
    const shown = path.length > 12 ? `#${formatPointer(path.slice(0, 12))}/…` : pointer;
    return new TypewrightError(
      "spec",
      `${this.context.display}: objects and arrays nested more than ${MAX_NESTING_DEPTH} levels deep at ${shown}`,
      { file: this.context.file, pointer },
    );
  }

  #cycle(key: string): TypewrightError {
    const pointer = `#${formatPointer([...this.#path(), key])}`;
    return new TypewrightError(
      "spec",
      `${this.context.display}: the YAML alias at ${pointer} refers to a node that contains it (expanded, the document would never end)`,
      { file: this.context.file, pointer },
    );
  }
}
