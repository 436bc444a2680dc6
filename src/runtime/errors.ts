/**
 * Types of the failures a generated call rejects with, spliced into every built-in client. Each operation
 * with documented failure responses gets a union of `ApiFailure<Status, Body>` (declared by each template's
 * runtime over its library's own error: `ApiError`, `AxiosError`, `HttpErrorResponse`, ...), discriminated by
 * `status`; its method's return type carries that union (`Fails<E>`, type-level only), and `isApiError(error,
 * client.method)` narrows a caught value to it:
 *
 *   if (isApiError(error, petClient.getPet) && error.status === 404) error.body.message;
 *
 * Statuses are number literals so that `status === 404` picks exactly the 404 member: a range (`4XX`) is
 * the class's statuses minus the codes documented on their own (`ApiFailure<StatusClass<4>, Problem, 404>`),
 * `default` (or, without it, the undocumented rest, with an `unknown` body) is every failure status minus all
 * the documented ones (`ApiFailure<ErrorStatus, unknown, 404 | StatusClass<4>>`).
 */

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type StatusNumber<Text> = Text extends `${infer Status extends number}` ? Status : never;

/** The statuses of one class: `StatusClass<4>` is 400 | 401 | ... | 499. */
export type StatusClass<Class extends 2 | 3 | 4 | 5> = StatusNumber<`${Class}${Digit}${Digit}`>;

/** Every status a call rejects with: HTTP's 3xx, 4xx and 5xx. */
export type ErrorStatus = StatusClass<3 | 4 | 5>;

declare const failures: unique symbol;

/** Names, for the type checker only, the failure union a call rejects with; no value ever has this property. */
export interface Fails<Failure> {
  readonly [failures]?: Failure;
}

/**
 * The failure union a call of a method returning `Result` rejects with: the one its `Fails` names, else
 * `Otherwise` (a failure with any status and an `unknown` body).
 */
export type FailureOf<Result, Otherwise> = Result extends { readonly [failures]?: infer Failure }
  ? unknown extends Failure
    ? Otherwise
    : Failure
  : Otherwise;

/**
 * A library's own error for a failure response, its `status` and decoded `body` typed: each `ApiFailure`.
 * `status` is every status of `Status` but those of `Except`, excluded in here so that a type checker works
 * it out only where a program reads `status`, not for every failure union a client declares.
 */
export type HttpFailure<Native, Status extends number, Body, Except extends number = never> = Native & {
  readonly status: Exclude<Status, Except>;
  readonly body: Body;
};

/** Any generated method, as `isApiError` takes it (only its type is read). */
export type AnyMethod = (...args: never[]) => unknown;

/**
 * A rejection without an HTTP response (a network failure, an abort, a timeout): an `Error` without a
 * `status`, so that `error.status === 404` tells it apart from the failure responses of a typed hook's error.
 */
export type NoResponseError = Error & { readonly status?: undefined };
