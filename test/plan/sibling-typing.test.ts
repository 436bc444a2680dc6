/**
 * Sibling typing (plan/sibling-typing.ts) on hand-made models: what one `allOf` member says of a property
 * another declares, written into the schemas the plan hands to emit (a property typed from another member
 * marked so), the operations' schemas typed alike, and the walk's bound. How the types read it:
 * test/emit/discriminator-enums.test.ts and the golden files; how the dates read it:
 * test/plan/date-plan.test.ts.
 */
import { describe, expect, it } from "vitest";
import { MAX_SCHEMA_DEPTH } from "../../src/model/schema-walk.js";
import type { NamedSchema, OperationModel, Schema } from "../../src/model/types.js";
import { declaredProperty, typeSiblingProperties } from "../../src/plan/sibling-typing.js";
import type { PlanFields } from "../../src/plan/type-model.js";
import type { ViewedModel } from "../../src/plan/viewed-model.js";

const id = (name: string) => `#/components/schemas/${name}`;
const ref = (name: string): Schema => ({ kind: "ref", target: id(name) });
const STRING: Schema = { kind: "primitive", type: "string" };
const UNTYPED: Schema = { kind: "unknown" };

type Typed = ViewedModel<PlanFields>;

function typed(
  schemas: Record<string, Schema>,
  enums: string[] = [],
  operations: OperationModel[] = [],
): Typed {
  const named = Object.entries(schemas).map(
    ([name, schema]): NamedSchema => ({ id: id(name), rawName: name, isComponent: true, schema }),
  );
  const merged = {
    schemas: new Map(named.map((entry) => [entry.id, entry])),
    operations,
    requestViews: new Map(),
  };
  return typeSiblingProperties(merged, new Map(enums.map((name) => [id(name), []])));
}

function schemaOf(result: Typed, name: string): Schema {
  return result.schemas.get(id(name))?.schema as Schema;
}

const PET: Schema = {
  kind: "object",
  properties: [{ name: "name", schema: STRING, required: false }],
};
const NAMED_PET: Schema = {
  kind: "intersection",
  members: [ref("Pet"), { kind: "object", properties: [{ name: "name", schema: UNTYPED, required: true }] }],
};

