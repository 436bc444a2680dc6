/**
 * Live-server scenarios for parameters that state their serialization: for every cell of the
 * OpenAPI specification's style examples table (style × explode × value type, the `color` examples of
 * OpenAPI 3.1.1 / 3.0.4, "Style Examples"), the server receives exactly the table's string, on every template.
 * Registered by `clientScenarios`; the fixtures are fixtures/clients/parameter-styles.yaml (one operation per
 * cell) and fixtures/clients/collection-formats.yaml (Swagger 2.0).
 */
import { expect, it } from "vitest";
import type { BrowserPage, ClientOptions, GeneratedClient } from "./client-under-test.js";
import { formEncodingScenarios } from "./form-encoding-scenarios.js";
import type { RecordedRequest } from "./http-server.js";

export const PARAMETER_STYLES_FIXTURE = "fixtures/clients/parameter-styles.yaml";
export const COLLECTION_FORMATS_FIXTURE = "fixtures/clients/collection-formats.yaml";

export interface ParameterStyleContext {
  lastRequest(): RecordedRequest;
  load(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
  /** False in a page: XMLHttpRequest drops a `Cookie` header set by script. */
  sendsCookies: boolean;
  /** The classes values handed to the client are made with: the page's in a browser, else Node's. */
  values(): Pick<BrowserPage, "Blob">;
}

type Kind = "String" | "Array" | "Object";

/** The specification's example values. */
const VALUES: Record<Kind, unknown> = {
  String: "blue",
  Array: ["blue", "black", "brown"],
  Object: { R: 100, G: 200, B: 150 },
};

/** `[style, explode, [string, array, object]]`: the specification's table, row by row (undefined: n/a). */
type Row = [string, boolean, [string | undefined, string | undefined, string | undefined]];

const PATH_ROWS: Row[] = [
  ["simple", false, ["blue", "blue,black,brown", "R,100,G,200,B,150"]],
  ["simple", true, ["blue", "blue,black,brown", "R=100,G=200,B=150"]],
  ["label", false, [".blue", ".blue,black,brown", ".R,100,G,200,B,150"]],
  ["label", true, [".blue", ".blue.black.brown", ".R=100.G=200.B=150"]],
  ["matrix", false, [";color=blue", ";color=blue,black,brown", ";color=R,100,G,200,B,150"]],
  ["matrix", true, [";color=blue", ";color=blue;color=black;color=brown", ";R=100;G=200;B=150"]],
];

const QUERY_ROWS: Row[] = [
  ["form", false, ["color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"]],
  ["form", true, ["color=blue", "color=blue&color=black&color=brown", "R=100&G=200&B=150"]],
  ["spaceDelimited", false, [undefined, "color=blue%20black%20brown", "color=R%20100%20G%20200%20B%20150"]],
  ["pipeDelimited", false, [undefined, "color=blue|black|brown", "color=R|100|G|200|B|150"]],
  ["deepObject", true, [undefined, undefined, "color[R]=100&color[G]=200&color[B]=150"]],
];

/** Headers have only `simple`: the table's simple row. */
const HEADER_ROWS: Row[] = PATH_ROWS.filter(([style]) => style === "simple");

/**
 * Cookies in `form`: not exploded, the table's form row. Exploded, the table's items as separate cookies of
 * the `Cookie` header (`; ` between them, not the query string's `&`): typewright's reading, see docs/generated-code.md.
 */
const COOKIE_ROWS: Row[] = [
  ["form", false, ["color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"]],
  ["form", true, ["color=blue", "color=blue; color=black; color=brown", "R=100; G=200; B=150"]],
];

const KINDS: Kind[] = ["String", "Array", "Object"];

/** Every defined cell of `rows`: the operation's name (as in the fixture), the value and the expected text. */
function cells(location: string, rows: Row[]): { method: string; value: unknown; expected: string }[] {
  return rows.flatMap(([style, explode, expected]) =>
    KINDS.flatMap((kind, index) => {
      const text = expected[index];
      const method = `${location}${style[0]?.toUpperCase()}${style.slice(1)}${explode ? "True" : "False"}${kind}`;
      return text === undefined ? [] : [{ method, value: VALUES[kind], expected: text }];
    }),
  );
}

export function parameterStyleScenarios(context: ParameterStyleContext): void {
  const { lastRequest, load, sendsCookies } = context;
  const loadStyles = () => load({}, PARAMETER_STYLES_FIXTURE);
  // Urlencoded body fields that state a style are written by the same writers.
  formEncodingScenarios(context);

  /** Calls every cell and returns what arrived next to what the table says, so one failure shows them all. */
  async function received(
    location: string,
    rows: Row[],
    read: (request: RecordedRequest) => string | undefined,
  ): Promise<{ sent: Record<string, string | undefined>; expected: Record<string, string> }> {
    const { itemsClient } = await loadStyles();
    const sent: Record<string, string | undefined> = {};
    const expected: Record<string, string> = {};
    for (const cell of cells(location, rows)) {
      const method = itemsClient[cell.method];
      if (!method) throw new Error(`the client has no ${cell.method}`);
      await method(cell.value);
      sent[cell.method] = read(lastRequest());
      expected[cell.method] = cell.expected;
    }
    return { sent, expected };
  }

  it("parameter styles: path simple, label and matrix send the specification's examples", async () => {
    const { sent, expected } = await received("path", PATH_ROWS, (request) => request.path.split("/").at(-1));
    expect(sent).toEqual(expected);
  });

  it("parameter styles: query form, spaceDelimited, pipeDelimited and deepObject send the specification's examples", async () => {
    const { sent, expected } = await received("query", QUERY_ROWS, (request) => request.query);
    expect(sent).toEqual(expected);
  });

  it("parameter styles: headers in simple style send the specification's examples", async () => {
    const { sent, expected } = await received("header", HEADER_ROWS, (request) => request.headers["x-color"]);
    expect(sent).toEqual(expected);
  });

  if (sendsCookies) {
    it("parameter styles: cookies in form style send the specification's examples", async () => {
      const { sent, expected } = await received("cookie", COOKIE_ROWS, (request) => request.headers.cookie);
      expect(sent).toEqual(expected);
    });
  }

  it("parameter styles: empty values (form `color=`, matrix `;color`)", async () => {
    const { itemsClient } = await loadStyles();
    await itemsClient.queryFormTrueString?.("");
    expect(lastRequest().query).toBe("color=");
    await itemsClient.queryFormFalseString?.("");
    expect(lastRequest().query).toBe("color=");
    await itemsClient.pathMatrixTrueString?.("");
    expect(lastRequest().path).toBe("/styles/path/matrix-true/string/;color");
  });

  it("parameter styles: a value making a `.` or `..` segment is refused unsent, in every path style", async () => {
    const { itemsClient } = await loadStyles();
    await itemsClient.pathSimpleFalseString?.("ok");
    const before = lastRequest();
    const refused = async (method: string, value: string, segment: string, template: string) => {
      // Through a promise: the Angular clients throw before they return one.
      const call = Promise.resolve().then(() => itemsClient[method]?.(value));
      await expect(call).rejects.toThrow(
        `GET ${template}: a path parameter makes the segment "${segment}", which URLs resolve as a step to another path; not sent`,
      );
    };
    await refused("pathSimpleFalseString", "..", "..", "/styles/path/simple-false/string/{color}");
    await refused("pathSimpleTrueString", ".", ".", "/styles/path/simple-true/string/{color}");
    // Label style writes a `.` before the value: the value `.` makes the segment `..`.
    await refused("pathLabelFalseString", ".", "..", "/styles/path/label-false/string/{color}");
    expect(lastRequest()).toBe(before);
    // Values that only look alike are values: sent as they are (percent signs encoded).
    await itemsClient.pathSimpleFalseString?.("...");
    expect(lastRequest().path).toBe("/styles/path/simple-false/string/...");
    await itemsClient.pathSimpleFalseString?.("%2e%2e");
    expect(lastRequest().path).toBe("/styles/path/simple-false/string/%252e%252e");
  });

  it("parameter styles: values are percent-encoded, delimiters are not", async () => {
    const { itemsClient } = await loadStyles();
    await itemsClient.queryFormFalseArray?.(["a,b", "c d", "e|f"]);
    expect(lastRequest().query).toBe("color=a%2Cb,c%20d,e%7Cf");
    await itemsClient.queryPipeDelimitedFalseArray?.(["a|b", "c"]);
    expect(lastRequest().query).toBe("color=a%7Cb|c");
    await itemsClient.pathLabelTrueArray?.(["a.b", "c/d"]);
    expect(lastRequest().path).toBe("/styles/path/label-true/array/.a.b.c%2Fd");
    await itemsClient.queryDeepObjectTrueObject?.({ R: "1&2", G: 2, B: 3 });
    expect(lastRequest().query).toBe("color[R]=1%262&color[G]=2&color[B]=3");
  });

  it("parameter styles: a stated style next to parameters that state none (queryParamsSerialization)", async () => {
    const { itemsClient } = await loadStyles();
    await itemsClient.listFields?.(["a", "b"], { R: 1, G: 2, B: 3 }, 5);
    expect(lastRequest().query).toBe("fields=a,b&filter.R=1&filter.G=2&filter.B=3&limit=5");
    const brackets = await load(
      { queryParamsSerialization: { allowDots: false, arrayFormat: "brackets" } },
      PARAMETER_STYLES_FIXTURE,
    );
    await brackets.itemsClient.listFields?.(["a", "b"], { R: 1, G: 2, B: 3 });
    expect(lastRequest().query).toBe("fields=a,b&filter[R]=1&filter[G]=2&filter[B]=3");
  });

  it("parameter styles: a stated style also applies in the grouped query object", async () => {
    const { itemsClient } = await load(
      { queryParamsSerialization: { queryParamsAsObject: true } },
      PARAMETER_STYLES_FIXTURE,
    );
    await itemsClient.listFields?.({ fields: ["a", "b"], filter: { R: 1, G: 2, B: 3 }, limit: 5 });
    expect(lastRequest().query).toBe("fields=a,b&filter.R=1&filter.G=2&filter.B=3&limit=5");
  });

  it("parameter styles: allowReserved keeps reserved characters, with or without a stated style", async () => {
    const { itemsClient } = await loadStyles();
    await itemsClient.getReserved?.("/a/b?c=d:e@f!$()*,;%41%#[]&+ x", ["a/b", "c:d"], "/a b");
    expect(lastRequest().query).toBe(
      "path=/a/b?c=d:e@f!$()*,;%41%25%23%5B%5D%26%2B%20x&tags=a/b&tags=c:d&plain=%2Fa%20b",
    );
  });

  it("parameter styles: Swagger 2.0 collectionFormat csv, ssv, tsv, pipes, multi (and none)", async () => {
    const { itemsClient } = await load({}, COLLECTION_FORMATS_FIXTURE);
    const colors = ["blue", "black", "brown"];
    await itemsClient.getFormats?.(colors, colors, colors, colors, colors, colors, colors, colors);
    const request = lastRequest();
    expect(request.path).toBe("/formats/blue,black,brown");
    expect(request.query).toBe(
      "csv=blue,black,brown&ssv=blue%20black%20brown&tsv=blue%09black%09brown&pipes=blue|black|brown" +
        "&multi=blue&multi=black&multi=brown&none=blue&none=black&none=brown",
    );
    expect(request.headers["x-ids"]).toBe("blue,black,brown");
  });

  it("parameter styles: Swagger 2.0 collectionFormat ssv, pipes, tsv on path and header parameters", async () => {
    const { itemsClient } = await load({}, COLLECTION_FORMATS_FIXTURE);
    const colors = ["blue", "black", "brown"];
    if (!itemsClient.getDelimited) throw new Error("the client has no getDelimited");
    await itemsClient.getDelimited(colors, ["a/b", "c"], colors, colors, colors, ["a b", "c"]);
    const request = lastRequest();
    // In the path the delimiters are percent-encoded like the values (`|` is no path character).
    expect(request.path).toBe("/delimited/blue%20black%20brown/a%2Fb%7Cc/blue%09black%09brown");
    // Header values are not percent-encoded.
    expect(request.headers["x-ssv"]).toBe("blue black brown");
    expect(request.headers["x-pipes"]).toBe("blue|black|brown");
    expect(request.headers["x-tsv"]).toBe("a b\tc");
  });
}
