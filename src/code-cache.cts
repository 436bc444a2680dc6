/**
 * V8 code caches for the big CommonJS scripts typewright loads: `typescript.js` (9 MB) and, for the command,
 * the bundled CLI. Compiling them is most of a small run (bench/HISTORY.md), so the compiled
 * code is kept in the user's cache folder (see {@link cacheFolder}), keyed by Node, V8, architecture, file
 * size, mtime and V8 flags. `TYPEWRIGHT_NO_CACHE=1` (or Node's own `NODE_DISABLE_COMPILE_CACHE=1`) turns it
 * off: scripts are then compiled as usual and nothing is read or written.
 *
 * A cache made right after a script loads holds only what loading compiled; the parser, factory and printer
 * functions a generation uses are compiled lazily later. So the command calls `saveWarmCodeCaches()` after
 * its first successful run, and that cache (marked warm) is kept from then on. Any problem with a cache falls
 * back to plain compilation.
 */

import buffer = require("node:buffer");
import fs = require("node:fs");
import Module = require("node:module");
import os = require("node:os");
import path = require("node:path");
import v8 = require("node:v8");
import vm = require("node:vm");

type LoadingModule = { exports: unknown };
type ExtensionHandler = (this: unknown, loading: LoadingModule, filename: string) => void;
/** Node's loaders per file extension (internal, stable since Node 0.x): they read a file, then compile it. */
const extensionHandlers = (Module as unknown as { _extensions: Record<string, ExtensionHandler> })
  ._extensions;

/** The first byte of a cache file: made at load time, or after a whole generation. */
const COLD = 0;
const WARM = 1;

interface CachedScript {
  script: vm.Script;
  cacheFile: string;
  /** The cache this process started from was warm and accepted: nothing to save. */
  warm: boolean;
}

const scripts = new Map<string, CachedScript>();
const pending = new Set<string>();

/** V8 flags this process set through {@link setV8Flags}. */
let flagsSetHere = "";

/**
 * Sets V8 flags for the rest of the process. V8 rejects a code cache made under other flags, so they are part
 * of the cache key (with Node's own command-line options): processes that differ in flags, such as the
 * command and a program using the API, keep separate caches instead of rewriting one another's on every run.
 * Call before any script is loaded through a cache.
 */
function setV8Flags(flags: string): void {
  v8.setFlagsFromString(flags);
  flagsSetHere = `${flagsSetHere} ${flags}`.trim();
}

/** Flags set by {@link setV8FlagsAfterLoading}, and the values the caches were made under. */
const flagsAfterLoading: { flags: string; atStart: string }[] = [];

/**
 * Sets V8 flags once the scripts are loaded, for the rest of the run, keeping them out of the caches: V8
 * rejects a cache made under other flags, so the values the run started with (`atStart`, for the same flags)
 * are put back while a cache is written, and the next run, which starts under them, accepts it.
 */
function setV8FlagsAfterLoading(flags: string, atStart: string): void {
  v8.setFlagsFromString(flags);
  flagsAfterLoading.push({ flags, atStart });
}

/** Compiles `filename` through a code cache when it is next required (unless caching is off). */
function enableCodeCache(filename: string): void {
  if (scripts.has(filename) || pending.has(filename)) return;
  const folder = cacheFolder();
  if (folder === undefined) return;
  pending.add(filename);
  const extension = path.extname(filename) in extensionHandlers ? path.extname(filename) : ".js";
  const load = extensionHandlers[extension] as ExtensionHandler;
  extensionHandlers[extension] = function loadWithCodeCache(loading, file) {
    if (file !== filename) return load.call(this, loading, file);
    extensionHandlers[extension] = load;
    pending.delete(filename);
    compileWithCodeCache(loading, readSource(filename), filename, folder);
  };
}

function compileWithCodeCache(
  loading: LoadingModule,
  content: string,
  filename: string,
  folder: string,
): void {
  const cacheFile = codeCacheFile(filename, folder);
  const stored = readIfPresent(cacheFile);
  const script = new vm.Script(Module.wrap(content), {
    filename,
    ...(stored && stored.length > 1 ? { cachedData: stored.subarray(1) } : {}),
  });
  const accepted = stored !== undefined && !script.cachedDataRejected;
  scripts.set(filename, { script, cacheFile, warm: accepted && stored?.[0] === WARM });
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const localRequire = Module.createRequire(filename);
  wrapper.call(loading.exports, loading.exports, localRequire, loading, filename, path.dirname(filename));
  // Made after running, so the functions compiled while loading are in it too.
  if (!accepted) writeCache(cacheFile, COLD, script);
}

/**
 * The script's text. Node reads scripts as UTF-8, which for the 9 MB typescript.js takes twice as long as
 * reading the bytes, checking they are all ASCII and taking them as Latin-1 (the same text then).
 */
