/**
 * A client group's statements are built as the printer reads them, a few operations at a time, not the whole
 * group before its first statement is printed: a description without tags puts every operation in one group,
 * and holding all of their nodes at once made the garbage collector copy them over and over (Stripe). A
 * reactive template's hooks are built a group at a time too, once the statements before them are read, and a
 * group's hooks a batch at a time.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it, vi } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { SelectedTemplates } from "../../src/emit/client-template.js";
import { emitFiles } from "../../src/emit/emit-files.js";
import { declareBodyType } from "../../src/emit/operations/body-type.js";
import { buildMethodParts, buildMethodSignature } from "../../src/emit/operations/method-parts.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { planOutput } from "../../src/plan/plan-output.js";
import { runtimeHelpers } from "../../src/splice/runtime-source.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { describeApi } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

vi.mock("../../src/emit/operations/method-parts.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/emit/operations/method-parts.js")>();
  return {
    ...actual,
    buildMethodParts: vi.fn(actual.buildMethodParts),
    buildMethodSignature: vi.fn(actual.buildMethodSignature),
  };
});
vi.mock("../../src/emit/operations/body-type.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/emit/operations/body-type.js")>();
  return { ...actual, declareBodyType: vi.fn(actual.declareBodyType) };
});

const OPERATIONS = 100;

/** One untagged group of operations, each with a JSON body and a documented failure. */
function untaggedDescription() {
  const paths: Record<string, unknown> = {};
  for (let index = 0; index < OPERATIONS; index++) {
    paths[`/items${index}`] = {
      post: {
        operationId: `saveItem${index}`,
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } },
          },
        },
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "integer" } } } },
          "404": { description: "missing", content: { "application/json": { schema: { type: "string" } } } },
        },
      },
    };
  }
  return describeApi(paths);
}

function declaredName(statement: ts.Statement): string | undefined {
  if (ts.isFunctionDeclaration(statement) || ts.isTypeAliasDeclaration(statement))
    return statement.name?.text;
  if (ts.isInterfaceDeclaration(statement)) return statement.name.text;
  const [variable] = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [];
  if (variable !== undefined && ts.isIdentifier(variable.name)) return variable.name.text;
  return undefined;
}

/** The main file's statements of `document` under `options`, not yet read; `prepare` may wrap the templates. */
async function mainStatements(
  document: unknown,
  options: Record<string, unknown>,
  prepare?: (templates: SelectedTemplates) => void,
): Promise<{ statements: Iterable<ts.Statement>; groups: number }> {
  return withTempDir(async (folder) => {
    const src = path.join(folder, "openapi.json");
    await writeFile(src, JSON.stringify(document));
    const resolved = resolveOptions({ src, ...options }, BUILTIN_OUTPUTS, { requireOut: false });
    const model = buildModel(await loadSpec(resolved.src));
    const templates = await resolveTemplate(resolved.template);
    prepare?.(templates);
    const plan = planOutput(model, resolved, templates.outputs);
    const inputs = { templates, runtimeHelpers, sourceLabel: "openapi.json" };
    const [main] = emitFiles(model, plan, resolved, inputs);
    return { statements: main?.statements ?? [], groups: plan.groups.length };
  }, "typewright-lazy-");
}

describe("a client group's statements", () => {
  it("are built a few operations at a time as they are read, not the whole group first", async () => {
    const { statements, groups } = await mainStatements(untaggedDescription(), { template: "fetch" });
    expect(groups).toBe(1);
    const methodsBuilt = vi.mocked(buildMethodParts);
    const bodiesBuilt = vi.mocked(declareBodyType);
    methodsBuilt.mockClear();
    bodiesBuilt.mockClear();
    let methodsAtFirstFunction: number | undefined;
    let bodiesAtFirstBody: number | undefined;
    const names: string[] = [];
    for (const statement of statements) {
      const name = declaredName(statement);
      if (name === undefined) continue;
      names.push(name);
      if (name === "saveItem0") methodsAtFirstFunction = methodsBuilt.mock.calls.length;
      if (name === "SaveItem0Body") bodiesAtFirstBody = bodiesBuilt.mock.calls.length;
    }
    // Every operation was built and declared in the end ...
    expect(methodsBuilt).toHaveBeenCalledTimes(OPERATIONS);
    expect(bodiesBuilt).toHaveBeenCalledTimes(OPERATIONS);
    expect(names.filter((name) => /^saveItem\d+$/.test(name))).toHaveLength(OPERATIONS);
    expect(names.filter((name) => /^SaveItem\d+Body$/.test(name))).toHaveLength(OPERATIONS);
    // ... but the first function and the first body type were read after one batch of their operations.
    expect(methodsAtFirstFunction).toBeGreaterThan(0);
    expect(methodsAtFirstFunction).toBeLessThanOrEqual(32);
    expect(bodiesAtFirstBody).toBeGreaterThan(0);
    expect(bodiesAtFirstBody).toBeLessThanOrEqual(32);
  });

  it("with a reactive template, a group's hooks are built after the groups before it are read", async () => {
    const tags = ["alpha", "beta", "gamma"];
    const ok = { description: "ok", content: { "application/json": { schema: { type: "integer" } } } };
    const paths = Object.fromEntries(
      tags.map((tag) => [
        `/${tag}`,
        { get: { operationId: `list${tag}`, tags: [tag], responses: { "200": ok } } },
      ]),
    );
    let namespacesBuilt = 0;
    const { statements } = await mainStatements(describeApi(paths), { template: "tsq" }, (templates) => {
      const layer = templates.layer;
      if (layer === undefined) throw new Error("tsq has a hook layer");
      templates.layer = {
        ...layer,
        namespace: (...args) => {
          namespacesBuilt++;
          return layer.namespace(...args);
        },
      };
    });
    const builtWhenRead: Record<string, number> = {};
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const { name } of statement.declarationList.declarations) {
        if (ts.isIdentifier(name) && tags.includes(name.text)) builtWhenRead[name.text] = namespacesBuilt;
      }
    }
    expect(builtWhenRead).toEqual({ alpha: 1, beta: 2, gamma: 3 });
  });

  it("with a reactive template, a group's hooks are built a batch at a time too", async () => {
    const { statements } = await mainStatements(untaggedDescription(), { template: "tsq" });
    const hooksBuilt = vi.mocked(buildMethodSignature);
    hooksBuilt.mockClear();
    let builtAtFirstHook: number | undefined;
    let hooks = 0;
    for (const statement of statements) {
      const name = declaredName(statement);
      // tsq's hooks are exported constants (`export const useListPets: QueryHook<...> = ...`).
      if (!ts.isVariableStatement(statement) || name === undefined || !/^use[A-Z]/.test(name)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      hooks++;
      builtAtFirstHook ??= hooksBuilt.mock.calls.length;
    }
    expect(hooks).toBe(OPERATIONS);
    expect(hooksBuilt).toHaveBeenCalledTimes(OPERATIONS);
    expect(builtAtFirstHook).toBeGreaterThan(0);
    expect(builtAtFirstHook).toBeLessThanOrEqual(32);
  });
});
