/**
 * The module's top-level names, given in one order (src/plan/top-level-names.ts): the order is data the
 * naming follows, a claim out of it is refused, and what is reserved first (the globals the runtime's code
 * reads, `then`) is never taken by a name the description gives.
 */
import { describe, expect, it } from "vitest";
import { TOP_LEVEL_NAME_ORDER, TopLevelNames } from "../../src/plan/top-level-names.js";
import { describeApi, planOf } from "../support/plan-of.js";

describe("TopLevelNames", () => {
  it("claims in the table's order, and refuses a kind after a later kind has begun", () => {
    const names = new TopLevelNames(["fetch"]);
    expect(names.claim("schemaType", "Pet")).toBe("Pet");
    expect(names.claim("client", "fetch")).toBe("fetch2");
    expect(names.claim("operationFunction", "listPets")).toBe("listPets");
    expect(() => names.claim("client", "petClient")).toThrow(/client name claimed after operationFunction/);
    // The same kind again, and later kinds, are fine.
    expect(names.claim("operationFunction", "listPets")).toBe("listPets2");
    expect(names.claim("hookType", "Pet")).toBe("Pet2");
    expect(names.claimed().map((claimed) => `${claimed.kind} ${claimed.name}`)).toEqual([
      "reserved fetch",
      "schemaType Pet",
      "client fetch2",
      "operationFunction listPets",
      "operationFunction listPets2",
      "hookType Pet2",
    ]);
  });

  it("takes a second choice where the first is taken, and names a batch as the schema types are named", () => {
    const names = new TopLevelNames(["Date"]);
    const types = names.claimAll(
      "schemaType",
      [
        { key: 1, raw: "pet" },
        { key: 2, raw: "Pet" },
        { key: 3, raw: "Date" },
      ],
      (raw) => raw.charAt(0).toUpperCase() + raw.slice(1),
    );
    expect([...types.values()]).toEqual(["Pet2", "Pet", "DateModel"]);
    expect(names.claimPreferring("hookFunction", "Pet", () => "PetHooks")).toBe("PetHooks");
    expect(names.claimPreferring("hookFunction", "usePet", () => "unused")).toBe("usePet");
  });

  it("lists every kind once, reserved names first", () => {
    expect(TOP_LEVEL_NAME_ORDER[0]).toBe("reserved");
    expect(new Set(TOP_LEVEL_NAME_ORDER).size).toBe(TOP_LEVEL_NAME_ORDER.length);
  });
});

describe("what the module reserves before any name of its own", () => {
  const answering = (schema: unknown) => ({
    "200": { description: "ok", content: { "application/json": { schema } } },
  });
  const read = (operationId: string, tag: string, schema: unknown = { type: "string" }) => ({
    get: { operationId, tags: [tag], responses: answering(schema) },
  });
  const document = describeApi(
    {
      "/a": read("listA", "encodeURIComponent", { $ref: "#/components/schemas/TextDecoder" }),
      "/b": read("listB", "then"),
      "/c": read("listC", "Math", { $ref: "#/components/schemas/Math" }),
    },
    { Math: { type: "string", enum: ["a", "b"] }, TextDecoder: { type: "object" } },
  );

  it("a hook namespace or type named like a global the runtime reads, or `then`, takes another name", async () => {
    const plan = await planOf(document, { template: ["tsq", "fetch"], enumDeclarationStyle: "enum" });
    expect(plan.hooks?.groups.map((group) => group.namespaceName)).toEqual([
      "encodeURIComponentHooks",
      "thenHooks",
      // Not the global: names are case-sensitive.
      "math",
    ]);
    expect([...plan.typeNames.values()].sort()).toEqual(["MathModel", "TextDecoderModel"]);
  });

  it("an operation named `then` or like such a global is exported under its group's name", async () => {
    const plan = await planOf(
      describeApi({ "/a": read("then", "pets"), "/b": read("encodeURIComponent", "pets") }),
    );
    const functions = plan.groups.flatMap((group) => group.operations.map((planned) => planned.functionName));
    expect(functions).toEqual(["petsThen", "petsEncodeURIComponent"]);
  });
});
