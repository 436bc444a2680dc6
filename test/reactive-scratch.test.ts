import { readFileSync } from "node:fs";
import { it } from "vitest";
import { compileInMemory } from "./support/compile.js";
it("proto", () => {
  const dir = ".tmp/proto/";
  const files = Object.fromEntries(["client.ts", "swr-hooks.ts", "tsq-hooks.ts"].map((f) => [`proto/${f}`, readFileSync(dir + f, "utf8")]));
  console.log(compileInMemory(files).diagnostics.join("\n"));
});
