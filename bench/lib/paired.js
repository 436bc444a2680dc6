/**
 * typewright against swaggie, the anchor, from paired runs: round i of typewright against round i of swaggie
 * on the same input (adjacent in time, since a round runs the generators of one input one after the other), the
 * median of the per-pair ratios. Pairing cancels much of a shared machine's drifting load, which medians taken
 * separately would not.
 */
import { median, mib, seconds, summarize, table } from "./format.js";

/** Where typewright's goal is to be at or below swaggie's wall time. */
export const SWAGGIE_GOAL_INPUTS = ["petstore", "gitea", "stripe", "github", "msgraph"];

/**
 * @returns {{ pairs: number, wall: number, minWall: number, maxWall: number, cpu?: number, rss?: number }
 *   | undefined} ratios typewright ÷ swaggie, undefined when no round has both
 */
export function pairedRatios(results, inputId) {
  const cells = results.runs[inputId] ?? {};
  // Samples of older saved runs have no round: their order is the round order when nothing failed.
  const byRound = (cell) =>
    new Map((cell?.samples ?? []).map((sample, index) => [sample.round ?? index, sample]));
  const theirs = byRound(cells.swaggie);
  const pairs = [...byRound(cells.typewright)]
    .filter(([round]) => theirs.has(round))
    .map(([round, ours]) => [ours, theirs.get(round)]);
  if (pairs.length === 0) return undefined;
  const ratios = (key) => pairs.map(([ours, them]) => ours[key] / them[key]).filter(Number.isFinite);
  const walls = ratios("wallMs");
  return {
    pairs: pairs.length,
    wall: median(walls),
    minWall: Math.min(...walls),
    maxWall: Math.max(...walls),
    cpu: median(ratios("cpuMs")),
    rss: median(ratios("maxRssKb")),
  };
}

const times = (value, digits = 2) => (value === undefined ? "–" : `${value.toFixed(digits)}×`);
const figures = (stats) =>
  stats ? `${seconds(stats.wallMs)} / ${seconds(stats.cpuMs)} / ${mib(stats.maxRssKb)}` : "–";

/** The "typewright ÷ swaggie" section of RESULTS.md, or "" when swaggie was not measured. */
export function swaggieSection(results) {
  if (!results.generators.some((generator) => generator.id === "swaggie")) return "";
  const rows = [];
  for (const input of results.inputs) {
    const cells = results.runs[input.id] ?? {};
    if (!cells.swaggie) continue;
    const paired = pairedRatios(results, input.id);
    const verdict =
      paired === undefined || !SWAGGIE_GOAL_INPUTS.includes(input.id)
        ? "–"
        : paired.wall <= 1
          ? "at or below"
          : "**above**";
    rows.push([
      input.id,
      String(paired?.pairs ?? 0),
      figures(summarize(cells.typewright)),
      figures(summarize(cells.swaggie)),
      paired ? `${times(paired.wall)} (${times(paired.minWall)}–${times(paired.maxWall)})` : "–",
      times(paired?.cpu),
      times(paired?.rss),
      verdict,
    ]);
  }
  if (rows.length === 0) return "";
  return `## typewright ÷ swaggie (the anchor)\n\ntypewright's goal is a wall time at or below swaggie's on ${SWAGGIE_GOAL_INPUTS.join(", ")}. Ratios are medians of per-round ratios: round i of typewright against round i of swaggie on the same input, run back to back; below 1.00× typewright is faster or leaner. The figures of each are medians of wall / CPU (user+sys) / peak RSS.\n\n${table(
    [
      "input",
      "pairs",
      "typewright wall / CPU / peak RSS",
      "swaggie wall / CPU / peak RSS",
      "wall ratio median (min–max)",
      "CPU ratio",
      "peak RSS ratio",
      "typewright's wall",
    ],
    rows,
  )}`;
}
