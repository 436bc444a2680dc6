/**
 * The MSW handlers file of GitHub's description, generated with its client (`--msw`), against a baseline
 * build: the commit before the mock data's lists of three and plausible strings, which made the handlers file
 * about 40 % larger; their generation was to stay within 10 % of the generation before them. Paired process
 * runs (the command a user runs, cold): round i of this build against round i of the baseline, back to back,
 * the median of the per-pair ratios, which cancels much of a shared machine's drifting load.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CACHE, ROOT } from "./config.js";
import { median } from "./format.js";
import { measure } from "./measure.js";
import { snapshotTypewright } from "./snapshot.js";
import { githubDescription } from "./split.js";

/** The last commit before plausible mock data and lists of three (`git show 95f6aee1`). */
export const HANDLERS_BASELINE = "95f6aee1^";

const FOLDER = path.join(CACHE, "handlers");

/**
 * @param {{ cli: string, meter: "gnu-time"|"preload", baseline?: string, rounds?: number, timeoutMs?: number,
 *   log?: (line: string) => void }} options  `cli`: this build's command (the benchmark's snapshot)
 */
export async function measureHandlers({
  cli,
  meter,
  baseline = HANDLERS_BASELINE,
  rounds = 7,
  timeoutMs = 120_000,
  log = () => {},
}) {
  log(`handlers: building the baseline ${baseline}`);
  const before = snapshotTypewright({
    source: "commit",
    commit: baseline,
    dir: path.join(CACHE, "typewright-baseline"),
  });
  if (before.error) throw new Error(before.error);
  const src = githubDescription(FOLDER);
  const run = async (command, name) => {
    const out = path.join(FOLDER, name);
    mkdirSync(out, { recursive: true });
    const args = [
      command,
      "-s",
      src,
      "-o",
      path.join(out, "client.ts"),
      "--msw",
      path.join(out, "handlers.ts"),
    ];
    const result = await measure({ meter, args, cwd: ROOT, logDir: out, timeoutMs });
    if (!result.ok) throw new Error(`${name}: ${result.stderr.trim().split("\n").at(-1)}`);
    return result;
  };
  log(`handlers: GitHub with --msw, this build against ${baseline}, ${rounds} pairs after one warm-up each`);
  const pairs = [];
  for (let round = -1; round < rounds; round++) {
    const ours = await run(cli, "current");
    const theirs = await run(before.cli, "baseline");
    if (round >= 0) pairs.push([ours, theirs]);
  }
  const ratios = (key) => pairs.map(([ours, theirs]) => ours[key] / theirs[key]).filter(Number.isFinite);
  const walls = ratios("wallMs");
  const cpus = ratios("cpuMs");
  const size = (name) => readFileSync(path.join(FOLDER, name, "handlers.ts")).byteLength;
  return {
    baseline: before.how,
    pairs: pairs.length,
    wallRatio: median(walls),
    cpuRatio: cpus.length > 0 ? median(cpus) : undefined,
    spread: [Math.min(...walls), Math.max(...walls)],
    wallMs: median(pairs.map(([ours]) => ours.wallMs)),
    baselineWallMs: median(pairs.map(([, theirs]) => theirs.wallMs)),
    handlersBytes: size("current"),
    baselineHandlersBytes: size("baseline"),
  };
}
