/**
 * The built-in templates' declarations are the one list of templates: these tests hold every place that
 * derives from them to the declarations, and the declarations to what the templates really emit.
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { typeReference } from "../../src/ast/nodes.js";
import { printNode } from "../../src/ast/print.js";
import { helpText } from "../../src/config/help-text.js";
import { buildJsonSchema } from "../../src/config/json-schema.js";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { templateChoices } from "../../src/config/template-choices.js";
import type { SelectedTemplates } from "../../src/emit/client-template.js";
import { emitFiles } from "../../src/emit/emit-files.js";
import { methodReturnType, resolveCall, resolvedType } from "../../src/emit/response-shape.js";
import { generate } from "../../src/generate.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { planOutput } from "../../src/plan/plan-output.js";
import { moduleOwnNames } from "../../src/plan/plan-runtime.js";
import { reactiveTopLevelNames } from "../../src/plan/query-layer/hook-namespaces.js";
import { runtimeHelpers } from "../../src/splice/runtime-source.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { EVERY_TEMPLATE } from "../support/client-matrix.js";
import { fixturePath } from "../support/generated-module.js";
import { plannedHookNames } from "../support/reactive-runs.js";

describe("what derives from the declarations", () => {
  it("the registry gives every output an id of its own, never a template path's", () => {
    // Ids are strings below the registry, looked up by value: two outputs of one id would hide the second.
    const ids = [...BUILTIN_OUTPUTS.clients, ...BUILTIN_OUTPUTS.layers].map((declaration) => declaration.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("option validation, help text and schema.json list exactly the declared templates", () => {
    const clients = BUILTIN_OUTPUTS.clients.map((declaration) => declaration.id);
    const layers = BUILTIN_OUTPUTS.layers.map((declaration) => declaration.id);
    expect([...templateChoices(BUILTIN_OUTPUTS).clients]).toEqual(clients);
    expect([...templateChoices(BUILTIN_OUTPUTS).layers]).toEqual(layers);
    const withHooks = BUILTIN_OUTPUTS.clients.filter((declaration) => declaration.hooks.supported);
    expect([...templateChoices(BUILTIN_OUTPUTS).reactiveClients].sort()).toEqual(
      withHooks.map((declaration) => declaration.id).sort(),
    );
    const help = helpText(BUILTIN_OUTPUTS);
    for (const id of [...clients, ...layers]) expect(help).toContain(id);
    const schema = JSON.stringify(buildJsonSchema(BUILTIN_OUTPUTS));
    expect(schema).toContain(JSON.stringify([...clients, ...layers]));
    for (const id of clients) {
      const template = resolveOptions({ src: "x.yaml", template: id }, BUILTIN_OUTPUTS, {
        requireOut: false,
      }).template;
      expect(template).toEqual({ kind: "builtin", client: id });
    }
  });

  it("a client that declares no hook support is refused under a layer, with its declared reason", () => {
    const refusing = BUILTIN_OUTPUTS.clients.filter((declaration) => !declaration.hooks.supported);
    expect(refusing.length).toBeGreaterThan(0);
    for (const declaration of refusing) {
      const reason = declaration.hooks.supported ? "" : declaration.hooks.reason;
      expect(() =>
        resolveOptions({ src: "x.yaml", template: ["swr", declaration.id] }, BUILTIN_OUTPUTS, {
          requireOut: false,
        }),
      ).toThrow(reason);
    }
  });
});

describe("every top-level name a template's output declares or imports is reserved for it", () => {
  // Forgetting a name in a declaration compiles, and breaks only when a schema, tag or parameter takes it.
  const templates: (string | [string, string])[] = [
    ...BUILTIN_OUTPUTS.clients.map((declaration) => declaration.id),
    ...BUILTIN_OUTPUTS.layers.flatMap((layer) =>
      BUILTIN_OUTPUTS.clients
        .filter((client) => client.hooks.supported)
        .map((client): [string, string] => [layer.id, client.id]),
    ),
  ];
  // security.yaml: the names declared only where a description has security schemes.
  const cases = templates.flatMap((template) => [
    ...[undefined, "full" as const].map((responseShape) => ({
      template,
      responseShape,
      fixture: "everything",
    })),
    { template, responseShape: undefined, fixture: "security" },
  ]);
  for (const { template, responseShape, fixture } of cases) {
    it(`${String(template)}${responseShape ? `, ${responseShape}` : ""}${fixture === "security" ? ", security schemes" : ""}`, async () => {
      const options = resolveOptions(
        {
          src: fixturePath(`clients/${fixture}.yaml`),
          template,
          ...(responseShape ? { responseShape } : {}),
        },
        BUILTIN_OUTPUTS,
        { requireOut: false },
      );
      const selected = await resolveTemplate(options.template);
      const model = buildModel(await loadSpec(options.src));
      const own = moduleOwnNames(model, options, selected.client.declaration, BUILTIN_OUTPUTS);
      const plan = planOutput(model, options, selected.outputs);
      const allowed = new Set([
        ...own,
        ...reactiveTopLevelNames(selected.layer?.declaration),
        ...plan.typeNames.values(),
        ...plan.groups.flatMap((group) => [group.clientName, group.className]),
        ...plan.groups.flatMap((group) => group.operations.map((planned) => planned.functionName)),
        ...(plan.hooks?.groups.map((group) => group.namespaceName) ?? []),
        ...plan.saidOnce.security.map((constant) => constant.name),
        ...plan.saidOnce.failureRevivers.map((reviver) => reviver.name),
        ...plan.saidOnce.styles.map((styles) => styles.name),
        ...plannedHookNames(plan.hooks),
        ...plan.groups.flatMap((group) =>
          group.operations.flatMap((planned) => (planned.failures ? [planned.failures.typeName] : [])),
        ),
        // The request types of bodies and grouped queries (plan-request-types.ts).
        ...plan.groups.flatMap((group) =>
          group.operations.flatMap((planned) =>
            planned.arguments.flatMap((argument) =>
              argument.kind === "parameter" ? [] : [argument.typeName],
            ),
          ),
        ),
        ...Object.values(plan.dates.converters).flatMap((converters) =>
          [...converters.values()].map((converter) => converter.name),
        ),
      ]);
      const { files } = await generate(options);
      const names = topLevelNames(files[0]?.content ?? "");
      expect(names.length).toBeGreaterThan(10);
      expect(names.filter((name) => !allowed.has(name))).toEqual([]);
      // A declaration that says its operations are functions of their own has every one exported; others none.
      const functions = plan.groups.flatMap((group) =>
        group.operations.map((planned) => planned.functionName),
      );
      const exported = functions.filter((name) => files[0]?.content.includes(`export function ${name}(`));
      expect(exported).toEqual(selected.client.declaration.operationFunctions ? functions : []);
    });
  }
});

describe("what a call resolves to, decided once", () => {
  const body = () => typeReference("Pet");
  const cases: [id: string, shape: "body" | "full" | undefined, resolves: string, returns: string][] = [
    ["fetch", undefined, "Pet", "Promise<Pet>"],
    ["fetch", "full", "APIResponse<Pet>", "Promise<APIResponse<Pet>>"],
    ["axios", undefined, "AxiosResponse<Pet>", "AxiosPromise<Pet>"],
    ["axios", "body", "Pet", "Promise<Pet>"],
    ["axios", "full", "APIResponse<Pet>", "Promise<APIResponse<Pet>>"],
    ["xior", undefined, "XiorResponse<Pet>", "Promise<XiorResponse<Pet>>"],
    ["ky", undefined, "Pet", "Promise<Pet>"],
    ["ng1", "full", "APIResponse<Pet>", "IPromise<APIResponse<Pet>>"],
    ["ng2", undefined, "Pet", "Observable<Pet>"],
  ];
  for (const [id, shape, resolves, returns] of cases) {
    it(`${id} with responseShape ${shape ?? "unset"}: resolves to ${resolves}, returns ${returns}`, () => {
      const declaration = BUILTIN_OUTPUTS.clients.find((candidate) => candidate.id === id);
      if (!declaration) throw new Error(`no declaration ${id}`);
      const resolution = resolveCall(declaration.response, shape);
      expect(printNode(resolvedType(body(), resolution)).trim()).toBe(resolves);
      expect(printNode(methodReturnType(body(), resolution)).trim()).toBe(returns);
    });
  }
});

/** Names declared or imported at the top level of a module. */
function topLevelNames(code: string): string[] {
  const source = ts.createSourceFile("out.ts", code, ts.ScriptTarget.ESNext, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.push(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
      if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else {
      const name = (statement as { name?: ts.Node }).name;
      if (name && ts.isIdentifier(name)) names.push(name.text);
    }
  }
  return names;
}

describe("the options a template's functions get", () => {
  it("are options of the run, by their names in the option table", () => {
    const optionNames = Object.keys(
      resolveOptions({ src: "a.yaml" }, BUILTIN_OUTPUTS, { requireOut: false }),
    );
    for (const declaration of [...BUILTIN_OUTPUTS.clients, ...BUILTIN_OUTPUTS.layers]) {
      expect(
        declaration.options.filter((name) => !optionNames.includes(name)),
        declaration.id,
      ).toEqual([]);
    }
  });

  // Every function of each template and layer is wrapped to record the options its context holds, over a
  // description with security schemes and a setup file, so that `send` and `setupFile` are called too.
  it.each(EVERY_TEMPLATE)("are those %s declares, and no others", async (_label, template) => {
    const options = resolveOptions(
      {
        src: fixturePath("clients/security.yaml"),
        template,
        out: "client.ts",
        clientSetup: "setup.ts",
      },
      BUILTIN_OUTPUTS,
      { requireOut: false },
    );
    const selected = await resolveTemplate(options.template);
    const seen = new Map<string, Set<string>>();
    const recorded = <T>(who: string, ctx: { options: object }, made: () => T): T => {
      const keys = seen.get(who) ?? new Set<string>();
      for (const key of Object.keys(ctx.options)) keys.add(key);
      seen.set(who, keys);
      return made();
    };
    const client = selected.client;
    const layer = selected.layer;
    const spied: SelectedTemplates = {
      client: {
        ...client,
        imports: (ctx) => recorded("client", ctx, () => client.imports(ctx)),
        prelude: (ctx) => recorded("client", ctx, () => client.prelude(ctx)),
        send: (method, ctx) => recorded("client", ctx, () => client.send(method, ctx)),
        container: (group, methods, ctx) =>
          recorded("client", ctx, () => client.container(group, methods, ctx)),
        ...(client.setupFile && {
          setupFile: (mainModule, ctx) =>
            recorded("client", ctx, () => client.setupFile?.(mainModule, ctx) ?? []),
        }),
      },
      ...(layer && {
        layer: {
          ...layer,
          imports: (ctx) => recorded("layer", ctx, () => layer.imports(ctx)),
          prelude: (ctx) => recorded("layer", ctx, () => layer.prelude(ctx)),
          namespace: (group, expression, ctx) =>
            recorded("layer", ctx, () => layer.namespace(group, expression, ctx)),
        },
      }),
      outputs: selected.outputs,
    };
    const model = buildModel(await loadSpec(options.src));
    const plan = planOutput(model, options, selected.outputs);
    const files = emitFiles(model, plan, options, { templates: spied, runtimeHelpers, sourceLabel: "x" });
    for (const file of files) for (const _ of file.statements);
    expect([...(seen.get("client") ?? [])].sort()).toEqual([...client.declaration.options].sort());
    if (layer) expect([...(seen.get("layer") ?? [])]).toEqual([...layer.declaration.options]);
  });
});
