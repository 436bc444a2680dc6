import type { StreamKind } from "../model/read-stream-item.js";
import type { ParameterModel } from "../model/types.js";
import type { DateShape } from "./date-shapes.js";
import type { PlannedPagination } from "./pagination.js";
import type { PlanOperation, PlanParameter, PlanSchema } from "./type-model.js";

/** How a request body is put on the wire. */
export type BodyEncoding = "json" | "multipart" | "urlencoded" | "binary" | "text";
/** How a success response body is read; the last three stream it item by item (see `StreamKind`). */
export type ResponseDecoding = "json" | "text" | "binary" | "void" | StreamKind;

/** One parameter as it appears in the generated method signature. */
export interface PlannedParameter {
  /**
   * Name of the argument, or of its property in the object holding it: the grouped `query` object keeps the
   * wire name, the object of `argumentStyle: "object"` its key (see `planObjectKeys`).
   */
  name: string;
  parameter: PlanParameter;
  /** After `modifiers.parameters`. */
  required: boolean;
}

/**
 * An argument's names: `name` in the signature and its JSDoc (the description's name, unique among the
 * arguments), `localName` where the body reads it. They differ only where `name` is a module-level value the
 * body names (a sender, a converter): the signature keeps `name` as an overload and the implementation
 * takes `localName`, so no internal name bends what a user sees.
 */
export interface ArgumentNames {
  name: string;
  localName: string;
}

export type PlannedArgument =
  | ({ kind: "parameter"; required: boolean; planned: PlannedParameter } & ArgumentNames)
  /** All query parameters grouped into one object argument (`queryParamsAsObject`). */
  | ({
      kind: "query";
      required: boolean;
      properties: PlannedParameter[];
      /** The exported type of the argument, `<Operation>Query` (see plan-request-types.ts). */
      typeName: string;
    } & ArgumentNames)
  | ({
      kind: "body";
      required: boolean;
      /** The exported type of the argument, `<Operation>Body` (see plan-request-types.ts). */
      typeName: string;
      schema: PlanSchema;
      encoding: BodyEncoding;
      mediaType: string;
      /**
       * The `Content-Type` the request states: the media type for JSON, text and binary bodies; absent where
       * the runtime writes it (a multipart boundary, urlencoded).
       */
      contentType?: string;
      /**
       * An urlencoded or multipart form body's fields whose encoding states their serialization, each
       * `[field, style code]` (parameter-wire.ts `fieldStyleCode`), in the description's order; absent when
       * none does.
       */
      fieldStyles?: [string, string][];
      /**
       * `argumentStyle: "object"`: the body is the `body` property of this argument (its local name), not an
       * argument of its own; `optional` where the whole object may be left out.
       */
      heldBy?: { argumentName: string; optional: boolean };
    } & ArgumentNames)
  /**
   * `argumentStyle: "object"`: every parameter and the body as properties of one object argument, each under
   * its key (`PlannedParameter.name`, the body's `name`); required where any property is.
   */
  | ({
      kind: "object";
      required: boolean;
      /** The parameters, in the description's order. */
      properties: PlannedParameter[];
      body?: BodyArgument;
      /** The exported type of the argument, `<Operation>Params` (see plan-request-types.ts). */
      typeName: string;
    } & ArgumentNames);

/** The request body as the plan holds it: an argument of its own, or a property of the object argument. */
export type BodyArgument = Extract<PlannedArgument, { kind: "body" }>;

export interface PlannedResponse {
  decoding: ResponseDecoding;
  mediaType?: string;
  /**
   * The success body's schema; absent for `void` and for untyped text/binary. For a streamed body, the schema
   * of one item (of one event's `data` for `event-stream`).
   */
  schema?: PlanSchema;
  /** `event-stream` only: whether each event's `data` is JSON to parse, or text. */
  eventData?: "json" | "text";
  /**
   * `json`, `text` and `binary` only: a success answer may come without content (`ResponseModel.mayBeEmpty`),
   * and the call then resolves without a body.
   */
  mayBeEmpty?: true;
  /**
   * `json` only, where other 2xx responses state other bodies: `schema` is their union, and this holds the
   * statuses answering with each member (`ResponseModel.bodyStatuses`).
   */
  bodyStatuses?: readonly (readonly string[])[];
}

