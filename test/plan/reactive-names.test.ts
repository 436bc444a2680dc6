/**
 * Names in hooks output: namespaces, hooks, keys, the aliases hook bodies reach values under and the locals
 * of their bodies are planned against everything else in the file, so a description whose tags, schemas,
 * operations and parameters take the names the hooks use gets names of its own. That the files print these
 * names and compile: emit/hook-names-files.test.ts. Namespaces beside their clients:
 * reactive-namespaces.test.ts.
 */
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { Plan } from "../../src/plan/plan-output.js";
import { reactiveTopLevelNames } from "../../src/plan/query-layer/hook-namespaces.js";
import type {
  PlannedHook,
  PlannedHookGroup,
  PlannedQueryHook,
} from "../../src/plan/query-layer/hooks-plan.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { COLLIDING_SPEC } from "../support/colliding-hook-names.js";
import { fixturePath } from "../support/generated-module.js";
import { describeApi, planOf } from "../support/plan-of.js";
import {
  hookNamed,
  importsLibraryValue,
  isTanStackLayer,
  LAYERS,
  planFor,
  plannedHooks,
} from "../support/reactive-runs.js";

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

  it("gives a paged query an infinite hook, named after every other hook and factory, calling its pages walker", async () => {
    const paged = (operationId: string) => ({
      get: {
        operationId,
        parameters: [{ name: "cursor", in: "query", schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    data: { type: "array", items: { type: "string" } },
                    next_cursor: { type: "string" },
                  },
                },
              },
            },
          },
        },
      },
    });
    // An operation that takes the infinite hook's own names: it keeps them, and the infinite ones move.
    const document = describeApi({
      "/things": paged("listThings"),
      "/other": paged("listThingsInfinite"),
    });
    const tsq = await planOf(document, { template: "tsq" });
    const queries = tsq.hooks?.groups[0]?.queries ?? [];
    expect(queries.map((hook) => [hook.hookName, hook.optionsFactory?.exportName])).toEqual([
      ["useListThings", "listThingsQueryOptions"],
      ["useListThingsInfinite", "listThingsInfiniteQueryOptions"],
    ]);
    expect(queries.map((hook) => hook.infinite)).toEqual([
      {
        hookName: "useListThingsInfinite2",
        exportName: "useListThingsInfinite2",
        pagesCallee: "listThingsPages",
        optionsFactory: { exportName: "listThingsInfinite2QueryOptions", memberName: "listThingsInfinite2" },
      },
      {
        hookName: "useListThingsInfiniteInfinite",
        exportName: "useListThingsInfiniteInfinite",
        pagesCallee: "listThingsInfinitePages",
        optionsFactory: {
          exportName: "listThingsInfiniteInfiniteQueryOptions",
          memberName: "listThingsInfiniteInfinite",
        },
      },
    ]);
    // swr: no factories; a custom template has no walkers, so no infinite hooks.
    const swr = await planOf(document, { template: ["swr", "axios"] });
    expect(swr.hooks?.groups[0]?.queries[0]?.infinite?.hookName).toBe("useListThingsInfinite2");
    expect(swr.hooks?.groups[0]?.queries[0]?.infinite?.optionsFactory).toBeUndefined();
    const custom = await planOf(document, { template: ["tsq", fixturePath("custom-template")] });
    expect(custom.hooks?.groups[0]?.queries.map((hook) => hook.infinite)).toEqual([undefined, undefined]);
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
    const resolved = resolveOptions(
      { src: fixturePath("petstore.yaml"), template: "axios" },
      BUILTIN_OUTPUTS,
    );
    expect((await planFor(resolved)).hooks).toBeUndefined();
    expect(reactiveTopLevelNames((await resolveTemplate(resolved.template)).layer?.declaration)).toEqual([]);
  });
});

/** The hook group of the namespace `namespaceName`. */
function hookGroup(plan: Plan, namespaceName: string): PlannedHookGroup {
  const found = plan.hooks?.groups.find((group) => group.namespaceName === namespaceName);
  if (!found) throw new Error(`no hook namespace ${namespaceName}`);
  return found;
}

/** The planned query hook `hookName` of a group. */
function queryOf(group: PlannedHookGroup, hookName: string): PlannedQueryHook {
  const found = group.queries.find((hook) => hook.hookName === hookName);
  if (!found) throw new Error(`no query hook ${hookName} in ${group.namespaceName}`);
  return found;
}

/** The argument names a hook's signature shows, the per-call options last. */
const signatureNames = (hook: PlannedHook) => [
  ...hook.planned.arguments.map((argument) => argument.name),
  hook.planned.options.name,
];

