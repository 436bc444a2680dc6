/**
 * The browser entry point (`typewright-openapi/browser`), as built: dist/browser/typewright.js imports nothing, and
 * its classic-script twin runs in a bare vm context that has the web's globals but no require, process,
 * Buffer, fetch or file system. There, for a matrix of fixtures × templates × options, it must produce
 * exactly the files of the command (the same pipeline through generateFiles; one row through the real
 * binary), and fail with the command's one-line messages.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import type * as BrowserApi from "../../src/browser.js";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT, runCli } from "../support/cli-process.js";
import { withTempDir } from "../support/temp-dir.js";

const ESM_BUNDLE = path.join(ROOT, "dist/browser/typewright.js");
const SCRIPT_BUNDLE = path.join(ROOT, "dist/browser/typewright.iife.js");

type Browser = typeof BrowserApi;
let browser: Browser;

/** Like buildIfStale, for the browser bundle (built after the command's). */
function buildBrowserIfStale(): void {
  buildIfStale();
  const builtAt = existsSync(SCRIPT_BUNDLE) ? statSync(SCRIPT_BUNDLE).mtimeMs : 0;
  const sources = readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" });
  if (!sources.some((source) => statSync(path.join(ROOT, "src", source)).mtimeMs > builtAt)) return;
  for (const script of ["trim-typescript.js", "print-runtime.js", "bundle-browser.js"]) {
    spawnSync(process.execPath, [path.join(ROOT, "scripts", script)], { cwd: ROOT });
  }
}

/** The bundle in a context holding only what a page or worker offers (no Node globals at all). */
function loadInBareContext(): Browser {
  const webGlobals = { TextEncoder, TextDecoder, URL, performance, structuredClone, console };
  const context = vm.createContext({ ...webGlobals });
  vm.runInContext(readFileSync(SCRIPT_BUNDLE, "utf8"), context, { filename: SCRIPT_BUNDLE });
  expect(vm.runInContext("typeof require + typeof process + typeof Buffer + typeof fetch", context)).toBe(
    "undefinedundefinedundefinedundefined",
  );
  return (context as { typewright: Browser }).typewright;
}

beforeAll(() => {
  buildBrowserIfStale();
  browser = loadInBareContext();
});

describe("the built browser bundle", () => {
  it("is one module that imports nothing (no node: builtins)", () => {
    const text = readFileSync(ESM_BUNDLE, "utf8");
    const module = ts.createSourceFile(
      "typewright.js",
      text,
      ts.ScriptTarget.ESNext,
      false,
      ts.ScriptKind.JS,
    );
    const imports = module.statements.filter(
      (statement) =>
        ts.isImportDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier),
    );
    expect(imports).toEqual([]);
    expect(text).toMatch(/export\s*\{[^}]*\bgenerate\b/);
    let dynamicImports = 0;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) dynamicImports++;
      ts.forEachChild(node, visit);
    };
    visit(module);
    expect(dynamicImports).toBe(0);
    expect(text).not.toMatch(/["'`]node:/);
  });
});

type MatrixOptions = Omit<GenerateOptions, "src" | "out">;
const FIXTURES = ["petstore.yaml", "clients/everything.yaml", "clients/request-shapes.yaml"];
const VARIANTS: { name: string; options: MatrixOptions }[] = [
  ...(["axios", "fetch", "xior", "ky", "ng1", "ng2"] as const).map((template) => ({
    name: template,
    options: { template },
  })),
  {
    name: "swr-axios hooks",
    options: { template: ["swr", "axios"], hooksOut: "hooks.ts", useClient: true },
  },
  {
    name: "tsq-fetch hooks mocks",
    options: {
      template: ["tsq", "fetch"],
      hooksOut: "hooks.ts",
      mocks: "mocks.ts",
      testingFramework: "jest",
    },
  },
  { name: "ky setup", options: { template: "ky", clientSetup: "setup.ts" } },
  { name: "schemas", options: { generationMode: "schemas", schemaDeclarationStyle: "type" } },
  {
    name: "fetch options",
    options: {
      template: "fetch",
      responseShape: "full",
      enumDeclarationStyle: "enum",
      enumNamesStyle: "PascalCase",
      nullableStrategy: "include",
      dateFormat: "string",
      preferAny: true,
      servicePrefix: "Api",
      baseUrl: "/v1",
      queryParamsSerialization: { arrayFormat: "brackets", allowDots: false, queryParamsAsObject: 1 },
      exclude: { tags: ["store*"] },
      skipDeprecated: true,
    },
  },
];

