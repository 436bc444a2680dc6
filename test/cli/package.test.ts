/**
 * The published package: what `npm pack` puts in it, that CommonJS can `require` the API, and that a user's
 * `npm install --engine-strict` of the tarball on this Node prints no warning and gives a working command.
 * The install and the generate lines are the README's own, read from its text. Runs against dist/ as built
 * (`npm test` builds first).
 */
import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript build script, without type declarations
import { packPublished } from "../../scripts/pack-manifest.js";
import { brokenLinks } from "../support/markdown-links.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");
const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as PackageJson;
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
/** Where a project that installed the package has it. */
const INSTALLED = path.join("node_modules", manifest.name);

interface PackageJson {
  name: string;
  version: string;
  license: string;
  engines: { node: string };
  bin: Record<string, string>;
  main: string;
  types: string;
  exports: Record<string, string | Record<string, string>>;
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  files: string[];
  scripts: Record<string, string>;
}

interface PackedFile {
  path: string;
  size: number;
}

/** Files the build makes that have no source file of the same name under src/. */
const BUILD_OUTPUTS = [
  "dist/bundle/typewright.cjs",
  "dist/runtime-printed.json",
  "dist/typescript-api.cjs",
  "dist/browser/typewright.js",
  "dist/vendor/js-yaml.js",
  "dist/vendor/jsonpath-rfc9535.js",
  "dist/vendor/jsonpath-rfc9535.LICENSE",
];

/** The package's own folders and files; npm adds package.json, README.md and LICENSE itself. */
const TOP_LEVEL = ["LICENSE", "README.md", "bin", "dist", "docs", "package.json", "schema.json", "src"];

/** Pages of docs/ for typewright's developers, which link into the repository: not published. */
const DEVELOPER_PAGES = ["docs/adding-a-template.md", "docs/architecture.md"];

/** The environment of a user's shell: none of the `npm_*` variables `npm test` passes to its scripts. */
function userEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    env: userEnvironment(),
    shell: process.platform === "win32",
    timeout: 120_000,
    ...options,
  });
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** `npm pack` of what is built now; lifecycle scripts are skipped, as they would rebuild and print into the JSON. */
function packedFiles(): PackedFile[] {
  const result = run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT });
  expect(result.status, result.stderr).toBe(0);
  const [pack] = JSON.parse(result.stdout) as [{ files: PackedFile[] }];
  return pack.files;
}

