/**
 * Live-server scenario for arguments named like the generated module's own values (fixtures/clients/
 * runtime-names.yaml): a body that reads such an argument under another name still sends it under its own,
 * and still reaches the values it would have hidden (the sender, the defaults, the style writer, the date
 * converters). Registered by `clientScenarios` for every template, on its server.
 */
import { expect, it } from "vitest";
import type { BrowserPage, ClientOptions, GeneratedClient } from "./client-under-test.js";
import type { CannedResponse, RecordedRequest } from "./http-server.js";

export const RUNTIME_NAMES_FIXTURE = "fixtures/clients/runtime-names.yaml";

/** What the server answers to the fixture's route: the stamp, which the client revives. */
export function answerRuntimeNames(request: RecordedRequest): CannedResponse | undefined {
  if (!request.path.startsWith("/helpers/")) return undefined;
  return { body: { at: "2024-01-02T03:04:05.000Z", day: "2024-01-02" } };
}

export interface RuntimeNameContext {
  lastRequest(): RecordedRequest;
  load(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
  /** The classes values handed to the client are made with: the page's in a browser, else Node's. */
  values(): Pick<BrowserPage, "Date">;
  /** False in a page: XMLHttpRequest drops a `Cookie` header set by script. */
  sendsCookies: boolean;
}

export function runtimeNameScenarios({ lastRequest, load, values, sendsCookies }: RuntimeNameContext): void {
  it("arguments named like runtime helpers and the template's values are sent under their names", async () => {
    const { itemsClient } = await load({ responseShape: "body" }, RUNTIME_NAMES_FIXTURE);
    const PageDate = values().Date;
    const stamp = await itemsClient.sendHelpers?.(
      "path one",
      "path-two",
      // Calendar days are written as the local day of a `Date`.
      { at: new PageDate("2024-05-06T07:08:09Z"), day: new PageDate(2024, 4, 6) },
      { a: "x" },
      "url",
      new PageDate(2024, 0, 2),
      "v",
      "o",
      "qs",
      "bo",
      "fd",
      "sp",
      "m",
      "rs",
      "defaults",
      "credentials",
      "schemes",
      "with",
      "axios",
      "ky",
      "xior",
      "in",
      "observe",
    );
    const request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/helpers/path%20one/path-two");
    expect(request.query).toBe(
      [
        ...["expand[a]=x", "buildUrl=url", "copyValue=2024-01-02", "value=v", "options=o", "queryStyle=qs"],
        ...["bodyOf=bo", "formatDate=fd", "styledParameters=sp", "map=m", "reviveStamp=rs"],
      ].join("&"),
    );
    const headers = Object.fromEntries(
      [
        ...["clientDefaults", "clientCredentials", "securitySchemes", "withCredentials", "sendAxiosRequest"],
        ...["sendKyRequest", "sendXiorRequest", "withCredentialsIn"],
      ].map((name) => [name, request.headers[name.toLowerCase()]]),
    );
    expect(headers).toEqual({
      clientDefaults: "defaults",
      clientCredentials: "credentials",
      securitySchemes: "schemes",
      withCredentials: "with",
      sendAxiosRequest: "axios",
      sendKyRequest: "ky",
      sendXiorRequest: "xior",
      withCredentialsIn: "in",
    });
    if (sendsCookies) expect(request.headers.cookie).toBe("observeWithCredentials=observe");
    expect(JSON.parse(request.body.toString())).toEqual({
      at: "2024-05-06T07:08:09.000Z",
      day: "2024-05-06",
    });
    // The response was revived by the converter whose name an argument has.
    expect((stamp as { at: Date }).at).toBeInstanceOf(PageDate);
    expect((stamp as { at: Date }).at.toISOString()).toBe("2024-01-02T03:04:05.000Z");
  });
}