export interface PlannedOperation {
  readonly operation: PlanOperation;
  /** Method name, unique within its group. */
  readonly methodName: string;
  /**
   * The name the operation is exported under on its own (object-container templates): unique at the top level
   * of the module (see `planFunctionNames` and top-level-names.ts).
   */
  readonly functionName: string;
  /** Signature order: required before optional, `x-position` first; the per-call options argument is not listed. */
  readonly arguments: PlannedArgument[];
  /** Names of the trailing per-call options argument (unique against the parameters). */
  readonly options: ArgumentNames;
  /**
   * The path the request is sent to: the path key up to a `#`. Keys like `/shared_items#folders` overload one
   * URL; a fragment is never sent, and the query must go before it.
   */
  readonly requestPath: string;
  /**
   * The base URL the operation is sent to instead of the client's: its own server's URL, variables filled with
   * their defaults (see `operationServerOf` in plan-servers.ts); absent: the client's base URL.
   */
  readonly server?: string;
  /**
   * The wire name of the operation's idempotency key header (`Idempotency-Key`, any case), where it declares
   * one: the client makes a key where the caller gives none and retries the call whatever its method.
   */
  readonly idempotencyKey?: string;
  /** How the operation pages its answer, where it does (pagination.ts). */
  readonly pagination?: PlannedPagination;
  /**
   * The names of a paged operation's walkers (`listPetsPages`, `listPetsItems`): in its group, and at the top
   * level, claimed after every operation's own names, so that a derived name never takes one the description
   * gives.
   */
  readonly pagingNames?: PagingNames;
  /**
   * The name of the operation's resource method in its group (`showPetByIdResource`), where the client writes
   * resources (`ClientDeclaration.resources`) and the operation reads as one; claimed after every operation's
   * own name, like the walkers'.
   */
  readonly resourceName?: string;
  /** Parameters by location, in declaration order; `argument` tells how to reach the value. */
  readonly path: ParameterAccess[];
  /**
   * The path parameters in the order of the path's placeholders, where those are exactly the path parameters:
   * the descriptor lists their values (`pathParams: [owner, repo]`), the runtime reads the names from the path.
   */
  readonly pathInPlaceholderOrder?: ParameterAccess[];
  /**
   * The object argument that holds every path parameter under its placeholder's name, each sent as it is: the
   * descriptor passes it whole (`pathParams: params`) and the runtime reads the placeholders from it by name.
   */
  readonly pathArgument?: string;
  readonly query: ParameterAccess[];
  readonly headers: ParameterAccess[];
  readonly cookies: ParameterAccess[];
  /**
   * The grouped `query` argument is the request's query as it is (`query: query`): none of its values is a
   * calendar day to format or JSON to write as text. False when the query is not grouped.
   */
  readonly groupedQueryAsIs: boolean;
  readonly body?: Extract<PlannedArgument, { kind: "body" }>;
  readonly response: PlannedResponse;
  /** What the method converts between `Date`s and text; undefined when nothing (see `plan-dates.ts`). */
  readonly dates: OperationDates | undefined;
  /**
   * The documented failures and the name of their union type; undefined when none is documented and the
   * operation validates nothing.
   */
  readonly failures: PlannedFailures | undefined;
  /** What the method checks with the Zod schemas (`validateResponses`, `validateRequests`); absent: nothing. */
  readonly validation?: OperationValidation;
  /**
   * The security requirements the runtime chooses from, in the description's order, each the scheme
   * names sent together. Empty requirements (`{}`, optional auth) are left out: the runtime sends the first
   * requirement whose credentials are all configured, and nothing when none is. Absent when the operation
   * needs nothing (no schemes declared, `security: []`, or only `{}`): its method is generated as without
   * schemes.
   */
  readonly security?: string[][];
  /** The module constant that holds `security` where other operations send the same list (see plan-said-once.ts). */
  readonly sharedSecurity?: string;
  /** The module function that revives the failure bodies where other operations revive them alike (see plan-said-once.ts). */
  readonly sharedFailureReviver?: string;
  /** The module constant holding the style writers where other operations state the same styles (see plan-said-once.ts). */
  readonly sharedStyles?: string;
}

