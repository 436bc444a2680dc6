/**
 * What the TanStack Query hooks file costs a consumer's type-check: GitHub's description generated with `-t tsq`
 * and `hooksOut`, then `tsc --noEmit` (tsc 6 and 7, the settings of bench/lib/typecheck.js) over three projects:
 * an app that calls five operations through the client (client + app), the same React app over the client with
 * TanStack Query's own functions and hand-written keys (client + app, TanStack by hand), and that app through
 * the generated hooks (client + hooks + app). The hooks' cost is the third against the second, the same app with
 * and without generated hooks; the first shows what React's and TanStack's own types cost. The apps are
 * bench/fixtures/hooks-app/. Into `results.hooksTypecheck`.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BENCH, TYPECHECK_DIR } from "./config.js";
import { lastErrorLine, measure } from "./measure.js";
import { CHECKERS, summarizeDiagnostics, TSCONFIG } from "./typecheck.js";

const APP_DIR = path.join(BENCH, "fixtures/hooks-app");

/** The two projects: what each copies from the output and which app it holds. */
const PROJECTS = [
  { id: "client", title: "app + client", files: ["client.ts"], app: "app-client.ts" },
  {
    id: "tanstack",
    title: "React app + client, TanStack by hand",
    files: ["client.ts"],
    app: "app-tanstack.ts",
  },
  { id: "hooks", title: "React app + client + hooks", files: ["client.ts", "hooks.ts"], app: "app-hooks.ts" },
];

export async function measureHooksTypecheck(results, { typewright, runOnce, typecheckRuns }, context) {
  const { meter, timeoutMs, log, note } = context;
  const input = results.inputs.find((candidate) => candidate.id === "github");
  if (!input) {
    note("hooks type-check skipped: the GitHub input is not part of this run");
    return undefined;
  }
  // Over fetch whatever `--template` says: the app reads what fetch's calls resolve to.
  const tsq = { ...typewright, args: (...args) => withTemplate(typewright.args(...args), "tsq") };
  const generated = await runOnce(input, tsq, "hooks", { extraArgs: ["--hooksOut", "HOOKS"] });
  if (!generated.ok) {
    note(`hooks type-check skipped: generation failed (${lastErrorLine(generated)})`);
    return undefined;
  }
  const bytes = Object.fromEntries(
    ["client.ts", "hooks.ts"].map((file) => [file, statSync(path.join(generated.outDir, file)).size]),
  );
  const checkers = CHECKERS.filter((checker) => existsSync(checker.script));
  const entries = [];
  for (const project of PROJECTS) {
    const folder = prepare(project, generated.outDir);
    for (const checker of checkers) entries.push({ project, folder, checker, samples: [], errors: 0 });
  }
  for (let round = 0; round < typecheckRuns + 1; round++) {
    const line = [];
    // Alternating the projects within a round, so that a change in the machine's load touches both alike.
    for (const entry of entries) {
      const result = await measure({
        meter,
        args: [entry.checker.script, "--noEmit", "-p", path.join(entry.folder, "tsconfig.json")],
        cwd: entry.folder,
        logDir: entry.folder,
        timeoutMs,
      });
      const diagnostics = summarizeDiagnostics(`${result.stdout}\n${result.stderr}`);
      entry.errors = diagnostics.errors;
      entry.firstError = diagnostics.first;
      if (round > 0 && !result.timedOut && result.userMs !== undefined) {
        entry.samples.push({ wallMs: result.wallMs, cpuMs: result.cpuMs, maxRssKb: result.maxRssKb });
      }
      line.push(`${entry.project.id}/${entry.checker.id} ${(result.wallMs / 1000).toFixed(2)}s`);
    }
    log(
      `hooks type-check ${round === 0 ? "warm-up" : `round ${round}/${typecheckRuns}`}: ${line.join(", ")}`,
    );
  }
  return {
    bytes,
    entries: entries.map(({ project, checker, samples, errors, firstError }) => ({
      project: project.id,
      projectTitle: project.title,
      checker: checker.id,
      checkerTitle: checker.title,
      samples,
      errors,
      firstError,
    })),
  };
}

/** `-t <template>` in place of the benchmark's; `HOOKS` → the hooks file beside the client. */
function withTemplate(args, template) {
  const out = args[args.indexOf("-o") + 1];
  return args.map((arg, index) => {
    if (args[index - 1] === "-t") return template;
    return arg === "HOOKS" ? path.join(path.dirname(out), "hooks.ts") : arg;
  });
}

function prepare(project, outDir) {
  const folder = path.join(TYPECHECK_DIR, `github-tsq-${project.id}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.join(folder, "src"), { recursive: true });
  for (const file of project.files) copyFileSync(path.join(outDir, file), path.join(folder, "src", file));
  copyFileSync(path.join(APP_DIR, project.app), path.join(folder, "src", "app.ts"));
  writeFileSync(path.join(folder, "tsconfig.json"), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  return folder;
}
