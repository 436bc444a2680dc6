import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_ARGUMENTS_MESSAGE, parseCommandLine } from "../../src/config/command-line.js";
import { OPTION_DEFINITIONS } from "../../src/config/definitions.js";
import { TypewrightError } from "../../src/errors.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { packageVersion } from "../support/cli-process.js";

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
    [["--argumentStyle", "object"], { argumentStyle: "object" }],
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
    expect(parseCommandLine(argv, CWD, BUILTIN_OUTPUTS)).toEqual({
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
    expect(parseCommandLine(["-c", "cfg/typewright.json", "--verbose"], CWD, BUILTIN_OUTPUTS)).toEqual({
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
      parseCommandLine(
        ["-c", "t.json", "--only", "api*,admin", "--only", "x", "--check"],
        CWD,
        BUILTIN_OUTPUTS,
      ),
    ).toMatchObject({
      only: ["api*", "admin", "x"],
      mode: "check",
      watchInterval: undefined,
    });
    // Blank patterns are kept, so that job selection refuses them rather than running every job.
    expect(
      parseCommandLine(["-c", "t.json", "--only", "", "--only", "a, "], CWD, BUILTIN_OUTPUTS),
    ).toMatchObject({
      only: ["", "a", ""],
    });
    expect(
      parseCommandLine(["-c", "t.json", "--watch", "--watchInterval", "0.5"], CWD, BUILTIN_OUTPUTS),
    ).toMatchObject({
      mode: "watch",
      watchInterval: 0.5,
    });
    expect(
      problemsOf(() => parseCommandLine(["-c", "t.json", "--check", "--watch"], CWD, BUILTIN_OUTPUTS)),
    ).toEqual(["--check and --watch: use one or the other (--check compares once and exits)"]);
    expect(
      problemsOf(() => parseCommandLine(["-c", "t.json", "--watchInterval", "5"], CWD, BUILTIN_OUTPUTS)),
    ).toEqual(["--watchInterval: only applies with --watch"]);
    expect(
      problemsOf(() =>
        parseCommandLine(["-c", "t.json", "--watch", "--watchInterval", "0"], CWD, BUILTIN_OUTPUTS),
      ),
    ).toEqual(['--watchInterval: expects a positive number of seconds (got "0")']);
  });

  it("points to --help when run without arguments", () => {
    expect(problemsOf(() => parseCommandLine([], CWD, BUILTIN_OUTPUTS))).toEqual([NO_ARGUMENTS_MESSAGE]);
    expect(NO_ARGUMENTS_MESSAGE).toMatch(
      /-s <openapi\.yaml\|url> -o <client\.ts>.*-c <config\.json>.*--help/,
    );
  });

  it("answers --help and --version, even among other flags", () => {
    expect(parseCommandLine(["--help"], CWD, BUILTIN_OUTPUTS)).toMatchObject({ action: "help" });
    expect(parseCommandLine(["-h", "--bogus"], CWD, BUILTIN_OUTPUTS)).toMatchObject({ action: "help" });
    expect(parseCommandLine(["--version"], CWD, BUILTIN_OUTPUTS)).toEqual({
      action: "version",
      text: packageVersion(),
    });
  });

  it("lists every flag and choice in --help", () => {
    const result = parseCommandLine(["--help"], CWD, BUILTIN_OUTPUTS);
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
    [["--x"], ["unknown flag --x; see --help"]],
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
          "valid pairs are layer,client with layer swr, tsq, vue-query, pinia-colada, svelte-query, svelte-query-5, solid-query, angular-query and client fetch, axios, xior, ky",
      ],
    ],
    [["-t", "axios,swr"], [/^--template: axios,swr is in the wrong order: .* -t swr,axios;/]],
    [
      ["-t", "fecth"],
      [
        '--template: unknown template "fecth" (did you mean "fetch"?); use one of axios, fetch, xior, ky, ng1, ' +
          "ng2, swr, tsq, vue-query, pinia-colada, svelte-query, svelte-query-5, solid-query, angular-query, a pair such as -t swr,axios, or a directory path such as -t ./fecth",
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
    [["-c", ""], ["--config: expects the path of a JSON config file"]],
    [["-c"], ["-c: needs a value after it (-c <file>)"]],
    [["-s", "a.yaml", "-o"], ["-o: needs a value after it (-o <file>)"]],
    [["--src", "--out", "x.ts"], ["--src: needs a value after it (--src <path|url>)"]],
    [
      ["-s", "a.yaml", "-o", "x.ts", "--arrayFormat"],
      [/^--arrayFormat: needs a value after it \(--arrayFormat <repeat\|brackets\|indices>\)$/],
    ],
    [["--excludeTags", "^admin"], [/^--excludeTags\[0\]: "\^admin" looks like a regular expression/]],
    [["--modifier", "limit"], ['--modifier: expects name=ignore|optional|required (got "limit")']],
    [
      ["--modifier", "limit=skip"],
      ['--modifier limit=skip: must be one of "ignore", "optional", "required" (got "skip")'],
    ],
    [["-s", "a.yaml", "-s", "b.yaml"], ["--src: given more than once; give it once"]],
    [["--bogus-flag", "x"], ["unknown flag --bogus-flag; see --help"]],
    [["--no-src"], ["--no-src: only yes/no flags are turned off with --no-; --src takes a value"]],
    [
      ["--bogus", "--mode", "x", "extra"],
      [/^unknown flag --bogus/, /^unexpected argument "extra"/, /^--mode: must be one of/],
    ],
  ];
  it.each(problems)("rejects %j", (argv, expected) => {
    expect(() => parseCommandLine(argv, CWD, BUILTIN_OUTPUTS)).toThrow(TypewrightError);
    expect(problemsOf(() => parseCommandLine(argv, CWD, BUILTIN_OUTPUTS))).toEqual(
      expected.map((line) => (typeof line === "string" ? line : expect.stringMatching(line))),
    );
  });
});

function problemsOf(action: () => unknown): readonly string[] {
  try {
    action();
    return [];
  } catch (error) {
    return error instanceof TypewrightError ? error.problems : [String(error)];
  }
}
