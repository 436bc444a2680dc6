/**
 * Generated code is compiled by the user's TypeScript, not ours: the other compile proofs use TypeScript 6
 * in process; here the oldest TypeScript the output supports (5.0, the `typescript5` devDependency) and
 * TypeScript 7 (the native compiler, `typescript7`) check the same kinds of output as a user's `tsc -p` would:
 * every template and every hook layer over every client fixture, with a hooks file, a mock file, an MSW
 * handlers file and a Zod schema file (with and without its types written out), and with object arguments, written to disk below the repository so that imports resolve from its node_modules.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRICT_COMPILER_OPTIONS_JSON } from "../../scripts/lib/compile-options.js";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES } from "../support/client-matrix.js";
import { fixturePath } from "../support/generated-module.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The strict flags of the other proofs that every version knows (5.0 lacks `erasableSyntaxOnly` and
 * `noUncheckedSideEffectImports`).
 */
const {
  erasableSyntaxOnly: _newerThan50,
  noUncheckedSideEffectImports: _newerThan50Too,
  ...STRICT_TSCONFIG
} = STRICT_COMPILER_OPTIONS_JSON;

const VERSIONS = [
  { name: "TypeScript 5.0", tsc: "node_modules/typescript5/bin/tsc", version: "5.0.4" },
  { name: "TypeScript 7", tsc: "node_modules/typescript7/bin/tsc", version: "7.0.2" },
];

const CLIENTS = ["fetch", "axios", "xior", "ky", "ng1", "ng2"] as const;
const HOOKS: [string, NonNullable<GenerateOptions["template"]>][] = [
  ["swr-fetch", ["swr", "fetch"]],
  ["swr-axios", ["swr", "axios"]],
  ["tsq-ky", ["tsq", "ky"]],
  ["tsq-xior", ["tsq", "xior"]],
  ["vue-query-fetch", ["vue-query", "fetch"]],
  ["angular-query-fetch", ["angular-query", "fetch"]],
  ["solid-query-fetch", ["solid-query", "fetch"]],
];

let project: string;
/** The generated files the project holds (relative paths), which each compile must read. */
const written: string[] = [];

beforeAll(async () => {
  await mkdir(path.join(ROOT, ".tmp"), { recursive: true });
  project = await mkdtemp(path.join(ROOT, ".tmp", "typescript-versions-"));
  const outputs: [string, Omit<GenerateOptions, "out">][] = [];
  for (const fixture of CLIENT_FIXTURES) {
    const folder = fixture.replace(/[/.]/g, "_");
    const src = fixturePath(fixture);
    for (const template of CLIENTS) outputs.push([`${folder}/${template}`, { src, template }]);
    for (const [label, template] of HOOKS) outputs.push([`${folder}/${label}`, { src, template }]);
  }
  // The companion files and the other response shapes, on the fixture that has every kind of operation; half
  // the schema files with their types written out.
  const everything = fixturePath("clients/everything.yaml");
  for (const [index, template] of CLIENTS.entries())
    outputs.push([
      `companions/${template}`,
      {
        src: everything,
        template,
        responseShape: "full",
        mocks: "mocks.ts",
        testingFramework: "vitest",
        msw: "handlers.ts",
        validator: "zod",
        validatorExplicitTypes: index % 2 === 1,
        validateResponses: true,
        validateRequests: true,
      },
    ]);
  for (const [label, template] of HOOKS)
    outputs.push([
      `companions/${label}`,
      { src: everything, template, responseShape: "body", hooksOut: "hooks.ts" },
    ]);
  // Object arguments, with everything that takes them: the hooks, the mocks, request validation.
  for (const template of CLIENTS)
    outputs.push([
      `object-arguments/${template}`,
      {
        src: everything,
        template,
        argumentStyle: "object",
        mocks: "mocks.ts",
        testingFramework: "vitest",
        validator: "zod",
        validateRequests: true,
      },
    ]);
  for (const [label, template] of HOOKS)
    outputs.push([
      `object-arguments/${label}`,
      {
        src: everything,
        template,
        argumentStyle: "object",
        hooksOut: "hooks.ts",
        mocks: "mocks.ts",
        testingFramework: "jest",
      },
    ]);
  for (const [folder, options] of outputs) {
    const dir = path.join(project, folder);
    const resolved = { ...options, out: path.join(dir, "client.ts") };
    for (const key of ["mocks", "hooksOut", "msw"] as const) {
      const file = resolved[key];
      if (typeof file === "string") resolved[key] = path.join(dir, file);
    }
    const result = await generateFiles(resolved);
    await mkdir(dir, { recursive: true });
    for (const file of result.files) {
      await writeFile(file.path, file.content);
      written.push(path.relative(project, file.path));
    }
  }
  await mkdir(path.join(project, "broken"));
  await writeFile(path.join(project, "broken", "count.ts"), "export const count: number = 'one';\n");
  await writeFile(path.join(project, "package.json"), JSON.stringify({ type: "module" }));
  const compilerOptions = { ...STRICT_TSCONFIG, experimentalDecorators: true };
  await writeFile(
    path.join(project, "tsconfig.json"),
    JSON.stringify({ compilerOptions, include: ["**/*.ts"], exclude: ["broken"] }),
  );
  await writeFile(
    path.join(project, "tsconfig.broken.json"),
    JSON.stringify({ compilerOptions, include: ["broken/*.ts", "petstore_yaml/fetch/*.ts"] }),
  );
}, 240_000);

afterAll(async () => {
  if (project !== undefined) await rm(project, { recursive: true, force: true });
});

interface Compiled {
  version: string;
  diagnostics: string[];
  /** The project's own files the compiler read, relative to the project. */
  read: string[];
}

/** `tsc -p` of the project with one version's compiler. */
function compileWith(tsc: string, tsconfig = "tsconfig.json"): Compiled {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, tsc), ...args], {
      cwd: project,
      encoding: "utf8",
      timeout: 300_000,
    });
  const version = run(["--version"]).stdout.trim();
  const result = run(["-p", tsconfig, "--pretty", "false", "--listFiles"]);
  const lines = `${result.stdout}${result.stderr}`.split("\n");
  const diagnostics = lines.filter((line) => /error TS\d+/.test(line));
  if (result.status !== 0 && diagnostics.length === 0)
    diagnostics.push(`tsc exited ${result.status}: ${result.stderr}`);
  const read = lines
    .map((line) => path.relative(project, path.resolve(project, line.trim())))
    .filter((file) => file.endsWith(".ts") && !file.startsWith("..") && !file.includes("node_modules"));
  return { version, diagnostics, read };
}

describe.each(VERSIONS)("generated code compiles with $name", ({ tsc, version }) => {
  it("every template and hook layer over every client fixture, hooks, mock, MSW and Zod files: zero diagnostics", () => {
    const compiled = compileWith(tsc);
    expect(compiled.version).toBe(`Version ${version}`);
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.read.sort()).toEqual([...written].sort());
  }, 300_000);

  it("reports an error in a project of the same options (the check can fail)", () => {
    const compiled = compileWith(tsc, "tsconfig.broken.json");
    expect(compiled.diagnostics).toHaveLength(1);
    expect(compiled.diagnostics[0]).toMatch(/broken[/\\]count\.ts.*error TS2322/);
  }, 300_000);
});
