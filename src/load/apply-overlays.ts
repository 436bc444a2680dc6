import { paths } from "jsonpath-rfc9535";
import type { DiagnosticSink } from "../text/diagnostics.js";
import { formatPointer, resolveSegments } from "./json-pointer.js";
import { asObject, jsonKind, setOwnValue } from "./json-value.js";
import type { Overlay, OverlayAction } from "./read-overlay.js";
import type { JsonObject, JsonValue, OverlayPlace } from "./types.js";

/** One node a JSONPath query selected: its place as path segments (array indexes as numbers). */
type NodePath = (string | number)[];

/**
 * Applies `overlays` in order to `document` (the description's entry document, as read) and returns the
 * result. An action whose target selects nothing, or that cannot apply to a node, changes nothing there and is
 * reported (`overlay-target-unmatched`, `overlay-action-inapplicable`) with the overlay and the action's
 * pointer. `written` gains, by the pointer of each place an `update` or `copy` wrote, the overlay and the
 * pointer within it, so that findings on those values name the overlay.
 */
export function applyOverlays(
  document: JsonValue,
  overlays: readonly Overlay[],
  diagnostics: DiagnosticSink,
  written: Map<string, OverlayPlace>,
): JsonValue {
  let root = document;
  for (const overlay of overlays) {
    for (const action of overlay.actions) {
      const report = (code: "overlay-target-unmatched" | "overlay-action-inapplicable", message: string) =>
        diagnostics.report({
          code,
          severity: "warning",
          file: overlay.display,
          pointer: action.pointer,
          message,
        });
      root = applyAction(root, overlay, action, report, written);
    }
  }
  return root;
}

type Report = (code: "overlay-target-unmatched" | "overlay-action-inapplicable", message: string) => void;

function applyAction(
  root: JsonValue,
  overlay: Overlay,
  action: OverlayAction,
  report: Report,
  written: Map<string, OverlayPlace>,
): JsonValue {
  const targets = paths(root, action.target).map(parseNormalizedPath);
  if (targets.length === 0) {
    report("overlay-target-unmatched", `target ${action.target} selects nothing; the action changes nothing`);
    return root;
  }
  if (action.remove) return removeNodes(root, targets, report, written);
  const source = sourceValue(root, action, report);
  if (source === undefined) return root;
  let result = root;
  for (const target of targets) {
    const place = { file: overlay.display, pointer: source.pointer, within: source.within };
    const changed = writeInto(result, target, source.value, overlay.version, place, report, written);
    if (changed !== undefined) result = changed;
  }
  return result;
}

/** What the action writes: its `update`, or the one node its `copy` selects (the `update` wins if both are given). */
function sourceValue(
  root: JsonValue,
  action: OverlayAction,
  report: Report,
): { value: JsonValue; pointer: string; within: boolean } | undefined {
  if (action.update !== undefined)
    return { value: action.update, pointer: `${action.pointer}/update`, within: true };
  if (action.copy === undefined) {
    report(
      "overlay-action-inapplicable",
      "the action has no update, copy or remove: true; it changes nothing",
    );
    return undefined;
  }
  const sources = paths(root, action.copy);
  if (sources.length !== 1) {
    const count = sources.length === 0 ? "nothing" : `${sources.length} nodes`;
    report(
      "overlay-action-inapplicable",
      `copy ${action.copy} selects ${count}, not one node; nothing is copied`,
    );
    return undefined;
  }
  const value = resolveSegments(root, parseNormalizedPath(sources[0] as string).map(String)) as JsonValue;
  return { value, pointer: action.pointer, within: false };
}

/**
 * Merges `value` into the node at `target` as the Overlay specification says: objects recursively, arrays
 * concatenated (1.0 appends an `update` to a selected array as one entry), primitives replaced. Returns the new
 * root, or `undefined` (reported) when the kinds do not fit: then nothing of the node changes.
 */
function writeInto(
  root: JsonValue,
  target: NodePath,
  value: JsonValue,
  version: Overlay["version"],
  place: { file: string; pointer: string; within: boolean },
  report: Report,
  written: Map<string, OverlayPlace>,
): JsonValue | undefined {
  const node = resolveSegments(root, target.map(String)) as JsonValue;
  const at = target.map(String);
  const writes: Write[] = [];
  const merged = mergeNode(node, value, version, at, writes);
  if (!merged.ok) {
    const where = merged.conflict.length === 0 ? "" : ` at ${formatPointer(merged.conflict)}`;
    const given = jsonKind(resolveSegments(value, merged.conflict));
    const found = jsonKind(resolveSegments(node, merged.conflict));
    report(
      "overlay-action-inapplicable",
      `the ${place.within ? "update" : "copied value"} is ${given}${where}, which cannot be merged into ${found} ` +
        `(the target selects #${formatPointer(at)}); that node is left as it is`,
    );
    return undefined;
  }
  for (const write of writes) {
    written.set(formatPointer(write.at), {
      file: place.file,
      pointer: place.within ? `${place.pointer}${formatPointer(write.from)}` : place.pointer,
      holdsValue: place.within,
    });
  }
  return replaceNode(root, target, merged.value);
}

interface Write {
  /** The place written in the description. */
  at: string[];
  /** Where its value is within the action's `update`. */
  from: string[];
}

/** A merged value, or where below the selected node the kinds do not fit. */
type Merged = { ok: true; value: JsonValue } | { ok: false; conflict: string[] };

