/** The names of a path template's `{name}` placeholders, each once, in the order they first appear. */
export function pathPlaceholders(path: string): string[] {
  return [...new Set(path.match(/\{[^{}]+\}/g))].map((placeholder) => placeholder.slice(1, -1));
}

/**
 * The path a request goes to: the path key without the fragment it may carry (`/shared_items#folders`, a way
 * some descriptions give one URL several operations). A fragment is never sent to a server, and a query
 * written after it would not be either.
 */
export function requestPathOf(pathKey: string): string {
  const hash = pathKey.indexOf("#");
  return hash === -1 ? pathKey : pathKey.slice(0, hash);
}
