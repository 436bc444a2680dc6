/** Medians and Markdown formatting shared by the report's tables. */

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const seconds = (ms) => (ms === undefined ? "–" : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`);
export const mib = (kb) => (kb === undefined ? "–" : `${Math.round(kb / 1024)} MiB`);

export function size(bytes) {
  if (bytes === undefined) return "–";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Median wall/CPU/RSS of one input × generator cell. */
export function summarize(cell) {
  if (!cell || cell.samples.length === 0) return undefined;
  const walls = cell.samples.map((sample) => sample.wallMs);
  return {
    runs: cell.samples.length,
    wallMs: median(walls),
    minWallMs: Math.min(...walls),
    maxWallMs: Math.max(...walls),
    cpuMs: median(cell.samples.map((sample) => sample.cpuMs)),
    maxRssKb: median(cell.samples.map((sample) => sample.maxRssKb)),
  };
}
