import { spawnSync } from "node:child_process";
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
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NO_ARGUMENTS_MESSAGE, parseCommandLine } from "../src/config/command-line.js";
import { OPTION_DEFINITIONS } from "../src/config/definitions.js";
import { TypewrightError } from "../src/errors.js";
import { buildIfStale } from "./support/build-if-stale.js";
import { makeTempDir, type TempDir } from "./support/temp-dir.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = path.join(ROOT, "bin/typewright.js");
const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");
const CWD = path.resolve("/home/user/project");

describe("parseCommandLine: flags → options", () => {
  const at = (file: string) => path.resolve(CWD, file);
  const table: [argv: string[], options: Record<string, unknown>][] = [
    [["-s", "api.yaml", "-o", "out/client.ts"], { src: at("api.yaml"), out: at("out/client.ts") }],
    [["--src=https://x.test/api.json"], { src: "https://x.test/api.json" }],
    [["-t", "fetch"], { template: "fetch" }],
    [["-t", "swr,axios"], { template: ["swr", "axios"] }],
    [["-t", "swr", "-t", "ky"], { template: ["swr", "ky"] }],
    [["-t", "./templates/mine"], { template: at("templates/mine") }],
    // A flag's paths are relative to the current folder, in a pair too.
    [["-t", "tsq,./templates/mine"], { template: ["tsq", at("templates/mine")] }],
    [["--allowDots"], { queryParamsSerialization: { allowDots: true } }],
    [["--no-allowDots"], { queryParamsSerialization: { allowDots: false } }],
    [["--no-readWriteViews"], { readWriteViews: false }],
    [["--arrayFormat", "brackets"], { queryParamsSerialization: { arrayFormat: "brackets" } }],
    [["--array-format", "indices"], { queryParamsSerialization: { arrayFormat: "indices" } }],
    [["--queryParamsAsObject"], { queryParamsSerialization: { queryParamsAsObject: true } }],
    [
      ["--queryParamsAsObject", "-s", "a.yaml"],
      { src: at("a.yaml"), queryParamsSerialization: { queryParamsAsObject: true } },
    ],
    [["--queryParamsAsObject", "3"], { queryParamsSerialization: { queryParamsAsObject: 3 } }],
    [["--queryParamsAsObject=0"], { queryParamsSerialization: { queryParamsAsObject: 0 } }],
    [["--queryParamsAsObject=false"], { queryParamsSerialization: { queryParamsAsObject: false } }],
    [
      ["--allowDots", "--arrayFormat", "repeat"],
      { queryParamsSerialization: { allowDots: true, arrayFormat: "repeat" } },
    ],
    [["--mode", "schemas"], { generationMode: "schemas" }],
    [["--schemaStyle", "type"], { schemaDeclarationStyle: "type" }],
    [["--enumStyle", "enum"], { enumDeclarationStyle: "enum" }],
    [["--enumNamesStyle", "pascal"], { enumNamesStyle: "PascalCase" }],
    [["--enumNamesStyle", "PascalCase"], { enumNamesStyle: "PascalCase" }],
    [["--enumNamesStyle", "original"], { enumNamesStyle: "original" }],
    [["--hooksOut", "hooks.ts"], { hooksOut: at("hooks.ts") }],
    [["--useClient"], { useClient: true }],
    [["--baseUrl", "/api/v2"], { baseUrl: "/api/v2" }],
    [["--baseUrl="], { baseUrl: "" }],
    [["--nullableStrategy", "include"], { nullableStrategy: "include" }],
    [["--dateFormat", "string"], { dateFormat: "string" }],
    [["--preferAny"], { preferAny: true }],
    [["--skipDeprecated"], { skipDeprecated: true }],
    [["--servicePrefix", "Api"], { servicePrefix: "Api" }],
    [["--responseShape", "full"], { responseShape: "full" }],
    [["--clientSetup", "setup.ts", "--forceSetup"], { clientSetup: at("setup.ts"), forceSetup: true }],
    [["--mocks", "m.ts", "--testingFramework", "vitest"], { mocks: at("m.ts"), testingFramework: "vitest" }],
    [["--validator", "zod", "--validatorOut", "s.ts"], { validator: "zod", validatorOut: at("s.ts") }],
    [
      ["--excludeTags", "admin*,pet store", "--excludeTags", "internal"],
      { exclude: { tags: ["admin*", "pet store", "internal"] } },
    ],
    [["--excludeOperationIds", "get?ser"], { exclude: { operationIds: ["get?ser"] } }],
    [
      ["--modifier", "limit=optional,X-Key=ignore", "--modifier", "a=b=required"],
      { modifiers: { parameters: { limit: "optional", "X-Key": "ignore", "a=b": "required" } } },
    ],
  ];
  it.each(table)("%j", (argv, options) => {
    expect(parseCommandLine(argv, CWD)).toEqual({
      action: "generate",
      configFile: undefined,
      options,
      verbose: false,
      timings: false,
      only: [],
      mode: "generate",
      watchInterval: undefined,
    });
  });

  it("reads -c and --verbose", () => {
    expect(parseCommandLine(["-c", "cfg/typewright.json", "--verbose"], CWD)).toEqual({
      action: "generate",
      configFile: at("cfg/typewright.json"),
      options: {},
      verbose: true,
      timings: false,
      only: [],
      mode: "generate",
      watchInterval: undefined,
    });
  });

  it("reads --only, --check, --watch and --watchInterval", () => {
    expect(
      parseCommandLine(["-c", "t.json", "--only", "api*,admin", "--only", "x", "--check"], CWD),
    ).toMatchObject({
      only: ["api*", "admin", "x"],
      mode: "check",
      watchInterval: undefined,
    });
    // Blank patterns are kept, so that job selection refuses them rather than running every job.
    expect(parseCommandLine(["-c", "t.json", "--only", "", "--only", "a, "], CWD)).toMatchObject({
      only: ["", "a", ""],
    });
    expect(parseCommandLine(["-c", "t.json", "--watch", "--watchInterval", "0.5"], CWD)).toMatchObject({
      mode: "watch",
      watchInterval: 0.5,
    });
    expect(problemsOf(() => parseCommandLine(["-c", "t.json", "--check", "--watch"], CWD))).toEqual([
      "--check and --watch: use one or the other (--check compares once and exits)",
    ]);
    expect(problemsOf(() => parseCommandLine(["-c", "t.json", "--watchInterval", "5"], CWD))).toEqual([
      "--watchInterval: only applies with --watch",
    ]);
    expect(
      problemsOf(() => parseCommandLine(["-c", "t.json", "--watch", "--watchInterval", "0"], CWD)),
    ).toEqual(['--watchInterval: expects a positive number of seconds (got "0")']);
  });

  it("points to --help when run without arguments", () => {
    expect(problemsOf(() => parseCommandLine([], CWD))).toEqual([NO_ARGUMENTS_MESSAGE]);
    expect(NO_ARGUMENTS_MESSAGE).toMatch(
      /-s <openapi\.yaml\|url> -o <client\.ts>.*-c <config\.json>.*--help/,
    );
  });

  it("answers --help and --version, even among other flags", () => {
    expect(parseCommandLine(["--help"], CWD)).toMatchObject({ action: "help" });
    expect(parseCommandLine(["-h", "--bogus"], CWD)).toMatchObject({ action: "help" });
    expect(parseCommandLine(["--version"], CWD)).toEqual({ action: "version", text: packageVersion() });
  });

  it("lists every flag and choice in --help", () => {
    const result = parseCommandLine(["--help"], CWD);
    const text = result.action === "help" ? result.text : "";
    for (const definition of OPTION_DEFINITIONS) {
      if (!("cli" in definition)) continue;
      expect(text).toContain(`--${definition.cli.name}`);
      if (definition.value.kind === "choice") expect(text).toContain(definition.value.choices.join("|"));
    }
    // Descriptions are JSON or YAML under any name, not only .json and .yaml.
    const unwrapped = text.replace(/\s+/g, " ");
    for (const input of [".yml", ".json", ".yaml", "any other name, even none"]) {
      expect(unwrapped).toContain(input);
    }
    for (const flag of [
      "-c, --config",
      "-s, --src",
      "-o, --out",
      "-t, --template",
      "--verbose",
      "--version",
    ]) {
      expect(text).toContain(flag);
    }
  });

  const problems: [argv: string[], problems: (string | RegExp)[]][] = [
    [["--sourcee", "x"], ['unknown flag --sourcee (did you mean "--src"?); see --help']],
    [["--arrayformat", "x"], ['unknown flag --arrayformat (did you mean "--arrayFormat"?); see --help']],
    [["-x"], ["unknown flag -x; see --help"]],
    // A stray argument gets the flag its shape suggests.
    [["spec.yaml"], ['unexpected argument "spec.yaml": every input is a flag, e.g. -s spec.yaml']],
    [["spec.yml"], ['unexpected argument "spec.yml": every input is a flag, e.g. -s spec.yml']],
    [
      ["https://x.test/api"],
      [/^unexpected argument "https:\/\/x.test\/api": .*, e\.g\. -s https:\/\/x.test\/api$/],
    ],
    [
      ["-s", "spec.yaml", "out/client.ts"],
      [/^unexpected argument "out\/client.ts": .*, e\.g\. -o out\/client\.ts$/],
    ],
    [["client.mts"], [/e\.g\. -o client\.mts$/]],
    [["my spec.yaml"], [/e\.g\. -s 'my spec\.yaml'$/]],
    [["swr,axios"], [/e\.g\. -t swr,axios$/]],
    [
      ["api.json"],
      [
        'unexpected argument "api.json": every input is a flag, e.g. -s api.json for an OpenAPI description ' +
          "or -c api.json for a config file",
      ],
    ],
    [
      ["generate"],
      [
        'unexpected argument "generate": every input is a flag: -s <openapi.yaml|url>, -o <client.ts>, ' +
          "-c <config.json>; see --help",
      ],
    ],
    [
      ["--arrayFormat", "bogus"],
      ['--arrayFormat: must be one of "repeat", "brackets", "indices" (got "bogus")'],
    ],
    [
      ["--enumNamesStyle", "camel"],
      ['--enumNamesStyle: must be one of "original", "PascalCase" (got "camel")'],
    ],
    [
      ["--mode", "schema"],
      ['--mode: must be one of "full", "schemas" (got "schema") (did you mean "schemas"?)'],
    ],
    [
      ["--queryParamsAsObject", "spec.yaml"],
      ['--queryParamsAsObject: takes no value (always group) or a non-negative integer N (got "spec.yaml")'],
    ],
    [["--queryParamsAsObject", "-1"], [/^--queryParamsAsObject: takes no value/]],
    [
      ["-t", "swr,axios,ky"],
      ["--template: takes one template or a pair layer,client such as swr,axios (got swr,axios,ky)"],
    ],
    // Template problems are answered in the command line's spelling, not the config file's arrays.
    [
      ["-t", "fetch,tsq"],
      [
        "--template: fetch,tsq is in the wrong order: the reactive layer comes first, -t tsq,fetch; " +
          "valid pairs are layer,client with layer swr, tsq and client fetch, axios, xior, ky",
      ],
    ],
    [["-t", "axios,swr"], [/^--template: axios,swr is in the wrong order: .* -t swr,axios;/]],
    [
      ["-t", "fecth"],
      [
        '--template: unknown template "fecth" (did you mean "fetch"?); use one of axios, fetch, xior, ky, ng1, ' +
          "ng2, swr, tsq, a pair such as -t swr,axios, or a directory path such as -t ./fecth",
      ],
    ],
    [["-t", "swr,ng1"], [/^--template: swr,ng1: "swr" cannot use "ng1" .*; valid pairs are layer,client /]],
    [
      ["-s", "htp://x"],
      [
        '--src: unsupported URL scheme "htp:" in "htp://x" (did you mean "http://x"?); a description is read ' +
          "from an http:, https: or file: URL or a file path",
      ],
    ],
    [["-t", "angular"], [/^--template: unknown template "angular"/]],
    [["-o", ""], ['--out: must be a non-empty path (got "")']],
    [["-c"], ["--config: expects the path of a JSON config file"]],
    [["--excludeTags", "^admin"], [/^--excludeTags\[0\]: "\^admin" looks like a regular expression/]],
    [["--modifier", "limit"], ['--modifier: expects name=ignore|optional|required (got "limit")']],
    [
      ["--modifier", "limit=skip"],
      ['--modifier limit=skip: must be one of "ignore", "optional", "required" (got "skip")'],
    ],
    [["-s", "a.yaml", "-s", "b.yaml"], ["The flag --src can only be set once."]],
    [
      ["--bogus", "--mode", "x", "extra"],
      [/^unknown flag --bogus/, /^unexpected argument "extra"/, /^--mode: must be one of/],
    ],
  ];
  it.each(problems)("rejects %j", (argv, expected) => {
    expect(() => parseCommandLine(argv, CWD)).toThrow(TypewrightError);
    expect(problemsOf(() => parseCommandLine(argv, CWD))).toEqual(
      expected.map((line) => (typeof line === "string" ? line : expect.stringMatching(line))),
    );
  });
});

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
      stderr: "typewright: list.json: must contain a JSON object of options (got an array)\n",
    });
    expect(run("-c", "wrong.json")).toMatchObject({
      status: 2,
      stderr:
        'typewright: wrong.json: unknown option "tempalte" (did you mean "template"?)\n' +
        'typewright: wrong.json: hooksOut: only works with a reactive template ("swr", "tsq" or a pair such as ["swr", "axios"]) (template is "axios")\n',
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

function runCli(
  cwd: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, env, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function problemsOf(action: () => unknown): readonly string[] {
  try {
    action();
    return [];
  } catch (error) {
    return error instanceof TypewrightError ? error.problems : [String(error)];
  }
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
