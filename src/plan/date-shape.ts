/** A date shape: where a value's dates sit, as plain data (see date-shapes.ts for how shapes are read). */
import type { SchemaId } from "../model/types.js";

export type DateDirection = "revive" | "format";

export type DateShape =
  /** A `format: date` value (a calendar day). */
  | { kind: "date" }
  /** A `format: date-time` value (an instant). */
  | { kind: "dateTime" }
  /** A named schema that holds dates: its converter function. */
  | { kind: "ref"; target: SchemaId }
  | { kind: "items"; items: DateShape }
  /** A tuple: index → shape (`null` where nothing converts), `rest` for the items after them. */
  | { kind: "tuple"; items: (DateShape | null)[]; rest?: DateShape }
  | {
      kind: "object";
      properties: { name: string; shape: DateShape }[];
      /** `additionalProperties`: every own key not in `declared`. */
      additional?: { shape: DateShape; declared: string[] };
    }
  /** A discriminated union: the value of `propertyName` picks the case. */
  | { kind: "tagged"; propertyName: string; cases: { value: string; shape: DateShape }[] }
  /** Several converters, each of which touches only values of its own kind, applied in turn. */
  | { kind: "each"; shapes: DateShape[] };

/** Whether a string `format` is a date that can be a `Date` (`dateFormat: "Date"`): `date` or `date-time`. */
export function isDateFormat(format: string | undefined): boolean {
  return format === "date" || format === "date-time";
}

/** One shape for several that all apply: none, the one, or each in turn. */
export function combine(shapes: DateShape[]): DateShape | undefined {
  if (shapes.length <= 1) return shapes[0];
  return {
    kind: "each",
    shapes: shapes.flatMap((shape) => (shape.kind === "each" ? shape.shapes : [shape])),
  };
}

/** Shapes are plain data built in a fixed order, so equal shapes print equal. */
export function shapeKey(shape: DateShape | { shape: DateShape } | undefined): string {
  return shape === undefined ? "" : JSON.stringify(shape);
}

/** Every named schema a shape converts through, directly (the emitter follows each in turn). */
export function shapeTargets(shape: DateShape): SchemaId[] {
  switch (shape.kind) {
    case "ref":
      return [shape.target];
    case "items":
      return shapeTargets(shape.items);
    case "tuple":
      return [...shape.items, shape.rest].flatMap((item) => (item ? shapeTargets(item) : []));
    case "object":
      return [
        ...shape.properties.flatMap((property) => shapeTargets(property.shape)),
        ...(shape.additional ? shapeTargets(shape.additional.shape) : []),
      ];
    case "tagged":
      return shape.cases.flatMap((entry) => shapeTargets(entry.shape));
    case "each":
      return shape.shapes.flatMap(shapeTargets);
    default:
      return [];
  }
}
