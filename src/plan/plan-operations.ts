import { isValidIdentifier } from "../ast/identifiers.js";
import type { ResolvedOptions } from "../config/types.js";
import { requestPathOf } from "../model/path-placeholders.js";
import type { OperationModel, ParameterModel } from "../model/types.js";
import { classifyBody, classifyResponse } from "./media-types.js";
import { NameScope, toCamelCase, toMemberName, toPascalCase } from "./names.js";
import { BODY_KEY, planObjectKeys } from "./object-keys.js";
import type {
  ArgumentNames,
  BodyArgument,
  BodyEncoding,
  DraftGroup,
  OperationDraft,
  ParameterAccess,
  PlannedArgument,
  PlannedGroup,
  PlannedOperation,
  PlannedParameter,
  Writable,
} from "./operation-plan-types.js";
import { fieldStyleCode, pathInPlaceholderOrder, sentAsJsonText, styleCode } from "./parameter-wire.js";
import type { DatePlan, OperationDates } from "./plan-dates.js";
import { planFailures } from "./plan-failures.js";
import { claimRequestTypeName } from "./plan-request-types.js";
import type { SaidOnceNames } from "./plan-said-once.js";
import type { TopLevelNames } from "./top-level-names.js";
import { checkWireName } from "./wire-names.js";

type OperationOptions = Pick<
  ResolvedOptions,
  "servicePrefix" | "modifiers" | "queryParamsSerialization" | "argumentStyle"
>;

/** Name of the group of operations without tags. */
export const DEFAULT_GROUP = "default";

/**
 * Groups by first tag (names that sanitize alike merge), names the clients, then plans every operation's
 * signature and claims its failure union and request types, in output order. `bodyNames` are the
 * module-level values a method body may name (see `operationBodyNames`).
 */
export function planGroups(
  operations: readonly OperationModel[],
  options: OperationOptions,
  names: TopLevelNames,
  bodyNames: readonly string[],
  dates: DatePlan,
): DraftGroup[] {
  const byClientName = new Map<string, { tag: string; operations: OperationModel[] }>();
  for (const operation of operations) {
    const tag = operation.tags[0] ?? DEFAULT_GROUP;
    const key = clientNameFor(tag, options.servicePrefix);
    const group = byClientName.get(key) ?? { tag, operations: [] };
    group.operations.push(operation);
    byClientName.set(key, group);
  }
  const named = [...byClientName.entries()].map(([desired, group]) => {
    const clientName = names.claim("client", desired);
    return { ...group, clientName, className: claimClassName(clientName, names) };
  });
  const bodyNameSet: ReadonlySet<string> = new Set(bodyNames);
  return named.map((group) => {
    const methodScope = new NameScope(["constructor"]);
    return {
      tag: group.tag,
      clientName: group.clientName,
      className: group.className,
      operations: group.operations.map((operation) =>
        planOperation(operation, methodScope, names, options, bodyNameSet, dates),
      ),
    };
  });
}

/**
 * The name each operation is exported under on its own: its method's name; where that is taken at the top level
 * (by an earlier group's function, a type, a client, a runtime helper, a global the module's code reads), the
 * group's name before it (`petClient` + `list` → `petList`), numbered if that is taken too. Groups and
 * operations are taken in output order.
 */
export function planFunctionNames(
  groups: readonly DraftGroup[],
  names: TopLevelNames,
): ReadonlyMap<OperationDraft, string> {
  const functionNames = new Map<OperationDraft, string>();
  for (const group of groups) {
    const prefix = group.clientName.replace(/Client$/, "") || "default";
    for (const planned of group.operations) {
      const { methodName } = planned;
      functionNames.set(
        planned,
        names.claimPreferring(
          "operationFunction",
          methodName,
          () => `${prefix}${methodName.charAt(0).toUpperCase()}${methodName.slice(1)}`,
        ),
      );
    }
  }
  return functionNames;
}

/**
 * The groups with every operation complete: its exported function's name and the names of what it shares
 * with other operations (see plan-said-once.ts). Nothing changes a record after this.
 */
