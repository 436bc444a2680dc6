/** The runtime files the shared emitters splice in, whichever the template: no one output owns them. */

/** The runtime file of `serverUrl`, spliced only where some server declares variables. */
export const SERVER_RUNTIME_FILES: readonly string[] = ["server-url"];

/** The runtime files of authentication, spliced only where the description declares security schemes. */
export const SECURITY_RUNTIME_FILES: readonly string[] = ["security", "ng1-security", "ng2-security"];

/** The runtime file of `validateResponses` and `validateRequests`, spliced only into clients generated with one. */
export const VALIDATION_RUNTIME_FILES: readonly string[] = ["validation"];

/** The runtime of `listXPages` and `listXItems`, spliced into clients with an operation that pages. */
export const PAGES_RUNTIME_FILE = "pages";

/** The runtime file of per-parameter serialization, spliced only where some parameter states it. */
export const STYLE_RUNTIME_FILES: readonly string[] = ["parameter-styles"];

/**
 * The shared runtime files spliced into every client, after the template's prelude, whatever it is (a custom
 * template's too, which therefore may not splice them itself): `errors` (the failure types every runtime's
 * `isApiError` names), `request-parameters` (every sender expands the path and writes the parameters) and
 * `retries` (when a sender sends a call again: all module-private, so left out where no sender names it).
 * Spliced by the plan rather than listed by each template, so that a custom template splicing `request-parts`
 * or `fetch-client` keeps getting what they call.
 */
export const SPLICED_INTO_EVERY_CLIENT: readonly string[] = ["errors", "request-parameters", "retries"];

/**
 * Runtime files the shared emitter splices into any client that needs them, whichever the template:
 * `errors` (failure types) where the template types failures, `request-parameters` (each parameter as sent by
 * default, and the URL) and `retries` (when a sender sends a call again; left out where none does) always,
 * `dates` when some operation converts dates,
 * `parameter-styles` when some parameter states its serialization, `stream-parts` when some operation streams
 * and the template can, `security` when the description declares security schemes (`ng1-security`,
 * `ng2-security` too, by those templates), `server-url` when some server of the description declares variables,
 * `validation` when the client checks bodies or arguments against the Zod schemas.
 */
export const SHARED_RUNTIME_FILES: readonly string[] = [
  ...SPLICED_INTO_EVERY_CLIENT,
  "dates",
  ...STYLE_RUNTIME_FILES,
  "stream-parts",
  ...SECURITY_RUNTIME_FILES,
  ...SERVER_RUNTIME_FILES,
  ...VALIDATION_RUNTIME_FILES,
  PAGES_RUNTIME_FILE,
];

/** The runtime of the MSW handlers file (`msw`), spliced there, never into a client. */
export const MSW_RUNTIME_FILE = "msw-handlers";
