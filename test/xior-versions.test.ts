/**
 * The xior template supports xior 0.5.5 and later: the other tests compile and run it against the
 * devDependency (the newest), here the same outputs compile against the lowest (`xior-0-5`, an npm alias)
 * and the live scenarios every client passes run on it. Pointing the import at the alias is test plumbing:
 * the generator always imports `'xior'`.
 */
import { describe, expect, it } from "vitest";
import xior from "xior";
import { isXiorError, type XiorResponse } from "xior-0-5";
import { clientScenarios } from "./support/client-scenarios.js";
import { expectClientMatrixCompilesAgainst, pointImportAt } from "./support/library-versions.js";
import { xiorClientUnderTest } from "./support/xior-client.js";

const LOWEST_XIOR = "xior-0-5";
/** The version `xior-0-5` installs (package.json), the lowest the docs promise. */
const LOWEST_VERSION = "0.5.5";

/** The code importing the lowest xior instead; throws when there is no xior import to rewrite. */
const pointXiorImportAtLowest = (code: string) => pointImportAt(code, "xior", LOWEST_XIOR);

describe("xior clients compile against the lowest supported xior as well as the newest", () => {
  it("the lowest xior: every fixture × responseShape × query grouping × options", async () => {
    await expectClientMatrixCompilesAgainst("xior", "xior", LOWEST_XIOR);
  });
});

describe("xior template against a live server (the lowest xior)", () => {
  const { load } = clientScenarios(xiorClientUnderTest(isXiorError, pointXiorImportAtLowest));

  it("runs on the lowest xior", async () => {
    const { http, itemsClient } = await load();
    // The instance the generated module made is the lowest xior's, not the devDependency's.
    expect((http as { constructor: { VERSION?: string } }).constructor.VERSION).toBe(LOWEST_VERSION);
    expect(LOWEST_VERSION).not.toBe(xior.VERSION);
    const response: XiorResponse = await itemsClient.getItemPart?.("i", 1, "q");
    expect(response.status).toBe(200);
    expect(response.headers).toBeInstanceOf(Headers);
  });
});
