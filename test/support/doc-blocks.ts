/**
 * The fenced code blocks of the user documentation (README.md and docs/*.md), each with what its page says
 * about it: an HTML comment on the line before the fence, `<!-- doc-block: <kind> key=value ... -->`.
 *
 * Kinds (docs/README of the test: test/compile/doc-blocks.test.ts):
 * - `compile`: a TypeScript block, checked strictly against the output generated from `fixture` (a path under
 *   fixtures/, default `petstore.yaml`) with the other keys as options (`template=fetch`, `argumentStyle=object`,
 *   `msw=api/handlers.ts`; `out` defaults to `api/client.ts`, beside the block; `jsxImportSource=solid-js` names
 *   the JSX of a `tsx` block other than React's);
 * - `run`: compiled like `compile`, then run: the block is a vitest test file whose tests run in this suite;
 * - `continues`: the block goes on the previous `compile` or `run` block of the page, in the same module;
 * - `output`: the block shows generated code: `file` (default `api/client.ts`) of the output generated with the
 *   same keys holds each of its lines, in order (a line with `...` is an elision);
 * - `excerpt: <why>`: the block cannot stand alone (a part of generated code, a fragment of a component),
 *   said in a few words; the test keeps their number within a listed budget.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface DocBlock {
  /** The page, relative to the repository (`docs/mocking.md`). */
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's language (`ts`, `sh`), `""` for none. */
  language: string;
  code: string;
  /** What the comment before the fence says, if there is one. */
  directive: Directive | undefined;
}

export interface Directive {
  kind: "compile" | "run" | "continues" | "output" | "excerpt";
  /** `key=value` pairs after the kind (`fixture=petstore.yaml template=fetch`). */
  settings: Record<string, string>;
  /** An excerpt's reason. */
  reason: string;
}

const DIRECTIVE = /^<!--\s*doc-block:\s*(.*?)\s*-->$/;

/** The user documentation's pages: README.md and every docs/*.md, in a stable order. */
export function documentationPages(root: string): string[] {
  const docs = readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs];
}

/** Every fenced block of a page, with the directive of the line before it. */
export function docBlocks(root: string, page: string): DocBlock[] {
  const lines = readFileSync(path.join(root, page), "utf8").split("\n");
  const blocks: DocBlock[] = [];
  let open:
    | { line: number; language: string; indent: string; code: string[]; directive?: Directive }
    | undefined;
  lines.forEach((text, index) => {
    const fence = /^(\s*)```(\S*)\s*$/.exec(text);
    if (open === undefined) {
      if (fence === null) return;
      const previous = (lines[index - 1] ?? "").trim();
      open = { line: index + 1, language: fence[2] ?? "", indent: fence[1] ?? "", code: [] };
      const directive = parseDirective(previous, page, index);
      if (directive !== undefined) open.directive = directive;
    } else if (fence !== null && fence[2] === "") {
      const { indent } = open;
      const code = open.code.map((codeLine) => withoutFenceIndent(indent, codeLine)).join("\n");
      blocks.push({
        page,
        line: open.line,
        language: open.language,
        code: `${code}\n`,
        directive: open.directive,
      });
      open = undefined;
    } else {
      open.code.push(text);
    }
  });
  if (open !== undefined) throw new Error(`${page}:${open.line}: a fence that is never closed`);
  return blocks;
}

/** A block as the README tests read it: its code and the line of its first code line, for messages. */
export interface FencedBlock {
  line: number;
  code: string;
}

/** Every fenced block of a page in `language` (`ts`, `sh`, `json`). */
export function fencedBlocks(root: string, page: string, language: string): FencedBlock[] {
  return docBlocks(root, page)
    .filter((block) => block.language === language)
    .map((block) => ({ line: block.line + 1, code: block.code }));
}

/** A fence indented in a list item has its code indented alike: that indent is not the code's. */
function withoutFenceIndent(indent: string, codeLine: string): string {
  return codeLine.startsWith(indent) ? codeLine.slice(indent.length) : codeLine;
}

function parseDirective(text: string, page: string, index: number): Directive | undefined {
  const match = DIRECTIVE.exec(text);
  if (match === null) return undefined;
  const body = match[1] ?? "";
  const excerpt = /^excerpt:\s*(.+)$/.exec(body);
  if (excerpt !== null) return { kind: "excerpt", settings: {}, reason: excerpt[1] ?? "" };
  const [kind = "", ...pairs] = body.split(/\s+/);
  if (kind !== "compile" && kind !== "run" && kind !== "continues" && kind !== "output") {
    throw new Error(
      `${page}:${index}: doc-block kind "${kind}": compile, run, continues, output or excerpt: <why>`,
    );
  }
  const settings: Record<string, string> = {};
  for (const pair of pairs) {
    const [key = "", value] = pair.split("=", 2);
    if (value === undefined)
      throw new Error(`${page}:${index}: doc-block setting "${pair}" is not key=value`);
    settings[key] = value;
  }
  return { kind, settings, reason: "" };
}
