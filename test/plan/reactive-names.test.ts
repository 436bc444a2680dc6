/**
 * Names in hooks output: namespaces, hooks and keys are planned against everything else in the file, so a
 * description whose tags, schemas, operations and parameters take the names the hooks use still compiles,
 * in one file and split. Namespaces beside their clients and `'use client'`: reactive-namespaces.test.ts.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { reactiveTopLevelNames } from "../../src/plan/plan-hooks.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { describeApi, planOf } from "../support/plan-of.js";
import {
  generateInto,
  LAYERS,
  planFor,
  plannedHookNames,
  plannedHooks,
  virtualFiles,
} from "../support/reactive-runs.js";
import { withTempDir } from "../support/temp-dir.js";

const json = { "application/json": { schema: { $ref: "#/components/schemas/QueryHookOptions" } } };
const stringParameter = (name: string, location = "query") => ({
  name,
  in: location,
  schema: { type: "string" },
});

/** Tags, schemas, operations and parameters named like what the hooks declare, import or call. */
const COLLIDING_SPEC = {
  openapi: "3.0.3",
  info: { title: "Colliding names", version: "1" },
  paths: {
    "/api/{pet}": {
      get: {
        tags: ["api"],
        operationId: "all",
        parameters: [
          stringParameter("pet", "path"),
          ...["api", "apiClient", "signal", "queryOptions", "useSWR", "useQuery", "options"].map((name) =>
            stringParameter(name),
          ),
        ],
        responses: { "200": { description: "ok", content: json } },
      },
      put: {
        tags: ["api"],
        operationId: "variables",
        parameters: [stringParameter("pet", "path"), stringParameter("trigger")],
        requestBody: { content: json },
        responses: { "204": { description: "done" } },
      },
      delete: {
        tags: ["api"],
        operationId: "trigger",
        parameters: [stringParameter("pet", "path")],
        responses: { "204": { description: "done" } },
      },
    },
    "/keys": {
      get: {
        tags: ["useSWR"],
        operationId: "keyStartsWith",
        responses: { "200": { description: "ok", content: json } },
      },
      post: { tags: ["http"], operationId: "useMutation", responses: { "204": { description: "done" } } },
    },
    "/options": {
      get: {
        tags: ["http"],
        operationId: "queryOptions",
        parameters: [stringParameter("queryOptionsQueryOptions")],
        responses: { "200": { description: "ok", content: json } },
      },
    },
  },
  components: {
    schemas: {
      QueryHookOptions: { type: "object", properties: { api: { type: "string" } } },
      SWRConfiguration: { type: "string", enum: ["a"] },
      SWRResponse: { type: "object", properties: { data: { type: "string" } } },
      DefaultError: { type: "string" },
      api: { type: "integer" },
    },
  },
};

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

