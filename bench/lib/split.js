/**
 * `split: "tags"` on GitHub's description: the generation time of the folder against the single file (the same
 * process, alternating, the median of each), and an editor's first completion (tsserver: open a file, ask for
 * completions at its end) in one tag's file against the single file. Uses the built package (dist/).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { ROOT } from "./config.js";

const require = createRequire(import.meta.url);
const CACHE = path.join(ROOT, "bench", ".cache", "split");

/** GitHub's description (fixtures/large), decompressed into `folder` under bench/.cache once per run. */
export function githubDescription(folder) {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "github-api.json");
  writeFileSync(file, gunzipSync(readFileSync(path.join(ROOT, "fixtures/large/github-api.json.gz"))));
  return file;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Generation of the single file and of the split folder, `rounds` each, alternating, after one warm-up each. */
async function generationTimes(src, rounds) {
  const { generateFiles } = await import(path.join(ROOT, "dist", "index.js"));
  const outputs = { none: path.join(CACHE, "single", "client.ts"), tags: path.join(CACHE, "folder") };
  const times = { none: [], tags: [] };
  for (let round = -1; round < rounds; round++) {
    for (const split of ["none", "tags"]) {
      const started = performance.now();
      await generateFiles({ src, out: outputs[split], template: "fetch", split });
      if (round >= 0) times[split].push(performance.now() - started);
    }
  }
  return { single: median(times.none), split: median(times.tags), outputs };
}

/**
 * Milliseconds from opening `file` in a fresh tsserver to the answer of its first completion request at the
 * file's end (where a user types a new line), and how many entries it offered.
 */
function firstCompletion(file) {
  const server = spawn(
    process.execPath,
    [require.resolve("typescript/lib/tsserver.js"), "--disableAutomaticTypingAcquisition"],
    {
      stdio: ["pipe", "pipe", "ignore"],
    },
  );
  const lines = readFileSync(file, "utf8").split("\n");
  const send = (seq, command, args) =>
    server.stdin.write(`${JSON.stringify({ seq, type: "request", command, arguments: args })}\n`);
  return new Promise((resolve, reject) => {
    let buffered = "";
    const started = performance.now();
    server.stdout.on("data", (chunk) => {
      buffered += chunk.toString("utf8");
      const complete = buffered.split("\n");
      buffered = complete.pop() ?? "";
      for (const message of complete.filter((line) => line.startsWith("{"))) {
        const parsed = JSON.parse(message);
        if (parsed.type === "response" && parsed.request_seq === 2) {
          const milliseconds = performance.now() - started;
          server.kill();
          resolve({ milliseconds, entries: parsed.body?.entries?.length ?? 0 });
        }
      }
    });
    server.on("error", reject);
    send(1, "open", { file, fileContent: `${lines.join("\n")}\nconst typed = `, scriptKindName: "TS" });
    send(2, "completionInfo", { file, line: lines.length + 1, offset: 15 });
  });
}

export async function measureSplit({ rounds = 3, log = () => {} } = {}) {
  const src = githubDescription(CACHE);
  rmSync(path.join(CACHE, "folder"), { recursive: true, force: true });
  writeFileSync(path.join(CACHE, "package.json"), '{ "type": "module" }\n');
  writeFileSync(
    path.join(CACHE, "tsconfig.json"),
    `${JSON.stringify({ compilerOptions: { strict: true, module: "nodenext", target: "es2022", lib: ["es2022", "dom"], noEmit: true } })}\n`,
  );
  log(`split: generating GitHub's client as one file and split by tag, ${rounds} rounds each`);
  const generation = await generationTimes(src, rounds);
  log("split: tsserver's first completion in the single file and in issues.ts");
  const single = await firstCompletion(generation.outputs.none);
  const tagFile = await firstCompletion(path.join(generation.outputs.tags, "issues.ts"));
  return {
    generation: {
      singleMs: generation.single,
      splitMs: generation.split,
      ratio: generation.split / generation.single,
    },
    firstCompletion: {
      singleMs: single.milliseconds,
      tagFileMs: tagFile.milliseconds,
      entries: [single.entries, tagFile.entries],
    },
  };
}
