/**
 * `allOf` members that redeclare a property, as written (what is merged is planned:
 * plan/all-of-merge.test.ts): the merged properties in `Omit<...> & {...}`, an interface extending
 * `Omit<Base, ...>` where that is equivalent, a property the `allOf` requires typed by the properties beside it,
 * and the generated client compiled with the merged types in use. A live round trip:
 * live/all-of-merge-live.test.ts. The type-level pins are in type-tests/all-of.test-d.ts.
 */
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generate } from "../../src/index.js";
import {
  describeAllOfApi,
  ITEM,
  ITEMS_REDECLARED,
  LIST,
  REQUIRED_AND_DATE_REDECLARED,
  TYPED_INDEX_BASE,
} from "../support/all-of-descriptions.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath, generateFromDocument } from "../support/generated-module.js";

type Options = Omit<GenerateOptions, "src" | "out">;

function generateFrom(document: object, options: Options = {}): Promise<string> {
  return generateFromDocument(document, { template: "fetch", ...options });
}

/** The text of one exported type alias, without comments, on one line. */
function aliasOf(code: string, name: string): string {
  const start = code.indexOf(`export type ${name} =`);
  if (start < 0) throw new Error(`no type alias ${name}`);
  const text = code.slice(start, code.indexOf(";\n", code.indexOf("\n}", start) + 1) + 1);
  return text
    .replace(/\/\*\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .trim();
}

describe("allOf members that redeclare a property: how the merge is written", () => {
  it("merges two array types item by item and keeps the named member without the property", async () => {
    const code = await generateFrom(
      describeAllOfApi({
        List: LIST,
        Item: ITEM,
        Thing: ITEMS_REDECLARED,
      }),
      { schemaDeclarationStyle: "type" },
    );
    expect(aliasOf(code, "Thing")).toBe("export type Thing = Omit<List, 'items'> & { items?: Item[]; };");
  });

  it("requires the merged property when any member requires it, and writes a date string over a plain one", async () => {
    const code = await generateFrom(describeAllOfApi(REQUIRED_AND_DATE_REDECLARED), {
      schemaDeclarationStyle: "type",
    });
    expect(aliasOf(code, "Thing")).toBe(
      "export type Thing = Omit<List, 'items' | 'at'> & { items: Item[]; at?: Date; };",
    );
  });

  it("declares a named schema as an interface extending Omit<Base, ...> where that is equivalent", async () => {
    const code = await generateFrom(
      describeAllOfApi({
        List: LIST,
        Item: ITEM,
        Other: { type: "object", properties: { items: { type: "string" } } },
        Thing: ITEMS_REDECLARED,
        // Two bases that declare a property differently cannot both be extended (TS2320).
        Clash: { allOf: [{ $ref: "#/components/schemas/List" }, { $ref: "#/components/schemas/Other" }] },
      }),
      { generationMode: "schemas" },
    );
    expect(code).toContain("export interface Thing extends Omit<List, 'items'> {\n    items?: Item[];\n}");
    expect(code).toContain("export type Clash = List & Other;");
    expectCompiles({ "client.ts": code }, { extraCompilerOptions: { declaration: true } });
  });

  it("intersects a property that the allOf requires and the properties beside it declare, instead of declaring it twice", async () => {
    // As influxdata's GeoTrackMapViewLayer: `required` in an inline member, the property's schema beside the allOf.
    const code = await generateFrom(
      describeAllOfApi({
        Base: { type: "object", properties: { id: { type: "string" } } },
        Thing: {
          allOf: [{ $ref: "#/components/schemas/Base" }, { type: "object", required: ["speed", "extra"] }],
          properties: { speed: { type: "integer" } },
        },
      }),
      { generationMode: "schemas" },
    );
    const oneLine = code.replace(/\/\*\*[\s\S]*?\*\//g, "").replace(/\s+/g, " ");
    expect(oneLine).toContain(
      "export type Thing = { speed?: number; } & Base & { speed: number; extra: {} | null; };",
    );
    expectCompiles({ "client.ts": `${code}\nexport const speed: number = ({} as Thing).speed;\n` });
  });

  it("intersects a base whose typed index signature would not admit the added properties", async () => {
    // As graphrbac's UserCreateParameters and zuora's Account: the base maps extra keys to strings.
    const code = await generateFrom(describeAllOfApi(TYPED_INDEX_BASE), { generationMode: "schemas" });
    const oneLine = code.replace(/\/\*\*[\s\S]*?\*\//g, "").replace(/\s+/g, " ");
    expect(oneLine).toContain("export type Thing = Base & { enabled: boolean; };");
    expectCompiles({ "client.ts": `${code}\nexport const enabled: boolean = ({} as Thing).enabled;\n` });
  });
});

describe("allOf members that redeclare a property: the generated client", () => {
  it("compiles with the merged properties in use, with declaration: true, in each declaration style", async () => {
    const usage = [
      'import { getTrips, getTimetable, type Stop } from "./client.js";',
      "const trips = await getTrips();",
      // The Train Travel pattern: `data` is an array of trips, not of `Record<string, unknown>`.
      "const departures: Date[] | undefined = trips.data?.map((t) => t.departure_time);",
      "const origins = trips.data?.map((t) => t.origin);",
      "const next: string | undefined = trips.links?.next;",
      "const timetable = await getTimetable();",
      "const stops: Stop[] = timetable.summary.stops;",
      "const first: Date | undefined = timetable.grid?.[0]?.[0]?.at;",
      'const atBerlin: Date | undefined = timetable.byStation?.["berlin"]?.[0]?.at;',
      "const published: Date | undefined = timetable.published;",
      "export { departures, origins, next, stops, first, atBerlin, published };",
    ].join("\n");
    for (const options of [
      {},
      { schemaDeclarationStyle: "type", nullableStrategy: "include" },
    ] as Options[]) {
      const code = await generate({
        src: fixturePath("types/all-of-merge.yaml"),
        template: "fetch",
        ...options,
      });
      expectCompiles(
        { "client.ts": code, "usage.ts": usage },
        { extraCompilerOptions: { declaration: true } },
      );
    }
  });
});
