/**
 * Runtime validation with the Zod schemas of `validator: "zod"` (`validateResponses`, `validateRequests`),
 * spliced only into clients generated with one of them. It names no Zod type, only what it calls
 * (`safeParse`), so that Zod stays a dependency of the generated project alone.
 */
import type { StatusClass } from "./errors.js";

/** The status of a success response, whose body is the one checked. */
export type SuccessStatus = StatusClass<2>;

/** One problem a schema found: where in the value (`['items', 0, 'id']`) and what. */
export interface ValidationIssue {
  readonly path: readonly (string | number | symbol)[];
  readonly message: string;
}

/** What the checks need of a schema: Zod's `safeParse`, whose verdict alone is read. */
export interface ValidatingSchema {
  safeParse(
    value: unknown,
  ):
    | { readonly success: true }
    | { readonly success: false; readonly error: { readonly issues: readonly ValidationIssue[] } };
}

/** `items[0].id`, or `(root)` for the value itself. */
function pathText(path: readonly (string | number | symbol)[]): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else text += text === "" ? String(key) : `.${String(key)}`;
  }
  return text === "" ? "(root)" : text;
}

/** The first issues, one `path: message` each, for an error's message. */
function issuesText(issues: readonly ValidationIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : "";
  return `${shown.join("; ")}${more}`;
}

/**
 * A success response whose body (or one streamed item) does not match its schema: `issues` say where, `body`
 * is what the server sent as decoded (before its dates were converted), `status` the status it came with.
 */
export class ResponseValidationError<Status extends number = SuccessStatus> extends Error {
  readonly status: Status;
  readonly issues: readonly ValidationIssue[];
  readonly body: unknown;

  constructor(route: string, status: Status, issues: readonly ValidationIssue[], body: unknown) {
    super(`${route}: the response body does not match its schema: ${issuesText(issues)}`);
    this.name = "ResponseValidationError";
    this.status = status;
    this.issues = issues;
    this.body = body;
  }
}

/** An argument that does not match its schema, found before anything was sent. */
export class RequestValidationError extends Error {
  /** Absent, so that `error.status === 404` tells a response's failure apart. */
  readonly status?: undefined;
  /** The argument's name in the method's signature. */
  readonly argument: string;
  readonly issues: readonly ValidationIssue[];
  readonly value: unknown;

  constructor(route: string, argument: string, issues: readonly ValidationIssue[], value: unknown) {
    super(`${route}: the argument ${argument} does not match its schema: ${issuesText(issues)}`);
    this.name = "RequestValidationError";
    this.argument = argument;
    this.issues = issues;
    this.value = value;
  }
}

/**
 * The reviver of a validated operation (the descriptor's `revive`, applied by every sender to the success
 * body, and to each item of a stream): revives dates first, then checks. The value passes untouched: Zod's
 * parse output (which drops undeclared keys) is not used, only its verdict.
 */
export function validatedResponse(
  schema: ValidatingSchema,
  route: string,
  revive?: (body: unknown, status: number) => unknown,
): (body: unknown, status: number) => unknown {
  return (body, status) => {
    const value = revive === undefined ? body : revive(body, status);
    const verdict = schema.safeParse(value);
    // `=== false`, not `!`: in a project without `strictNullChecks` a falsy check does not narrow the verdict.
    if (verdict.success === false) {
      throw new ResponseValidationError(route, status as SuccessStatus, verdict.error.issues, body);
    }
    return value;
  };
}

/**
 * The request descriptor itself once every argument matches its schema (`[schema, value, argument name]`;
 * an absent optional argument is not checked); else a copy refused with a `RequestValidationError` for the
 * first that does not, which the sender raises before anything is sent, where it raises any request that
 * cannot be made: a rejected promise where the template returns one (fetch, axios, xior, ky).
 */
export function checkedRequest<Descriptor extends { readonly method: string; readonly path: string }>(
  descriptor: Descriptor,
  ...checks: readonly (readonly [schema: ValidatingSchema, value: unknown, argument: string])[]
): Descriptor {
  for (const [schema, value, argument] of checks) {
    if (value === undefined) continue;
    const verdict = schema.safeParse(value);
    if (verdict.success === false) {
      const route = `${descriptor.method} ${descriptor.path}`;
      return {
        ...descriptor,
        refusal: new RequestValidationError(route, argument, verdict.error.issues, value),
      };
    }
  }
  return descriptor;
}
