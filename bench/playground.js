/**
 * The playground under a large description, in headless Chromium: time from paste to the generated files
 * on screen, generation alone (in the worker), and paste to the "compiles" verdict. Served from
 * build/playground (built first when missing) on 127.0.0.1; the input is the benchmark's pinned copy of
 * GitHub's REST description (@octokit/openapi, installed into bench/.cache/inputs once).
 *
 *   node bench/playground.js [--input github] [--runs 3] [--template axios] [--chromium /usr/bin/chromium]
 *
 * Each run opens a fresh page, waits for its first output (petstore), then pastes the input.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { INPUTS, inputFile, PREFIXES, ROOT } from "./lib/config.js";
import { ensureInstalled } from "./lib/install.js";

const { values: flags } = parseArgs({
  options: {
    input: { type: "string", default: "github" },
    runs: { type: "string", default: "3" },
    template: { type: "string", default: "axios" },
    chromium: { type: "string", default: "/usr/bin/chromium" },
  },
});

const input = INPUTS.find((candidate) => candidate.id === flags.input);
if (!input) throw new Error(`unknown input ${flags.input}`);
if (input.needs) {
  // Only the package this input needs, not the whole inputs prefix.
  const prefix = {
    ...PREFIXES.inputs,
    packages: PREFIXES.inputs.packages.filter((pkg) => pkg.name === input.needs),
  };
  ensureInstalled({ inputs: prefix }, { ids: ["inputs"], allowInstall: true, log: console.log });
}
const file = inputFile(input);
if (!file) throw new Error(`${input.title} is not installed`);
const text = readFileSync(file, "utf8");

const site = path.join(ROOT, "build/playground");
if (!existsSync(path.join(site, "index.html"))) {
  const built = spawnSync(process.execPath, [path.join(ROOT, "scripts/build-playground.js")], {
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(1);
}

const server = createServer((request, response) => {
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  const target = path.join(site, pathname === "/" ? "index.html" : pathname);
  if (!target.startsWith(site) || !existsSync(target)) return response.writeHead(404).end();
  const type = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
  };
  response
    .writeHead(200, { "content-type": type[path.extname(target)] ?? "text/plain" })
    .end(readFileSync(target));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: flags.chromium, args: ["--no-sandbox"] });

const outcome = () => {
  const status = document.getElementById("status")?.dataset.state;
  const compiles = document.getElementById("compiles")?.dataset.state;
  return status === "error" || (status === "done" && (compiles === "ok" || compiles === "failed"));
};

console.log(
  `${input.title}: ${(text.length / 2 ** 20).toFixed(1)} MB, template ${flags.template}, Chromium ${browser.version()}`,
);
const rows = [];
for (let run = 1; run <= Number(flags.runs); run++) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(outcome, undefined, { timeout: 120_000 });
  await page.selectOption('select[name="template"]', flags.template);
  await page.waitForFunction(outcome, undefined, { timeout: 120_000 });
  const started = await page.evaluate(
    ([content, name]) => {
      const area = document.getElementById("description");
      const data = new DataTransfer();
      data.setData("text/plain", content);
      const at = performance.now();
      document.getElementById("src-name").value = name;
      // As a browser does: the text goes in unless the page took the paste over (it does for large ones).
      const pasteEvent = new ClipboardEvent("paste", {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      });
      if (area.dispatchEvent(pasteEvent)) {
        area.value = content;
        area.dispatchEvent(new Event("input", { bubbles: true }));
      }
      return at;
    },
    [text, path.basename(file)],
  );
  await page.waitForFunction(() => document.getElementById("status")?.dataset.state === "done", undefined, {
    timeout: 600_000,
    polling: 50,
  });
  const shown = await page.evaluate(() => ({
    now: performance.now(),
    ...window.typewrightPlayground.timing,
  }));
  await page.waitForFunction(outcome, undefined, { timeout: 600_000, polling: 100 });
  const checked = await page.evaluate(() => ({
    now: performance.now(),
    verdict: document.getElementById("compiles")?.textContent,
    files: window.typewrightPlayground
      .files()
      .map((f) => `${f.path} ${(f.content.length / 2 ** 20).toFixed(1)} MB`),
  }));
  const row = {
    run,
    pasteToOutput: Math.round(shown.toOutput),
    generation: Math.round(shown.generation),
    parts: `before the request ${Math.round(shown.beforeRequest)}, messaging ${Math.round(shown.messaging)}, rendering ${Math.round(shown.rendering)}`,
    pasteToVerdict: Math.round(checked.now - started),
    verdict: checked.verdict,
    files: checked.files.join(", "),
  };
  rows.push(row);
  console.log(
    `run ${run}: paste → output ${row.pasteToOutput} ms (generation ${row.generation} ms in the worker; ${row.parts} ms); ` +
      `paste → compiles verdict ${row.pasteToVerdict} ms: ${row.verdict} [${row.files}]`,
  );
  await page.close();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `median of ${rows.length}: paste → output ${median(rows.map((row) => row.pasteToOutput))} ms, ` +
    `generation ${median(rows.map((row) => row.generation))} ms, paste → verdict ${median(rows.map((row) => row.pasteToVerdict))} ms`,
);
await browser.close();
server.close();
