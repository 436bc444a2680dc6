/**
 * The playground in real headless Chromium (Debian's `chromium`, driven by playwright-core; no browser is
 * downloaded), served as built (build/playground) from a static server on 127.0.0.1. A few focused visits:
 * output equal to the command's with options picked, the "compiles" indicator, a broken description's
 * one-line error, and the state carried by the URL. A screenshot is kept in test-artifacts/ (git-ignored).
 *
 * Skipped, saying why, where Chromium is not installed (`.ci/run` installs it; see test/README.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlledDefinitions } from "../../playground/options-form.js";
import { generateFiles } from "../../src/index.js";
import { ROOT } from "../support/cli-process.js";
import { OPERATION_SERVERS_DESCRIPTION } from "../support/small-description.js";
import { type StaticServer, serveFolder } from "../support/static-server.js";
import { withTempDir } from "../support/temp-dir.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SITE = path.join(ROOT, "build/playground");
const ARTIFACTS = path.join(ROOT, "test-artifacts");
const hasChromium = existsSync(CHROMIUM);
// CI installs Chromium (.ci/run), so there a missing one is a failure, not a skip.
if (!hasChromium && process.env.CI === "true")
  throw new Error(`no Chromium at ${CHROMIUM}: .ci/run installs it`);
if (!hasChromium)
  console.warn(`playground tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);

/** Built before, and not older than the page's sources, its build scripts or the browser bundle it serves. */
function siteIsStale(): boolean {
  const built = path.join(SITE, "main.js");
  if (!existsSync(built)) return true;
  const filesIn = (folder: string) =>
    readdirSync(path.join(ROOT, folder)).map((name) => path.join(ROOT, folder, name));
  const inputs = [
    ...filesIn("playground"),
    ...filesIn("scripts/lib"),
    path.join(ROOT, "scripts/build-playground.js"),
    path.join(ROOT, "dist/browser/typewright.js"),
  ];
  return inputs.some((input) => statSync(input).mtimeMs > statSync(built).mtimeMs);
}

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  if (!hasChromium) return;
  if (siteIsStale()) {
    const built = spawnSync(process.execPath, [path.join(ROOT, "scripts/build-playground.js")], {
      cwd: ROOT,
    });
    expect(built.status, String(built.stderr)).toBe(0);
  }
  server = await serveFolder(SITE);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface ShownFile {
  path: string;
  content: string;
}

