/** How long tsc takes on the GitHub outputs (bench/lib/typecheck.js prepares the projects), into `results.typecheck`. */
import { existsSync } from "node:fs";
import path from "node:path";
import { lastErrorLine, measure } from "./measure.js";
import { CHECKERS, prepareProject, summarizeDiagnostics, TYPES_ONLY_ID } from "./typecheck.js";

/**
 * Type-checks the GitHub outputs in `results.runs` of typewright and openapi-typescript (every generator's with
 * `typecheckAll`) and typewright's `--mode schemas` output, `typecheckRuns` times after a warm-up.
 */
export async function measureTypechecks(
  results,
  { generators, typewright, runOnce, typecheckAll, typecheckRuns },
  { meter, timeoutMs, log, note },
) {
  const { inputs } = results;
  const input = inputs.find((candidate) => candidate.id === "github");
  const checkers = CHECKERS.filter((checker) => {
    if (existsSync(checker.script)) return true;
    note(`${checker.title} not found at ${checker.script}; not measured`);
    return false;
  });
  if (!input) note("type-check skipped: the GitHub input is not part of this run");
  else {
    const ids = typecheckAll
      ? generators.map((generator) => generator.id).filter((id) => id !== "floor")
      : ["typewright", "openapi-typescript"].filter((id) =>
          generators.some((generator) => generator.id === id),
        );
    const projects = [];
    for (const id of ids) {
      const cell = results.runs.github?.[id];
      const prepared = cell?.outDir ? prepareProject(id, "github", cell.outDir) : undefined;
      if (!prepared) {
        note(`type-check of ${id}: no GitHub output to check`);
        continue;
      }
      projects.push({ id, ...prepared });
    }
    // Like for like with openapi-typescript, which writes types only: typewright's `--mode schemas` output.
    if (ids.includes("typewright")) {
      const result = await runOnce(input, typewright, "schemas-mode", { extraArgs: ["--mode", "schemas"] });
      const prepared = result.ok ? prepareProject(TYPES_ONLY_ID, "github", result.outDir) : undefined;
      if (prepared) projects.push({ id: TYPES_ONLY_ID, ...prepared });
      else note(`type-check of typewright --mode schemas: generation failed (${lastErrorLine(result)})`);
    }
    const entries = [];
    for (const project of projects) {
      for (const checker of checkers) {
        entries.push({
          input: "github",
          generator: project.id,
          generatorTitle:
            project.id === TYPES_ONLY_ID
              ? "typewright (--mode schemas: types only)"
              : (generators.find((generator) => generator.id === project.id)?.title ?? project.id),
          checker: checker.id,
          checkerTitle: checker.title,
          files: project.files,
          bytes: project.bytes,
          note: project.note,
          project: project.project,
          script: checker.script,
          samples: [],
          errors: 0,
        });
      }
    }
    for (let round = 0; round < typecheckRuns + 1; round++) {
      const line = [];
      for (const entry of entries) {
        const result = await measure({
          meter,
          args: [entry.script, "--noEmit", "-p", path.join(entry.project, "tsconfig.json")],
          cwd: entry.project,
          logDir: entry.project,
          timeoutMs,
        });
        const diagnostics = summarizeDiagnostics(`${result.stdout}\n${result.stderr}`);
        entry.errors = diagnostics.errors;
        entry.firstError = diagnostics.first?.replace(/^src\//, "");
        if (result.timedOut) entry.note = [entry.note, "timed out"].filter(Boolean).join("; ");
        // Round 0 is the warm-up. A type error still gives a valid timing (the whole program was checked).
        else if (round > 0 && result.userMs !== undefined) {
          entry.samples.push({ wallMs: result.wallMs, cpuMs: result.cpuMs, maxRssKb: result.maxRssKb });
        }
        line.push(
          `${entry.generator}/${entry.checker} ${(result.wallMs / 1000).toFixed(2)}s${diagnostics.errors ? ` (${diagnostics.errors} errors)` : ""}`,
        );
      }
      log(`type-check ${round === 0 ? "warm-up" : `round ${round}/${typecheckRuns}`}: ${line.join(", ")}`);
    }
    results.typecheck = entries.map(({ project, script, ...rest }) => rest);
  }
}
