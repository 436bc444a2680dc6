// Serves the built app on 127.0.0.1 (a random port; no API: MSW's service worker answers every request with the
// generated handlers) and drives Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through
// playwright-core: the list, a pet's details, a pet added through the form, the documented 404, a feed read a
// page at a time to its end, and a query cancelled while its request is still pending.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";

const APP = path.resolve("dist");
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

let server;
let browser;
let origin;

before(async () => {
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url, "http://localhost");
    const file = path.join(APP, pathname === "/" ? "index.html" : pathname);
    if (!file.startsWith(APP) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
});

after(async () => {
  await browser?.close();
  server?.close();
});

test("lists, shows, adds, reads a documented 404, pages a feed and cancels a query, all answered by the service worker", async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // Chromium logs each 4xx answer (the documented 404, the favicon this server does not have) as an error.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  const aborted = [];
  page.on("requestfailed", (request) => aborted.push(new URL(request.url()).pathname));
  await page.goto(origin);

  await page.locator("#pets li").nth(1).waitFor();
  assert.deepEqual(await page.locator("#pets li").allTextContents(), ["Fido", "Tom"]);

  await page.getByRole("button", { name: "Fido" }).click();
  // "loading #1…" comes first: wait for the pet itself.
  await page.locator("#detail", { hasText: "Fido" }).waitFor();
  assert.equal(await page.locator("#detail").textContent(), "#1 Fido, born 2020-05-17");

  await page.fill("#name", "Rex");
  await page.click("#add");
  await page.locator("#pets li").nth(2).waitFor();
  assert.deepEqual(await page.locator("#pets li").allTextContents(), ["Fido", "Tom", "Rex"]);

  await page.click("#missing");
  await page.locator("#failure").waitFor();
  assert.equal(await page.locator("#failure").textContent(), "404: no pet #999");

  // The feed: the generated handler answers three pages of three pets (its mock data's lists hold three items by
  // default; the first is the description's example), each page with the next page's cursor but the last.
  await page.locator("#feed li").first().waitFor();
  for (const pages of [2, 3]) {
    await page.click("#more");
    await page
      .locator("#feed li")
      .nth(pages * 3 - 1)
      .waitFor();
  }
  await page.locator("#more").waitFor({ state: "detached" });
  const page1 = ["Rex", "Katherine Ritchie", "John Liskov"];
  assert.deepEqual(await page.locator("#feed li").allTextContents(), [...page1, ...page1, ...page1]);

  await page.getByRole("button", { name: "Tom" }).click();
  await page.locator("#cancel").click();
  await page.locator("#detail", { hasText: "cancelled" }).waitFor();
  await page.waitForTimeout(200);
  assert.deepEqual(aborted, ["/pets/2"]);
  assert.deepEqual(errors, []);
});
