/**
 * What each runtime file leaves exported once it is spliced into a generated module: the names a user calls
 * or names (the error and failure types, the response wrapper, the defaults and credential types). A runtime
 * file exports more than that so that its unit tests can reach its parts; spliced, every other declaration is
 * module-private, so that it stays out of the user's auto-import. A type a public signature names is public
 * too (`isApiError` names `AnyMethod` and `FailureOf`, `ApiFailure` names `HttpFailure`); the parts of a
 * public type a user never writes (`errors.ts`' digits and its phantom symbol) are private in the file itself.
 * The list is documented in docs/generated-module.md and pinned per template by test/splice/public-exports.test.ts.
 */
import type { RuntimeFile } from "./runtime-file.js";

/** The failure types every template's `ApiFailure`, `isApiError` and typed hook errors are written with. */
const FAILURE_TYPES = ["Fails", "ErrorStatus", "StatusClass", "HttpFailure", "FailureOf", "AnyMethod"];

/** A template's own failure type, guard and response wrapper. */
const TEMPLATE_FAILURES = ["ApiFailure", "isApiError", "APIResponse"];

/** The exported names of each runtime file that stay exported in generated code; absent files export none. */
export const RUNTIME_PUBLIC_NAMES: Readonly<Record<RuntimeFile, readonly string[]>> = {
  errors: [...FAILURE_TYPES, "NoResponseError"],
  "response-parts": [...TEMPLATE_FAILURES, "ApiError"],
  "fetch-client": ["ClientDefaults", "CallOptions", "withResponse"],
  "ky-client": ["KyClientDefaults", "CallOptions", "RetryLimit"],
  // `clientDefaults` (retries, refreshed credentials) is of `ClientDefaults`; `CallConfig` types each method's last argument.
  "axios-client": [...TEMPLATE_FAILURES, "ClientDefaults", "CallConfig"],
  "xior-client": [...TEMPLATE_FAILURES, "ClientDefaults", "CallConfig"],
  // `registerClients` puts the services on a user's AngularJS module.
  "ng1-client": [...TEMPLATE_FAILURES, "ClientDefaults", "registerClients", "HttpCallConfig"],
  // `BASE_URL` is the injection token a user provides; `HttpCallOptions` types each method's last argument.
  // `ApiResource` and `ResourceOptions` type each resource method's result and last argument.
  "ng2-client": [
    ...TEMPLATE_FAILURES,
    "BASE_URL",
    "HttpCallOptions",
    "ClientDefaults",
    "ApiResource",
    "ResourceOptions",
  ],
  // What `SecurityCredentials` (the type of `clientCredentials`) is written with.
  security: ["Credential", "BasicCredentials"],
  // The error a stream's iteration ends with when one item outgrows the limit, for `instanceof`; and the
  // options type of a streaming call's limit.
  "stream-parts": ["StreamItemTooLong", "StreamOptions"],
  // The errors a validating call fails with (for `instanceof`) and what they carry.
  validation: ["ResponseValidationError", "RequestValidationError", "ValidationIssue"],
  // A handler's data is typed as sent (`Wire<api.Pet>`) and a resolver takes a `MockRequest`: a user names both.
  "msw-handlers": ["Wire", "MockRequest"],
  // A walker's pages are `PageOf<Body>` and its options take `WalkOptions`: a user names both, and a
  // reactive layer's infinite queries store the pages.
  pages: ["PageOf", "WalkOptions"],
};

/** The names `file` leaves exported in generated code. */
export function runtimePublicNames(file: RuntimeFile): readonly string[] {
  return Object.hasOwn(RUNTIME_PUBLIC_NAMES, file) ? (RUNTIME_PUBLIC_NAMES[file] ?? []) : [];
}
