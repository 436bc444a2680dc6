/** The names of a path template's `{name}` placeholders, each once, in the order they first appear. */
export function pathPlaceholders(path: string): string[] {
  return [...new Set(path.match(/\{[^{}]+\}/g))].map((placeholder) => placeholder.slice(1, -1));
}
