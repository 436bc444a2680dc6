/**
 * The one place that loads the TypeScript compiler API.
 *
 * Start-up is most of a small run: compiling the 9 MB `typescript.js` takes 0.2-0.45 s. So this module
 * (1) is CommonJS, because an ES module importing `typescript.js` directly makes Node also scan it for
 * module syntax and for named exports, and (2) compiles it through a V8 code cache (see code-cache.cts).
 */
import codeCache = require("./code-cache.cjs");

try {
  codeCache.enableCodeCache(require.resolve("typescript"));
} catch {
  // Without the cache, typescript.js is compiled as usual.
}

import ts = require("typescript");

export = ts;
