import { isValidIdentifier } from "../ast/identifiers.js";
import type { ResolvedOptions } from "../config/types.js";
import { requestPathOf } from "../model/path-placeholders.js";
import type { OperationModel, ParameterModel } from "../model/types.js";
import { classifyResponse } from "./media-types.js";
import { NameScope, toCamelCase, toMemberName, toPascalCase } from "./names.js";
import type {
  DraftGroup,
  OperationDates,
  OperationDraft,
  PagingNames,
  ParameterAccess,
  PlannedArgument,
  PlannedGroup,
  PlannedOperation,
  PlannedParameter,
  Writable,
} from "./operation-plan-types.js";
import type { PlannedPagination } from "./pagination.js";
import { pathInPlaceholderOrder } from "./parameter-wire.js";
import { objectSignature, positionalSignature } from "./plan-arguments.js";
import type { DatePlan } from "./plan-dates.js";
import { planFailures } from "./plan-failures.js";
import type { SaidOnceNames } from "./plan-said-once.js";
import type { OperationServerOf } from "./plan-servers.js";
import type { TopLevelNames } from "./top-level-names.js";
import { checkWireName } from "./wire-names.js";

type OperationOptions = Pick<
  ResolvedOptions,
  "servicePrefix" | "modifiers" | "queryParamsSerialization" | "argumentStyle" | "idempotencyHeader"
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
  serverOf: OperationServerOf,
  pagingOf: (operation: OperationModel) => PlannedPagination | undefined,
  resources = false,
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
    const drafts = group.operations.map((operation) =>
      planOperation(operation, methodScope, names, options, bodyNameSet, dates, serverOf, pagingOf),
    );
    return {
      tag: group.tag,
      clientName: group.clientName,
      className: group.className,
      // The walkers' names after every operation's own, which keep their spelling.
      operations: drafts.map((draft): OperationDraft => {
        const paged: OperationDraft =
          draft.pagination === undefined
            ? draft
            : {
                ...draft,
                pagingMethodNames: {
                  pages: methodScope.claim(`${draft.methodName}Pages`),
                  items: methodScope.claim(`${draft.methodName}Items`),
                },
              };
        return resources && readsAsResource(draft)
          ? { ...paged, resourceName: methodScope.claim(`${draft.methodName}Resource`) }
          : paged;
      }),
    };
  });
}

/**
 * Whether an operation gets a resource (`showPetByIdResource`, client declarations with `resources`): a `GET`
 * whose success body is JSON or text, what a signal-driven read holds as its value. Writes, bodies without
 * content, binary and streamed answers are called as they are.
 */
function readsAsResource(draft: OperationDraft): boolean {
  const { decoding } = draft.response;
  return draft.operation.method === "GET" && (decoding === "json" || decoding === "text");
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
 * The names the walkers of each paged operation are exported under on their own: the operation's function
 * name with `Pages` and `Items`, claimed after every operation's function, in output order.
 */
export function planPagingFunctionNames(
  groups: readonly DraftGroup[],
  functionNames: ReadonlyMap<OperationDraft, string>,
  names: TopLevelNames,
): ReadonlyMap<OperationDraft, PagingNames> {
  const pagingNames = new Map<OperationDraft, PagingNames>();
  for (const group of groups) {
    for (const draft of group.operations) {
      const methods = draft.pagingMethodNames;
      if (methods === undefined) continue;
      const functionName = functionNames.get(draft) ?? draft.methodName;
      pagingNames.set(draft, {
        pages: {
          methodName: methods.pages,
          functionName: names.claim("operationFunction", `${functionName}Pages`),
        },
        items: {
          methodName: methods.items,
          functionName: names.claim("operationFunction", `${functionName}Items`),
        },
      });
    }
  }
  return pagingNames;
}

/**
 * The groups with every operation complete: its exported function's name and the names of what it shares
 * with other operations (see plan-said-once.ts). Nothing changes a record after this.
 */
export function completeGroups(
  groups: readonly DraftGroup[],
  functionNames: ReadonlyMap<OperationDraft, string>,
  saidOnce: ReadonlyMap<OperationDraft, SaidOnceNames>,
  pagingNames: ReadonlyMap<OperationDraft, PagingNames> = new Map(),
): PlannedGroup[] {
  return groups.map((group) => ({
    tag: group.tag,
    clientName: group.clientName,
    className: group.className,
    operations: group.operations.map((draft): PlannedOperation => {
      const { pagingMethodNames: _methods, ...rest } = draft;
      const paging = pagingNames.get(draft);
      return {
        ...rest,
        functionName: functionNames.get(draft) ?? draft.methodName,
        ...saidOnce.get(draft),
        ...(paging === undefined ? {} : { pagingNames: paging }),
      };
    }),
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
  serverOf: OperationServerOf,
  pagingOf: (operation: OperationModel) => PlannedPagination | undefined,
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
  const pathArgument = pathValuesArgument(access.path, pathValues, operationDates);
  if (pathArgument !== undefined) planned.pathArgument = pathArgument;
  const server = serverOf(operation);
  if (server !== undefined) planned.server = server;
  const idempotencyKey = idempotencyKeyHeader(access.header, options.idempotencyHeader);
  if (idempotencyKey !== undefined) planned.idempotencyKey = idempotencyKey;
  const pagination = pagingOf(operation);
  if (pagination !== undefined) planned.pagination = pagination;
  if (body) planned.body = body;
  const complete = planned as Writable<OperationDraft>;
  complete.response = classifyResponse(operation.response);
  complete.dates = operationDates;
  complete.failures = planFailures(operation, methodName, names);
  const security = plannedSecurity(operation);
  if (security) complete.security = security;
  return complete;
}

/**
 * The wire name of the operation's idempotency key header: the header parameter named `idempotencyHeader`
 * (by default IETF's draft `Idempotency-Key`, which Stripe, PayPal, Adyen and others send), in any case, as
 * the description writes it; `undefined` where it declares none, or with `idempotencyHeader: ""`.
 */
function idempotencyKeyHeader(
  headers: readonly ParameterAccess[],
  idempotencyHeader: string,
): string | undefined {
  if (idempotencyHeader === "") return undefined;
  const wanted = idempotencyHeader.toLowerCase();
  return headers.find((header) => header.wireName.toLowerCase() === wanted)?.wireName;
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

/**
 * The object argument (`argumentStyle: "object"`) that holds every path parameter under its placeholder's name,
 * each sent as it is: the descriptor hands it to the runtime whole (`pathParams: params`), which reads the
 * placeholders' values from it by name, instead of listing them (`pathParams: [params.owner, params.repo]`),
 * which repeated each name in every operation (2 KB gzip of GitHub's whole client). Undefined otherwise.
 */
function pathValuesArgument(
  path: readonly ParameterAccess[],
  inPlaceholderOrder: readonly ParameterAccess[] | undefined,
  dates: OperationDates | undefined,
): string | undefined {
  const [first] = path;
  if (first === undefined || inPlaceholderOrder === undefined || !passesAsIs(path, dates)) return undefined;
  const fromOneObject = path.every(
    (access) =>
      access.argumentOptional === false &&
      access.argumentName === first.argumentName &&
      access.property === access.wireName,
  );
  return fromOneObject ? first.argumentName : undefined;
}

/** Whether grouped query values go as they are: none is a calendar day to format or JSON to write as text. */
function passesAsIs(accesses: readonly ParameterAccess[], dates: OperationDates | undefined): boolean {
  return (
    accesses.length > 0 &&
    !accesses.some((access) => access.jsonText || dates?.parameters.get(access.parameter) !== undefined)
  );
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
