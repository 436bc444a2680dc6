/** The runs, seed and failure keeping shared by the property tests of random descriptions (property/property.test.ts, property/property-live.test.ts). */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import type { SampleOptions } from "./options-arbitrary.js";
import type { JsonObject } from "./schema-arbitrary.js";

/** `npm run test:property` runs vitest in mode `property`: more samples by default. */
const MODE = (import.meta as { env?: { MODE?: string } }).env?.MODE;
export const RUNS = Number(process.env.TYPEWRIGHT_PROPERTY_RUNS ?? (MODE === "property" ? 500 : 100));
/** About 0.1 s a sample on 2 busy cores (generation twice and a share of the compile), with room to spare. */
export const TIMEOUT_MS = Math.max(120_000, RUNS * 1_000);
export const LIVE_RUNS = Math.max(1, Math.round(RUNS / 6));
export const SEED = Number(process.env.TYPEWRIGHT_PROPERTY_SEED ?? 18_2026);
/**
 * To shrink a compile failure: TYPEWRIGHT_PROPERTY_SHRINK=1 compiles each sample on its own inside the
 * property (slow, but fast-check then shrinks the description), and TYPEWRIGHT_PROPERTY_PATH=<sample index>
 * starts from the failing sample of the seed.
 */
export const SHRINK = process.env.TYPEWRIGHT_PROPERTY_SHRINK === "1";
const REPLAY_PATH = process.env.TYPEWRIGHT_PROPERTY_PATH;
const FAILURES = fileURLToPath(new URL("../../../.tmp/property-failures/", import.meta.url));

export interface Sample {
  description: JsonObject;
  options: SampleOptions;
  /** Whether a mock file is generated too. */
  withMocks?: boolean;
}

/** Writes a failing sample where a developer can run it again: `typewright -c <file>.config.json`. */
export function keepFailure(name: string, sample: Sample): string {
  mkdirSync(FAILURES, { recursive: true });
  const src = path.join(FAILURES, `${name}.json`);
  writeFileSync(src, JSON.stringify(sample.description, null, 2));
  writeFileSync(
    path.join(FAILURES, `${name}.config.json`),
    JSON.stringify(
      {
        src: `./${name}.json`,
        out: `./${name}/client.ts`,
        ...(Array.isArray(sample.options.template) ? { hooksOut: `./${name}/hooks.ts` } : {}),
        ...(sample.withMocks ? { mocks: `./${name}/client-mocks.ts`, testingFramework: "vitest" } : {}),
        ...sample.options,
      },
      null,
      2,
    ),
  );
  return src;
}

/**
 * Runs `property` for `runs` samples; on failure keeps the (shrunk) counterexample's description and throws
 * fast-check's report, which names the seed and the path to replay it.
 */
export async function check<T extends unknown[]>(
  name: string,
  property: fc.IAsyncProperty<T>,
  runs: number,
  sampleOf: (values: T) => Sample,
): Promise<void> {
  const details = await fc.check(property, {
    numRuns: runs,
    seed: SEED,
    ...(REPLAY_PATH === undefined ? {} : { path: REPLAY_PATH }),
  });
  if (!details.failed) return;
  const kept = details.counterexample
    ? keepFailure(`seed-${SEED}-${name}`, sampleOf(details.counterexample))
    : "";
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${fc.defaultReportMessage(details)}\n\n${cause}\n\nDescription kept in ${kept}`);
}
