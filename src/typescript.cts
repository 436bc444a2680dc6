/**
 * The one place that loads the TypeScript compiler API.
 *
 * Start-up is most of a small run, and compiling the 9 MB `typescript.js` is most of start-up. So this module
 * (1) is CommonJS, because an ES module importing TypeScript directly makes Node also scan it for module
 * syntax and for named exports, (2) compiles it through a V8 code cache (see code-cache.cts), and (3) loads
 * `typescript-api.cjs`: typescript.js trimmed by the build to the members typewright uses
 * (scripts/trim-typescript.js), a fifth of its size, which loads faster and takes less memory (figures in
 * bench/HISTORY.md). That file stands alone, so typewright needs no `typescript` package at run time; only
 * custom templates that ask for the whole module load the user's own (whole-compiler-api.ts).
 */
import codeCache = require("./code-cache.cjs");

codeCache.enableCodeCache(require.resolve("./typescript-api.cjs"));
// Custom templates may load the user's whole `typescript` (whole-compiler-api.ts), through the cache too. It
// is an optional peer, so it may be absent: then a template that asks for it is told so.
try {
  codeCache.enableCodeCache(require.resolve("typescript"));
} catch {}

import ts = require("./typescript-api.cjs");

export = ts;
