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
import { reactiveTopLevelNames } from "../../src/plan/plan-hooks.js";
import { COLLIDING_SPEC } from "../support/colliding-hook-names.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { describeApi } from "../support/plan-of.js";
import { generateInto, LAYERS, planFor, plannedHookNames, virtualFiles } from "../support/reactive-runs.js";
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
        // Every hook takes the operation's arguments under the operation's names, as the client does; the
        // values they would hide are imported or declared under module-private aliases instead.
        const plain =
          "(pet: string, api?: string, apiClient?: string, signal?: string, queryOptions?: string";
        const rest = "useSWR?: string, useQuery?: string, options?: string, options2?: QueryHookOptions";
        expect(split["src/client.ts"]).toContain(`all${plain}`);
        expect(hooks).toContain(`useAll${layer === "tsq" ? "<TData = AllData>" : ""}${plain}, ${rest}`);
        expect(hooks).toContain("all2: (pet: string, api?: string, apiClient?: string, signal?: string,");
        expect(hooks).toContain("import * as api2 from './client.js';");
        expect(single["src/client.ts"]).toContain(
          `useAll${layer === "tsq" ? "<TData = AllData>" : ""}${plain}, ${rest}`,
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
          expect(hooks).toContain(`return useTaggedQuery(all2QueryOptions<TData>(${values}options2));`);
          // The helpers call TanStack's functions under the imports' aliases.
          expect(hooks).toContain("return useQuery2(options);");
          expect(hooks).toContain("return queryOptions2({ ...options?.query, queryKey, queryFn });");
          // An argument named like the hook's own options factory: the hook calls the factory by an alias.
          // An operation named like TanStack's `queryOptions` is renamed at the top level and keeps its
          // member name.
          expect(hooks).toContain("const queryOptionsQueryOptions2 = queryOptionsQueryOptions;");
          expect(hooks).toContain(
            "return useTaggedQuery(queryOptionsQueryOptions2<TData>(queryOptionsQueryOptions, options));",
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

describe("tsq's body helpers", () => {
  it("a query argument named like a helper keeps its name, and the helper is declared under another", async () => {
    const document = describeApi({
      "/tagged": {
        get: {
          tags: ["pet"],
          operationId: "listTagged",
          parameters: [
            { name: "taggedQueryOptions", in: "query", schema: { type: "string" } },
            { name: "useTaggedQuery", in: "query", schema: { type: "string" } },
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
        expect(hooks).toContain("function taggedQueryOptions2<");
        expect(hooks).toContain("function useTaggedQuery2<");
        expect(hooks).toMatch(
          /listTaggedQueryOptions<TData = ListTaggedData>\(taggedQueryOptions\?: string, useTaggedQuery\?: string,/,
        );
        expect(hooks).toContain(
          "return taggedQueryOptions2<ListTaggedData, ListTaggedFailure, TData, ListTaggedQueryKey>(",
        );
        expect(hooks).toContain(
          "return useTaggedQuery2(listTaggedQueryOptions<TData>(taggedQueryOptions, useTaggedQuery, options));",
        );
        expect(hooks).toContain("return useKeyedMutation(postTaggedMutationOptions(options));");
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
      expect(client).not.toContain("function taggedQueryOptions");
      expect(client).not.toContain("function useTaggedQuery");
      expect(client).toContain("function useKeyedMutation<");
      expectCompiles(virtualFiles("helpers/mutations-only", files));
    });
  });
});
