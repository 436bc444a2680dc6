/**
 * Parameters named `__proto__`, `constructor` and `toString` are sent like any other, by every HTTP client on
 * Node, with positional and object arguments: a library that merges a `params` object by assignment drops
 * them (axios and xior did), so the clients write the query into the URL themselves.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { compileInMemory } from "../support/compile.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Under test/, so that the clients resolve the repository's packages; `test/_scratch*` is ignored by git.
const FOLDER = path.join(ROOT, "test", `_scratch-prototype-names-${process.pid}`);
const SOURCE = path.join(ROOT, "fixtures/clients/prototype-names.yaml");

const seen: string[] = [];
const server = http.createServer((request, response) => {
  seen.push(request.url ?? "");
  response.setHeader("content-type", "application/json");
  response.end("{}");
});
let baseUrl = "";
/** Every client generated here, compiled together at the end. */
const generated: Record<string, string> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mkdirSync(FOLDER, { recursive: true });
});
afterAll(() => {
  server.close();
  rmSync(FOLDER, { recursive: true, force: true });
});

describe.each(["fetch", "axios", "xior", "ky"] as const)("%s", (template) => {
  it.each(["positional", "object"] as const)("sends them with %s arguments", async (argumentStyle) => {
    const file = path.join(FOLDER, `${template}-${argumentStyle}.ts`);
    const code = (await generate({ src: SOURCE, template, argumentStyle, baseUrl })) as string;
    generated[`${template}-${argumentStyle}.ts`] = code;
    writeFileSync(file, code);
    const client = await import(pathToFileURL(file).href);
    seen.length = 0;
    if (argumentStyle === "object") {
      // The object's key for `__proto__` is another (a key `__proto__` would set the object's prototype).
      await client.getQ({ __proto___query: "p", constructor: "c", toString: "t" });
      // Left out, they are not sent: not Object.prototype's `constructor` and `toString`.
      await client.getQ({});
    } else {
      await client.getQ("p", "c", "t");
      await client.getQ();
    }
    expect(seen).toEqual(["/q?__proto__=p&constructor=c&toString=t", "/q"]);
  });
});

describe("the clients", () => {
  it("compile strictly", () => {
    expect(Object.keys(generated)).toHaveLength(8);
    expect(compileInMemory(generated).diagnostics).toEqual([]);
  });
});
