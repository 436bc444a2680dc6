/**
 * Hook namespaces next to their clients (`<tag>Hooks` beside `<tag>Client`, whatever the tags are called) and
 * `'use client'`, first in the file with the hooks and never in the client file. Other names in hooks output:
 * reactive-names.test.ts.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { generateInto, LAYERS, planFor, plannedHooks, virtualFiles } from "../support/reactive-runs.js";
import { withTempDir } from "../support/temp-dir.js";

/**
 * Tags named like what the groups are called, hook namespaces and clients alike: the untagged group's
 * `defaultClient` / `defaultHooks`, a reserved word, a tag that sanitizes to nothing, `<tag>Client`, `<tag>Hooks`.
 */
function namesakeSpec(taggedFirst: boolean) {
  const tags = ["pets", "petsClient", "petsHooks", "defaultClient", "defaultHooks", "delete", "1x", "!!!"];
  const tagged = tags.map((tag, index) => [`/t${index}`, { get: operation(`tagged${index}`, [tag]) }]);
  const untagged = [
    ["/u1", { get: operation("untaggedRead", []) }],
    ["/u2", { get: operation("defaultTagged", ["default"]) }],
  ];
  return {
    openapi: "3.0.3",
    info: { title: "Tags named like the generated names", version: "1" },
    paths: Object.fromEntries(taggedFirst ? [...tagged, ...untagged] : [...untagged, ...tagged]),
  };
}

function operation(operationId: string, tags: string[]) {
  const content = { "application/json": { schema: { type: "string" } } };
  return { tags, operationId, responses: { "200": { description: "ok", content } } };
}

describe("hook namespaces next to their clients", () => {
  it("the untagged group's hooks are defaultHooks, beside defaultClient (a tag `default` joins it)", async () => {
    const hooks = await plannedHooks("clients/everything.yaml");
    expect(Object.keys(hooks)).toContain("defaultHooks");
    await withTempDir(async (dir) => {
      const files = await generateInto(dir, { src: fixturePath("clients/everything.yaml"), template: "tsq" });
      const client = files["src/client.ts"] ?? "";
      expect(client).toContain("export const defaultClient: {");
      expect(client).toContain("export const defaultHooks: {");
      expect(client).toContain("({ signal }) => headHealth(");
      expect(client).not.toMatch(/\b_default\b/);
    });
  });

  for (const layer of LAYERS) {
    it(`${layer}: tags named like namespaces or clients cannot clash, whatever the order of operations`, async () => {
      await withTempDir(async (dir) => {
        const planned: Record<string, string>[] = [];
        const compiled: Record<string, string> = {};
        for (const taggedFirst of [true, false]) {
          const src = path.join(dir, `namesakes-${taggedFirst}.json`);
          await writeFile(src, JSON.stringify(namesakeSpec(taggedFirst)));
          const resolved = resolveOptions({ src, template: [layer, "fetch"] });
          const plan = await planFor(resolved);
          planned.push(
            Object.fromEntries(
              (plan.hooks?.groups ?? []).map((group) => [group.group.clientName, group.namespaceName]),
            ),
          );
          const out = path.join(dir, `${taggedFirst}`);
          const single = await generateInto(path.join(out, "single"), { src, template: [layer, "fetch"] });
          const split = await generateInto(path.join(out, "split"), {
            src,
            template: [layer, "fetch"],
            hooksOut: path.join(out, "split", "src", "hooks.ts"),
          });
          Object.assign(
            compiled,
            virtualFiles(`namesakes/${layer}/${taggedFirst}/single`, single),
            virtualFiles(`namesakes/${layer}/${taggedFirst}/split`, split),
          );
        }
        // client → hook namespace. A tag's own name wins over a derived `<tag>Hooks`, so the untagged group
        // (with `default` and `!!!`, which sanitize to the same name) yields `defaultHooks` to the tag of that
        // name; a namespace named like a client becomes `<tag>Hooks`, never a numbered look-alike.
        const expected = {
          petsClient: "pets",
          petsClientClient: "petsClientHooks",
          petsHooksClient: "petsHooks",
          defaultClientClient: "defaultClientHooks",
          defaultHooksClient: "defaultHooks",
          deleteClient: "deleteHooks",
          _1xClient: "_1xHooks",
          defaultClient: "defaultHooks2",
        };
        expect(planned[0]).toEqual(expected);
        expect(planned[1]).toEqual(expected);
        expectCompiles(compiled);
      });
    });
  }
});

describe("'use client'", () => {
  const firstLine = (text: string | undefined) => text?.split("\n")[0];

  it("is the first line of the hooks file and absent from the client file with hooksOut", async () => {
    await withTempDir(async (dir) => {
      const files = await generateInto(dir, {
        src: fixturePath("petstore.yaml"),
        template: ["swr", "axios"],
        useClient: true,
        hooksOut: path.join(dir, "hooks", "pets.ts"),
      });
      expect(firstLine(files["hooks/pets.ts"])).toBe("'use client';");
      expect(files["src/client.ts"]).not.toContain("use client");
      expect(files["hooks/pets.ts"]).toContain("import * as api from '../src/client.js';");
    });
  });

  it("is the first line of the single file, and absent without useClient", async () => {
    await withTempDir(async (dir) => {
      const withDirective = await generateInto(path.join(dir, "a"), {
        src: fixturePath("petstore.yaml"),
        template: ["tsq", "xior"],
        useClient: true,
      });
      expect(firstLine(withDirective["src/client.ts"])).toBe("'use client';");
      expect(withDirective["src/client.ts"]?.match(/use client/g)).toHaveLength(1);
      const without = await generateInto(path.join(dir, "b"), {
        src: fixturePath("petstore.yaml"),
        template: ["tsq", "xior"],
        hooksOut: path.join(dir, "b", "hooks.ts"),
      });
      expect(Object.values(without).join("\n")).not.toContain("use client");
    });
  });
});