async function openPage(hash = ""): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}${hash}`);
  // The first visit (no state in the URL) shows petstore.yaml.
  await waitForOutcome(page);
  expect(errors).toEqual([]);
  return page;
}

/** Waits until the latest generation ended: files and a finished type check, or an error. */
async function waitForOutcome(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const status = document.getElementById("status")?.dataset.state;
      const compiles = document.getElementById("compiles")?.dataset.state;
      return status === "error" || (status === "done" && (compiles === "ok" || compiles === "failed"));
    },
    undefined,
    { timeout: 120_000 },
  );
}

async function pasteDescription(page: Page, text: string, name: string): Promise<void> {
  // A real paste: a ClipboardEvent carrying the text, then the text in the textarea, as the browser does it.
  // The input event marks the output pending at once, so the outcome waited for below is this paste's.
  await page.evaluate(
    ([content, name]) => {
      (document.getElementById("src-name") as HTMLInputElement).value = name;
      const area = document.getElementById("description") as HTMLTextAreaElement;
      const data = new DataTransfer();
      data.setData("text/plain", content);
      // The text goes in unless the page took the paste over (it does for large ones).
      const paste = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
      if (area.dispatchEvent(paste)) {
        area.value = content;
        area.dispatchEvent(new Event("input", { bubbles: true }));
      }
    },
    [text, name] as const,
  );
  await waitForOutcome(page);
}

const shownFiles = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { typewrightPlayground: { files(): ShownFile[] } }).typewrightPlayground.files(),
  );

describe.skipIf(!hasChromium)("the playground in Chromium", () => {
  it("has a control for every option of the command but the file-only ones", async () => {
    const page = await openPage();
    const shown = await page.$$eval("#options [data-option]", (labels) =>
      labels.map((label) => (label as HTMLElement).dataset.option),
    );
    expect(shown).toEqual(controlledDefinitions().map((definition) => definition.path));
    await page.close();
  });

  it("has a type check that reports what does not compile", async () => {
    const page = await openPage();
    const reply = await checkInWorker(page, {
      path: "client.ts",
      content: "import axios from 'axios';\nexport const n: number = axios.create();\n",
    });
    expect(reply.diagnostics).toEqual([
      expect.stringMatching(
        /^client\.ts:2:14 TS2322: Type 'AxiosInstance' is not assignable to type 'number'/,
      ),
    ]);
    await page.close();
  });

  it("shows the command's output for a pasted fixture and picked options, and it compiles", async () => {
    const page = await openPage();
    const fixture = path.join(ROOT, "fixtures/clients/everything.yaml");
    await page.selectOption('select[name="template"]', "tsq");
    await page.selectOption('select[name="template.client"]', "fetch");
    await page.check('input[name="hooksOut"]');
    await page.check('input[name="mocks"]');
    await page.selectOption('select[name="testingFramework"]', "vitest");
    await page.selectOption('select[name="enumDeclarationStyle"]', "enum");
    await page.selectOption('select[name="nullableStrategy"]', "include");
    await page.fill('input[name="exclude.tags"]', "admin*");
    await pasteDescription(page, readFileSync(fixture, "utf8"), "everything.yaml");

    const expected = await withTempDir(async (folder) => {
      const result = await generateFiles({
        src: fixture,
        out: path.join(folder, "client.ts"),
        template: ["tsq", "fetch"],
        hooksOut: path.join(folder, "hooks.ts"),
        mocks: path.join(folder, "mocks.ts"),
        testingFramework: "vitest",
        enumDeclarationStyle: "enum",
        nullableStrategy: "include",
        exclude: { tags: ["admin*"] },
      });
      return result.files.map((file) => ({ path: path.relative(folder, file.path), content: file.content }));
    });
    expect(await shownFiles(page)).toEqual(expected);
    expect(await page.$$eval(".file h2 span", (names) => names.map((name) => name.textContent))).toEqual(
      expected.map((file) => file.path),
    );
    expect(await page.getAttribute("#compiles", "data-state")).toBe("ok");
    expect(await page.$$eval("#diagnostics li", (items) => items.length)).toBe(0);
    expect(await page.textContent("#compiles")).toContain("0 diagnostics");
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, "playground.png"), fullPage: false });
    await page.close();
  });

  it("has a type check that loads msw's declarations and reports a handler they reject", async () => {
    const page = await openPage();
    const reply = await checkInWorker(page, {
      path: "handlers.ts",
      content: [
        "import { http, HttpResponse } from 'msw';",
        "export const handler = http.get<never, never, { id: number }>('/pets/:id', () =>",
        "  HttpResponse.json({ id: 'one' }),",
        ");",
      ].join("\n"),
    });
    expect(reply.diagnostics).toEqual([
      "handlers.ts:3:23 TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
    await page.close();
  });

  it("writes the msw handlers file when its box is checked: the command's file, compiling, kept in the link", async () => {
    const page = await openPage();
    await page.check('input[name="msw"]');
    await waitForOutcome(page);
    expect((await shownFiles(page)).map((file) => file.path)).toEqual(["client.ts", "handlers.ts"]);
    expect(await page.textContent("#compiles")).toMatch(/^✓ compiles \(strict, 0 diagnostics, \d+ ms\)$/);

    const fixture = path.join(ROOT, "fixtures/msw/handlers.yaml");
    await pasteDescription(page, readFileSync(fixture, "utf8"), "handlers.yaml");
    const expected = await withTempDir(async (folder) => {
      const result = await generateFiles({
        src: fixture,
        out: path.join(folder, "client.ts"),
        msw: path.join(folder, "handlers.ts"),
      });
      return result.files.map((file) => ({ path: path.relative(folder, file.path), content: file.content }));
    });
    expect(expected.map((file) => file.path)).toEqual(["client.ts", "handlers.ts"]);
    expect(await shownFiles(page)).toEqual(expected);
    expect(await page.textContent("#compiles")).toMatch(/^✓ compiles \(strict, 0 diagnostics, \d+ ms\)$/);
    const link = page.url();

    // Where the command refuses the handlers file, the page says so in the command's words.
    await page.selectOption('select[name="generationMode"]', "schemas");
    await waitForOutcome(page);
    expect(await page.textContent("#error")).toBe(
      'typewright: msw: needs generationMode "full" (the handlers answer the client\'s operations, which "schemas" leaves out)',
    );
    await page.close();

    const reopened = await openPage(link.slice(link.indexOf("#")));
    expect(await reopened.isChecked('input[name="msw"]')).toBe(true);
    expect(await shownFiles(reopened)).toEqual(expected);
    expect(await reopened.getAttribute("#compiles", "data-state")).toBe("ok");
    await reopened.close();
  });

  it("writes the Zod schemas with validator zod, checked against Zod's own declarations", async () => {
    const page = await openPage();
    await page.selectOption('select[name="validator"]', "zod");
    await page.check('input[name="validateResponses"]');
    await waitForOutcome(page);
    expect((await shownFiles(page)).map((file) => file.path)).toEqual(["client.ts", "client.zod.ts"]);
    expect(await page.textContent("#compiles")).toMatch(/^✓ compiles \(strict, 0 diagnostics, \d+ ms\)$/);
    await page.close();
  });

  it("shows the warnings the API returns, the options' first", async () => {
    const page = await openPage();
    await page.selectOption('select[name="template"]', "fetch");
    await page.selectOption('select[name="enumNamesStyle"]', "PascalCase");
    await pasteDescription(page, JSON.stringify(OPERATION_SERVERS_DESCRIPTION), "openapi.json");
    const expected = await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      writeFileSync(src, JSON.stringify(OPERATION_SERVERS_DESCRIPTION));
      const { warnings } = await generateFiles({ src, template: "fetch", enumNamesStyle: "PascalCase" });
      // The page names the description by the name it was pasted under.
      return warnings.map((warning) => warning.replace(src, "openapi.json"));
    });
    expect(expected).toEqual([
      'enumNamesStyle: "PascalCase" has no effect unless enumDeclarationStyle is "enum"',
      "openapi.json#/paths/~1p/post/servers: `servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL",
    ]);
    expect(await page.$$eval("#warnings li", (items) => items.map((item) => item.textContent))).toEqual(
      expected,
    );
    await page.close();
  });

  it("shows a broken description's one-line error, as the command prints it", async () => {
    const page = await openPage();
    await pasteDescription(page, "openapi: 3.0.0\ninfo: {title: x\n", "broken.yaml");
    expect(await page.textContent("#error")).toBe(
      "typewright: broken.yaml:3:1: invalid YAML: Flow map in block collection must be sufficiently indented and end with a }",
    );
    expect(await page.$$eval(".file", (files) => files.length)).toBe(0);
    await page.close();
  });

  it("keeps options and a small description in the URL: a link reproduces the page", async () => {
    const page = await openPage();
    await page.selectOption('select[name="template"]', "ky");
    await page.check('input[name="preferAny"]');
    await page.fill('input[name="servicePrefix"]', "Shop");
    await pasteDescription(
      page,
      readFileSync(path.join(ROOT, "fixtures/petstore.yaml"), "utf8"),
      "petstore.yaml",
    );
    const files = await shownFiles(page);
    const link = page.url();
    expect(link).toContain("#");
    await page.close();

    const reopened = await openPage(link.slice(link.indexOf("#")));
    expect(await reopened.inputValue('select[name="template"]')).toBe("ky");
    expect(await reopened.isChecked('input[name="preferAny"]')).toBe(true);
    expect(await reopened.inputValue('input[name="servicePrefix"]')).toBe("Shop");
    expect(await reopened.inputValue("#src-name")).toBe("petstore.yaml");
    expect(await shownFiles(reopened)).toEqual(files);
    await reopened.close();
  });
});

/** The check worker's answer for one file, type-checked in the page's own worker. */
function checkInWorker(
  page: Page,
  file: { path: string; content: string },
): Promise<{ diagnostics: string[] }> {
  return page.evaluate(
    (checked) =>
      new Promise<{ diagnostics: string[] }>((resolve) => {
        const worker = new Worker("check-worker.js");
        worker.onmessage = (event) => resolve(event.data);
        worker.postMessage({ id: 1, files: [checked] });
      }),
    file,
  );
}
