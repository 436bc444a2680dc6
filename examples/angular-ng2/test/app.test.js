// Serves the built app and a Petstore API under /api on 127.0.0.1 (a random port), then drives Debian's
// Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through playwright-core: the list, a pet's details, a pet
// added through the form, the documented 404, and a pending detail cancelled by picking another pet.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";

const APP = path.resolve("dist/petstore/browser");
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

const pets = [
  { id: 1, name: "Fido", status: "available", birthDate: "2020-05-17" },
  { id: 2, name: "Tom", status: "available" },
];
const requests = [];

function answer(request, response, text) {
  const url = new URL(request.url, "http://localhost");
  if (!url.pathname.startsWith("/api/")) {
    const file = path.join(APP, url.pathname === "/" ? "index.html" : url.pathname);
    const found = file.startsWith(APP) && existsSync(file) ? file : path.join(APP, "index.html");
    response.writeHead(200, { "content-type": TYPES[path.extname(found)] ?? "application/octet-stream" });
    return response.end(readFileSync(found));
  }
  requests.push(`${request.method} ${url.pathname}${url.search}${text ? ` ${text}` : ""}`);
  const send = (status, body) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (request.method === "GET" && url.pathname === "/api/pets") return send(200, pets);
  if (request.method === "POST" && url.pathname === "/api/pets") {
    const pet = { id: pets.length + 1, ...JSON.parse(text) };
    pets.push(pet);
    return send(201, pet);
  }
  const match = /^\/api\/pets\/(\d+)$/.exec(url.pathname);
  const pet = match && pets.find((candidate) => candidate.id === Number(match[1]));
  // Tom takes his time, so that the page can cancel his request.
  if (request.method === "GET" && pet?.id === 2) return setTimeout(() => send(200, pet), 5_000);
  if (request.method === "GET" && pet) return send(200, pet);
  if (request.method === "GET" && match) return send(404, { code: 404, message: "no such pet" });
  send(500, { code: 500, message: "unexpected" });
}

let server;
let browser;
let origin;

before(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => answer(request, response, text));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
});

after(async () => {
  await browser?.close();
  server?.close();
});

test("lists pets, shows one, adds one, shows the documented 404 and cancels a pending detail by picking another", async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const aborted = [];
  page.on("requestfailed", (request) => aborted.push(new URL(request.url()).pathname));
  await page.goto(origin);
  await page.locator("#pets li").nth(1).waitFor();
  assert.deepEqual(await page.locator("#pets li").allTextContents(), ["Fido", "Tom"]);

  await page.getByRole("button", { name: "Fido" }).click();
  await page.locator("#detail", { hasText: "#1" }).waitFor();
  assert.equal(await page.locator("#detail").textContent(), "#1 Fido, born 2020-05-17");

  await page.fill("#name", "Rex");
  await page.click("#add");
  await page.locator("#pets li").nth(2).waitFor();
  assert.deepEqual(await page.locator("#pets li").allTextContents(), ["Fido", "Tom", "Rex"]);

  // The detail's resource follows the selected pet: the 404 the description documents, typed by status.
  await page.click("#missing");
  await page.locator("#failure", { hasText: "404" }).waitFor();
  assert.equal(await page.locator("#failure").textContent(), "404: no such pet");

  // Tom answers slowly: picking Fido while his request is pending cancels it.
  await page.getByRole("button", { name: "Tom" }).click();
  await page.locator("#detail", { hasText: "loading #2" }).waitFor();
  await page.getByRole("button", { name: "Fido" }).click();
  await page.locator("#detail", { hasText: "#1 Fido" }).waitFor();
  await page.waitForTimeout(200);
  assert.deepEqual(aborted, ["/api/pets/2"]);

  assert.deepEqual(requests, [
    "GET /api/pets?limit=20&status=available",
    "GET /api/pets/1",
    'POST /api/pets {"name":"Rex","status":"available"}',
    "GET /api/pets?limit=20&status=available",
    "GET /api/pets/999",
    "GET /api/pets/2",
    "GET /api/pets/1",
  ]);
  assert.deepEqual(errors, []);
});
