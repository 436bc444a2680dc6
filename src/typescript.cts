/**
 * The one place that loads the TypeScript compiler API.
 *
 * Start-up is most of a small run: compiling the 9 MB `typescript.js` takes 0.2-0.45 s. So this module
 * (1) is CommonJS, because an ES module importing `typescript.js` directly makes Node also scan it for
 * module syntax and for named exports, and (2) keeps V8's code cache of that compilation in the temp
 * folder, keyed by the TypeScript, Node and V8 versions, so later runs skip the compile. Any problem
 * with the cache falls back to a plain `require`.
 */
import fs = require("node:fs");
import Module = require("node:module");
import os = require("node:os");
import path = require("node:path");
import vm = require("node:vm");

type CompilingModule = {
  exports: unknown;
  _compile(content: string, filename: string): unknown;
};

function installCodeCacheFor(filename: string): void {
  const prototype = Module.prototype as unknown as CompilingModule;
  const compile = prototype._compile;
  prototype._compile = function compileWithCodeCache(this: CompilingModule, content, file) {
    if (file !== filename) return compile.call(this, content, file);
    prototype._compile = compile;
    const cacheFile = codeCacheFile(filename);
    const cachedData = readIfPresent(cacheFile);
    const script = new vm.Script(Module.wrap(content), {
      filename,
      ...(cachedData ? { cachedData } : {}),
    });
    const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
    const localRequire = Module.createRequire(filename);
    wrapper.call(this.exports, this.exports, localRequire, this, filename, path.dirname(filename));
    // Made after running, so the functions compiled while loading are in the cache too.
    if (!cachedData || script.cachedDataRejected) writeAtomically(cacheFile, script.createCachedData());
    return undefined;
  };
}

function codeCacheFile(filename: string): string {
  const { size, mtimeMs } = fs.statSync(filename);
  const key = [process.version, process.versions.v8, process.arch, size, Math.trunc(mtimeMs)].join("-");
  // Per user: V8 trusts a cache whose source hash matches, so it must not be writable by other users.
  const user = typeof process.getuid === "function" ? process.getuid() : os.userInfo().username;
  return path.join(os.tmpdir(), `typewright-code-cache-${user}`, `typescript-${key}.bin`);
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeAtomically(file: string, data: Buffer): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch {
    // A cache that cannot be written only costs the next run its speed-up.
  }
}

try {
  installCodeCacheFor(require.resolve("typescript"));
} catch {
  // Without the cache, typescript.js is compiled as usual.
}

import ts = require("typescript");

export = ts;
