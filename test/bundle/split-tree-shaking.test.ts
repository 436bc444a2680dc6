/**
 * `split: "tags"` and a user's bundle: one operation imported from the split set's index bundles to as many
 * bytes as from the single file (rolldown, production tree-shaking, minified), on every client template that
 * exports functions. The code is the same but for its order: the date converter the call names sits in
 * runtime.ts, before the tag's file, and in the single file after the functions. The same holds for one hook
 * imported from the hooks' folder.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { rolldown } from "rolldown";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { fixturePath } from "../support/generated-module.js";
import { withTempDir } from "../support/temp-dir.js";

const LIBRARIES = ["axios", "ky", "xior", "@tanstack/react-query"];

/** The minified bundle of an entry that imports `name` from `from` and uses it. */
async function bundleOf(dir: string, name: string, from: string): Promise<string> {
  const entry = path.join(dir, `entry-${path.basename(from, ".ts")}.ts`);
  await writeFile(entry, `import { ${name} } from '${from}';\nexport const used = ${name};\n`);
  const bundle = await rolldown({ input: entry, external: LIBRARIES, logLevel: "silent", treeshake: true });
  const { output } = await bundle.generate({ format: "esm", minify: true });
  await bundle.close();
  return output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
}

describe("one call's bundle from a split set", () => {
  for (const template of ["fetch", "axios", "xior", "ky"]) {
    it(`${template}: \`showPetById\` from index.ts bundles to the single file's bytes`, async () => {
      await withTempDir(async (dir) => {
        const src = fixturePath("petstore.yaml");
        await generateFiles({ src, out: path.join(dir, "client.ts"), template });
        await generateFiles({ src, out: path.join(dir, "api"), template, split: "tags" });
        const single = await bundleOf(dir, "showPetById", "./client.ts");
        const split = await bundleOf(dir, "showPetById", "./api/index.ts");
        expect(single).toContain("/pets/{petId}");
        expect(single).not.toContain("/store/orders");
        expect(Buffer.byteLength(split)).toBe(Buffer.byteLength(single));
        expect(split).toContain("/pets/{petId}");
        expect(split).not.toContain("/store/orders");
      });
    });
  }
});

describe("one hook's bundle from a split set", () => {
  it("tsq over fetch: `useShowPetById` from the hooks' index.ts bundles to the single hooks file's bytes", async () => {
    await withTempDir(async (dir) => {
      const src = fixturePath("petstore.yaml");
      const template: [string, string] = ["tsq", "fetch"];
      await generateFiles({
        src,
        out: path.join(dir, "client.ts"),
        hooksOut: path.join(dir, "hooks.ts"),
        template,
      });
      await generateFiles({
        src,
        out: path.join(dir, "api"),
        hooksOut: path.join(dir, "split-hooks"),
        template,
        split: "tags",
      });
      const single = await bundleOf(dir, "useShowPetById", "./hooks.ts");
      const split = await bundleOf(dir, "useShowPetById", "./split-hooks/index.ts");
      expect(single).toContain("/pets/{petId}");
      expect(single).not.toContain("placeOrder");
      expect(Buffer.byteLength(split)).toBe(Buffer.byteLength(single));
      expect(split).toContain("/pets/{petId}");
      expect(split).not.toContain("placeOrder");
    });
  });
});