export function completeGroups(
  groups: readonly DraftGroup[],
  functionNames: ReadonlyMap<OperationDraft, string>,
  saidOnce: ReadonlyMap<OperationDraft, SaidOnceNames>,
): PlannedGroup[] {
  return groups.map((group) => ({
    tag: group.tag,
    clientName: group.clientName,
    className: group.className,
    operations: group.operations.map(
      (draft): PlannedOperation => ({
        ...draft,
        functionName: functionNames.get(draft) ?? draft.methodName,
        ...saidOnce.get(draft),
      }),
    ),
  }));
}

/** Names no export may have: they change what the module namespace object is (see top-level-names.ts). */
export const NAMESPACE_MEMBERS_NOT_EXPORTED = ["then"];

/** A class is a type and a value: `PetClient`, or `PetClientService` when `PetClient` is taken. */
function claimClassName(clientName: string, names: TopLevelNames): string {
  const desired = clientName.charAt(0).toUpperCase() + clientName.slice(1);
  // With a capitalized `servicePrefix` the client name already is the class name, claimed for this group.
  if (desired === clientName) return clientName;
  return names.claimPreferring("client", desired, () => `${desired}Service`);
}

/** `pet store` → `petStoreClient`; with prefix `My` → `MyPetStoreClient`. */
export function clientNameFor(tag: string, servicePrefix: string): string {
  if (servicePrefix === "") return toMemberName(`${toCamelCase(tag, "default")}Client`, "defaultClient");
  // The contract: the prefix is prepended as written (`My` + `pet` → `MyPetClient`); only a prefix that
  // cannot start an identifier is reshaped like any other name.
  const prefixed = `${servicePrefix}${toPascalCase(tag, "Default")}Client`;
  return isValidIdentifier(prefixed) ? prefixed : toMemberName(prefixed, "defaultClient");
}

function planOperation(
  operation: OperationModel,
  methodScope: NameScope,
  names: TopLevelNames,
  options: OperationOptions,
  bodyNames: ReadonlySet<string>,
  dates: DatePlan,
): OperationDraft {
  const methodName = methodScope.claim(
    toMemberName(operation.operationId ?? nameFromRoute(operation), "call"),
  );
  const parameters = applyModifiers(operation.parameters, options.modifiers.parameters);
  const { args, accessByParameter, body, optionsNames, groupQuery } =
    options.argumentStyle === "object"
      ? objectSignature(operation, methodName, parameters, names, bodyNames)
      : positionalSignature(operation, methodName, parameters, names, options, bodyNames);

  const access = accessByLocation(parameters, accessByParameter);
  const operationDates = dates.operations.get(operation);
  const requestPath = requestPathOf(operation.path);
  const pathValues = pathInPlaceholderOrder(requestPath, access.path);
  // Built in the order of its keys, the optional ones set only when present, without spreading objects into
  // the literal: each spread there is a call into the engine's runtime, per operation.
  const planned: Writable<Omit<OperationDraft, "response" | "dates" | "failures">> = {
    operation,
    methodName,
    arguments: orderArguments(args),
    options: optionsNames,
    requestPath,
    path: access.path,
    // The whole query string first: the query parameters a description states next to it follow it.
    query: access.querystring.length === 0 ? access.query : access.querystring.concat(access.query),
    headers: access.header,
    cookies: access.cookie,
    groupedQueryAsIs:
      groupQuery && access.querystring.length === 0 && passesAsIs(access.query, operationDates),
  };
  if (pathValues && pathValues.length > 0) planned.pathInPlaceholderOrder = pathValues;
  if (body) planned.body = body;
  const complete = planned as Writable<OperationDraft>;
  complete.response = classifyResponse(operation.response);
  complete.dates = operationDates;
  complete.failures = planFailures(operation, methodName, names);
  const security = plannedSecurity(operation);
  if (security) complete.security = security;
  return complete;
}

/** What a signature style decides: the arguments, how each parameter is reached, the body, the options' names. */
interface PlannedSignature {
  args: PlannedArgument[];
  accessByParameter: Map<PlannedParameter, ParameterAccess>;
  body: BodyArgument | undefined;
  optionsNames: ArgumentNames;
  /** The query parameters are grouped into one `query` argument (`queryParamsAsObject`). */
  groupQuery: boolean;
}

