/**
 * The names generated code uses from the runtime, checked by the compiler against the runtime files
 * themselves: a template or emitter that names a runtime function or type that no runtime file declares
 * does not compile. The imports are type-only: the generator never loads the runtime (see the layer check).
 */
import { call, typeReference } from "../ast/nodes.js";
import { referenceTo } from "../ast/references.js";
import type ts from "../compiler-api.js";
import type * as AxiosClient from "../runtime/axios-client.js";
import type * as AxiosStream from "../runtime/axios-stream.js";
import type * as Dates from "../runtime/dates.js";
import type * as Errors from "../runtime/errors.js";
import type * as FetchClient from "../runtime/fetch-client.js";
import type * as FetchStream from "../runtime/fetch-stream.js";
import type * as KyClient from "../runtime/ky-client.js";
import type * as KyStream from "../runtime/ky-stream.js";
import type * as Ng1Client from "../runtime/ng1-client.js";
import type * as Ng1Security from "../runtime/ng1-security.js";
import type * as Ng2Client from "../runtime/ng2-client.js";
import type * as Ng2Security from "../runtime/ng2-security.js";
import type * as Pages from "../runtime/pages.js";
import type * as ParameterStyles from "../runtime/parameter-styles.js";
import type * as RequestParameters from "../runtime/request-parameters.js";
import type * as RequestParts from "../runtime/request-parts.js";
import type * as ResponseParts from "../runtime/response-parts.js";
import type * as Retries from "../runtime/retries.js";
import type * as Security from "../runtime/security.js";
import type * as ServerUrl from "../runtime/server-url.js";
import type * as StreamParts from "../runtime/stream-parts.js";
import type * as Validation from "../runtime/validation.js";
import type * as XiorClient from "../runtime/xior-client.js";
import type * as XiorStream from "../runtime/xior-stream.js";

/** Every value a runtime file exports. */
type RuntimeExports = typeof AxiosClient &
  typeof AxiosStream &
  typeof Dates &
  typeof Errors &
  typeof FetchClient &
  typeof FetchStream &
  typeof KyClient &
  typeof KyStream &
  typeof Ng1Client &
  typeof Ng1Security &
  typeof Ng2Client &
  typeof Ng2Security &
  typeof Pages &
  typeof ParameterStyles &
  typeof RequestParameters &
  typeof RequestParts &
  typeof ResponseParts &
  typeof Retries &
  typeof ServerUrl &
  typeof Security &
  typeof StreamParts &
  typeof Validation &
  typeof XiorClient &
  typeof XiorStream;

/**
 * Runtime functions generated code calls that their file keeps unexported (an export would add them to every
 * client's exports). `test/splice/runtime-names.test.ts` checks each is declared at the top level of a runtime file.
 */
export const UNEXPORTED_RUNTIME_VALUES = ["addClientService", "isRecord", "hasOwn"] as const;

/** A function or constant of the runtime, by the name generated code calls it. */
export type RuntimeValueName =
  | Extract<keyof RuntimeExports, string>
  | (typeof UNEXPORTED_RUNTIME_VALUES)[number];

/**
 * The runtime helpers an operation's method body may call through the emitters every template shares: the
 * body of a response, credentials applied first, stated styles and body encoders said in place, dates
 * converted in place (emit/response-shape.ts, emit/operations/, emit/dates/converters.ts). Those emitters
 * write each helper from here (scripts/check-name-lists.js refuses a helper's name written there as a
 * string), and the plan reads the set as values a body names: an argument of such a name is read under
 * another in the body.
 */
export const SHARED_BODY_HELPERS = {
  bodyOf: "bodyOf",
  withCredentials: "withCredentials",
  styledParameters: "styledParameters",
  styledUrlencodedBody: "styledUrlencodedBody",
  styledMultipartBody: "styledMultipartBody",
  multipartBody: "multipartBody",
  urlencodedBody: "urlencodedBody",
  textBody: "textBody",
  binaryBody: "binaryBody",
  reviveDate: "reviveDate",
  reviveDateTime: "reviveDateTime",
  formatDate: "formatDate",
  convertItems: "convertItems",
  convertProperty: "convertProperty",
  convertTuple: "convertTuple",
  convertValues: "convertValues",
  copyValue: "copyValue",
  tagOf: "tagOf",
  isRecord: "isRecord",
  hasOwn: "hasOwn",
  ownArgument: "ownArgument",
  newIdempotencyKey: "newIdempotencyKey",
  walkPages: "walkPages",
  pageItems: "pageItems",
} as const satisfies Readonly<Record<string, RuntimeValueName>>;

/**
 * The validation runtime's checks a validating method body calls (`validateRequests`, `validateResponses`).
 * The plan reserves every name the validation runtime declares where a client validates, these among them.
 */
export const VALIDATION_BODY_HELPERS = {
  checkedRequest: "checkedRequest",
  validatedResponse: "validatedResponse",
} as const satisfies Readonly<Record<string, RuntimeValueName>>;

/**
 * The runtime types generated code names. Types are not values, so `typeof import` does not list them: each
 * key here compiles only while the runtime type it names exists (with any type arguments it needs).
 */
interface RuntimeTypes {
  APIResponse: ResponseParts.APIResponse<unknown>;
  ApiFailure: ResponseParts.ApiFailure<400, unknown>;
  ApiResource: Ng2Client.ApiResource<unknown>;
  BasicCredentials: Security.BasicCredentials;
  ClientDefaults: FetchClient.ClientDefaults & Ng1Client.ClientDefaults;
  Credential: Security.Credential<string>;
  ErrorStatus: Errors.ErrorStatus;
  Fails: Errors.Fails<unknown>;
  HttpCallOptions: Ng2Client.HttpCallOptions;
  KyClientDefaults: KyClient.KyClientDefaults;
  NoResponseError: Errors.NoResponseError;
  PageOf: Pages.PageOf<unknown>;
  QueryStyle: RequestParts.QueryStyle;
  ResourceOptions: Ng2Client.ResourceOptions;
  RequestValidationError: Validation.RequestValidationError;
  ResponseValidationError: Validation.ResponseValidationError;
  SecurityScheme: Security.SecurityScheme;
  StatusClass: Errors.StatusClass<4>;
  StreamOptions: StreamParts.StreamOptions;
  WalkOptions: Pages.WalkOptions;
}

export type RuntimeTypeName = keyof RuntimeTypes;

/** The identifier of a runtime function or constant: a reference, which keeps a module-private one in the file. */
export function runtimeValue(name: RuntimeValueName): ts.Identifier {
  return referenceTo(name);
}

/** `name(args)` for a runtime function. */
export function runtimeCall(name: RuntimeValueName, args: readonly ts.Expression[]): ts.CallExpression {
  return call(referenceTo(name), args);
}

/** `Name<T>` for a runtime type. */
export function runtimeType(
  name: RuntimeTypeName,
  typeArguments?: readonly ts.TypeNode[],
): ts.TypeReferenceNode {
  return typeReference(referenceTo(name), typeArguments);
}
