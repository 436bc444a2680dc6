/** Generated swr hooks compile on every HTTP client that can carry them (see support/reactive-compile.ts). */
import { describe } from "vitest";
import { hooksCompileTests } from "./support/reactive-compile.js";

describe("generated swr hooks compile in strict mode against swr and React", () => {
  hooksCompileTests("swr");
});
