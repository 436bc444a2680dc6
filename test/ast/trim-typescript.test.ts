import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInThisContext } from "node:vm";
import ts from "typescript";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript build script, without declarations
import { readSourceModules, usedCompilerApiMembers } from "../../scripts/lib/compiler-api-members.js";
// @ts-expect-error: a plain JavaScript build script, without declarations
import { trimTypeScript } from "../../scripts/lib/trim-typescript.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the compiler API members src/ uses", () => {
  it("are the ts.member reads, not type positions", () => {
    const text = [
      'import ts from "../compiler-api.js";',
      "const printer: ts.Printer = ts.createPrinter();",
      "interface Writer extends ts.EmitTextWriter {}",
      "type Factory = typeof ts.factory;",
      "export const node = ts.factory.createIdentifier(String(ts.SyntaxKind.Identifier));",
    ].join("\n");
    expect(usedCompilerApiMembers(ts, [{ path: "src/a.ts", text }])).toEqual({
      members: ["SyntaxKind", "createPrinter", "factory"],
      problems: [],
    });
  });

  it("report a use of the API as a whole, whose members cannot be known", () => {
    const text = 'import api from "./compiler-api.js";\n\nexport const kit = { api };\nuse(api.version);\n';
    expect(usedCompilerApiMembers(ts, [{ path: "src/kit.ts", text }])).toEqual({
      members: ["version"],
      problems: ['src/kit.ts:3: the compiler API is used as a whole ("api")'],
    });
  });

  it("ignore modules that import it for types only", () => {
    const text =
      'import type ts from "../compiler-api.js";\nexport function f(node: ts.Node) { return ts; }\n';
    expect(usedCompilerApiMembers(ts, [{ path: "src/t.ts", text }])).toEqual({ members: [], problems: [] });
  });
});

/** The shape of typescript.js (an esbuild bundle), in small. */
const BUNDLE = `/* license */
var ts = {}; ((module) => {
"use strict";
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __toCommonJS = (mod) => mod;
var typescript_exports = {};
__export(typescript_exports, {
  dropped: () => dropped,
  kept: () => kept2,
  listNames: () => listNames,
  visit: () => visit2
});
function kept2() { return helper() + names_exports.used() + Kind.B; }
function helper() { return 1; }
function dropped() { return unusedHelper(); }
function unusedHelper() { return 2; }
function visit2() { return "the API's visit"; }
function visit() { return "an internal visit of the same name"; }
var names_exports = {};
__export(names_exports, {
  unused: () => unused,
  used: () => used
});
function used() { return 3; }
function unused() { return 4; }
var all_exports = {};
__export(all_exports, { first: () => first, second: () => second });
function first() {}
function second() {}
function listNames() { return Object.keys(all_exports); }
var Kind = /* @__PURE__ */ ((Kind2) => {
  Kind2[Kind2["A"] = 0] = "A";
  Kind2[Kind2["B"] = 10] = "B";
  return Kind2;
})(Kind || {});
var Debug;
((Debug2) => { Debug2.level = unusedHelper(); })(Debug || (Debug = {}));
var sys = (() => ({ debugMode: true }))();
if (sys && sys.debugMode) { Debug.level = 1; }
var effects = [];
effects.push("always");
function registerCodeFix(fix) { effects.push(fix); }
registerCodeFix({ fix: dropped });
module.exports = __toCommonJS(typescript_exports);
0 && (module.exports = { dropped, kept, listNames, visit });
})(typeof module !== "undefined" && module.exports ? module : { exports: ts });
`;

function load(text: string): Record<string, () => unknown> {
  const module = { exports: {} };
  runInThisContext(`(function (module) {${text}\n})`)(module);
  return module.exports as Record<string, () => unknown>;
}

describe("trimming typescript.js", () => {
  const trimmed = trimTypeScript(ts, BUNDLE, ["kept", "listNames", "visit"]);
  const api = load(trimmed.text);

  it("exports just the members, each still the API's own function", () => {
    expect(Object.keys(api).sort()).toEqual(["kept", "listNames", "visit"]);
    expect(api.kept?.()).toBe(14);
    expect(api.visit?.()).toBe("the API's visit");
    expect(trimmed.keptStatements).toBeLessThan(trimmed.statements);
  });

  it("keeps one property of a namespace object per read, and every property of one used as a whole", () => {
    expect(trimmed.text).toContain("function used()");
    expect(trimmed.text).not.toContain("function unused()");
    expect(api.listNames?.()).toEqual(["first", "second"]);
  });

  it("leaves out what no member reaches, registrations and setup for a host nothing uses", () => {
    for (const gone of [
      "function dropped",
      "unusedHelper",
      "registerCodeFix",
      "var Debug",
      "var sys",
      "0 &&",
    ]) {
      expect(trimmed.text).not.toContain(gone);
    }
  });

  it("keeps statements with effects of their own, and the text of kept statements as written", () => {
    expect(trimmed.text).toContain('effects.push("always");');
    expect(trimmed.text).toContain('((Kind2) => {\n  Kind2[Kind2["A"] = 0] = "A";');
    expect(trimmed.text.startsWith("/* license */\nvar ts = {}; ((module) => {")).toBe(true);
  });

  it("fails on a member the file does not export, and on a file of another shape", () => {
    expect(() => trimTypeScript(ts, BUNDLE, ["kept", "missing"])).toThrow("typescript.js exports no missing");
    expect(() => trimTypeScript(ts, "module.exports = {};", ["kept"])).toThrow(
      "not the expected bundle shape",
    );
  });
});

