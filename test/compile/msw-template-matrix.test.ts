/**
 * The MSW handlers file of every fixture and every description under fixtures/specs compiles strictly with its
 * client under every template (with the defaults; each option that changes types: compile/msw-matrix.test.ts):
 * the schemas' type names can differ by template, where a layer's names push a schema's aside, and the
 * handlers name them.
 */
import { describe, expect, it } from "vitest";
import { EVERY_TEMPLATE } from "../support/client-matrix.js";
import { type CompileOptions, compileInMemory } from "../support/compile.js";
import { generateAll } from "../support/msw-matrix.js";

describe("the handlers file of every description compiles under every template", () => {
  for (const [label, template] of EVERY_TEMPLATE.filter(([label]) => label !== "fetch")) {
    it(label, async () => {
      const { files } = await generateAll({}, template);
      expect(Object.keys(files).filter((file) => file.endsWith("/handlers.ts")).length).toBeGreaterThan(90);
      const options: CompileOptions = { extraCompilerOptions: { experimentalDecorators: true } };
      expect(compileInMemory(files, options).diagnostics.slice(0, 20)).toEqual([]);
    }, 300_000);
  }
});
