/**
 * Adding a client template and a reactive layer the way docs/adding-a-template.md says: a copy of src/ gets
 * one folder for each, `src/templates/echo/` (its declaration, its emitter and the unit of the two) and
 * `src/templates/echoq/` (a TanStack Query layer whose hooks are functions: its declaration, its hook planning
 * over the query-layer steps, its emitter over the shared hook machinery, and the unit), and one line each in
 * the registry (`src/templates/registry.ts`, with its import), and nothing else. The copy type-checks, keeps
 * the layer and name-list checks, offers the new ids to option validation (the client alone and under a
 * reactive layer, the layer over a client), `--help` and `schema.json`, and generates a client, and hooks over
 * it, that compile strictly against the real library types. Without their registry lines the folders are
 * inert: the ids are unknown to option validation, since every stage reads the outputs from the registry.
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

const LAYER_DECLARATION = `import type { LayerDeclaration } from "../../output-contract/declaration.js";

/** \`echoq\`: TanStack Query hooks written as functions over \`useQuery\` and \`useMutation\`. */
export const echoqDeclaration = {
  kind: "layer",
  id: "echoq",
  defaultClient: "fetch",
  options: [],
  names: {
    mainModule: "api",
    imports: {
      useMutation: { name: "useMutation", module: "@tanstack/react-query" },
      useQuery: { name: "useQuery", module: "@tanstack/react-query" },
    },
    declared: {},
  },
} as const satisfies LayerDeclaration;

/** The local of a mutation hook's body: an operation's function of this name is called through its client. */
export const echoqVariables = "variables";
`;

const LAYER_PLAN = `import { completeHooksPlan } from "../../plan/query-layer/complete-hooks-plan.js";
import { planHookBodyNames } from "../../plan/query-layer/hook-body-names.js";
import { draftHookGroups } from "../../plan/query-layer/hook-drafts.js";
import { claimHookFunctions, claimHookTypeNames } from "../../plan/query-layer/hook-exports.js";
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { echoqDeclaration, echoqVariables } from "./declaration.js";

export const planEchoqHooks: HookPlanner = (input) => {
  const groups = draftHookGroups(input, { rejectsUndefinedData: false, mutationLocals: [echoqVariables] });
  const exportNames = claimHookFunctions(groups, input.names);
  const bodyNames = planHookBodyNames(groups, undefined, echoqDeclaration.names, input.names);
  const typeNames = claimHookTypeNames(groups, input.names, { namesArguments: false });
  return completeHooksPlan(
    groups,
    { exportNames, typeNames, bodyNames },
    { declaration: echoqDeclaration, abortSignal: undefined, clientRetriesOption: undefined, namesEveryType: false },
  );
};
`;

const LAYER = `import { property } from "../../ast/keys.js";
import { arrow, call, id, objectLiteral, parameter, typeReference } from "../../ast/nodes.js";
import type { HookEmitContext, ReactiveLayer, TemplateReads } from "../../emit/client-template.js";
import { layerImports, libraryValue } from "../../emit/hooks/hook-declarations.js";
import { hookNamespace } from "../../emit/hooks/hook-namespace.js";
import type { MutationHookParts, QueryHookParts } from "../../emit/hooks/hook-parts.js";
import { type HookDefinition, parameterDeclaration } from "../../emit/hooks/hook-syntax.js";
import { echoqDeclaration, echoqVariables } from "./declaration.js";
import { planEchoqHooks } from "./plan.js";

const { imports } = echoqDeclaration.names;
const ERROR = () => typeReference("Error");

export const echoqLayer: ReactiveLayer<TemplateReads<typeof echoqDeclaration>> = {
  declaration: echoqDeclaration,
  planHooks: planEchoqHooks,
  imports: (ctx) => layerImports(imports, ctx),
  prelude: () => [],
  namespace: (group, client, ctx) =>
    hookNamespace(
      group,
      client,
      { query: (parts) => queryHook(parts, ctx), mutation: (parts) => mutationHook(parts, ctx) },
      ctx,
    ),
};

