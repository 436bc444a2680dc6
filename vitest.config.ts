import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // src/typescript.cts only exists to make the CLI start faster under Node (see the file); vite cannot
    // transform `import = require`, so tests load the compiler API directly.
    alias: [{ find: /^(?:\.\.?\/)+typescript\.cjs$/, replacement: "typescript" }],
  },
  test: {
    include: ["test/**/*.test.ts"],
    // In-process ts.createProgram over many generated files takes seconds on 2 busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
