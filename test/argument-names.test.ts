/**
 * An argument's name is the description's (after identifier rules), whatever the generated module calls
 * its own values: a parameter named like a runtime helper (`expand`, `sendRequest`, `copyValue`), a template's
 * value (`http`, `clientDefaults`) or a converter (`reviveStamp`) keeps its name in every signature, and the
 * body reads the ones that would hide a value it names under others. Proven here: the signatures, the
 * compile, and that the plan knows every module-level value a body names (so none is ever hidden); the live
 * calls are in support/runtime-name-scenarios.ts, run by every template's runtime test.
 */
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generate, generateFiles } from "../src/index.js";
import { operationBodyNames } from "../src/plan/plan-runtime.js";
import { freeValueNames } from "../src/splice/runtime-globals.js";
import { RUNTIME_FILES, runtimeDeclaredNames } from "../src/splice/runtime-source.js";
import {
  builtinReservedNames,
  CLIENT_DECLARATIONS,
  type ClientDeclaration,
  SECURITY_CLIENT_NAMES,
} from "../src/template-declarations/index.js";
import { expectCompiles } from "./support/compile.js";
import { fixturePath } from "./support/generated-module.js";
import { RUNTIME_NAMES_FIXTURE } from "./support/runtime-name-scenarios.js";
import { makeTempDir, type TempDir } from "./support/temp-dir.js";

/** The fixture's arguments in signature order: the path parameters, the body, the rest as described. */
const ARGUMENTS = [
  ...["sendRequest", "http", "body", "expand", "buildUrl", "copyValue", "value", "options", "queryStyle"],
  ...[
    "bodyOf",
    "formatDate",
    "styledParameters",
    "map",
    "reviveStamp",
    "clientDefaults",
    "clientCredentials",
  ],
  ...["securitySchemes", "withCredentials", "sendAxiosRequest", "sendKyRequest", "sendXiorRequest"],
  ...["withCredentialsIn", "observeWithCredentials"],
  // The per-call options come last; `options` is the description's.
  "options2",
];

const TEMPLATES: [string, NonNullable<GenerateOptions["template"]>][] = [
  ...CLIENT_DECLARATIONS.map(({ id }): [string, NonNullable<GenerateOptions["template"]>] => [id, id]),
  ["swr", ["swr", "fetch"]],
  ["tsq", ["tsq", "ky"]],
];

/** Every function or method of `code` by name: the first declaration (what callers see) and the implementation. */
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
      expect(visible && parameterNames(visible)).toEqual(ARGUMENTS);
      // The JSDoc is on the signature callers see.
      expect(visible && ts.getJSDocCommentsAndTags(visible).length).toBeGreaterThan(0);
      expect(implementation?.body).toBeDefined();
      expect(code).not.toMatch(/\bexpand2\b/);
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
    expectCompiles(files, { extraCompilerOptions: { experimentalDecorators: true } });
  });
});

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
const OWN_NAMES = new Set([...RUNTIME_VALUES, ...builtinReservedNames(), ...SECURITY_CLIENT_NAMES]);

function topLevelNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((declaration) => declaration.name.getText());
  const name = (statement as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

describe("the module-level values a method body names", () => {
  it.each(CLIENT_DECLARATIONS as readonly ClientDeclaration[])(
    "$id: are all known to the plan",
    async (declaration) => {
      const known = new Set(operationBodyNames(declaration));
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