/**
 * Positional arguments: each parameter under its name in camelCase (`per_page` → `perPage`), or the query
 * parameters grouped into `query` under their wire names; then `body`, then `options`.
 */
function positionalSignature(
  operation: OperationModel,
  methodName: string,
  parameters: PlannedParameter[],
  names: TopLevelNames,
  options: OperationOptions,
  bodyNames: ReadonlySet<string>,
): PlannedSignature {
  // The signature's names are unique among the arguments only: no internal name changes them.
  const argumentScope = new NameScope();
  const queryParameters: PlannedParameter[] = [];
  for (const planned of parameters) if (planned.parameter.in === "query") queryParameters.push(planned);
  const groupQuery = shouldGroupQuery(
    queryParameters.length,
    options.queryParamsSerialization.queryParamsAsObject,
  );

  const separate = groupQuery ? parameters.filter((planned) => planned.parameter.in !== "query") : parameters;
  for (const planned of separate) {
    const desired = planned.parameter.argumentName ?? planned.parameter.name;
    planned.name = argumentScope.claim(toMemberName(desired, "value"));
  }
  const queryName = groupQuery && queryParameters.length > 0 ? argumentScope.claim("query") : undefined;
  const bodyName = operation.requestBody ? argumentScope.claim("body") : undefined;
  const optionsName = argumentScope.claim("options");
  // In signature order: a local name is claimed in this order where several are module-level values.
  const argumentNames = separate.map((planned) => planned.name);
  if (queryName !== undefined) argumentNames.push(queryName);
  if (bodyName !== undefined) argumentNames.push(bodyName);
  argumentNames.push(optionsName);
  const localName = localNames(argumentNames, bodyNames);

  const args: PlannedArgument[] = [];
  const accessByParameter = new Map<PlannedParameter, ParameterAccess>();
  for (const planned of separate) {
    const name = planned.name;
    const local = localName(name);
    args.push({ kind: "parameter", name, localName: local, required: planned.required, planned });
    accessByParameter.set(planned, accessOf(planned, local));
  }
  if (queryName !== undefined) {
    const local = localName(queryName);
    const required = queryParameters.some((planned) => planned.required);
    const typeName = claimRequestTypeName(methodName, "query", names);
    args.push({
      kind: "query",
      name: queryName,
      localName: local,
      required,
      properties: queryParameters,
      typeName,
    });
    for (const planned of queryParameters) {
      const access = accessOf(planned, local);
      access.property = planned.name;
      accessByParameter.set(planned, access);
    }
  }
  const body =
    bodyName === undefined
      ? undefined
      : planBody(operation, claimRequestTypeName(methodName, "body", names), {
          name: bodyName,
          localName: localName(bodyName),
        });
  if (body) args.push(body);
  return {
    args,
    accessByParameter,
    body,
    optionsNames: { name: optionsName, localName: localName(optionsName) },
    groupQuery,
  };
}

/**
 * `argumentStyle: "object"`: one argument `params` holding every parameter under its key (see
 * object-keys.ts) and the body under `body`, typed `<Operation>Params`; none where there is nothing to hold.
 * Then `options`.
 */
