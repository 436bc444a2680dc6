/**
 * Authentication in the `ng2` runtime, spliced after security.ts where the description declares security
 * schemes (imports are dropped when spliced: the template imports the same names from rxjs).
 */
import { defer, type Observable, switchMap } from "rxjs";
import { applyCredentials, type SecurityScheme } from "./security.js";

/** A method's own request, sent with the descriptor its credentials were applied to. */
// biome-ignore lint/suspicious/noExplicitAny: the calling method declares what it emits
export type SendObservable = (request: object) => Observable<any>;

/**
 * The request `send` makes, once the credentials are applied. Resolved on subscription, like the request
 * itself: each subscription reads the credentials anew (and calls their functions once). One plain function
 * for every method, like `withCredentials`, so a consumer's build does not infer `pipe` per method.
 */
export function observeWithCredentials(
  descriptor: object,
  schemes: Record<string, SecurityScheme>,
  credentials: object,
  send: SendObservable,
  // biome-ignore lint/suspicious/noExplicitAny: see above
): Observable<any> {
  // `reauthorize` applies them anew, for a call sent again after `onUnauthorized` refreshed them.
  const reauthorize = () => applyCredentials(descriptor, schemes, credentials);
  return defer(reauthorize).pipe(switchMap((authorized) => send({ ...authorized, reauthorize })));
}
