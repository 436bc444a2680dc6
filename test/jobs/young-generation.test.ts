/**
 * The command's cap on the young generation (src/jobs/young-generation.ts), in processes of their own: the
 * cap sets a V8 flag for the rest of the process. Each keeps a growing set of objects alive, which makes V8
 * grow the young generation, and reports its size before and after.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";

const MODULE = pathToFileURL(path.resolve(import.meta.dirname, "../../dist/jobs/young-generation.js")).href;
const MIB = 2 ** 20;

/** `cap`: the cap handed to `capYoungGeneration`, as a multiple of the size reached first (none: no call). */
function youngGenerationSizes(cap: number | undefined): { before: number; after: number } {
  const script = `
    import v8 from "node:v8";
    import { capYoungGeneration } from ${JSON.stringify(MODULE)};
    const young = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size;
    const kept = [];
    const keepMore = () => { for (let index = 0; index < 10000; index++) kept.push({ index, text: "x" + index }); };
    while (young() < ${8 * MIB}) keepMore();
    const before = young();
    ${cap === undefined ? "" : `capYoungGeneration(before * ${cap});`}
    for (let round = 0; round < 300; round++) keepMore();
    process.stdout.write(JSON.stringify({ before, after: young() }));
  `;
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  expect(child.stderr).toBe("");
  return JSON.parse(child.stdout) as { before: number; after: number };
}

describe("the young generation's cap", () => {
  beforeAll(buildIfStale);

  it("keeps a young generation that has reached the cap from growing further", () => {
    const uncapped = youngGenerationSizes(undefined);
    const capped = youngGenerationSizes(1);
    // Without the cap the same objects make V8 grow it at least once (it doubles); with it, V8 may still
    // adjust it a little (Node 24) but not double it.
    expect(uncapped.after).toBeGreaterThanOrEqual(2 * uncapped.before);
    expect(capped.after).toBeLessThan(2 * capped.before);
  });

  it("leaves a young generation below the cap alone", () => {
    const belowCap = youngGenerationSizes(4);
    expect(belowCap.after).toBeGreaterThanOrEqual(2 * belowCap.before);
  });
});