function objectSignature(
  operation: OperationModel,
  methodName: string,
  parameters: PlannedParameter[],
  names: TopLevelNames,
  bodyNames: ReadonlySet<string>,
): PlannedSignature {
  const holds = parameters.length > 0 || operation.requestBody !== undefined;
  const argumentScope = new NameScope();
  const objectName = holds ? argumentScope.claim("params") : undefined;
  const optionsName = argumentScope.claim("options");
  const localName = localNames(
    objectName === undefined ? [optionsName] : [objectName, optionsName],
    bodyNames,
  );
  const optionsNames = { name: optionsName, localName: localName(optionsName) };
  const accessByParameter = new Map<PlannedParameter, ParameterAccess>();
  if (objectName === undefined)
    return { args: [], accessByParameter, body: undefined, optionsNames, groupQuery: false };

  planObjectKeys(parameters, operation.requestBody !== undefined);
  const local = localName(objectName);
  const bodyTypeName = operation.requestBody ? claimRequestTypeName(methodName, "body", names) : undefined;
  const typeName = claimRequestTypeName(methodName, "params", names);
  const body =
    bodyTypeName === undefined
      ? undefined
      : planBody(operation, bodyTypeName, { name: BODY_KEY, localName: BODY_KEY });
  const required = parameters.some((planned) => planned.required) || body?.required === true;
  if (body) body.heldBy = { argumentName: local, optional: !required };
  for (const planned of parameters) {
    const access = accessOf(planned, local);
    access.property = planned.name;
    access.argumentOptional = !required;
    accessByParameter.set(planned, access);
  }
  const object: Extract<PlannedArgument, { kind: "object" }> = {
    kind: "object",
    name: objectName,
    localName: local,
    required,
    properties: parameters,
    typeName,
  };
  if (body) object.body = body;
  return { args: [object], accessByParameter, body, optionsNames, groupQuery: false };
}

/**
 * The name the body reads each argument under: its own, unless it is a module-level value the body names
 * (`bodyNames`); then the first numbered name that is neither such a value nor another argument's name.
 */
function localNames(names: readonly string[], bodyNames: ReadonlySet<string>): (name: string) => string {
  // Mostly none is: every argument is read under its own name.
  if (!names.some((name) => bodyNames.has(name))) return ownName;
  const scope = NameScope.over(bodyNames);
  for (const name of names) if (!bodyNames.has(name)) scope.reserve(name);
  const local = new Map(names.map((name) => [name, bodyNames.has(name) ? scope.claim(name) : name]));
  return (name) => local.get(name) ?? name;
}

function ownName(name: string): string {
  return name;
}

/** Each location's accesses in declaration order, in one pass over the parameters. */
function accessByLocation(
  parameters: readonly PlannedParameter[],
  accessByParameter: ReadonlyMap<PlannedParameter, ParameterAccess>,
): Record<ParameterModel["in"], ParameterAccess[]> {
  const access: Record<ParameterModel["in"], ParameterAccess[]> = {
    path: [],
    query: [],
    querystring: [],
    header: [],
    cookie: [],
  };
  for (const planned of parameters) {
    access[planned.parameter.in].push(accessByParameter.get(planned) as ParameterAccess);
  }
  return access;
}

/** Whether grouped query values go as they are: none is a calendar day to format or JSON to write as text. */
function passesAsIs(accesses: readonly ParameterAccess[], dates: OperationDates | undefined): boolean {
  return (
    accesses.length > 0 &&
    !accesses.some((access) => access.jsonText || dates?.parameters.get(access.parameter) !== undefined)
  );
}

/**
 * The `Content-Type` the runtime sends for a body of each encoding whose descriptor states none (its
 * `encodeBody`). A body states its media type only where it differs; multipart and urlencoded always get
 * the runtime's (multipart's carries the boundary).
 */
export const DEFAULT_CONTENT_TYPES: Readonly<Partial<Record<BodyEncoding, string>>> = {
  json: "application/json",
  text: "text/plain",
  binary: "application/octet-stream",
};

/** Whether a body of this encoding and media type states its `Content-Type` (see {@link DEFAULT_CONTENT_TYPES}). */
function statesContentType(encoding: BodyEncoding, mediaType: string): boolean {
  const byDefault = DEFAULT_CONTENT_TYPES[encoding];
  return byDefault !== undefined && byDefault !== mediaType;
}

function planBody(
  operation: OperationModel,
  typeName: string,
  names: ArgumentNames,
): Extract<PlannedArgument, { kind: "body" }> | undefined {
  const requestBody = operation.requestBody;
  if (!requestBody) return undefined;
  const encoding = classifyBody(requestBody.mediaType, requestBody.schema);
  // Optional keys set after the others (in this order), as for the operation's plan.
  const body: Extract<PlannedArgument, { kind: "body" }> = {
    kind: "body",
    name: names.name,
    localName: names.localName,
    typeName,
    required: requestBody.required,
    schema: requestBody.schema,
    encoding,
    mediaType: requestBody.mediaType,
  };
  if (statesContentType(encoding, requestBody.mediaType)) body.contentType = requestBody.mediaType;
  if (requestBody.fieldEncodings) {
    body.fieldStyles = Object.entries(requestBody.fieldEncodings).map(
      ([field, fieldEncoding]): [string, string] => [field, fieldStyleCode(fieldEncoding, encoding)],
    );
  }
  return body;
}

