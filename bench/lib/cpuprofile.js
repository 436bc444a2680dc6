/**
 * Reads a V8 `.cpuprofile` (from `node --cpu-prof`) of a typewright run and splits its time:
 * - self time per function and per module (package, node internals, or typewright's src folder);
 * - time per pipeline stage: a sample belongs to the stage of its *outermost* typewright frame (loadSpec → load,
 *   emitFiles → emit, printStatements → print, ...), so library code called from a stage counts for that stage;
 *   samples without a typewright frame but with Node's module loader on the stack are "importing modules";
 *   garbage collection and "(program)" samples have no stack and go to the stage that ran just before them;
 * - per stage, the functions where the time is spent: self time, and "time under the innermost typewright frame"
 *   (its self time plus the library code it calls directly), which names the project function to fix.
 */
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SPECIAL = new Set(["(root)", "(program)", "(idle)", "(garbage collector)"]);

/** Where a frame's code lives: "src/<folder>" for typewright (from dist/), a package name, or a node internal. */
export function moduleOf(url, root) {
  if (!url) return "(native)";
  if (url.startsWith("node:")) {
    if (url.startsWith("node:internal/modules/")) return "node:internal/modules (loader)";
    return "node:internal";
  }
  const file = url.startsWith("file://") ? decodeURIComponent(new URL(url).pathname) : url;
  const packages = file.lastIndexOf("/node_modules/");
  if (packages !== -1) {
    const rest = file.slice(packages + "/node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  // The repository's dist/, or the benchmark's snapshot of it (lib/snapshot.js).
  const dist = [
    path.join(root, "dist") + path.sep,
    path.join(root, "bench/.cache/typewright/dist") + path.sep,
  ].find((dir) => file.startsWith(dir));
  if (dist) {
    const relative = file.slice(dist.length).replace(/\.[cm]?js$/, "");
    const parts = relative.split("/");
    if (parts.length === 1) return `src/${parts[0]}`;
    // src/ast holds both the printer and the node helpers used while emitting: keep them apart.
    if (parts[0] === "ast") return `src/ast/${parts[1]}`;
    return `src/${parts[0]}`;
  }
  if (file.startsWith(root)) return path.relative(root, file);
  return file;
}

/** Sub-steps of src/load, by the innermost load file on the stack. */
function loadStep(file) {
  if (/read-source|parse-text|json-error-position|document-source|location/.test(file))
    return "load: read + parse";
  if (/bundle-refs|walk-document|json-pointer|check-links|map-limited/.test(file))
    return "load: $ref bundling / walking";
  if (/swagger|upgrade/.test(file)) return "load: Swagger 2 upgrade";
  if (/spec-version/.test(file)) return "load: version check";
  return "load: other";
}

const GLUE = new Set(["src/cli", "src/generate", "src/index", "src/errors"]);

const STAGE_OF_MODULE = {
  "src/load": "load",
  "src/model": "model",
  "src/plan": "plan",
  "src/emit": "emit",
  "src/templates": "emit",
  "src/ast/print": "print",
  "src/ast/nodes": "emit",
  "src/ast/jsdoc": "emit",
  "src/ast/keys": "emit",
  "src/write": "write",
  "src/config": "options",
  // The module that loads the compiler (with its code cache): start-up, not a pipeline stage.
  "src/typescript": "importing modules: typescript (src/typescript)",
  // Compiling and running typescript.js and the bundled command through their V8 code caches.
  "src/code-cache": "importing modules: through the code cache (src/code-cache)",
  // The bundle's own top level (module wrappers, interop helpers): loading, not a stage.
  "src/bundle": "importing modules",
};

/**
 * The bundled command (dist/bundle/typewright.cjs, see scripts/bundle-cli.js) is one file: its source map leads
 * each frame back to the module it came from (dist/<folder>/*.js or a package), so stages are attributed as
 * without the bundle.
 */
const sourceMaps = new Map();
function originalFrame(frame) {
  if (!frame.url.endsWith("/dist/bundle/typewright.cjs")) return frame;
  const bundle = frame.url.startsWith("file://") ? fileURLToPath(frame.url) : frame.url;
  if (!sourceMaps.has(bundle)) {
    let map;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, "utf8")));
    } catch {
      map = undefined;
    }
    sourceMaps.set(bundle, map);
  }
  const entry = sourceMaps.get(bundle)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return frame;
  const source = entry.originalSource.startsWith("file://")
    ? fileURLToPath(entry.originalSource)
    : path.resolve(path.dirname(bundle), entry.originalSource);
  return { ...frame, url: source, lineNumber: entry.originalLine, columnNumber: entry.originalColumn };
}

/**
 * @param {string} file  .cpuprofile path
 * @param {{ root: string }} options  repository root (to recognize dist/ and name files)
 */
