/**
 * Every `import()` of a module known only at run time (a custom template) goes through here. In the bundled
 * command this module is swapped for code-cache.cjs's `importModule` (see scripts/bundle-cli.js), because
 * code compiled through a V8 code cache cannot call `import()` on Node 20.
 */
export function importModule(specifier: string): Promise<unknown> {
  return import(specifier);
}
