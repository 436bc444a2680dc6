/**
 * Models by description, so that jobs reading the same description load and model it once, and a watcher
 * reloads only the descriptions whose files (or URLs) changed. The model is read-only after `model/`, so
 * sharing it between jobs of different templates and options is safe (test/cli/check-api.test.ts freezes it).
 */
import type { ResolvedOptions } from "../config/types.js";
import { loadModel, type ModelLoader, type ModelSource } from "../generate.js";

/** What a URL answered with, for conditional requests later (see `url-poller.ts`). */
export interface UrlValidators {
  etag: string | undefined;
  lastModified: string | undefined;
  /** The run failed on this URL: its next good answer is a change, whatever it says. */
  failed?: boolean;
}

interface Entry {
  promise: Promise<ModelSource>;
  src: string;
  /** Known once the load succeeded. */
  inputFiles: readonly string[];
  /** Every URL the load requested, with the validators of its response. */
  urls: Map<string, UrlValidators>;
  failed: boolean;
}

export class ModelCache {
  readonly #entries = new Map<string, Entry>();

  /** The loader to hand to `generate()`: a hit costs nothing and reports no model time. */
  readonly load: ModelLoader = (options) => {
    const key = cacheKey(options);
    const cached = this.#entries.get(key);
    if (cached !== undefined) return cached.promise.then((source) => ({ ...source, modelMilliseconds: 0 }));
    const urls = new Map<string, UrlValidators>();
    const promise = loadModel(options, { fetch: recordingFetch(urls) });
    const entry: Entry = { promise, src: options.src, inputFiles: [], urls, failed: false };
    this.#entries.set(key, entry);
    promise.then(
      (source) => {
        entry.inputFiles = source.inputFiles;
      },
      () => {
        // Kept for the rest of this run, so jobs sharing a broken description report it without reading it
        // again; `forgetFailures` drops it before the next run.
        entry.failed = true;
      },
    );
    return promise;
  };

  /** Drops the model of `options`' description, e.g. when no job left needs it. */
  forget(options: ResolvedOptions): void {
    this.#entries.delete(cacheKey(options));
  }

  /** Drops the models of descriptions none of `options` reads. */
  retainOnly(options: readonly ResolvedOptions[]): void {
    const wanted = new Set(options.map(cacheKey));
    for (const key of this.#entries.keys()) if (!wanted.has(key)) this.#entries.delete(key);
  }

  forgetFailures(): void {
    for (const [key, entry] of this.#entries) if (entry.failed) this.#entries.delete(key);
  }

  /** Drops every model that read one of `changed` (absolute paths or URLs). */
  invalidate(changed: ReadonlySet<string>): void {
    for (const [key, entry] of this.#entries) {
      const touched =
        changed.has(entry.src) ||
        entry.inputFiles.some((file) => changed.has(file)) ||
        [...entry.urls.keys()].some((url) => changed.has(url));
      if (touched) this.#entries.delete(key);
    }
  }

  /** The files and URLs the last load of `options`' description read (only its `src` when none succeeded). */
  inputsOf(options: ResolvedOptions): { files: readonly string[]; urls: ReadonlyMap<string, UrlValidators> } {
    const entry = this.#entries.get(cacheKey(options));
    return { files: entry?.inputFiles ?? [], urls: entry?.urls ?? new Map() };
  }
}

function cacheKey(options: ResolvedOptions): string {
  return [options.maxInputSize, options.validate, options.src, ...options.overlays].join("\u0000");
}

/** The global `fetch`, noting the validators of every response (read from headers: the body is untouched). */
function recordingFetch(urls: Map<string, UrlValidators>): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    urls.set(url, {
      etag: response.headers.get("etag") ?? undefined,
      lastModified: response.headers.get("last-modified") ?? undefined,
    });
    return response;
  };
}
