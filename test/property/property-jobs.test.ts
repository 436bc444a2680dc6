/**
 * Random `configs` files against the real binary: several jobs whose descriptions and outputs are drawn
 * from a few names, some of them the same file by another spelling (a symlinked folder, `./`), the config
 * file itself or another job's description. The oracle works the paths out on its own: where two jobs
 * would write one file, or a job would write a file some job reads, the run must refuse with exit 2 and
 * leave every file as it was; otherwise it must write every output and leave every input as it was.
 */
import { mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT } from "../support/cli-process.js";
import { fingerprints, runCli } from "../support/run-cli.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const MODE = (import.meta as { env?: { MODE?: string } }).env?.MODE;
const RUNS = Number(process.env.TYPEWRIGHT_PROPERTY_RUNS ?? (MODE === "property" ? 120 : 24));
const SEED = Number(process.env.TYPEWRIGHT_PROPERTY_SEED ?? 18_2026);
const TINY_SPEC = readFileSync(path.join(ROOT, "fixtures/cli/tiny.yaml"), "utf8");

/** Descriptions the jobs read; `alias/` is a symlink to the project folder itself. */
const SOURCES = ["a.yaml", "b.yaml", "./a.yaml", "alias/b.yaml"];
/** Files the jobs write: fresh names, the same names spelled otherwise, descriptions and the config file. */
const OUTPUTS = [
  "x.ts",
  "y.ts",
  "alias/x.ts",
  "./y.ts",
  "gen/z.ts",
  "a.yaml",
  "alias/a.yaml",
  "typewright.json",
];

interface DrawnJob {
  src: string;
  out: string;
  /** With `swr`, a hooks file too. */
  hooksOut?: string;
}

const jobArbitrary: fc.Arbitrary<DrawnJob> = fc.record(
  {
    src: fc.constantFrom(...SOURCES),
    out: fc.constantFrom(...OUTPUTS),
    hooksOut: fc.constantFrom(...OUTPUTS),
  },
  { requiredKeys: ["src", "out"] },
);

let temp: TempDir;
beforeAll(async () => {
  buildIfStale();
  temp = await makeTempDir("typewright-property-jobs-");
});
afterAll(() => temp.cleanup());

describe("random configs files of several jobs", () => {
  it(
    `refuse (exit 2, nothing touched) exactly when jobs would write one file or a file some job reads (${RUNS} samples, seed ${SEED})`,
    async () => {
      let sample = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(jobArbitrary, { minLength: 2, maxLength: 4 }), async (jobs) => {
          const project = path.join(temp.path, `sample-${sample++}`);
          mkdirSync(project);
          try {
            writeFileSync(path.join(project, "a.yaml"), TINY_SPEC);
            writeFileSync(path.join(project, "b.yaml"), TINY_SPEC.replace("title:", "title: B"));
            symlinkSync(project, path.join(project, "alias"));
            const configs = jobs.map((job, index) => ({
              name: `job${index}`,
              src: job.src,
              out: job.out,
              ...(job.hooksOut === undefined ? {} : { template: "swr", hooksOut: job.hooksOut }),
            }));
            writeFileSync(path.join(project, "typewright.json"), JSON.stringify({ configs }));
            const expected = conflicts(project, jobs);
            const before = fingerprints(project);
            const result = await runCli(project, ["-c", "typewright.json"]);
            if (expected) {
              expect(result.status, result.stderr).toBe(2);
              expect(result.stderr).toMatch(/^(typewright: typewright\.json: [^\n]+\n)+$/);
              expect(fingerprints(project)).toEqual(before);
            } else {
              expect(result.status, result.stderr).toBe(0);
              for (const job of jobs) {
                expect(readFileSync(path.join(project, job.out), "utf8")).toContain("listPets");
              }
              // What the jobs read is as it was (a description no job reads may be written over).
              const inputs = new Set([...jobs.map((job) => path.basename(job.src)), "typewright.json"]);
              for (const input of inputs) expect(fingerprints(project)[input]).toBe(before[input]);
            }
          } finally {
            rmSync(project, { recursive: true, force: true });
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    Math.max(120_000, RUNS * 4_000),
  );
});

/**
 * Whether the jobs conflict, worked out from the file system: an output (by the file it names once folders
 * are resolved) written twice (two jobs, or one job's `out` and `hooksOut`), or naming a description or the
 * config file.
 */
function conflicts(project: string, jobs: readonly DrawnJob[]): boolean {
  const read = new Set([
    ...jobs.map((job) => realFile(project, job.src)),
    realFile(project, "typewright.json"),
  ]);
  const written = jobs.flatMap((job) => [job.out, ...(job.hooksOut === undefined ? [] : [job.hooksOut])]);
  const files = written.map((file) => realFile(project, file));
  return new Set(files).size < files.length || files.some((file) => read.has(file));
}

/** The file `file` names from `project`, its folders resolved (the file itself need not exist). */
function realFile(project: string, file: string): string {
  let folder = path.dirname(path.resolve(project, file));
  const rest: string[] = [path.basename(file)];
  for (;;) {
    try {
      return path.join(realpathSync(folder), ...rest);
    } catch {
      rest.unshift(path.basename(folder));
      folder = path.dirname(folder);
    }
  }
}