/** The source file under src/ that `file` (under dist/) was compiled from, if any. */
function sourceOf(file: string): string | undefined {
  const stem = file.replace(/^dist\//, "src/").replace(/(\.d)?\.(js|cjs|ts|cts)$/, "");
  return [".ts", ".cts", ".d.cts"]
    .map((extension) => stem + extension)
    .find((source) => existsSync(path.join(ROOT, source)));
}

describe("the published package", () => {
  let files: PackedFile[];
  let paths: string[];
  beforeAll(() => {
    expect(existsSync(path.join(ROOT, "dist/bundle/typewright.cjs")), "build first: npm run build").toBe(
      true,
    );
    files = packedFiles();
    paths = files.map((file) => file.path).sort();
  });

  it("holds the MIT licence, the command, the API and its types, the schema and the runtime sources", () => {
    expect([...new Set(paths.map((file) => file.split("/")[0]))].sort()).toEqual(TOP_LEVEL);
    expect(manifest.license).toBe("MIT");
    expect(readFileSync(path.join(ROOT, "LICENSE"), "utf8")).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} the typewright developers\n/,
    );
    const pointedAt = [
      ...Object.values(manifest.bin),
      manifest.main,
      manifest.types,
      ...Object.values(manifest.exports).flatMap((target) =>
        typeof target === "string" ? [target] : Object.values(target),
      ),
    ].map((target) => path.posix.normalize(target));
    const loadedByTheBin = ["dist/code-cache.cjs", "dist/thread-priority.cjs", "dist/typescript.cjs"];
    for (const target of [...pointedAt, ...BUILD_OUTPUTS, ...loadedByTheBin]) {
      expect(paths, `${target} is missing`).toContain(target);
    }
    const runtime = readdirSync(path.join(ROOT, "src/runtime")).map((name) => `src/runtime/${name}`);
    expect(paths.filter((file) => file.startsWith("src/"))).toEqual(runtime.sort());
  });

  it("holds the user's documentation: every page of docs/ but the developers' pages", () => {
    const pages = readdirSync(path.join(ROOT, "docs"))
      .map((name) => `docs/${name}`)
      .filter((page) => !DEVELOPER_PAGES.includes(page));
    expect(pages).toContain("docs/authentication.md");
    expect(paths.filter((file) => file.startsWith("docs/"))).toEqual(pages.sort());
  });

  it("holds no source maps, no tests or fixtures, and no file left over from an earlier build", () => {
    expect(paths.filter((file) => file.endsWith(".map"))).toEqual([]);
    expect(paths.filter((file) => /^(test|fixtures|bench|scripts|type-tests)\//.test(file))).toEqual([]);
    const strays = paths.filter(
      (file) => file.startsWith("dist/") && !BUILD_OUTPUTS.includes(file) && sourceOf(file) === undefined,
    );
    expect(strays, "rebuild from scratch: rm -rf dist && npm run build").toEqual([]);
  });

  it("depends on no TypeScript: an optional peer for custom templates, and no file of dist/ imports it", () => {
    expect(manifest.dependencies.typescript).toBeUndefined();
    expect(manifest.peerDependencies?.typescript).toBe("*");
    expect(manifest.peerDependenciesMeta?.typescript).toEqual({ optional: true });
    // `require.resolve("typescript")` (custom templates' whole compiler API, on first use) is no import.
    const importsTypeScript = /\b(?:require|import)\s*\(\s*["']typescript["']|\bfrom\s*["']typescript["']/;
    const importing = paths.filter(
      (file) =>
        /^dist\/.*\.(js|cjs|d\.ts|d\.cts)$/.test(file) &&
        importsTypeScript.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(importing).toEqual([]);
  });

  // What binds is the install below (at most 7.0 MB with its dependency); this keeps the package's own share
  // in view, so that growth is a decision: the MSW handlers and their mock data took it from 5.06 to 5.33 MB,
  // and the API's modules written without white space brought it back to 5.13 MB; the clients' retries,
  // time-outs and refreshed credentials (a runtime file, in its three copies: the source, the printed text and
  // the browser build's) to 5.26 MB; the plan's paging rules and their page (docs/pagination.md) to 5.30 MB;
  // every template's sender on the one retry loop to 5.40 MB; the walkers of paged operations for every template
  // (runtime/pages.ts, in its three copies), the handlers' pages and the `pagination` option to 5.54 MB; the
  // infinite queries of both reactive layers (their code in its three copies: dist's modules, the command's
  // bundle and the browser build) and a page's `next` to 5.61 MB; the layers of Vue, Svelte, Solid and Angular
  // (TanStack Query's four, Pinia Colada) and ng2's resources, in the three builds, with their docs, to 5.87 MB;
  // overlays, with the part of jsonpath-rfc9535 they run (in the three builds, and its licence), to 6.01 MB;
  // output split by tag, the svelte-query 5 layer and plausible mock data, to 6.12 MB.
  it("stays small: under 6.3 MB unpacked (the trimmed compiler API is 0.9 MB of it and its declarations 0.3 MB, typewright-openapi/browser 1.6 MB, the command's bundle 0.83 MB, the documentation 0.5 MB)", () => {
    const unpacked = files.reduce((sum, file) => sum + file.size, 0);
    expect(unpacked).toBeLessThan(6_300_000);
  });

  // What the build bundles into dist/vendor/ (scripts/bundle-vendor.js): each with its licence.
  const vendored = [
    {
      name: "js-yaml",
      header: /^\/\*! js-yaml \d+\.\d+\.\d+ https:\/\/github\.com\/nodeca\/js-yaml @license MIT \*\//,
    },
    {
      name: "jsonpath-rfc9535",
      header:
        /^\/\*! jsonpath-rfc9535 \d+\.\d+\.\d+ https:\/\/github\.com\/P0lip\/jsonpath-rfc9535 @license Apache-2\.0 \*\//,
    },
  ];
  for (const { name, header } of vendored) {
    it(`depends on no ${name}: the part it uses is built into dist/vendor/${name}.js, with its licence`, () => {
      expect(manifest.dependencies[name]).toBeUndefined();
      expect(readFileSync(path.join(ROOT, `dist/vendor/${name}.js`), "utf8")).toMatch(header);
      const quoted = `["']${name}["']`;
      const imports = new RegExp(`\\b(?:require|import)\\s*\\(\\s*${quoted}|\\bfrom\\s*${quoted}`);
      const importing = paths.filter(
        (file) =>
          /^dist\/.*\.(js|cjs|d\.ts|d\.cts)$/.test(file) &&
          imports.test(readFileSync(path.join(ROOT, file), "utf8")),
      );
      expect(importing).toEqual([]);
    });
  }

  it("can be required from CommonJS (Node ≥ 20.19 loads ES modules without top-level await)", () => {
    // A package may require itself by name, which resolves through its `exports` like a dependent's would.
    const script = [
      `const { generate, TypewrightError } = require(${JSON.stringify(manifest.name)});`,
      `generate({ src: ${JSON.stringify(TINY_SPEC)}, template: "fetch" })`,
      '  .then((code) => console.log(typeof TypewrightError, code.includes("listPets")));',
    ].join("\n");
    const result = run(process.execPath, ["-e", script], { cwd: ROOT });
    expect(result).toEqual({ status: 0, stdout: "function true\n", stderr: "" });
  });
});

/**
 * A user's install: the tarball into a fresh project with `--engine-strict`, so that a dependency whose
 * `engines` excludes this Node fails the install. Uses npm's cache (`--prefer-offline`); the first run on a
 * machine downloads the dependencies once.
 */
describe("npm install --engine-strict of the tarball", () => {
  let temp: TempDir;
  let tarball: string;
  let project: string;
  let install: ReturnType<typeof run>;
  beforeAll(async () => {
    temp = await makeTempDir("typewright-install-");
    tarball = packPublished(ROOT, temp.path, userEnvironment());
    project = newProject(temp.path, "project");
    install = npmInstall(project, ["--engine-strict", ...readmeInstall(tarball)]);
  });
  afterAll(() => temp?.cleanup());

  it("succeeds and prints no warning", () => {
    expect(install.status, install.stderr).toBe(0);
    // Warnings about the machine's own npm configuration (an unknown key in ~/.npmrc) are not the package's.
    const warnings = `${install.stdout}\n${install.stderr}`
      .split("\n")
      .filter(
        (line) => /\bwarn\b/i.test(line) && !/Unknown (user|env|project|global|builtin) config/.test(line),
      );
    expect(warnings).toEqual([]);
  });

  it("installs a command that generates, and an API that both module systems load", () => {
    expect(generateIn(project)).toContain("listPets");
    const name = JSON.stringify(manifest.name);
    const commonJs = `console.log(typeof require(${name}).generate)`;
    const esModule = `import { generate } from ${name}; console.log(typeof generate)`;
    for (const args of [
      ["-e", commonJs],
      ["--input-type=module", "-e", esModule],
    ]) {
      expect(run(process.execPath, args, { cwd: project })).toEqual({
        status: 0,
        stdout: "function\n",
        stderr: "",
      });
    }
  });

  it("has a README and docs whose every relative link resolves to a file and heading inside the package", () => {
    const installed = path.join(project, INSTALLED);
    const docs = readdirSync(path.join(installed, "docs")).map((name) => `docs/${name}`);
    const pages = ["README.md", ...docs.filter((page) => page.endsWith(".md"))];
    expect(pages.length).toBeGreaterThan(5);
    expect(brokenLinks(installed, pages)).toEqual([]);
  });

  it("runs the README's generate lines as written, its configuration file and its package.json script", () => {
    const [block] = readmeBlocks("Generate a client", "sh");
    const lines = commandLines(block ?? "");
    expect(lines.length).toBeGreaterThan(0);
    const [configuration = ""] = readmeBlocks("Generate a client", "json");
    const config = JSON.parse(configuration) as { $schema: string; src: string; out: string };
    expect(existsSync(path.join(project, config.$schema)), `$schema: ${config.$schema}`).toBe(true);
    copyFileSync(TINY_SPEC, path.join(project, config.src));
    writeFileSync(path.join(project, "typewright.json"), configuration);
    const out = path.join(project, config.out);
    const wrote = `typewright: wrote ${path.posix.normalize(config.out)}\n`;
    for (const [command = "", ...args] of lines) {
      // `npx <package>` runs the installed copy; `npx typewright` could fetch another package of that name.
      expect([command, args[0]]).toEqual(["npx", manifest.name]);
      rmSync(out, { force: true });
      expect(run(command, args, { cwd: project }), args.join(" ")).toEqual({
        status: 0,
        stdout: wrote,
        stderr: "",
      });
    }
    const script = /"generate:api": "([^"]+)"/.exec(README)?.[1];
    expect(script).toBeDefined();
    const projectManifest = JSON.parse(readFileSync(path.join(project, "package.json"), "utf8"));
    projectManifest.scripts = { "generate:api": script };
    writeFileSync(path.join(project, "package.json"), JSON.stringify(projectManifest));
    rmSync(out, { force: true });
    const fromScript = run("npm", ["run", "generate:api"], { cwd: project });
    expect(fromScript.status, fromScript.stderr).toBe(0);
    expect(fromScript.stdout).toContain(wrote);
  });

  it("has a README and docs that install and run the package by its name, never by the command's", () => {
    const installed = path.join(project, INSTALLED);
    const docs = readdirSync(path.join(installed, "docs")).filter((name) => name.endsWith(".md"));
    const pages = ["README.md", ...docs.map((name) => `docs/${name}`)];
    // The npm name of the command (`typewright`) is another project's: installing it or running it with npx
    // (whatever flags come between) reaches that package wherever this one is not installed.
    const reachesTheOtherPackage = /\b(?:npx|npm\s+(?:install|i|add|exec))(?:\s+-\S+)*\s+typewright(?![\w-])/;
    const lines = pages.flatMap((page) =>
      readFileSync(path.join(installed, page), "utf8")
        .split("\n")
        .map((line, index) => ({ where: `${page}:${index + 1}`, line })),
    );
    expect(lines.filter(({ line }) => reachesTheOtherPackage.test(line))).toEqual([]);
    expect(reachesTheOtherPackage.test("npm install -D typewright")).toBe(true);
    expect(reachesTheOtherPackage.test("npx --yes typewright -s a.yaml")).toBe(true);
    expect(reachesTheOtherPackage.test(`npx ${manifest.name} -s a.yaml`)).toBe(false);
  });

  // typewright carries the part of the compiler API it uses: `typescript` is only an optional peer.
  it("installs no TypeScript: the command runs on the compiler API it carries", () => {
    expect(existsSync(path.join(project, "node_modules/typescript"))).toBe(false);
    expect(existsSync(path.join(project, INSTALLED, "node_modules/typescript"))).toBe(false);
    expect(generateIn(project)).toContain("listPets");
  });

  // js-yaml's loader is built into the package; the spec the command reads here is YAML.
  it("installs no js-yaml, and both the command and the API read YAML", () => {
    expect(existsSync(path.join(project, "node_modules/js-yaml"))).toBe(false);
    expect(existsSync(path.join(project, INSTALLED, "node_modules/js-yaml"))).toBe(false);
    expect(generateIn(project)).toContain("listPets");
    const name = JSON.stringify(manifest.name);
    const script = `import { generate } from ${name}; console.log((await generate({ src: "spec.yaml", template: "fetch" })).includes("listPets"))`;
    expect(run(process.execPath, ["--input-type=module", "-e", script], { cwd: project })).toEqual({
      status: 0,
      stdout: "true\n",
      stderr: "",
    });
  });

  // 6 MB until every template's client retried, 6.3 MB until the reactive layers' infinite queries
  // (docs/performance.md, "Install size").
  it("adds at most 7.0 MB to the project's node_modules", () => {
    expect(folderBytes(path.join(project, "node_modules"))).toBeLessThanOrEqual(7_000_000);
  });

  it("says in one line what a custom template that builds nodes with the whole compiler API needs", () => {
    const template = copyTemplate(project);
    const result = run(
      process.execPath,
      [binIn(project), "-s", "spec.yaml", "-o", "custom.ts", "-t", template],
      {
        cwd: project,
      },
    );
    expect(result).toEqual({
      status: 1,
      stdout: "",
      stderr:
        `typewright: template ${path.join(template, "index.mjs")}: needs the package typescript 6 ` +
        "(npm install -D typescript@6); typewright itself carries only the part of the compiler API it uses\n",
    });
    expect(existsSync(path.join(project, "custom.ts"))).toBe(false);
  });

  // The schemas' validator is an optional peer too: 3 MB with ajv, for an opt-in check.
  it("installs no schema validator, and says in one line what --validate needs", () => {
    const validator = "@seriousme/openapi-schema-validator";
    expect(manifest.peerDependenciesMeta?.[validator]).toEqual({ optional: true });
    expect(existsSync(path.join(project, "node_modules", validator))).toBe(false);
    expect(existsSync(path.join(project, INSTALLED, "node_modules", validator))).toBe(false);
    const result = run(
      process.execPath,
      [binIn(project), "-s", "spec.yaml", "-o", "checked.ts", "--validate"],
      {
        cwd: project,
      },
    );
    expect(result).toEqual({
      status: 1,
      stdout: "",
      stderr:
        `typewright: validate needs the package ${validator} 2 (npm install -D ${validator}@2); ` +
        "typewright does not carry it, to stay small\n",
    });
    expect(existsSync(path.join(project, "checked.ts"))).toBe(false);
  });

  // Its declarations carry the compiler API's own, so a project whose `typescript` is none, 5.x or 7 (which
  // declares no compiler API) type-checks a custom template's use of the kit. The runtime's declarations name
  // the client libraries, which a project installs with its template: those are not this test's.
  it("has types that need no installed typescript: TypeScript 5.0, 6 and 7 check a template against them", () => {
    const userCode = [
      `import { defineTemplate, generate, type TemplateKit } from "${manifest.name}";`,
      'export const run = () => generate({ src: "spec.yaml", template: "fetch" });',
      "export const statements = (kit: TemplateKit) => [kit.ts.factory.createEmptyStatement()];",
      "export const template = defineTemplate((kit) => ({",
      '  declaration: { id: "x", containerKind: "object", requestOptions: { name: "RequestInit" },',
      '    response: { wrapper: "Promise", bodyAccess: "then" } },',
      "  imports: () => statements(kit), prelude: () => [],",
      '  send: () => kit.nodes.call("send"), container: () => [],',
      "}));",
    ].join("\n");
    writeFileSync(path.join(project, "template-user.mts"), `${userCode}\n`);
    const compilerOptions = {
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      module: "nodenext",
      types: [],
    };
    writeFileSync(
      path.join(project, "tsconfig.json"),
      JSON.stringify({ compilerOptions, files: ["template-user.mts"] }),
    );
    const clientLibraries = /Cannot find module '(axios|ky|angular|@angular\/[\w/]+|rxjs|xior)'/;
    for (const tsc of ["typescript", "typescript5", "typescript7"]) {
      const result = run(process.execPath, [path.join(ROOT, "node_modules", tsc, "bin/tsc"), "-p", "."], {
        cwd: project,
      });
      const errors = result.stdout.split("\n").filter((line) => line !== "" && !clientLibraries.test(line));
      expect(errors, tsc).toEqual([]);
    }
  });

  // The optional peer admits every TypeScript, so npm installs beside any; custom templates check the version.
  it.each(["5.0.4", "7.0.2"])(
    "installs beside a project's TypeScript %s, keeping it the only compiler",
    (version) => {
      const other = newProject(temp.path, `typescript-${version}`);
      const typescript = npmInstall(other, ["-D", "--save-exact", `typescript@${version}`]);
      expect(typescript.status, typescript.stderr).toBe(0);
      const withTypewright = npmInstall(other, ["-D", tarball]);
      expect(withTypewright.status, withTypewright.stderr).toBe(0);
      expect(existsSync(path.join(other, INSTALLED, "node_modules/typescript"))).toBe(false);
      expect(generateIn(other)).toBe(generateIn(project));
      const template = copyTemplate(other);
      expect(
        run(process.execPath, [binIn(other), "-s", "spec.yaml", "-o", "custom.ts", "-t", template], {
          cwd: other,
        }),
      ).toEqual({
        status: 1,
        stdout: "",
        stderr:
          `typewright: template ${path.join(template, "index.mjs")}: needs the package typescript 6 ` +
          `(npm install -D typescript@6; the installed typescript ${version} builds other nodes); ` +
          "typewright itself carries only the part of the compiler API it uses\n",
      });
    },
  );

  // An older TypeScript 6 than the one the build trims (what typewright carries) builds the same nodes.
  it("leaves a project on TypeScript 6.0.2 one compiler, generates the same client, and gives it to custom templates", () => {
    const pinned = newProject(temp.path, "pinned-typescript");
    const typescript = npmInstall(pinned, ["-D", "--save-exact", "typescript@6.0.2"]);
    expect(typescript.status, typescript.stderr).toBe(0);
    const withTypewright = npmInstall(pinned, ["-D", tarball]);
    expect(withTypewright.status, withTypewright.stderr).toBe(0);
    expect(existsSync(path.join(pinned, INSTALLED, "node_modules/typescript"))).toBe(false);
    const version = run(process.execPath, ["-p", 'require("typescript/package.json").version'], {
      cwd: pinned,
    });
    expect(version.stdout).toBe("6.0.2\n");
    expect(generateIn(pinned)).toBe(generateIn(project));
    const template = copyTemplate(pinned);
    expect(
      run(process.execPath, [binIn(pinned), "-s", "spec.yaml", "-o", "custom.ts", "-t", template], {
        cwd: pinned,
      }),
    ).toMatchObject({ status: 0, stderr: "" });
    expect(readFileSync(path.join(pinned, "custom.ts"), "utf8")).toContain("clientDefaults");
  });
});

/** The fenced blocks of `language` in the README's section `## heading`. */
function readmeBlocks(heading: string, language: string): string[] {
  const start = README.indexOf(`\n## ${heading}\n`);
  expect(start, `README.md has no section "## ${heading}"`).toBeGreaterThanOrEqual(0);
  const rest = README.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end === -1 ? rest : rest.slice(0, end);
  const fence = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, "gm");
  return [...section.matchAll(fence)].map((match) => match[1] ?? "");
}

/** A README `sh` block's commands as words: comments dropped (the README's lines quote nothing). */
function commandLines(block: string): string[][] {
  return block
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
    .filter((line) => line !== "")
    .map((line) => line.split(/\s+/));
}

/**
 * The README's install line for today (`npm install -D <clone>/<name>-<version>.tgz`, the file `npm run tarball`
 * writes) as the arguments of `npm install`, the tarball's path the test's own; and the line kept for after
 * publication (`npm install -D <name>`) with the same flags.
 */
function readmeInstall(tarball: string): string[] {
  const [today = "", published = ""] = readmeBlocks("Install", "sh").map(commandLines);
  const packed = `${manifest.name}-${manifest.version}.tgz`;
  expect(today[0]).toEqual(["npm", "install", "&&", "npm", "run", "tarball"]);
  expect(manifest.scripts.tarball).toBe("npm pack");
  const [npm, command, ...args] = today[1] ?? [];
  expect([npm, command]).toEqual(["npm", "install"]);
  expect(args.filter((arg) => arg.endsWith(".tgz")).map((arg) => path.basename(arg))).toEqual([packed]);
  expect(published).toEqual([
    ["npm", "install", ...args.map((arg) => (arg.endsWith(".tgz") ? manifest.name : arg))],
  ]);
  return args.map((arg) => (arg.endsWith(".tgz") ? tarball : arg));
}

/** The example custom template (it imports `typewright`, so it sits in the project) and its folder. */
function copyTemplate(project: string): string {
  const folder = path.join(project, "template");
  mkdirSync(folder);
  copyFileSync(path.join(ROOT, "fixtures/custom-template/index.js"), path.join(folder, "index.mjs"));
  return folder;
}

function binIn(project: string): string {
  return path.join(project, INSTALLED, manifest.bin.typewright ?? "");
}

function newProject(parent: string, name: string): string {
  const project = path.join(parent, name);
  mkdirSync(project);
  writeFileSync(path.join(project, "package.json"), '{ "name": "probe", "private": true }\n');
  copyFileSync(TINY_SPEC, path.join(project, "spec.yaml"));
  return project;
}

function npmInstall(project: string, args: readonly string[]) {
  return run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", ...args], { cwd: project });
}

/** Bytes of every file under `folder` (links not followed), as bench/install-size.js counts them. */
function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** Runs the installed command on the tiny spec and returns the client it wrote. */
function generateIn(project: string): string {
  expect(
    run(process.execPath, [binIn(project), "-s", "spec.yaml", "-o", "client.ts"], { cwd: project }),
  ).toMatchObject({
    status: 0,
    stderr: "",
  });
  return readFileSync(path.join(project, "client.ts"), "utf8");
}