/** Two tables of 300 messages, like TypeScript's `Diagnostics`: one read by property, one as a whole. */
function tableBundle(): string {
  const table = (name: string) =>
    `var ${name} = {\n${Array.from({ length: 300 }, (_, index) => `  m${index}: note(${index}, "text ${index}")`).join(",\n")}\n};`;
  return BUNDLE.replace(
    "module.exports = __toCommonJS(typescript_exports);",
    [
      "function note(code, text) { return { code, text }; }",
      table("Messages"),
      table("Whole"),
      "function readOne() { return Messages.m7.text + Messages.m299.code; }",
      "function readAll() { return Object.keys(Whole).length; }",
      "__export(typescript_exports, { readOne: () => readOne, readAll: () => readAll });",
      "module.exports = __toCommonJS(typescript_exports);",
    ].join("\n"),
  );
}

describe("trimming a table of messages", () => {
  const trimmed = trimTypeScript(ts, tableBundle(), ["readOne", "readAll"]);
  const api = load(trimmed.text);

  it("keeps the properties read one by one, and every property of a table used as a whole", () => {
    expect(api.readOne?.()).toBe("text 7299");
    expect(api.readAll?.()).toBe(300);
    expect(trimmed.text).toContain('m7: note(7, "text 7")');
    expect(trimmed.text).not.toMatch(/Messages = \{[^}]*m8: note/);
    expect(trimmed.text.match(/ {2}m\d+: note/g)).toHaveLength(302);
  });
});

describe("the trimmed compiler API of the build (dist/typescript-api.cjs)", () => {
  it("has every member src/ uses, from the installed TypeScript (`npm run build` makes it anew)", () => {
    const { members, problems } = usedCompilerApiMembers(ts, readSourceModules(path.join(ROOT, "src")));
    expect(problems).toEqual([]);
    expect(members).toEqual(expect.arrayContaining(["factory", "createPrinter", "createSourceFile"]));
    const trimmed = createRequire(import.meta.url)(path.join(ROOT, "dist/typescript-api.cjs"));
    expect(members.filter((member: string) => trimmed[member] === undefined)).toEqual([]);
    expect(trimmed.version).toBe(ts.version);
    expect(Object.keys(trimmed).length).toBeLessThan(Object.keys(ts).length / 10);
  });

  it("reports a syntax error with its message, from the diagnostics the trim keeps", () => {
    const trimmed = createRequire(import.meta.url)(path.join(ROOT, "dist/typescript-api.cjs"));
    const file = trimmed.createSourceFile("a.ts", "type T = {", trimmed.ScriptTarget.Latest);
    const [first] = file.parseDiagnostics;
    expect(first.messageText).toBe("'}' expected.");
  });

  it("is ASCII without white space, under TypeScript's licence, and prints escapes as TypeScript does", () => {
    const file = path.join(ROOT, "dist/typescript-api.cjs");
    const text = readFileSync(file, "latin1");
    expect(text).toMatch(
      /^\/\/ typescript@[\d.]+, trimmed .*\n\/\*! \*+\nCopyright \(c\) Microsoft Corporation\./,
    );
    expect(text).not.toMatch(/[\u0080-\uffff]/);
    expect(text.split("\n").length).toBeLessThan(100);
    const trimmed = createRequire(import.meta.url)(file);
    // The minifier writes the escapes of the printer's own tables as characters; the build escapes them again.
    const source = 'export const s = "\\u0085\\u2028\\u00e9\\ud83d\\ude00";\n';
    const print = (api: typeof ts) =>
      api.createPrinter().printFile(api.createSourceFile("a.ts", source, api.ScriptTarget.Latest));
    const statement = ts.factory.createStringLiteral("\u0085\u2028\u00e9\ud83d\ude00");
    const printNode = (api: typeof ts) =>
      api
        .createPrinter()
        .printNode(
          api.EmitHint.Unspecified,
          statement,
          api.createSourceFile("b.ts", "", api.ScriptTarget.Latest),
        );
    expect(print(trimmed)).toBe(print(ts));
    expect(printNode(trimmed)).toBe(printNode(ts));
    expect(printNode(trimmed)).toContain("\\u0085");
  });
});
