/**
 * Names in hooks output as the files print them: a description whose tags, schemas, operations and parameters
 * take the names the hooks use still compiles, in one file and split, and each file prints the names the plan
 * chose (plan/reactive-names.test.ts) and declares and imports no other at its top level.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { layerDeclaration } from "../../src/output-contract/catalog.js";
import { reactiveTopLevelNames } from "../../src/plan/query-layer/hook-namespaces.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { COLLIDING_SPEC } from "../support/colliding-hook-names.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { describeApi } from "../support/plan-of.js";
import {
  generateInto,
  hookNamed,
  importsLibraryValue,
  isTanStackLayer,
  LAYERS,
  planFor,
  plannedHookNames,
  virtualFiles,
} from "../support/reactive-runs.js";
import { withTempDir } from "../support/temp-dir.js";

/** Every name a file declares or imports at its top level. */
function topLevelNames(text: string): string[] {
  const source = ts.createSourceFile("hooks.ts", text, ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement): string[] => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      return [
        ...(clause?.name ? [clause.name.text] : []),
        ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
        ...(bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => element.name.text)
          : []),
      ];
    }
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
    }
    const name = (statement as { name?: ts.Identifier }).name;
    return name ? [name.text] : [];
  });
}

describe("hook names", () => {
  for (const layer of LAYERS) {
    it(`${layer}: names taken by tags, schemas, operations and parameters still compile, in one file and split`, async () => {
      await withTempDir(async (dir) => {
        const src = path.join(dir, "colliding.json");
        await writeFile(src, JSON.stringify(COLLIDING_SPEC));
        const single = await generateInto(path.join(dir, "single"), { src, template: [layer, "axios"] });
        const split = await generateInto(path.join(dir, "split"), {
          src,
          template: [layer, "fetch"],
          hooksOut: path.join(dir, "split", "src", "hooks.ts"),
        });
        expectCompiles({
          ...virtualFiles(`names/${layer}/single`, single),
          ...virtualFiles(`names/${layer}/split`, split),
        });

        const hooks = split["src/hooks.ts"] ?? "";
        // A namespace whose name is taken becomes `<tag>Hooks`; an operation named `all` steps around `all()`.
        expect(hooks).toContain("export const apiHooks: {");
        // Only the layer's own imports are reserved at the top level: swr's `useSWR`, TanStack's `useQuery`.
        expect(hooks).toContain(`export const ${layer === "swr" ? "useSWRHooks" : "useSWR"}: {`);
        expect(hooks).toContain("export const httpHooks: {");
        // Every hook takes the operation's arguments under the operation's names, as the client does.
        const plain =
          "(pet: string, api?: string, apiClient?: string, signal?: string, queryOptions?: string";
        const rest = "useSWR?: string, useQuery?: string, options?: string";
        expect(split["src/client.ts"]).toContain(`all${plain}`);
        if (!isTanStackLayer(layer)) {
          // Hooks with bodies (swr's, Pinia Colada's) reach the module the arguments would hide under an alias.
          expect(hooks).toContain("import * as api2 from './client.js';");
        }
        if (layer === "swr") {
          // The values the arguments would hide are imported or declared under module-private aliases instead.
          const signature = `useAll${plain}, ${rest}, options2?: QueryHookOptions`;
          expect(hooks).toContain(signature);
          expect(single["src/client.ts"]).toContain(signature);
          expect(hooks).toContain("all2: (pet: string, api?: string, apiClient?: string, signal?: string,");
          expect(hooks).toContain("import * as api2 from './client.js';");
          const values = "pet, api, apiClient, signal, queryOptions, useSWR, useQuery, options, ";
          expect(hooks).toContain(`() => api2.all(${values}`);
          expect(single["src/client.ts"]).toContain(`() => all(${values}`);
          expect(hooks).toContain("import useSWR2, { type SWRConfiguration, type SWRResponse, unstable");
          expect(hooks).toContain("return useSWR2<");
          // An operation named like one of swr's mutation locals is called through its group's client.
          expect(hooks).toContain("(_key, trigger) => api2.variables(");
          expect(hooks).toContain("(_key, trigger) => api2.apiClient.trigger(");
        } else if (isTanStackLayer(layer)) {
          // A TanStack layer's hook, factory and key function are constants typed by one argument list: no body
          // takes the arguments, so every value keeps its own name.
          const tuple = `type AllArguments = [${plain.slice(1)}, ${rest}];`;
          expect(hooks).toContain(tuple);
          expect(single["src/client.ts"]).toContain(tuple);
          expect(hooks).toContain(
            `export const ${hookNamed(layer, "All")}: QueryHook<AllData, AllFailure, AllQueryKey, AllArguments>`,
          );
          expect(hooks).toContain("all2: (...args: AllArguments) => AllQueryKey;");
          expect(hooks).toContain("import * as api from './client.js';");
          expect(hooks).toContain("queryOptionsFactory(['apiHooks', 'all'], () => api.all, 8);");
          expect(single["src/client.ts"]).toContain(
            "queryOptionsFactory(['apiHooks', 'all'], () => all, 8);",
          );
          // React's TanStack imports its `queryOptions` builder with these.
          if (layer === "tsq")
            expect(hooks).toContain(
              "mutationOptions, queryOptions, type UnusedSkipTokenOptions, useMutation, type UseMutationOptions,",
            );
          // An operation named like TanStack's `queryOptions` is renamed at the top level and keeps its
          // member name.
          expect(hooks).toContain("queryOptions: queryOptionsQueryOptions\n");
          expect(hooks).toContain("queryHook(queryOptionsQueryOptions);");
          expect(hooks).toContain("type QueryOptionsArguments = [queryOptionsQueryOptions?: string];");
          // Where the layer imports `queryOptions`, the client's function of that name steps around it.
          const renamed = importsLibraryValue(layer, "queryOptions");
          expect(hooks).toContain(renamed ? "api.httpQueryOptions, 1);" : "api.queryOptions, 1);");
          // Mutations are constants too, and call every operation directly.
          expect(hooks).toContain("mutationOptionsFactory(['apiHooks', 'variables'], () => api.variables, [");
          expect(hooks).toContain("mutationOptionsFactory(['apiHooks', 'trigger'], () => api.trigger, [");
        }
        // Schemas named like the hooks' types are renamed, as for any reserved name.
        expect(split["src/client.ts"]).toContain("export interface QueryHookOptionsModel");
      });
    });

    it(`${layer}: the hooks file declares and imports only the planned names`, async () => {
      await withTempDir(async (dir) => {
        const files = await generateInto(dir, {
          src: fixturePath("clients/everything.yaml"),
          template: [layer, "ky"],
          hooksOut: path.join(dir, "src", "hooks.ts"),
        });
        const plan = await planFor(
          resolveOptions(
            { src: fixturePath("clients/everything.yaml"), template: [layer, "ky"] },
            BUILTIN_OUTPUTS,
          ),
        );
        const hookNames = plannedHookNames(plan.hooks);
        const planned = new Set([
          ...reactiveTopLevelNames(layerDeclaration(BUILTIN_OUTPUTS, layer)),
          ...hookNames,
        ]);
        expect(hookNames.length).toBeGreaterThan(0);
        const namespaces = ["items", "files", "defaultHooks", "petStore", "admin", "events"];
        const clientLibraryTypes = ["KyOptions"];
        const unplanned = topLevelNames(files["src/hooks.ts"] ?? "").filter(
          (name) => !planned.has(name) && !namespaces.includes(name) && !clientLibraryTypes.includes(name),
        );
        expect(unplanned).toEqual([]);
      });
    });
  }
});

