/**
 * Sibling typing (plan/sibling-typing.ts) on hand-made models: what one `allOf` member says of a property
 * another declares, written into the schemas the plan hands to emit, the date plan handed on under the typed
 * operations, and the walk's bound. How the types read it: test/emit/discriminator-enums.test.ts and the
 * golden files.
 */
import { describe, expect, it } from "vitest";
import { MAX_SCHEMA_DEPTH } from "../../src/model/schema-walk.js";
import type { Model, NamedSchema, OperationModel, Schema } from "../../src/model/types.js";
import type { DatePlan } from "../../src/plan/plan-dates.js";
import { declaredProperty, type SiblingTyped, typeSiblingProperties } from "../../src/plan/sibling-typing.js";

const id = (name: string) => `#/components/schemas/${name}`;
const ref = (name: string): Schema => ({ kind: "ref", target: id(name) });
const STRING: Schema = { kind: "primitive", type: "string" };
const UNTYPED: Schema = { kind: "unknown" };
const NO_DATES: DatePlan = { converters: { revive: new Map(), format: new Map() }, operations: new Map() };

function modelOf(schemas: Record<string, Schema>): Model {
  const named = Object.entries(schemas).map(
    ([name, schema]): NamedSchema => ({ id: id(name), rawName: name, isComponent: true, schema }),
  );
  return {
    schemas: new Map(named.map((entry) => [entry.id, entry])),
    operations: [],
    info: { title: "t", version: "1" },
    servers: [],
  };
}

function typed(
  schemas: Record<string, Schema>,
  enums: string[] = [],
  operations: OperationModel[] = [],
  dates: DatePlan = NO_DATES,
): SiblingTyped {
  const model = modelOf(schemas);
  const input = { model, operations, schemas: [...model.schemas.values()], dates };
  return typeSiblingProperties(input, new Map(enums.map((name) => [id(name), []])));
}

function schemaOf(result: SiblingTyped, name: string): Schema {
  return result.model.schemas.get(id(name))?.schema as Schema;
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
  it("types a property a member only requires with what another member declares", () => {
    const result = typed({ Pet: PET, NamedPet: NAMED_PET });
    expect(schemaOf(result, "NamedPet")).toEqual({
      kind: "intersection",
      members: [
        ref("Pet"),
        { kind: "object", properties: [{ name: "name", schema: STRING, required: true }] },
      ],
    });
    // The named schemas to declare are the typed ones; what nothing changes stays the same object.
    expect(result.schemas.map((named) => named.schema)).toEqual([PET, schemaOf(result, "NamedPet")]);
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

  it("hands the dates on under the typed operations and parameters", () => {
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
    const shape = { kind: "dateTime" } as const;
    const dates: DatePlan = {
      ...NO_DATES,
      operations: new Map([[operation, { parameters: new Map([[parameter, shape]]) }]]),
    };
    const result = typed({ Pet: PET }, [], [operation], dates);
    const [typedOperation] = result.operations;
    expect(typedOperation).not.toBe(operation);
    const typedParameter = typedOperation?.parameters[0];
    expect(typedParameter?.schema).toMatchObject({
      members: [ref("Pet"), { properties: [{ schema: STRING }] }],
    });
    expect(
      result.dates.operations.get(typedOperation as OperationModel)?.parameters.get(typedParameter as never),
    ).toBe(shape);
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