describe("output equals the command's", () => {
  for (const fixture of FIXTURES) {
    for (const variant of VARIANTS) {
      it(`${fixture}, ${variant.name}`, async () => {
        const file = path.join(ROOT, "fixtures", fixture);
        const expected = await withTempDir(async (folder) => {
          const companions = Object.fromEntries(
            (["hooksOut", "mocks", "clientSetup"] as const)
              .filter((option) => variant.options[option] !== undefined)
              .map((option) => [option, path.join(folder, variant.options[option] as string)]),
          );
          const result = await generateFiles({
            ...variant.options,
            ...companions,
            src: file,
            out: path.join(folder, "client.ts"),
          });
          return {
            files: result.files.map((generated) => [
              path.relative(folder, generated.path),
              generated.content,
            ]),
            // The command names the description as given; the browser entry by its `srcName`.
            warnings: result.warnings.map((warning) =>
              warning.replace(path.relative(process.cwd(), file), path.basename(file)),
            ),
          };
        });
        const actual = await browser.generate({
          ...variant.options,
          src: readFileSync(file, "utf8"),
          srcName: path.basename(file),
          out: "client.ts",
        });
        expect(actual.files.map((generated) => [generated.path, generated.content])).toEqual(expected.files);
        expect(actual.warnings).toEqual(expected.warnings);
      });
    }
  }

  it("equals the real binary's files for a parsed object and for hooks, mocks and setup", async () => {
    await withTempDir(async (folder) => {
      copyFileSync(path.join(ROOT, "fixtures/petstore.yaml"), path.join(folder, "petstore.yaml"));
      const flags = ["-s", "petstore.yaml", "-o", "client.ts", "-t", "tsq,axios", "--hooksOut", "hooks.ts"];
      const more = ["--mocks", "mocks.ts", "--testingFramework", "vitest", "--clientSetup", "setup.ts"];
      const cli = runCli(folder, [...flags, ...more]);
      expect(cli.stderr).toBe("");
      const { parse } = await import("yaml");
      const result = await browser.generate({
        src: parse(readFileSync(path.join(folder, "petstore.yaml"), "utf8")) as object,
        srcName: "petstore.yaml",
        out: "client.ts",
        template: ["tsq", "axios"],
        hooksOut: "hooks.ts",
        mocks: "mocks.ts",
        testingFramework: "vitest",
        clientSetup: "setup.ts",
      });
      expect(result.files.map((file) => file.path).sort()).toEqual([
        "client.ts",
        "hooks.ts",
        "mocks.ts",
        "setup.ts",
      ]);
      for (const file of result.files) {
        expect(file.content).toBe(readFileSync(path.join(folder, file.path), "utf8"));
      }
    });
  });
});

