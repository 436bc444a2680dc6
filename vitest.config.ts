import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // In-process ts.createProgram over many generated files takes seconds on 2 busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
