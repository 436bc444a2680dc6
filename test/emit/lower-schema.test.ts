/**
 * Lowering one schema node to a type node (src/emit/types/lower-schema.ts), printed: each kind of the model's
 * closed set of schemas and each type option that changes it, on small hand-made models.
 */
import { describe, expect, it } from "vitest";
import { printNode } from "../../src/ast/print.js";
import type { ResolvedOptions } from "../../src/config/types.js";
import type { TypeEmitContext } from "../../src/emit/types/context.js";
import { lowerSchema } from "../../src/emit/types/lower-schema.js";
import { TypewrightError } from "../../src/errors.js";
import type { NamedSchema, Schema } from "../../src/model/types.js";
import { narrowedTags } from "../../src/plan/discriminator-tags.js";
import { nullableTyping } from "../../src/plan/nullable-typing.js";
import { schemaTyping } from "../../src/plan/schema-typing.js";

/** The type options, which the plan turns into the context's `nullable` and `typing`. */
type Options = Pick<
  ResolvedOptions,
  "nullableStrategy" | "dateFormat" | "preferAny" | "schemaDeclarationStyle"
>;

const DEFAULTS: Options = {
  nullableStrategy: "ignore",
  dateFormat: "Date",
  preferAny: false,
  schemaDeclarationStyle: "interface",
};

const CAT: NamedSchema = {
  id: "#/components/schemas/Cat",
  rawName: "Cat",
  isComponent: true,
  schema: {
    kind: "object",
    properties: [{ name: "kind", schema: { kind: "primitive", type: "string" }, required: true }],
  },
};
const DOG: NamedSchema = { ...CAT, id: "#/components/schemas/Dog", rawName: "Dog" };
const FLAG: NamedSchema = {
  id: "#/components/schemas/Flag",
  rawName: "Flag",
  isComponent: true,
  schema: {
    kind: "object",
    properties: [{ name: "on", schema: { kind: "primitive", type: "boolean" }, required: true }],
  },
};

function context(options: Partial<Options> = {}): TypeEmitContext {
  const named = [CAT, DOG, FLAG];
  const resolved = { ...DEFAULTS, ...options };
  return {
    nullable: nullableTyping(resolved.nullableStrategy),
    typing: schemaTyping(resolved),
    typeNames: new Map(named.map((schema) => [schema.id, schema.rawName])),
    schemas: new Map(named.map((schema) => [schema.id, schema])),
    enumMembers: new Map(),
  };
}

const lowered = (schema: Schema, options: Partial<Options> = {}): string =>
  printNode(lowerSchema(schema, context(options)));

const string: Schema = { kind: "primitive", type: "string" };
const number: Schema = { kind: "primitive", type: "integer" };

