/** The fenced code blocks of a Markdown text, for the tests that compile or run what the README shows. */

export interface FencedBlock {
  /** 1-based line of the block's first code line in the file, for messages. */
  line: number;
  code: string;
}

/** Every fenced block of a Markdown text in the given language (```ts). */
export function fencedBlocks(markdown: string, language: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split("\n");
  let open: { line: number; code: string[] } | undefined;
  lines.forEach((text, index) => {
    if (open === undefined) {
      if (text.trim() === `\`\`\`${language}`) open = { line: index + 2, code: [] };
    } else if (/^```\s*$/.test(text)) {
      blocks.push({ line: open.line, code: `${open.code.join("\n")}\n` });
      open = undefined;
    } else {
      open.code.push(text);
    }
  });
  return blocks;
}
