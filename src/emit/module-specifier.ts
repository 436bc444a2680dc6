import path from "node:path";

const JS_EXTENSION_OF: Readonly<Record<string, string>> = {
  ".ts": ".js",
  ".tsx": ".js",
  ".mts": ".mjs",
  ".cts": ".cjs",
  ".js": ".js",
  ".jsx": ".js",
  ".mjs": ".mjs",
  ".cjs": ".cjs",
};

/**
 * The ESM import specifier of `targetFile` as seen from `fromFile`: relative, `/`-separated,
 * starting with `./` or `../`, and with the extension the compiled file will have (`.ts` → `.js`), because
 * Node's ESM resolution and TypeScript's `nodenext` need the runtime extension.
 */
export function moduleSpecifier(fromFile: string, targetFile: string): string {
  const relative = path
    .relative(path.dirname(path.resolve(fromFile)), path.resolve(targetFile))
    .split(path.sep)
    .join("/");
  const extension = path.posix.extname(relative);
  const jsExtension = JS_EXTENSION_OF[extension.toLowerCase()];
  const withJs =
    jsExtension === undefined ? `${relative}.js` : relative.slice(0, -extension.length) + jsExtension;
  return withJs.startsWith("../") ? withJs : `./${withJs}`;
}
