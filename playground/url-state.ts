/**
 * The page's state in the URL's fragment (never sent to a server): the changed options, the description's
 * name and, while it is small, the description itself. JSON, deflated, base64url.
 */
import type { FormState } from "./options-form.js";

export interface PageState {
  options: FormState;
  srcName: string;
  /** Absent when the description was too large to keep in a link. */
  description?: string;
}

/** Larger descriptions are left out of the link (browsers and servers cut long URLs). */
export const MAX_DESCRIPTION_IN_URL = 32 * 1024;

export async function encodeState(state: PageState): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  const deflated = await new Response(
    new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw")),
  ).arrayBuffer();
  let binary = "";
  for (const byte of new Uint8Array(deflated)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function decodeState(encoded: string): Promise<PageState | undefined> {
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const inflated = await new Response(
      new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")),
    ).text();
    const state = JSON.parse(inflated) as PageState;
    return typeof state === "object" && state !== null && typeof state.srcName === "string"
      ? state
      : undefined;
  } catch {
    return undefined;
  }
}
