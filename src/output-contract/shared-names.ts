/**
 * Names the shared emitters write into every client, whichever its template: no one output owns them, so they
 * sit here, beside the declarations' shape, where emit writes them from and planning reserves them from.
 */

/**
 * Names the shared client emitter declares in every client (`const queryStyle = ...`), by what each is:
 * the emitters write them from here, and planning reserves them from here.
 */
export const SHARED_CLIENT_NAMES = { queryStyle: "queryStyle" } as const;

/**
 * Names the shared security emitter (emit/operations/security.ts) declares where the description declares
 * security schemes: the credentials' type, the credentials object and the schemes' table. Reserved only
 * then (with each template's `securityNames` and what the security runtime files import; plan-runtime.ts),
 * so descriptions without schemes keep their names.
 */
export const SECURITY_NAMES = {
  credentialsType: "SecurityCredentials",
  credentials: "clientCredentials",
  schemes: "securitySchemes",
} as const;

/**
 * Names the shared response emitter (emit/response-shape.ts) writes into a method's body to reach the body,
 * by `bodyAccess`: rxjs' `map` for `pipe` (`call.pipe(map(r => r.data))`). Written from here, and the plan
 * counts them among the names a body reads.
 */
export const BODY_ACCESS_NAMES = { pipe: { map: "map" } } as const;