describe("description warnings", () => {
  it("are returned like the API's: a field calls do not honour, named by its pointer", async () => {
    const src = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/pets": {
          post: {
            servers: [{ url: "{origin}/uploads" }],
            responses: { "204": { description: "done" } },
          },
        },
      },
    };
    const result = await browser.generate({ src, srcName: "description.json", template: "fetch" });
    expect(result.warnings).toEqual([
      "description.json#/paths/~1pets/post/servers: `servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL",
    ]);
  });

  it("come after the options' own, as lines and as diagnostics, equal to the API's", async () => {
    const src = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/pets": {
          post: { servers: [{ url: "{origin}" }], responses: { "204": { description: "done" } } },
        },
      },
    };
    const options = { template: "fetch", enumNamesStyle: "PascalCase" } as const;
    const result = await browser.generate({ ...options, src, srcName: "description.json" });
    expect(result.warnings).toEqual([
      'enumNamesStyle: "PascalCase" has no effect unless enumDeclarationStyle is "enum"',
      "description.json#/paths/~1pets/post/servers: `servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL",
    ]);
    expect(result.diagnostics).toEqual([
      {
        code: "option-no-effect",
        severity: "warning",
        message: 'enumNamesStyle: "PascalCase" has no effect unless enumDeclarationStyle is "enum"',
      },
      {
        code: "unhonoured-field",
        severity: "warning",
        file: "description.json",
        pointer: "#/paths/~1pets/post/servers",
        message:
          "`servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL",
      },
    ]);
    const expected = await withTempDir(async (folder) => {
      const file = path.join(folder, "description.json");
      writeFileSync(file, JSON.stringify(src));
      const { warnings, diagnostics } = await generateFiles({ ...options, src: file });
      // The command names the file by its path; the browser entry by `srcName`.
      return {
        warnings: warnings.map((warning) => warning.replace(file, "description.json")),
        diagnostics: diagnostics.map((found) =>
          found.file === file ? { ...found, file: "description.json" } : found,
        ),
      };
    });
    expect(result.warnings).toEqual(expected.warnings);
    expect(result.diagnostics).toEqual(expected.diagnostics);
  });
});

describe("external references", () => {
  const folder = path.join(ROOT, "fixtures/load/multi");
  const rootText = readFileSync(path.join(folder, "spec/root.yaml"), "utf8");

  it("are read through readReference, resolved from the description's name", async () => {
    const requested: string[] = [];
    const result = await browser.generate({
      src: rootText,
      srcName: "spec/root.yaml",
      template: "fetch",
      readReference: async (target) => {
        requested.push(target);
        return readFileSync(path.join(folder, target));
      },
    });
    const expected = await generateFiles({ src: path.join(folder, "spec/root.yaml"), template: "fetch" });
    expect(result.files[0]?.content).toBe(expected.files[0]?.content);
    expect(result.warnings).toEqual(expected.warnings);
    expect(requested).toContain("spec/paths/owners.yaml");
    expect(requested).toContain("shared/parameters.yaml");
  });

  it("without a reader fail with one line naming the document", async () => {
    const failure = await browser
      .generate({ src: rootText, srcName: "spec/root.yaml" })
      .catch((error: unknown) => error);
    expect(browser.errorLine(failure)).toMatch(
      /^spec\/root\.yaml: unresolved \$ref "[^"]+" at #[^ ]+ \(cannot read [^ ]+\.yaml: external references need a reader \(readReference\)\)$/,
    );
  });

  it("report a reader's failure as the command reports an unreadable file", async () => {
    const failure = await browser
      .generate({
        src: rootText,
        srcName: "spec/root.yaml",
        readReference: async () => new Response("gone", { status: 404, statusText: "Not Found" }),
      })
      .catch((error: unknown) => error);
    expect(browser.errorLine(failure)).toMatch(/\(cannot read [^ ]+\.yaml: HTTP 404 Not Found\)$/);
  });
});

