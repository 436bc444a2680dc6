/**
 * Whether a `source` text is a URL rather than a file path. Two questions, answered differently on purpose
 * (kept as they were when the three copies of these tests were brought here):
 * - `hasUrlScheme`: options leave such a source as given instead of resolving it as a path (`file:///x`
 *   included, which loading turns into a path itself).
 * - `isHttpUrl`: a document fetched over the network, and named by its URL in the output's header.
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
