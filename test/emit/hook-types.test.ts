/**
 * The types hooks name instead of writing them out (`CreateItemVariables`, what a mutation sends, and
 * `GetNoIdByThingData`, data that is an object type written in place): each declared once and named
 * wherever the hooks write it, so that TypeScript reads one type; a name already taken gets the namespace's
 * name in front; what they name is what the hooks take and give. The written-out return types of hooks,
 * factories and namespaces are proven under `isolatedDeclarations` by the reactive compile proofs.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { describeApi } from "../support/plan-of.js";
import {
  generateInto,
  hookNamed,
  isTanStackLayer,
  LAYERS,
  namesEveryHookType,
  virtualFiles,
} from "../support/reactive-runs.js";
import { withTempDir } from "../support/temp-dir.js";

/** How often `text` holds `part`. */
function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** `createPet` (a body and an inline answer) and `listPets` (a schema's list), with schemas named like their types. */
const TAKEN_NAMES = describeApi(
  {
    "/pets": {
      get: {
        tags: ["pet"],
        operationId: "listPets",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } } },
            },
          },
        },
      },
      post: {
        tags: ["pet"],
        operationId: "createPet",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
        },
        responses: {
          "201": {
            description: "created",
            content: {
              "application/json": {
                schema: { type: "object", required: ["id"], properties: { id: { type: "integer" } } },
              },
            },
          },
        },
      },
    },
  },
  {
    // Reached through Pet, so that the client declares them.
    Pet: {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string" },
        variables: { $ref: "#/components/schemas/CreatePetVariables" },
        data: { $ref: "#/components/schemas/CreatePetData" },
        list: { $ref: "#/components/schemas/ListPetsData" },
      },
    },
    CreatePetVariables: { type: "string" },
    CreatePetData: { type: "string" },
    ListPetsData: { type: "string" },
  },
);