/** \`useListPets(limit?) { return useQuery({ queryKey, queryFn: () => listPets(limit, {}) }); }\` */
function queryHook(query: QueryHookParts, ctx: HookEmitContext): HookDefinition {
  const options = objectLiteral([
    property("queryKey", query.key),
    property("queryFn", arrow([], query.call(objectLiteral()))),
  ]);
  return {
    parameters: query.arguments.map(parameterDeclaration),
    value: call(libraryValue(ctx, imports.useQuery.name), [options], [
      query.data,
      query.error ?? ERROR(),
      query.data,
      query.keyType,
    ]),
  };
}

/** \`useCreatePet() { return useMutation({ mutationKey, mutationFn: (variables) => createPet(variables.body, {}) }); }\` */
function mutationHook(mutation: MutationHookParts, ctx: HookEmitContext): HookDefinition {
  const variables = id(echoqVariables);
  const mutationFn =
    mutation.variables === undefined
      ? arrow([], mutation.call(variables, objectLiteral()))
      : arrow([parameter(echoqVariables, { type: mutation.variables })], mutation.call(variables, objectLiteral()));
  const options = objectLiteral([property("mutationKey", mutation.key), property("mutationFn", mutationFn)]);
  return { parameters: [], value: call(libraryValue(ctx, imports.useMutation.name), [options]) };
}
`;

const LAYER_OUTPUT = `import type { LayerOutput } from "../output-unit.js";
import { echoqDeclaration } from "./declaration.js";

export const echoqOutput: LayerOutput = {
  declaration: echoqDeclaration,
  emitter: async () => (await import("./layer.js")).echoqLayer,
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

/** Replaces `from` by `to` in `file` (in the copy), where it occurs once. */
function replaceInCopy(file: string, from: string, to: string): void {
  const target = path.join(COPY, file);
  const text = readFileSync(target, "utf8");
  if (text.split(from).length !== 2) throw new Error(`${file} has not exactly one ${from}`);
  writeFileSync(target, text.replace(from, to));
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

describe("a client template and a reactive layer, each added as one folder and one registry line", () => {
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
      mkdirSync(path.join(copy, "src/templates/echoq"));
      writeFileSync(path.join(copy, "src/templates/echoq/declaration.ts"), LAYER_DECLARATION);
      writeFileSync(path.join(copy, "src/templates/echoq/plan.ts"), LAYER_PLAN);
      writeFileSync(path.join(copy, "src/templates/echoq/layer.ts"), LAYER);
      writeFileSync(path.join(copy, "src/templates/echoq/output.ts"), LAYER_OUTPUT);
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
    expect(() => resolveOptions({ src: "a.yaml", template: "echoq" }, { requireOut: false })).toThrow(
      /unknown template "echoq"/,
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
    // The layer's: its entry in the one line that lists the layers, and its import.
    replaceInCopy(
      "src/templates/registry.ts",
      "[swrOutput, tsqOutput, vueQueryOutput, solidQueryOutput]",
      "[swrOutput, tsqOutput, vueQueryOutput, solidQueryOutput, echoqOutput]",
    );
    addLineAfter(
      "src/templates/registry.ts",
      'from "./echo/output.js";',
      'import { echoqOutput } from "./echoq/output.js";',
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

    // The layer: over its default client and over the new one, its hooks compile against TanStack's types.
    expect(() =>
      resolveOptions({ src: "a.yaml", template: ["echoq", "axios"] }, { requireOut: false }),
    ).not.toThrow();
    for (const template of ["echoq", ["echoq", "echo"]]) {
      const hooks: string = await generate({ src: fixturePath("petstore.yaml"), template });
      expect(hooks).toContain("export function useListPets(");
      expect(hooks).toMatch(/from ['"]@tanstack\/react-query['"]/);
      expect(compileInMemory({ "client.ts": hooks }).diagnostics).toEqual([]);
    }
  });
});