describe("what a reader or the caller hands over", () => {
  const folder = path.join(ROOT, "fixtures/load/multi");
  const rootText = readFileSync(path.join(folder, "spec/root.yaml"), "utf8");
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it("a reader resolving to something else than text, bytes or a Response fails with one line", async () => {
    for (const [value, kind] of [
      [undefined, "undefined"],
      [42, "a number"],
      [{ status: 200 }, "an object"],
    ] as const) {
      const failure = await failureOf(
        browser.generate({
          src: rootText,
          srcName: "spec/root.yaml",
          readReference: async () => value as never,
        }),
      );
      expect(browser.isTypewrightError(failure)).toBe(true);
      expect(browser.errorLine(failure)).toMatch(
        new RegExp(
          `\\(cannot read [^ ]+\\.yaml: readReference resolved to ${kind}, not a string, bytes or a Response\\)$`,
        ),
      );
    }
  });

  it("an endless Response body stops at maxInputSize", async () => {
    // Bytes each body gave before it was cancelled; the description has several external references.
    const pulled: number[] = [];
    const endless = () => {
      const body = pulled.push(0) - 1;
      return new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled[body] = (pulled[body] ?? 0) + 65_536;
            controller.enqueue(new Uint8Array(65_536));
          },
        }),
      );
    };
    const failure = await failureOf(
      browser.generate({
        src: rootText,
        srcName: "spec/root.yaml",
        maxInputSize: 1,
        readReference: async () => endless(),
      }),
    );
    expect(browser.errorLine(failure)).toMatch(
      /\(cannot read [^ ]+\.yaml: larger than the input size limit of 1 MB \(raise it with maxInputSize\)\)$/,
    );
    expect(pulled.length).toBeGreaterThan(0);
    for (const bytes of pulled) expect(bytes).toBeLessThanOrEqual(2 ** 20 + 2 * 65_536);
  });

  it("a src that is no JSON value, or no description at all, fails with one line naming where", async () => {
    const cyclic: Record<string, unknown> = { openapi: "3.0.0", paths: { "/a": {} } };
    const paths = cyclic.paths as Record<string, Record<string, unknown>>;
    paths["/a"] = { self: cyclic };
    const big = { openapi: "3.0.0", info: { title: "t", version: 1n } };
    const lines = [];
    for (const src of [cyclic, big, 42, undefined]) {
      const failure = await failureOf(browser.generate({ src: src as never }));
      expect(browser.isTypewrightError(failure)).toBe(true);
      lines.push(browser.errorLine(failure));
    }
    expect(lines).toEqual([
      "src: not a JSON value (a cycle at #/paths/~1a/self)",
      "src: not a JSON value (a BigInt at #/info/version)",
      "src: must be the description's text or its parsed object, not a number",
      "src: must be the description's text or its parsed object, not undefined",
    ]);
  });
});

describe("errors are the command's", () => {
  it("a broken description gives the command's one line", async () => {
    await withTempDir(async (folder) => {
      const broken = "openapi: 3.0.0\ninfo: {title: x\n";
      const { writeFileSync } = await import("node:fs");
      writeFileSync(path.join(folder, "broken.yaml"), broken);
      const cli = runCli(folder, ["-s", "broken.yaml", "-o", "client.ts"]);
      const failure = await browser
        .generate({ src: broken, srcName: "broken.yaml", out: "client.ts" })
        .catch((error: unknown) => error);
      expect(`typewright: ${browser.errorLine(failure)}\n`).toBe(cli.stderr);
      expect(cli.status).toBe(1);
    });
  });

  it("invalid options give the API's problems, one line each", async () => {
    const options = { src: "petstore.yaml", template: "axois", mocks: "m.ts", nullableStrategy: "maybe" };
    const expected = await generateFiles(options as GenerateOptions).catch((error: unknown) => error);
    const failure = await browser
      .generate({
        ...(options as object),
        src: "{}",
        srcName: "petstore.yaml",
      } as BrowserApi.BrowserGenerateOptions)
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe((expected as Error).message);
    expect((failure as { problems: string[] }).problems).toHaveLength(4);
  });

  it("refuses what only writing files or loading code from them means", async () => {
    const setup = await browser
      .generate({ src: "{}", forceSetup: true } as BrowserApi.BrowserGenerateOptions)
      .catch((error: unknown) => error);
    expect(browser.errorLine(setup)).toBe("forceSetup: writes files; the browser build writes none");
    const validate = await browser
      .generate({ src: "{}", validate: true } as BrowserApi.BrowserGenerateOptions)
      .catch((error: unknown) => error);
    expect(browser.errorLine(validate)).toBe(
      "validate: needs the package @seriousme/openapi-schema-validator, which the browser build does not carry",
    );
    const custom = await browser
      .generate({ src: "{}", template: "./my-template" })
      .catch((error: unknown) => error);
    expect(browser.errorLine(custom)).toMatch(/^template: custom templates are loaded from files/);
  });
});
