/**
 * Authentication in the `ng1` runtime, spliced after security.ts and ng1-client.ts where the description
 * declares security schemes (imports are dropped when spliced: the template imports the same types).
 */
import type { IPromise, IQService } from "angular";
import type { APIResponse } from "./ng1-client.js";
import { applyCredentials, type SecurityScheme } from "./security.js";

/** A method's own request, sent with the descriptor its credentials were applied to. */
// biome-ignore lint/suspicious/noExplicitAny: the calling method declares what it resolves to
export type SendPromise = (request: object) => IPromise<APIResponse<any>>;

/**
 * `withCredentials` for AngularJS: `$q` adopts the credentials' native promise, so `$http` is called inside
 * the digest cycle and the method keeps returning `$q`'s promise.
 */
export function withCredentialsIn(
  $q: IQService,
  descriptor: object,
  schemes: Record<string, SecurityScheme>,
  credentials: object,
  send: SendPromise,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares what it resolves to
): IPromise<APIResponse<any>> {
  // `reauthorize` applies them anew, for a call sent again after `onUnauthorized` refreshed them.
  const reauthorize = () => applyCredentials(descriptor, schemes, credentials);
  return $q.when(reauthorize()).then((authorized) => send({ ...authorized, reauthorize }));
}
