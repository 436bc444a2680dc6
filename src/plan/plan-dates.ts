/**
 * The date converters of a client (`dateFormat: "Date"`): which operations convert what, and one named
 * converter function per named schema that holds dates, in each direction (see `date-shapes.ts`).
 * Operations and schemas without dates get none; `dateFormat: "string"` plans none at all.
 */
import { referencingSchemas } from "../model/schema-facts.js";
import type { Model, OperationModel, ParameterModel, SchemaId } from "../model/types.js";
import { type DateDirection, type DateShape, DateShapes, shapeTargets } from "./date-shapes.js";
import { classifyBody, classifyResponse, clientSends } from "./media-types.js";
import type { OperationDates, PlannedResponse } from "./operation-plan-types.js";
import type { SchemaTyping } from "./schema-typing.js";
import type { TopLevelNames } from "./top-level-names.js";

export interface DateConverter {
  /** The generated function's name: `reviveItem`, `formatItemDates`. */
  name: string;
  shape: DateShape;
}

export interface DatePlan {
  /**
   * Per direction, the converter of each named schema some operation converts through, in output order;
   * schemas whose conversions are alike share one.
   */
  converters: Record<DateDirection, ReadonlyMap<SchemaId, DateConverter>>;
  operations: ReadonlyMap<OperationModel, OperationDates>;
}

const NO_DATES: DatePlan = {
  converters: { revive: new Map(), format: new Map() },
  operations: new Map(),
};

/**
 * Decides the shapes and claims the converter names (before methods are planned, so an
 * argument never shadows a converter its method calls); none unless the types make dates `Date`s (`typing`). `typeNames` are in the output order of named
 * schemas; `reached` holds every named schema the operations reach (closed under references). A client
 * that cannot read a stream (`readsStreams` false) throws instead of decoding one, so a streamed body's
 * items get no converter there (one nothing calls, an error under `noUnusedLocals`).
 */
export function planDates(
  model: Model,
  operations: readonly OperationModel[],
  typing: Pick<SchemaTyping, "datesAsDate">,
  typeNames: ReadonlyMap<SchemaId, string>,
  names: TopLevelNames,
  reached: ReadonlySet<SchemaId>,
  readsStreams: boolean,
): DatePlan {
  if (!typing.datesAsDate || operations.length === 0) return NO_DATES;
  // Without a date or date-time string no value holds a date to convert.
  if (model.features?.dateFormats === false) return NO_DATES;
  // Shapes are worked out for the reached schemas only (GitHub: 170 of the 278 trees with dates, an eighth
  // of their nodes), unless a cycle makes a result depend on the order of every schema (see DateShapes).
  let shapes = shapesOver(model, reached);
  // Most such cycles are met while the shapes are worked out, before any operation's dates are read.
  if (orderDependent(shapes)) shapes = shapesOver(model, undefined);
  let byOperation = datesByOperation(operations, shapes, readsStreams);
  if (orderDependent(shapes)) {
    shapes = shapesOver(model, undefined);
    byOperation = datesByOperation(operations, shapes, readsStreams);
  }
  const used = { revive: new Set<SchemaId>(), format: new Set<SchemaId>() };
  for (const dates of byOperation.values()) {
    if (dates.response) collectTargets(dates.response, shapes.revive, used.revive);
    for (const answer of dates.responseByStatus ?? []) {
      if (answer.shape) collectTargets(answer.shape, shapes.revive, used.revive);
    }
    for (const failure of dates.failures ?? []) {
      if (failure.shape) collectTargets(failure.shape, shapes.revive, used.revive);
    }
    for (const shape of [dates.body, ...dates.parameters.values()]) {
      if (shape && shapes.format) collectTargets(shape, shapes.format, used.format);
    }
  }
  const converters = {
    revive: nameConverters(used.revive, shapes.revive, typeNames, names, (type) => `revive${type}`),
    format: shapes.format
      ? nameConverters(used.format, shapes.format, typeNames, names, (type) => `format${type}Dates`)
      : new Map(),
  };
  return { converters, operations: byOperation };
}

/** The shapes of each direction; none to format where no string is a `format: date` (a request's only dates). */
interface ShapesByDirection {
  revive: DateShapes;
  format: DateShapes | undefined;
}

