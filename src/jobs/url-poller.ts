/**
 * `--watch --watchInterval <s>`: URLs cannot be watched, so they are asked again every interval. A URL whose
 * last response gave an ETag or Last-Modified is asked conditionally (If-None-Match, If-Modified-Since), and
 * a 304 costs the server no body. Without either, the body's hash is compared with the previous one.
 */
import { importModule } from "../import-module.js";
import type { UrlValidators } from "./model-cache.js";

interface UrlState extends UrlValidators {
  /** SHA-256 of the last body, for servers that give no validators. */
  hash?: string;
  /** The last poll (or the run) failed on it: its next good answer counts as a change. */
  failing?: boolean;
  /** The failure was reported (once, until it answers again). */
  reported?: boolean;
}

export interface PollerEvents {
  changed: (urls: readonly string[]) => void;
  /** A poll failed (network error, HTTP error status); said once until the URL answers again. */
  unreachable: (url: string, reason: string) => void;
}

const TIMEOUT_MS = 30_000;

export class UrlPoller {
  readonly #states = new Map<string, UrlState>();
  readonly #intervalMs: number;
  readonly #events: PollerEvents;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(intervalSeconds: number, events: PollerEvents) {
    this.#intervalMs = intervalSeconds * 1000;
    this.#events = events;
  }

  /**
   * Polls exactly `urls` from now on. Validators from a run's own requests replace what polling knew: they
   * belong to the content the output was generated from.
   */
  update(urls: ReadonlyMap<string, UrlValidators>): void {
    for (const url of this.#states.keys()) if (!urls.has(url)) this.#states.delete(url);
    for (const [url, { etag, lastModified, failed }] of urls) {
      const known = this.#states.get(url);
      const fresh = etag !== undefined || lastModified !== undefined;
      if (known === undefined || fresh) this.#states.set(url, { ...known, etag, lastModified });
      // Silently failing: the run has said so already; its next good answer starts a run.
      if (failed) Object.assign(this.#states.get(url) ?? {}, { failing: true, reported: true });
    }
    if (this.#timer === undefined && this.#states.size > 0 && !this.#closed) this.#schedule();
  }

  get size(): number {
    return this.#states.size;
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      this.#pollAll().finally(() => {
        this.#timer = undefined;
        if (!this.#closed && this.#states.size > 0) this.#schedule();
      });
    }, this.#intervalMs);
  }

  async #pollAll(): Promise<void> {
    const changed: string[] = [];
    // One after another: a description and its $ref documents usually live on the same server.
    for (const [url, state] of [...this.#states]) {
      if (this.#closed) return;
      try {
        const differs = await this.#poll(url, state);
        if (differs || state.failing) changed.push(url);
        state.failing = false;
        state.reported = false;
      } catch (error) {
        if (!state.reported) this.#events.unreachable(url, describe(error));
        state.failing = true;
        state.reported = true;
      }
    }
    if (changed.length > 0 && !this.#closed) this.#events.changed(changed);
  }

  /** Whether `url` changed since the last poll or run. */
  async #poll(url: string, state: UrlState): Promise<boolean> {
    const headers: Record<string, string> = {};
    if (state.etag !== undefined) headers["if-none-match"] = state.etag;
    if (state.lastModified !== undefined) headers["if-modified-since"] = state.lastModified;
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 304) {
      await response.body?.cancel();
      return false;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    }
    const etag = response.headers.get("etag") ?? undefined;
    const lastModified = response.headers.get("last-modified") ?? undefined;
    const hadValidators = state.etag !== undefined || state.lastModified !== undefined;
    if (etag !== undefined || lastModified !== undefined || hadValidators) {
      await response.body?.cancel();
      const same = hadValidators && etag === state.etag && lastModified === state.lastModified;
      Object.assign(state, { etag, lastModified });
      return !same;
    }
    // No validators at all: only the content can tell. The first poll sets the baseline.
    const hash = await hashOf(await response.arrayBuffer());
    const changed = state.hash !== undefined && state.hash !== hash;
    state.hash = hash;
    return changed;
  }
}

async function hashOf(body: ArrayBuffer): Promise<string> {
  // Loaded only here (most watch sessions poll nothing), through importModule: the bundled command is
  // compiled through a code cache, where a plain import() fails.
  const { createHash } = (await importModule("node:crypto")) as typeof import("node:crypto");
  return createHash("sha256").update(new Uint8Array(body)).digest("hex");
}

function describe(error: unknown): string {
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
