#!/usr/bin/env node
/**
 * The floor: the least any generator must do. Reads the description, parses it the way typewright does
 * (`JSON.parse` for JSON, the `yaml` package otherwise) and writes as many bytes as typewright's output.
 *
 *   node bench/lib/floor.js <input> <output file> <bytes>
 */
import { readFileSync, writeFileSync } from "node:fs";

const [input, output, bytesText] = process.argv.slice(2);
if (!input || !output || !/^\d+$/.test(bytesText ?? "")) {
  process.stderr.write("usage: node bench/lib/floor.js <input> <output file> <bytes>\n");
  process.exit(2);
}

const text = readFileSync(input, "utf8");
const first = text.trimStart()[0];
let document;
if (input.endsWith(".json") || first === "{" || first === "[") {
  document = JSON.parse(text);
} else {
  const { parse } = await import("yaml");
  document = parse(text);
}
if (document === null || typeof document !== "object") throw new Error(`${input}: not an object`);

const line = "// floor output: as many bytes as typewright wrote for the same input.\n";
const bytes = Number(bytesText);
const content = line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
writeFileSync(output, content);