function shapesOver(model: Model, within: ReadonlySet<SchemaId> | undefined): ShapesByDirection {
  const formats = model.features?.calendarDates !== false;
  // One reverse reference graph for both directions, read when the first needs it.
  let referencedBy: ReadonlyMap<SchemaId, readonly SchemaId[]> | undefined;
  const readOnce = () => (referencedBy ??= referencingSchemas(model.schemas, within));
  const revive = new DateShapes(model.schemas, "revive", within, readOnce);
  // Order-dependent shapes are worked out again over every schema: the other direction's would be thrown away.
  const format =
    formats && !revive.orderDependent ? new DateShapes(model.schemas, "format", within, readOnce) : undefined;
  return { revive, format };
}

function orderDependent(shapes: ShapesByDirection): boolean {
  return shapes.revive.orderDependent || shapes.format?.orderDependent === true;
}

function datesByOperation(
  operations: readonly OperationModel[],
  shapes: ShapesByDirection,
  readsStreams: boolean,
): Map<OperationModel, OperationDates> {
  const byOperation = new Map<OperationModel, OperationDates>();
  for (const operation of operations) {
    const dates = operationDates(operation, shapes, readsStreams);
    if (dates) byOperation.set(operation, dates);
  }
  return byOperation;
}

function operationDates(
  operation: OperationModel,
  shapes: ShapesByDirection,
  readsStreams: boolean,
): OperationDates | undefined {
  const planned = classifyResponse(operation.response);
  // A streamed body's converter revives each item (each event's data), not the body.
  const decodesJson =
    (planned.decoding === "json" ||
      planned.decoding === "json-lines" ||
      planned.decoding === "json-seq" ||
      planned.eventData === "json") &&
    clientSends(planned, readsStreams);
  const byStatus = planned.bodyStatuses && responseShapesByStatus(planned, shapes.revive);
  const response =
    decodesJson && planned.schema && !planned.bodyStatuses
      ? shapes.revive.shapeOf(planned.schema)
      : undefined;
  const format = shapes.format;
  const requestBody = format && operation.requestBody;
  const encoding = requestBody && classifyBody(requestBody.mediaType, requestBody.schema);
  const body =
    requestBody && (encoding === "json" || encoding === "multipart" || encoding === "urlencoded")
      ? format.shapeOf(requestBody.schema)
      : undefined;
  // Made at the first parameter or failure with dates: most operations have none (GitHub: 1,223 operations,
  // 2,157 documented failures).
  let parameters: Map<ParameterModel, DateShape> | undefined;
  for (const parameter of format ? operation.parameters : []) {
    const shape = format?.shapeOf(parameter.schema);
    if (!shape) continue;
    parameters ??= new Map();
    parameters.set(parameter, shape);
  }
  const errors = operation.errors;
  let failures: { status: string; shape: DateShape | undefined }[] | undefined;
  for (let index = 0; index < errors.length; index++) {
    const error = errors[index] as OperationModel["errors"][number];
    const read = classifyResponse(error);
    const shape = read.decoding === "json" && read.schema ? shapes.revive.shapeOf(read.schema) : undefined;
    if (shape && failures === undefined) {
      failures = errors.slice(0, index).map((before) => ({ status: before.status, shape: undefined }));
    }
    failures?.push({ status: error.status, shape });
  }
  if (!response && !byStatus && !body && parameters === undefined && failures === undefined) return undefined;
  // The keys in this order, each optional one only when present (no spreads: see planOperation).
  const dates: Partial<OperationDates> = {};
  if (response) dates.response = response;
  if (byStatus) dates.responseByStatus = byStatus;
  if (failures) dates.failures = failures;
  if (body) dates.body = body;
  dates.parameters = parameters ?? new Map();
  return dates as OperationDates;
}

/** The named schemas `shape` converts through, transitively, added to `into`. */
function collectTargets(shape: DateShape, shapes: DateShapes, into: Set<SchemaId>): void {
  const pending = shapeTargets(shape);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (into.has(id)) continue;
    into.add(id);
    const named = shapes.namedShape(id);
    if (named) pending.push(...shapeTargets(named));
  }
}

