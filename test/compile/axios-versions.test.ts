/**
 * The axios template supports axios 1.4 and later: the other tests compile and run it against the
 * devDependency (the newest), here the same outputs compile against axios 1.4.0 (`axios-1-4`, an npm
 * alias), the first whose `paramsSerializer` accepts the function the client passes, and the live scenarios
 * every client passes run on it. Pointing the import at the alias is test plumbing: the generator always
 * imports `'axios'`.
 */
import axios, { type AxiosInstance } from "axios";
import { describe, expect, it } from "vitest";
import { axiosClientUnderTest } from "../support/axios-client.js";
import { clientScenarios } from "../support/client-scenarios.js";
import { expectClientMatrixCompilesAgainst, pointImportAt } from "../support/library-versions.js";

const LOWEST_AXIOS = "axios-1-4";

/** The code importing axios 1.4 instead; throws when there is no axios import to rewrite. */
const pointAxiosImportAtLowest = (code: string) => pointImportAt(code, "axios", LOWEST_AXIOS);

describe("axios clients compile against axios 1.4 as well as the newest", () => {
  it("axios 1.4: every fixture × responseShape × query grouping × options", async () => {
    await expectClientMatrixCompilesAgainst("axios", "axios", LOWEST_AXIOS);
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
