/**
 * Arguments named like the module's own values, as the files print them (the names are planned:
 * plan/argument-names.test.ts): every signature shows the description's names and the body reads the hidden
 * ones apart, every template's client, hooks and mocks compile, and the plan knows every module-level value a
 * printed body names (so none is ever hidden). The live calls are in support/runtime-name-scenarios.ts, run by
 * every template's runtime test. A custom template's object container shows the same names. Hooks, key
 * functions and options factories print an operation's arguments under the operation's names too
 * (fixtures/clients/hook-names.yaml; the live calls are in live/reactive-runtime.test.ts).
 */
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generate, generateFiles } from "../../src/index.js";
import type { ClientDeclaration } from "../../src/output-contract/declaration.js";
import { builtinClientNames, operationBodyNames, securityClientNames } from "../../src/plan/plan-runtime.js";
import { freeValueNames } from "../../src/splice/runtime-globals.js";
import { RUNTIME_FILES, runtimeDeclaredNames } from "../../src/splice/runtime-source.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import {
  HOOK_CLIENTS,
  HOOK_NAME_ARGUMENTS,
  RUNTIME_NAME_ARGUMENTS,
} from "../support/argument-name-fixtures.js";
import { expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { hookNamed, isTanStackLayer, LAYERS } from "../support/reactive-runs.js";
import { RUNTIME_NAMES_FIXTURE } from "../support/runtime-name-scenarios.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

/** A custom template whose groups are object literals (`containers.objectContainer`). */
const CUSTOM_TEMPLATE = fixturePath("custom-template");

const TEMPLATES: [string, NonNullable<GenerateOptions["template"]>][] = [
  ...BUILTIN_OUTPUTS.clients.map(({ id }): [string, NonNullable<GenerateOptions["template"]>] => [id, id]),
  ["custom", CUSTOM_TEMPLATE],
  ["swr", ["swr", "fetch"]],
  ["tsq", ["tsq", "ky"]],
];

/** Every function or method of `code` by name, in order: overloads (what callers see), then the implementation. */
function declarations(code: string, name: string): (ts.FunctionDeclaration | ts.MethodDeclaration)[] {
  const source = ts.createSourceFile("client.ts", code, ts.ScriptTarget.Latest, true);
  const found: (ts.FunctionDeclaration | ts.MethodDeclaration)[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name?.getText() === name)
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parameterNames = (declaration: ts.SignatureDeclaration) =>
  declaration.parameters.map((parameter) => parameter.name.getText());

describe("arguments named like the module's own values", () => {
  it.each(TEMPLATES)(
    "%s: the signature keeps every name; the implementation reads the hidden ones apart",
    async (_, template) => {
      const code = await generate({ src: fixturePath("clients/runtime-names.yaml"), template });
      const [visible, implementation] = declarations(code, "sendHelpers");
      // The per-call options come last: `options` is the description's.
      expect(visible && parameterNames(visible)).toEqual([...RUNTIME_NAME_ARGUMENTS, "options2"]);
      // The JSDoc is on the signature callers see.
      expect(visible && ts.getJSDocCommentsAndTags(visible).length).toBeGreaterThan(0);
      expect(implementation?.body).toBeDefined();
      // A custom template without `bodyNames` reads every runtime helper's namesake apart.
      if (template !== CUSTOM_TEMPLATE) expect(code).not.toMatch(/\bexpand2\b/);
    },
  );

  let folder: TempDir;
  beforeAll(async () => {
    folder = await makeTempDir("typewright-argument-names-");
  });
  afterAll(() => folder.cleanup());

  it("every template's client, hooks and mocks compile", async () => {
    const files: Record<string, string> = {};
    for (const [label, template] of TEMPLATES) {
      const out = path.join(folder.path, label);
      const result = await generateFiles({
        src: fixturePath("clients/runtime-names.yaml"),
        template,
        out: path.join(out, "client.ts"),
        ...(Array.isArray(template) ? { hooksOut: path.join(out, "hooks.ts") } : {}),
        mocks: path.join(out, "mocks.ts"),
        testingFramework: "vitest",
      });
      for (const file of result.files)
        files[`runtime-names/${label}/${path.basename(file.path)}`] = file.content;
    }
    const [custom, builtIn] = partition(files, (file) => file.startsWith("runtime-names/custom/"));
    // An argument named like a runtime helper the module does not call (`bodyOf`, `buildUrl`) is a word of
    // the code, which keeps that helper in doubt: unused, so not under noUnusedLocals (docs/generated-code.md).
    const keptInDoubt = { noUnusedLocals: false };
    expectCompiles(builtIn, { extraCompilerOptions: { experimentalDecorators: true, ...keptInDoubt } });
    // The example custom template's secured calls resolve to `any` (`withCredentials(...).then(response =>`),
    // whatever the argument names: apart from what is proven here.
    // With a library's declaration build too: the object container names its module-private functions
    // with their types written out (`sendHelpers: sendHelpers as typeof sendHelpers`).
    expect(custom["runtime-names/custom/client.ts"]).toMatch(/(\w+): \1 as typeof \1\b/);
    expectCompiles(custom, {
      extraCompilerOptions: { noImplicitAny: false, ...keptInDoubt, ...ISOLATED_DECLARATIONS },
    });
  });
});

/** The files whose path `test` accepts, and the rest. */
function partition(
  files: Record<string, string>,
  test: (file: string) => boolean,
): [Record<string, string>, Record<string, string>] {
  const entries = Object.entries(files);
  return [
    Object.fromEntries(entries.filter(([file]) => test(file))),
    Object.fromEntries(entries.filter(([file]) => !test(file))),
  ];
}

/** Fixtures whose bodies name every kind of module-level value: dates, styles, security, streams, bodies. */
const BODY_FIXTURES = [
  "petstore.yaml",
  "clients/everything.yaml",
  "clients/security.yaml",
  "clients/streaming.yaml",
  "clients/parameter-styles.yaml",
  "clients/request-shapes.yaml",
  RUNTIME_NAMES_FIXTURE.replace(/^fixtures\//, ""),
];

/**
 * The runtime's, the templates' and the globals' names a generated body reads: what the plan must know
 * (`operationBodyNames`). The module's planned names (converters, what is said once) are planned apart.
 */
function moduleValuesRead(code: string): Set<string> {
  const source = ts.createSourceFile("client.ts", code, ts.ScriptTarget.Latest, true);
  const planned = new Set(
    source.statements.flatMap((statement) => topLevelNames(statement)).filter((name) => !OWN_NAMES.has(name)),
  );
  const read = new Set<string>();
  const visit = (node: ts.Node): void => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.body) {
      // A method as a function of its own: its parameters and locals are declared in it.
      const text = ts.isMethodDeclaration(node) ? `function ${node.getText()}` : node.getText();
      for (const name of freeValueNames("body.ts", text)) if (!planned.has(name)) read.add(name);
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    // Only generated operations: the runtime's own functions are not argument scopes.
    if (ts.isFunctionDeclaration(statement) && RUNTIME_VALUES.has(statement.name?.text ?? "")) continue;
    visit(statement);
  }
  return read;
}

const RUNTIME_VALUES = new Set(runtimeDeclaredNames(RUNTIME_FILES));
/** What the runtime and every built-in template's code may declare at the top level of a module. */
const OWN_NAMES = new Set([
  ...RUNTIME_VALUES,
  ...builtinClientNames(BUILTIN_OUTPUTS),
  ...securityClientNames(BUILTIN_OUTPUTS),
]);

function topLevelNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((declaration) => declaration.name.getText());
  const name = (statement as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

describe("the module-level values a method body names", () => {
  it.each(BUILTIN_OUTPUTS.clients as readonly ClientDeclaration[])(
    "$id: are all known to the plan",
    async (declaration) => {
      const known = new Set(operationBodyNames(declaration, BUILTIN_OUTPUTS));
      const unknown = new Set<string>();
      for (const fixture of BODY_FIXTURES) {
        for (const responseShape of ["body", "full"] as const) {
          const code = await generate({ src: fixturePath(fixture), template: declaration.id, responseShape });
          for (const name of moduleValuesRead(code))
            if (!known.has(name)) unknown.add(`${name} (${fixture})`);
        }
      }
      expect([...unknown]).toEqual([]);
    },
  );
});

/** The key function `queryKeys.<name>`: an arrow in the namespace object. */
function keyFunction(code: string, name: string): ts.ArrowFunction | undefined {
  const source = ts.createSourceFile("hooks.ts", code, ts.ScriptTarget.Latest, true);
  let found: ts.ArrowFunction | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === name &&
      ts.isArrowFunction(node.initializer) &&
      node.parent.parent.getChildAt(0).getText() === "queryKeys"
    )
      found = node.initializer;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names of a tuple type alias's elements (tsq's `LookupArguments`), in order; `undefined` without it. */
function tupleNames(code: string, name: string): string[] | undefined {
  const source = ts.createSourceFile("hooks.ts", code, ts.ScriptTarget.Latest, true);
  let names: string[] | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === name && ts.isTupleTypeNode(node.type))
      names = node.type.elements.map((element) =>
        ts.isNamedTupleMember(element) ? element.name.text : element.getText(),
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe("hook arguments named like the hooks code's own values", () => {
  let folder: TempDir;
  beforeAll(async () => {
    folder = await makeTempDir("typewright-hook-argument-names-");
  });
  afterAll(() => folder.cleanup());

  /** The files of one layer on one client, in one file and with hooksOut, keyed by a virtual path. */
  const generated = new Map<string, Promise<Record<string, string>>>();
  function outputs(layer: string, client: string): Promise<Record<string, string>> {
    const label = `${layer}-${client}`;
    const cached = generated.get(label);
    if (cached) return cached;
    const run = (async () => {
      const files: Record<string, string> = {};
      for (const split of [false, true]) {
        const out = path.join(folder.path, label, split ? "split" : "single");
        const result = await generateFiles({
          src: fixturePath("clients/hook-names.yaml"),
          template: [layer, client === "custom" ? CUSTOM_TEMPLATE : client],
          out: path.join(out, "client.ts"),
          ...(split ? { hooksOut: path.join(out, "hooks.ts") } : {}),
        });
        for (const file of result.files)
          files[`hook-names/${label}/${split ? "split" : "single"}/${path.basename(file.path)}`] =
            file.content;
      }
      return files;
    })();
    generated.set(label, run);
    return run;
  }
  const hooksCode = (files: Record<string, string>) =>
    Object.entries(files)
      .filter(([file]) => file.endsWith("/single/client.ts") || file.endsWith("/split/hooks.ts"))
      .map(([, code]) => code);

  it.each(HOOK_CLIENTS)("swr on %s: every signature shows the operation's names", async (client) => {
    const codes = hooksCode(await outputs("swr", client));
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      const functions = declarations(code, "useLookup");
      expect(functions.length).toBeGreaterThanOrEqual(1);
      for (const declaration of functions)
        expect(parameterNames(declaration)).toEqual([...HOOK_NAME_ARGUMENTS, "options2"]);
      const key = keyFunction(code, "lookup");
      expect(key && parameterNames(key)).toEqual(HOOK_NAME_ARGUMENTS);
    }
  });

  // The TanStack layers' hook, factory and key function are constants typed by one argument list, whose names
  // an editor shows as the parameters'; no body of theirs takes the arguments, so no value is reached under an
  // alias.
  for (const layer of LAYERS.filter(isTanStackLayer))
    it.each(HOOK_CLIENTS)(`${layer} on %s: every signature shows the operation's names`, async (client) => {
      const hook = hookNamed(layer, "Lookup");
      const codes = hooksCode(await outputs(layer, client));
      expect(codes).toHaveLength(2);
      for (const code of codes) {
        expect(tupleNames(code, "LookupArguments")).toEqual(HOOK_NAME_ARGUMENTS);
        expect(code).toMatch(
          new RegExp(`export const ${hook}: QueryHook<\\w+, \\w+, \\w+, LookupArguments> = `),
        );
        expect(code).toMatch(
          /export const lookupQueryOptions: QueryOptionsFactory<\w+, \w+, \w+, LookupArguments> = /,
        );
        expect(code).toMatch(/lookup: \(\.\.\.args: LookupArguments\) => \w+;/);
        expect(code).not.toMatch(/\b(useQuery|injectQuery|queryOptions|api|lookupQueryOptions)2\b/);
      }
    });

  // Pinia Colada's hook and factory are functions of the operation's names; the values their bodies read
  // (the library's, the operation's function, the factory) are reached under aliases where an argument hides
  // them, and the query function's abort signal under a name no argument takes.
  it.each(HOOK_CLIENTS)("pinia-colada on %s: every signature shows the operation's names", async (client) => {
    const codes = hooksCode(await outputs("pinia-colada", client));
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      for (const name of ["useLookup", "lookupQueryOptions"]) {
        const functions = declarations(code, name);
        expect(functions).toHaveLength(1);
        for (const declaration of functions)
          expect(parameterNames(declaration)).toEqual([...HOOK_NAME_ARGUMENTS, "options2"]);
      }
      const key = keyFunction(code, "lookup");
      expect(key && parameterNames(key)).toEqual(HOOK_NAME_ARGUMENTS);
      expect(code).toMatch(/\buseQuery2\(\(\) => lookupQueryOptions2\(/);
      expect(code).toMatch(/\(\{ signal: signal2 \}\) => /);
    }
  });

  it("every layer on every client compiles strictly; on the built-in clients with noUnusedLocals and declaration: true", async () => {
    const all: Record<string, string> = {};
    for (const layer of LAYERS)
      for (const client of HOOK_CLIENTS) Object.assign(all, await outputs(layer, client));
    // The example custom template splices whole runtime files, helpers it does not call included.
    const [custom, builtIn] = partition(all, (file) => file.includes("-custom/"));
    expectCompiles(custom);
    expectCompiles(builtIn, {
      extraCompilerOptions: { noUnusedLocals: true, noUnusedParameters: true, declaration: true },
    });
  });
});
