import { paths } from "jsonpath-rfc9535";
import { TypewrightError } from "../errors.js";
import { asObject, jsonKind } from "./json-value.js";
import type { JsonObject, JsonValue } from "./types.js";

/**
 * An OpenAPI Overlay document (1.0 or 1.1), checked: its actions in order, each with the place in the overlay
 * that messages name (`#/actions/3`).
 */
export interface Overlay {
  /** How messages name the overlay (a path relative to the current folder, or a URL). */
  display: string;
  /** Absolute path or URL, for `TypewrightError.file`. */
  file: string;
  /** The feature set: `1.0` has `update` and `remove`; `1.1` adds `copy` and replaces primitive nodes. */
  version: "1.0" | "1.1";
  actions: OverlayAction[];
}

export interface OverlayAction {
  /** `#/actions/<index>` in the overlay. */
  pointer: string;
  /** An RFC 9535 JSONPath query, known to parse. */
  target: string;
  /** `remove: true`: the action removes what `target` selects, whatever else it says. */
  remove: boolean;
  /** The value merged into each selected node; `undefined` when the action has none. */
  update?: JsonValue;
  /** A JSONPath query that selects the one node copied into each selected node (1.1). */
  copy?: string;
}

const VERSION = /^1\.([01])\.\d+$/;
const ROOT_FIELDS = ["overlay", "info", "extends", "actions"];
const INFO_FIELDS = ["title", "version", "description"];
const ACTION_FIELDS = ["target", "description", "update", "copy", "remove"];

/**
 * `content`, the parsed overlay named `display`, as an `Overlay`; anything the Overlay specification does not
 * allow is a one-line `TypewrightError("spec")` naming the overlay and the pointer of the field.
 */
export function checkOverlay(content: JsonValue, display: string, file: string): Overlay {
  const fail = (pointer: string, problem: string) =>
    new TypewrightError("spec", `${display}${pointer}: ${problem}`, { file });
  const root = asObject(content);
  if (root === undefined) throw fail("", `not an Overlay document (${jsonKind(content)}, not an object)`);
  if (root.overlay === undefined) {
    const what =
      typeof root.openapi === "string" || typeof root.swagger === "string"
        ? "an OpenAPI description"
        : "an object";
    throw fail("", `not an Overlay document: ${what} without an "overlay" version`);
  }
  const version = typeof root.overlay === "string" ? VERSION.exec(root.overlay)?.[1] : undefined;
  if (version === undefined)
    throw fail(
      "#/overlay",
      `Overlay version ${JSON.stringify(root.overlay)} is not supported (1.0.x and 1.1.x are)`,
    );
  checkFields(root, ROOT_FIELDS, "", fail);
  const info = asObject(root.info);
  if (info === undefined) throw fail("#/info", "must be an object with title and version");
  checkFields(info, INFO_FIELDS, "#/info", fail);
  for (const field of ["title", "version"]) {
    if (typeof info[field] !== "string") throw fail(`#/info/${field}`, "must be a string");
  }
  if (info.description !== undefined && typeof info.description !== "string")
    throw fail("#/info/description", "must be a string");
  if (root.extends !== undefined && typeof root.extends !== "string")
    throw fail("#/extends", "must be a string");
  if (!Array.isArray(root.actions) || root.actions.length === 0)
    throw fail("#/actions", "must be a list of at least one action");
  const featureSet = version === "1" ? "1.1" : "1.0";
  const actions = root.actions.map((entry, index) =>
    checkAction(entry, `#/actions/${index}`, featureSet, fail),
  );
  return { display, file, version: featureSet, actions };
}

function checkAction(
  entry: JsonValue,
  pointer: string,
  version: Overlay["version"],
  fail: (pointer: string, problem: string) => TypewrightError,
): OverlayAction {
  const action = asObject(entry);
  if (action === undefined) throw fail(pointer, `must be an object with a target (got ${jsonKind(entry)})`);
  checkFields(action, ACTION_FIELDS, pointer, fail);
  if (action.target === undefined) throw fail(pointer, 'an action needs a "target"');
  const target = checkQuery(action.target, `${pointer}/target`, fail);
  if (action.description !== undefined && typeof action.description !== "string")
    throw fail(`${pointer}/description`, "must be a string");
  if (action.remove !== undefined && typeof action.remove !== "boolean")
    throw fail(`${pointer}/remove`, `must be true or false (got ${jsonKind(action.remove)})`);
  const checked: OverlayAction = { pointer, target, remove: action.remove === true };
  if (action.copy !== undefined) {
    if (version === "1.0")
      throw fail(`${pointer}/copy`, "copy is an Overlay 1.1 action (this overlay is 1.0)");
    checked.copy = checkQuery(action.copy, `${pointer}/copy`, fail);
  }
  if (Object.hasOwn(action, "update")) checked.update = action.update as JsonValue;
  return checked;
}

/** A JSONPath query that parses: its syntax is checked by running it against an empty document. */
function checkQuery(
  raw: JsonValue | undefined,
  pointer: string,
  fail: (pointer: string, problem: string) => TypewrightError,
): string {
  if (typeof raw !== "string") throw fail(pointer, `must be a JSONPath query string (got ${jsonKind(raw)})`);
  try {
    paths({}, raw);
  } catch (error) {
    const column = (error as { location?: { start?: { column?: number } } }).location?.start?.column;
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    const at = column === undefined ? "" : ` at character ${column}`;
    throw fail(pointer, `invalid JSONPath ${JSON.stringify(raw)}${at}: ${reason}`);
  }
  return raw;
}

/** Fields the object's part of the specification does not name are refused, but for extensions (`x-`). */
function checkFields(
  object: JsonObject,
  known: readonly string[],
  pointer: string,
  fail: (pointer: string, problem: string) => TypewrightError,
): void {
  for (const field of Object.keys(object)) {
    if (known.includes(field) || field.startsWith("x-")) continue;
    throw fail(
      pointer === "" ? "#" : pointer,
      `unknown field ${JSON.stringify(field)} (known: ${known.join(", ")} and x- extensions)`,
    );
  }
}
