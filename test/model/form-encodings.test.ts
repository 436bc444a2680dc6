/**
 * Urlencoded bodies whose Encoding Objects state `style`, `explode` or `allowReserved`: what the model reads,
 * the style code each field gets, the runtime that writes such a body, and what generated code and warnings
 * say. The wire proof on every template is support/form-encoding-scenarios.ts.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate, generateFiles } from "../../src/index.js";
import type { JsonObject } from "../../src/load/types.js";
import { fieldStyleCode } from "../../src/plan/parameter-wire.js";
import {
  styledMultipartBody,
  styledParameters,
  styledUrlencodedBody,
} from "../../src/runtime/parameter-styles.js";
import { serializeQuery } from "../../src/runtime/request-parameters.js";
import type { QueryStyle } from "../../src/runtime/request-parts.js";
import { fixturePath } from "../support/generated-module.js";
import { modelOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

const FIXTURE = fixturePath("clients/form-encodings.yaml");

/** `POST /things` with a body of `mediaType` whose `encoding` is given. */
function formDocument(mediaType: string, encoding: JsonObject): JsonObject {
  const schema = { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } };
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/things": {
        post: {
          requestBody: { content: { [mediaType]: { schema, encoding } } },
          responses: { "204": { description: "ok" } },
        },
      },
    },
  };
}

function fieldEncodingsOf(mediaType: string, encoding: JsonObject) {
  return modelOf(formDocument(mediaType, encoding)).operations[0]?.requestBody?.fieldEncodings;
}

describe("model: the field encodings of an urlencoded or multipart/form-data body", () => {
  const URLENCODED = "application/x-www-form-urlencoded";

  it("reads style, explode and allowReserved with OpenAPI's defaults", () => {
    expect(
      fieldEncodingsOf(URLENCODED, {
        deep: { style: "deepObject", explode: true },
        commas: { explode: false },
        pipes: { style: "pipeDelimited" },
        reserved: { allowReserved: true },
      }),
    ).toEqual({
      deep: { style: "deepObject", explode: true, allowReserved: false },
      commas: { style: "form", explode: false, allowReserved: false },
      pipes: { style: "pipeDelimited", explode: false, allowReserved: false },
      reserved: { style: "form", explode: true, allowReserved: true },
    });
  });

  it("reads none where an encoding states only contentType or headers, or the body is multipart", () => {
    expect(fieldEncodingsOf(URLENCODED, { tags: { contentType: "text/plain" } })).toBeUndefined();
    expect(fieldEncodingsOf(URLENCODED, { tags: { allowReserved: false } })).toBeUndefined();
    expect(fieldEncodingsOf("multipart/mixed", { tags: { style: "deepObject" } })).toBeUndefined();
    expect(fieldEncodingsOf("multipart/form-data", { tags: { style: "deepObject" } })).toEqual({
      tags: { style: "deepObject", explode: false, allowReserved: false },
    });
  });

  it("keeps a field named __proto__ a field", () => {
    const read = fieldEncodingsOf(URLENCODED, JSON.parse('{"__proto__": {"explode": false}}'));
    expect(read && Object.hasOwn(read, "__proto__")).toBe(true);
  });
});

describe("plan: a field's style code", () => {
  it.each<[string, { style: string; explode: boolean; allowReserved: boolean }, string]>([
    ["deepObject", { style: "deepObject", explode: true, allowReserved: false }, "deepObject*"],
    ["form, not exploded", { style: "form", explode: false, allowReserved: false }, "form"],
    ["form, exploded: stated in full", { style: "form", explode: true, allowReserved: false }, "form*"],
    ["allowReserved", { style: "form", explode: true, allowReserved: true }, "+form*"],
    ["a style no query has: form", { style: "matrix", explode: false, allowReserved: false }, "form"],
  ])("%s", (_, encoding, expected) => {
    expect(fieldStyleCode(encoding, "urlencoded")).toBe(expected);
  });

  it("leaves allowReserved out in multipart, where no part is percent-encoded", () => {
    expect(fieldStyleCode({ style: "form", explode: false, allowReserved: true }, "multipart")).toBe("form");
  });
});

