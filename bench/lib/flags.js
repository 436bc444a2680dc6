/** The command line of `npm run bench`: its help text, its flags and the checks of their values. */
import { parseArgs } from "node:util";

export const HELP = `npm run bench [-- options]

  --runs N              timed runs per input × generator, alternating (default 5)
  --warmup N            untimed runs first (default 1; at least one typewright run is always made to size the floor)
  --only a,b            generators: floor, typewright, swaggie, openapi-typescript, orval, oazapfts, hey-api
                        (the floor is always added when anything else runs)
  --inputs a,b          petstore, gitea, stripe, github, msgraph; generated: ops-shared-id-10k,
                        ops-shared-id-50k, names-colliding-20k, union-20k
  --template NAME       typewright's -t (default axios; falls back to fetch if axios fails on petstore)
  --timeout S           seconds before one run is killed (default 600)
  --graph-peers         also run the peers on Microsoft Graph and the generated inputs (slow; off by default;
                        swaggie runs on Microsoft Graph anyway)
  --swaggie DIR         swaggie's anchor build (default ../shared/anchors/swaggie-2.4.3 beside the repository,
                        or $TYPEWRIGHT_SWAGGIE_ANCHOR); copied into bench/.cache/peers/swaggie
  --node BIN            run typewright, swaggie and the floor with this node binary (peers and tsc keep this one)
  --typecheck-all       type-check every generator's GitHub output (default: typewright + openapi-typescript)
  --typecheck-runs N    runs per type-check (default: --runs)
  --skip-typecheck      no type-check measurement
  --skip-split          do not measure GitHub split by tag against the single file (generation, tsserver)
  --skip-handlers       do not measure GitHub's MSW handlers generation against the build before the plausible
                        mock data (paired runs; builds that commit into bench/.cache/typewright-baseline)
  --warm-rounds N       pipeline rounds in one process per input, for the warm-JIT bound (default 5; 0: none)
  --skip-install        never call npm; report what is missing (and measure no install size)
  --skip-install-size   do not measure what installing typewright adds to a project (packs and installs it
                        beside TypeScript none, 5.9, 6 and 7; about a minute)
  --commit REV          measure typewright as committed in REV (extracted with git archive and compiled) instead
                        of a copy of the working tree's dist/ (npm run build)
  --write / --no-write  write bench/RESULTS.md (default: only when neither --only nor --inputs is given)
  --report FILE.json    only re-render a saved run (bench/.cache/results/*.json); with --write, into RESULTS.md
  -h, --help`;

/** The flags as given, defaults filled in. */
export function parseFlags() {
  const { values: flags } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      warmup: { type: "string", default: "1" },
      only: { type: "string" },
      inputs: { type: "string" },
      template: { type: "string", default: "axios" },
      timeout: { type: "string", default: "600" },
      "graph-peers": { type: "boolean", default: false },
      "typecheck-all": { type: "boolean", default: false },
      "typecheck-runs": { type: "string" },
      "skip-typecheck": { type: "boolean", default: false },
      "skip-split": { type: "boolean", default: false },
      "skip-handlers": { type: "boolean", default: false },
      "skip-install": { type: "boolean", default: false },
      "skip-install-size": { type: "boolean", default: false },
      "warm-rounds": { type: "string", default: "5" },
      commit: { type: "string" },
      swaggie: { type: "string" },
      node: { type: "string" },
      write: { type: "boolean" },
      "no-write": { type: "boolean", default: false },
      report: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: false,
  });
  return flags;
}

/** A whole number ≥ `min` from flag `name`, or exit 2 with the problem. */
export function count(name, text, min, log) {
  if (!/^\d+$/.test(text) || Number(text) < min) {
    log(`--${name} expects a whole number ≥ ${min}, got "${text}"`);
    process.exit(2);
  }
  return Number(text);
}

/** A comma-separated list from flag `name`, each item one of `known`, or exit 2 with the problem. */
export function selection(name, text, known, log) {
  if (text === undefined) return undefined;
  const list = text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = list.filter((item) => !known.includes(item));
  if (unknown.length > 0) {
    log(`--${name}: unknown ${unknown.join(", ")}; expected some of ${known.join(", ")}`);
    process.exit(2);
  }
  return list;
}