/** `modifiers.parameters`: `ignore` drops the parameter; `optional` / `required` override the description. */
function applyModifiers(
  parameters: readonly ParameterModel[],
  modifiers: Readonly<Record<string, "ignore" | "optional" | "required">>,
): PlannedParameter[] {
  const planned: PlannedParameter[] = [];
  for (const parameter of parameters) {
    const modifier = Object.hasOwn(modifiers, parameter.name) ? modifiers[parameter.name] : undefined;
    if (modifier === "ignore") continue;
    // A path parameter is part of the URL and can never be left out.
    const required =
      parameter.in === "path" || (modifier === undefined ? parameter.required : modifier === "required");
    checkWireName(parameter);
    planned.push({ name: parameter.name, parameter, required });
  }
  return planned;
}

/** `true` groups always; a number N groups when there are more than N query parameters. */
export function shouldGroupQuery(count: number, setting: boolean | number): boolean {
  if (count === 0) return false;
  return typeof setting === "number" ? count > setting : setting;
}

function accessOf(planned: PlannedParameter, argumentName: string): ParameterAccess {
  const code = styleCode(planned.parameter);
  const access: ParameterAccess = {
    wireName: planned.parameter.name,
    parameter: planned.parameter,
    required: planned.required,
    argumentName,
  };
  if (code !== undefined) access.styleCode = code;
  if (sentAsJsonText(planned.parameter)) access.jsonText = true;
  return access;
}

/**
 * Arguments with `x-position` come first in that order, the rest keep declaration order; then required
 * arguments move before optional ones (TypeScript requires it), each side keeping its order. The arguments
 * are the planned objects themselves (`PlannedOperation.body` is its body argument).
 */
function orderArguments(args: PlannedArgument[]): PlannedArgument[] {
  // Without `x-position` the declaration order stands (the sort is stable): only required before optional.
  if (!args.some((arg) => positionOf(arg) !== Number.POSITIVE_INFINITY)) return requiredFirst(args);
  const positioned = args
    .map((arg, index) => ({ arg, index, position: positionOf(arg) }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map(({ arg }) => arg);
  return requiredFirst(positioned);
}

function requiredFirst(args: readonly PlannedArgument[]): PlannedArgument[] {
  const ordered: PlannedArgument[] = [];
  for (const arg of args) if (arg.required) ordered.push(arg);
  for (const arg of args) if (!arg.required) ordered.push(arg);
  return ordered;
}

function positionOf(arg: PlannedArgument): number {
  return (arg.kind === "parameter" ? arg.planned.parameter.position : undefined) ?? Number.POSITIVE_INFINITY;
}

/**
 * `GET /pets/{petId}/photos` → `getPetsByPetIdPhotos`, `LINK /pets/{id}` → `linkPetsById`, for operations
 * without an operationId. A fragment names like a segment (`/shared/{id}#files` → `getSharedByIdFiles`): it
 * is what tells such keys apart.
 */
export function nameFromRoute(operation: Pick<OperationModel, "method" | "path">): string {
  const words = operation.path
    .split(/[/#]/)
    .filter((segment) => segment !== "")
    .map((segment) => segment.replace(/^\{(.+)\}$/, "by $1"));
  return `${operation.method.toLowerCase()} ${words.join(" ")}`;
}

/** The non-empty requirements, when the operation has any (see `PlannedOperation.security`). */
function plannedSecurity(operation: OperationModel): string[][] | undefined {
  const requirements = (operation.security ?? []).filter((requirement) => requirement.length > 0);
  return requirements.length > 0 ? requirements.map((requirement) => [...requirement]) : undefined;
}