describe("tsq's body helpers", () => {
  it("a query argument named like a helper keeps its name, and so does the helper", async () => {
    const document = describeApi({
      "/tagged": {
        get: {
          tags: ["pet"],
          operationId: "listTagged",
          parameters: [
            { name: "queryOptionsFactory", in: "query", schema: { type: "string" } },
            { name: "queryHook", in: "query", schema: { type: "string" } },
          ],
          responses: {
            "200": { description: "ok", content: { "application/json": { schema: { type: "string" } } } },
          },
        },
        post: {
          tags: ["pet"],
          operationId: "postTagged",
          responses: { "204": { description: "done" } },
        },
      },
    });
    await withTempDir(async (dir) => {
      const src = path.join(dir, "helpers.json");
      await writeFile(src, JSON.stringify(document));
      const single = await generateInto(path.join(dir, "single"), { src, template: ["tsq", "fetch"] });
      const split = await generateInto(path.join(dir, "split"), {
        src,
        template: ["tsq", "fetch"],
        hooksOut: path.join(dir, "split", "src", "hooks.ts"),
      });
      for (const hooks of [single["src/client.ts"] ?? "", split["src/hooks.ts"] ?? ""]) {
        expect(hooks).toContain("function queryOptionsFactory(");
        expect(hooks).toContain("function queryHook(");
        expect(hooks).toContain(
          "type ListTaggedArguments = [queryOptionsFactory?: string, queryHook?: string];",
        );
        expect(hooks).toContain("= /* @__PURE__ */ queryHook(listTaggedQueryOptions);");
        expect(hooks).toContain("= /* @__PURE__ */ mutationHook(postTaggedMutationOptions);");
      }
      expectCompiles({ ...virtualFiles("helpers/single", single), ...virtualFiles("helpers/split", split) });
    });
  });

  it("a file without queries leaves the query helpers out", async () => {
    const document = describeApi({
      "/pets": {
        post: { tags: ["pet"], operationId: "createPet", responses: { "204": { description: "done" } } },
      },
    });
    await withTempDir(async (dir) => {
      const src = path.join(dir, "mutations.json");
      await writeFile(src, JSON.stringify(document));
      const files = await generateInto(dir, { src, template: ["tsq", "fetch"] });
      const client = files["src/client.ts"] ?? "";
      for (const helper of ["paddedArguments", "queryKeyFunction", "queryOptionsFactory", "queryHook"])
        expect(client).not.toContain(`function ${helper}(`);
      expect(client).toContain("function mutationOptionsFactory(");
      expect(client).toContain("function mutationHook(");
      expectCompiles(virtualFiles("helpers/mutations-only", files));
    });
  });
});
