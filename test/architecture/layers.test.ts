import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  checkLayers,
  FLOORS,
  floorOf,
  KNOWN_VIOLATIONS,
  moduleSpecifiers,
  readSourceFiles,
  resolveSpecifier,
  // @ts-expect-error: a plain JavaScript script, without declarations
} from "../../scripts/check-layers.js";
// @ts-expect-error: a plain JavaScript script, without declarations
import { checkNameLists as untypedCheckNameLists } from "../../scripts/check-name-lists.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

type SourceFile = { path: string; text: string };
type Result = {
  violations: { pair: string; message: string; known: boolean }[];
  unplaced: string[];
  unresolved: string[];
  staleKnown: string[];
  failures: string[];
};

const checkNameLists = untypedCheckNameLists as (files: SourceFile[], exceptions?: string[]) => string[];
const check = (files: SourceFile[], knownViolations: string[] = []): Result =>
  checkLayers(files, { knownViolations });

const floorName = (file: string): string | undefined => {
  const index: number | undefined = floorOf(file);
  return index === undefined ? undefined : FLOORS[index].name;
};

describe("the layer checker", () => {
  it("reports an upward import, naming both files and both floors", () => {
    const result = check([
      { path: "src/ast/keys.ts", text: 'import { isIdentifierName } from "../plan/names.js";\n' },
      { path: "src/plan/names.ts", text: "export const isIdentifierName = () => true;\n" },
    ]);
    expect(result.failures).toEqual([
      'src/ast/keys.ts → src/plan/names.ts (floor 11 "ast" imports from floor 5 "plan", above it)',
    ]);
  });

  it("accepts imports down the floors and within a floor", () => {
    const result = check([
      {
        path: "src/plan/names.ts",
        text: 'import { a } from "../ast/keys.js";\nimport { b } from "./media-types.js";',
      },
      { path: "src/plan/media-types.ts", text: 'export { c } from "../load/json-value.js";' },
      { path: "src/ast/keys.ts", text: 'import ts from "../compiler-api.js";\nimport x from "typescript";' },
      { path: "src/load/json-value.ts", text: 'import type { T } from "../text/url.js";' },
      { path: "src/text/url.ts", text: "" },
      { path: "src/compiler-api.ts", text: 'export { default } from "./typescript.cjs";' },
      { path: "src/typescript.cts", text: 'import api = require("./typescript-api.cjs");' },
      { path: "src/typescript-api.d.cts", text: 'import ts = require("typescript");' },
    ]);
    expect(result.violations).toEqual([]);
    expect(result.failures).toEqual([]);
  });

  it("counts every kind of module reference, type-only ones included", () => {
    const upward = [
      'import type { A } from "../emit/a.js";',
      'import { type B } from "../emit/b.js";',
      'export type { C } from "../emit/c.js";',
      'export * from "../emit/d.js";',
      'import "../emit/e.js";',
      'const f = await import("../emit/f.js");',
      'type G = typeof import("../emit/g.js");',
      'type H = import("../emit/h.js").H;',
    ];
    const emit = "abcdefgh".split("").map((name) => ({ path: `src/emit/${name}.ts`, text: "" }));
    const result = check([{ path: "src/plan/p.ts", text: upward.join("\n") }, ...emit]);
    expect(result.violations.map((violation) => violation.pair)).toEqual(
      emit.map((file) => `src/plan/p.ts → ${file.path}`),
    );
  });

  it("follows require() and import = require() in .cts files", () => {
    const result = check([
      {
        path: "src/code-cache.cts",
        text: 'import w = require("./write/w.cjs");\nconst x = require("./cli.js");',
      },
      { path: "src/write/w.cts", text: "" },
      { path: "src/cli.ts", text: "" },
    ]);
    expect(result.violations.map((violation) => violation.pair)).toEqual([
      "src/code-cache.cts → src/write/w.cts",
      "src/code-cache.cts → src/cli.ts",
    ]);
  });

  it("reports a file on no floor, and a relative import that names no file", () => {
    const result = check([
      { path: "src/widgets/w.ts", text: 'import { x } from "../ast/missing.js";' },
      { path: "src/stray.ts", text: "" },
    ]);
    expect(result.unplaced).toEqual(["src/widgets/w.ts", "src/stray.ts"]);
    expect(result.unresolved).toEqual(['src/widgets/w.ts:1: "../ast/missing.js" names no source file']);
    expect(result.failures).toHaveLength(3);
  });

  it("lets a listed violation pass, and fails on a listed one that no longer occurs", () => {
    const files = [
      { path: "src/emit/e.ts", text: 'import type { T } from "../templates/types.js";' },
      { path: "src/templates/types.ts", text: "" },
    ];
    const pair = "src/emit/e.ts → src/templates/types.ts";
    expect(check(files, [pair]).failures).toEqual([]);
    expect(check(files, [pair]).violations).toEqual([expect.objectContaining({ pair, known: true })]);
    const fixed = [{ ...files[0], text: "" } as SourceFile, files[1] as SourceFile];
    expect(check(fixed, [pair]).failures).toEqual([
      `${pair} is in KNOWN_VIOLATIONS but no longer occurs: remove it from the list`,
    ]);
  });

  it("places the output contract below config, each output's declaration with its emitter, the runtime apart", () => {
    expect(floorName("src/output-contract/catalog.ts")).toBe("output contract");
    expect(floorName("src/output-contract/declaration.ts")).toBe("output contract");
    expect(floorName("src/splice/runtime-source.ts")).toBe("runtime splicing");
    expect(floorName("src/templates/fetch/declaration.ts")).toBe("templates");
    expect(floorName("src/templates/fetch/template.ts")).toBe("templates");
    expect(floorName("src/templates/shared/containers.ts")).toBe("templates");
    expect(floorName("src/templates/registry.ts")).toBe("templates");
    expect(floorName("src/runtime/fetch-client.ts")).toBe("runtime");
    expect(floorName("src/errors.ts")).toBe("foundation");
    expect(floorName("src/text/url.ts")).toBe("foundation");
    expect(floorName("src/generate.ts")).toBe("shells");
    expect(floorName("src/other.ts")).toBeUndefined();
    // Config reads declarations handed down to it: importing one from its output's folder points up.
    const result = check([
      {
        path: "src/config/template-option.ts",
        text: 'import type { OutputCatalog } from "../output-contract/catalog.js";\nimport { fetchDeclaration } from "../templates/fetch/declaration.js";',
      },
      { path: "src/output-contract/catalog.ts", text: "" },
      {
        path: "src/templates/fetch/declaration.ts",
        text: 'import { D } from "../../output-contract/declaration.js";',
      },
      { path: "src/output-contract/declaration.ts", text: "" },
    ]);
    expect(result.failures).toEqual([
      'src/config/template-option.ts → src/templates/fetch/declaration.ts (floor 8 "config" imports from floor 3 "templates", above it)',
    ]);
  });

  it("lets the runtime import only itself and the client libraries", () => {
    const result = check([
      {
        path: "src/runtime/axios-client.ts",
        text: [
          'import axios from "axios";',
          'import type { Observable } from "rxjs";',
          'import { encodeBody } from "./request-parts.js";',
          'import { readFileSync } from "node:fs";',
          'import { printNode } from "../ast/print.js";',
        ].join("\n"),
      },
      { path: "src/runtime/request-parts.ts", text: "" },
      { path: "src/ast/print.ts", text: "" },
    ]);
    expect(result.failures).toEqual([
      'src/runtime/axios-client.ts:4: the runtime imports "node:fs", which is no client library (RUNTIME.libraries)',
      "src/runtime/axios-client.ts:5: the runtime imports src/ast/print.ts, outside the runtime",
    ]);
  });

  it("lets the generator import only types from the runtime", () => {
    const runtime = { path: "src/runtime/axios-client.ts", text: "" };
    const accepted = [
      'import type { A } from "../../runtime/axios-client.js";',
      'import { type A, type B } from "../../runtime/axios-client.js";',
      'type S = keyof typeof import("../../runtime/axios-client.js");',
      'export type { A } from "../../runtime/axios-client.js";',
    ];
    expect(
      check([{ path: "src/templates/axios/template.ts", text: accepted.join("\n") }, runtime]).failures,
    ).toEqual([]);
    const refused = [
      'import { sendAxiosRequest } from "../../runtime/axios-client.js";',
      'import { type A, b } from "../../runtime/axios-client.js";',
      'import "../../runtime/axios-client.js";',
      'const m = await import("../../runtime/axios-client.js");',
    ];
    const result = check([{ path: "src/templates/axios/template.ts", text: refused.join("\n") }, runtime]);
    expect(result.failures).toEqual(
      [1, 2, 3, 4].map(
        (line) =>
          `src/templates/axios/template.ts:${line}: imports values from the runtime (src/runtime/axios-client.ts); only types may be imported from it`,
      ),
    );
  });

  it("resolves the source behind an emitted extension", () => {
    const known = new Set(["src/a.ts", "src/b.cts", "src/c.d.cts", "src/d/index.ts"]);
    expect(resolveSpecifier("src/x/y.ts", "../a.js", known)).toBe("src/a.ts");
    expect(resolveSpecifier("src/y.ts", "./b.cjs", known)).toBe("src/b.cts");
    expect(resolveSpecifier("src/y.ts", "./c.cjs", known)).toBe("src/c.d.cts");
    expect(resolveSpecifier("src/y.ts", "./d", known)).toBe("src/d/index.ts");
    expect(resolveSpecifier("src/y.ts", "./e.js", known)).toBeUndefined();
  });

  it("finds specifiers with their lines, and tells type-only ones", () => {
    const text = 'import type { A } from "./a.js";\n\nimport { b } from "./b.js";\n';
    expect(moduleSpecifiers("src/x.ts", text)).toEqual([
      { specifier: "./a.js", line: 1, typeOnly: true },
      { specifier: "./b.js", line: 3, typeOnly: false },
    ]);
  });
});

