/**
 * Date shapes worked out for the schemas the operations reach only (`DateShapes` with `within`, what
 * `planDates` does): the same shapes as over every schema, also where a cycle makes a shape depend on the
 * order schemas are first asked in (then the plan works them out over every schema).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { collectReachableSchemas } from "../../src/model/reachable-schemas.js";
import type { Model } from "../../src/model/types.js";
import { DateShapes } from "../../src/plan/date-shapes.js";
import { planOutput } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { DATE, DATE_TIME, echo, id, type Json, ref } from "../support/date-descriptions.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

let folder: TempDir;
let written = 0;
beforeAll(async () => {
  folder = await makeTempDir("typewright-date-shapes-reached-");
});
afterAll(() => folder.cleanup());

function describeApi(schemas: Json, paths: Json): Json {
  return { openapi: "3.1.0", info: { title: "dates", version: "1" }, paths, components: { schemas } };
}

async function writeDescription(document: Json): Promise<string> {
  const file = path.join(folder.path, `description-${++written}.json`);
  await writeFile(file, JSON.stringify(document));
  return file;
}

async function modelOf(document: Json): Promise<Model> {
  return buildModel(await loadSpec(await writeDescription(document)));
}

/** The named schemas `names` reach, themselves included. */
function reachOf(model: Model, names: string[]): Set<string> {
  return collectReachableSchemas(
    names.map((name) => ({ kind: "ref", target: id(name) }) as const),
    model.schemas,
  );
}

const stamped = { type: "object", properties: { at: DATE_TIME } };

/**
 * `Chosen` and `Holder` ask for each other's shape through untagged unions of objects. Over every schema,
 * `Outside` (first in the document, used by no operation) asks for `Holder` first; limited to what
 * `Chosen`'s operations reach, `Chosen` is asked first, and its shape comes out differently.
 */
const ORDER_DEPENDENT = {
  Outside: { oneOf: [ref("Holder"), ref("Stamped"), DATE_TIME] },
  Chosen: { oneOf: [ref("Holder"), ref("Stamped"), DATE_TIME] },
  Holder: {
    type: "object",
    properties: { inner: { oneOf: [ref("Chosen"), ref("Stamped")] }, at: DATE_TIME },
  },
  Stamped: stamped,
};

describe("date shapes of the reached schemas", () => {
  it("are the shapes over every schema, fixed point included", async () => {
    const model = await modelOf(
      describeApi(
        {
          Unused: { type: "object", properties: { when: DATE_TIME, item: ref("Item") } },
          Item: { type: "object", properties: { day: DATE, made: DATE_TIME } },
          Text: { type: "object", properties: { at: { type: "string" } } },
          // Members disagree: reaching a date, holding none (dropped in the first round).
          Disputed: { anyOf: [ref("Stamped"), ref("Text")] },
          Wrapper: {
            type: "object",
            properties: { item: ref("Disputed"), list: { type: "array", items: ref("Item") } },
          },
          Stamped: stamped,
        },
        {},
      ),
    );
    const within = reachOf(model, ["Wrapper"]);
    expect(within.has(id("Unused"))).toBe(false);
    for (const direction of ["revive", "format"] as const) {
      const everySchema = new DateShapes(model.schemas, direction);
      const reached = new DateShapes(model.schemas, direction, within);
      for (const schemaId of within)
        expect(reached.namedShape(schemaId)).toEqual(everySchema.namedShape(schemaId));
      expect(reached.orderDependent).toBe(false);
      // Outside the reached schemas nothing is worked out.
      expect(reached.namedShape(id("Unused"))).toBeUndefined();
    }
    expect(new DateShapes(model.schemas, "revive").namedShape(id("Unused"))).toBeDefined();
  });

  it("says when a cycle made a shape depend on the order schemas are asked in", async () => {
    const model = await modelOf(describeApi(ORDER_DEPENDENT, {}));
    const reached = new DateShapes(model.schemas, "revive", reachOf(model, ["Chosen"]));
    const everySchema = new DateShapes(model.schemas, "revive");
    expect(reached.orderDependent).toBe(true);
    expect(everySchema.orderDependent).toBe(false);
    // The two orders disagree on `Chosen`: this is what the plan must not depend on.
    expect(reached.namedShape(id("Chosen"))).not.toEqual(everySchema.namedShape(id("Chosen")));
  });

  it("the plan converts what the shapes over every schema say", async () => {
    const document = describeApi(ORDER_DEPENDENT, echo("Chosen"));
    const file = await writeDescription(document);
    const resolved = resolveOptions({ src: file, template: "fetch" }, BUILTIN_OUTPUTS);
    const templates = await resolveTemplate(resolved.template);
    const model = buildModel(await loadSpec(resolved.src));
    const plan = planOutput(model, resolved, templates.outputs);
    const everySchema = new DateShapes(model.schemas, "revive");
    const converter = plan.dates.converters.revive.get(id("Chosen"));
    expect(converter?.shape).toEqual(everySchema.namedShape(id("Chosen")));
    expect(converter?.shape).toEqual({ kind: "dateTime" });
  });

  it("formats only where a string is a `format: date`, which the model notes", async () => {
    const parameterIn = (format: string) => ({
      "/items": {
        get: {
          operationId: "listItems",
          parameters: [{ name: "since", in: "query", schema: { type: "string", format } }],
          responses: {
            "200": { description: "ok", content: { "application/json": { schema: ref("Stamped") } } },
          },
        },
      },
    });
    const planFor = async (format: string) => {
      const file = await writeDescription(describeApi({ Stamped: stamped }, parameterIn(format)));
      const resolved = resolveOptions({ src: file, template: "fetch" }, BUILTIN_OUTPUTS);
      const model = buildModel(await loadSpec(resolved.src));
      const templates = await resolveTemplate(resolved.template);
      return { model, plan: planOutput(model, resolved, templates.outputs) };
    };
    const day = await planFor("date");
    expect(day.model.features?.calendarDates).toBe(true);
    const [dayDates] = day.plan.dates.operations.values();
    expect([...(dayDates?.parameters.values() ?? [])]).toEqual([{ kind: "date" }]);
    const instant = await planFor("date-time");
    expect(instant.model.features?.calendarDates).toBe(false);
    const [instantDates] = instant.plan.dates.operations.values();
    expect(instantDates?.parameters.size).toBe(0);
    expect(instantDates?.response).toEqual({ kind: "ref", target: id("Stamped") });
  });
});
