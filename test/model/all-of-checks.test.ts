/**
 * The checks an `allOf`'s members state hold together (model/meet-constraints.ts): a member that only states
 * checks (`{maxLength: 10}`) gives them to the member it constrains, the tighter of two bounds stays, and what
 * cannot join one member (a second pattern, a check beside a `$ref`) stays a member of its own. The Zod
 * schemas and the mock data honour every one (fixtures/validation/all-of-checks.yaml).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { carryConstraints, meetConstraints } from "../../src/model/meet-constraints.js";
import type { Model, PropertyNode, Schema } from "../../src/model/types.js";
import { conforms } from "../../src/plan/mock-data/conforms.js";
import { mockResponseBody } from "../../src/plan/mock-data/mock-value.js";
import { importZodSchemas } from "../support/generated-module.js";
import { modelOf } from "../support/plan-of.js";

const FIXTURE = "fixtures/validation/all-of-checks.yaml";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

async function fixtureModel(): Promise<Model> {
  return buildModel(await loadSpec(path.join(ROOT, FIXTURE)));
}

function propertiesOf(model: Model, name: string): Record<string, Schema> {
  const schema = model.schemas.get(`#/components/schemas/${name}`)?.schema;
  if (schema?.kind !== "object") throw new Error(`${name} is no object`);
  return Object.fromEntries(
    schema.properties.map((property: PropertyNode) => [property.name, property.schema]),
  );
}

describe("meetConstraints", () => {
  it("keeps the tighter of two bounds and joins what one check can say", () => {
    expect(
      meetConstraints([
        { minLength: 1, maxLength: 20, uniqueItems: true },
        { minLength: 3, maxLength: 10 },
      ]),
    ).toEqual({ met: { minLength: 3, maxLength: 10, uniqueItems: true }, apart: [] });
    expect(meetConstraints([{ multipleOf: 2 }, { multipleOf: 3 }]).met).toEqual({ multipleOf: 6 });
    expect(meetConstraints([{ multipleOf: 0.5 }, { multipleOf: 1.5 }]).met).toEqual({ multipleOf: 1.5 });
  });

  it("keeps apart what cannot join: a second pattern, fractions no multiple of each other", () => {
    expect(meetConstraints([{ pattern: "^a" }, { pattern: "b$" }, { pattern: "^a" }])).toEqual({
      met: { pattern: "^a" },
      apart: [{ pattern: "b$" }],
    });
    expect(meetConstraints([{ multipleOf: 0.5 }, { multipleOf: 0.3 }]).apart).toEqual([{ multipleOf: 0.3 }]);
  });

  it("carries each family of checks to the first inline member of its type; the rest is left", () => {
    const string: Schema = { kind: "primitive", type: "string" };
    const reference: Schema = { kind: "ref", target: "#/components/schemas/Email" };
    expect(carryConstraints([reference, string], [{ maxLength: 3, minimum: 1 }])).toEqual({
      members: [reference, { ...string, constraints: { maxLength: 3 } }],
      left: [{ minimum: 1 }],
    });
  });
});

describe("the model of an allOf whose members state checks", () => {
  it("gives a member's checks to the typed member beside it, the tighter of two where both state one", async () => {
    const properties = propertiesOf(await fixtureModel(), "Contact");
    expect(properties.email).toMatchObject({
      kind: "primitive",
      type: "string",
      format: "email",
      constraints: { maxLength: 10 },
    });
    // 20 in the typed member, 8 in the other, 12 beside the allOf: 8.
    expect(properties.nick).toEqual({
      kind: "primitive",
      type: "string",
      constraints: { maxLength: 8, minLength: 2 },
    });
    expect(properties.score).toEqual({
      kind: "primitive",
      type: "integer",
      constraints: { multipleOf: 6, minimum: 3, maximum: 9 },
    });
    expect(properties.tags).toMatchObject({ kind: "array", constraints: { minItems: 1, maxItems: 2 } });
  });

  it("keeps checks it cannot give a member as a member of their own: beside a $ref, a second pattern", async () => {
    const properties = propertiesOf(await fixtureModel(), "Contact");
    expect(properties.emailByRef).toEqual({
      kind: "intersection",
      members: [
        { kind: "ref", target: "#/components/schemas/Email" },
        { kind: "unknown", constraints: { maxLength: 10 } },
      ],
    });
    // Written beside the allOf, they are one more such member.
    expect(properties.emailBeside).toMatchObject({
      kind: "intersection",
      members: [
        { kind: "ref", target: "#/components/schemas/Email" },
        { kind: "unknown", constraints: { maxLength: 10 } },
      ],
    });
    expect(properties.code).toEqual({
      kind: "intersection",
      members: [
        { kind: "primitive", type: "string", constraints: { pattern: "^[A-Z]+$" } },
        { kind: "unknown", constraints: { pattern: "^.{3}$" } },
      ],
    });
    expect(properties.ratio).toEqual({
      kind: "intersection",
      members: [
        { kind: "primitive", type: "number", constraints: { multipleOf: 0.5 } },
        { kind: "unknown", constraints: { multipleOf: 0.3 } },
      ],
    });
  });

  it("reads checks alone as an untyped value with them, and leaves plain docs members out as before", () => {
    const model = modelOf({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {},
      components: {
        schemas: {
          Checks: { allOf: [{ maxLength: 3 }, { minLength: 1 }] },
          Documented: { allOf: [{ type: "string" }, { description: "only docs" }] },
        },
      },
    });
    const schemaOf = (name: string) => model.schemas.get(`#/components/schemas/${name}`)?.schema;
    expect(schemaOf("Checks")).toEqual({ kind: "unknown", constraints: { maxLength: 3, minLength: 1 } });
    expect(schemaOf("Documented")).toEqual({ kind: "primitive", type: "string" });
  });
});

describe("the Zod schema of an allOf whose members state checks", async () => {
  const { module, code } = await importZodSchemas<Record<string, z.ZodType>>(FIXTURE, { template: "fetch" });
  const contact = module.ContactSchema as z.ZodType;
  const VALID = {
    email: "ab@cd.io",
    emailByRef: "ab@cd.io",
    emailBeside: "ab@cd.io",
    nick: "abc",
    score: 6,
    tags: ["a"],
    tagsByRef: ["a", "b"],
    code: "ABC",
    ratio: 1.5,
  };
  const issuesAt = (change: Record<string, unknown>) => {
    const result = contact.safeParse({ ...VALID, ...change });
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
  };

  it("writes the checks on the member's type, beside a $ref as an intersection", () => {
    expect(code).toContain("email: z.string().max(10)");
    expect(code).toContain("emailByRef: z.intersection(EmailSchema, z.string().max(10))");
    expect(code).toContain("tagsByRef: z.intersection(TagsSchema, z.array(z.unknown()).min(2).max(2))");
  });

  it("accepts a value every member allows", () => {
    expect(issuesAt({})).toEqual([]);
    expect(issuesAt({ email: "abcde@x.io", emailByRef: "abcde@x.io", emailBeside: "abcde@x.io" })).toEqual(
      [],
    );
  });

  it("rejects an 11-character email, written inline or named by a $ref", () => {
    expect("abcdef@x.io").toHaveLength(11);
    expect(issuesAt({ email: "abcdef@x.io" })).toEqual(["email"]);
    expect(issuesAt({ emailByRef: "abcdef@x.io" })).toEqual(["emailByRef"]);
    expect(issuesAt({ emailBeside: "abcdef@x.io" })).toEqual(["emailBeside"]);
  });

  it("rejects what only the tighter bound, the joined multiple or the second pattern refuses", () => {
    expect(issuesAt({ nick: "abcdefghi" })).toEqual(["nick"]);
    expect(issuesAt({ nick: "a" })).toEqual(["nick"]);
    expect(issuesAt({ score: 4 })).toEqual(["score"]);
    expect(issuesAt({ tags: ["a", "b", "c"] })).toEqual(["tags"]);
    expect(issuesAt({ tagsByRef: ["a"] })).toEqual(["tagsByRef"]);
    expect(issuesAt({ code: "ABCD" })).toEqual(["code"]);
    expect(issuesAt({ ratio: 0.5 })).toEqual(["ratio"]);
  });
});

describe("the mock data of an allOf whose members state checks", () => {
  it("respects maxLength and every other check of the members", async () => {
    const model = await fixtureModel();
    const response = model.operations[0]?.response;
    if (response === undefined) throw new Error("no response");
    const body = mockResponseBody(response, model) as Record<string, unknown>;
    expect(String(body.email).length).toBeLessThanOrEqual(10);
    expect(String(body.emailByRef).length).toBeLessThanOrEqual(10);
    expect(String(body.emailBeside).length).toBeLessThanOrEqual(10);
    expect(String(body.nick).length).toBeGreaterThanOrEqual(2);
    expect(String(body.nick).length).toBeLessThanOrEqual(8);
    expect(Number(body.score) % 6).toBe(0);
    // A list holds three items by default, here as many as the members' tightest maxItems allows.
    expect(body.tags).toHaveLength(2);
    expect(body.tagsByRef).toHaveLength(2);
    const properties = propertiesOf(model, "Contact");
    for (const name of ["email", "emailByRef", "emailBeside", "nick", "score", "tags", "tagsByRef"]) {
      expect(conforms(body[name], properties[name] as Schema, model)).toBe(true);
    }
  });
});
