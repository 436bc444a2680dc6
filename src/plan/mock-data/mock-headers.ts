/**
 * The documented headers of a mock answer, each with a value of its schema written as a header carries it
 * (OpenAPI's `simple` style): the header's example where its schema allows it, else a made value.
 */
import type { JsonValue } from "../../load/types.js";
import type { Model, ResponseModel } from "../../model/types.js";
import { conforms, isPlainObject } from "./conforms.js";
import { NO_VALUE, ValueMaker } from "./make-value.js";
import type { MockProblem } from "./mock-problems.js";

/** A header's name as the description writes it, and the text sent. */
export type MockHeader = [name: string, value: string];

/**
 * Every documented header of `response` that a value can be written for, in the description's order. A value
 * no header can carry (a line break, a character outside ASCII, a nested object) leaves its header out and is
 * told to `problems`.
 */
export function mockResponseHeaders(
  response: ResponseModel,
  model: Model,
  problems?: MockProblem[],
): MockHeader[] {
  const headers: MockHeader[] = [];
  const maker = new ValueMaker(model, problems);
  for (const header of response.headers ?? []) {
    const place = `/${response.status}/headers/${header.name}`;
    const value =
      header.example !== undefined && conforms(header.example, header.schema, model)
        ? header.example
        : maker.value(header.schema, place);
    // Made without the client's types, a header always has a value.
    const text = value === NO_VALUE ? undefined : headerText(value, header.explode === true);
    if (text === undefined) problems?.push({ place, reason: "header" });
    else headers.push([header.name, text]);
  }
  return headers;
}

/** Visible ASCII, spaces and tabs inside: what every HTTP stack sends and reads back unchanged. */
const HEADER_VALUE = /^(?:[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?)?$/;

/**
 * A value in the `simple` style: a scalar as text, an array's items joined by commas, an object's entries as
 * `key,value,...` (`key=value,...` exploded). Undefined where the value has no such text.
 */
function headerText(value: JsonValue, explode: boolean): string | undefined {
  let parts: (string | undefined)[];
  if (Array.isArray(value)) parts = value.map(scalarText);
  else if (isPlainObject(value)) {
    parts = Object.entries(value).flatMap(([key, item]) => {
      const text = scalarText(item);
      if (!explode) return [key, text];
      return [text === undefined ? undefined : `${key}=${text}`];
    });
  } else parts = [scalarText(value)];
  if (parts.some((part) => part === undefined)) return undefined;
  const text = parts.join(",");
  return HEADER_VALUE.test(text) ? text : undefined;
}

function scalarText(value: JsonValue | undefined): string | undefined {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}