describe("sibling typing", () => {
  it("types a property a member only requires with what another member declares, marked so", () => {
    const result = typed({ Pet: PET, NamedPet: NAMED_PET });
    expect(schemaOf(result, "NamedPet")).toEqual({
      kind: "intersection",
      members: [
        ref("Pet"),
        { kind: "object", properties: [{ name: "name", schema: STRING, required: true, fromSibling: true }] },
      ],
    });
    // What nothing changes stays the same object.
    expect(schemaOf(result, "Pet")).toBe(PET);
  });

  it("changes nothing where no allOf member leaves a property to another", () => {
    const input = typed({ Pet: PET });
    expect(schemaOf(input, "Pet")).toBe(PET);
    const optional: Schema = {
      kind: "intersection",
      members: [
        ref("Pet"),
        { kind: "object", properties: [{ name: "name", schema: UNTYPED, required: false }] },
      ],
    };
    expect(schemaOf(typed({ Pet: PET, Optional: optional }), "Optional")).toBe(optional);
  });

  it("marks a literal another member types with an enum declared as a TypeScript enum", () => {
    const kind: Schema = { kind: "enum", values: ["a", "b"] };
    const base: Schema = {
      kind: "object",
      properties: [{ name: "kind", schema: ref("Kind"), required: false }],
    };
    const onlyA: Schema = {
      kind: "intersection",
      members: [
        ref("Base"),
        {
          kind: "object",
          properties: [{ name: "kind", schema: { kind: "const", value: "a" }, required: true }],
        },
      ],
    };
    const schemas = { Kind: kind, Base: base, OnlyA: onlyA };
    const [, literal] = (schemaOf(typed(schemas, ["Kind"]), "OnlyA") as { members: Schema[] }).members;
    expect(literal).toMatchObject({
      properties: [{ schema: { kind: "const", value: "a", memberOf: id("Kind") } }],
    });
    // Its type is its own: nothing taken from the other member.
    expect((literal as { properties: object[] }).properties[0]).not.toHaveProperty("fromSibling");
    // A union of literals has values in common with the literal: nothing to mark.
    expect(schemaOf(typed(schemas), "OnlyA")).toBe(onlyA);
  });

  it("records which enum types each discriminated member's tag", () => {
    const base: Schema = {
      kind: "object",
      properties: [{ name: "kind", schema: ref("Kind"), required: true }],
    };
    const union: Schema = {
      kind: "union",
      members: [ref("Base"), ref("Other")],
      discriminator: { propertyName: "kind", mapping: [{ value: "a", target: id("Base") }] },
    };
    const result = typed({ Kind: { kind: "enum", values: ["a"] }, Base: base, Other: PET, Any: union }, [
      "Kind",
    ]);
    expect(schemaOf(result, "Any")).toEqual({ ...union, tagEnums: [id("Kind"), undefined] });
  });

  it("ends where a declaration leads back into the allOf being typed", () => {
    // A's `p` requires B's `q`, whose allOf requires A's `p`: typed once, the inner occurrence as written.
    const inner: Schema = {
      kind: "intersection",
      members: [ref("A"), { kind: "object", properties: [{ name: "p", schema: UNTYPED, required: true }] }],
    };
    const outer: Schema = {
      kind: "intersection",
      members: [ref("B"), { kind: "object", properties: [{ name: "q", schema: UNTYPED, required: true }] }],
    };
    const a: Schema = { kind: "object", properties: [{ name: "p", schema: outer, required: false }] };
    const b: Schema = { kind: "object", properties: [{ name: "q", schema: inner, required: false }] };
    const result = typed({ A: a, B: b });
    const typedOuter = (schemaOf(result, "A") as { properties: { schema: Schema }[] }).properties[0]?.schema;
    expect(typedOuter).toMatchObject({
      members: [ref("B"), { properties: [{ name: "q", required: true }] }],
    });
  });

  it("types the operations' schemas alike", () => {
    const parameter = {
      name: "filter",
      in: "query" as const,
      required: true,
      schema: NAMED_PET,
      style: "form",
      explode: true,
    };
    const operation: OperationModel = {
      method: "GET",
      path: "/pets",
      tags: [],
      deprecated: false,
      parameters: [parameter],
      errors: [],
      pointer: "#/paths/~1pets/get",
    };
    const result = typed({ Pet: PET }, [], [operation]);
    const [typedOperation] = result.operations;
    expect(typedOperation).not.toBe(operation);
    expect(typedOperation?.parameters[0]?.schema).toMatchObject({
      members: [ref("Pet"), { properties: [{ schema: STRING, fromSibling: true }] }],
    });
  });
});

describe("declaredProperty", () => {
  it("finds the nearest typed declaration through references and allOf members, within the bound", () => {
    const schemas = new Map<string, Schema>();
    // A chain of references, each an allOf of the next: the declaration sits at its end.
    const length = MAX_SCHEMA_DEPTH;
    for (let index = 0; index < length; index++) {
      schemas.set(`#${index}`, { kind: "intersection", members: [{ kind: "ref", target: `#${index + 1}` }] });
    }
    schemas.set(`#${length}`, PET);
    const lookup = (target: string) => schemas.get(target);
    expect(declaredProperty({ kind: "ref", target: `#${length - 2}` }, "name", lookup)).toBe(STRING);
    expect(declaredProperty({ kind: "ref", target: "#0" }, "name", lookup)).toBeUndefined();
    expect(declaredProperty(NAMED_PET, "name", (target) => (target === id("Pet") ? PET : undefined))).toBe(
      STRING,
    );
  });
});
