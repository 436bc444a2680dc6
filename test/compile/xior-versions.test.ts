/**
 * The xior template supports xior 0.5.5 and later: the other tests compile and run it against the
 * devDependency (the newest), here the same outputs compile against the lowest (`xior-0-5`, an npm alias)
 * and the live scenarios every client passes run on it. xior's own files import `xior/utils` by name, which
 * npm resolves to the newest xior: the program maps every xior entry point to the alias's typings, and the
 * live modules are written where `xior` is a copy of the alias (support/private-install.ts), so what runs
 * and what is checked is 0.5.5 throughout. That is test plumbing: the generator always imports `'xior'`.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import xior from "xior";
import type { XiorResponse } from "xior-0-5";
import { clientScenarios } from "../support/client-scenarios.js";
import { expectClientMatrixCompilesAgainst } from "../support/library-versions.js";
import { privateInstall, typingsOf } from "../support/private-install.js";
import { xiorClientUnderTest } from "../support/xior-client.js";

const LOWEST_XIOR = "xior-0-5";
/** The version `xior-0-5` installs (package.json), the lowest the docs promise. */
const LOWEST_VERSION = "0.5.5";

/** Where `xior` is the lowest xior, its `xior/utils` included. */
const lowestFolder = privateInstall("xior", LOWEST_XIOR);
const requireFromLowest = createRequire(path.join(lowestFolder, "index.js"));
const lowest = (await import(
  pathToFileURL(requireFromLowest.resolve("xior")).href
)) as typeof import("xior-0-5");

describe("xior clients compile against the lowest supported xior as well as the newest", () => {
  it("the lowest xior: every fixture × responseShape × query grouping × options", async () => {
    await expectClientMatrixCompilesAgainst("xior", "xior", LOWEST_XIOR, typingsOf("xior", LOWEST_XIOR));
  });

  it("maps `xior/utils`, which xior's own declarations import, to the lowest xior's too", () => {
    const { paths } = typingsOf("xior", LOWEST_XIOR);
    expect(paths?.["xior/utils"]?.[0]).toContain(`${path.sep}${LOWEST_XIOR}${path.sep}`);
  });
});

describe("xior template against a live server (the lowest xior)", () => {
  const { load } = clientScenarios({
    ...xiorClientUnderTest(lowest.isXiorError),
    modulesUnder: path.join(lowestFolder, "modules"),
  });

  it("runs on the lowest xior, its utilities included", async () => {
    const { http, itemsClient } = await load();
    // The instance the generated module made is the lowest xior's, not the devDependency's.
    expect((http as { constructor: { VERSION?: string } }).constructor.VERSION).toBe(LOWEST_VERSION);
    expect(LOWEST_VERSION).not.toBe(xior.VERSION);
    expect(requireFromLowest.resolve("xior/utils").startsWith(lowestFolder)).toBe(true);
    const response: XiorResponse = await itemsClient.getItemPart?.("i", 1, "q");
    expect(response.status).toBe(200);
    expect(response.headers).toBeInstanceOf(Headers);
  });
});
