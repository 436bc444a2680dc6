import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_TYPES } from "../../src/plan/plan-arguments.js";
import {
  cookieHeader,
  expandPath,
  headerValues,
  serializeQuery,
} from "../../src/runtime/request-parameters.js";
import {
  binaryBody,
  encodeBody,
  jsonBody,
  multipartBody,
  type RequestDescriptor,
  responseDecodingOf,
  textBody,
  urlencodedBody,
} from "../../src/runtime/request-parts.js";

function pathOf(path: string, pathParams?: readonly unknown[] | Record<string, unknown>): string {
  const request: RequestDescriptor = { method: "GET", path, pathParams, responseDecoding: "json" };
  return expandPath(request);
}

describe("expandPath", () => {
  it("substitutes each placeholder by wire name, URI-encoded", () => {
    expect(pathOf("/items/{item-id}/parts/{partId}", { "item-id": "a/b c", partId: 3 })).toBe(
      "/items/a%2Fb%20c/parts/3",
    );
    expect(pathOf("/at/{when}", { when: new Date("2024-01-02T03:04:05Z") })).toBe(
      "/at/2024-01-02T03%3A04%3A05.000Z",
    );
  });

  it("fills a placeholder that appears twice, and leaves undeclared ones as written", () => {
    expect(pathOf("/{id}/copy/{id}", { id: 7 })).toBe("/7/copy/7");
    expect(pathOf("/things/{thing}/{other}", { thing: "x" })).toBe("/things/x/{other}");
    expect(pathOf("/plain")).toBe("/plain");
  });

  it("pairs a list of values with the placeholders, each name once in the order it first appears", () => {
    expect(pathOf("/{b}/x/{a}/{b}/{item-id}", ["2", "1", "i"])).toBe("/2/x/1/2/i");
    expect(pathOf("/{b}/x/{a}/{b}", ["2", "a/1"])).toBe("/2/x/a%2F1/2");
    expect(pathOf("/{a}/{b}", ["{b}", "2"])).toBe("/%7Bb%7D/2");
    expect(pathOf("/{__proto__}/{constructor}", [1, 2])).toBe("/1/2");
  });

  it("reads only the placeholders from an object that holds other parameters too (the object argument)", () => {
    const params = {
      owner: "octo cat",
      repo: "hello",
      per_page: [1, 2],
      body: { nested: { deep: true } },
      since: new Date("2024-01-02T03:04:05Z"),
    };
    expect(pathOf("/repos/{owner}/{repo}/issues", params)).toBe("/repos/octo%20cat/hello/issues");
    const asked: string[] = [];
    const styled: RequestDescriptor = {
      method: "GET",
      path: "/repos/{owner}/{repo}",
      pathParams: params,
      styles: {
        path: (name, value) => {
          asked.push(name);
          return `<${name}:${String(value)}>`;
        },
        query: () => undefined,
        header: () => undefined,
        cookie: () => undefined,
      },
    };
    // The writer is asked for the placeholders only, never for the other members.
    expect(expandPath(styled)).toBe("/repos/<owner:octo cat>/<repo:hello>");
    expect(asked).toEqual(["owner", "repo"]);
  });

  it("does not substitute into a value, nor read names from Object.prototype", () => {
    expect(pathOf("/{a}/{b}", { a: "{b}", b: "2" })).toBe("/%7Bb%7D/2");
    expect(pathOf("/{constructor}/{toString}", {})).toBe("/{constructor}/{toString}");
  });
});

describe("lists of dates in a path and in cookies (found by test/property/property.test.ts)", () => {
  it("write each date as an ISO string, like headers and queries do, not as Date#toString", () => {
    const days = [new Date("2024-01-02T03:04:05Z"), new Date("2025-06-07T08:09:10Z")];
    expect(pathOf("/at/{when}", { when: days })).toBe(
      "/at/2024-01-02T03%3A04%3A05.000Z%2C2025-06-07T08%3A09%3A10.000Z",
    );
    expect(cookieHeader({ when: days, tags: ["a", "b"] })).toBe(
      "when=2024-01-02T03%3A04%3A05.000Z%2C2025-06-07T08%3A09%3A10.000Z; tags=a%2Cb",
    );
  });
});

describe("reserved characters (allowReserved: false)", () => {
  it("percent-encodes the ones encodeURIComponent leaves, in paths and query values", () => {
    expect(pathOf("/say/{text}", { text: "Hi!(*)'" })).toBe("/say/Hi%21%28%2A%29%27");
    expect(serializeQuery({ q: "Hello World!" }, { allowDots: true, arrayFormat: "repeat" })).toBe(
      "q=Hello%20World%21",
    );
  });
});

describe("headerValues", () => {
  it("writes values in OpenAPI's simple style and drops absent ones", () => {
    expect(
      headerValues({
        "X-List": ["a", "b c", 3],
        "X-Object": { x: 1, skipped: undefined, y: "two" },
        "X-At": new Date("2024-01-02T03:04:05Z"),
        "X-Flag": false,
        "X-Absent": undefined,
        "X-Null": null,
      }),
    ).toEqual({
      "X-List": "a,b c,3",
      "X-Object": "x,1,y,two",
      "X-At": "2024-01-02T03:04:05.000Z",
      "X-Flag": "false",
    });
  });
});

describe("what a generated descriptor leaves unsaid", () => {
  it("a body without bodyEncoding goes as JSON, under the Content-Type the plan leaves out for JSON", () => {
    const request: RequestDescriptor = { method: "POST", path: "/", body: { a: [1, "x"] } };
    expect(encodeBody(request)).toEqual({ body: '{"a":[1,"x"]}', contentType: DEFAULT_CONTENT_TYPES.json });
  });

  it("each encoding's Content-Type without a stated one is the one the plan takes as its default", () => {
    const encoders = { json: jsonBody, text: textBody, binary: binaryBody };
    expect(Object.keys(encoders).sort()).toEqual(Object.keys(DEFAULT_CONTENT_TYPES).sort());
    for (const [encoding, bodyEncoding] of Object.entries(encoders)) {
      const request: RequestDescriptor = {
        method: "POST",
        path: "/",
        body: encoding === "binary" ? new Blob(["x"]) : "x",
        bodyEncoding,
      };
      expect(encodeBody(request).contentType).toBe(
        DEFAULT_CONTENT_TYPES[encoding as keyof typeof DEFAULT_CONTENT_TYPES],
      );
    }
    const stated: RequestDescriptor = {
      method: "POST",
      path: "/",
      body: 1,
      contentType: "application/vnd.x+json",
    };
    expect(encodeBody(stated).contentType).toBe("application/vnd.x+json");
  });

  it("a response without responseDecoding is read as JSON", () => {
    expect(responseDecodingOf({ method: "GET", path: "/" })).toBe("json");
    expect(responseDecodingOf({ method: "GET", path: "/", responseDecoding: "void" })).toBe("void");
  });
});

describe("body encoders", () => {
  it("multipart and urlencoded leave the Content-Type to the library or state the form's", () => {
    const form = multipartBody({ a: 1, b: [2, 3] }).body as FormData;
    expect([...form.entries()]).toEqual([
      ["a", "1"],
      ["b", "2"],
      ["b", "3"],
    ]);
    expect(multipartBody({}).contentType).toBeUndefined();
    const encoded = urlencodedBody({ a: "x y", b: [1, 2] });
    expect(String(encoded.body)).toBe("a=x+y&b=1&b=2");
    expect(encoded.contentType).toBe("application/x-www-form-urlencoded");
  });
});
