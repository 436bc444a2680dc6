/**
 * Per-parameter serialization: what the model records, which parameters get a `styles` entry in
 * the request descriptor, and the runtime helpers that read it. The wire proof, every template against the
 * specification's style examples table, is support/parameter-style-scenarios.ts.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import type { JsonObject } from "../../src/load/types.js";
import type { ParameterModel } from "../../src/model/types.js";
import { styleCode } from "../../src/plan/parameter-wire.js";
import { encodeReserved, styledParameters } from "../../src/runtime/parameter-styles.js";
import {
  cookieHeader,
  expandPath,
  headerValues,
  serializeQuery,
} from "../../src/runtime/request-parameters.js";
import type { QueryStyle } from "../../src/runtime/request-parts.js";
import { fixturePath } from "../support/generated-module.js";
import { modelOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

/** The parameters of `GET /things`, as the model reads them. */
function parametersOf(parameters: JsonObject[]): ParameterModel[] {
  const document = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: { "/things": { get: { parameters, responses: { "204": { description: "ok" } } } } },
  };
  return modelOf(document).operations[0]?.parameters ?? [];
}

describe("model: what a parameter states about its serialization", () => {
  it("records style/explode as stated only when written, and allowReserved only in the query", () => {
    const string = { type: "string" };
    const [none, style, explode, reserved, headerReserved] = parametersOf([
      { name: "none", in: "query", schema: string },
      { name: "style", in: "query", style: "pipeDelimited", schema: string },
      { name: "explode", in: "query", explode: false, schema: string },
      { name: "reserved", in: "query", allowReserved: true, schema: string },
      { name: "X-Reserved", in: "header", allowReserved: true, schema: string },
    ]);
    expect(none).toMatchObject({ style: "form", explode: true });
    expect(none?.styleStated).toBeUndefined();
    expect(style).toMatchObject({ style: "pipeDelimited", explode: false, styleStated: true });
    expect(explode).toMatchObject({ style: "form", explode: false, styleStated: true });
    expect(reserved).toMatchObject({ allowReserved: true });
    expect(reserved?.styleStated).toBeUndefined();
    expect(headerReserved?.allowReserved).toBeUndefined();
  });

  it("explodes the cookie style by default (OpenAPI 3.2), like form and unlike the others", () => {
    const object = { type: "object" };
    const [cookie, flat, simple] = parametersOf([
      { name: "prefs", in: "cookie", style: "cookie", schema: object },
      { name: "flat", in: "cookie", style: "cookie", explode: false, schema: object },
      { name: "X-Prefs", in: "header", style: "simple", schema: object },
    ]);
    expect(cookie).toMatchObject({ style: "cookie", explode: true, styleStated: true });
    expect(flat).toMatchObject({ style: "cookie", explode: false });
    expect(simple).toMatchObject({ style: "simple", explode: false });
  });
});

describe("emit: the descriptor's style code per parameter", () => {
  const parameter = (fields: Partial<ParameterModel>): ParameterModel => ({
    name: "color",
    in: "query",
    required: true,
    schema: { kind: "array", items: { kind: "primitive", type: "string" } },
    style: "form",
    explode: true,
    ...fields,
  });
  const scalar = { kind: "primitive", type: "string" } as const;

  it.each<[string, Partial<ParameterModel>, string | undefined]>([
    ["nothing stated: queryParamsSerialization", {}, undefined],
    ["form, not exploded", { styleStated: true, explode: false }, "form"],
    ["form, exploded", { styleStated: true }, "form*"],
    ["deepObject", { styleStated: true, style: "deepObject" }, "deepObject*"],
    ["matrix in a path", { styleStated: true, in: "path", style: "matrix", explode: false }, "matrix"],
    ["a style the location does not have: its default", { styleStated: true, style: "matrix" }, "form*"],
    ["allowReserved with a style", { styleStated: true, allowReserved: true }, "+form*"],
    ["allowReserved alone: the contract's way, reserved kept", { allowReserved: true }, "+"],
    ["a scalar in form: written the same either way", { styleStated: true, schema: scalar }, undefined],
    ["a scalar in pipeDelimited", { styleStated: true, style: "pipeDelimited", schema: scalar }, undefined],
    [
      "a scalar in a simple header",
      { styleStated: true, in: "header", style: "simple", schema: scalar },
      undefined,
    ],
    ["a scalar in label", { styleStated: true, in: "path", style: "label", schema: scalar }, "label*"],
    ["a scalar with allowReserved", { styleStated: true, allowReserved: true, schema: scalar }, "+form*"],
    ["content: the media type's text", { styleStated: true, mediaType: "application/json" }, undefined],
    ["cookie style, exploded", { styleStated: true, in: "cookie", style: "cookie" }, "cookie*"],
    // Not percent-encoded, unlike the default: even a scalar gets an entry.
    [
      "a scalar in the cookie style",
      { styleStated: true, in: "cookie", style: "cookie", schema: scalar },
      "cookie*",
    ],
    [
      "the cookie style outside a cookie: the location's default",
      { styleStated: true, style: "cookie" },
      "form*",
    ],
    [
      "the whole query string as a form",
      { in: "querystring", mediaType: "application/x-www-form-urlencoded; charset=utf-8" },
      "querystring:form",
    ],
    [
      "the whole query string as JSON",
      { in: "querystring", mediaType: "application/json" },
      "querystring:text",
    ],
    ["the whole query string as text", { in: "querystring", mediaType: "text/plain" }, "querystring:text"],
  ])("%s", (_, fields, expected) => {
    expect(styleCode(parameter(fields))).toBe(expected);
  });
});

