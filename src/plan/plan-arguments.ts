/**
 * The arguments of one operation's method, in either style (`argumentStyle`): their names, which is the body,
 * and how the method body reaches each parameter's value. The signature's names are unique among the
 * arguments only (the argument scope); where one is a module-level value the method body names, the body
 * reads it under another name (`localNames`).
 */
import type { ResolvedOptions } from "../config/types.js";
import type { OperationModel } from "../model/types.js";
import { classifyBody } from "./media-types.js";
import { NameScope, toMemberName } from "./names.js";
import { BODY_KEY, planObjectKeys } from "./object-keys.js";
import type {
  ArgumentNames,
  BodyArgument,
  BodyEncoding,
  ParameterAccess,
  PlannedArgument,
  PlannedParameter,
} from "./operation-plan-types.js";
import { fieldStyleCode, sentAsJsonText, styleCode } from "./parameter-wire.js";
import { claimRequestTypeName } from "./plan-request-types.js";
import type { TopLevelNames } from "./top-level-names.js";

type SignatureOptions = Pick<ResolvedOptions, "queryParamsSerialization">;

/** What a signature style decides: the arguments, how each parameter is reached, the body, the options' names. */
export interface PlannedSignature {
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
export function positionalSignature(
  operation: OperationModel,
  methodName: string,
  parameters: PlannedParameter[],
  names: TopLevelNames,
  options: SignatureOptions,
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
export function objectSignature(
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