export function analyzeProfile(file, { root }) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map();
  const parent = new Map();
  for (const node of profile.nodes) nodes.set(node.id, node);
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const frameInfo = new Map();
  const info = (node) => {
    let cached = frameInfo.get(node.id);
    if (cached) return cached;
    const frame = originalFrame(node.callFrame);
    const module = SPECIAL.has(frame.functionName) ? frame.functionName : moduleOf(frame.url, root);
    const fileName = frame.url
      ? path.relative(
          root,
          frame.url.startsWith("file://") ? decodeURIComponent(new URL(frame.url).pathname) : frame.url,
        )
      : "";
    const name = `${frame.functionName || "(anonymous)"} ${fileName}:${frame.lineNumber + 1}`;
    const topLevel = frame.functionName === "" && frame.lineNumber === 0 && frame.columnNumber === 0;
    cached = { module, name, fileName, topLevel, src: module.startsWith("src/") };
    frameInfo.set(node.id, cached);
    return cached;
  };

  // Sample durations: the time from this sample to the next (DevTools' convention).
  const times = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) {
    clock += delta;
    times.push(clock);
  }
  const durations = times.map(
    (time, index) => ((index + 1 < times.length ? times[index + 1] : profile.endTime) - time) / 1000,
  );

  const selfByFunction = new Map();
  const selfByModule = new Map();
  const byStage = new Map();
  const byStageWindowed = new Map();
  const innermostByStage = new Map();
  const selfByStage = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const addNested = (map, outer, key, ms) => {
    if (!map.has(outer)) map.set(outer, new Map());
    add(map.get(outer), key, ms);
  };
  const timeline = [];
  let lastStage = "start-up";

  profile.samples.forEach((id, index) => {
    const ms = durations[index];
    const leaf = nodes.get(id);
    const leafInfo = info(leaf);
    add(selfByFunction, leafInfo.module.startsWith("(") ? leafInfo.module : leafInfo.name, ms);
    add(selfByModule, leafInfo.module, ms);

    let stage;
    if (SPECIAL.has(leafInfo.module)) {
      stage =
        leafInfo.module === "(garbage collector)"
          ? "GC"
          : leafInfo.module === "(idle)"
            ? "idle (waiting for I/O)"
            : "(program): native, compile, start-up";
    } else {
      let stageFrame; // outermost typewright frame that is not glue (cli, generate, index)
      let glueFrame;
      let innermostSrc;
      let loader = false;
      let topLevel = false;
      let building = false; // a statement being built while the printer reads it (see OutputFile)
      for (let node = leaf; node; node = nodes.get(parent.get(node.id))) {
        const frame = info(node);
        if (frame.module === "node:internal/modules (loader)") loader = true;
        if (frame.topLevel) topLevel = true;
        if (!frame.src || frame.topLevel) continue;
        innermostSrc ??= frame;
        if (STAGE_OF_MODULE[frame.module] === "emit") building = true;
        if (GLUE.has(frame.module)) glueFrame = frame;
        else stageFrame = frame;
      }
      stageFrame ??= glueFrame;
      if (stageFrame && STAGE_OF_MODULE[stageFrame.module]) {
        stage = STAGE_OF_MODULE[stageFrame.module];
        // Statements are built lazily under printStatements: that time is emit's, as in --timings.
        if (stage === "print" && building) stage = "emit";
        if (stage === "load") stage = loadStep(innermostSrc?.fileName ?? "");
      } else if (stageFrame) {
        stage = `glue (${stageFrame.module})`;
      } else if (loader || topLevel) {
        stage = "importing modules";
      } else {
        stage = `other (${leafInfo.module})`;
      }
      if (innermostSrc) addNested(innermostByStage, stage, innermostSrc.name, ms);
      addNested(selfByStage, stage, leafInfo.name, ms);
      lastStage = stage;
    }
    add(byStage, stage, ms);
    const windowed = SPECIAL.has(leafInfo.module) && leafInfo.module !== "(idle)" ? lastStage : stage;
    add(byStageWindowed, windowed, ms);
    timeline.push({ time: (times[index] - profile.startTime) / 1000, stage: windowed, ms });
  });

  // First and last moment of each stage (ms since the profile started), to show the order.
  const spans = new Map();
  for (const { time, stage } of timeline) {
    const span = spans.get(stage);
    if (!span) spans.set(stage, { first: time, last: time });
    else span.last = time;
  }

  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: (profile.endTime - profile.startTime) / 1000,
    samples: profile.samples.length,
    selfByFunction: sorted(selfByFunction),
    selfByModule: sorted(selfByModule),
    byStage: sorted(byStage),
    byStageWindowed: sorted(byStageWindowed),
    spans,
    innermostByStage: new Map([...innermostByStage].map(([stage, map]) => [stage, sorted(map)])),
    selfByStage: new Map([...selfByStage].map(([stage, map]) => [stage, sorted(map)])),
  };
}