describe("hook names", () => {
  for (const layer of LAYERS) {
    it(`${layer}: names taken by tags, schemas, operations and parameters are stepped around`, async () => {
      // The hooks file and the single file are planned alike whichever client is under the hooks.
      for (const client of ["axios", "fetch"]) {
        const plan = await planOf(COLLIDING_SPEC, { template: [layer, client] });
        // A namespace whose name is taken becomes `<tag>Hooks`; only the layer's own imports are reserved at the
        // top level: swr's `useSWR`, TanStack's `useQuery`.
        expect(plan.hooks?.groups.map((group) => group.namespaceName)).toEqual([
          "apiHooks",
          layer === "swr" ? "useSWRHooks" : "useSWR",
          "httpHooks",
        ]);
        // Every hook takes the operation's arguments under the operation's names, as the client does.
        const api = hookGroup(plan, "apiHooks");
        const useAll = queryOf(api, hookNamed(layer, "All"));
        const allArguments = [
          "pet",
          "api",
          "apiClient",
          "signal",
          "queryOptions",
          "useSWR",
          "useQuery",
          "options",
        ];
        expect(signatureNames(useAll)).toEqual([...allArguments, "options2"]);
        // An operation named `all` steps around the group's `all()` key.
        expect(api.queries.map((hook) => [hook.hookName, hook.keyName, hook.callee])).toEqual([
          [hookNamed(layer, "All"), "all2", "all"],
        ]);
        const bodyNames = plan.hooks?.bodyNames;
        if (!isTanStackLayer(layer)) {
          // Hooks with bodies (swr's, Pinia Colada's) reach the values the arguments would hide under
          // module-private aliases instead.
          expect(bodyNames?.mainModule).toBe("api2");
          expect(useAll.argumentsTypeName).toBeUndefined();
        }
        if (layer === "swr") {
          expect(bodyNames?.library).toMatchObject({ useSWR: "useSWR2" });
          expect(bodyNames?.aliases).toEqual([
            {
              value: "queryOptions",
              alias: "queryOptions2",
              inMainFile: true,
              group: expect.objectContaining({ clientName: "httpClient" }),
            },
          ]);
        } else if (isTanStackLayer(layer)) {
          // A TanStack layer's hooks are constants: no body takes the arguments, so every value keeps its name, and the
          // argument list is one named tuple.
          expect(bodyNames?.mainModule).toBe("api");
          // Each library value keeps its name.
          const library = Object.entries(bodyNames?.library ?? {});
          expect(library).not.toHaveLength(0);
          expect(library.filter(([name, local]) => name !== local)).toEqual([]);
          expect(bodyNames?.aliases).toEqual([]);
          expect(useAll.argumentsTypeName).toBe("AllArguments");
          expect(useAll.optionsFactory).toEqual({ exportName: "all2QueryOptions", memberName: "all2" });
          // An operation named like TanStack's `queryOptions` is renamed at the top level and keeps its member
          // name.
          const useQueryOptions = queryOf(hookGroup(plan, "httpHooks"), hookNamed(layer, "QueryOptions"));
          expect(useQueryOptions.optionsFactory).toEqual({
            exportName: "queryOptionsQueryOptions",
            memberName: "queryOptions",
          });
          expect(signatureNames(useQueryOptions)).toEqual(["queryOptionsQueryOptions", "options"]);
          // The client's function steps around the `queryOptions` the layer imports, where it imports one.
          const functionName = importsLibraryValue(layer, "queryOptions")
            ? "httpQueryOptions"
            : "queryOptions";
          expect(useQueryOptions.callee).toBe(functionName);
          expect(useQueryOptions.planned.functionName).toBe(functionName);
          expect(useQueryOptions.planned.methodName).toBe("queryOptions");
        }
        // An operation named like one of the layer's mutation-body locals (swr's `trigger`, Pinia Colada's
        // `variables`) is called through its group's client (no callee); the TanStack layers' mutations have no
        // bodies of their own, so every operation is called directly.
        const local = new Map([
          ["swr", "trigger"],
          ["pinia-colada", "variables"],
        ]).get(layer);
        expect(api.mutations.map((hook) => [hook.hookName, hook.callee])).toEqual([
          [hookNamed(layer, "Variables"), local === "variables" ? undefined : "variables"],
          [hookNamed(layer, "Trigger"), local === "trigger" ? undefined : "trigger"],
        ]);
        expect(api.group.clientName).toBe("apiClient");
        // Schemas named like the hooks' types are renamed, as for any reserved name.
        expect([...plan.typeNames.values()]).toEqual(["QueryHookOptionsModel"]);
      }
    });
  }
});