describe("the name-list checker", () => {
  const emit = {
    path: "src/emit/a.ts",
    text: 'const LOCAL = "trigger";\nconst x = call(id("variables"), [runtimeCall("bodyOf", [])]);\n',
  };

  it("reports a plan list holding a name emit writes, with its line and the file that writes it", () => {
    const plan = { path: "src/plan/b.ts", text: '\nconst LOCALS = ["options", "variables", "_key"];\n' };
    expect(checkNameLists([emit, plan], [])).toEqual([
      'src/plan/b.ts:2: lists names that emit writes, "variables" (written by src/emit/a.ts): declare each once where it is decided and read it in both',
    ]);
    const constants = { path: "src/plan/c.ts", text: 'const X = [SHARED.a, "trigger", "bodyOf"];' };
    expect(checkNameLists([emit, constants], [])).toHaveLength(1);
  });

  it("accepts lists of other names, a local's name outside the plan, and the listed exceptions, which must still match", () => {
    // Outside the plan only names written at the top level of a module count: `variables` is a local there.
    const fields = { path: "src/model/d.ts", text: 'const FIELDS = ["variables", "items"];' };
    const other = { path: "src/plan/e.ts", text: 'const KINDS = ["string", "number"];' };
    const excepted = { path: "src/plan/f.ts", text: 'const BODY = ["bodyOf", "withCredentials"];' };
    expect(checkNameLists([emit, fields, other, excepted], ["src/plan/f.ts: BODY"])).toEqual([]);
    expect(checkNameLists([emit, other], ["src/plan/f.ts: BODY"])).toEqual([
      "src/plan/f.ts: BODY is in NAME_LIST_EXCEPTIONS but lists no written name: remove it",
    ]);
  });

  it("reports a list in any folder but the runtime holding a name written at a module's top level", () => {
    const declaration = {
      path: "src/output-contract/x.ts",
      text: 'export const x = { reservedNames: ["bodyOf", "http"] };',
    };
    expect(checkNameLists([emit, declaration], [])).toEqual([
      'src/output-contract/x.ts:1: lists names that emit writes, "bodyOf" (written by src/emit/a.ts): declare each once where it is decided and read it in both',
    ]);
    // A whole file may be excepted, and the runtime declares the names it lists.
    expect(checkNameLists([emit, declaration], ["src/output-contract/x.ts: *"])).toEqual([]);
    expect(checkNameLists([emit, { ...declaration, path: "src/runtime/x.ts" }], [])).toEqual([]);
    // The names an import writer is given are that import, written where they are.
    const imports = { path: "src/templates/y.ts", text: 'namedImport("lib", ["bodyOf", "http"]);' };
    expect(checkNameLists([emit, imports], [])).toEqual([]);
  });

  it("refuses a method body's runtime helper written as a string where the shared bodies are emitted", () => {
    const body = {
      path: "src/emit/operations/g.ts",
      text: 'const a = runtimeCall(SHARED_BODY_HELPERS.bodyOf, []);\nconst b = runtimeValue("textBody");\n',
    };
    expect(checkNameLists([body], [])).toEqual([
      'src/emit/operations/g.ts:2: a method body\'s runtime helper "textBody" written as a string: declare it in SHARED_BODY_HELPERS (src/splice/runtime-names.ts), which the plan reads, and write it from there',
    ]);
    // Elsewhere in emit (a module-level declaration, not a method body), a helper may be written as it is.
    expect(checkNameLists([{ ...body, path: "src/emit/servers.ts" }], [])).toEqual([]);
  });
});

describe("the imports of src/", () => {
  it("point down the floors, but for the known violations, each of which still occurs", () => {
    const result: Result = checkLayers(readSourceFiles(ROOT));
    expect(result.failures).toEqual([]);
    expect(result.violations.map((violation) => violation.pair).sort()).toEqual([...KNOWN_VIOLATIONS].sort());
  });

  it("leave the plan no list of the names emit and the templates write", () => {
    expect(checkNameLists(readSourceFiles(ROOT))).toEqual([]);
  });

  it("are checked by `node scripts/check-layers.js` too, which exits 0", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(ROOT, "scripts/check-layers.js"),
    ]);
    expect(stdout).toContain("imports point down the floors");
  });
});
