/**
 * Adding a client template the way docs/adding-a-template.md says: a copy of src/ gets one folder,
 * `src/templates/echo/` (its declaration, its emitter and the unit of the two), and one line in the registry
 * (`src/templates/registry.ts`, with its import), and nothing else. The copy type-checks, keeps the layer and
 * name-list checks, offers the new id to option validation (alone and under a reactive layer), `--help` and
 * `schema.json`, and generates a client that compiles strictly. Without its registry line the folder is
 * inert: the id is unknown to option validation, since every stage reads the outputs from the registry.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript script, without declarations
import { checkLayers, readSourceFiles } from "../../scripts/check-layers.js";
import { compileInMemory } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Under test/, so that the copy resolves the repository's packages; `test/_scratch*` is ignored by git.
const COPY = path.join(ROOT, "test", `_scratch-add-an-output-${process.pid}`);
// A second copy with the folder and no registry line: modules loaded from one path are not loaded again.
const UNREGISTERED = path.join(ROOT, "test", `_scratch-add-an-output-unregistered-${process.pid}`);

const DECLARATION = `import type { ClientDeclaration } from "../../output-contract/declaration.js";

/** \`echo\`: the fetch runtime under another id, an object per group. */
export const echoDeclaration = {
  kind: "client",
  id: "echo",
  containerKind: "object",
  operationFunctions: true,
  runtimeFiles: ["request-parts", "response-parts", "fetch-client"],
  options: ["baseUrl", "queryParamsSerialization"],
  names: {
    send: { name: "sendRequest", inBodies: true },
    defaults: { name: "clientDefaults", inBodies: true },
  },
  requestOptions: { name: "CallOptions" },
  response: { wrapper: "Promise", bodyAccess: "bodyOf" },
  typedFailures: true,
  hooks: { supported: true },
} as const satisfies ClientDeclaration;
`;

const TEMPLATE = `import { arrow, call, id, objectLiteral, parameter, stringLiteral } from "../../ast/nodes.js";
import { property } from "../../ast/keys.js";
import type { HttpClientTemplate, TemplateReads } from "../../emit/client-template.js";
import { runtimeHelpers } from "../../splice/runtime-source.js";
import {
  clientDefaultsDeclaration,
  functionsContainer,
  queryStyleConstant,
  runtimeSendCall,
} from "../../templates/shared/containers.js";
import { echoDeclaration } from "./declaration.js";

const { names } = echoDeclaration;

export const echoTemplate: HttpClientTemplate<TemplateReads<typeof echoDeclaration>> = {
  declaration: echoDeclaration,
  imports: () => [],
  prelude: (ctx) => {
    const input = id("input");
    const init = id("init");
    const defaults = objectLiteral([
      property("baseUrl", stringLiteral(ctx.options.baseUrl)),
      property("init", objectLiteral()),
      property("fetch", arrow([parameter(input), parameter(init)], call("fetch", [input, init]))),
    ]);
    return [
      ...runtimeHelpers(...echoDeclaration.runtimeFiles),
      clientDefaultsDeclaration(ctx, names.defaults, "ClientDefaults", defaults),
      queryStyleConstant(ctx),
    ];
  },
  send: (method) => runtimeSendCall(names.send.name, [id(names.defaults.name)], method),
  container: (group, methods) => functionsContainer(group.clientName, methods),
};
`;

const OUTPUT = `import type { ClientOutput } from "../output-unit.js";
import { echoDeclaration } from "./declaration.js";

export const echoOutput: ClientOutput = {
  declaration: echoDeclaration,
  emitter: async () => (await import("./template.js")).echoTemplate,
};
`;

/** Puts `line` after the first line of `file` (in the copy) that contains `anchor`. */
function addLineAfter(file: string, anchor: string, line: string): void {
  const target = path.join(COPY, file);
  const lines = readFileSync(target, "utf8").split("\n");
  const at = lines.findIndex((text) => text.includes(anchor));
  if (at < 0) throw new Error(`${file} has no line with ${anchor}`);
  lines.splice(at + 1, 0, line);
  writeFileSync(target, lines.join("\n"));
}

/** The diagnostics of the copy's src/ under the repository's compiler options. */
function typeCheckCopy(): string[] {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(
    { ...config.config, include: ["src"], exclude: [] },
    ts.sys,
    COPY,
  );
  const program = ts.createProgram(parsed.fileNames, { ...parsed.options, noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? path.relative(COPY, diagnostic.file.fileName) : "";
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  });
}

describe("a client template added as one folder and one registry line", () => {
  beforeAll(() => {
    for (const copy of [COPY, UNREGISTERED]) {
      cpSync(path.join(ROOT, "src"), path.join(copy, "src"), { recursive: true });
      mkdirSync(path.join(copy, "dist"), { recursive: true });
      cpSync(path.join(ROOT, "dist/runtime-printed.json"), path.join(copy, "dist/runtime-printed.json"));
      writeFileSync(path.join(copy, "package.json"), JSON.stringify({ type: "module" }));
      // The one folder: the declaration and the emitter.
      mkdirSync(path.join(copy, "src/templates/echo"));
      writeFileSync(path.join(copy, "src/templates/echo/declaration.ts"), DECLARATION);
      writeFileSync(path.join(copy, "src/templates/echo/template.ts"), TEMPLATE);
      writeFileSync(path.join(copy, "src/templates/echo/output.ts"), OUTPUT);
    }
  });

  afterAll(() => {
    for (const copy of [COPY, UNREGISTERED]) rmSync(copy, { recursive: true, force: true });
  });

  it("is unknown to option validation while the registry does not list it", async () => {
    const { resolveOptions } = await import(pathToFileURL(path.join(UNREGISTERED, "src/index.ts")).href);
    expect(() => resolveOptions({ src: "a.yaml", template: "echo" }, { requireOut: false })).toThrow(
      /unknown template "echo"/,
    );
  });

  it("compiles, keeps the layer checks and generates a client that compiles strictly, once registered", async () => {
    // The registry line; its import goes with it.
    addLineAfter("src/templates/registry.ts", "  ng2Output,", "  echoOutput,");
    addLineAfter(
      "src/templates/registry.ts",
      'from "./axios/output.js";',
      'import { echoOutput } from "./echo/output.js";',
    );
    expect(typeCheckCopy()).toEqual([]);
    expect(checkLayers(readSourceFiles(COPY)).failures).toEqual([]);

    const copyModule = (file: string) => import(pathToFileURL(path.join(COPY, file)).href);
    const { generate, resolveOptions } = await copyModule("src/index.ts");
    const { BUILTIN_OUTPUTS } = await copyModule("src/templates/registry.ts");
    const { helpText } = await copyModule("src/config/help-text.ts");
    const { jsonSchemaText } = await copyModule("src/config/json-schema.ts");
    // Option validation, help and the schema know the id, alone and under a layer, without a change below the registry.
    expect(helpText(BUILTIN_OUTPUTS)).toMatch(/one of axios, fetch, xior, ky, ng1, ng2, echo,/);
    expect(jsonSchemaText(BUILTIN_OUTPUTS)).toContain('"echo"');
    expect(() => resolveOptions({ src: "a.yaml", template: "echo" }, { requireOut: false })).not.toThrow();
    expect(() =>
      resolveOptions({ src: "a.yaml", template: ["tsq", "echo"] }, { requireOut: false }),
    ).not.toThrow();
    const client: string = await generate({ src: fixturePath("petstore.yaml"), template: "echo" });
    expect(client).toContain("export function listPets(");
    expect(compileInMemory({ "client.ts": client }).diagnostics).toEqual([]);
  });
});