describe("generated code", () => {
  it("has no styles where no parameter states one (petstore)", async () => {
    const code = await generate({ src: fixturePath("petstore.yaml"), template: "fetch" });
    expect(code).not.toMatch(/^\s+styles: /m);
    // Nor the helpers that write stated styles: they are spliced only where some parameter states one.
    expect(code).not.toContain("styledParameters");
  });

  it("states the styles per location, keyed by wire name, including __proto__ as a key", async () => {
    const document = {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/things/{id}": {
          get: {
            operationId: "getThing",
            parameters: [
              { name: "id", in: "path", required: true, style: "label", schema: { type: "string" } },
              {
                name: "__proto__",
                in: "query",
                explode: false,
                schema: { type: "array", items: { type: "string" } },
              },
              { name: "X-Point", in: "header", explode: true, schema: { type: "object" } },
              { name: "plain", in: "query", schema: { type: "array", items: { type: "string" } } },
            ],
            responses: { "204": { description: "ok" } },
          },
        },
      },
    };
    const code = await withTempDir(async (dir) => {
      const src = path.join(dir, "openapi.json");
      await writeFile(src, JSON.stringify(document));
      return generate({ src, template: "fetch" });
    });
    expect(code).toContain(
      "styles: styledParameters({ path: { id: 'label' }, query: { ['__proto__']: 'form' }, header: { 'X-Point': 'simple*' } }),",
    );
  });

  it("the parameter-styles fixture states every cell (one entry per operation)", async () => {
    const code = await generate({ src: fixturePath("clients/parameter-styles.yaml"), template: "fetch" });
    const fixture = await readFile(fixturePath("clients/parameter-styles.yaml"), "utf8");
    const operations = fixture.match(/operationId: /g)?.length ?? 0;
    // Every operation but the mixed one's `limit` (a scalar with explode true) states a style.
    expect(code.match(/^\s+styles: /gm)?.length).toBe(operations);
    expect(code.match(/function styledParameters\(/g)).toHaveLength(1);
    expect(code).toContain("styles: styledParameters({ query: { fields: 'form' } }),");
  });
});

