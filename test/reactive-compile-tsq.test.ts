/** Generated TanStack Query hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import { describe, expect, it } from "vitest";
import { generateFiles } from "../src/index.js";
import { expectCompiles } from "./support/compile.js";
import { fixturePath } from "./support/generated-module.js";
import { hooksCompileTests } from "./support/reactive-compile.js";

describe("generated TanStack Query hooks compile in strict mode against @tanstack/react-query and React", () => {
  hooksCompileTests("tsq");

  it("a single-word reactive template sits on fetch", async () => {
    const code = await generateFiles({ src: fixturePath("petstore.yaml"), template: "tsq" });
    const content = code.files[0]?.content ?? "";
    expect(content).toContain("export const petClient");
    expect(content).toContain("from '@tanstack/react-query'");
    expectCompiles({ "reactive/tsq-alone/client.ts": content });
  });
});