describe("lowerSchema", () => {
  it.each<[string, Schema, string]>([
    ["a string", string, "string"],
    ["an integer as number", number, "number"],
    ["a boolean", { kind: "primitive", type: "boolean" }, "boolean"],
    ["the null type", { kind: "primitive", type: "null" }, "null"],
    ["bytes outside a multipart body as text", { kind: "binary" }, "string"],
    ["a free-form value", { kind: "unknown" }, "unknown"],
    ["a schema nothing satisfies", { kind: "never" }, "never"],
    ["a reference by its planned name", { kind: "ref", target: CAT.id }, "Cat"],
    ["an array", { kind: "array", items: string }, "string[]"],
    [
      "an array of a union, parenthesized",
      { kind: "array", items: { kind: "union", members: [string, number] } },
      "(string | number)[]",
    ],
    [
      "a tuple with rest items, on one line",
      { kind: "tuple", items: [string, number], rest: { kind: "primitive", type: "boolean" } },
      "[string, number, ...boolean[]]",
    ],
    [
      "an enum as a union of literals",
      { kind: "enum", values: ["a", 1, true, null] },
      "'a' | 1 | true | null",
    ],
    ["a const", { kind: "const", value: "fixed" }, "'fixed'"],
    ["x-ts-type verbatim", { kind: "tsType", text: "Map<string, number>" }, "Map<string, number>"],
  ])("writes %s", (_what, schema, expected) => {
    expect(lowered(schema)).toBe(expected);
  });

  it("writes an object literal, optional where not required, keys quoted where they must be", () => {
    const schema: Schema = {
      kind: "object",
      properties: [
        { name: "id", schema: number, required: true },
        { name: "display-name", schema: string, required: false },
      ],
    };
    expect(lowered(schema).replace(/\s+/g, " ")).toBe("{ id: number; 'display-name'?: string; }");
  });

  it("says each plain type once in the index signature of a map whose properties repeat them", () => {
    const cat: Schema = { kind: "ref", target: CAT.id };
    const dateTime: Schema = { kind: "primitive", type: "string", format: "date-time" };
    const schema: Schema = {
      kind: "object",
      properties: [
        { name: "a", schema: { ...string, docs: { description: "first" } }, required: true },
        { name: "b", schema: string, required: false },
        { name: "c", schema: cat, required: true },
        { name: "d", schema: { ...cat, docs: { description: "again" } }, required: true },
        { name: "e", schema: dateTime, required: true },
        { name: "f", schema: { ...string, nullable: true }, required: true },
        { name: "g", schema: { ...string, format: "uri" }, required: true },
        { name: "h", schema: number, required: true },
        { name: "i", schema: { kind: "primitive", type: "number" }, required: true },
      ],
      additionalProperties: string,
    };
    const text = lowered(schema, { nullableStrategy: "include" }).replace(/\/\*\*.*?\*\/\s*/g, "");
    expect(text.replace(/\s+/g, " ")).toBe(
      "{ a: string; b?: string; c: Cat; d: Cat; e: Date; f: string | null; g: string; h: number; i: number; " +
        "[key: string]: string | Cat | Date | null | number | undefined; }",
    );
  });

  it("says a type once in an index signature also where schemas told apart lower to the same type", () => {
    const cat: Schema = { kind: "ref", target: CAT.id };
    const dateTime: Schema = { kind: "primitive", type: "string", format: "date-time" };
    const schema: Schema = {
      kind: "object",
      properties: [
        { name: "a", schema: { ...cat, nullable: true }, required: true },
        { name: "b", schema: cat, required: true },
        { name: "c", schema: dateTime, required: true },
        { name: "d", schema: { ...string, nullable: true }, required: true },
      ],
      additionalProperties: string,
    };
    const index = (options: Parameters<typeof lowered>[1]) =>
      /\[key: string\]: ([^;]+);/.exec(lowered(schema, options).replace(/\s+/g, " "))?.[1];
    expect(index({ nullableStrategy: "include" })).toBe("string | Cat | null | Date");
    expect(index({ nullableStrategy: "include", dateFormat: "string" })).toBe("string | Cat | null");
    expect(index({})).toBe("string | Cat | Date");
  });

  it("follows dateFormat for date and date-time strings, and only for those", () => {
    const dateTime: Schema = { kind: "primitive", type: "string", format: "date-time" };
    const date: Schema = { kind: "primitive", type: "string", format: "date" };
    const email: Schema = { kind: "primitive", type: "string", format: "email" };
    expect([dateTime, date, email].map((schema) => lowered(schema))).toEqual(["Date", "Date", "string"]);
    expect([dateTime, date].map((schema) => lowered(schema, { dateFormat: "string" }))).toEqual([
      "string",
      "string",
    ]);
  });

  it("adds | null to a nullable schema only with nullableStrategy include, and never twice", () => {
    const nullable: Schema = { ...string, nullable: true };
    expect(lowered(nullable)).toBe("string");
    expect(lowered(nullable, { nullableStrategy: "include" })).toBe("string | null");
    expect(lowered(nullable, { nullableStrategy: "nullableAsOptional" })).toBe("string");
    const withNull: Schema = { kind: "enum", values: ["a", null], nullable: true };
    expect(lowered(withNull, { nullableStrategy: "include" })).toBe("'a' | null");
  });

  it("writes a free-form value as any with preferAny", () => {
    expect(lowered({ kind: "unknown" }, { preferAny: true })).toBe("any");
  });

  it("leaves members that constrain nothing out of an intersection", () => {
    const schema: Schema = {
      kind: "intersection",
      members: [{ kind: "ref", target: CAT.id }, { kind: "unknown" }, { kind: "ref", target: DOG.id }],
    };
    expect(lowered(schema)).toBe("Cat & Dog");
  });

  it("says each built-in type and plain reference of a union once, also where members lower alike", () => {
    const cat: Schema = { kind: "ref", target: CAT.id };
    const schema: Schema = {
      kind: "union",
      members: [
        string,
        number,
        { kind: "primitive", type: "number" },
        { ...cat, nullable: true },
        cat,
        { ...string, nullable: true },
        { kind: "primitive", type: "boolean" },
      ],
    };
    expect(lowered(schema)).toBe("string | number | Cat | boolean");
    expect(lowered(schema, { nullableStrategy: "include" })).toBe("string | number | Cat | null | boolean");
    const nullable: Schema = {
      kind: "union",
      members: [{ ...string, nullable: true }, number],
      nullable: true,
    };
    expect(lowered(nullable, { nullableStrategy: "include" })).toBe("string | null | number");
  });

  it("narrows each member of a discriminated union to its tag values", () => {
    const schema: Schema = {
      kind: "union",
      members: [
        { kind: "ref", target: CAT.id },
        { kind: "ref", target: DOG.id },
      ],
      discriminator: {
        propertyName: "kind",
        mapping: [
          { value: "cat", target: CAT.id },
          { value: "kitten", target: CAT.id },
          { value: "dog", target: DOG.id },
        ],
      },
    };
    expect(lowered(schema).replace(/\s+/g, " ")).toBe(
      "(Cat & { kind: 'cat' | 'kitten'; }) | (Dog & { kind: 'dog'; })",
    );
  });

  it("gives a boolean or numeric tag property its real literal, not the mapping's string", () => {
    const discriminator = { propertyName: "on", mapping: [{ value: "true", target: FLAG.id }] };
    expect(narrowedTags({ kind: "ref", target: FLAG.id }, discriminator, context().schemas)).toEqual([true]);
    // Not a reference: written without narrowing.
    expect(narrowedTags(string, discriminator, context().schemas)).toBeUndefined();
  });

  it("refuses a reference to a schema that was not planned, naming its pointer", () => {
    const unplanned: Schema = { kind: "ref", target: "#/components/schemas/Missing" };
    expect(() => lowered(unplanned)).toThrow(TypewrightError);
    expect(() => lowered(unplanned)).toThrow("#/components/schemas/Missing");
  });
});
