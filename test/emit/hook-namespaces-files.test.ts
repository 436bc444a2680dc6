/**
 * Hook namespaces next to their clients as the files print them (the names are planned:
 * plan/reactive-namespaces.test.ts), compiled whatever the tags are called, and `'use client'`, first in the
 * file with the hooks and never in the client file.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { namesakeSpec } from "../support/namesake-tags.js";
import { generateInto, LAYERS, virtualFiles } from "../support/reactive-runs.js";
import { withTempDir } from "../support/temp-dir.js";

describe("hook namespaces in the files", () => {
  it("the untagged group's hooks are defaultHooks, beside defaultClient (a tag `default` joins it)", async () => {
    await withTempDir(async (dir) => {
      const files = await generateInto(dir, { src: fixturePath("clients/everything.yaml"), template: "tsq" });
      const client = files["src/client.ts"] ?? "";
      expect(client).toContain("export const defaultClient: {");
      expect(client).toContain("export const defaultHooks: {");
      expect(client).toContain("queryOptionsFactory(['defaultHooks', 'headHealth'], () => headHealth, 0)");
      expect(client).not.toMatch(/\b_default\b/);
    });
  });

  for (const layer of LAYERS) {
    it(`${layer}: tags named like namespaces or clients compile, in one file and split, in either order of operations`, async () => {
      await withTempDir(async (dir) => {
        const compiled: Record<string, string> = {};
        for (const taggedFirst of [true, false]) {
          const src = path.join(dir, `namesakes-${taggedFirst}.json`);
          await writeFile(src, JSON.stringify(namesakeSpec(taggedFirst)));
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

  it("is not written for a framework without React's server components (vue-query)", async () => {
    await withTempDir(async (dir) => {
      const files = await generateInto(dir, {
        src: fixturePath("petstore.yaml"),
        template: "vue-query",
        useClient: true,
      });
      expect(files["src/client.ts"]).toContain("from '@tanstack/vue-query'");
      expect(files["src/client.ts"]).not.toContain("use client");
    });
  });
});