function nameConverters(
  used: ReadonlySet<SchemaId>,
  shapes: DateShapes,
  typeNames: ReadonlyMap<SchemaId, string>,
  names: TopLevelNames,
  nameFor: (typeName: string) => string,
): Map<SchemaId, DateConverter> {
  const converters = new Map<SchemaId, DateConverter>();
  // Type names are in output order; claiming in that order keeps names stable across runs.
  for (const [id, typeName] of typeNames) {
    const shape = used.has(id) ? shapes.namedShape(id) : undefined;
    if (shape) converters.set(id, { name: names.claim("dateConverter", nameFor(typeName)), shape });
  }
  mergeAlike(converters);
  return converters;
}

/**
 * One converter for the schemas whose shapes are alike once the converters they call are (GitHub's
 * `Repository` and `NullableRepository` revive the same properties the same way, in any order): a bundle
 * holds one function. Each round merges the shapes that read the same with the converters merged so far,
 * until a round merges none; shapes alike only through a cycle of references stay apart. Every name stays
 * claimed, so no other name moves.
 *
 * A round visits the schemas a shape converts through before the shape, so a chain of references merges in
 * one round instead of one round per link (a chain of thousands took minutes). The partition does not
 * depend on that order; each merged converter is then the one of its schema first in output order.
 */
function mergeAlike(converters: Map<SchemaId, DateConverter>): void {
  const own = new Map(converters);
  // An object's properties convert independently of each other, so their order does not tell shapes apart.
  const targetAsConverter = (field: string, value: unknown) =>
    field === "target"
      ? converters.get(value as SchemaId)?.name
      : field === "properties"
        ? [...(value as { name: string }[])].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        : value;
  const order = targetsFirst(own);
  for (let merged = true; merged; ) {
    merged = false;
    const byKey = new Map<string, DateConverter>();
    for (const id of order) {
      const converter = converters.get(id) as DateConverter;
      const key = JSON.stringify(converter.shape, targetAsConverter);
      const alike = byKey.get(key);
      if (alike === undefined) byKey.set(key, converter);
      else if (alike !== converter) {
        converters.set(id, alike);
        merged = true;
      }
    }
  }
  const firstOfClass = new Map<DateConverter, DateConverter>();
  for (const [id, converter] of converters)
    if (!firstOfClass.has(converter)) firstOfClass.set(converter, own.get(id) as DateConverter);
  for (const [id, converter] of converters) converters.set(id, firstOfClass.get(converter) as DateConverter);
}

/** The converters' schemas, each after the schemas its shape converts through (cycles broken anywhere). */
function targetsFirst(converters: ReadonlyMap<SchemaId, DateConverter>): SchemaId[] {
  const order: SchemaId[] = [];
  const seen = new Set<SchemaId>();
  for (const root of converters.keys()) {
    if (seen.has(root)) continue;
    seen.add(root);
    // Iterative post-order: a chain of references may be thousands deep.
    const stack: [SchemaId, SchemaId[]][] = [
      [root, shapeTargets((converters.get(root) as DateConverter).shape)],
    ];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [SchemaId, SchemaId[]];
      const next = top[1].pop();
      if (next === undefined) {
        order.push(top[0]);
        stack.pop();
      } else if (!seen.has(next) && converters.has(next)) {
        seen.add(next);
        stack.push([next, shapeTargets((converters.get(next) as DateConverter).shape)]);
      }
    }
  }
  return order;
}

/**
 * The dates of each status's body where a call may resolve with several (see `responseByStatus`); none
 * where no body holds dates.
 */
function responseShapesByStatus(
  planned: PlannedResponse,
  revive: DateShapes,
): OperationDates["responseByStatus"] {
  const { schema, bodyStatuses } = planned;
  if (schema?.kind !== "union" || bodyStatuses === undefined) return undefined;
  const shapes = schema.members.map((member) => revive.shapeOf(member));
  if (shapes.every((shape) => shape === undefined)) return undefined;
  const byStatus = bodyStatuses.flatMap((statuses, index) =>
    statuses.map((status) => ({ status, shape: shapes[index] })),
  );
  // Exact codes before the `2XX` range, which holds them.
  byStatus.sort((a, b) => statusOrder(a.status) - statusOrder(b.status));
  // Bodies of a status the description does not list are revived as the picked response's.
  if (!byStatus.some(({ status }) => status.toUpperCase() === "2XX"))
    byStatus.push({ status: "default", shape: shapes[0] });
  return byStatus;
}

function statusOrder(status: string): number {
  return status.toUpperCase() === "2XX" ? 300 : Number(status);
}
