import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The compiler API the build trims for typewright (see src/typescript.cts), so that tests run what the
// command runs; `npm test` builds first. Without a build, the whole module.
const trimmedCompilerApi = fileURLToPath(new URL("./dist/typescript-api.cjs", import.meta.url));
const compilerApi = existsSync(trimmedCompilerApi) ? trimmedCompilerApi : "typescript";

export default defineConfig({
  resolve: {
    // src/typescript.cts only exists to make the CLI start faster under Node (see the file); vite cannot
    // transform `import = require`, so tests load the compiler API directly.
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
