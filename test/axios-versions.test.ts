/**
 * The axios template supports axios 1.4 and later: the other tests compile and run it against the
 * devDependency (the newest), here the same outputs compile against axios 1.4.0 (`axios-1-4`, an npm
 * alias), the first whose `paramsSerializer` accepts the function the client passes, and the live scenarios
 * every client passes run on it. Pointing the import at the alias is test plumbing: the generator always
 * imports `'axios'`.
 */
import axios, { type AxiosInstance } from "axios";
import { describe, expect, it } from "vitest";
import { generate } from "../src/index.js";
import { axiosClientUnderTest } from "./support/axios-client.js";
import { CLIENT_FIXTURES, CLIENT_VARIANTS, declaresEnums } from "./support/client-matrix.js";
import { clientScenarios } from "./support/client-scenarios.js";
import { expectCompilesApart } from "./support/compile.js";
import { fixturePath } from "./support/generated-module.js";

const LOWEST_AXIOS = "axios-1-4";
const AXIOS_IMPORT = /(from\s+)(['"])axios\2/g;

/** The code importing axios 1.4 instead; throws when there is no axios import to rewrite. */
function pointAxiosImportAtLowest(code: string): string {
  const rewritten = code.replace(AXIOS_IMPORT, `$1$2${LOWEST_AXIOS}$2`);
  if (rewritten === code) throw new Error("the generated code does not import 'axios'");
  return rewritten;
}

describe("axios clients compile against axios 1.4 as well as the newest", () => {
  it("axios 1.4: every fixture × responseShape × query grouping × options", async () => {
    const files: Record<string, string> = {};
    const withEnums: Record<string, string> = {};
    for (const fixture of CLIENT_FIXTURES) {
      for (const [variant, options] of CLIENT_VARIANTS) {
        const code = await generate({ src: fixturePath(fixture), template: "axios", ...options });
        const group = declaresEnums(options) ? withEnums : files;
        group[`clients/axios-1-4/${fixture.replace(/[/.]/g, "_")}/${variant}.ts`] =
          pointAxiosImportAtLowest(code);
      }
    }
    expect(Object.values(files).join("\n")).not.toMatch(/from 'axios'/);
    expectCompilesApart(files, withEnums);
  });
});

describe("axios template against a live server (axios 1.4)", () => {
  const { load } = clientScenarios(axiosClientUnderTest(pointAxiosImportAtLowest));

  it("runs on axios 1.4", async () => {
    const { http } = await load();
    // The fetch adapter came with axios 1.7: an instance of 1.4 lists only its own two.
    expect((http as AxiosInstance).defaults.adapter).toEqual(["xhr", "http"]);
    expect(axios.create().defaults.adapter).toContain("fetch");
  });
});
