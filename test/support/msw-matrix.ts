/**
 * The handlers matrix (compile/msw-matrix.test.ts, compile/msw-template-matrix.test.ts): every fixture and every
 * description under fixtures/specs, generated with a handlers file.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import type { Diagnostic } from "../../src/text/diagnostics.js";
import { withTempDir } from "./temp-dir.js";
import { descriptionsUnder, FIXTURE_DESCRIPTIONS } from "./zod-agreement.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export const DESCRIPTIONS = [
  ...FIXTURE_DESCRIPTIONS,
  path.join(ROOT, "fixtures/msw/handlers.yaml"),
  ...descriptionsUnder(path.join(ROOT, "fixtures/openapi-3.2")),
  ...descriptionsUnder(path.join(ROOT, "fixtures/specs")),
];

export type Row = Omit<GenerateOptions, "src" | "out" | "msw">;

export interface Generated {
  files: Record<string, string>;
  /** The `mock-data` findings of each description, by its folder. */
  findings: Map<string, Diagnostic[]>;
}

/** Every description's client and handlers file under `row`, by virtual path; generation failures are left out. */
export async function generateAll(
  row: Row,
  template: GenerateOptions["template"] = "fetch",
): Promise<Generated> {
  const files: Record<string, string> = {};
  const findings = new Map<string, Diagnostic[]>();
  for (const src of DESCRIPTIONS) {
    const folder = path.relative(ROOT, src).replace(/[^\w]/g, "_");
    await withTempDir(async (dir) => {
      const result = await generateFiles({
        src,
        out: path.join(dir, "client.ts"),
        msw: path.join(dir, "handlers.ts"),
        template,
        ...row,
      }).catch(() => undefined);
      if (result === undefined) return;
      for (const file of result.files) files[`${folder}/${path.relative(dir, file.path)}`] = file.content;
      findings.set(
        folder,
        result.diagnostics.filter((diagnostic) => diagnostic.code === "mock-data"),
      );
    });
  }
  return { files, findings };
}
