/** Where a run's report goes: stdout, bench/.cache/results/ and, for a full run or with --write, RESULTS.md. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BENCH, RESULTS_DIR, ROOT } from "./config.js";
import { renderMarkdown } from "./report.js";

/** Re-renders a saved run (bench/.cache/results/<date>.json) without running anything. */
export function rerenderSaved(flags) {
  const saved = JSON.parse(readFileSync(flags.report, "utf8"));
  const markdown = renderMarkdown(saved);
  process.stdout.write(markdown);
  if (flags.write) {
    writeFileSync(path.join(BENCH, "RESULTS.md"), markdown);
    process.stderr.write("wrote bench/RESULTS.md\n");
  }
}

/** Prints the report and keeps it with its raw data; writes RESULTS.md unless the run was filtered. */
export function publishResults(results, { startedAt, flags, log }) {
  const markdown = renderMarkdown(results);
  process.stdout.write(`\n${markdown}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  writeFileSync(path.join(RESULTS_DIR, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, `${stamp}.md`), markdown);
  const filtered = flags.only !== undefined || flags.inputs !== undefined;
  const write = flags["no-write"] ? false : (flags.write ?? !filtered);
  if (write) {
    writeFileSync(path.join(BENCH, "RESULTS.md"), markdown);
    log(`wrote bench/RESULTS.md (raw data: ${path.relative(ROOT, RESULTS_DIR)}/${stamp}.json)`);
  } else {
    log(
      `bench/RESULTS.md left as is (filtered run); this run: ${path.relative(ROOT, RESULTS_DIR)}/${stamp}.md`,
    );
  }
}
