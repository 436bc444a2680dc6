/**
 * Swagger 2.0's `collectionFormat: multi` on a path or header parameter, where it has no meaning (2.0 allows
 * it in the query and form data only): each such parameter is reported at its place in the converted
 * description, once for a shared one, and a live server receives what the warnings say is sent.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";

const FIXTURE = "fixtures/clients/collection-format-multi.yaml";

const PATH_WARNING =
  "`collectionFormat: multi` has no meaning in a path (Swagger 2.0 allows it in the query and form data only): the items are sent as one segment, joined by commas that are percent-encoded like the items (`a%2Cb`)";
const HEADER_WARNING =
  "`collectionFormat: multi` has no meaning in a header (Swagger 2.0 allows it in the query and form data only): the items are sent in one header line, joined by commas (`a,b`)";

interface MultiModule {
  clientDefaults: { baseUrl: string };
  getItems(ids: string[], xTags: string[], q: string[], xTrace: string[]): Promise<unknown>;
}

describe("collectionFormat multi outside the query", () => {
  it("is reported per parameter with its pointer and what is sent instead; multi in the query is not", async () => {
    const { warnings } = await generateFiles({ src: path.resolve(FIXTURE), template: "fetch" });
    expect(warnings).toEqual([
      `#/paths/~1items~1{ids}/get/parameters/0/collectionFormat: ${PATH_WARNING}`,
      // The shared header is reported where it is written, and with the other header as one construct.
      `#/paths/~1items~1{ids}/get/parameters/1/collectionFormat: ${HEADER_WARNING} (also at 1 other place)`,
    ]);
  });

  describe("against a live server", () => {
    let server: RecordingServer;
    let module: MultiModule;
    beforeAll(async () => {
      server = await startRecordingServer(() => ({ status: 204 }));
      ({ module } = await importGenerated<MultiModule>(FIXTURE, {
        template: "fetch",
        responseShape: "body",
      }));
      module.clientDefaults.baseUrl = server.url;
    });
    afterAll(() => server.close());

    it("sends the path items as one segment with encoded commas, the headers' in one line, the query's repeated", async () => {
      await module.getItems(["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]);
      const request = server.requests.at(-1);
      expect(request?.path).toBe("/items/a%2Cb");
      expect(request?.headers["x-tags"]).toBe("c,d");
      expect(request?.headers["x-trace"]).toBe("g,h");
      expect(request?.query).toBe("q=e&q=f");
    });
  });
});
