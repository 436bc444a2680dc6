/**
 * Every character that would break a line, move the cursor, reorder or hide text on a terminal reaches the
 * terminal as visible `\uXXXX` (`\u{XXXXX}` above U+FFFF): one at a time through the escaping itself, and all
 * of them through the real binary, in warnings quoting a description and in the lines `--check` quotes from
 * a file on disk.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { escapeForTerminal } from "../../src/text/terminal-text.js";
import { buildIfStale } from "../support/build-if-stale.js";
import { runCli } from "../support/cli-process.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

/** Each acting character and how it is shown. */
const ACTING: readonly (readonly [string, string])[] = [
  // Line breaks of every kind.
  ["\n", "\\u000A"],
  ["\r", "\\u000D"],
  ["\u000b", "\\u000B"],
  ["\u000c", "\\u000C"],
  ["\u0085", "\\u0085"],
  ["\u2028", "\\u2028"],
  ["\u2029", "\\u2029"],
  // Terminal escapes and other controls.
  ["\u001b", "\\u001B"],
  ["\u0007", "\\u0007"],
  ["\u0008", "\\u0008"],
  ["\u007f", "\\u007F"],
  ["\u009b", "\\u009B"],
  // Bidirectional controls.
  ["\u061c", "\\u061C"],
  ["\u200e", "\\u200E"],
  ["\u200f", "\\u200F"],
  ...["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"].map(
    (char) => [char, `\\u${char.charCodeAt(0).toString(16).toUpperCase()}`] as const,
  ),
  // Invisible format characters.
  ["\u00ad", "\\u00AD"],
  ["\u180e", "\\u180E"],
  ["\u200b", "\\u200B"],
  ["\u2060", "\\u2060"],
  ["\u2064", "\\u2064"],
  ["\ufeff", "\\uFEFF"],
  ["\ufff9", "\\uFFF9"],
  ["\ufffb", "\\uFFFB"],
  ["\u{e0001}", "\\u{E0001}"],
  ["\u{e0041}", "\\u{E0041}"],
  ["\u{e007f}", "\\u{E007F}"],
  // Lone surrogates (low before high, so that joined they stay lone).
  ["\udfff", "\\uDFFF"],
  ["\ud800", "\\uD800"],
];

describe("escapeForTerminal", () => {
  it.each(ACTING)("shows %j as %s", (char, shown) => {
    expect(escapeForTerminal(`a${char}b`)).toBe(`a${shown}b`);
  });

  it("keeps tab, the joiners inside words and emoji sequences, and every visible character", () => {
    const text = "tab\there, می\u200cخواهم, क्\u200dष, 👨\u200d👩\u200d👧, 😀, é, 中文";
    expect(escapeForTerminal(text)).toBe(text);
  });
});

describe("the real binary", () => {
  let temp: TempDir;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-terminal-");
  });
  afterEach(() => temp.cleanup());

  const all = ACTING.map(([char]) => char).join("");
  const allShown = ACTING.map(([, shown]) => shown).join("");

  it("escapes each of them in a warning that quotes the description, and --check's quoted lines", () => {
    const operation = { responses: { "200": { description: "ok" } } };
    writeFileSync(
      path.join(temp.path, "api.json"),
      JSON.stringify({
        openapi: "3.2.0",
        info: { title: "t", version: "1" },
        paths: { "/x": { get: operation, additionalOperations: { [`BAD${all}`]: operation } } },
      }),
    );
    const written = runCli(temp.path, ["-s", "api.json", "-o", "client.ts", "-t", "fetch"]);
    expect(written.status).toBe(0);
    const warning = written.stderr.trimEnd().split("\n");
    expect(warning).toHaveLength(1);
    // The pointer shows the key as it is; the message quotes it as JSON, which escapes the C0 controls itself.
    expect(warning[0]).toContain(`additionalOperations/BAD${allShown}: `);

    const client = path.join(temp.path, "client.ts");
    // A file's own line breaks, LF and CRLF, end its lines; every other character is inside one, but lone
    // surrogates, which a UTF-8 file cannot hold.
    const inLine = ACTING.filter(([char]) => !/^[\n\r\p{Cs}]$/u.test(char));
    const tampered = inLine.map(([char]) => char).join("");
    writeFileSync(client, readFileSync(client, "utf8").replace("export", `${tampered} export`));
    const checked = runCli(temp.path, ["-s", "api.json", "-o", "client.ts", "-t", "fetch", "--check"]);
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain(`on disk:   ${inLine.map(([, shown]) => shown).join("")} export`);
    for (const output of [written.stdout, written.stderr, checked.stdout, checked.stderr]) {
      expect(output.replaceAll("\n", "")).toBe(escapeForTerminal(output.replaceAll("\n", "")));
    }
  });
});