describe("runtime: styledUrlencodedBody", () => {
  const request = (form: Record<string, string>) => ({
    method: "POST",
    path: "/things",
    styles: styledParameters({ form }),
  });

  it("writes stated fields as the query writes them, the others as a form does, in the body's order", () => {
    const body = { a: "x y", deep: { k: ["v", "w"] }, tags: ["p", "q"], list: ["x", "y"] };
    expect(styledUrlencodedBody(body, request({ deep: "deepObject*", tags: "pipeDelimited" }))).toEqual({
      body: "a=x+y&deep[k][]=v&deep[k][]=w&tags=p|q&list=x&list=y",
      contentType: "application/x-www-form-urlencoded",
    });
  });

  it("writes dates as ISO text and never reads Object.prototype", () => {
    const at = new Date("2024-01-02T03:04:05Z");
    const body = JSON.parse('{"__proto__": ["a", "b"], "constructor": 1}');
    body.at = { from: at };
    const form = JSON.parse('{"at": "deepObject*", "__proto__": "form"}');
    expect(styledUrlencodedBody(body, request(form)).body).toBe(
      "__proto__=a,b&constructor=1&at[from]=2024-01-02T03%3A04%3A05.000Z",
    );
  });

  it("writes a multipart body's stated fields as the parts their query text names; files stay files", () => {
    const file = new Blob(["bytes"], { type: "image/png" });
    const body = {
      expand: ["a b", "c&d"],
      file,
      file_link_data: { create: true, metadata: { k: "v=w" } },
      purpose: "x",
      files: [file],
    };
    const styles = request({ expand: "deepObject*", file_link_data: "deepObject*", files: "form" });
    const { body: form, contentType } = styledMultipartBody(body, styles);
    expect(contentType).toBeUndefined();
    const parts = [...(form as FormData).entries()].map(([key, part]) => [
      key,
      typeof part === "string" ? part : `file ${part.type}`,
    ]);
    expect(parts).toEqual([
      ["expand[]", "a b"],
      ["expand[]", "c&d"],
      ["file", "file image/png"],
      ["file_link_data[create]", "true"],
      ["file_link_data[metadata][k]", "v=w"],
      ["purpose", "x"],
      ["files", "file image/png"],
    ]);
  });

  it("writes a deepObject array as name[]=item, in a query too", () => {
    const contract: QueryStyle = { allowDots: true, arrayFormat: "repeat" };
    const styles = styledParameters({ query: { expand: "deepObject*" } });
    expect(serializeQuery({ expand: ["customer", "tax_ids"] }, contract, styles)).toBe(
      "expand[]=customer&expand[]=tax_ids",
    );
    expect(serializeQuery({ expand: [{ id: 1 }] }, contract, styles)).toBe("expand[0][id]=1");
  });
});

describe("generated code and warnings", () => {
  it("names styledUrlencodedBody and the fields' styles only where a body's fields state them", async () => {
    const code = await generate({ src: FIXTURE, template: "fetch" });
    expect(code).toContain(
      "styles: styledParameters({ form: { address: 'deepObject*', expand: 'deepObject*', metadata: 'deepObject*', preferred_locales: 'deepObject*', tax_id_data: 'deepObject*' } }),",
    );
    expect(code.match(/bodyEncoding: styledUrlencodedBody/g)).toHaveLength(2);
    expect(code.match(/bodyEncoding: styledMultipartBody/g)).toHaveLength(1);
    expect(code.match(/bodyEncoding: urlencodedBody/g)).toHaveLength(1);
  });

  it("writes Swagger 2.0's formData collectionFormat in an urlencoded body as the field's style", async () => {
    const swagger = {
      swagger: "2.0",
      info: { title: "t", version: "1" },
      consumes: ["application/x-www-form-urlencoded"],
      paths: {
        "/things": {
          post: {
            operationId: "postThings",
            parameters: [
              {
                name: "ids",
                in: "formData",
                type: "array",
                items: { type: "string" },
                collectionFormat: "csv",
              },
              {
                name: "tags",
                in: "formData",
                type: "array",
                items: { type: "string" },
                collectionFormat: "pipes",
              },
            ],
            responses: { "204": { description: "ok" } },
          },
        },
      },
    };
    const code = await withTempDir(async (folder) => {
      const src = path.join(folder, "swagger.json");
      await writeFile(src, JSON.stringify(swagger));
      return generate({ src, template: "fetch" });
    });
    expect(code).toContain("styles: styledParameters({ form: { ids: 'form', tags: 'pipeDelimited' } }),");
    expect(code).toContain("bodyEncoding: styledUrlencodedBody");
  });

  it("reports an urlencoded field's contentType only, and still a multipart field's style", async () => {
    const { warnings } = await generateFiles({ src: FIXTURE, template: "fetch" });
    expect(warnings).toEqual([
      `${path.relative(process.cwd(), FIXTURE)}#/paths/~1forms~1styles/post/requestBody/content/application~1x-www-form-urlencoded/encoding/note/contentType: \`contentType\` of a form field's encoding is not honoured: a file is sent with its own type, an object as JSON text, any other value as text`,
    ]);
  });
});
