/**
 * Whether a `source` text is a URL rather than a file path: the one decision options and loading share.
 * - `hasUrlScheme`: a URL. Options leave it as given instead of resolving it as a path; loading reads
 *   `file:` URLs as paths, fetches http(s) and refuses other schemes.
 * - `isHttpUrl`: which of those are fetched over the network (and named by their URL in the header).
 */

/** `scheme://...`, any scheme; a scheme of two letters or more keeps Windows drive letters (`C:`) out. */
export function hasUrlScheme(text: string): boolean {
  return /^[a-z][a-z\d+.-]+:\/\//i.test(text);
}

/** `http://...` or `https://...`, in any letter case. */
export function isHttpUrl(text: string): boolean {
  return HTTP_URL.test(text);
}

const HTTP_URL = /^https?:\/\//i;
