/**
 * Relative links of Markdown pages, and whether each resolves: to a file inside a given folder (a package)
 * and, with `#anchor`, to a heading of that file. Anchors are GitHub's (and npm's) heading ids.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface BrokenLink {
  /** The page, relative to the root, and the 1-based line of the link. */
  where: string;
  target: string;
  reason: string;
}

/** Lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    else if (!fenced) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** Inline links `[text](target)` and images of a text, code spans left out. */
export function markdownLinks(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ line, target: match[1] ?? "" });
    }
  }
  return links;
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens; repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Every relative link of `pages` (paths relative to `root`) that does not resolve to a file inside `root`,
 * or whose `#anchor` names no heading of its target.
 */
export function brokenLinks(root: string, pages: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    const pagePath = path.join(root, page);
    const markdown = readFileSync(pagePath, "utf8");
    for (const { line, target } of markdownLinks(markdown)) {
      if (EXTERNAL.test(target)) continue;
      const where = `${page}:${line}`;
      const [file = "", anchor] = target.split("#", 2);
      const resolved = file === "" ? pagePath : path.resolve(path.dirname(pagePath), decodeURI(file));
      const relative = path.relative(root, resolved);
      if (relative.startsWith("..") || path.isAbsolute(relative)) {
        broken.push({ where, target, reason: "points outside the package" });
      } else if (!existsSync(resolved) || !statSync(resolved).isFile()) {
        broken.push({ where, target, reason: "no such file in the package" });
      } else if (anchor !== undefined && resolved.endsWith(".md")) {
        if (!headingAnchors(readFileSync(resolved, "utf8")).has(anchor)) {
          broken.push({ where, target, reason: `no heading #${anchor} in ${relative}` });
        }
      }
    }
  }
  return broken;
}