describe("hook plan", () => {
  it("exports every hook as a function named like the hook, the namespace's name after `use` where taken", async () => {
    const listOf = (tag: string) => ({
      get: { tags: [tag], operationId: "list", responses: { "200": { description: "ok" } } },
      post: { tags: [tag], operationId: "add", responses: { "200": { description: "ok" } } },
    });
    const document = describeApi({ "/pets": listOf("pet"), "/orders": listOf("store") });
    for (const client of ["fetch", "axios"]) {
      const plan = await planOf(document, { template: ["swr", client] });
      const hooks = (plan.hooks?.groups ?? []).map((group) => ({
        namespace: group.namespaceName,
        hooks: [...group.queries, ...group.mutations].map((hook) => [
          hook.hookName,
          hook.exportName,
          hook.callee,
        ]),
      }));
      expect(hooks).toEqual([
        {
          namespace: "pet",
          hooks: [
            ["useList", "useList", "list"],
            ["useAdd", "useAdd", "add"],
          ],
        },
        {
          namespace: "store",
          hooks: [
            ["useList", "useStoreList", "storeList"],
            ["useAdd", "useStoreAdd", "storeAdd"],
          ],
        },
      ]);
    }
  });

  it("calls through the group's client where the client exports no functions (custom templates)", async () => {
    const document = describeApi({
      "/pets": { get: { tags: ["pet"], operationId: "list", responses: { "200": { description: "ok" } } } },
    });
    const plan = await planOf(document, { template: ["swr", fixturePath("custom-template")] });
    expect(plan.hooks?.groups[0]?.queries.map((hook) => hook.callee)).toEqual([undefined]);
  });

  it("makes GET, HEAD and QUERY operations query hooks and every other method a mutation hook", async () => {
    const everything = await plannedHooks("clients/everything.yaml");
    expect(everything.defaultHooks).toEqual({
      queries: ["useHeadHealth"],
      mutations: ["useOptionsHealth", "useTraceHealth"],
      keys: ["headHealth"],
    });
    expect(everything.items?.queries).toEqual([
      "useGetItemPart",
      "useListItems",
      "useGetDraft",
      "useHeadDraft",
      "useGetNoIdByThing",
    ]);
    expect(everything.items?.mutations).toEqual(["useCreateItem", "usePublishItem"]);
    // Tags that sanitize alike share a client group, and so a namespace.
    expect(Object.keys(everything)).toEqual([
      "items",
      "files",
      "defaultHooks",
      "petStore",
      "admin",
      "events",
    ]);
    const query = await plannedHooks("clients/methods-3.2.yaml");
    expect(Object.values(query).flatMap((group) => group.queries)).toContain("useSearchItems");
  });

  it("follows exclude and skipDeprecated like the client", async () => {
    const filtered = await plannedHooks("petstore.yaml", {
      skipDeprecated: true,
      exclude: { operationIds: ["showPetById"] },
    });
    expect(filtered.pet).toEqual({
      queries: ["useListPets"],
      mutations: ["useCreatePet"],
      keys: ["listPets"],
    });
  });

  it("plans nothing without a reactive layer", async () => {
    const resolved = resolveOptions({ src: fixturePath("petstore.yaml"), template: "axios" });
    expect((await planFor(resolved)).hooks).toBeUndefined();
    expect(reactiveTopLevelNames(resolved)).toEqual([]);
  });
});

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
        // Every hook takes the operation's arguments under the operation's names, as the client does; the
        // values they would hide are imported or declared under module-private aliases instead.
        const plain =
          "(pet: string, api?: string, apiClient?: string, signal?: string, queryOptions?: string";
        const rest = "useSWR?: string, useQuery?: string, options?: string, options2?: QueryHookOptions";
        expect(split["src/client.ts"]).toContain(`all${plain}`);
        expect(hooks).toContain(
          `useAll${layer === "tsq" ? "<TData = api2.QueryHookOptionsModel>" : ""}${plain}, ${rest}`,
        );
        expect(hooks).toContain("all2: (pet: string, api?: string, apiClient?: string, signal?: string,");
        expect(hooks).toContain("import * as api2 from './client.js';");
        expect(single["src/client.ts"]).toContain(
          `useAll${layer === "tsq" ? "<TData = AxiosResponse<QueryHookOptionsModel>>" : ""}${plain}, ${rest}`,
        );
        const queryFunction = layer === "swr" ? "() =>" : "({ signal: signal2 }) =>";
        const values = "pet, api, apiClient, signal, queryOptions, useSWR, useQuery, options, ";
        expect(hooks).toContain(`${queryFunction} api2.all(${values}`);
        expect(single["src/client.ts"]).toContain(`${queryFunction} all(${values}`);
        if (layer === "swr")
          expect(hooks).toContain("import useSWR2, { type SWRConfiguration, type SWRResponse, unstable");
        if (layer === "swr") expect(hooks).toContain("return useSWR2<");
        if (layer === "tsq") {
          expect(hooks).toContain(
            "queryOptions as queryOptions2, type UnusedSkipTokenOptions, useMutation, type UseMutationOptions,",
          );
          expect(hooks).toContain(`return useQuery2(all2QueryOptions(${values}options2));`);
          expect(hooks).toContain("return queryOptions2<");
          // An argument named like the hook's own options factory: the hook calls the factory by an alias.
          // An operation named like TanStack's `queryOptions` is renamed at the top level and keeps its
          // member name.
          expect(hooks).toContain("const queryOptionsQueryOptions2 = queryOptionsQueryOptions;");
          expect(hooks).toContain(
            "return useQuery2(queryOptionsQueryOptions2(queryOptionsQueryOptions, options));",
          );
          expect(hooks).toContain("queryOptions: queryOptionsQueryOptions\n");
          expect(hooks).toMatch(/useQueryOptions<[^>]+>\(queryOptionsQueryOptions\?: string/);
          expect(hooks).toContain("({ signal }) => api2.httpQueryOptions(queryOptionsQueryOptions,");
        }
        // An operation named like one of the layer's mutation locals (TanStack's `variables`, swr's `trigger`)
        // is called through its group's client; one named like the other layer's local is called directly.
        if (layer === "swr") {
          expect(hooks).toContain("(_key, trigger) => api2.variables(");
          expect(hooks).toContain("(_key, trigger) => api2.apiClient.trigger(");
        } else {
          expect(hooks).toContain(") => api2.apiClient.variables(");
          expect(hooks).toContain(") => api2.trigger(");
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
          resolveOptions({ src: fixturePath("clients/everything.yaml"), template: [layer, "ky"] }),
        );
        const hookNames = plannedHookNames(plan.hooks);
        const planned = new Set([
          ...reactiveTopLevelNames({ template: { kind: "builtin", client: "ky", reactive: layer } }),
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