function readSource(filename: string): string {
  const bytes = fs.readFileSync(filename);
  return buffer.isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
}

/**
 * `import()` for code compiled here: Node 20 lets a vm.Script import only behind a flag, so the bundled
 * command's dynamic imports (custom templates) are routed to this module, which Node compiles itself (see
 * src/import-module.ts and scripts/bundle-cli.js). Specifiers are URLs or package names, so resolving them
 * from here is the same as from the bundle.
 */
function importModule(specifier: string): Promise<unknown> {
  return import(specifier);
}

/** After a successful generation: every script still without a warm cache gets one. */
function saveWarmCodeCaches(): void {
  for (const entry of scripts.values()) {
    if (entry.warm) continue;
    writeCache(entry.cacheFile, WARM, entry.script);
    entry.warm = true;
  }
}

/**
 * Where the platform keeps a user's caches: `$XDG_CACHE_HOME` (when absolute) or `~/.cache` on Linux and
 * other Unixes, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows; in a `typewright` folder there.
 * `undefined` when caching is turned off, or no such folder is known (no home directory).
 * Per user on purpose: V8 trusts a cache whose source hash matches, so it must not be writable by others.
 */
function cacheFolder(): string | undefined {
  const environment = process.env;
  if (isOn(environment.TYPEWRIGHT_NO_CACHE) || environment.NODE_DISABLE_COMPILE_CACHE === "1")
    return undefined;
  const home = homeDirectory();
  if (process.platform === "win32") {
    const local = environment.LOCALAPPDATA || (home && path.join(home, "AppData", "Local"));
    return local ? path.join(local, "typewright", "Cache", "code-cache") : undefined;
  }
  const xdg = environment.XDG_CACHE_HOME;
  const base =
    process.platform === "darwin"
      ? home && path.join(home, "Library", "Caches")
      : xdg && path.isAbsolute(xdg)
        ? xdg
        : home && path.join(home, ".cache");
  return base ? path.join(base, "typewright", "code-cache") : undefined;
}

/** A flag variable: set to anything but `""`, `0` or `false`. */
function isOn(value: string | undefined): boolean {
  return value !== undefined && value !== "" && value !== "0" && value.toLowerCase() !== "false";
}

function homeDirectory(): string | undefined {
  try {
    return os.homedir() || undefined;
  } catch {
    return undefined;
  }
}

function codeCacheFile(filename: string, folder: string): string {
  const { size, mtimeMs } = fs.statSync(filename);
  const flags = [...process.execArgv, flagsSetHere].join(" ").trim();
  const key = [process.version, process.versions.v8, process.arch, size, Math.trunc(mtimeMs)]
    .concat(flags === "" ? [] : [`flags${shortHash(flags)}`])
    .join("-");
  return path.join(folder, `${path.basename(filename)}-${key}.bin`);
}

/** FNV-1a, 32 bits, in hex: names a set of flags in a file name. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, kind: number, script: vm.Script): void {
  try {
    for (const { atStart } of flagsAfterLoading) v8.setFlagsFromString(atStart);
    const data = script.createCachedData();
    for (const { flags } of flagsAfterLoading) v8.setFlagsFromString(flags);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, Buffer.concat([Buffer.from([kind]), data]));
    fs.renameSync(temporary, file);
    pruneOlderCaches(file);
  } catch {
    // A cache that cannot be written only costs the next run its speed-up.
  }
}

/**
 * Every rebuild or upgrade of a script is a new cache file; the newest few per script are kept, so that
 * projects on different TypeScript versions do not evict each other's caches.
 */
const CACHES_KEPT_PER_SCRIPT = 4;

function pruneOlderCaches(file: string): void {
  const folder = path.dirname(file);
  // Names are `<script file name>-<node version>-...bin` (see codeCacheFile).
  const written = path.basename(file);
  const scriptEnd = written.indexOf(`-${process.version}-`);
  if (scriptEnd < 0) return;
  const prefix = written.slice(0, scriptEnd + 1);
  const siblings = fs
    .readdirSync(folder)
    .filter((sibling) => sibling.startsWith(prefix) && sibling.endsWith(".bin") && sibling !== written)
    .map((sibling) => ({ sibling, modified: fs.statSync(path.join(folder, sibling)).mtimeMs }))
    .sort((a, b) => b.modified - a.modified);
  for (const { sibling } of siblings.slice(CACHES_KEPT_PER_SCRIPT - 1)) {
    fs.rmSync(path.join(folder, sibling), { force: true });
  }
}

export = { enableCodeCache, saveWarmCodeCaches, importModule, setV8Flags, setV8FlagsAfterLoading };
