/**
 * The V8 code caches of the command and the API (src/code-cache.cts): where they are kept, what is in them,
 * and that `TYPEWRIGHT_NO_CACHE=1` or `NODE_DISABLE_COMPILE_CACHE=1` turns them off. Every run gets a private
 * home, cache and temp folder, so the caches a test sees are the ones its runs made.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = path.join(ROOT, "bin/typewright.js");
const TYPESCRIPT_MODULE = path.join(ROOT, "dist/typescript.cjs");
const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");

describe("the code cache", () => {
  let temp: TempDir;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-cache-");
    copyFileSync(TINY_SPEC, path.join(temp.path, "spec.yaml"));
    for (const folder of ["home", "cache", "local", "tmp"]) mkdirSync(file(folder));
  });
  afterEach(() => temp.cleanup());

  const file = (name: string) => path.join(temp.path, name);

  /** The environment of a run whose home, cache, local app data and temp folders are the test's own. */
  const cacheEnv = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
    const { TYPEWRIGHT_NO_CACHE: _, NODE_DISABLE_COMPILE_CACHE: _node, ...inherited } = process.env;
    return {
      ...inherited,
      HOME: file("home"),
      USERPROFILE: file("home"),
      XDG_CACHE_HOME: file("cache"),
      LOCALAPPDATA: file("local"),
      TMPDIR: file("tmp"),
      TMP: file("tmp"),
      TEMP: file("tmp"),
      ...overrides,
    };
  };

  /** Where the platform's conventions put the caches under {@link cacheEnv}. */
  const cacheFolder = (): string => {
    if (process.platform === "win32") return file("local/typewright/Cache/code-cache");
    if (process.platform === "darwin") return file("home/Library/Caches/typewright/code-cache");
    return file("cache/typewright/code-cache");
  };

  /** Every file under the test's folders, but the spec and the output. */
  const filesUnder = (folder: string): string[] =>
    readdirSync(file(folder), { recursive: true, encoding: "utf8" }).filter((name) =>
      statSync(path.join(file(folder), name)).isFile(),
    );

  it("keeps them in the platform's cache folder, and nothing in the temp folder", () => {
    expect(runCli(temp.path, ["-s", "spec.yaml", "-o", "client.ts"], cacheEnv()).status).toBe(0);
    expect(
      readdirSync(cacheFolder())
        .map((name) => name.replace(/-v\d.*$/, ""))
        .sort(),
    ).toEqual(["typescript-api.cjs", "typewright.cjs"]);
    expect(filesUnder("tmp")).toEqual([]);
  });

  it.runIf(process.platform === "linux")("ignores a relative XDG_CACHE_HOME, as the XDG rules ask", () => {
    const env = cacheEnv({ XDG_CACHE_HOME: "relative/cache" });
    expect(runCli(temp.path, ["-s", "spec.yaml", "-o", "client.ts"], env).status).toBe(0);
    expect(readdirSync(file("home/.cache/typewright/code-cache"))).toHaveLength(2);
    expect(existsSync(file("relative"))).toBe(false);
  });

  it.each([
    ["TYPEWRIGHT_NO_CACHE", "1"],
    ["TYPEWRIGHT_NO_CACHE", "true"],
    ["NODE_DISABLE_COMPILE_CACHE", "1"],
  ])("writes and reads no cache with %s=%s, and generates the same", (name, value) => {
    const env = cacheEnv({ [name]: value });
    expect(runCli(temp.path, ["-s", "spec.yaml", "-o", "uncached.ts"], env)).toMatchObject({
      status: 0,
      stderr: "",
    });
    // The API loads TypeScript through the same module.
    const api = spawnSync(process.execPath, ["-e", `require(${JSON.stringify(TYPESCRIPT_MODULE)})`], {
      env,
      encoding: "utf8",
    });
    expect(api.status).toBe(0);
    for (const folder of ["home", "cache", "local", "tmp"]) expect(filesUnder(folder)).toEqual([]);

    expect(runCli(temp.path, ["-s", "spec.yaml", "-o", "cached.ts"], cacheEnv()).status).toBe(0);
    expect(readFileSync(file("uncached.ts"), "utf8")).toBe(readFileSync(file("cached.ts"), "utf8"));
    // With a cache to find, still none is read: a damaged one would otherwise fail nothing but be rewritten.
    const cached = readdirSync(cacheFolder()).map((name) => path.join(cacheFolder(), name));
    for (const cache of cached) writeFileSync(cache, "damaged");
    expect(runCli(temp.path, ["-s", "spec.yaml", "-o", "uncached.ts"], env).status).toBe(0);
    for (const cache of cached) expect(readFileSync(cache, "utf8")).toBe("damaged");
  });

  it("caches with TYPEWRIGHT_NO_CACHE=0", () => {
    expect(runCli(temp.path, ["--help"], cacheEnv({ TYPEWRIGHT_NO_CACHE: "0" })).status).toBe(0);
    expect(readdirSync(cacheFolder())).toHaveLength(1);
  });

  it("keeps V8 code caches: cold after loading, warm after the first success, rebuilt when corrupt", () => {
    const env = cacheEnv();
    const generate = () => runCli(temp.path, ["-s", "spec.yaml", "-o", "client.ts"], env);
    const caches = () => {
      if (!existsSync(cacheFolder())) return {};
      const entries = readdirSync(cacheFolder()).map((name) => {
        const bytes = readFileSync(path.join(cacheFolder(), name));
        return [
          name.replace(/-v\d.*$/, ""),
          { marker: bytes[0], size: bytes.length, path: path.join(cacheFolder(), name) },
        ];
      });
      return Object.fromEntries(entries) as Record<string, { marker: number; size: number; path: string }>;
    };

    // --help needs neither the pipeline nor TypeScript.
    expect(runCli(temp.path, ["--help"], env).status).toBe(0);
    expect(Object.keys(caches())).toEqual(["typewright.cjs"]);
    expect(caches()["typewright.cjs"]?.marker).toBe(0);

    // A failed generation loads TypeScript (cold cache) but does not mark anything warm.
    expect(runCli(temp.path, ["-s", "nope.yaml", "-o", "client.ts"], env).status).toBe(1);
    expect(caches()).toMatchObject({
      "typescript-api.cjs": { marker: 0 },
      "typewright.cjs": { marker: 0 },
    });
    const cold = caches()["typescript-api.cjs"]?.size ?? 0;

    expect(generate().status).toBe(0);
    const warm = caches();
    expect(warm).toMatchObject({ "typescript-api.cjs": { marker: 1 }, "typewright.cjs": { marker: 1 } });
    // The warm cache also holds the parser, factory and printer functions compiled during the run.
    expect(warm["typescript-api.cjs"]?.size).toBeGreaterThan(cold);
    const output = readFileSync(file("client.ts"), "utf8");

    // A damaged cache is rejected by V8: same output, and the cache is written anew.
    writeFileSync(warm["typescript-api.cjs"]?.path ?? file("missing"), Buffer.from([1, 2, 3, 4, 5]));
    rmSync(file("client.ts"));
    expect(generate().status).toBe(0);
    expect(readFileSync(file("client.ts"), "utf8")).toBe(output);
    expect(caches()["typescript-api.cjs"]).toMatchObject({ marker: 1, size: expect.any(Number) });
    expect(caches()["typescript-api.cjs"]?.size).toBeGreaterThan(cold);
  });

  it("keeps the newest four code caches per script", () => {
    const env = cacheEnv();
    const folder = cacheFolder();
    mkdirSync(folder, { recursive: true });
    // Caches of earlier builds and TypeScript versions, the oldest first.
    const stale = [1, 2, 3, 4, 5].map((age) => `typescript-api.cjs-v1.0.0-old-${age}.bin`);
    for (const [index, name] of stale.entries()) {
      writeFileSync(path.join(folder, name), "x");
      // Dated on fixed days of 2020, a day apart: older than the cache the run writes.
      const written = new Date(Date.UTC(2020, 0, 1 + index));
      utimesSync(path.join(folder, name), written, written);
    }
    expect(runCli(temp.path, ["-s", "spec.yaml", "-o", "client.ts"], env).status).toBe(0);
    const left = readdirSync(folder).filter((name) => name.startsWith("typescript-api.cjs-"));
    // The three newest stale ones and the cache this run wrote.
    expect(left).toHaveLength(4);
    expect(left).toEqual(expect.arrayContaining(stale.slice(2)));
    expect(left.some((name) => name.startsWith(`typescript-api.cjs-${process.version}-`))).toBe(true);
  });

  it("keeps the command's code caches (made under its V8 flags) apart from those of API users", () => {
    const env = cacheEnv();
    const folder = cacheFolder();
    const typescriptCaches = () =>
      Object.fromEntries(
        readdirSync(folder)
          .filter((name) => name.startsWith("typescript-api.cjs-"))
          .map((name) => [name, statSync(path.join(folder, name)).mtimeMs]),
      );
    const generate = () => runCli(temp.path, ["-s", "spec.yaml", "-o", "client.ts"], env).status;
    expect(generate()).toBe(0);
    const commandCaches = typescriptCaches();
    expect(Object.keys(commandCaches)).toEqual([expect.stringMatching(/-flags[0-9a-f]{8}\.bin$/)]);
    // A program using the API loads TypeScript through the cache too, without the command's flags.
    const api = spawnSync(process.execPath, ["-e", `require(${JSON.stringify(TYPESCRIPT_MODULE)})`], {
      env,
      encoding: "utf8",
    });
    expect(api.status).toBe(0);
    expect(Object.keys(typescriptCaches())).toHaveLength(2);
    // Neither rejects nor rewrites the other's cache.
    expect(generate()).toBe(0);
    expect(typescriptCaches()).toMatchObject(commandCaches);
  });

  it("writes caches a later run accepts after flags set once the scripts are loaded", () => {
    writeFileSync(file("script.js"), "module.exports = (a, b) => a + b;\n");
    // One script for every run (an inline `-e` script would be in the cache key: see `codeCacheFile`).
    writeFileSync(
      file("run.cjs"),
      `const codeCache = require(${JSON.stringify(path.join(ROOT, "dist/code-cache.cjs"))});
      const file = ${JSON.stringify(file("script.js"))};
      codeCache.enableCodeCache(file);
      require(file)(1, 2);
      if (process.argv[2] === "after loading")
        codeCache.setV8FlagsAfterLoading("--semi-space-growth-factor=1", "--semi-space-growth-factor=2");
      if (process.argv[2] === "directly") require("node:v8").setFlagsFromString("--semi-space-growth-factor=1");
      if (process.argv[2] !== "load only") codeCache.saveWarmCodeCaches();\n`,
    );
    /**
     * A run that loads script.js through a cache, sets a flag as `how` says and saves the warm cache; or only
     * loads it, which rewrites the cache (cold) when V8 rejects it.
     */
    const run = (how: "after loading" | "directly" | "load only") =>
      expect(spawnSync(process.execPath, [file("run.cjs"), how], { env: cacheEnv() }).status).toBe(0);
    const marker = () => {
      const caches = readdirSync(cacheFolder()).filter((name) => name.startsWith("script.js-"));
      expect(caches).toHaveLength(1);
      return readFileSync(path.join(cacheFolder(), caches[0] ?? "missing"))[0];
    };
    run("after loading");
    expect(marker()).toBe(1);
    // The next run starts under the flags the cache was made under: it accepts the warm cache.
    run("load only");
    expect(marker()).toBe(1);
    // A flag set directly is in the cache, which the next run rejects and writes anew, cold at loading.
    rmSync(cacheFolder(), { recursive: true });
    run("directly");
    expect(marker()).toBe(1);
    run("load only");
    expect(marker()).toBe(0);
  });
});

function runCli(
  cwd: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, env, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
