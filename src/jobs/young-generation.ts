/**
 * The command's young generation, capped at the size Node 20 and 22 let it reach. Node 24's V8 lets it
 * grow to 64 MiB, twice as much, which made the command's peak on GitHub's description about 20 MiB higher
 * there (medians) without making it faster (bench/HISTORY.md, "Large descriptions and memory"). V8 sizes
 * the young generation's limit when the process starts, and the command sets its flags only once it runs,
 * so the cap is this: once a description is loaded and modelled, a young generation already this large
 * stops growing. The programs that use the API keep their own settings.
 */
import v8 from "node:v8";
import codeCache from "../code-cache.cjs";

/** Node 20's and 22's largest young generation (two semi-spaces of 16 MiB). */
const YOUNG_GENERATION_CAP = 32 * 2 ** 20;

let capped = false;

/** Stops the young generation growing when it holds `cap` bytes or more; once per process. */
export function capYoungGeneration(cap = YOUNG_GENERATION_CAP): void {
  if (capped) return;
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  if (young === undefined || young.space_size < cap) return;
  capped = true;
  codeCache.setV8FlagsAfterLoading("--semi-space-growth-factor=1", "--semi-space-growth-factor=2");
}