/** One documented failure response: its status as written (`404`, `4XX`, `default`) and how its body reads. */
export interface PlannedFailure {
  status: string;
  /** `json` with the schema, `text`, or a body typed `unknown` (no content, or binary). */
  response: PlannedResponse;
}

export interface PlannedFailures {
  /** `GetPetError`: the exported union of the operation's failures. */
  typeName: string;
  responses: PlannedFailure[];
  /**
   * The validation errors the call fails with: `ResponseValidationError` where the success body is checked,
   * `RequestValidationError` where arguments are.
   */
  validation?: { response: boolean; request: boolean };
}

/**
 * What one operation converts: its decoded success body, its request body and its parameters (decided by
 * plan-dates.ts).
 */
export interface OperationDates {
  response?: DateShape;
  /**
   * Where other 2xx responses state other bodies (`ResponseModel.bodyStatuses`), instead of `response`: each
   * status's body's dates, in the order a reviver tests them (exact codes, then `2XX`), then `default` for
   * any other status, revived as the picked response.
   */
  responseByStatus?: { status: string; shape: DateShape | undefined }[];
  /** Per documented failure status (`404`, `4XX`, `default`), in the model's order: its body's dates. */
  failures?: { status: string; shape: DateShape | undefined }[];
  body?: DateShape;
  parameters: ReadonlyMap<ParameterModel, DateShape>;
}

/** One argument checked before sending. */
export interface ArgumentCheck {
  /** The argument as the body reads it. */
  localName: string;
  /** The argument as the signature names it (in the error). */
  name: string;
  schemaName: string;
}

/** What one operation checks with the Zod schemas (decided by plan-call-validation.ts). */
export interface OperationValidation {
  /** The namespace the client reads the schema file through. */
  namespace: string;
  /** The success body's check; absent when the body is not checked. */
  response?: { schemaName: string };
  /** The arguments checked before sending, in signature order (empty: none). */
  arguments: ArgumentCheck[];
}

/** Where the value of one wire parameter comes from: an argument, or a property of the `query` argument. */
export interface ParameterAccess {
  wireName: string;
  parameter: PlanParameter;
  required: boolean;
  /** The name the body reads the argument under (its `localName`), or the `query` argument's when grouped. */
  argumentName: string;
  /** Set when grouped: the property of the `query` argument (or of the object argument). */
  property?: string;
  /**
   * Set for the object argument (`argumentStyle: "object"`): whether the object may be absent, so the
   * property is read `params?.x`; a grouped query's property is read so where it is optional.
   */
  argumentOptional?: boolean;
  /** The serialization the parameter states (`matrix*`, `+form`; see parameter-wire.ts); absent: the default. */
  styleCode?: string;
  /** Described by `content: application/json`: the value is sent as its JSON text. */
  jsonText?: true;
}

export interface PlannedGroup<Operation = PlannedOperation> {
  /** The tag (or the default group name) this group was made from; several tags can merge into one group. */
  readonly tag: string;
  /** `<tag>Client`, or `<Prefix><Tag>Client` with `servicePrefix`. */
  readonly clientName: string;
  /**
   * The name when the group is a class (ng1, ng2): `clientName` in PascalCase (`PetClient`), or
   * `<Name>Service` when that is already a type, a global or one of the output's own names.
   */
  readonly className: string;
  readonly operations: readonly Operation[];
}

/** The walkers of a paged operation: every page (`listPetsPages`) and every item (`listPetsItems`). */
export interface PagingNames {
  readonly pages: WalkerNames;
  readonly items: WalkerNames;
}

/** A walker's name in the operation's group and, where the template exports operations, on its own. */
export interface WalkerNames {
  readonly methodName: string;
  readonly functionName: string;
}

/**
 * An operation as `planGroups` plans it: complete but for the names claimed after every operation's own
 * (its exported function, what it shares with others), which `completeGroups` adds.
 */
export type OperationDraft = Omit<
  PlannedOperation,
  "functionName" | "sharedSecurity" | "sharedFailureReviver" | "sharedStyles" | "pagingNames"
> & {
  /** The walkers' names in the group, claimed after every operation's method (`planGroups`). */
  readonly pagingMethodNames?: { readonly pages: string; readonly items: string };
};

/** A group of {@link OperationDraft}s. */
export type DraftGroup = PlannedGroup<OperationDraft>;

/** `T` while it is being built, before it is handed on read-only. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };
