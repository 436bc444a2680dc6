import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NO_ARGUMENTS_MESSAGE } from "../../src/config/command-line.js";
import { buildIfStale } from "../support/build-if-stale.js";
import { BIN, packageVersion, ROOT, runCli } from "../support/cli-process.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");

describe("the typewright binary", () => {
  let temp: TempDir;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-cli-");
    copyFileSync(TINY_SPEC, path.join(temp.path, "spec.yaml"));
  });
  afterEach(() => temp.cleanup());

  const run = (...args: string[]) => runCli(temp.path, args);
  const file = (name: string) => path.join(temp.path, name);

  it("prints help and the version, exit 0", () => {
    expect(run("--help")).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^Usage\n {2}\$ typewright -c/),
      stderr: "",
    });
    expect(run("--version")).toEqual({ status: 0, stdout: `${packageVersion()}\n`, stderr: "" });
  });

  // `typewright ... | head -c0`: the reader is gone before the run prints; the files are still written and the
  // run ends with its own exit code, not an unhandled EPIPE.
  it.each([
    [["-s", "spec.yaml", "-o", "out.ts"], 0],
    [["--help"], 0],
    [["-s", "missing.yaml", "-o", "out.ts"], 1],
  ])("ends quietly with its own exit code when stdout is closed: %j", async (args, status) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: temp.path,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(status);
    expect(stderr).not.toMatch(/EPIPE|Unhandled|at /);
    if (args.includes("spec.yaml")) expect(existsSync(file("out.ts"))).toBe(true);
  });

  it("reports flag problems one per line with exit code 2 and writes nothing", () => {
    const result = run("-s", "spec.yaml", "-o", "out.ts", "--sourcee", "x", "--arrayFormat", "bogus");
    expect(result).toEqual({
      status: 2,
      stdout: "",
      stderr:
        'typewright: unknown flag --sourcee (did you mean "--src"?); see --help\n' +
        'typewright: --arrayFormat: must be one of "repeat", "brackets", "indices" (got "bogus")\n',
    });
    expect(existsSync(file("out.ts"))).toBe(false);
  });

  it("points to --help when run without arguments, and requires -s and -o", () => {
    expect(run()).toEqual({ status: 2, stdout: "", stderr: `typewright: ${NO_ARGUMENTS_MESSAGE}\n` });
    expect(run("-t", "fetch")).toEqual({
      status: 2,
      stdout: "",
      stderr: "typewright: src: is required\ntypewright: out: is required\n",
    });
  });

  it("names a source of an unknown URL scheme as written, from flags and from a config file", () => {
    writeFileSync(file("typo.json"), JSON.stringify({ src: "htp://x", out: "o.ts" }));
    const problem = 'unsupported URL scheme "htp:" in "htp://x" (did you mean "http://x"?)';
    expect(run("-s", "htp://x", "-o", "o.ts")).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(new RegExp(`^typewright: --src: ${escapeRegExp(problem)}; `)),
    });
    expect(run("-c", "typo.json")).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(new RegExp(`^typewright: typo\\.json: src: ${escapeRegExp(problem)}; `)),
    });
    expect(existsSync(file("o.ts"))).toBe(false);
  });

  it("reports config file problems with exit code 2", () => {
    writeFileSync(file("broken.json"), '{\n  "src": "spec.yaml",\n  "out": tru\n}\n');
    writeFileSync(file("list.json"), "[]");
    writeFileSync(
      file("wrong.json"),
      JSON.stringify({ src: "spec.yaml", out: "o.ts", tempalte: "swr", hooksOut: "h.ts" }),
    );
    writeFileSync(
      file("types.json"),
      JSON.stringify({ src: "spec.yaml", out: 5, enumDeclarationStyle: "enums", exclude: { tags: "a" } }),
    );
    expect(run("-c", "missing.json")).toEqual({
      status: 2,
      stdout: "",
      stderr: "typewright: cannot read config file missing.json: no such file\n",
    });
    expect(run("-c", "broken.json")).toMatchObject({
      status: 2,
      stderr: 'typewright: broken.json:3:10: invalid JSON: unexpected character "t"\n',
    });
    expect(run("-c", "list.json")).toMatchObject({
      status: 2,
      stderr: "typewright: list.json: must contain a JSON object of options (got [])\n",
    });
    expect(run("-c", "wrong.json")).toMatchObject({
      status: 2,
      stderr:
        'typewright: wrong.json: unknown option "tempalte" (did you mean "template"?)\n' +
        'typewright: wrong.json: hooksOut: only works with a reactive template ("swr", "tsq", "vue-query", "pinia-colada", "svelte-query", "svelte-query-5", "solid-query", "angular-query" or a pair such as ["swr", "axios"]) (template is "axios")\n',
    });
    // Every problem of the file's options names the file: wrong types and bad values too.
    expect(run("-c", "types.json")).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "typewright: types.json: out: must be a non-empty path (got 5)\n" +
        'typewright: types.json: enumDeclarationStyle: must be one of "union", "enum" (got "enums") (did you mean "enum"?)\n' +
        'typewright: types.json: exclude.tags: must be an array of strings (got "a")\n',
    });
    // A flag's own bad value names the flag, config file or not.
    expect(run("-c", "types.json", "-t", "vue").stderr).toMatch(
      /^typewright: --template: unknown template "vue"/,
    );
    expect(existsSync(file("o.ts"))).toBe(false);
  });

  it("prints a stack trace with --verbose", () => {
    const result = run("-c", "missing.json", "--verbose");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^typewright: cannot read config file missing.json: no such file\nTypewrightError: .*\n\s+at /,
    );
    expect(result.stderr).toContain("Caused by:\nError: ENOENT");
  });

  // The tests below run the whole pipeline (src/generate.ts and every stage).
  describe("with the pipeline", () => {
    it("generates from flags and prints what it wrote", () => {
      const result = run("-s", "spec.yaml", "-o", "out/client.ts");
      expect(result).toEqual({
        status: 0,
        stdout: `typewright: wrote ${path.join("out", "client.ts")}\n`,
        stderr: "",
      });
      expect(readFileSync(file("out/client.ts"), "utf8")).toMatch(/export (interface|type) Pet\b/);
    });

    it("resolves config paths against the config folder, and lets flags override the file", () => {
      mkdirSync(file("config"));
      writeFileSync(
        file("config/typewright.json"),
        JSON.stringify({ src: "../spec.yaml", out: "../gen/a.ts" }),
      );
      mkdirSync(file("elsewhere"));
      const result = runCli(file("elsewhere"), ["-c", "../config/typewright.json", "-o", "b.ts"]);
      expect(result).toEqual({ status: 0, stdout: "typewright: wrote b.ts\n", stderr: "" });
      expect(existsSync(file("gen/a.ts"))).toBe(false);
      expect(readFileSync(file("elsewhere/b.ts"), "utf8")).toContain("from spec.yaml");
    });

    it("says unchanged, not wrote, for an output it left as it was", () => {
      const args = ["-s", "spec.yaml", "-o", "client.ts", "-t", "swr", "--hooksOut", "hooks.ts"];
      expect(run(...args).stdout).toBe("typewright: wrote client.ts, hooks.ts\n");
      const past = new Date("2020-01-01T00:00:00Z");
      utimesSync(file("client.ts"), past, past);
      writeFileSync(file("hooks.ts"), "// edited by hand\n");
      expect(run(...args)).toEqual({
        status: 0,
        stdout: "typewright: wrote hooks.ts; unchanged client.ts\n",
        stderr: "",
      });
      expect(statSync(file("client.ts")).mtime).toEqual(past);
      expect(run(...args).stdout).toBe("typewright: unchanged client.ts, hooks.ts\n");
    });

    it("passes --excludeTags on to the generator", () => {
      expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch", "--excludeTags", "adm*").status).toBe(
        0,
      );
      const code = readFileSync(file("client.ts"), "utf8");
      expect(code).toContain("listPets");
      expect(code).not.toContain("resetStore");
    });

    it("writes the hooks file next to the client", () => {
      const result = run("-s", "spec.yaml", "-o", "client.ts", "-t", "swr,fetch", "--hooksOut", "hooks.ts");
      expect(result).toMatchObject({ status: 0, stdout: "typewright: wrote client.ts, hooks.ts\n" });
    });

    it("keeps an existing client setup file unless --forceSetup", () => {
      const args = ["-s", "spec.yaml", "-o", "client.ts", "--clientSetup", "setup.ts"];
      expect(run(...args)).toMatchObject({ status: 0, stdout: "typewright: wrote client.ts, setup.ts\n" });
      writeFileSync(file("setup.ts"), "// customised\n");
      expect(run(...args)).toMatchObject({
        status: 0,
        stdout: "typewright: unchanged client.ts (kept existing setup.ts)\n",
      });
      expect(readFileSync(file("setup.ts"), "utf8")).toBe("// customised\n");
      expect(run(...args, "--forceSetup").stdout).toBe("typewright: wrote setup.ts; unchanged client.ts\n");
    });

    it("reports the time of every stage with --timings", () => {
      const result = run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch", "--timings");
      expect(result.status).toBe(0);
      const stages = [...result.stderr.matchAll(/^typewright: timing (\w+)\s+[\d.]+ ms/gm)].map(
        (match) => match[1],
      );
      expect(stages).toEqual(["load", "model", "plan", "emit", "print", "write", "total"]);
      expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch").stderr).toBe("");
    });

    it("fails with exit code 1 and leaves existing output untouched when the spec is broken", () => {
      writeFileSync(file("client.ts"), "// previous output\n");
      writeFileSync(file("broken.yaml"), "openapi: 3.0.3\npaths: [\n");
      const result = run("-s", "broken.yaml", "-o", "client.ts");
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(/^typewright: .*broken\.yaml.*\n$/);
      expect(readFileSync(file("client.ts"), "utf8")).toBe("// previous output\n");
    });

    it("loads a custom template (known only at run time) and upgrades Swagger 2.0", () => {
      const template = path.join(ROOT, "fixtures/custom-template");
      const swagger = path.join(ROOT, "fixtures/load/swagger2/api.yaml");
      expect(run("-s", "spec.yaml", "-o", "custom.ts", "-t", template)).toMatchObject({
        status: 0,
        stderr: "",
      });
      expect(readFileSync(file("custom.ts"), "utf8")).toContain("clientDefaults");
      expect(run("-s", swagger, "-o", "swagger.ts")).toMatchObject({ status: 0, stderr: "" });
      expect(readFileSync(file("swagger.ts"), "utf8")).toMatch(/^export (interface|type) /m);
    });

    it("fails with exit code 1 and creates nothing when the spec is missing", () => {
      const result = run("-s", "nope.yaml", "-o", "client.ts");
      expect(result).toMatchObject({ status: 1, stdout: "" });
      expect(result.stderr).toMatch(/^typewright: cannot read .*nope\.yaml/);
      expect(existsSync(file("client.ts"))).toBe(false);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