describe("runtime helpers", () => {
  const contract: QueryStyle = { allowDots: true, arrayFormat: "repeat" };
  const stated = (query: Record<string, string>) => styledParameters({ query });

  it("serializes a query without styles exactly as before", () => {
    const query = { a: ["x", "y"], b: { c: 1 }, d: undefined, e: "f g" };
    expect(serializeQuery(query, contract, undefined)).toBe("a=x&a=y&b.c=1&e=f%20g");
    expect(serializeQuery(query, contract, styledParameters({}))).toBe("a=x&a=y&b.c=1&e=f%20g");
  });

  it("applies a stated style only to its own parameter, and never reads Object.prototype", () => {
    expect(serializeQuery({ a: ["x/y"] }, contract, stated({ a: "+" }))).toBe("a=x/y");
    const query = { a: ["x", "y"], b: { c: 1 }, constructor: ["p", "q"] };
    expect(serializeQuery(query, contract, stated({ a: "pipeDelimited" }))).toBe(
      "a=x|y&b.c=1&constructor=p&constructor=q",
    );
    expect(
      serializeQuery(query, { allowDots: false, arrayFormat: "indices" }, stated({ b: "deepObject*" })),
    ).toBe("a[0]=x&a[1]=y&b[c]=1&constructor[0]=p&constructor[1]=q");
  });

  it("leaves out empty and missing values of stated parameters", () => {
    expect(
      serializeQuery(
        { a: [], b: {}, c: null, d: "x" },
        contract,
        stated({ a: "form", b: "form*", c: "form" }),
      ),
    ).toBe("d=x");
  });

  it("encodes reserved expansion: reserved characters and %XX stay, query delimiters and the rest do not", () => {
    expect(encodeReserved("/a?b=c:d@e!$()*,;'")).toBe("/a?b=c:d@e!$()*,;'");
    expect(encodeReserved("%41%zz#[]&+ é")).toBe("%41%25zz%23%5B%5D%26%2B%20%C3%A9");
  });

  it("writes dates inside styled values as ISO strings", () => {
    const day = new Date("2024-01-02T03:04:05Z");
    expect(serializeQuery({ at: [day, day] }, contract, stated({ at: "form" }))).toBe(
      "at=2024-01-02T03%3A04%3A05.000Z,2024-01-02T03%3A04%3A05.000Z",
    );
    const path = expandPath({
      method: "GET",
      path: "/at/{at}",
      pathParams: { at: day },
      styles: styledParameters({ path: { at: "matrix" } }),
      responseDecoding: "void",
    });
    expect(path).toBe("/at/;at=2024-01-02T03%3A04%3A05.000Z");
  });

  it("writes a nested deepObject in brackets: dates as ISO text, empty and missing values left out", () => {
    const filter = {
      at: { after: new Date("2024-01-02T03:04:05Z") },
      none: {},
      gone: null,
      tags: ["a", null, "b"],
      rows: [[1, 2], { k: "v" }],
      "a[b]": 1,
    };
    expect(serializeQuery({ filter }, contract, stated({ filter: "deepObject*" }))).toBe(
      "filter[at][after]=2024-01-02T03%3A04%3A05.000Z&filter[tags][]=a&filter[tags][]=b" +
        "&filter[rows][0][]=1&filter[rows][0][]=2&filter[rows][1][k]=v&filter[a%5Bb%5D]=1",
    );
    expect(serializeQuery({ filter: { a: "x/y" } }, contract, stated({ filter: "+deepObject*" }))).toBe(
      "filter[a]=x/y",
    );
  });

  it("writes Swagger's ssv, pipes and tsv on path and header parameters", () => {
    const styles = styledParameters({
      path: { s: "spaceDelimited", p: "pipeDelimited", t: "tabDelimited" },
      header: { S: "spaceDelimited", P: "pipeDelimited", T: "tabDelimited" },
    });
    const values = ["a b", "c|d"];
    const path = expandPath({
      method: "GET",
      path: "/{s}/{p}/{t}",
      pathParams: { s: values, p: values, t: values },
      styles,
      responseDecoding: "void",
    });
    expect(path).toBe("/a%20b%20c%7Cd/a%20b%7Cc%7Cd/a%20b%09c%7Cd");
    expect(headerValues({ S: values, P: values, T: values, O: values }, styles)).toEqual({
      S: "a b c|d",
      P: "a b|c|d",
      T: "a b\tc|d",
      O: "a b,c|d",
    });
  });

  it("explodes an object header as key=value pairs, and cookies as separate cookies", () => {
    const point = { x: 1, y: -2 };
    expect(headerValues({ P: point }, styledParameters({ header: { P: "simple*" } }))).toEqual({
      P: "x=1,y=-2",
    });
    expect(headerValues({ P: point }, styledParameters({ header: { P: "simple" } }))).toEqual({
      P: "x,1,y,-2",
    });
    expect(headerValues({ P: point })).toEqual({ P: "x,1,y,-2" });
    expect(cookieHeader({ c: ["a b", "c"], d: "e" }, styledParameters({ cookie: { c: "form*" } }))).toBe(
      "c=a%20b; c=c; d=e",
    );
    expect(cookieHeader({ c: ["a b", "c"] }, styledParameters({ cookie: { c: "form" } }))).toBe("c=a%20b,c");
    // Not stated: as before (the whole simple value percent-encoded).
    expect(cookieHeader({ c: ["a b", "c"] })).toBe("c=a%20b%2Cc");
  });

  it("writes the cookie style: `; ` between cookies, `,` inside one, nothing percent-encoded", () => {
    const cookie = (value: unknown, code: string) =>
      cookieHeader({ c: value }, styledParameters({ cookie: { c: code } }));
    expect(cookie("a/b:c", "cookie*")).toBe("c=a/b:c");
    expect(cookie(["a", "b c"], "cookie*")).toBe("c=a; c=b c");
    expect(cookie(["a", "b c"], "cookie")).toBe("c=a,b c");
    expect(cookie({ k1: "v/1", k2: 2 }, "cookie*")).toBe("k1=v/1; k2=2");
    expect(cookie({ k1: "v/1", k2: 2 }, "cookie")).toBe("c=k1,v/1,k2,2");
    expect(cookie([], "cookie*")).toBeUndefined();
  });

  it("writes the whole query string: a form as a form body, other media types as encoded text", () => {
    const whole = (code: string) => styledParameters({ query: { q: code } });
    const filter = { text: "a b&c", tags: ["x", "y"], none: undefined };
    expect(serializeQuery({ q: filter }, contract, whole("querystring:form"))).toBe(
      "text=a+b%26c&tags=x&tags=y",
    );
    expect(serializeQuery({ q: '{"a":"b c"}' }, contract, whole("querystring:text"))).toBe(
      "%7B%22a%22%3A%22b%20c%22%7D",
    );
    expect(serializeQuery({ q: undefined, page: 2 }, contract, whole("querystring:form"))).toBe("page=2");
    expect(serializeQuery({ q: { a: 1 }, page: 2 }, contract, whole("querystring:form"))).toBe("a=1&page=2");
  });
});