/** The selected node with the action's value merged in. */
function mergeNode(
  node: JsonValue,
  value: JsonValue,
  version: Overlay["version"],
  at: string[],
  writes: Write[],
): Merged {
  if (Array.isArray(node)) {
    // 1.0 appends the update to a selected array as one entry; 1.1 concatenates an array.
    const entries = Array.isArray(value) && version === "1.1" ? value : [value];
    for (const index of entries.keys()) {
      writes.push({
        at: [...at, String(node.length + index)],
        from: entries === value ? [String(index)] : [],
      });
    }
    return { ok: true, value: [...node, ...structuredClone(entries)] };
  }
  const object = asObject(node);
  if (object !== undefined) {
    const update = asObject(value);
    return update === undefined ? { ok: false, conflict: [] } : mergeObjects(object, update, at, [], writes);
  }
  if (!isPrimitive(value)) return { ok: false, conflict: [] };
  writes.push({ at, from: [] });
  return { ok: true, value };
}

/**
 * `target` with `update` merged in, as a new object (the description's objects may be shared by YAML aliases):
 * a property only in `update` is added, primitives replace primitives, arrays are concatenated, objects merged;
 * any other pair of kinds is a conflict.
 */
function mergeObjects(
  target: JsonObject,
  update: JsonObject,
  at: string[],
  from: string[],
  writes: Write[],
): Merged {
  const merged: JsonObject = { ...target };
  for (const [key, value] of Object.entries(update)) {
    const current = Object.hasOwn(target, key) ? target[key] : undefined;
    const place = [...at, key];
    const source = [...from, key];
    if (current === undefined || (isPrimitive(current) && isPrimitive(value))) {
      setOwnValue(merged, key, structuredClone(value));
      writes.push({ at: place, from: source });
    } else if (Array.isArray(current) && Array.isArray(value)) {
      setOwnValue(merged, key, [...current, ...structuredClone(value)]);
      for (const index of value.keys())
        writes.push({ at: [...place, String(current.length + index)], from: [...source, String(index)] });
    } else {
      const [inner, innerUpdate] = [asObject(current), asObject(value)];
      if (inner === undefined || innerUpdate === undefined) return { ok: false, conflict: [key] };
      const result = mergeObjects(inner, innerUpdate, place, source, writes);
      if (!result.ok) return { ok: false, conflict: [key, ...result.conflict] };
      setOwnValue(merged, key, result.value);
    }
  }
  return { ok: true, value: merged };
}

/** Removes every selected node from its object or array, the last first so that array indexes stay right. */
function removeNodes(
  root: JsonValue,
  targets: NodePath[],
  report: Report,
  written: Map<string, OverlayPlace>,
): JsonValue {
  for (const target of [...targets].sort(compareReversed)) {
    if (target.length === 0) {
      report("overlay-action-inapplicable", "target $ is the whole description, which cannot be removed");
      continue;
    }
    const parent = resolveSegments(root, target.slice(0, -1).map(String));
    const key = target.at(-1) as string | number;
    if (Array.isArray(parent) && typeof key === "number") parent.splice(key, 1);
    else if (asObject(parent ?? null) !== undefined) delete (parent as JsonObject)[key];
    const removed = formatPointer(target.map(String));
    for (const pointer of written.keys()) {
      if (pointer === removed || pointer.startsWith(`${removed}/`)) written.delete(pointer);
    }
  }
  return root;
}

/** Later places first: a deeper node before its parent, a higher array index before a lower one. */
function compareReversed(a: NodePath, b: NodePath): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const [x, y] = [a[index] as string | number, b[index] as string | number];
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return y - x;
    return String(y) < String(x) ? -1 : 1;
  }
  return b.length - a.length;
}

/** `root` with the node at `target` replaced by `value`: the parent is changed in place, the root replaced. */
function replaceNode(root: JsonValue, target: NodePath, value: JsonValue): JsonValue {
  if (target.length === 0) return value;
  const parent = resolveSegments(root, target.slice(0, -1).map(String)) as JsonObject | JsonValue[];
  const key = target.at(-1) as string | number;
  if (Array.isArray(parent)) parent[key as number] = value;
  else setOwnValue(parent, String(key), value);
  return root;
}

function isPrimitive(value: JsonValue | undefined): boolean {
  return value === null || (typeof value !== "object" && value !== undefined);
}

/**
 * An RFC 9535 normalized path (`$['paths']['/pets'][0]`) → its segments. Names are in single quotes with
 * `\\`, `\'`, `\b`, `\f`, `\n`, `\r`, `\t` and `\uXXXX` escapes; indexes are plain numbers.
 */
export function parseNormalizedPath(normalized: string): NodePath {
  const segments: NodePath = [];
  let index = 1;
  while (index < normalized.length) {
    if (normalized[index + 1] !== "'") {
      const end = normalized.indexOf("]", index);
      segments.push(Number(normalized.slice(index + 1, end)));
      index = end + 1;
      continue;
    }
    let name = "";
    index += 2;
    while (normalized[index] !== "'") {
      const character = normalized[index] as string;
      if (character !== "\\") {
        name += character;
        index++;
        continue;
      }
      const escaped = normalized[index + 1] as string;
      if (escaped === "u") {
        name += String.fromCharCode(Number.parseInt(normalized.slice(index + 2, index + 6), 16));
        index += 6;
      } else {
        name += ESCAPES[escaped] ?? escaped;
        index += 2;
      }
    }
    segments.push(name);
    index += 2;
  }
  return segments;
}

const ESCAPES: Readonly<Record<string, string>> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
