/**
 * How long consumers pay for a generated client: `tsc --noEmit` with tsc 6 (the project's `typescript`) and the
 * native tsc 7 (`typescript7` alias), strict, skipLibCheck, on a copy of the generated output.
 *
 * Each copy lives in a folder whose parents hold the node_modules the output imports: typewright's and orval's
 * clients import `axios` (the project's devDependency, found by walking up from bench/.cache), oazapfts' imports
 * `@oazapfts/runtime` (in its peer prefix).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PREFIXES, ROOT, TYPECHECK_DIR, TYPECHECK_TARGETS } from "./config.js";

/** The type-check entry of typewright's `--mode schemas` output (types only, like openapi-typescript's). */
export const TYPES_ONLY_ID = "typewright-types-only";

export const CHECKERS = [
  {
    id: "tsc6",
    title: "tsc 6",
    script: path.join(ROOT, "node_modules/typescript/bin/tsc"),
    pkg: "typescript",
  },
  {
    id: "tsc7",
    title: "tsc 7",
    script: path.join(ROOT, "node_modules/typescript7/bin/tsc"),
    pkg: "typescript7",
  },
];

export const TSCONFIG = {
  compilerOptions: {
    target: "es2022",
    module: "esnext",
    moduleResolution: "bundler",
    lib: ["es2022", "dom", "dom.iterable"],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ["src/**/*.ts"],
};

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files;
}

/**
 * Copies one generator's output into a type-check project. Returns the project folder and what is checked, or
 * undefined when the generator has no type-check target or no output.
 */
export function prepareProject(generatorId, inputId, outputDir) {
  const target = TYPECHECK_TARGETS[generatorId];
  if (!target || !existsSync(outputDir)) return undefined;
  const base =
    generatorId === "typewright" || generatorId === TYPES_ONLY_ID
      ? TYPECHECK_DIR
      : path.join(PREFIXES[generatorId]?.dir ?? TYPECHECK_DIR, "typecheck");
  const project = path.join(base, `${inputId}-${generatorId}`);
  rmSync(project, { recursive: true, force: true });
  mkdirSync(path.join(project, "src"), { recursive: true });
  if (target.wholeFolder) {
    cpSync(outputDir, path.join(project, "src"), { recursive: true });
  } else {
    for (const file of target.files) {
      const from = path.join(outputDir, file);
      if (!existsSync(from)) return undefined;
      cpSync(from, path.join(project, "src", file));
    }
  }
  if (target.renameDts) {
    for (const file of listFiles(path.join(project, "src"))) {
      if (file.endsWith(".d.ts")) renameSync(file, file.replace(/\.d\.ts$/, ".ts"));
    }
  }
  writeFileSync(path.join(project, "tsconfig.json"), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  const files = listFiles(path.join(project, "src")).filter((file) => file.endsWith(".ts"));
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return { project, files: files.length, bytes, note: target.renameDts ? ".d.ts checked as .ts" : "" };
}

/** Number of `error TSxxxx` lines and the first one. */
export function summarizeDiagnostics(text) {
  const lines = text.split("\n").filter((line) => /error TS\d+/.test(line));
  return { errors: lines.length, first: lines[0]?.trim() };
}
