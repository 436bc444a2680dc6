import { existsSync } from "node:fs";
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
    // In-process ts.createProgram over many generated files takes seconds on 2 busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