describe("the types hooks name", () => {
  for (const layer of LAYERS) {
    it(`${layer}: a mutation's variables and data written in place are declared once and named everywhere`, async () => {
      await withTempDir(async (dir) => {
        const files = await generateInto(dir, {
          src: fixturePath("clients/everything.yaml"),
          template: [layer, "fetch"],
          hooksOut: path.join(dir, "src", "hooks.ts"),
        });
        const hooks = files["src/hooks.ts"] ?? "";
        // createItem sends a body and two query values: one interface, named by swr's options, call and
        // return type, and by the types of a TanStack layer's factory and hook.
        expect(occurrences(hooks, "export interface CreateItemVariables {")).toBe(1);
        expect(occurrences(hooks, "dryRun?: boolean | undefined;")).toBe(1);
        // (Pinia Colada's: its factory's options, result and call, and its hook's options and result.)
        const uses = isTanStackLayer(layer) ? 3 : layer === "swr" ? 4 : 6;
        expect(occurrences(hooks, "CreateItemVariables")).toBe(uses);
        const namesEveryType = await namesEveryHookType(layer);
        // getNoIdByThing answers with an object type written in place; listItems with a schema's list.
        expect(occurrences(hooks, "export type GetNoIdByThingData = {")).toBe(1);
        expect(occurrences(hooks, "[key: string]: string;")).toBe(1);
        if (namesEveryType) {
          // Every hook of such a layer names its data and failure, a schema's list and a union of named types too.
          expect(occurrences(hooks, "export type ListItemsData = api.Item[];")).toBe(1);
          expect(occurrences(hooks, "export type ListItemsFailure = ")).toBe(1);
          expect(hooks).not.toMatch(new RegExp(`${hookNamed(layer, "ListItems")}\\W.*api\\.Item\\[\\]`));
        }
        if (isTanStackLayer(layer)) {
          expect(hooks).toContain(
            `export const ${hookNamed(layer, "ListItems")}: QueryHook<ListItemsData, ListItemsFailure, ListItemsQueryKey, ListItemsArguments> = `,
          );
          // Its argument list is one tuple, which the hook, factory and key function share, not exported.
          expect(occurrences(hooks, "type ListItemsArguments = [")).toBe(1);
          expect(hooks).not.toContain("export type ListItemsArguments");
          expect(hooks).toContain("listItems: (...args: ListItemsArguments) => ListItemsQueryKey;");
        } else if (!namesEveryType) {
          // swr writes each about three times: a type that holds no object type written in place stays so.
          expect(hooks).not.toContain("ListItemsData");
          expect(hooks).not.toMatch(/export type \w+Failure =/);
          expect(hooks).toMatch(/useListItems\(.*\): SWRResponse<api\.Item\[\]/);
        }
        // An operation without arguments sends nothing: no variables type.
        expect(hooks).not.toContain("OptionsHealthVariables");
        // getItemPart's key holds its inline `filter` object type; listItems' key holds names only.
        expect(
          occurrences(hooks, "export type GetItemPartQueryKey = readonly ['items', 'getItemPart',"),
        ).toBe(1);
        // (Pinia Colada's key functions give the key as its own key type too.)
        expect(hooks).toMatch(/\) => GetItemPartQueryKey( & EntryKey)?;/);
        if (isTanStackLayer(layer))
          expect(hooks).toContain("QueryHook<GetItemPartData, GetItemPartFailure, GetItemPartQueryKey, ");
        if (namesEveryType) {
          // listItems' key holds names only, and is named all the same: its tuple is written once.
          expect(occurrences(hooks, "export type ListItemsQueryKey = readonly ['items', 'listItems',")).toBe(
            1,
          );
          expect(occurrences(hooks, "readonly ['items', 'listItems',")).toBe(1);
        } else {
          expect(hooks).not.toContain("ListItemsQueryKey");
        }
      });
    });

    it(`${layer}: a name a schema takes gets the namespace's name in front, in one file and split`, async () => {
      await withTempDir(async (dir) => {
        const src = path.join(dir, "taken.json");
        await writeFile(src, JSON.stringify(TAKEN_NAMES));
        const single = await generateInto(path.join(dir, "single"), { src, template: [layer, "fetch"] });
        const split = await generateInto(path.join(dir, "split"), {
          src,
          template: [layer, "fetch"],
          hooksOut: path.join(dir, "split", "src", "hooks.ts"),
        });
        const namesEveryType = await namesEveryHookType(layer);
        for (const hooks of [single["src/client.ts"] ?? "", split["src/hooks.ts"] ?? ""]) {
          expect(hooks).toContain("export interface PetCreatePetVariables {");
          expect(hooks).toMatch(/export type PetCreatePetData = \{\n\s+id: number;\n\s*\};/);
          // A schema is called ListPetsData: a layer that names every hook type names listPets' data (a
          // schema's list) around it; swr writes it.
          if (namesEveryType) expect(hooks).toMatch(/export type PetListPetsData = (api\.)?Pet\[\];/);
          else expect(hooks).not.toContain("PetListPetsData");
        }
        expect(single["src/client.ts"]).toContain("export type CreatePetVariables = string;");
        expect(split["src/client.ts"]).toContain("export type CreatePetData = string;");
        expectCompiles(
          {
            ...virtualFiles(`hook-types/${layer}/single`, single),
            ...virtualFiles(`hook-types/${layer}/split`, split),
          },
          { extraCompilerOptions: ISOLATED_DECLARATIONS },
        );
      });
    });
  }

  it("names that would start with a digit get a letter first, as the failure unions do", async () => {
    const document = describeApi({
      "/codes": {
        post: {
          tags: ["2fa"],
          operationId: "1create",
          parameters: [{ name: "code", in: "query", schema: { type: "string" } }],
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": { schema: { type: "object", properties: { ok: { type: "boolean" } } } },
              },
            },
          },
        },
      },
    });
    await withTempDir(async (dir) => {
      const src = path.join(dir, "digits.json");
      await writeFile(src, JSON.stringify(document));
      const generated: Record<string, string> = {};
      for (const layer of LAYERS) {
        const files = await generateInto(path.join(dir, layer), { src, template: [layer, "fetch"] });
        const client = files["src/client.ts"] ?? "";
        const declared = [...client.matchAll(/^export (?:interface|type) (\S+?)(?:<| =| \{)/gm)].map(
          (match) => match[1],
        );
        expect(declared).toContain("Operation1createVariables");
        expect(declared).toContain("Operation1createData");
        Object.assign(generated, virtualFiles(`hook-types/digits/${layer}`, files));
      }
      expectCompiles(generated, { extraCompilerOptions: ISOLATED_DECLARATIONS });
    });
  });

  it("what they name is what the hooks take and give", async () => {
    await withTempDir(async (dir) => {
      const generated: Record<string, string> = {};
      for (const layer of LAYERS) {
        const files = await generateInto(path.join(dir, layer), {
          src: fixturePath("clients/everything.yaml"),
          template: [layer, "fetch"],
          hooksOut: path.join(dir, layer, "src", "hooks.ts"),
        });
        Object.assign(generated, virtualFiles(`hook-types/${layer}`, files));
      }
      const equal =
        "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;";
      generated["hook-types/tsq/src/check.ts"] = `${equal}
import type { CreateItemVariables, GetItemPartQueryKey, GetNoIdByThingData, items, PublishItemData, useCreateItem, useGetNoIdByThing, usePublishItem } from './hooks.js';
import type * as api from './client.js';
export const sends: Equal<Parameters<ReturnType<typeof useCreateItem>['mutate']>[0], CreateItemVariables> = true;
export const variables: Equal<CreateItemVariables, { body: api.CreateItemBody; dryRun?: boolean | undefined; trace?: string | undefined }> = true;
export const query: Equal<NonNullable<ReturnType<typeof useGetNoIdByThing>['data']>, GetNoIdByThingData> = true;
export const data: Equal<GetNoIdByThingData, { [key: string]: string }> = true;
export const mutation: Equal<NonNullable<ReturnType<typeof usePublishItem>['data']>, PublishItemData> = true;
export const key: Equal<ReturnType<typeof items.queryKeys.getItemPart>, GetItemPartQueryKey> = true;
`;
      generated["hook-types/swr/src/check.ts"] = `${equal}
import type { CreateItemVariables, GetNoIdByThingData, useCreateItem, useGetNoIdByThing } from './hooks.js';
export const sends: Equal<Parameters<ReturnType<typeof useCreateItem>['trigger']>[0], CreateItemVariables> = true;
export const query: Equal<NonNullable<ReturnType<typeof useGetNoIdByThing>['data']>, GetNoIdByThingData> = true;
`;
      expectCompiles(generated);
    });
  });
});
