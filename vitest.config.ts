import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Tests run on the compiler API the build trims for typewright (see src/typescript.cts), like the command;
// `npm test` builds first. Without a build, on the whole module.
const trimmedCompilerApi = fileURLToPath(new URL("./dist/typescript-api.cjs", import.meta.url));
const compilerApi = existsSync(trimmedCompilerApi) ? trimmedCompilerApi : "typescript";

/**
 * Test files that change what later files in the same process would see: they install a jsdom window's
 * globals for good and import React, SWR and TanStack Query after it (those read `window` when first
 * imported), or replace the pipeline's own modules with `vi.mock`. Each runs in a fresh process.
 */
export const ISOLATED_FILES = [
  "test/emit/lazy-statements.test.ts",
  "test/live/angular-query-runtime.test.ts",
  "test/live/infinite-queries.test.ts",
  "test/live/no-content-queries.test.ts",
  "test/live/openapi-3.2-hooks.test.ts",
  "test/live/pinia-colada-runtime.test.ts",
  "test/live/reactive-lowest-runtime.test.ts",
  "test/live/reactive-runtime.test.ts",
  "test/live/svelte-query-runtime.test.ts",
  "test/live/svelte-query-5-runtime.test.ts",
  "test/live/solid-query-runtime.test.ts",
  "test/live/tsq-runtime.test.ts",
  "test/live/vue-query-runtime.test.ts",
  "test/plan/listed-servers-work.test.ts",
];

const SOLID_BROWSER_BUILD = [
  {
    find: /^solid-js$/,
    replacement: fileURLToPath(new URL("./node_modules/solid-js/dist/solid.js", import.meta.url)),
  },
  {
    find: /^solid-js\/(web|store)$/,
    replacement: fileURLToPath(new URL("./node_modules/solid-js/$1/dist/$1.js", import.meta.url)),
  },
];

/**
 * Vitest starts the files that took longest in its last run first, and, without a last run (a fresh clone, as on
 * CI), the largest files. The compile proofs (the files that use test/support/compile.ts) are short files that
 * hold a worker for up to two minutes: started last, one ran on while the other worker idled. Without a last run
 * they start first, the largest first among them.
 */
class CompileProofsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const ranAlready = sorted.some((file) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(root, file.moduleId)}`),
    );
    if (ranAlready) return sorted;
    const provesCompiles = (file: TestSpecification) =>
      readFileSync(file.moduleId, "utf8").includes("/support/compile.js");
    // Projects run one after another (BaseSequencer), so the order is changed within each.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter(provesCompiles), ...own.filter((file) => !provesCompiles(file))];
    });
  }
}

export default defineConfig(({ mode }) => ({
  resolve: {
    // vite cannot transform the `import = require` of src/typescript.cts, so tests load the API directly.
    alias: [{ find: /^(?:\.\.?\/)+typescript\.cjs$/, replacement: compilerApi }],
  },
  test: {
    // Loaded by Node as it is, like typescript.js, rather than transformed by vite.
    server: { deps: { external: [/dist\/typescript-api\.cjs$/] } },
    // One test file per core, at least two. Vitest's default leaves a core free, which on CI's 2 cores ran
    // every file one after another while much of each file's time is spent waiting on child processes,
    // servers and the browser (test/README.md, "Speed of the suite").
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: CompileProofsFirst },
    // The compile proofs are most of the suite's work, and TypeScript's checker makes short-lived objects by the
    // million: a larger young generation (V8's default semi-space is 16 MB) collects them in fewer, cheaper
    // scavenges. Measured on compile/msw-matrix-declarations.test.ts, in pairs: 8-10% less CPU time, the same
    // peak memory (test/README.md, "Speed of the suite").
    execArgv: ["--max-semi-space-size=64"],
    // In-process ts.createProgram over many generated files takes seconds on 2 busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // `--mode` (`npm run test:property` runs with `--mode property`) reaches a project only when given.
        mode,
        // The other files share their worker processes (and so the source files of the libraries and lib
        // declarations every compile proof parses, see test/support/compile.ts).
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
          isolate: false,
        },
      },
      {
        extends: true,
        mode,
        // Solid's browser build: under Node, `solid-js` resolves to its server build, which renders once and
        // tracks nothing. solid-query is inlined so that its imports of Solid go through these aliases too,
        // to the one Solid the test renders with.
        resolve: { alias: SOLID_BROWSER_BUILD },
        test: {
          name: "isolated",
          include: ISOLATED_FILES,
          server: { deps: { inline: [/@tanstack\/solid-query/, /solid-query-5-51/, /solid-js/] } },
        },
      },
    ],
  },
}));
