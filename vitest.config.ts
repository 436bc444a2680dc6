import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests run on the compiler API the build trims for typewright (see src/typescript.cts), like the command;
// `npm test` builds first. Without a build, on the whole module.
const trimmedCompilerApi = fileURLToPath(new URL("./dist/typescript-api.cjs", import.meta.url));
const compilerApi = existsSync(trimmedCompilerApi) ? trimmedCompilerApi : "typescript";

export default defineConfig({
  resolve: {
    // vite cannot transform the `import = require` of src/typescript.cts, so tests load the API directly.
    alias: [{ find: /^(?:\.\.?\/)+typescript\.cjs$/, replacement: compilerApi }],
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Loaded by Node as it is, like typescript.js, rather than transformed by vite.
    server: { deps: { external: [/dist\/typescript-api\.cjs$/] } },
    // One test file per core, at least two. Vitest's default leaves a core free, which on CI's 2 cores ran
    // every file one after another while much of each file's time is spent waiting on child processes,
    // servers and the browser (docs/performance.md, "Test suite").
    maxWorkers: Math.max(2, availableParallelism()),
    // In-process ts.createProgram over many generated files takes seconds on 2 busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
